#pragma once
// bench: uniform random playouts on one thread for a while, no checks, so
// the number measures the rules alone (the loop: core/random_playout.h).
#include <chrono>
#include <vector>

#include "adapter.h"
#include "core/random_playout.h"

namespace critter::cli {

template <GameAdapter A>
BenchResult runBench(double seconds, GameOptions options)
{
    // A game may fix what its bench plays when no option says (Trash Dash: one named track).
    if constexpr (requires { A::benchOptions(options); })
        options = A::benchOptions(options);
    using S = typename A::State;
    using Clock = std::chrono::steady_clock;
    constexpr long long kMaxActions = 100000;
    BenchResult result;
    result.track = options.track;
    Rng rng(1);
    std::vector<Action> legal = playoutBuffer<S>();
    const auto start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    do {
        S state(A::makeSetup(A::kBenchPlayers, rng.next(), options));
        std::string refusal;
        const PlayoutEnd end =
            playRandomly(state, rng, legal, kMaxActions, [&result](const Action&) { ++result.actions; }, &refusal);
        if (end != PlayoutEnd::Over) {
            result.error = end == PlayoutEnd::NoLegalAction ? QStringLiteral("no legal action in a game that is not over")
                : end == PlayoutEnd::TooLong                ? QStringLiteral("a random game did not end")
                                                            : "a legal action was refused: " + QString::fromStdString(refusal);
            break;
        }
        ++result.games;
    } while (elapsed() < seconds);
    result.seconds = elapsed();
    return result;
}

} // namespace critter::cli
