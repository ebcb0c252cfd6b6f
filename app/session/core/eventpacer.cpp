#include "eventpacer.h"

#include <algorithm>
#include <cmath>

using critter::Event;

EventPacer::EventPacer(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        stepDone();
        play();
    });
}

void EventPacer::push(const std::vector<Event>& events)
{
    m_queue.insert(m_queue.end(), events.begin(), events.end());
}

void EventPacer::stepDone()
{
    const std::vector<Event> step = std::move(m_playing);
    m_playing.clear();
    if (m_hooks.shown)
        m_hooks.shown(step);
}

void EventPacer::play()
{
    if (m_timer.isActive() || m_held)
        return;
    while (!m_queue.empty() && !m_held) {
        if (m_hooks.started)
            m_hooks.started();
        const std::size_t want = m_hooks.stepSize ? m_hooks.stepSize(m_queue) : 1;
        const std::size_t n = std::clamp<std::size_t>(want, 1, m_queue.size());
        std::vector<Event> step(m_queue.begin(), m_queue.begin() + static_cast<std::ptrdiff_t>(n));
        m_queue.erase(m_queue.begin(), m_queue.begin() + static_cast<std::ptrdiff_t>(n));
        TableStep shown = m_hooks.describe ? m_hooks.describe(step) : TableStep{};
        int duration = 0;
        if (shown.animates()) {
            duration = static_cast<int>(std::lround(StepKind::paceSteps(shown.pace) * m_stepMs));
            shown.duration = duration;
            emit stepStarted(shown);
        }
        m_playing = std::move(step);
        if (duration <= 0) {
            stepDone();
            continue;
        }
        m_timer.start(duration);
        return;
    }
    if (!m_held && m_hooks.drained)
        m_hooks.drained();
}

void EventPacer::release()
{
    if (!m_held)
        return;
    m_held = false;
    play();
}

void EventPacer::finish()
{
    if (m_timer.isActive()) {
        m_timer.stop();
        stepDone();
    }
    const int saved = m_stepMs;
    m_stepMs = 0;
    play();
    m_stepMs = saved;
}

void EventPacer::clear()
{
    m_timer.stop();
    m_queue.clear();
    m_playing.clear();
    m_held = false;
}
