#pragma once
// bench: uniform random playouts on one thread for a while, no checks, so
// the number measures the rules alone.
#include <chrono>
#include <vector>

#include "adapter.h"

namespace critter::cli {

template <GameAdapter A>
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
    if constexpr (PlayoutState<S>)
        legal.resize(S::kMaxLegalActions);   // one buffer, filled in place (core/game.h)
    // The legal actions of the state into legal; how many.
    const auto listLegal = [&legal](const S& state) {
        if constexpr (PlayoutState<S>) {
            return state.legalActionsInto(legal.data());
        } else {
            legal.clear();
            state.legalActions(legal);
            return static_cast<int>(legal.size());
        }
    };
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    do {
        S state(A::makeSetup(A::kBenchPlayers, rng.next(), options));
        for (int n = 0; !state.isOver(); ++n) {
            const int count = listLegal(state);
            if (count == 0 || n >= kMaxActions) {
                result.error = count == 0 ? "no legal action in a game that is not over"
                                          : "a random game did not end";
                break;
            }
            const Action chosen = legal[rng.below(static_cast<std::uint32_t>(count))];
            if constexpr (PlayoutState<S>) {
                state.applyLegal(chosen, nullptr);   // taken from the state's own legal list: no check (core/game.h)
            } else if (ApplyResult applied = state.apply(chosen, nullptr); !applied) {
                result.error = "a legal action was refused: " + QString::fromStdString(applied.error);
                break;
            }
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
