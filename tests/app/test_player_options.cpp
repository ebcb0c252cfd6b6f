// critter-table's own command line (app/shell/appstart.h): one seed range
// with game files and critter-cli, and nothing given that is then ignored
// (issue 31, item 10: "--seed -5" was taken, 2^64-1 was not, an empty
// argument and every file after the first went without a word).
#include <QCommandLineParser>
#include <QDir>
#include <QTest>

#include "shell/appstart.h"

namespace {
appstart::PlayerRequest readArgs(const QStringList& args)
{
    QCommandLineParser parser;
    const appstart::PlayerOptions options(parser);
    if (!parser.parse(QStringList{QStringLiteral("critter-table")} + args))
        return {0, {}, parser.errorText()};
    return options.read(parser);
}
} // namespace

class TestPlayerOptions : public QObject
{
    Q_OBJECT
private slots:
    void test_one_seed_range_for_files_and_the_command_line()
    {
        QCOMPARE(readArgs({"--seed", "18446744073709551615"}).error, QString());
        QCOMPARE(readArgs({"--seed", "18446744073709551615"}).seed, quint64{18446744073709551615ULL});
        QCOMPARE(readArgs({"--seed", "0"}).seed, quint64{0});
        QCOMPARE(readArgs({"--seed=42"}).seed, quint64{42});
        const QString range = QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615, got '%1'");
        for (const char* bad : {"-5", "18446744073709551616", "1e3", "+3", " 7", "seven", ""})
            QCOMPARE(readArgs({QStringLiteral("--seed=") + bad}).error, range.arg(QString::fromLatin1(bad)));
        QCOMPARE(readArgs({"--seed", "-5"}).error, range.arg("-5"));
    }

    void test_empty_and_unused_arguments_are_refused_with_a_message()
    {
        QCOMPARE(readArgs({""}).error, QStringLiteral("'': an empty argument where a game file's name was expected"));
        QCOMPARE(readArgs({"a.json", ""}).error, QStringLiteral("'': an empty argument where a game file's name was expected"));
        QCOMPARE(readArgs({"a.json", "b.json"}).error,
                 QStringLiteral("'b.json': unexpected argument (critter-table opens one file)"));
        const appstart::PlayerRequest one = readArgs({"a.json", "--seed", "3"});
        QCOMPARE(one.error, QString());
        QCOMPARE(one.file, QUrl::fromLocalFile(QDir::current().absoluteFilePath("a.json")));
        QCOMPARE(one.seed, quint64{3});
        QCOMPARE(readArgs({}).error, QString());
        QVERIFY(readArgs({}).file.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlayerOptions)
#include "test_player_options.moc"
