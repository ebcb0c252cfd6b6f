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

} // namespace critter::toy
