#include "awayrecap.h"

using critter::Event;
using critter::kNoSeat;
using critter::Seat;

AwayRecap::SeatLog* AwayRecap::at(Seat seat)
{
    return seat >= 0 && static_cast<std::size_t>(seat) < m_seats.size() ? &m_seats[static_cast<std::size_t>(seat)] : nullptr;
}

const AwayRecap::SeatLog* AwayRecap::at(Seat seat) const
{
    return seat >= 0 && static_cast<std::size_t>(seat) < m_seats.size() ? &m_seats[static_cast<std::size_t>(seat)] : nullptr;
}

void AwayRecap::reset(int players)
{
    close();
    m_seats.assign(static_cast<std::size_t>(std::max(0, players)), SeatLog{});
}

void AwayRecap::moved(Seat actor, const std::vector<std::vector<Event>>& seen, const std::vector<bool>& person, bool fast)
{
    if (m_seats.size() < seen.size())
        m_seats.resize(seen.size());
    for (std::size_t s = 0; s < seen.size(); ++s) {
        SeatLog& log = m_seats[s];
        if (static_cast<Seat>(s) == actor || s >= person.size() || !person[s]) {
            log = SeatLog{};   // they made this move and watched it (or nobody reads this seat's list)
            continue;
        }
        if (seen[s].empty())
            continue;
        log.seen.insert(log.seen.end(), seen[s].begin(), seen[s].end());
        log.fast = log.fast || fast;
    }
    if (m_open == actor)
        close();   // their move: what came before is behind them
}

void AwayRecap::away(Seat seat)
{
    if (SeatLog* log = at(seat))
        log->away = true;
}

void AwayRecap::allAway()
{
    for (SeatLog& log : m_seats)
        log.away = true;
}

bool AwayRecap::owed(Seat seat) const
{
    const SeatLog* log = at(seat);
    return log && (log->away || log->fast) && !textFor(seat).lines.isEmpty();
}

void AwayRecap::noted(Seat seat)
{
    if (SeatLog* log = at(seat))
        ++log->notes;
}

bool AwayRecap::offer(Seat seat, int* notes)
{
    if (m_open == seat || !owed(seat))
        return false;
    SeatLog& log = *at(seat);
    if (notes)
        *notes = log.notes;
    m_shown = textFor(seat);
    m_open = seat;
    m_focus = log.away;
    // Told once: asked again before their next move, they are not told again.
    log.away = false;
    log.fast = false;
    log.notes = 0;
    log.seen.clear();
    emit changed();
    return true;
}

void AwayRecap::close()
{
    if (m_open < 0)
        return;
    m_open = kNoSeat;
    m_focus = false;
    m_shown = {};
    emit changed();
}

const std::vector<Event>& AwayRecap::since(Seat seat) const
{
    static const std::vector<Event> none;
    const SeatLog* log = at(seat);
    return log ? log->seen : none;
}

AwayRecap::Text AwayRecap::textFor(Seat seat) const
{
    const SeatLog* log = at(seat);
    return log ? textOf(log->seen, seat) : Text{};
}

AwayRecap::Text AwayRecap::textOf(const std::vector<Event>& seen, Seat seat) const
{
    Text out;
    if (seen.empty() || !m_words.lines)
        return out;
    QStringList toYou;
    QStringList rest;
    // Step by step, as the table plays them: a step done to the seat says so
    // in the notice's words, any other step in the log's.
    std::deque<Event> queue(seen.begin(), seen.end());
    while (!queue.empty()) {
        std::size_t n = m_words.stepSize ? m_words.stepSize(queue) : 1;
        n = std::max<std::size_t>(1, std::min(n, queue.size()));
        const std::vector<Event> step(queue.begin(), queue.begin() + static_cast<std::ptrdiff_t>(n));
        queue.erase(queue.begin(), queue.begin() + static_cast<std::ptrdiff_t>(n));
        const QString done = m_words.doneTo ? m_words.doneTo(step, seat) : QString();
        if (!done.isEmpty())
            toYou << done;
        else
            rest << m_words.lines(step, seat);
    }
    rest.removeAll(QString());
    out.toYou = static_cast<int>(std::min<qsizetype>(toYou.size(), kMaxLines));
    out.lines = toYou.mid(0, kMaxLines);
    const qsizetype room = kMaxLines - out.lines.size();
    out.lines << rest.mid(std::max<qsizetype>(0, rest.size() - room));   // the latest, nearest the turn
    out.more = static_cast<int>(toYou.size() + rest.size() - out.lines.size());
    return out;
}
