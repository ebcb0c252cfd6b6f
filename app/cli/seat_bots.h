#pragma once
// The bot behind a seat level (easy, normal, hard) for games whose adapter
// has nothing of its own. rules/bots has no level bots committed yet, so
// every level is played by RandomBot for now, and the note says so on
// stderr: a tournament must never believe "hard" was hard.
#include <QString>

#include "adapter.h"

namespace critter::cli {

template <GameState S>
SeatBot<S> levelBot(const QString& game, const QString& seat)
{
    return {std::make_unique<RandomBot<S>>(),
            game + ": '" + seat + "' is played by the random bot for now (no level bots in rules/bots yet)"};
}

} // namespace critter::cli
