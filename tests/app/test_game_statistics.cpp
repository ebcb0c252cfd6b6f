// Statistics from the table's side: each of the three games hands its
// finished game to the recorder once (seats, kinds, levels, scores,
// winners), a replay or a finished file opened adds nothing, and the
// Statistics singleton words the figures, survives a restart, clears, and
// keeps games finished while its file was refused until a fresh start.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "pandapandasession.h"
#include "statistics.h"
#include "trashdashsession.h"
#include "trashpandassession.h"
#include "unwritable.h"

namespace {

QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }
QVariantMap cpu() { return {{"kind", "cpu"}}; }

struct FakeRecorder : GameRecorder {
    std::vector<FinishedGame> games;
    QString why;   // what the next recordGame answers
    QString recordGame(const FinishedGame& game) override
    {
        games.push_back(game);
        return why;
    }
};

void prepare(TableSession& s)
{
    s.setAutosaveDir(QString());   // nothing to continue in these tests
    s.setStepMs(0);
    s.setBotPaceMs(0);
}

// Bots play the session's game to its end.
template <class Session>
void playToTheEnd(Session& s)
{
    for (int i = 0; i < 3000 && !s.over(); ++i) {
        if constexpr (requires { s.continueAfterRound(); })
            s.continueAfterRound();   // nobody at the table closes a round's celebration
        QTest::qWait(5);
    }
    QVERIFY(s.over());
}

FinishedSeat seat(const QString& name, const QString& kind, const QString& level, int score, bool winner)
{
    return {name, kind, level, score, winner};
}

FinishedGame game(const QString& id, int annScore, bool annWins, const QString& level, int minute)
{
    FinishedGame g;
    g.gameId = id;
    g.finishedAt = QDateTime(QDate(2026, 11, 20), QTime(18, 0), Qt::UTC).addSecs(60 * minute);
    g.seats = {seat("Ann", "person", "", annScore, annWins), seat("Bot 2", "bot", level, 5, !annWins)};
    return g;
}

} // namespace

class TestGameStatistics : public QObject
{
    Q_OBJECT
    FakeRecorder m_recorder;
    std::unique_ptr<QTemporaryDir> m_dir;

    // The record matches the session's seats and the rules' final scores and winners.
    template <class Session>
    void expectRecorded(const Session& s, const QString& gameId)
    {
        QCOMPARE(m_recorder.games.size(), std::size_t(1));
        const FinishedGame& g = m_recorder.games.front();
        QCOMPARE(g.gameId, gameId);
        QVERIFY(g.finishedAt.isValid());
        QCOMPARE(g.finishedAt.timeSpec(), Qt::UTC);
        QCOMPARE(g.moves, s.actionCount());
        QCOMPARE(static_cast<int>(g.seats.size()), s.players());
        const std::vector<int> scores = s.state().scores();
        const std::vector<critter::Seat> winners = s.state().winners();
        QVERIFY(!winners.empty());
        for (int i = 0; i < s.players(); ++i) {
            const FinishedSeat& seat = g.seats[static_cast<std::size_t>(i)];
            QCOMPARE(seat.name, s.names().at(i));
            QCOMPARE(seat.kind, s.kinds().at(i));
            QCOMPARE(seat.level, s.seatModel()->at(i).kind == "bot" ? s.seatModel()->at(i).level : QString());
            QCOMPARE(seat.score, scores[static_cast<std::size_t>(i)]);
            QCOMPARE(seat.winner, std::find(winners.begin(), winners.end(), i) != winners.end());
        }
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_recorder.games.clear();
        TableSession::setRecorder(&m_recorder);
    }

    void cleanup() { TableSession::setRecorder(nullptr); }

    void test_trash_pandas_records_its_finished_game_once()
    {
        TrashPandasSession s;
        prepare(s);
        s.start({bot("easy"), bot("random"), bot("easy")}, 21);
        playToTheEnd(s);
        expectRecorded(s, "trash-pandas");
    }

    void test_panda_panda_records_its_finished_game_once()
    {
        PandaPandaSession s;
        prepare(s);
        s.start({bot("easy"), bot("random")}, 22);
        playToTheEnd(s);
        expectRecorded(s, "panda-panda");
    }

    void test_trash_dash_records_its_finished_race_with_cpu_racers()
    {
        TrashDashSession s;
        prepare(s);
        const QVariantList seats{bot("easy"), cpu(), bot("random")};
        QCOMPARE(s.configure({{"track", "back-alley-blitz"}, {"laps", 1}}, seats), QString());
        s.start(seats, 23);
        playToTheEnd(s);
        expectRecorded(s, "trash-dash");
        QCOMPARE(m_recorder.games.front().seats[1].kind, QStringLiteral("cpu"));
    }

    void test_a_finished_race_reaches_the_database_through_the_statistics()
    {
        Statistics statistics;
        statistics.openAt(m_dir->filePath("stats.sqlite"));
        TableSession::setRecorder(&statistics);
        TrashDashSession s;
        prepare(s);
        const QVariantList seats{bot("easy"), cpu()};   // a CPU racer has no level
        QCOMPARE(s.configure({{"track", "back-alley-blitz"}, {"laps", 1}}, seats), QString());
        s.start(seats, 31);
        playToTheEnd(s);
        QCOMPARE(statistics.gameCount("trash-dash"), 1);
        QCOMPARE(statistics.totalGames(), 1);
    }

    void test_a_replay_of_a_finished_game_records_nothing()
    {
        TrashPandasSession s;
        prepare(s);
        s.start({bot("random"), bot("random")}, 24);
        playToTheEnd(s);
        QCOMPARE(m_recorder.games.size(), std::size_t(1));
        s.startReplay();
        s.replayStep(1);
        s.finishEvents();
        s.replaySeek(s.replayLength() - 1);
        s.replayStep(1);   // the game's last move, once more
        s.finishEvents();
        s.stopReplay();
        QVERIFY(s.over());
        QCOMPARE(m_recorder.games.size(), std::size_t(1));
    }

    void test_a_finished_game_opened_from_a_file_records_nothing()
    {
        TrashPandasSession s;
        prepare(s);
        s.start({bot("random"), bot("random")}, 25);
        playToTheEnd(s);
        const QString path = m_dir->filePath("done.json");
        QVERIFY(s.saveAs(QUrl::fromLocalFile(path)));
        m_recorder.games.clear();
        TrashPandasSession viewer;
        prepare(viewer);
        QVERIFY(viewer.openFile(QUrl::fromLocalFile(path)));
        QVERIFY(viewer.replaying());
        viewer.stopReplay();
        QTest::qWait(50);
        QCOMPARE(m_recorder.games.size(), std::size_t(0));
    }

    void test_a_continued_game_is_recorded_when_it_finishes_and_play_again_records_the_next()
    {
        PandaPandaSession s;
        prepare(s);
        s.start({bot("random"), bot("random")}, 26);
        QTRY_VERIFY(s.actionCount() > 5);
        s.leave();
        PandaPandaSession again;   // the window closed and opened again
        prepare(again);
        QString error;
        QVERIFY2(again.loadText(s.saveText(), &error), qPrintable(error));
        playToTheEnd(again);
        QCOMPARE(m_recorder.games.size(), std::size_t(1));
        again.playAgain();
        playToTheEnd(again);
        QCOMPARE(m_recorder.games.size(), std::size_t(2));
    }

    void test_no_recorder_records_nothing()
    {
        TableSession::setRecorder(nullptr);
        PandaPandaSession s;
        prepare(s);
        s.start({bot("random"), bot("random")}, 27);
        playToTheEnd(s);
        QCOMPARE(m_recorder.games.size(), std::size_t(0));
    }

    // ---- the Statistics singleton ------------------------------------------------

    void test_statistics_words_the_figures_for_the_screen()
    {
        Statistics statistics;
        statistics.openAt(m_dir->filePath("stats.sqlite"));
        QCOMPARE(statistics.state(), Statistics::Ready);
        QSignalSpy changed(&statistics, &Statistics::changed);
        statistics.recordGame(game("trash-pandas", 30, true, "easy", 0));
        statistics.recordGame(game("trash-pandas", 22, false, "hard", 1));
        statistics.recordGame(game("trash-pandas", 25, true, "hard", 2));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(statistics.totalGames(), 3);
        const QVariantMap f = statistics.figures("trash-pandas", "Ann");
        QCOMPARE(f.value("games").toInt(), 3);
        QCOMPARE(f.value("wins").toInt(), 2);
        QCOMPARE(f.value("winRateText").toString(), QStringLiteral("67%"));
        QCOMPARE(f.value("bestScore").toInt(), 30);
        QCOMPARE(f.value("longestStreak").toInt(), 1);
        QCOMPARE(f.value("summary").toString(), QStringLiteral("3 played, 2 won"));
        const QVariantList opponents = f.value("opponents").toList();
        QCOMPARE(opponents.size(), 2);
        QCOMPARE(opponents[0].toMap().value("label").toString(), QStringLiteral("Easy bots"));
        QCOMPARE(opponents[1].toMap().value("label").toString(), QStringLiteral("Hard bots"));
        QCOMPARE(opponents[1].toMap().value("text").toString(), QStringLiteral("won 1 of 2"));
        QCOMPARE(f.value("recent").toList().size(), 3);
        QCOMPARE(f.value("recentMax").toInt(), 30);
        const QVariantList people = statistics.people("trash-pandas");
        QCOMPARE(people.size(), 1);
        QCOMPARE(people[0].toMap().value("name").toString(), QStringLiteral("Ann"));
        QCOMPARE(statistics.scoreName("panda-panda"), QStringLiteral("Most crowns"));
    }

    void test_statistics_survive_a_restart()
    {
        const QString path = m_dir->filePath("stats.sqlite");
        {
            Statistics first;
            first.openAt(path);
            first.recordGame(game("panda-panda", 2, true, "normal", 0));
            first.recordGame(game("panda-panda", 1, false, "normal", 1));
        }
        Statistics second;
        second.openAt(path);
        QCOMPARE(second.totalGames(), 2);
        QCOMPARE(second.figures("panda-panda", "Ann").value("wins").toInt(), 1);
    }

    void test_statistics_clear_deletes_every_game()
    {
        Statistics statistics;
        statistics.openAt(m_dir->filePath("stats.sqlite"));
        statistics.recordGame(game("trash-dash", 3, true, "easy", 0));
        QVERIFY(statistics.clear());
        QCOMPARE(statistics.totalGames(), 0);
        QCOMPARE(statistics.people("trash-dash"), QVariantList());
    }

    void test_games_finished_while_the_file_is_refused_wait_for_a_fresh_start()
    {
        const QString path = m_dir->filePath("stats.sqlite");
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("this is no database");
        }
        Statistics statistics;
        statistics.openAt(path);
        QCOMPARE(statistics.state(), Statistics::Damaged);
        QVERIFY(statistics.problem().contains(QStringLiteral("left exactly as it was")));
        statistics.recordGame(game("trash-pandas", 30, true, "easy", 0));
        QCOMPARE(statistics.waitingGames(), 1);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("this is no database"));   // not written to
        file.close();

        QVERIFY(statistics.startFresh());   // the person agreed
        QCOMPARE(statistics.state(), Statistics::Ready);
        QCOMPARE(statistics.problem(), QString());
        QCOMPARE(statistics.waitingGames(), 0);
        QCOMPARE(statistics.totalGames(), 1);
        QVERIFY(QFileInfo(statistics.keptAside()).fileName().startsWith("stats.sqlite.damaged-"));
        QFile aside(statistics.keptAside());
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), QByteArray("this is no database"));
    }

    // Issue 31, finding 7: a finished game the database will not take (its
    // folder read-only; as root, a file in its place) is said with the
    // reason, to the table and on the Statistics screen, and kept to record
    // once it can; nothing recorded before is lost.
    void test_a_game_the_database_cannot_take_is_said_and_nothing_recorded_is_lost()
    {
        QVERIFY(QDir(m_dir->path()).mkdir("stats"));
        Statistics statistics;
        statistics.openAt(m_dir->filePath("stats/stats.sqlite"));
        QCOMPARE(statistics.recordGame(game("trash-pandas", 30, true, "easy", 0)), QString());
        QCOMPARE(statistics.unrecordedGames(), 0);
        QCOMPARE(statistics.unrecordedText(), QString());

        unwritable::Folder folder(m_dir->filePath("stats"));
        QVERIFY(folder.block());
        const QString why = statistics.recordGame(game("trash-pandas", 20, false, "easy", 1));
        QVERIFY(!why.isEmpty());
        QCOMPARE(statistics.unrecordedGames(), 1);
        QCOMPARE(statistics.unrecordedText(), QStringLiteral("Finished games that could not be recorded: 1 (%1)").arg(why));
        QCOMPARE(statistics.totalGames(), 1);   // what was recorded is still there

        // A game that ends at a table: the session hears why, for the table to say.
        TableSession::setRecorder(&statistics);
        TrashPandasSession s;
        prepare(s);
        s.start({bot("easy"), bot("random")}, 21);
        playToTheEnd(s);
        QCOMPARE(s.recordProblem(), why);
        QCOMPARE(statistics.unrecordedGames(), 2);
        QCOMPARE(statistics.unrecordedText(), QStringLiteral("Finished games that could not be recorded: 2 (%1)").arg(why));

        // Writable again: the next game takes the waiting ones with it, in order.
        QVERIFY(folder.restore());
        QCOMPARE(statistics.recordGame(game("trash-pandas", 25, true, "easy", 2)), QString());
        QCOMPARE(statistics.unrecordedGames(), 0);
        QCOMPARE(statistics.unrecordedText(), QString());
        QCOMPARE(statistics.totalGames(), 4);
        s.playAgain();
        QCOMPARE(s.recordProblem(), QString());   // a new deal has nothing unrecorded
    }

    void test_a_newer_file_says_so()
    {
        const QString path = m_dir->filePath("stats.sqlite");
        {
            Statistics statistics;
            statistics.openAt(path);
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "newer");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery(db).exec("PRAGMA user_version = 77");
            db.close();
        }
        QSqlDatabase::removeDatabase("newer");
        Statistics statistics;
        statistics.openAt(path);
        QCOMPARE(statistics.state(), Statistics::TooNew);
        QVERIFY(statistics.problem().contains(QStringLiteral("newer version")));
    }
};

QTEST_MAIN(TestGameStatistics)
#include "test_game_statistics.moc"
