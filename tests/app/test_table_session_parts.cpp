// The parts every game's table session shares: the bot runner (worker
// thread, cancellable, never delivers a stale answer), the game log and the seats.
#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <thread>

#include "botrunner.h"
#include "gamelogmodel.h"
#include "seatmodel.h"

using critter::Action;
using critter::StopFlag;

class TestTableSessionParts : public QObject {
    Q_OBJECT
private slots:
    void test_bot_runs_off_the_window_thread_and_delivers_on_it()
    {
        BotRunner runner;
        std::atomic<bool> ranElsewhere{false};
        const auto mainThread = std::this_thread::get_id();
        bool delivered = false;
        Action got;
        runner.start([&](const StopFlag&) {
            ranElsewhere = std::this_thread::get_id() != mainThread;
            return Action{3, 1, 2, -1};
        }, [&](Action a) {
            delivered = std::this_thread::get_id() == mainThread;
            got = a;
        }, 0);
        QVERIFY(runner.thinking());
        QTRY_VERIFY(delivered);
        QVERIFY(ranElsewhere);
        QCOMPARE(got, (Action{3, 1, 2, -1}));
        QVERIFY(!runner.thinking());
    }

    void test_cancel_stops_the_bot_and_drops_its_answer()
    {
        BotRunner runner;
        std::atomic<bool> sawStop{false};
        bool delivered = false;
        runner.start([&](const StopFlag& stop) {
            while (!stop.load())
                std::this_thread::yield();
            sawStop = true;
            return Action{1};
        }, [&](Action) { delivered = true; }, 0);
        runner.cancel();
        QTRY_VERIFY(sawStop);
        QTest::qWait(20);
        QVERIFY(!delivered);
        QVERIFY(!runner.thinking());
    }

    void test_a_new_start_supersedes_the_old_one()
    {
        BotRunner runner;
        QList<int> answers;
        runner.start([](const StopFlag& stop) {
            while (!stop.load())
                std::this_thread::yield();
            return Action{1};
        }, [&](Action a) { answers << a.type; }, 0);
        runner.start([](const StopFlag&) { return Action{2}; }, [&](Action a) { answers << a.type; }, 0);
        QTRY_COMPARE(answers, QList<int>{2});
    }

    void test_minimum_thinking_time_holds_back_a_quick_answer()
    {
        BotRunner runner;
        bool delivered = false;
        runner.start([](const StopFlag&) { return Action{1}; }, [&](Action) { delivered = true; }, 150);
        QTest::qWait(30);
        QVERIFY(!delivered); // a lower bound only: never fails on a slow machine
        QTRY_VERIFY(delivered);
    }

    void test_destroying_the_runner_waits_for_a_stopping_bot()
    {
        std::atomic<bool> finished{false};
        {
            BotRunner runner;
            runner.start([&](const StopFlag& stop) {
                while (!stop.load())
                    std::this_thread::yield();
                finished = true;
                return Action{1};
            }, [](Action) {}, 0);
        }
        QVERIFY(finished);
    }

    void test_game_log_appends_lines_with_their_seat()
    {
        GameLogModel log;
        QSignalSpy count(&log, &GameLogModel::countChanged);
        log.append(QStringLiteral("Ann rolls a Paw."), 0);
        log.append(QStringLiteral("The trash can is empty."));
        QCOMPARE(log.rowCount(), 2);
        QCOMPARE(count.count(), 2);
        QCOMPARE(log.data(log.index(0), GameLogModel::TextRole).toString(), QStringLiteral("Ann rolls a Paw."));
        QCOMPARE(log.data(log.index(0), GameLogModel::SeatRole).toInt(), 0);
        QCOMPARE(log.data(log.index(1), GameLogModel::SeatRole).toInt(), -1);
        QCOMPARE(log.lastText(), QStringLiteral("The trash can is empty."));
        QVERIFY(log.roleNames().values().contains("text"));
        QCOMPARE(log.texts(), QStringList({"Ann rolls a Paw.", "The trash can is empty."}));
        log.clear();
        QCOMPARE(log.rowCount(), 0);
    }

    // Two people's marks never read the same: shared initials give way to seat numbers.
    void test_seat_marks_tell_people_apart()
    {
        const auto marksOf = [](const QVariantList& seats) {
            SeatModel model;
            model.reset(SeatModel::fromVariant(seats));
            return model.marks();
        };
        const auto person = [](const QString& name) { return QVariantMap{{"name", name}, {"kind", "person"}}; };
        const QVariantMap bot{{"name", "Bot 3"}, {"kind", "bot"}, {"level", "easy"}};
        const QVariantMap cpu{{"name", "CPU racer"}, {"kind", "cpu"}};
        QCOMPARE(marksOf({person("ana"), person("Ben"), bot}), QStringList({"A", "B", "⚙"}));
        QCOMPARE(marksOf({person("Player 1"), person("Player 2"), bot}), QStringList({"1", "2", "⚙"}));
        QCOMPARE(marksOf({person("Ana"), person("Ben"), person("Andy"), cpu}), QStringList({"1", "B", "3", "⚙"}));
        QCOMPARE(marksOf({person(" zed"), person("Bea")}), QStringList({"Z", "B"}));
        QCOMPARE(marksOf({person("🦝 Rocky"), person("Bea")}), QStringList({"🦝", "B"}));
    }
};

QTEST_GUILESS_MAIN(TestTableSessionParts)
#include "test_table_session_parts.moc"
