#pragma once
// Why the winner of a Panda Panda game won (issue 33 part 4): the winning
// hand that took the second crown (which hand, who made it, the move that
// completed it and the turn it was called), and the hand of the first
// crown. Fed only from what is public: the game played again with every
// event as a spectator sees it (pp::redactedFor with kNoSeat); a called
// hand is shown to everyone, a drawn letter never is.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

#include "pandapanda/state.h"
#include "whywon.h"

namespace ppwhy {

// How the caller's hand became the winning hand: its last change before the call.
enum class Made { Dealt, DrawDeck, DrawPile, Discard, Pass };

struct Crown {
    int round = 0;
    int hand = critter::pp::kNoHand;   // index into pp::winningHands()
    int calledTurn = 0;
    int calledAt = -1;                 // actions played before the call
    Made made = Made::Dealt;
    critter::Seat pileOwner = critter::kNoSeat;   // DrawPile: whose pile
    int madeTurn = 0;
    int madeAt = -1;                   // actions played once the hand was complete
    friend bool operator==(const Crown&, const Crown&) = default;
};

struct Facts {
    critter::Seat winner = critter::kNoSeat;
    std::vector<Crown> crowns;   // the winner's, in order: the last one won the game
    // The replay position of the decisive moment: the winning hand complete
    // (or, dealt complete, the turn it was called at).
    int position() const;
};

Facts explain(const critter::pp::State& finished);

class Words
{
    Q_DECLARE_TR_FUNCTIONS(PpWhyWon)

public:
    static WhyWon of(const Facts& facts, const QStringList& names);
};

} // namespace ppwhy
