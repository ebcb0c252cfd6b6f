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

namespace td {

// The game's own part of the state as one JSON object, every hand shown (the
// "state" of `critter-cli replay --json`; seats count from 0, null where
// nothing applies):
//   {"mode", "track", "race", "laps", "spaces", "turn", "turns", "phase",
//    "deciding", "racers": [{"character", "side", "cpu", "lap", "space",
//    "progress", "rank", "hand": ["m3", ..], "trash", "tokens", "invincible",
//    "points"}], "action_deck", "action_discard", "trash_deck",
//    "trash_discard", "token_supply", "race_winner"}
nlohmann::json stateJson(const State& state);

} // namespace td

} // namespace critter
