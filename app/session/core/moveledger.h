#pragma once
// Who took each move of the game at the table, and whom it showed something
// hidden (or chance they saw): the one place that says how far a person may
// take back their moves. Plain C++, no Qt.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/action.h"

class MoveLedger
{
public:
    void clear();
    // One move: who took it (kNoSeat: answered for the person) and a bit per
    // seat it showed something hidden to.
    void record(critter::Seat actor, std::uint32_t revealedTo);
    // Keeps the first n moves (an undo).
    void truncate(std::size_t n);
    std::size_t size() const { return m_actors.size(); }
    critter::Seat actor(std::size_t move) const { return m_actors.at(move); }
    bool revealed(std::size_t move, critter::Seat seat) const;

    // How many moves stay when `person` takes back their last move: the index
    // of that move, or -1 when there is none, or a move since (or that move
    // itself) showed them something hidden or settled chance they saw.
    int undoTarget(critter::Seat person, const std::function<bool(critter::Seat)>& isPerson) const;

private:
    std::vector<critter::Seat> m_actors;
    std::vector<std::uint32_t> m_revealedTo;
};
