#pragma once
// Turns a game adapter into the GameEngine the subcommands use.
#include <memory>

#include "bench.h"
#include "netbot.h"
#include "replay.h"
#include "simulate.h"

namespace critter::cli {

template <GameAdapter A>
class AdapterEngine final : public GameEngine {
public:
    SimulateResult simulate(const SimulateRequest& request) const override
    {
        return Simulation<A>(request).run();
    }
    BenchResult bench(double seconds, const GameOptions& options) const override { return runBench<A>(seconds, options); }
    ReplayResult replay(const QByteArray& file) const override { return runReplay<A>(file); }
    // A game without a network wire (a test's tiny game) has no network bot.
    std::unique_ptr<NetSeatBot> netBot(const QString& kind, std::uint64_t seed) const override
    {
        if constexpr (HasWire<typename A::State>)
            return std::make_unique<AdapterNetBot<A>>(kind, seed);
        else
            return nullptr;
    }
};

template <GameAdapter A>
std::shared_ptr<const GameEngine> makeEngine()
{
    return std::make_shared<AdapterEngine<A>>();
}

} // namespace critter::cli
