#pragma once
// One way to make a bot of any level for any game:
//   random -> RandomBot
//   easy   -> the game's own heuristic bot (BotRecipe::easy), or, for a game
//             that has none yet, a small flat Monte Carlo search
//   normal -> IS-MCTS with a modest budget, or the game's own normal bot
//             (BotRecipe::normalBot: Panda Panda's is a heuristic)
//   hard   -> IS-MCTS with a larger budget
// The search levels share the game's rollout policy and valuations.
// A game tunes all of it in one place by specialising BotTraits:
//
//   template <> struct critter::BotTraits<tp::State> {
//       static BotRecipe<tp::State> recipe()
//       {
//           BotRecipe<tp::State> r;
//           r.policies.rollout = tp::greedyRollout;   // (const S&, legal, Rng&) -> Action
//           r.policies.leaf = tp::handValue;           // (const S&, vector<double>&)
//           r.policies.rolloutDepth = 60;
//           r.easy = [] { return std::make_unique<tp::HeuristicBot>(); };
//           r.hard.budget.iterations = 20000;
//           return r;
//       }
//   };
//
// and callers write makeDefaultBot<tp::State>(BotLevel::Hard), or pass a
// recipe directly to makeDefaultBot(level, recipe) (tests, the CLI's flags).
#include <functional>
#include <memory>

#include "bots/bot.h"
#include "bots/flat_mc.h"
#include "bots/ismcts.h"
#include "bots/search_policy.h"

namespace critter {

template <GameState S>
struct BotRecipe {
    SearchPolicies<S> policies;                     // every search level's
    std::function<std::unique_ptr<Bot<S>>()> easy;  // empty: flat Monte Carlo below
    // A game whose normal level is not a search (Panda Panda: at four seats
    // its search stood too near both easy and hard, docs/bots.md); empty:
    // IS-MCTS with `normal`.
    std::function<std::unique_ptr<Bot<S>>()> normalBot;
    FlatMcOptions easyFallback{{64, {}}};
    IsMctsOptions normal{{1000, {}}};
    IsMctsOptions hard{{8000, {}}};
};

// Defaults for a game that specialises nothing. A specialisation sets
// kTuned = true, so a caller can static_assert it sees the game's own bots
// (a use without the specialisation in view would silently get these).
template <GameState S>
struct BotTraits {
    static constexpr bool kTuned = false;
    static BotRecipe<S> recipe() { return {}; }
};

template <GameState S>
std::unique_ptr<Bot<S>> makeDefaultBot(BotLevel level, const BotRecipe<S>& recipe)
{
    switch (level) {
    case BotLevel::Random:
        return std::make_unique<RandomBot<S>>();
    case BotLevel::Easy:
        if (recipe.easy)
            return recipe.easy();
        return std::make_unique<FlatMcBot<S>>(recipe.easyFallback, recipe.policies);
    case BotLevel::Normal:
        if (recipe.normalBot)
            return recipe.normalBot();
        return std::make_unique<IsMctsBot<S>>(recipe.normal, recipe.policies);
    case BotLevel::Hard:
        return std::make_unique<IsMctsBot<S>>(recipe.hard, recipe.policies);
    }
    return std::make_unique<RandomBot<S>>();
}

template <GameState S>
std::unique_ptr<Bot<S>> makeDefaultBot(BotLevel level)
{
    return makeDefaultBot<S>(level, BotTraits<S>::recipe());
}

} // namespace critter
