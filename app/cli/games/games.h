#pragma once
// One engine per game, each made in its own file from a small adapter.
// A null engine means the game's rules are not there yet.
#include <memory>

#include <QString>
#include <QStringList>

#include "engine.h"

namespace critter::cli {

std::shared_ptr<const GameEngine> trashPandasEngine();
std::shared_ptr<const GameEngine> pandaPandaEngine();
std::shared_ptr<const GameEngine> trashDashEngine();

// Trash Dash's own checks (GameInfo::checkOptions, GameInfo::checkSeats).
QString trashDashOptionsProblem(const GameOptions& options);
QString trashDashSeatsProblem(const QStringList& seats);

} // namespace critter::cli
