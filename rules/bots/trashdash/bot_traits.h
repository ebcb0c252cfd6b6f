#pragma once
// Trash Dash bot levels for makeDefaultBot<td::State>(level). For now every
// level uses the generic searches of bot_factory.h with random playouts;
// the game's own heuristic, rollout policy and budgets replace them here.
// Include this header wherever the Trash Dash bots are made, so every
// caller sees the same BotTraits<td::State>.
#include "bots/bot_factory.h"
#include "trashdash/state.h"

template <>
struct critter::BotTraits<critter::td::State> {
    static constexpr bool kTuned = true;
    static BotRecipe<td::State> recipe()
    {
        BotRecipe<td::State> r;
        r.normal.budget = SearchBudget{300, {}};
        r.hard.budget = SearchBudget{1000, {}};
        return r;
    }
};
