#pragma once
// Panda Panda save files and scenarios (JSON, nlohmann-json). A whole game
// is its setup plus its actions in notation:
//
//   {"game": "panda-panda", "format": 1, "players": 3, "seed": 42,
//    "first_player": 2,                       optional, 1-based, default 1
//    "deck": ["C", "E", ...],                 optional, round 1, top first
//    "round_decks": [["B", ...], ...],        optional, rounds 2, 3, ...
//    "reshuffles": [["D", ...], ...],         optional, 1st, 2nd, ... reshuffle
//    "actions": ["draw deck", "discard A", "pass B", ...]}
//
// Other keys are ignored (the app and scenario tests may add their own).
// Errors are returned as a message naming the field; nothing throws.
#include <cstddef>
#include <string>
#include <string_view>

#include "pandapanda/state.h"

namespace critter::pp {

inline constexpr std::string_view kGameId = "panda-panda";
inline constexpr int kSaveFormat = 1;

std::string toJson(const History<Setup>& history);

struct ParsedSave {
    History<Setup> history;
    std::string error;   // empty when the file was read
    bool ok() const { return error.empty(); }
};
// Reads the setup and the actions' notation; does not play the actions.
ParsedSave parseSave(std::string_view text);

struct LoadedGame {
    State state;
    std::string error;          // empty when every action was played
    bool ok() const { return error.empty(); }
};
// Reads and plays a save or scenario; on an illegal action, the error names
// the action (its index in "actions" and its text) and why, and the state is
// the game just before it.
LoadedGame loadGame(std::string_view text);

// The state as one JSON object, every hand shown (for `critter-cli replay
// --json` and tools). Players are numbered from 1; null where nothing applies:
//   {"game", "players", "round", "over", "winners": [..], "crowns": [..],
//    "to_act", "asked": "call"|"act"|"pass"|"over", "hands": ["ABCE", ..],
//    "piles": ["DA", ..] (bottom first), "deck_count", "turns", "reshuffles",
//    "last_round_winner", "last_winning_hand": "CE"}
std::string stateToJson(const State& state);

} // namespace critter::pp
