#pragma once
// Who looks at the screen, the one rule for every table: with one person it
// is always that person; with two or more, the person the rules ask, and only
// after they pressed through the privacy screen; with only bots, nobody. A
// game may ask a seat in the open, where no hand shows (Trash Pandas' Yum
// Yum). Plain C++, no Qt: the session applies what this decides.
#include "core/action.h"

struct Viewer
{
    critter::Seat seat = critter::kNoSeat;      // whose view shows (kNoSeat: a spectator)
    bool confirmed = false;                     // they pressed through the privacy screen
    critter::Seat privacy = critter::kNoSeat;   // the privacy screen is up for this seat
    bool asking = false;                        // and asks that seat in the open, on the screen itself

    bool operator==(const Viewer&) const = default;
    // May the viewer's own hidden cards show?
    bool handVisible() const { return seat >= 0 && privacy < 0 && confirmed; }
};

namespace viewerpolicy {
// At a fresh table: the first person (confirmed when they are the only one),
// or nobody yet (pass-and-play asks first).
Viewer atStart(critter::Seat firstPerson, int people);
// The rules ask `seat` now. A different person in pass-and-play means the
// table is covered first. A seat asked in the open is asked on that cover
// itself (its only choices: pass, or look), so answering costs one tap.
Viewer forDecision(const Viewer& now, critter::Seat seat, int people, bool seatIsPerson, bool askedInOpen);
// The table waits in its lobby for the people over the network: nobody is
// asked, so no privacy screen stands over it (it would hide the lobby, its
// code and address, from everyone at the host's screen). No hand shows until
// the first person asked after Begin presses through their screen.
Viewer inLobby(const Viewer& now);
// The person behind the privacy screen is ready.
Viewer confirm(const Viewer& now);
// The person asked in the open looks at their hand to answer: the screen
// they were asked on names them, so their view shows at once.
Viewer answerPrivately(critter::Seat seat);
} // namespace viewerpolicy
