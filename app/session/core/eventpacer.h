#pragma once
// The one event queue of a table: the rules' events are played one step at a
// time (a game may group several into one step), each pushed to the table as
// a TableStep whose pace class the pacer turns into milliseconds of the one
// animation setting (stepMs); the pacer, not QML, waits the
// duration out, then lets the game move its shown view on. When the queue
// runs dry the session settles (shows the rules' truth, asks the next seat).
// A step may hold the queue (a round's celebration) until it is released.
#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>
#include <vector>

#include "core/action.h"
#include "tablestep.h"

class EventPacer : public QObject
{
    Q_OBJECT

public:
    // What the game answers for the queue.
    struct Hooks
    {
        // How many events from the front make one step (at least 1).
        std::function<std::size_t(const std::deque<critter::Event>&)> stepSize;
        // The step to push to the table; a step of kind None (or pace
        // Instant) is not pushed and takes no time.
        std::function<TableStep(const std::vector<critter::Event>&)> describe;
        // A step has played: the shown view moves on.
        std::function<void(const std::vector<critter::Event>&)> shown;
        // The queue ran dry (and nothing holds it).
        std::function<void()> drained;
        // Steps are playing.
        std::function<void()> started;
    };

    explicit EventPacer(QObject* parent = nullptr);
    void setHooks(Hooks hooks) { m_hooks = std::move(hooks); }

    int stepMs() const { return m_stepMs; }
    void setStepMs(int ms) { m_stepMs = ms < 0 ? 0 : ms; }

    // Adds events after those queued (nothing plays until play()).
    void push(const std::vector<critter::Event>& events);
    // Plays on: every step without a duration at once, up to the first that
    // takes time (or to the end: then drained()).
    void play();
    // Every queued step at once.
    void finish();
    void hold() { m_held = true; }
    void release();
    bool held() const { return m_held; }
    // Stops playing and forgets the queue (leaving the table, a new deal).
    void clear();
    // Nothing queued, playing or held.
    bool idle() const { return m_queue.empty() && !m_timer.isActive() && !m_held; }

signals:
    // One step for the table to animate, lasting step.duration ms.
    void stepStarted(const TableStep& step);

private:
    void stepDone();

    Hooks m_hooks;
    std::deque<critter::Event> m_queue;
    std::vector<critter::Event> m_playing;   // the step being animated
    QTimer m_timer;
    bool m_held = false;
    int m_stepMs = 300;
};
