// critter-cli's arguments, against the contract (docs/cli.md): help, version,
// and one exact line on stderr with exit 2 for every kind of bad argument.
// Only the built-in games are registered here, so the game lists are fixed.
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"

class TestCliArgs : public QObject {
    Q_OBJECT

private slots:
    void help()
    {
        for (const QStringList& args : {QStringList{"--help"}, QStringList{"-h"}, QStringList{"simulate", "--help"}, QStringList{"bench", "--game", "x", "-h"}}) {
            const CliRun r = runCli(args);
            QCOMPARE(r.status, 0);
            QVERIFY(r.err.isEmpty());
            for (const char* word : {"simulate", "ladder", "--players", "replay", "bench", "--seats", "--games", "--seed", "--json",
                                     "--track", "--laps", "--mode", "--iterations", "--seconds", "trash-pandas"})
                QVERIFY2(r.out.contains(word), word);
        }
    }

    void version()
    {
        const CliRun r = runCli({"--version"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString("critter-cli %1\n").arg(CRITTER_VERSION));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString games = "(trash-pandas, panda-panda, trash-dash)";
        const auto sim = [](QStringList extra) {
            return QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", "1",
                               "--seed", "1"} + extra;
        };
        const auto seats = [](const QString& game, const QString& list) {
            return QStringList{"simulate", "--game", game, "--seats", list, "--games", "1", "--seed", "1"};
        };
        const auto dash = [&](QStringList extra) { return seats("trash-dash", "random,cpu") + extra; };

        QTest::newRow("no subcommand") << QStringList{} << "missing subcommand (simulate, ladder, replay, bench, join, netplay; see --help)";
        QTest::newRow("unknown subcommand") << QStringList{"play"} << "'play': unknown subcommand (simulate, ladder, replay, bench, join, netplay)";
        QTest::newRow("unknown top option") << QStringList{"--frob"} << "--frob: unknown option (see --help)";
        QTest::newRow("unknown option") << sim({"--frob"}) << "--frob: unknown option for simulate (see --help)";
        QTest::newRow("bench option in simulate") << sim({"--seconds", "2"}) << "--seconds: unknown option for simulate (see --help)";
        QTest::newRow("missing value at end") << QStringList{"simulate", "--game"} << "--game: missing value";
        QTest::newRow("missing value before option") << QStringList{"simulate", "--games", "--seed", "1"} << "--games: missing value";
        QTest::newRow("empty value") << QStringList{"simulate", "--games="} << "--games: missing value";
        QTest::newRow("flag with value") << sim({"--json=yes"}) << "--json: takes no value";
        QTest::newRow("repeated option") << sim({"--seed", "2"}) << "--seed: given more than once";
        QTest::newRow("stray argument") << sim({"extra"}) << "'extra': unexpected argument for simulate";
        QTest::newRow("unknown game") << QStringList{"simulate", "--game", "nope", "--seats", "random,random", "--games", "1", "--seed", "1"}
                                      << "--game: unknown game 'nope' " + games;
        QTest::newRow("missing game") << QStringList{"simulate", "--seats", "random,random", "--games", "1", "--seed", "1"}
                                      << "--game: required by simulate " + games;
        QTest::newRow("missing seats") << QStringList{"simulate", "--game", "trash-pandas", "--games", "1", "--seed", "1"}
                                       << "--seats: required by simulate";
        QTest::newRow("missing games") << QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--seed", "1"}
                                       << "--games: required by simulate";
        QTest::newRow("missing seed") << QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", "1"}
                                      << "--seed: required by simulate";
        QTest::newRow("bad seat") << seats("trash-pandas", "random,genius")
                                  << "--seats: unknown seat 'genius' (random, easy, normal, hard, cpu)";
        QTest::newRow("empty seat") << seats("trash-pandas", "random,,easy") << "--seats: empty seat in 'random,,easy'";
        QTest::newRow("cpu in trash-pandas") << seats("trash-pandas", "random,cpu")
                                             << "--seats: 'cpu' is not a seat in trash-pandas (random, easy, normal, hard)";
        QTest::newRow("cpu in panda-panda") << seats("panda-panda", "cpu,easy")
                                            << "--seats: 'cpu' is not a seat in panda-panda (random, easy, normal, hard)";
        QTest::newRow("trash-pandas 1 seat") << seats("trash-pandas", "random") << "--seats: trash-pandas takes 2-4 seats, got 1";
        QTest::newRow("trash-pandas 5 seats") << seats("trash-pandas", "random,easy,normal,hard,random")
                                              << "--seats: trash-pandas takes 2-4 seats, got 5";
        QTest::newRow("panda-panda 1 seat") << seats("panda-panda", "hard") << "--seats: panda-panda takes 2-4 seats, got 1";
        QTest::newRow("panda-panda 5 seats") << seats("panda-panda", "random,random,random,random,random")
                                             << "--seats: panda-panda takes 2-4 seats, got 5";
        QTest::newRow("trash-dash 7 seats") << seats("trash-dash", "cpu,cpu,cpu,cpu,cpu,cpu,random")
                                            << "--seats: trash-dash takes 1-6 seats, got 7";
        for (const char* bad : {"x", "0", "-1", "1.5", "+3", " 2"})
            QTest::addRow("games '%s'", bad) << QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", bad, "--seed", "1"}
                                             << QString("--games: expected a positive whole number, got '%1'").arg(bad);
        QTest::newRow("games too large") << QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", "99999999999", "--seed", "1"}
                                         << "--games: 99999999999 is too large (at most 2147483647)";
        for (const char* bad : {"x", "-1", "1e3", "18446744073709551616"})
            QTest::addRow("seed '%s'", bad) << QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", "1", "--seed", bad}
                                            << QString("--seed: expected a whole number from 0 to 18446744073709551615, got '%1'").arg(bad);
        QTest::newRow("track outside trash-dash") << sim({"--track", "random"}) << "--track: not an option of trash-pandas (only trash-dash)";
        QTest::newRow("laps outside trash-dash") << sim({"--laps", "2"}) << "--laps: not an option of trash-pandas (only trash-dash)";
        QTest::newRow("mode outside trash-dash") << seats("panda-panda", "random,random") + QStringList{"--mode", "standard"}
                                                 << "--mode: not an option of panda-panda (only trash-dash)";
        QTest::newRow("bad mode") << dash({"--mode", "sprint"}) << "--mode: expected standard or tournament, got 'sprint'";
        QTest::newRow("laps 0") << dash({"--laps", "0"}) << "--laps: expected 1 to 4, got '0'";
        QTest::newRow("laps 5") << dash({"--laps", "5"}) << "--laps: expected 1 to 4, got '5'";
        QTest::newRow("unknown track") << dash({"--track", "moon-base"})
                                       << "--track: unknown track 'moon-base' (random, bin-bandit-boulevard, play-dead-parkway, "
                                          "cardboard-kingdom, back-alley-blitz, pigeon-plaza, feisty-feral-frenzy)";
        QTest::newRow("track not kebab-case") << dash({"--track", "Pigeon Plaza"})
                                              << "--track: unknown track 'Pigeon Plaza' (random, bin-bandit-boulevard, play-dead-parkway, "
                                                 "cardboard-kingdom, back-alley-blitz, pigeon-plaza, feisty-feral-frenzy)";
        // Issue 34: the CPU strength is a race option, named as in Setup and the save file.
        QTest::newRow("unknown cpu strength") << dash({"--cpu", "mighty"})
                                              << "--cpu: expected standard, tough or champion, got 'mighty'";
        QTest::newRow("cpu outside trash-dash") << sim({"--cpu", "tough"})
                                                << "--cpu: not an option of trash-pandas (only trash-dash)";
        QTest::newRow("laps in a tournament") << dash({"--mode", "tournament", "--laps", "2"})
                                              << "--laps: a tournament races each track's own laps; leave --laps out with --mode tournament";
        for (const char* bad : {"0", "-2", "many", "1.5"})
            QTest::addRow("iterations '%s'", bad) << sim({"--iterations", bad})
                                                  << QString("--iterations: expected a positive whole number, got '%1'").arg(bad);
        QTest::newRow("iterations too many") << sim({"--iterations", "1000001"})
                                             << "--iterations: 1000001 is too large (at most 1000000)";
        QTest::newRow("trash-dash 1 seat") << seats("trash-dash", "hard") << "--seats: a trash-dash race needs at least 2 racers, got 1";
        QTest::newRow("trash-dash only cpus") << seats("trash-dash", "cpu,cpu,cpu")
                                              << "--seats: trash-dash needs at least one racer that is not cpu (the CPU module joins people and bots)";
        QTest::newRow("bench missing game") << QStringList{"bench"} << "--game: required by bench " + games;
        QTest::newRow("bench unknown game") << QStringList{"bench", "--game", "chess"} << "--game: unknown game 'chess' " + games;
        for (const char* bad : {"0", "-1", "abc", "inf", "nan"})
            QTest::addRow("seconds '%s'", bad) << QStringList{"bench", "--game", "trash-pandas", "--seconds", bad}
                                               << QString("--seconds: expected a positive number, got '%1'").arg(bad);
        QTest::newRow("bench track of a card game") << QStringList{"bench", "--game", "trash-pandas", "--track", "random"}
                                                    << "--track: not an option of trash-pandas (only trash-dash)";
        QTest::newRow("bench unknown track") << QStringList{"bench", "--game", "trash-dash", "--track", "moon"}
                                             << "--track: unknown track 'moon' (random, bin-bandit-boulevard, play-dead-parkway, "
                                                "cardboard-kingdom, back-alley-blitz, pigeon-plaza, feisty-feral-frenzy)";
        QTest::newRow("bench mode") << QStringList{"bench", "--game", "trash-dash", "--mode", "tournament"}
                                    << "--mode: unknown option for bench (see --help)";
        QTest::newRow("bench stray argument") << QStringList{"bench", "--game", "trash-pandas", "5"} << "'5': unexpected argument for bench";
        QTest::newRow("replay without file") << QStringList{"replay", "--json"} << "FILE: missing (replay FILE [--json])";
        QTest::newRow("replay two files") << QStringList{"replay", "a.json", "b.json"} << "'b.json': unexpected argument (replay takes one FILE)";
        QTest::newRow("replay missing file") << QStringList{"replay", "/nonexistent/save.json"} << "/nonexistent/save.json: no such file";
        QTest::newRow("replay unknown option") << QStringList{"replay", "x.json", "--seed", "1"} << "--seed: unknown option for replay (see --help)";
        QTest::newRow("version with extra") << QStringList{"--version", "now"} << "'now': unexpected argument after --version";
        // Issue 31, item 10: an empty argument is refused with a message, never skipped.
        QTest::newRow("empty argument first") << QStringList{""}
                                              << "'': an empty argument where a subcommand was expected (simulate, ladder, replay, bench, join, netplay)";
        QTest::newRow("empty argument in simulate") << sim({""}) << "'': an empty argument for simulate";
        QTest::newRow("empty file for replay") << QStringList{"replay", ""} << "'': an empty argument for replay";
        QTest::newRow("empty argument in bench") << QStringList{"bench", "", "--game", "trash-pandas"}
                                                 << "'': an empty argument for bench";
        // Issue 34: the ladder needs two seats at least, and no more than the game takes.
        const QStringList ladder{"ladder", "--game", "trash-pandas", "--games", "1", "--seed", "1", "--players"};
        QTest::newRow("ladder of one") << ladder + QStringList{"1"} << "--players: a ladder of trash-pandas needs at least 2";
        QTest::newRow("ladder too wide") << ladder + QStringList{"5"} << "--players: 5 is too large (at most 4)";
        QTest::newRow("ladder stray argument") << ladder + QStringList{"2", "hard"} << "'hard': unexpected argument for ladder";
        const QStringList netplay{"netplay", "127.0.0.1:1", "--game", "trash-pandas", "--players", "4", "--games", "1"};
        QTest::newRow("netplay pace zero") << netplay + QStringList{"--pace", "0"} << "--pace: expected a positive whole number, got '0'";
        QTest::newRow("netplay pace too long") << netplay + QStringList{"--pace", "60001"} << "--pace: 60001 is too large (at most 60000)";
        QTest::newRow("seed '-5' apart") << QStringList{"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", "1", "--seed", "-5"}
                                         << "--seed: expected a whole number from 0 to 18446744073709551615, got '-5'";
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun r = runCli(args);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.errLine(), "critter-cli: " + message);
        QCOMPARE(r.errLines(), 1);
        QVERIFY(r.out.isEmpty());
    }

    void replayBadFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("why");
        QTest::newRow("damaged JSON") << QByteArray("{\"game\": \"trash-pandas\", ") << "not valid JSON";
        // Issue 13: a small file of brackets crashed the reader (a stack overflow copying the document).
        QTest::newRow("nested too deeply") << QByteArray("{\"game\": \"trash-pandas\", \"setup\": " + QByteArray(300000, '[')
                                                         + QByteArray(300000, ']') + "}")
                                           << "nested more than 64 levels deep";
        QTest::newRow("too large") << QByteArray("{\"game\": \"trash-pandas\", \"description\": \"" + QByteArray(5 << 20, 'x') + "\"}")
                                   << "larger than 4 MiB, too large to read";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "not a JSON object";
        QTest::newRow("no game key") << QByteArray("{\"actions\": []}")
                                     << "no \"game\" key naming the game (trash-pandas, panda-panda, trash-dash)";
        QTest::newRow("unknown game") << QByteArray("{\"game\": \"go\"}")
                                      << "unknown game 'go' (trash-pandas, panda-panda, trash-dash)";
    }

    void replayBadFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, why);
        QTemporaryDir dir;
        const QString path = dir.filePath("save.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        for (const QStringList& args : {QStringList{"replay", path}, QStringList{"replay", path, "--json"}}) {
            const CliRun r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.errLine().startsWith("critter-cli: " + path + ": " + why), qPrintable(r.err));
            QCOMPARE(r.errLines(), 1);
            QVERIFY(r.out.isEmpty());
        }
    }

    void replayDirectory()
    {
        QTemporaryDir dir;
        const CliRun r = runCli({"replay", dir.path()});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.errLine(), "critter-cli: " + dir.path() + ": not a file");
    }

    // Issue 31, item 10: --seed takes what a file's setup.seed takes, 0 to 2^64-1.
    void test_one_seed_range_for_files_and_the_command_line()
    {
        for (const char* seed : {"0", "18446744073709551615"}) {
            const CliRun r = runCli({"simulate", "--game", "trash-pandas", "--seats", "random,random", "--games", "1",
                                     "--seed", seed, "--json"});
            QVERIFY2(r.status == 0, qPrintable(r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliArgs)
#include "test_cli_args.moc"
