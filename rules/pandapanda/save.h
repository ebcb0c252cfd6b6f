#pragma once
// Panda Panda in the one file format (core/game_file.h, docs/file-format.md):
// the setup's forced chance and the action notation (notation.h). Seats
// count from 0: "first" is a seat, "draw pile 0" is seat 0's pile.
//
//   "setup": {"players": 3, "seed": 42,
//             "first": 1,                        optional, default 0
//             "deck": ["C", "E", ...],           optional, round 1, top first
//             "round_decks": [["B", ...], ...],  optional, rounds 2, 3, ...
//             "reshuffles": [["D", ...], ...]}   optional, 1st, 2nd, ... reshuffle
//
// Load and save with critter::loadGameFile<pp::State> and critter::saveGameFile.
#include <optional>
#include <string>
#include <string_view>

#include "core/game_file.h"
#include "pandapanda/state.h"

namespace critter {

template <>
struct GameFileTraits<pp::State> {
    static constexpr std::string_view kGameId = "panda-panda";
    static bool readSetup(const nlohmann::json& setup, pp::Setup& out, std::string& error);
    static void writeSetup(const pp::Setup& setup, nlohmann::json& out);
    static std::string notation(const pp::State& before, const Action& action);
    static std::optional<Action> parseAction(const pp::State& before, std::string_view text, std::string& error);
};

static_assert(HasGameFile<pp::State>);

namespace pp {

// The game's own part of the state as one JSON object, every hand shown
// (the "state" of `critter-cli replay --json`; seats count from 0, null where
// nothing applies):
//   {"round", "asked": "call"|"act"|"pass"|"over", "turn", "hands": ["ABCE", ..],
//    "piles": ["DA", ..] (bottom first), "deck_count", "turns", "reshuffles",
//    "last_round_winner", "last_winning_hand": "CE"}
nlohmann::json stateJson(const State& state);

} // namespace pp
} // namespace critter
