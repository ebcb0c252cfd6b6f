#pragma once
// How long a search bot may think, and the one place that decides when to
// stop: the iteration budget, an optional wall-clock budget, or the app's
// StopFlag, whichever comes first.
#include <chrono>
#include <cstdint>

#include "bots/bot.h"

namespace critter {

struct SearchBudget {
    int iterations = 1000;                       // sampled worlds / playouts
    std::chrono::milliseconds time{0};           // 0: no time limit
};

class BudgetWatch {
public:
    BudgetWatch(const SearchBudget& budget, const StopFlag* stop);

    // True once `done` iterations exhaust the budget or stop was requested.
    // Reads the clock only every few iterations: it is cheap to call per one.
    bool spent(int done);

    // True only when stopped by the flag (not by the budget).
    bool stopped() const;

private:
    SearchBudget budget_;
    const StopFlag* stop_;
    std::chrono::steady_clock::time_point deadline_;
    bool timeUp_ = false;
};

} // namespace critter
