#pragma once
// A whole game is its setup plus the actions taken: that list is the save
// file, the replay, the undo history and a scenario. Each game defines its
// own Setup (players, seed, options, and forced chance for scenarios).
#include <vector>

#include "core/action.h"

namespace critter {

template <class Setup>
struct History {
    Setup setup;
    std::vector<Action> actions;

    friend bool operator==(const History&, const History&) = default;
};

} // namespace critter
