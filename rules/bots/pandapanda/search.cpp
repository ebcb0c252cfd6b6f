#include "bots/pandapanda/search.h"

#include <cmath>

#include "bots/pandapanda/estimate.h"
#include "bots/pandapanda/heuristic.h"

namespace critter::pp::bots {
namespace {

// How sharply fewer estimated turns turn into a likelier round win.
constexpr double kTurnsTemperature = 1.5;

// A sampled world starts with an empty history, so a call in it means the
// round being searched has ended; what follows is a fresh deal that only
// adds noise, so playouts hurry through it and leaves value crowns alone.
bool roundEnded(const State& world)
{
    for (const Action& action : world.history().actions)
        if (action.type == kCall)
            return true;
    return false;
}

} // namespace

Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng)
{
    if (legal.size() == 1 || roundEnded(world))
        return legal.front();
    return heuristicAction(world.observation(world.currentSeat()), legal, rng, kRolloutNoise);
}

void leafValues(const State& cut, std::vector<double>& out)
{
    // Mid-pass hands are about to change: finish the pass first.
    State world = cut;
    Rng rng(static_cast<std::uint64_t>(world.turnNumber()));
    std::vector<Action> legal;
    while (world.phase() == Phase::Pass) {
        legal.clear();
        world.legalActions(legal);
        world.apply(heuristicAction(world.observation(world.currentSeat()), legal, rng), nullptr);
    }
    const int n = world.players();
    out.assign(static_cast<std::size_t>(n), 0.0);
    if (world.isOver()) {
        out[static_cast<std::size_t>(world.winners().front())] = 1.0;
        return;
    }
    std::array<std::uint8_t, kMaxPlayers> crowns{};
    for (Seat s = 0; s < n; ++s)
        crowns[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(world.crowns(s));
    if (roundEnded(world)) {
        for (Seat s = 0; s < n; ++s)
            out[static_cast<std::size_t>(s)] = gameChanceFromCrowns(crowns, n, s);
        return;
    }
    const Seat first = world.currentSeat();
    std::array<double, kMaxPlayers> roundChance{};
    double total = 0.0;
    for (Seat s = 0; s < n; ++s) {
        const Observation seen = world.observation(s);
        // Plies until this seat could call: its turns times the table, plus its place in the order.
        const double plies = turnsToWin(seen.hand, supplyFor(seen)) * n + (s - first + n) % n;
        const double weight = std::exp(-plies / (kTurnsTemperature * n));
        roundChance[static_cast<std::size_t>(s)] = weight;
        total += weight;
    }
    for (Seat s = 0; s < n; ++s)
        for (Seat r = 0; r < n; ++r)
            out[static_cast<std::size_t>(s)] += roundChance[static_cast<std::size_t>(r)] / total *
                gameChanceFromCrowns(crowns, n, s, r);
}

} // namespace critter::pp::bots
