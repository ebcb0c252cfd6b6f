#pragma once
// The Panda Panda parts of the search levels (IS-MCTS): how worlds are
// sampled, a playout policy and a value for playouts cut short. All work
// from the bot's observation or a world sampled from it, never the true
// state, and each seat in a world plays from its own observation.
#include <cstddef>
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
// The same for a world whose history holds the game so far (the reference
// bot searches copies of the true state): only a call at or after action
// `from` (the search root's history length) ends the searched round.
bool roundSettledSince(const State& world, std::size_t from);

// A world for the search that models how the others hold their cards: of
// `draws` uniform deals (State::sampleWorld), one is kept with chance in
// proportion to exp(-tilt * their turns to a winning hand), capped per hand;
// the tilt grows from 0 at a fresh deal to full once the piles hold a few
// cards, since the others keep the cards that help them. (Measured at four
// easy seats, piles of 8+ cards: uniform deals gave 5% of the others a
// winning hand, where in fact 32% held one.) tilt 0: State::sampleWorld.
State sampleTiltedWorld(const Observation& seen, Rng& rng, double tilt, int draws);

// The heuristic's prices as a root prior (higher is better): the search
// levels look only at the heuristic's few best moves.
void heuristicPrior(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores);

// Each seat's chance to win the game: if the searched round has ended,
// from crowns alone; otherwise the round goes to whoever is fewest
// estimated turns from a winning hand (softly, counting who moves first),
// then later rounds are taken as fair (estimate.h, gameChanceFromCrowns).
void leafValues(const State& world, std::vector<double>& out);
// leafValues with another turns temperature (for tuning: pp_bot_bench --temp).
void leafValuesWith(const State& world, std::vector<double>& out, double turnsTemperature);
// leafValues for a world searched from history length `from` (roundSettledSince).
void leafValuesSince(const State& world, std::vector<double>& out, std::size_t from);

} // namespace critter::pp::bots
