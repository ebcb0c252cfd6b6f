#pragma once
// Trash Dash bot levels for makeDefaultBot<td::State>(level):
//   easy   - HeuristicBot (heuristic.h): its own hand and the board, no search;
//   normal - IS-MCTS over sampled worlds, a small budget (kNormalIterations);
//   hard   - IS-MCTS with a larger budget over the heuristic's best few
//            root moves, capped in time (docs/performance.md has the figures).
// Both searches play out with the heuristic (plus some random moves) for
// kRolloutDepth decisions and value the world by race progress (leafValues,
// search.h); the heuristic's scores are the prior.
// Include this header wherever the Trash Dash bots are made, so every
// caller sees the same BotTraits<td::State>.
#include <chrono>
#include <cstddef>
#include <memory>

#include "bots/bot_factory.h"
#include "bots/trashdash/heuristic.h"
#include "bots/trashdash/search.h"
#include "trashdash/state.h"

namespace critter::td::bots {
// Decisions per playout before leafValues: a couple of rounds of turns. A
// race is long and the dice decide much of it; a deeper playout adds noise.
inline constexpr int kRolloutDepth = 16;
// normal's budget sets the ladder's middle rung (issue 34): at 300 hard beat
// three normals only 1.38x its fair share; at 150 normal still beats easy
// (69% heads-up, 1.97x at four seats) and hard beats normal (71%, 1.65x).
// More iterations for hard did not help (3000: 1.26x): docs/performance.md.
inline constexpr int kNormalIterations = 150;
inline constexpr int kHardIterations = 1500;
inline constexpr std::size_t kHardRootWidth = 5;
inline constexpr std::chrono::milliseconds kHardTimeCap{250};
// A shallow tree: deeper nodes would let opponents answer knowing the bot's
// hand (single-observer IS-MCTS); playouts model them from their own view.
inline constexpr std::size_t kMaxNodes = 64;
} // namespace critter::td::bots

template <>
struct critter::BotTraits<critter::td::State> {
    static constexpr bool kTuned = true;
    static BotRecipe<td::State> recipe()
    {
        BotRecipe<td::State> r;
        r.policies.rollout = [](const td::State& world, const std::vector<Action>& legal, Rng& rng) {
            return td::bots::greedyRollout(world, legal, rng);
        };
        r.policies.leaf = td::bots::leafValues;
        r.policies.rolloutDepth = td::bots::kRolloutDepth;
        r.policies.prior = td::bots::heuristicPrior;
        r.policies.filter = td::bots::dropSillyMoves;
        r.easy = [] { return std::make_unique<td::bots::HeuristicBot>(); };
        r.normal.budget = SearchBudget{td::bots::kNormalIterations, {}};
        r.normal.maxNodes = r.hard.maxNodes = td::bots::kMaxNodes;
        r.hard.budget = SearchBudget{td::bots::kHardIterations, td::bots::kHardTimeCap};
        r.hard.rootWidth = td::bots::kHardRootWidth;
        return r;
    }
};
