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
    // An ask in the open is over once answered: its screen never stays up over
    // a bot's move or the game's end (nobody looks then, as before it).
    if (now.asking && (seat == kNoSeat || !seatIsPerson))
        return {kNoSeat, false, kNoSeat};
    if (seat == kNoSeat || people < 2 || !seatIsPerson || (seat == now.seat && now.confirmed))
        return now;
    if (askedInOpen)
        return {kNoSeat, false, seat, true};   // asked on the privacy screen itself: no hand shows
    return {now.seat, false, seat};   // the last viewer's cards are hidden behind the screen
}

Viewer inLobby(const Viewer& now)
{
    if (now.privacy < 0)
        return now;
    return {now.asking ? kNoSeat : now.seat, false, kNoSeat};   // the screen goes, and no hand shows
}

Viewer confirm(const Viewer& now)
{
    if (now.privacy < 0)
        return now;
    return {now.privacy, true, kNoSeat};
}

Viewer answerPrivately(Seat seat)
{
    return {seat, true, kNoSeat};   // the screen they were asked on is already theirs
}

} // namespace viewerpolicy
