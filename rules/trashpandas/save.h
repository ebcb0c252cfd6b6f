#pragma once
// Trash Pandas in the one file format (core/game_file.h, docs/file-format.md):
// the setup's forced chance (stack, rolls, picks) and the action notation
// (notation.h). Load and save with critter::loadGameFile<tp::State> and
// critter::saveGameFile.
#include <optional>
#include <string>
#include <string_view>

#include "core/game_file.h"
#include "trashpandas/state.h"

namespace critter {

template <>
struct GameFileTraits<tp::State> {
    static constexpr std::string_view kGameId = "trash-pandas";
    // players 2-4, seed, and the optional "stack", "rolls" and "picks".
    static bool readSetup(const nlohmann::json& setup, tp::State::Setup& out, std::string& error);
    static void writeSetup(const tp::State::Setup& setup, nlohmann::json& out);
    static std::string notation(const tp::State& before, const Action& action);
    static std::optional<Action> parseAction(const tp::State& before, std::string_view text, std::string& error);
};

static_assert(HasGameFile<tp::State>);

} // namespace critter
