#pragma once
// End-of-game scoring (rulebook "Game End & Scoring"): majorities per card
// type with ties (TP-2), Blammo! one point per card, winner tie-breaks (TP-3).
#include <array>
#include <vector>

#include "core/action.h"
#include "trashpandas/cards.h"

namespace critter::tp {

struct ScoreLine {
    int cards = 0;  // stashed cards of the type
    int place = 0;  // 1, 2, 3 ... among players holding the type; 0 = none (or Blammo!)
    bool tied = false;
    int points = 0;
    friend bool operator==(const ScoreLine&, const ScoreLine&) = default;
};

struct ScoreBreakdown {
    int players = 0;
    std::array<std::array<ScoreLine, kCardTypes>, kMaxPlayers> lines{}; // [seat][card]
    std::array<int, kMaxPlayers> total{};
    std::array<int, kMaxPlayers> types{}; // different card types stashed (TP-3)
    std::array<int, kMaxPlayers> cards{}; // cards stashed (TP-3)
    friend bool operator==(const ScoreBreakdown&, const ScoreBreakdown&) = default;
};

// stashes: each seat's whole stash (face down and face up).
ScoreBreakdown scoreStashes(const std::array<Counts, kMaxPlayers>& stashes, int players);
// TP-3: most points, then most types, then most cards; still tied, all share.
std::vector<Seat> winnersOf(const ScoreBreakdown& breakdown);
// The same as a bit per winning seat (no list: the game's last action does
// not allocate).
int winnerMaskOf(const ScoreBreakdown& breakdown);

class State;
ScoreBreakdown scoreBreakdown(const State& state);

} // namespace critter::tp
