#include "tablehint.h"

TableHint::TableHint(QObject* parent) : QObject(parent) {}

void TableHint::ask(BotRunner::Job job, std::shared_ptr<critter::BotReason> reason, Describe describe, std::size_t moves)
{
    if (m_thinking)
        return;
    m_moves = moves;
    m_text.clear();
    m_thinking = true;
    emit changed();
    // The runner delivers after the worker finished, so reading reason is safe.
    m_runner.start(std::move(job),
                   [this, reason, describe = std::move(describe)](critter::Action action) {
                       m_thinking = false;
                       m_text = describe(action, *reason);
                       emit changed();
                   },
                   0);
}

void TableHint::clearUnless(std::size_t moves, bool stillAsked)
{
    if ((m_thinking || !m_text.isEmpty()) && (moves != m_moves || !stillAsked))
        clear();
}

void TableHint::clear()
{
    m_runner.cancel();
    if (!m_thinking && m_text.isEmpty())
        return;
    m_thinking = false;
    m_text.clear();
    emit changed();
}
