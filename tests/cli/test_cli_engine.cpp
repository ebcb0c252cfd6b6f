// The generic engine behind simulate, replay and bench, driven through
// critter::cli::run with tiny games registered here (tiny_game.h): the
// starter always wins, so wins reveal the turn-order rotation exactly.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "adapter_engine.h"
#include "cli_run.h"
#include "decision_times.h"
#include "registry.h"
#include "sorted.h"
#include "tiny_game.h"

using namespace critter::cli;

namespace {

const QStringList kBots{"random", "easy", "normal", "hard"};

QJsonObject jsonOf(const CliRun& r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not one JSON object: %s", qPrintable(r.out));
    return doc.object();
}

QList<double> numbers(const QJsonValue& v)
{
    QList<double> out;
    for (const QJsonValue x : v.toArray())
        out << x.toDouble();
    return out;
}

CliRun simulate(const QString& game, const QString& seats, int games, const QStringList& extra = {})
{
    return runCli(QStringList{"simulate", "--game", game, "--seats", seats, "--games", QString::number(games),
                              "--seed", "7"} + extra);
}

} // namespace

class TestCliEngine : public QObject {
    Q_OBJECT

    QString writeFile(const QByteArray& content)
    {
        const QString path = dir_.filePath(QString("save%1.json").arg(++files_));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write(content);
        return path;
    }

    QTemporaryDir dir_;
    int files_ = 0;

private slots:
    void initTestCase()
    {
        using tiny::Variant;
        registerGame({"tiny", 1, 4, kBots, false, makeEngine<tiny::Adapter<Variant::Plain>>(), {}, {}});
        registerGame({"tiny-tie", 2, 4, kBots, false, makeEngine<tiny::Adapter<Variant::Tie>>(), {}, {}});
        registerGame({"tiny-broken", 2, 4, kBots, false, makeEngine<tiny::Adapter<Variant::Broken>>(), {}, {}});
        registerGame({"tiny-leaks", 2, 4, kBots, false, makeEngine<tiny::Adapter<Variant::Leaks>>(), {}, {}});
    }

    void gameChecksItsOwnOptions()
    {
        GameInfo race{"tiny-race", 1, 2, kBots, true, makeEngine<tiny::Adapter<tiny::Variant::Plain>>(), {}, {}};
        race.checkOptions = [](const GameOptions& options) {
            return options.track.isEmpty() || options.track == "loop" ? QString()
                                                                      : "--track: unknown track '" + options.track + "' (loop)";
        };
        registerGame(race);
        const CliRun bad = simulate("tiny-race", "random", 1, {"--track", "spiral", "--laps", "3"});
        QCOMPARE(bad.status, 2);
        QCOMPARE(bad.err, QString("critter-cli: --track: unknown track 'spiral' (loop)\n"));
        const CliRun good = simulate("tiny-race", "random", 1, {"--track", "loop", "--laps", "3", "--mode", "tournament"});
        QCOMPARE(good.status, 0);
        const CliRun notRace = simulate("tiny", "random", 1, {"--laps", "3"});
        QCOMPARE(notRace.errLine(), QString("critter-cli: --laps: not an option of tiny (only trash-dash)"));
    }

    void registeredGamesAreListed()
    {
        QVERIFY(findGame("tiny"));
        QVERIFY(runCli({"--help"}).out.contains("tiny-tie"));
        QCOMPARE(runCli({"simulate", "--game", "tiny", "--seats", "random,random,random,random,random"}).errLine(),
                 QString("critter-cli: --seats: tiny takes 1-4 seats, got 5"));
    }

    // The median a simulate run reports: exact while every time is kept,
    // and the mean and worst always over every decision.
    void decisionTimesMedianMeanAndWorst()
    {
        critter::cli::DecisionTimes odd;
        for (double ms : {3.0, 1.0, 2.0})
            odd.add(ms);
        QCOMPARE(odd.median(), 2.0);
        QCOMPARE(odd.mean(), 2.0);
        QCOMPARE(odd.worst(), 3.0);
        critter::cli::DecisionTimes even;
        for (double ms : {4.0, 1.0, 3.0, 2.0})
            even.add(ms);
        QCOMPARE(even.median(), 2.5);
        QCOMPARE(critter::cli::DecisionTimes{}.median(), 0.0);
    }

    void decisionTimesSampleStaysBoundedPastItsSize()
    {
        critter::cli::DecisionTimes times;
        const auto total = static_cast<int>(critter::cli::DecisionTimes::kKept) * 3;
        for (int i = 0; i < total; ++i)
            times.add(i % 2 == 0 ? 1.0 : 3.0);   // half fast, half slow
        times.add(50.0);
        QCOMPARE(times.count(), total + 1LL);
        QCOMPARE(times.worst(), 50.0);
        // A uniform sample of a half-and-half stream: its median is one of the two.
        QVERIFY(times.median() >= 1.0 && times.median() <= 3.0);
    }

    void simulateJsonKeys()
    {
        const CliRun r = simulate("tiny", "random,easy", 4, {"--json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out.count('\n'), 1);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(sortedKeys(o), sorted({"game", "games", "seconds", "games_per_second", "seats", "wins", "mean_score",
                                        "mean_turns", "mean_decision_ms", "median_decision_ms", "max_decision_ms", "violations", "errors"}));
        QCOMPARE(o["game"].toString(), QString("tiny"));
        QCOMPARE(o["games"].toInt(), 4);
        QCOMPARE(o["seats"].toArray(), QJsonArray({"random", "easy"}));
        QCOMPARE(o["mean_turns"].toDouble(), 1.0);
        QCOMPARE(o["violations"].toInt(), 0);
        QCOMPARE(o["errors"].toInt(), 0);
        QCOMPARE(o["mean_decision_ms"].toArray().size(), 2);
        QCOMPARE(o["median_decision_ms"].toArray().size(), 2);
        QCOMPARE(o["max_decision_ms"].toArray().size(), 2);
        // The middle decision lies between none and the slowest.
        for (int i = 0; i < 2; ++i) {
            QVERIFY(o["median_decision_ms"].toArray()[i].toDouble() >= 0.0);
            QVERIFY(o["median_decision_ms"].toArray()[i].toDouble() <= o["max_decision_ms"].toArray()[i].toDouble());
        }
        QVERIFY(o["seconds"].toDouble() >= 0.0);
    }

    // Listed seat i starts games i, i+n, i+2n ...; results stay in listed order.
    void turnOrderRotates_data()
    {
        QTest::addColumn<QString>("seats");
        QTest::addColumn<int>("games");
        QTest::addColumn<QList<double>>("wins");
        QTest::newRow("3 seats, 9 games") << "random,easy,normal" << 9 << QList<double>{3, 3, 3};
        QTest::newRow("3 seats, 7 games") << "normal,random,easy" << 7 << QList<double>{3, 2, 2};
        QTest::newRow("4 seats, 2 games") << "easy,easy,random,random" << 2 << QList<double>{1, 1, 0, 0};
        QTest::newRow("1 seat") << "random" << 5 << QList<double>{5};
    }

    void turnOrderRotates()
    {
        QFETCH(QString, seats);
        QFETCH(int, games);
        QFETCH(QList<double>, wins);
        const CliRun r = simulate("tiny", seats, games, {"--json"});
        QCOMPARE(r.status, 0);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(numbers(o["wins"]), wins);
        QList<double> scores;
        for (double w : wins)
            scores << w / games;
        QCOMPARE(numbers(o["mean_score"]), scores);
    }

    void sharedWinCountsOneKth()
    {
        const CliRun r = simulate("tiny-tie", "random,easy,normal,random", 2, {"--json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(numbers(jsonOf(r)["wins"]), (QList<double>{0.5, 0.5, 0.5, 0.5}));
    }

    void illegalBotChoiceIsAnError()
    {
        // "hard" starts games 2 and 4 and answers with an illegal action.
        const CliRun r = simulate("tiny", "random,hard", 4, {"--json"});
        QCOMPARE(r.status, 1);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o["errors"].toInt(), 2);
        QCOMPARE(o["violations"].toInt(), 0);
        QCOMPARE(numbers(o["wins"]), (QList<double>{2, 0}));
        QVERIFY2(r.err.contains("critter-cli: error: game 2: seat 2 (hard) chose 99, not a legal action\n"), qPrintable(r.err));
    }

    void brokenInvariantIsAViolation()
    {
        const CliRun r = simulate("tiny-broken", "random,random", 3, {"--json"});
        QCOMPARE(r.status, 1);
        QCOMPARE(jsonOf(r)["violations"].toInt(), 3);
        QCOMPARE(jsonOf(r)["errors"].toInt(), 0);
        QVERIFY2(r.err.contains("critter-cli: violation: game 1: after 0: the token vanished"), qPrintable(r.err));
    }

    void leakingObservationIsAViolation()
    {
        // About one decision in 20 is probed; 200 one-decision games find it.
        const CliRun r = simulate("tiny-leaks", "random,random", 200, {"--json"});
        QCOMPARE(r.status, 1);
        QVERIFY(jsonOf(r)["violations"].toInt() > 0);
        QVERIFY2(r.err.contains("player 1's observation depends on hidden information"), qPrintable(r.err));
        QCOMPARE(simulate("tiny", "random,random", 200).status, 0);
    }

    void standInBotsAreNoted()
    {
        const CliRun r = simulate("tiny", "easy,easy,normal", 3);
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, QString("critter-cli: note: tiny plays easy as random\n"
                                "critter-cli: note: tiny plays normal as random\n"));
    }

    void simulateText()
    {
        const CliRun r = simulate("tiny", "random,easy", 2);
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith("tiny: 2 games, seed 7, "), qPrintable(r.out));
        QVERIFY(r.out.contains("seat bot"));
        QVERIFY(r.out.contains(QRegularExpression("\\n1    random       1.00   50.0")));
        QVERIFY(r.out.contains(QRegularExpression("\\n2    easy         1.00   50.0")));
        QVERIFY(r.out.contains("violations: 0\nerrors: 0\n"));
    }

    void benchJson()
    {
        const CliRun r = runCli({"bench", "--game", "tiny", "--seconds", "0.05", "--json"});
        QCOMPARE(r.status, 0);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(sortedKeys(o), sorted({"game", "seconds", "games", "games_per_second", "actions_per_second"}));
        QCOMPARE(o["game"].toString(), QString("tiny"));
        QVERIFY(o["games"].toInt() > 0);
        QVERIFY(o["seconds"].toDouble() >= 0.05);
        QVERIFY(o["games_per_second"].toDouble() > 0.0);
        QVERIFY(qFuzzyCompare(o["actions_per_second"].toDouble(), o["games_per_second"].toDouble()));
    }

    void benchText()
    {
        const CliRun r = runCli({"bench", "--game", "tiny", "--seconds", "0.01"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("tiny: "));
        QVERIFY(r.out.contains("games/s: "));
        QVERIFY(r.out.contains("actions/s: "));
    }

    void replayPlaysToTheEnd()
    {
        const QString path = writeFile(R"({"game": "tiny", "players": 3, "actions": [0]})");
        const CliRun json = runCli({"replay", path, "--json"});
        QCOMPARE(json.status, 0);
        const QJsonObject o = jsonOf(json);
        QCOMPARE(o["game"].toString(), QString("tiny"));
        QCOMPARE(sortedKeys(o), sorted({"game", "players", "over", "winners", "scores", "to_act", "actions", "state"}));
        QVERIFY(o["to_act"].isNull());
        QCOMPARE(o["players"].toInt(), 3);
        QCOMPARE(o["actions"].toInt(), 1);
        QCOMPARE(o["over"].toBool(), true);
        QCOMPARE(o["winners"].toArray(), QJsonArray({0}));
        QCOMPARE(o["scores"].toArray(), QJsonArray({1, 0, 0}));
        QCOMPARE(o["state"].toObject()["grabbed"].toBool(), true);

        const CliRun text = runCli({"replay", path});
        QCOMPARE(text.status, 0);
        QCOMPARE(text.out, QString("tiny: 3 players, 1 action, over; winner(s): player 1\nscores: 1 0 0\ngrabbed\n"));
    }

    void replayStopsAtAnIllegalAction()
    {
        const QString path = writeFile(R"({"game": "tiny", "players": 2, "actions": [0, 0]})");
        const CliRun r = runCli({"replay", path});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err, "critter-cli: " + path + ": actions[1] '0': the game is over\n");
        QVERIFY(r.out.isEmpty());
    }

    void replayReportsTheLoadersReason()
    {
        const QString path = writeFile(R"({"game": "tiny", "actions": []})");
        const CliRun r = runCli({"replay", path, "--json"});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err, "critter-cli: " + path + ": no \"players\"\n");
    }
};

QTEST_GUILESS_MAIN(TestCliEngine)
#include "test_cli_engine.moc"
