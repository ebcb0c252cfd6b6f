#pragma once
// The Trash Dash parts of the search levels (IS-MCTS): a playout policy, a
// value for playouts cut short and a root prior. All get a sampled world or
// the bot's own observation, never the true state, and each racer in a
// playout decides from its own observation of that world.
#include <vector>

#include "trashdash/state.h"

namespace critter::td::bots {

// Chance of a random move in a playout, so playouts do not all follow one line.
inline constexpr double kRolloutNoise = 0.1;

// The heuristic (heuristic.h) for whoever decides in world, with some noise.
Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng, double noise = kRolloutNoise);

// Race progress as each seat's chance to win, softly: a racer's standing is
// its progress plus what its hand and Trash card are worth in spaces; the
// chances are a softmax of the standings, sharper as the finish nears
// (a lead of a few spaces means little on lap 1 and a lot near the end).
// Tournament: points already scored count as a lead of 8 spaces each.
void leafValues(const State& world, std::vector<double>& out);

// The heuristic's scores as the root prior (higher is better).
void heuristicPrior(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores);

} // namespace critter::td::bots
