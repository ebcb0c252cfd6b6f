#pragma once
// The Panda Panda parts of the search levels (IS-MCTS): a playout policy
// and a value for playouts cut short. Both get a sampled world, never the
// true state, and each seat in it plays from its own observation.
#include <vector>

#include "pandapanda/state.h"

namespace critter::pp::bots {

// Chance of a random move in a playout, so playouts do not all follow one line.
inline constexpr double kRolloutNoise = 0.1;

// The heuristic (heuristic.h) for whoever decides in world, with some noise.
Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng,
                     double noise = kRolloutNoise);

// A playout may stop once the searched round has ended: what follows is a
// fresh deal that only adds noise (leafValues then values crowns alone).
bool roundSettled(const State& world);

// The heuristic's prices as a root prior (higher is better): the search
// levels look only at the heuristic's few best moves.
void heuristicPrior(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores);

// Each seat's chance to win the game: if the searched round has ended,
// from crowns alone; otherwise the round goes to whoever is fewest
// estimated turns from a winning hand (softly, counting who moves first),
// then later rounds are taken as fair (estimate.h, gameChanceFromCrowns).
void leafValues(const State& world, std::vector<double>& out);

} // namespace critter::pp::bots
