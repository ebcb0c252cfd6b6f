// The one event queue (app/session/core/eventpacer.h): steps of the game's
// size, each pushed with its duration and waited out by the pacer, steps
// without a duration played at once, holding, finishing and clearing.
#include <QSignalSpy>
#include <QtTest>

#include "eventpacer.h"

using critter::Event;

namespace {
Event ev(int type) { Event e; e.type = type; e.seat = type % 3; return e; }

struct Recorder
{
    std::vector<std::vector<int>> shown;
    int drained = 0;
    int started = 0;
    EventPacer::Hooks hooks(EventPacer& pacer, std::size_t groupOf = 1, bool silentOdd = false)
    {
        return {[groupOf](const std::deque<Event>&) { return groupOf; },
                [silentOdd](const std::vector<Event>& step) {
                    TableStep out;
                    if (silentOdd && step.front().type % 2 == 1)
                        return out;   // animates nothing
                    out.kind = StepKind::CardMoved;
                    out.seat = step.front().seat;
                    out.pace = StepKind::Exchange;   // two steps' time
                    return out;
                },
                [this, &pacer](const std::vector<Event>& step) {
                    std::vector<int> types;
                    for (const Event& e : step)
                        types.push_back(e.type);
                    shown.push_back(types);
                    if (types.front() == 99)
                        pacer.hold();   // a round's celebration
                },
                [this] { ++drained; },
                [this] { ++started; }};
    }
};
} // namespace

class TestEventPacer : public QObject {
    Q_OBJECT
private slots:
    void test_each_step_waits_its_duration_then_the_queue_drains()
    {
        EventPacer pacer;
        Recorder r;
        pacer.setHooks(r.hooks(pacer));
        pacer.setStepMs(10);
        QSignalSpy steps(&pacer, &EventPacer::stepStarted);
        pacer.push({ev(1), ev(2)});
        pacer.play();
        QCOMPARE(steps.count(), 1);
        const auto first = steps.front().front().value<TableStep>();
        QCOMPARE(first.duration, 20);   // the Exchange pace: 2 steps of 10 ms
        QCOMPARE(first.seat, 1);
        QVERIFY(r.shown.empty());   // the view moves on only after the step's time
        QVERIFY(!pacer.idle());
        QTRY_COMPARE(r.drained, 1);
        QCOMPARE(r.shown, (std::vector<std::vector<int>>{{1}, {2}}));
        QVERIFY(pacer.idle());
    }

    void test_a_game_groups_events_into_one_step()
    {
        EventPacer pacer;
        Recorder r;
        pacer.setHooks(r.hooks(pacer, 2));
        pacer.setStepMs(0);
        pacer.push({ev(1), ev(2), ev(3)});
        pacer.play();
        QCOMPARE(r.shown, (std::vector<std::vector<int>>{{1, 2}, {3}}));
        QCOMPARE(r.drained, 1);
    }

    // Durations are pace classes scaled by the one animation setting: the
    // same class takes the same share of stepMs in every game, and Instant
    // speed (stepMs 0) makes every step take no time.
    void test_pace_classes_scale_with_the_one_setting()
    {
        using namespace StepKind;
        const Pace order[] = {Instant, Flick, Quick, Hop, Move, Sweep, Exchange, Roll, Shout, Celebration};
        QCOMPARE(paceSteps(Instant), 0.0);
        QCOMPARE(paceSteps(Move), 1.0);
        for (std::size_t i = 1; i < std::size(order); ++i)
            QVERIFY2(paceSteps(order[i - 1]) < paceSteps(order[i]), "each class lasts longer than the one before");
        EventPacer pacer;
        Recorder r;
        pacer.setHooks(r.hooks(pacer));
        pacer.setStepMs(0);
        QSignalSpy steps(&pacer, &EventPacer::stepStarted);
        pacer.push({ev(1)});
        pacer.play();
        QCOMPARE(steps.count(), 1);
        QCOMPARE(steps.front().front().value<TableStep>().duration, 0);
        QCOMPARE(r.drained, 1);   // nothing waits at Instant speed
    }

    void test_a_step_without_animation_plays_at_once()
    {
        EventPacer pacer;
        Recorder r;
        pacer.setHooks(r.hooks(pacer, 1, true));
        pacer.setStepMs(1000);
        QSignalSpy steps(&pacer, &EventPacer::stepStarted);
        pacer.push({ev(1), ev(3), ev(4)});
        pacer.play();
        QCOMPARE(r.shown, (std::vector<std::vector<int>>{{1}, {3}}));   // up to the first that takes time
        QCOMPARE(steps.count(), 1);
        pacer.finish();
        QCOMPARE(r.shown.size(), std::size_t(3));
        QCOMPARE(r.drained, 1);
        QCOMPARE(pacer.stepMs(), 1000);   // finishing keeps the pace
    }

    void test_a_held_queue_waits_for_its_release()
    {
        EventPacer pacer;
        Recorder r;
        pacer.setHooks(r.hooks(pacer));
        pacer.setStepMs(0);
        pacer.push({ev(99), ev(2)});
        pacer.play();
        QCOMPARE(r.shown, (std::vector<std::vector<int>>{{99}}));
        QVERIFY(pacer.held());
        QCOMPARE(r.drained, 0);
        pacer.play();   // still held
        QCOMPARE(r.shown.size(), std::size_t(1));
        pacer.release();
        QCOMPARE(r.shown.size(), std::size_t(2));
        QCOMPARE(r.drained, 1);
    }

    void test_clear_forgets_the_queue_and_the_step_playing()
    {
        EventPacer pacer;
        Recorder r;
        pacer.setHooks(r.hooks(pacer));
        pacer.setStepMs(5);
        pacer.push({ev(1), ev(2)});
        pacer.play();
        pacer.clear();
        QVERIFY(pacer.idle());
        QTest::qWait(40);
        QVERIFY(r.shown.empty());
        QCOMPARE(r.drained, 0);
    }
};

QTEST_GUILESS_MAIN(TestEventPacer)
#include "test_event_pacer.moc"
