#pragma once
// Panda Panda bot levels for makeDefaultBot<pp::State>(level):
//   easy   - HeuristicBot (heuristic.h), no search;
//   normal - IS-MCTS, a modest iteration budget;
//   hard   - IS-MCTS, a larger one, with a time cap as a backstop only.
// Both searches play out with the heuristic (plus some random moves), cut
// each playout after kRolloutDepth moves and value it with leafValues
// (search.h). Budgets are tuned so hard decides within 200 ms (median) in a
// Release build: docs/performance.md has the figures.
// Include this header wherever the Panda Panda bots are made, so every
// caller sees the same BotTraits<pp::State>.
#include <chrono>
#include <memory>

#include "bots/bot_factory.h"
#include "bots/pandapanda/heuristic.h"
#include "bots/pandapanda/search.h"
#include "pandapanda/state.h"

namespace critter::pp::bots {
inline constexpr int kRolloutDepth = 40;
inline constexpr int kNormalIterations = 300;
inline constexpr int kHardIterations = 2000;
inline constexpr std::chrono::milliseconds kHardTimeCap{400};
} // namespace critter::pp::bots

template <>
struct critter::BotTraits<critter::pp::State> {
    static BotRecipe<pp::State> recipe()
    {
        BotRecipe<pp::State> r;
        r.policies.rollout = pp::bots::greedyRollout;
        r.policies.leaf = pp::bots::leafValues;
        r.policies.rolloutDepth = pp::bots::kRolloutDepth;
        r.easy = [] { return std::make_unique<pp::bots::HeuristicBot>(); };
        r.normal.budget = SearchBudget{pp::bots::kNormalIterations, {}};
        r.hard.budget = SearchBudget{pp::bots::kHardIterations, pp::bots::kHardTimeCap};
        return r;
    }
};
