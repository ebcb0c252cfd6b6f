#pragma once
// Save and scenario files (docs/file-format.md): a setup with its forced
// chance and the actions in readable notation. Reading never throws: a bad
// file gives a message naming the field at fault.
#include <string>
#include <string_view>
#include <vector>

#include "core/action.h"
#include "trashpandas/state.h"

namespace critter::tp {

inline constexpr std::string_view kGameId = "trash-pandas";
inline constexpr int kSaveVersion = 1;

struct SaveFile {
    State::Setup setup;
    std::vector<std::string> seats;   // optional: who sat where (names, bot levels) for the app
    std::string description;          // optional free text
    std::vector<Action> actions;
    friend bool operator==(const SaveFile&, const SaveFile&) = default;
};

struct SaveRead {
    bool ok = false;
    std::string error; // "<field>: <why>"
    SaveFile file;
};

SaveRead readSave(std::string_view json);
SaveRead readSaveFile(const std::string& path);
std::string writeSave(const SaveFile& file);
bool writeSaveFile(const std::string& path, const SaveFile& file, std::string* error = nullptr);

// Plays the file's actions from its setup into out. On a refused action the
// error names its index and notation and why; out holds the state before it.
ApplyResult playSave(const SaveFile& file, State& out);

// A save of a game so far.
SaveFile saveOf(const State& state);

} // namespace critter::tp
