#pragma once
// Small pieces the per-game bot tests share.
#include <vector>

#include "bots/bot_factory.h"
#include "core/game.h"

namespace critter::toy {

// A game's shipped recipe with small search budgets, so a Debug run stays quick.
template <GameState S>
BotRecipe<S> quickRecipeOf(int iterations)
{
    BotRecipe<S> recipe = BotTraits<S>::recipe();
    recipe.normal.budget = SearchBudget{iterations, {}};
    recipe.hard.budget = SearchBudget{iterations, {}};
    return recipe;
}

template <GameState S>
std::vector<Action> legalOf(const S& state)
{
    return decisionOf(state).actions;
}

inline bool contains(const std::vector<Action>& legal, const Action& action)
{
    return Decision{kNoSeat, legal}.allows(action);
}

// Hard's choices at `positions` positions from makePosition(rng): how many
// fell outside the root prior's rootWidth best moves (of those the game's
// silly-move filter keeps), and at how many the
// width cut anything (so a test knows the check meant something).
struct PriorCheck {
    int outside = 0;
    int cut = 0;
};

template <GameState S, class MakePosition>
PriorCheck hardChoicesAgainstPrior(const BotRecipe<S>& recipe, MakePosition makePosition, int positions, Rng& rng)
{
    PriorCheck check;
    auto hard = makeDefaultBot<S>(BotLevel::Hard, recipe);
    std::vector<double> scores;
    std::vector<Action> best;
    for (int i = 0; i < positions; ++i) {
        const S state = makePosition(rng);
        if (state.isOver())
            continue;
        const auto seen = state.observation(state.currentSeat());
        const auto legal = legalOf(state);
        std::vector<Action> sensible; // the search weighs only what the game's filter keeps
        filterRoot<S>(seen, legal, recipe.policies.filter, sensible);
        bestByPrior<S>(seen, sensible, recipe.policies.prior, recipe.hard.rootWidth, scores, best);
        check.outside += contains(best, hard->choose(seen, legal, rng)) ? 0 : 1;
        check.cut += legal.size() > recipe.hard.rootWidth ? 1 : 0;
    }
    return check;
}

} // namespace critter::toy
