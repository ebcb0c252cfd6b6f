#include "pendingmove.h"

#include <utility>

PendingMove::PendingMove(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &PendingMove::confirm);
}

void PendingMove::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    cancel();   // a move held under the old mode is not played under the new one
    emit modeChanged();
}

bool PendingMove::hold(const QString& id, const QString& label, const critter::Action& action, Play play)
{
    if (m_mode == Off)
        return false;
    if (m_active && id == m_id) {
        confirm();
        return true;
    }
    m_active = true;
    m_id = id;
    m_label = label;
    m_action = action;
    m_play = std::move(play);
    if (m_mode == CancelWindow)
        m_timer.start(m_windowMs);
    else
        m_timer.stop();
    emit changed();
    return true;
}

void PendingMove::confirm()
{
    if (!m_active)
        return;
    // Cleared first: playing the move may hold the next one.
    const critter::Action action = m_action;
    const Play play = std::move(m_play);
    clear();
    if (play)
        play(action);
}

void PendingMove::cancel()
{
    if (m_active)
        clear();
}

void PendingMove::clear()
{
    m_timer.stop();
    m_active = false;
    m_id.clear();
    m_label.clear();
    m_play = nullptr;
    emit changed();
}
