#pragma once
// Trash Pandas bot levels for makeDefaultBot<tp::State>(level):
//   easy   - SimpleBot (simple.h): plain rules of thumb, no search;
//   normal - IS-MCTS, a small iteration budget (kNormalIterations);
//   hard   - the greedy heuristic (heuristic.h) checked by IS-MCTS: the
//            search looks at the heuristic's kHardRootWidth best moves and
//            plays another than the heuristic's favourite only when it
//            values it higher by kHardPriorMargin.
// Both searches play out with the greedy heuristic, cut each playout after
// kRolloutDepth moves and value it by the stashes (estimate.h). The greedy
// heuristic alone matched or beat plain IS-MCTS at every budget tried
// against it, so hard keeps it as its backbone rather than letting noisy
// values overrule it: docs/performance.md has the figures.
// Include this header wherever the Trash Pandas bots are made, so every
// caller sees the same BotTraits<tp::State>.
#include <chrono>
#include <cstddef>
#include <memory>

#include "bots/bot_factory.h"
#include "bots/trashpandas/estimate.h"
#include "bots/trashpandas/heuristic.h"
#include "bots/trashpandas/simple.h"
#include "trashpandas/state.h"

namespace critter::tp::bots {
inline constexpr int kRolloutDepth = 12;     // about one turn; the leaf values the rest
inline constexpr double kExploration = 0.25; // leaf values differ by little: explore less than 0.7
// normal's budget sets the ladder's middle rung (issue 34), a balance: fewer
// iterations widen hard's lead over normal at four seats (500-game runs:
// 1.22x its fair share at 300, 1.42x at 200, 1.58x at 150) and narrow
// normal's over three easy bots (1.78x at 300, 1.57x at 200, 1.42x at 150);
// 175 sits between. More iterations for hard did not help (2000: 1.25x).
inline constexpr int kNormalIterations = 175;
inline constexpr int kHardIterations = 500;
inline constexpr std::size_t kHardRootWidth = 3;
inline constexpr double kHardPriorMargin = 0.03;
inline constexpr std::chrono::milliseconds kHardTimeCap{1200};
} // namespace critter::tp::bots

template <>
struct critter::BotTraits<critter::tp::State> {
    static constexpr bool kTuned = true;
    static BotRecipe<tp::State> recipe()
    {
        BotRecipe<tp::State> r;
        r.policies.rollout = [](const tp::State& world, const std::vector<Action>& legal, Rng& rng) {
            return tp::bots::greedyRollout(world, legal, rng);
        };
        r.policies.leaf = [](const tp::State& world, std::vector<double>& out) { tp::bots::stashLeafValues(world, out); };
        r.policies.rolloutDepth = tp::bots::kRolloutDepth;
        r.policies.prior = [](const tp::State::Observation& seen, const std::vector<Action>& legal,
                              std::vector<double>& scores) { tp::bots::scoreActions(seen, legal, scores); };
        r.policies.filter = [](const tp::State::Observation& seen, std::vector<Action>& legal) {
            tp::bots::dropSillyMoves(seen, legal);
        };
        r.easy = [] { return std::make_unique<tp::bots::SimpleBot>(); };
        r.normal.budget = SearchBudget{tp::bots::kNormalIterations, {}};
        r.normal.exploration = tp::bots::kExploration;
        r.hard.budget = SearchBudget{tp::bots::kHardIterations, tp::bots::kHardTimeCap};
        r.hard.exploration = tp::bots::kExploration;
        r.hard.rootWidth = tp::bots::kHardRootWidth;
        r.hard.priorMargin = tp::bots::kHardPriorMargin;
        return r;
    }
};
