#pragma once
// What one seat can reckon about the stashes at the table from its own
// observation: every stash it sees exactly, and each face-down stash of
// another seat spread over the cards it cannot see, in proportion. From that,
// the points a card is worth to stash, and a quick score for cut playouts.
#include <array>
#include <vector>

#include "trashpandas/state.h"

namespace critter::tp::bots {

struct StashEstimate {
    int players = 2;
    Seat me = 0;
    // Expected stashed cards per seat and type (the seat's own: exact).
    std::array<std::array<double, kCardTypes>, kMaxPlayers> counts{};
    Counts unseen{}; // cards this seat cannot place: other hands and face-down stashes, the trash can
    // How far a majority may still swing, in cards: wide while the trash can
    // is full, near zero at the end (it softens the place comparisons).
    double spread = 0.5;
};

StashEstimate estimateStashes(const State::Observation& seen);

// Points `who` would expect for `card` holding `mine` of it against the
// others' estimated counts: each other seat is ahead with a logistic chance
// in the count gap (scaled by spread), and the points fall from place to
// place in between (a tie lands half-way, near TP-2's one point less).
double typePoints(const StashEstimate& e, Seat who, Card card, double mine);

// Points gained by `who` stashing one more `card` (may be 0).
double stashGain(const StashEstimate& e, Seat who, Card card);

// Points `who` loses if one stashed `card` is taken away.
double stashLoss(const StashEstimate& e, Seat who, Card card);

// Estimated total score of `who`.
double estimatedScore(const StashEstimate& e, Seat who);

// Leaf value of a cut playout on a sampled world, one value in [0, 1] per
// seat: the stashes' true scores plus a share of each hand (it may still be
// stashed), squashed by the margin over the best other seat.
inline constexpr double kLeafScale = 8.0; // points of margin for about 3:1 odds (wide: keeps leaves apart)
void stashLeafValues(const State& world, std::vector<double>& out, double scale = kLeafScale);

} // namespace critter::tp::bots
