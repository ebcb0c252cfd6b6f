#include "moveledger.h"

void MoveLedger::clear()
{
    m_actors.clear();
    m_revealedTo.clear();
}

void MoveLedger::record(critter::Seat actor, std::uint32_t revealedTo)
{
    m_actors.push_back(actor);
    m_revealedTo.push_back(revealedTo);
}

void MoveLedger::truncate(std::size_t n)
{
    if (n < m_actors.size()) {
        m_actors.resize(n);
        m_revealedTo.resize(n);
    }
}

bool MoveLedger::revealed(std::size_t move, critter::Seat seat) const
{
    return seat >= 0 && seat < 32 && move < m_revealedTo.size() && (m_revealedTo[move] & (1u << seat)) != 0;
}

int MoveLedger::undoTarget(critter::Seat person, const std::function<bool(critter::Seat)>& isPerson) const
{
    for (int i = static_cast<int>(m_actors.size()) - 1; i >= 0; --i) {
        const auto move = static_cast<std::size_t>(i);
        if (revealed(move, person))
            return -1;   // never past a reveal or a chance result the person saw
        if (isPerson(m_actors[move]))
            return i;
    }
    return -1;
}
