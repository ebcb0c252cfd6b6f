#pragma once
// Why the winner of a Trash Pandas game won (issue 33 part 4): the card
// types whose majorities decided it, against the runner-up, and the moment
// the winner's stash was complete. Fed only from what is public at the end:
// the stashes the rules reveal then (Observation::revealed, face-up stashes)
// and, move by move, what a spectator sees (how big each stash is, which
// cards lie face up); never a hand or the trash can.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

#include "trashpandas/scoring.h"
#include "trashpandas/state.h"
#include "whywon.h"

namespace tpwhy {

// One card type where the winner scored more than the runner-up.
struct Gain {
    critter::tp::Card card = critter::tp::Card::Blammo;
    int points = 0;        // the winner's points for it
    int rivalPoints = 0;   // the runner-up's
    int place = 0;         // the winner's place in its majority (0: Blammo!, paid per card)
    bool tied = false;
    int cards = 0;         // the winner's cards of it
    int gain() const { return points - rivalPoints; }
    friend bool operator==(const Gain&, const Gain&) = default;
};

enum class DecidedBy { Points, Types, Cards, Shared, Nothing };

struct Facts {
    critter::Seat winner = critter::kNoSeat;
    critter::Seat rival = critter::kNoSeat;   // the best of the others (TP-3's order)
    std::vector<critter::Seat> winners;       // more than one: a shared win
    DecidedBy by = DecidedBy::Nothing;
    int total = 0, rivalTotal = 0;
    int types = 0, rivalTypes = 0;
    int cards = 0, rivalCards = 0;
    // The deciding card types: the winner's biggest gains over the runner-up,
    // biggest first, as few as together make up the margin (at most three).
    std::vector<Gain> deciding;
    // The moment the winner's stash was complete: the last move that changed
    // it as everyone saw it (its size or its face-up cards). position: the
    // actions played after that move (a replay position); -1 for none.
    int position = -1;
    int turn = 0;
};

// What the final stashes say (TP-2, TP-3): winner, runner-up, deciding types.
Facts scoreFacts(const critter::tp::ScoreBreakdown& final);
// The whole explanation of a finished game: its history played again from
// the setup, read only through a spectator's observation.
Facts explain(const critter::tp::State& finished);

class Words
{
    Q_DECLARE_TR_FUNCTIONS(TpWhyWon)

public:
    static WhyWon of(const Facts& facts, const QStringList& names);
};

} // namespace tpwhy
