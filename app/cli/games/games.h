#pragma once
// One engine per game, each made in its own file from a small adapter.
// A null engine means the game's rules are not there yet.
#include <memory>

#include "engine.h"

namespace critter::cli {

std::shared_ptr<const GameEngine> trashPandasEngine();
std::shared_ptr<const GameEngine> pandaPandaEngine();

} // namespace critter::cli
