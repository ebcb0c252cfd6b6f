// Rated games against bots (docs/ratings.md): the Elo rules in
// app/stats/rating, the ratings kept in the statistics database (schema
// version 3), the Statistics singleton's words for Setup and the screen,
// and a rated table at the session core (levels, no undo, no hints).
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "rating.h"
#include "rawdb.h"
#include "statistics.h"
#include "statsschema.h"
#include "statsstore.h"
#include "trashdashsession.h"
#include "trashpandassession.h"

using stats::StatsStore;
namespace rating = stats::rating;

namespace {

FinishedSeat seat(const QString& name, const QString& kind, const QString& level, int score, bool winner)
{
    return {name, kind, level, score, winner};
}

// Ann against bots of one level, rated; she wins, loses, or shares the win.
enum class Result { Win, Loss, Shared };
FinishedGame rated(const QString& level, Result result, int minute, int bots = 1, const QString& game = "trash-pandas")
{
    FinishedGame g;
    g.gameId = game;
    g.finishedAt = QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC).addSecs(60 * minute);
    g.moves = 30;
    g.rated = true;
    g.seats = {seat("Ann", "person", "", result == Result::Loss ? 4 : 9, result != Result::Loss)};
    for (int b = 0; b < bots; ++b)
        g.seats.push_back(seat(QStringLiteral("Bot %1").arg(b + 2), "bot", level, result == Result::Win ? 4 : 9,
                               result != Result::Win && b == 0));
    return g;
}

QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level) { return {{"name", "Bot"}, {"kind", "bot"}, {"level", level}}; }
QVariantMap cpu() { return {{"name", "CPU"}, {"kind", "cpu"}}; }


} // namespace

class TestRatings : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_path = m_dir->filePath(QStringLiteral("stats.sqlite"));
        TableSession::setRecorder(nullptr);
    }
    void cleanup() { TableSession::setRecorder(nullptr); }

    // ---- the rules -------------------------------------------------------

    void test_a_newcomer_starts_at_easy_and_meets_easy_bots()
    {
        for (const QString game : {"trash-pandas", "panda-panda", "trash-dash"}) {
            QCOMPARE(rating::levelRating(game, "easy"), rating::kNewcomer);
            QCOMPARE(rating::levelFor(game, rating::kNewcomer), QStringLiteral("easy"));
        }
    }

    void test_levels_rise_in_strength_and_the_nearest_is_chosen()
    {
        for (const QString game : {"trash-pandas", "panda-panda", "trash-dash"}) {
            QVERIFY(rating::levelRating(game, "random") < rating::levelRating(game, "easy"));
            QVERIFY(rating::levelRating(game, "easy") < rating::levelRating(game, "normal"));
            QVERIFY(rating::levelRating(game, "normal") < rating::levelRating(game, "hard"));
            QCOMPARE(rating::levelFor(game, 300), QStringLiteral("random"));
            QCOMPARE(rating::levelFor(game, 2000), QStringLiteral("hard"));
            QCOMPARE(rating::levelFor(game, rating::levelRating(game, "normal") + 1), QStringLiteral("normal"));
        }
        QCOMPARE(rating::levelFor("trash-pandas", 850), QStringLiteral("easy"));
        QCOMPARE(rating::levelFor("trash-pandas", 750), QStringLiteral("random"));
    }

    void test_rating_rises_after_a_win_against_an_equal_bot()
    {
        const double after = rating::updated(1000, 0, {{1000, 1.0}});
        QCOMPARE(after, 1000 + rating::kSettlingK / 2);
    }

    void test_rating_rises_more_after_a_win_against_a_stronger_bot()
    {
        const double equal = rating::updated(1000, 0, {{1000, 1.0}});
        const double stronger = rating::updated(1000, 0, {{1263, 1.0}});
        QVERIFY(stronger > equal);
    }

    void test_rating_falls_after_a_loss()
    {
        QVERIFY(rating::updated(1000, 0, {{1000, 0.0}}) < 1000);
        QVERIFY(rating::updated(1000, 0, {{600, 0.0}}) < rating::updated(1000, 0, {{1263, 0.0}}));   // losing to weaker costs more
    }

    void test_a_shared_win_against_an_equal_bot_leaves_the_rating_and_against_a_stronger_raises_it()
    {
        QCOMPARE(rating::updated(1000, 0, {{1000, 0.5}}), 1000.0);
        QVERIFY(rating::updated(1000, 0, {{1194, 0.5}}) > 1000);
    }

    void test_k_is_larger_for_the_first_games()
    {
        QCOMPARE(rating::kFactor(0), rating::kSettlingK);
        QCOMPARE(rating::kFactor(rating::kSettlingGames - 1), rating::kSettlingK);
        QCOMPARE(rating::kFactor(rating::kSettlingGames), rating::kSettledK);
        QVERIFY(rating::kSettledK < rating::kSettlingK);
    }

    void test_several_bots_move_the_rating_as_far_as_one()
    {
        const double one = rating::updated(1000, 0, {{1000, 1.0}});
        const double three = rating::updated(1000, 0, {{1000, 1.0}, {1000, 1.0}, {1000, 1.0}});
        QCOMPARE(three, one);
    }

    void test_pairwise_results_from_winners_then_scores()
    {
        const FinishedSeat ann = seat("Ann", "person", "", 5, false);
        QCOMPARE(rating::resultAgainst(ann, seat("B", "bot", "easy", 9, true)), 0.0);
        QCOMPARE(rating::resultAgainst(ann, seat("B", "bot", "easy", 3, false)), 1.0);
        QCOMPARE(rating::resultAgainst(ann, seat("B", "bot", "easy", 5, false)), 0.5);
        const FinishedSeat winner = seat("Ann", "person", "", 5, true);
        QCOMPARE(rating::resultAgainst(winner, seat("B", "bot", "easy", 9, false)), 1.0);
        QCOMPARE(rating::resultAgainst(winner, seat("B", "bot", "easy", 5, true)), 0.5);
    }

    void test_only_one_person_against_bots_is_rated_and_cpu_racers_are_not_opponents()
    {
        FinishedGame g = rated("easy", Result::Win, 0);
        QCOMPARE(rating::ratedSeat(g), std::optional<int>(0));
        g.seats.push_back(seat("CPU", "cpu", "", 0, false));
        QCOMPARE(rating::ratedSeat(g), std::optional<int>(0));
        QCOMPARE(rating::pairings(g, 0).size(), std::size_t(1));
        FinishedGame two = g;
        two.seats.push_back(seat("Ben", "person", "", 1, false));
        QVERIFY(!rating::ratedSeat(two));
        FinishedGame noBots;
        noBots.seats = {seat("Ann", "person", "", 3, true), seat("CPU", "cpu", "", 0, false)};
        QVERIFY(!rating::ratedSeat(noBots));
    }

    // ---- the database ----------------------------------------------------

    void test_a_rated_win_raises_the_kept_rating_and_a_loss_lowers_it()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), StatsStore::State::Ready);
        QCOMPARE(store.rating("trash-pandas", "Ann").current, rating::kNewcomer);
        QCOMPARE(store.rating("trash-pandas", "Ann").games, 0);
        QVERIFY(store.record(rated("easy", Result::Win, 0)));
        const double afterWin = store.rating("trash-pandas", "Ann").current;
        QVERIFY(afterWin > rating::kNewcomer);
        QVERIFY(store.record(rated("easy", Result::Loss, 1)));
        const stats::RatingHistory h = store.rating("trash-pandas", "Ann");
        QVERIFY(h.current < afterWin);
        QCOMPARE(h.games, 2);
        QCOMPARE(h.points.size(), std::size_t(2));
        QCOMPARE(h.points.front().rating, afterWin);
    }

    void test_an_unrated_game_leaves_the_rating_alone()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), StatsStore::State::Ready);
        FinishedGame g = rated("easy", Result::Win, 0);
        g.rated = false;
        QVERIFY(store.record(g));
        QCOMPARE(store.rating("trash-pandas", "Ann").games, 0);
        QCOMPARE(store.figures("trash-pandas", "Ann").games, 1);
    }

    void test_ratings_are_per_game_and_per_person()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), StatsStore::State::Ready);
        QVERIFY(store.record(rated("easy", Result::Win, 0)));
        QCOMPARE(store.rating("panda-panda", "Ann").games, 0);
        QCOMPARE(store.rating("trash-pandas", "Ben").games, 0);
    }

    void test_the_rating_survives_reopening_the_database()
    {
        double kept = 0;
        {
            StatsStore store;
            QCOMPARE(store.open(m_path), StatsStore::State::Ready);
            QVERIFY(store.record(rated("easy", Result::Win, 0)));
            QVERIFY(store.record(rated("normal", Result::Win, 1, 3)));
            kept = store.rating("trash-pandas", "Ann").current;
        }
        StatsStore again;   // the app started again
        QCOMPARE(again.open(m_path), StatsStore::State::Ready);
        const stats::RatingHistory h = again.rating("trash-pandas", "Ann");
        QCOMPARE(h.current, kept);
        QCOMPARE(h.games, 2);
    }

    void test_clear_forgets_the_ratings()
    {
        StatsStore store;
        QCOMPARE(store.open(m_path), StatsStore::State::Ready);
        QVERIFY(store.record(rated("easy", Result::Win, 0)));
        QVERIFY(store.clear());
        QCOMPARE(store.rating("trash-pandas", "Ann").games, 0);
    }

    void test_migrates_a_version_2_database_keeping_every_row()
    {
        {
            RawDb raw(m_path);
            QString error;
            QSqlDatabase db = raw.db();
            QVERIFY2(stats::migrate(db, 0, 2, &error), qPrintable(error));
            QCOMPARE(raw.value("PRAGMA user_version").toInt(), 2);
            QVERIFY(raw.exec("INSERT INTO games (id, finished_at, game, moves) VALUES (1, '2026-11-02T10:00:00Z', 'trash-dash', 77)"));
            QVERIFY(raw.exec("INSERT INTO seats VALUES (1, 0, 'Ann', 'person', '', 3, 1)"));
            QVERIFY(raw.exec("INSERT INTO seats VALUES (1, 1, 'Bot 2', 'bot', 'hard', 2, 0)"));
            QVERIFY(raw.exec("INSERT INTO seats VALUES (1, 2, 'CPU 3', 'cpu', '', 0, 0)"));
        }
        StatsStore store;
        QCOMPARE(store.open(m_path), StatsStore::State::Ready);
        QCOMPARE(store.foundVersion(), 2);
        const stats::PersonFigures f = store.figures("trash-dash", "Ann");
        QCOMPARE(f.games, 1);
        QCOMPARE(f.wins, 1);
        QCOMPARE(f.bestScore, 3);
        QCOMPARE(static_cast<int>(f.opponents.size()), 2);
        QCOMPARE(store.rating("trash-dash", "Ann").games, 0);   // old games were not rated
        QVERIFY(store.record(rated("easy", Result::Win, 0, 1, "trash-dash")));
        QCOMPARE(store.rating("trash-dash", "Ann").games, 1);
        store.close();
        RawDb raw(m_path);
        QCOMPARE(raw.value("PRAGMA user_version").toInt(), stats::latestVersion());
        QCOMPARE(raw.value("SELECT COUNT(*) FROM seats WHERE game_id = 1").toInt(), 3);
        QCOMPARE(raw.value("SELECT moves FROM games WHERE id = 1").toInt(), 77);
        QCOMPARE(raw.value("SELECT COUNT(*) FROM ratings").toInt(), 1);
    }

    // ---- the singleton and the table ---------------------------------------

    void test_setup_is_told_the_level_and_why()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        QVariantMap plan = statistics.ratedPlan("trash-pandas", {person("Ann"), bot("hard"), bot("random")});
        QVERIFY(plan.value("available").toBool());
        QCOMPARE(plan.value("level").toString(), QStringLiteral("easy"));
        QVERIFY(plan.value("text").toString().contains("Ann"));
        plan = statistics.ratedPlan("trash-pandas", {person("Ann"), person("Ben")});
        QVERIFY(!plan.value("available").toBool());
        QVERIFY(!plan.value("text").toString().isEmpty());
        plan = statistics.ratedPlan("trash-dash", {person("Ann"), cpu()});
        QVERIFY(!plan.value("available").toBool());
        QVERIFY(plan.value("text").toString().contains("CPU"));
        QVERIFY(statistics.ratedPlan("trash-dash", {person("Ann"), cpu(), bot("hard")}).value("available").toBool());
    }

    void test_the_screen_gets_the_rating_and_its_points()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        QVERIFY(!statistics.rating("trash-pandas", "Ann").value("rated").toBool());
        QCOMPARE(statistics.recordGame(rated("easy", Result::Win, 0)), QString());
        QCOMPARE(statistics.recordGame(rated("easy", Result::Win, 1)), QString());
        const QVariantMap r = statistics.rating("trash-pandas", "Ann");
        QVERIFY(r.value("rated").toBool());
        QCOMPARE(r.value("games").toInt(), 2);
        QCOMPARE(r.value("points").toList().size(), 3);   // the start and two games
        QVERIFY(r.value("value").toInt() > 1000);
        QVERIFY(r.value("low").toDouble() < 1000);
        QVERIFY(r.value("high").toDouble() > r.value("value").toDouble());
    }

    void test_the_log_line_says_how_the_rating_moved()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        QCOMPARE(statistics.ratingLine("trash-pandas", "Ann"), QString());
        QCOMPARE(statistics.recordGame(rated("easy", Result::Win, 0)), QString());
        QCOMPARE(statistics.ratingLine("trash-pandas", "Ann"), QStringLiteral("Ann's rating goes from 1,000 to 1,020."));
        QCOMPARE(statistics.recordGame(rated("easy", Result::Loss, 1)), QString());
        QVERIFY(statistics.ratingLine("trash-pandas", "Ann").startsWith(QStringLiteral("Ann's rating goes from 1,020 to ")));
    }

    void test_a_rated_table_plays_its_bots_at_the_rating_level_without_undo_or_hints()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        // Ann's rating climbs to Normal's neighbourhood.
        for (int i = 0; i < 8; ++i)
            QCOMPARE(statistics.recordGame(rated("normal", Result::Win, i)), QString());
        const QString level = statistics.ratedLevel("trash-pandas", "Ann");
        QVERIFY(level != QStringLiteral("easy"));
        TableSession::setRecorder(&statistics);
        TrashPandasSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        s.start({person("Ann"), bot("random"), bot("hard")}, 7, true);
        QVERIFY(s.rated());
        QCOMPARE(s.seatModel()->at(1).level, level);
        QCOMPARE(s.seatModel()->at(2).level, level);
        QVERIFY(!s.takesBackMoves());
        QVERIFY(!s.canHint());
        QVERIFY(s.finishedGame().gameId.isEmpty());   // not over yet
        s.start({person("Ann"), person("Ben"), bot("hard")}, 7, true);
        QVERIFY(!s.rated());   // two people: an ordinary game
        QCOMPARE(s.seatModel()->at(2).level, QStringLiteral("hard"));
        s.leave();
    }

    void test_play_again_at_a_rated_table_follows_the_new_rating()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        TableSession::setRecorder(&statistics);
        TrashPandasSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        s.start({person("Ann"), bot("hard")}, 7, true);
        QVERIFY(s.rated());
        QCOMPARE(s.seatModel()->at(1).level, QStringLiteral("easy"));   // a newcomer
        QVERIFY(s.log()->texts().size() > 1);
        QVERIFY2(s.log()->texts().at(1).startsWith(QStringLiteral("A rated game")), qPrintable(s.log()->texts().join('|')));
        for (int i = 0; i < 8; ++i)   // meanwhile Ann's rating climbs
            QCOMPARE(statistics.recordGame(rated("normal", Result::Win, i)), QString());
        s.playAgain();
        QVERIFY(s.rated());
        QCOMPARE(s.seatModel()->at(1).level, statistics.ratedLevel("trash-pandas", "Ann"));
        QVERIFY(s.seatModel()->at(1).level != QStringLiteral("easy"));
        s.leave();
    }

    void test_a_rated_game_opened_from_its_file_goes_on_unrated()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        TableSession::setRecorder(&statistics);
        TrashPandasSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        s.start({person("Ann"), bot("hard")}, 7, true);
        QVERIFY(s.rated());
        const std::string text = s.saveText();
        QString why;
        QVERIFY2(s.loadText(text, &why), qPrintable(why));
        QVERIFY(!s.rated());
        QVERIFY(s.takesBackMoves());   // undo is back (the setting is on)
        s.leave();
    }

    void test_a_rated_game_left_unfinished_is_continued_rated()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        TableSession::setRecorder(&statistics);
        const QString saves = m_dir->filePath(QStringLiteral("autosave"));
        {
            TrashPandasSession s;
            s.setAutosaveDir(saves);
            s.setStepMs(0);
            s.setBotPaceMs(0);
            s.start({person("Ann"), bot("hard")}, 7, true);
            QVERIFY(s.rated());
            s.leave();
        }
        {
            TrashPandasSession again;   // Continue on Home
            again.setAutosaveDir(saves);
            again.setStepMs(0);
            again.setBotPaceMs(0);
            QVERIFY(again.continueSaved());
            QVERIFY(again.rated());
            QCOMPARE(again.seatModel()->at(1).level, QStringLiteral("easy"));
            QVERIFY(!again.takesBackMoves());
            // An ordinary game dealt over it takes the mark away.
            again.start({person("Ann"), bot("hard")}, 8, false);
            QVERIFY(!again.rated());
            again.leave();
        }
        TrashPandasSession third;
        third.setAutosaveDir(saves);
        third.setStepMs(0);
        third.setBotPaceMs(0);
        QVERIFY(third.continueSaved());
        QVERIFY(!third.rated());
        third.leave();
    }

    void test_a_rated_race_sets_its_bot_racers_and_leaves_the_cpu_racers()
    {
        Statistics statistics;
        statistics.openAt(m_path);
        TableSession::setRecorder(&statistics);
        TrashDashSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        const QVariantList seats{person("Ann"), cpu(), bot("hard")};
        QCOMPARE(s.configure({{"track", "back-alley-blitz"}}, seats), QString());
        s.start(seats, 7, true);
        QVERIFY(s.rated());
        QCOMPARE(s.seatModel()->at(1).kind, QStringLiteral("cpu"));
        QCOMPARE(s.seatModel()->at(2).level, QStringLiteral("easy"));
        s.leave();
        const QVariantList cpusOnly{person("Ann"), cpu()};
        QCOMPARE(s.configure({{"track", "back-alley-blitz"}}, cpusOnly), QString());
        s.start(cpusOnly, 7, true);
        QVERIFY(!s.rated());   // CPU racers are not bots: nothing to be rated against
        s.leave();
    }

    void test_without_a_recorder_a_table_is_not_rated()
    {
        TrashPandasSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        s.start({person("Ann"), bot("hard")}, 7, true);
        QVERIFY(!s.rated());
        QCOMPARE(s.seatModel()->at(1).level, QStringLiteral("hard"));
        s.leave();
    }
};

QTEST_GUILESS_MAIN(TestRatings)
#include "test_ratings.moc"
