#include "replaycontroller.h"

#include <algorithm>

void ReplayController::start(std::vector<critter::Action> moves, critter::Seat seat)
{
    m_moves = std::move(moves);
    m_seat = std::max<critter::Seat>(0, seat);
    m_active = true;
}

void ReplayController::stop()
{
    m_active = false;
    m_moves.clear();
}

bool ReplayController::showSeat(critter::Seat seat, int players)
{
    if (!m_active || seat < 0 || seat >= players)
        return false;
    m_seat = seat;
    return true;
}

int ReplayController::seekTarget(int position) const
{
    return std::clamp(position, 0, length());
}
