// A game watched again (app/session/core/replaycontroller.h): seeks stay
// within the game, one step forward plays a move on, anything else seeks,
// and every seat's cards may be shown, one at a time, only during a replay.
#include <QtTest>

#include "replaycontroller.h"

using critter::Action;

class TestReplayController : public QObject {
    Q_OBJECT
private slots:
    void test_a_replay_holds_the_moves_and_the_seat_shown()
    {
        ReplayController r;
        QVERIFY(!r.active());
        r.start({Action{1}, Action{2}, Action{3}}, -1);   // a spectator: seat 0's cards first
        QVERIFY(r.active());
        QCOMPARE(r.length(), 3);
        QCOMPARE(r.seat(), 0);
        QCOMPARE(r.move(1).type, 2);
        r.stop();
        QVERIFY(!r.active());
        QCOMPARE(r.length(), 0);
    }

    void test_seeks_stay_within_the_game()
    {
        ReplayController r;
        r.start({Action{1}, Action{2}, Action{3}}, 1);
        QCOMPARE(r.seekTarget(-4), 0);
        QCOMPARE(r.seekTarget(2), 2);
        QCOMPARE(r.seekTarget(99), 3);
    }

    void test_one_step_forward_plays_on_and_others_seek()
    {
        ReplayController r;
        r.start({Action{1}, Action{2}}, 0);
        QVERIFY(r.stepPlaysOn(0, 1));
        QVERIFY(r.stepPlaysOn(1, 1));
        QVERIFY(!r.stepPlaysOn(2, 1));    // at the end: nothing to play
        QVERIFY(!r.stepPlaysOn(1, -1));   // back: a seek
        QVERIFY(!r.stepPlaysOn(0, 2));
        r.stop();
        QVERIFY(!r.stepPlaysOn(0, 1));
    }

    void test_each_seat_may_be_shown_only_in_a_replay()
    {
        ReplayController r;
        QVERIFY(!r.showSeat(1, 3));
        r.start({Action{1}}, 0);
        QVERIFY(r.showSeat(2, 3));
        QCOMPARE(r.seat(), 2);
        QVERIFY(!r.showSeat(3, 3));
        QVERIFY(!r.showSeat(-1, 3));
        QCOMPARE(r.seat(), 2);
    }
};

QTEST_GUILESS_MAIN(TestReplayController)
#include "test_replay_controller.moc"
