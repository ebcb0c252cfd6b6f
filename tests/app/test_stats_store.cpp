// The statistics database (app/stats/statsstore, statsschema, statsfigures):
// a finished game recorded with its seats, the figures the screen shows, the
// migrations from older versions, damaged and foreign files refused and left
// byte for byte as they were, survival across reopening, and clearing.
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "rawdb.h"
#include "statsfigures.h"
#include "statsschema.h"
#include "statsstore.h"

using stats::StatsStore;
using State = StatsStore::State;

namespace {

FinishedSeat seat(const QString& name, const QString& kind, const QString& level, int score, bool winner)
{
    return {name, kind, level, score, winner};
}

// Ann (a person) against bots; minutesAfter orders the games in time.
FinishedGame annVs(const QString& level, int annScore, bool annWins, int minutesAfter, const QString& game = "trash-pandas")
{
    FinishedGame g;
    g.gameId = game;
    g.finishedAt = QDateTime(QDate(2026, 11, 1), QTime(12, 0), Qt::UTC).addSecs(60 * minutesAfter);
    g.moves = 40;
    g.seats = {seat("Ann", "person", "", annScore, annWins), seat("Bot 2", "bot", level, annWins ? annScore - 3 : annScore + 3, !annWins)};
    return g;
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}


} // namespace

class TestStatsStore : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;

    // Everything in the folder but the file itself: a refused file must not
    // grow a journal or a new database beside it.
    QStringList othersThan(const QString& path) const
    {
        QStringList out = QDir(m_dir->path()).entryList(QDir::Files | QDir::NoDotAndDotDot);
        out.removeAll(QFileInfo(path).fileName());
        return out;
    }

    void expectRefusedUntouched(const QByteArray& bytes, State expected)
    {
        writeBytes(m_path, bytes);
        StatsStore store;
        QCOMPARE(store.open(m_path), expected);
        QVERIFY(!store.ready());
        QVERIFY(!store.detail().isEmpty());
        QVERIFY(!store.record(annVs("easy", 10, true, 0)));
        QCOMPARE(store.gameCount(), 0);
        store.close();
        QCOMPARE(bytesOf(m_path), bytes);   // nothing overwritten
        QCOMPARE(othersThan(m_path), QStringList());
    }

    // A real database with two games, as bytes.
    QByteArray twoGameDatabase()
    {
        const QString path = m_dir->filePath(QStringLiteral("two.sqlite"));
        {
            StatsStore store;
            [&] { QCOMPARE(store.open(path), State::Ready); }();
            store.record(annVs("easy", 10, true, 0));
            store.record(annVs("hard", 7, false, 1));
        }
        const QByteArray bytes = bytesOf(path);
        QFile::remove(path);
        return bytes;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_path = m_dir->filePath(QStringLiteral("stats.sqlite"));
    }

    void test_migrations_are_numbered_one_after_another()
    {
        const auto& list = stats::migrations();
        QVERIFY(!list.empty());
        for (std::size_t i = 0; i < list.size(); ++i)
            QCOMPARE(list[i].version, static_cast<int>(i) + 1);
        QCOMPARE(stats::latestVersion(), list.back().version);
    }

    void test_a_new_file_starts_at_the_latest_version()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        QCOMPARE(store.foundVersion(), 0);
        store.close();
        RawDb raw(m_path);
        QCOMPARE(raw.value("PRAGMA user_version").toInt(), stats::latestVersion());
    }

    void test_a_finished_game_is_recorded_with_its_seats_scores_and_winners()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        FinishedGame g;
        g.gameId = QStringLiteral("trash-dash");
        g.finishedAt = QDateTime(QDate(2026, 12, 1), QTime(21, 30, 5), Qt::UTC);
        g.moves = 87;
        g.seats = {seat("Ann", "person", "", 3, true), seat("Bot 2", "bot", "hard", 2, false),
                   seat("CPU 3", "cpu", "", 1, false)};
        QString error;
        QVERIFY2(store.record(g, &error), qPrintable(error));
        QCOMPARE(store.gameCount(), 1);
        QCOMPARE(store.gameCount("trash-dash"), 1);
        QCOMPARE(store.gameCount("trash-pandas"), 0);
        store.close();

        RawDb raw(m_path);
        QSqlQuery games(raw.db());
        QVERIFY(games.exec("SELECT finished_at, game, moves FROM games"));
        QVERIFY(games.next());
        QCOMPARE(games.value(0).toString(), QStringLiteral("2026-12-01T21:30:05Z"));
        QCOMPARE(games.value(1).toString(), QStringLiteral("trash-dash"));
        QCOMPARE(games.value(2).toInt(), 87);
        QSqlQuery seats(raw.db());
        QVERIFY(seats.exec("SELECT seat, name, kind, level, score, winner FROM seats ORDER BY seat"));
        QStringList rows;
        while (seats.next())
            rows << QStringLiteral("%1 %2 %3 %4 %5 %6").arg(seats.value(0).toInt()).arg(seats.value(1).toString(),
                     seats.value(2).toString(), seats.value(3).toString()).arg(seats.value(4).toInt()).arg(seats.value(5).toInt());
        QCOMPARE(rows, (QStringList{"0 Ann person  3 1", "1 Bot 2 bot hard 2 0", "2 CPU 3 cpu  1 0"}));
    }

    void test_seats_without_a_level_or_name_are_recorded_as_empty_text()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        FinishedGame g = annVs("easy", 3, true, 0);
        g.seats[0].level = QString();   // a person has no level (a null string, as the session fills it)
        g.seats.push_back(seat(QString(), "cpu", QString(), 1, false));
        QString error;
        QVERIFY2(store.record(g, &error), qPrintable(error));
        QCOMPARE(store.figures("trash-pandas", "Ann").games, 1);
    }

    void test_figures_count_games_wins_win_rate_and_best_score()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        store.record(annVs("easy", 12, true, 0));
        store.record(annVs("easy", 20, false, 1));
        store.record(annVs("hard", 15, true, 2));
        store.record(annVs("hard", 9, true, 3, "panda-panda"));   // another game: not counted
        const stats::PersonFigures f = store.figures("trash-pandas", "Ann");
        QCOMPARE(f.games, 3);
        QCOMPARE(f.wins, 2);
        QCOMPARE(f.winRate(), 2.0 / 3.0);
        QCOMPARE(f.bestScore, 20);
        QCOMPARE(store.people("trash-pandas"), QStringList{"Ann"});   // bots are not people
        QCOMPARE(store.figures("trash-pandas", "Nobody").games, 0);
        QCOMPARE(store.figures("trash-pandas", "Nobody").winRate(), 0.0);
    }

    void test_a_shared_win_counts_for_each_who_shares_it()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        FinishedGame g = annVs("easy", 10, true, 0);
        g.seats.push_back(seat("Ben", "person", "", 10, true));
        store.record(g);
        QCOMPARE(store.figures("trash-pandas", "Ann").wins, 1);
        QCOMPARE(store.figures("trash-pandas", "Ben").wins, 1);
        QCOMPARE(store.people("trash-pandas"), (QStringList{"Ann", "Ben"}));
    }

    void test_longest_streak_counts_wins_in_a_row_in_time_order()
    {
        QCOMPARE(stats::longestStreak({}), 0);
        QCOMPARE(stats::longestStreak({false, false}), 0);
        QCOMPARE(stats::longestStreak({true, true, false, true, true, true, false, true}), 3);
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        // Recorded out of order: the streak follows the time each game finished.
        const bool won[] = {true, false, true, true, true, false, true, true};
        const int order[] = {7, 2, 5, 0, 3, 6, 1, 4};
        for (int i : order)
            store.record(annVs("easy", 10, won[i], i));
        QCOMPARE(store.figures("trash-pandas", "Ann").longestStreak, 3);
    }

    void test_results_against_each_bot_level_in_level_order()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        store.record(annVs("hard", 10, false, 0));
        store.record(annVs("hard", 10, true, 1));
        store.record(annVs("easy", 10, true, 2));
        FinishedGame mixed = annVs("random", 10, true, 3);
        mixed.seats.push_back(seat("Bot 3", "bot", "hard", 1, false));   // counts against both levels
        store.record(mixed);
        FinishedGame race = annVs("normal", 3, false, 4);
        race.seats.push_back(seat("CPU", "cpu", "", 3, true));
        store.record(race);
        const stats::PersonFigures f = store.figures("trash-pandas", "Ann");
        QStringList got;
        for (const stats::OpponentResult& o : f.opponents)
            got << QStringLiteral("%1/%2 %3 of %4").arg(o.kind, o.level).arg(o.wins).arg(o.games);
        QCOMPARE(got, (QStringList{"bot/random 1 of 1", "bot/easy 1 of 1", "bot/normal 0 of 1", "bot/hard 2 of 3",
                                   "cpu/ 0 of 1"}));
    }

    void test_recent_games_are_the_last_ones_oldest_first()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        for (int i = 0; i < 15; ++i)
            store.record(annVs("easy", i, i % 2 == 0, i));
        const stats::PersonFigures f = store.figures("trash-pandas", "Ann", 12);
        QCOMPARE(static_cast<int>(f.recent.size()), 12);
        QCOMPARE(f.recent.front().score, 3);
        QCOMPARE(f.recent.back().score, 14);
        QVERIFY(f.recent.back().won);
    }

    void test_games_survive_reopening()
    {
        {
            StatsStore store;
            QCOMPARE(store.open(m_path), State::Ready);
            store.record(annVs("easy", 12, true, 0));
            store.record(annVs("hard", 8, false, 1));
        }
        StatsStore again;   // the app started again
        QCOMPARE(again.open(m_path), State::Ready);
        QCOMPARE(again.foundVersion(), stats::latestVersion());
        const stats::PersonFigures f = again.figures("trash-pandas", "Ann");
        QCOMPARE(f.games, 2);
        QCOMPARE(f.wins, 1);
        QCOMPARE(f.bestScore, 12);
    }

    void test_clear_deletes_every_game_and_keeps_the_database()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        store.record(annVs("easy", 12, true, 0));
        store.record(annVs("easy", 12, true, 1, "trash-dash"));
        QVERIFY(store.clear());
        QCOMPARE(store.gameCount(), 0);
        QCOMPARE(store.people("trash-pandas"), QStringList());
        QVERIFY(store.record(annVs("easy", 5, false, 2)));   // still usable
        store.close();
        StatsStore again;
        QCOMPARE(again.open(m_path), State::Ready);
        QCOMPARE(again.gameCount(), 1);
    }

    void test_migrates_an_empty_version_0_file()
    {
        writeBytes(m_path, QByteArray());
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        QCOMPARE(store.foundVersion(), 0);
        QVERIFY(store.record(annVs("easy", 1, true, 0)));
    }

    void test_migrates_a_version_1_database_keeping_its_games()
    {
        {
            RawDb raw(m_path);
            QString error;
            QSqlDatabase db = raw.db();
            QVERIFY2(stats::migrate(db, 0, 1, &error), qPrintable(error));
            QCOMPARE(raw.value("PRAGMA user_version").toInt(), 1);
            QVERIFY(raw.exec("INSERT INTO games (id, finished_at, game) VALUES (1, '2026-01-02T10:00:00Z', 'panda-panda')"));
            QVERIFY(raw.exec("INSERT INTO seats VALUES (1, 0, 'Ann', 'person', '', 2, 1)"));
            QVERIFY(raw.exec("INSERT INTO seats VALUES (1, 1, 'Bot 2', 'bot', 'normal', 1, 0)"));
        }
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        QCOMPARE(store.foundVersion(), 1);
        const stats::PersonFigures f = store.figures("panda-panda", "Ann");
        QCOMPARE(f.games, 1);
        QCOMPARE(f.wins, 1);
        QCOMPARE(f.bestScore, 2);
        QCOMPARE(static_cast<int>(f.opponents.size()), 1);
        QVERIFY(store.record(annVs("easy", 1, true, 0, "panda-panda")));
        store.close();
        RawDb raw(m_path);
        QCOMPARE(raw.value("PRAGMA user_version").toInt(), stats::latestVersion());
        QCOMPARE(raw.value("SELECT moves FROM games WHERE id = 1").toInt(), 0);   // unknown before version 2
        QCOMPARE(raw.value("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'games_by_game'").toInt(), 1);
    }

    void test_refuses_a_file_that_is_not_sqlite_and_leaves_it_untouched()
    {
        expectRefusedUntouched("Not a database at all, just words.\n", State::Damaged);
    }

    void test_refuses_a_file_with_only_part_of_a_header()
    {
        expectRefusedUntouched(QByteArray("SQLite format 3\0\x10\0", 19), State::Damaged);
    }

    void test_refuses_a_truncated_database_and_leaves_it_untouched()
    {
        const QByteArray whole = twoGameDatabase();
        QVERIFY(whole.size() > 4096);
        expectRefusedUntouched(whole.left(whole.size() / 2 + 100), State::Damaged);
    }

    void test_refuses_a_scribbled_over_database()
    {
        QByteArray bytes = twoGameDatabase();
        for (qsizetype i = 4096 + 8; i < bytes.size() && i < 4096 + 400; ++i)
            bytes[i] = static_cast<char>(0xA5);
        expectRefusedUntouched(bytes, State::Damaged);
    }

    void test_refuses_an_sqlite_file_of_another_program()
    {
        {
            RawDb raw(m_path);
            QVERIFY(raw.exec("CREATE TABLE recipes (name TEXT, minutes INTEGER)"));
            QVERIFY(raw.exec("INSERT INTO recipes VALUES ('soup', 30)"));
        }
        expectRefusedUntouched(bytesOf(m_path), State::Damaged);
    }

    void test_refuses_our_version_with_a_table_missing()
    {
        {
            RawDb raw(m_path);
            QVERIFY(raw.exec("CREATE TABLE games (id INTEGER PRIMARY KEY, finished_at TEXT, game TEXT, moves INTEGER)"));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(stats::latestVersion())));
        }
        expectRefusedUntouched(bytesOf(m_path), State::Damaged);
    }

    void test_refuses_a_version_1_file_the_migration_cannot_follow()
    {
        {
            RawDb raw(m_path);
            QVERIFY(raw.exec("CREATE TABLE seats (x TEXT)"));
            QVERIFY(raw.exec("PRAGMA user_version = 1"));   // says 1, has no games table
        }
        expectRefusedUntouched(bytesOf(m_path), State::Damaged);
    }

    void test_refuses_a_newer_version_and_leaves_it_untouched()
    {
        {
            RawDb raw(m_path);
            QVERIFY(raw.exec("CREATE TABLE games (id INTEGER PRIMARY KEY)"));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(stats::latestVersion() + 5)));
        }
        expectRefusedUntouched(bytesOf(m_path), State::TooNew);
        StatsStore store;
        store.open(m_path);
        QCOMPARE(store.foundVersion(), stats::latestVersion() + 5);
    }

    void test_start_fresh_keeps_the_refused_file_aside_and_begins_empty()
    {
        const QByteArray damaged("garbage, not SQLite");
        writeBytes(m_path, damaged);
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Damaged);
        QString error;
        const QString aside = store.startFresh(&error);
        QVERIFY2(!aside.isEmpty(), qPrintable(error));
        QVERIFY(QFileInfo(aside).fileName().startsWith(QStringLiteral("stats.sqlite.damaged-")));
        QCOMPARE(bytesOf(aside), damaged);   // kept, byte for byte
        QVERIFY(store.ready());
        QCOMPARE(store.gameCount(), 0);
        QVERIFY(store.record(annVs("easy", 3, true, 0)));

        // A second refusal in the same second gets a name of its own.
        store.close();
        writeBytes(m_path, damaged);
        QCOMPARE(store.open(m_path), State::Damaged);
        const QString second = store.startFresh(&error);
        QVERIFY(!second.isEmpty());
        QVERIFY(second != aside);
        QCOMPARE(bytesOf(aside), damaged);
    }

    void test_start_fresh_is_refused_for_a_database_that_opened()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Ready);
        store.record(annVs("easy", 3, true, 0));
        QString error;
        QCOMPARE(store.startFresh(&error), QString());
        QVERIFY(!error.isEmpty());
        QCOMPARE(store.gameCount(), 1);
    }

    void test_a_newer_file_is_kept_aside_under_its_own_name()
    {
        {
            RawDb raw(m_path);
            QVERIFY(raw.exec("PRAGMA user_version = 999"));
            QVERIFY(raw.exec("CREATE TABLE future (x)"));
        }
        StatsStore store;
        QCOMPARE(store.open(m_path), State::TooNew);
        QString error;
        const QString aside = store.startFresh(&error);
        QVERIFY(QFileInfo(aside).fileName().startsWith(QStringLiteral("stats.sqlite.newer-")));
        QVERIFY(store.ready());
    }

    void test_a_folder_in_the_way_is_refused()
    {
        QVERIFY(QDir().mkpath(m_path));
        StatsStore store;
        QCOMPARE(store.open(m_path), State::Damaged);
        QVERIFY(QFileInfo(m_path).isDir());
    }
};

QTEST_GUILESS_MAIN(TestStatsStore)
#include "test_stats_store.moc"
