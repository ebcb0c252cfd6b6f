#pragma once
// bench: uniform random playouts on one thread for a while, no checks, so
// the number measures the rules alone.
#include <chrono>
#include <vector>

#include "adapter.h"

namespace critter::cli {

template <GameAdapter A>
    requires PlayoutState<typename A::State>
BenchResult runBench(double seconds, GameOptions options)
{
    // A game may fix what its bench plays when no option says (Trash Dash: one named track).
    if constexpr (requires { A::benchOptions(options); })
        options = A::benchOptions(options);
    using S = typename A::State;
    using Clock = std::chrono::steady_clock;
    constexpr int kMaxActions = 100000;
    BenchResult result;
    result.track = options.track;
    Rng rng(1);
    std::vector<Action> legal;
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    do {
        S state(A::makeSetup(A::kBenchPlayers, rng.next(), options));
        for (int n = 0; !state.isOver(); ++n) {
            legal.clear();
            state.legalActions(legal);
            if (legal.empty() || n >= kMaxActions) {
                result.error = legal.empty() ? "no legal action in a game that is not over"
                                             : "a random game did not end";
                break;
            }
            // Taken from the state's own legal list: the unchecked path (PlayoutState).
            state.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
            ++result.actions;
        }
        if (!result.error.isEmpty())
            break;
        ++result.games;
    } while (elapsed() < seconds);
    result.seconds = elapsed();
    return result;
}

} // namespace critter::cli
