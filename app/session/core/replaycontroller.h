#pragma once
// A game watched again move by move: its moves, whether a replay is on,
// whose cards it shows, and where a step or a seek goes. Plain C++, no Qt:
// the session plays the rules to the position this says.
#include <vector>

#include "core/action.h"

class ReplayController
{
public:
    // A replay of these moves, showing seat's cards first.
    void start(std::vector<critter::Action> moves, critter::Seat seat);
    void stop();
    bool active() const { return m_active; }
    int length() const { return static_cast<int>(m_moves.size()); }
    const std::vector<critter::Action>& moves() const { return m_moves; }
    const critter::Action& move(int position) const { return m_moves.at(static_cast<std::size_t>(position)); }

    critter::Seat seat() const { return m_seat; }
    // Every seat's cards may be looked at, one at a time: false for a seat not at the table.
    bool showSeat(critter::Seat seat, int players);

    // Where a seek to `position` lands: within the game.
    int seekTarget(int position) const;
    // From `position`, a step of delta: one forward plays that move (and
    // animates); anything else seeks.
    bool stepPlaysOn(int position, int delta) const { return m_active && delta == 1 && position < length(); }

private:
    bool m_active = false;
    std::vector<critter::Action> m_moves;
    critter::Seat m_seat = 0;
};
