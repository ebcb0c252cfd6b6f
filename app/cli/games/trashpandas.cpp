// Trash Pandas in critter-cli. The rules (rules/trashpandas: State, Setup,
// save format) are being written; until they build, the game is listed but
// not playable, and critter-cli says so.
#include "games/games.h"

namespace critter::cli {

std::shared_ptr<const GameEngine> trashPandasEngine()
{
    return nullptr;
}

} // namespace critter::cli
