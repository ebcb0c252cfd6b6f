#pragma once
// Trash Dash in the one file format (core/game_file.h, docs/file-format.md).
// setup: players (2-6, one per racer), seed, mode ("standard" or
// "tournament"), for Standard the track ("bin-bandit-boulevard" ... or
// "custom"), its tiles and laps, for Tournament the circuit ("uptown" or
// "downtown"), racers ([{"character": "winston", "side": "A"},
// {"character": "jet", "cpu": true}]), first, and the optional forced chance:
// actionDecks / trashDecks (lists of card ids, top first, one per shuffle),
// dashRolls (Dash die values), cpuRolls (CPU die faces 1-6), picks (Action
// card ids a Scare takes from a hand). Actions in notation.h's notation.
// Load and save with critter::loadGameFile<td::State> and critter::saveGameFile.
#include <optional>
#include <string>
#include <string_view>

#include "core/game_file.h"
#include "trashdash/state.h"

namespace critter {

template <>
struct GameFileTraits<td::State> {
    static constexpr std::string_view kGameId = "trash-dash";
    static bool readSetup(const nlohmann::json& setup, td::Setup& out, std::string& error);
    static void writeSetup(const td::Setup& setup, nlohmann::json& out);
    static std::string notation(const td::State& before, const Action& action);
    static std::optional<Action> parseAction(const td::State& before, std::string_view text, std::string& error);
};

static_assert(HasGameFile<td::State>);

} // namespace critter
