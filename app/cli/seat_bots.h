#pragma once
// The bot behind a seat level (easy, normal, hard): rules/bots' factory,
// tuned by the game's BotTraits where it has them. A level played by a
// stand-in is noted on stderr, so a tournament never mistakes what played.
#include <QString>

#include "adapter.h"
#include "bots/bot_factory.h"

namespace critter::cli {

template <GameState S>
SeatBot<S> levelBot(const QString& game, const QString& seat, int searchIterations = 0)
{
    const std::optional<BotLevel> level = parseBotLevel(seat.toStdString());
    if (!level) // the arguments were checked; a game's own seat kinds go through its adapter
        return {std::make_unique<RandomBot<S>>(), game + ": '" + seat + "' is no bot level; it plays at random"};
    BotRecipe<S> recipe = BotTraits<S>::recipe();
    if (searchIterations > 0) // --iterations: a cheaper search for long soaks, the same code
        for (SearchBudget* budget : {&recipe.normal.budget, &recipe.hard.budget, &recipe.easyFallback.budget})
            *budget = SearchBudget{std::min(budget->iterations, searchIterations), {}};
    QString note;
    if (*level == BotLevel::Easy && !recipe.easy)
        note = game + ": 'easy' is flat Monte Carlo (" + QString::number(recipe.easyFallback.budget.iterations)
               + " playouts a move) until the game has a heuristic bot";
    return {makeDefaultBot<S>(*level, recipe), note};
}

} // namespace critter::cli
