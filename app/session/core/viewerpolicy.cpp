#include "viewerpolicy.h"

using critter::kNoSeat;
using critter::Seat;

namespace viewerpolicy {

Viewer atStart(Seat firstPerson, int people)
{
    return {firstPerson, people == 1, kNoSeat};
}

Viewer forDecision(const Viewer& now, Seat seat, int people, bool seatIsPerson, bool askedInOpen)
{
    if (seat == kNoSeat || people < 2 || !seatIsPerson || (seat == now.seat && now.confirmed))
        return now;
    if (askedInOpen)
        return {kNoSeat, false, kNoSeat};
    return {now.seat, false, seat};   // the last viewer's cards are hidden behind the screen
}

Viewer confirm(const Viewer& now)
{
    if (now.privacy < 0)
        return now;
    return {now.privacy, true, kNoSeat};
}

Viewer answerPrivately(Seat seat)
{
    return {kNoSeat, false, seat};
}

} // namespace viewerpolicy
