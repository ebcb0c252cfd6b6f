#include "bots/pandapanda/search.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "bots/pandapanda/estimate.h"
#include "bots/pandapanda/heuristic.h"

namespace critter::pp::bots {
namespace {

// How sharply fewer estimated turns turn into a likelier round win.
constexpr double kTurnsTemperature = 1.5;
// sampleTiltedWorld: a hand's turns count at most this much, and the tilt
// is full once the piles hold this many cards.
constexpr double kTiltTurnsCap = 6.0;
constexpr double kTiltFullAtPileCards = 8.0;

void leafValuesFrom(const State& cut, std::vector<double>& out, double turnsTemperature, std::size_t from);

} // namespace

// A sampled world starts with an empty history, so a call in it means the
// round being searched has ended.
bool roundSettled(const State& world)
{
    return roundSettledSince(world, 0);
}

bool roundSettledSince(const State& world, std::size_t from)
{
    const std::vector<Action>& actions = world.history().actions;
    for (std::size_t i = from; i < actions.size(); ++i)
        if (actions[i].type == kCall)
            return true;
    return false;
}

State sampleTiltedWorld(const Observation& seen, Rng& rng, double tilt, int draws)
{
    if (tilt <= 0.0 || draws <= 1)
        return State::sampleWorld(seen, rng);
    int pileCards = 0;
    for (Seat s = 0; s < seen.players; ++s)
        pileCards += seen.piles[static_cast<std::size_t>(s)].size;
    tilt *= std::min(1.0, pileCards / kTiltFullAtPileCards);
    if (tilt <= 0.0)
        return State::sampleWorld(seen, rng);
    // Weighted reservoir sampling: keeps one deal, each with chance weight / total.
    std::optional<State> kept;
    double total = 0.0;
    for (int d = 0; d < draws; ++d) {
        State world = State::sampleWorld(seen, rng);
        double turns = 0.0;
        for (Seat s = 0; s < seen.players; ++s) {
            if (s == seen.seat)
                continue;
            const Observation theirs = world.observation(s);
            turns += std::min(kTiltTurnsCap, turnsToWin(theirs.hand, supplyFor(theirs)));
        }
        const double weight = std::exp(-tilt * turns);
        total += weight;
        if (!kept || rng.unit() * total < weight)
            kept = std::move(world);
    }
    return std::move(*kept);
}

void heuristicPrior(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores)
{
    const Supply supply = supplyFor(seen);
    scores.clear();
    for (const Action& action : legal)
        scores.push_back(-actionPrice(seen, supply, action));
}

Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng, double noise)
{
    // No roundSettled check here: playOut stops at the round's end first.
    if (legal.size() == 1)
        return legal.front();
    return heuristicAction(world.observation(world.currentSeat()), legal, rng, noise);
}

void leafValues(const State& world, std::vector<double>& out)
{
    leafValuesWith(world, out, kTurnsTemperature);
}

void leafValuesWith(const State& cut, std::vector<double>& out, double turnsTemperature)
{
    leafValuesFrom(cut, out, turnsTemperature, 0);
}

void leafValuesSince(const State& world, std::vector<double>& out, std::size_t from)
{
    leafValuesFrom(world, out, kTurnsTemperature, from);
}

namespace {

void leafValuesFrom(const State& cut, std::vector<double>& out, double turnsTemperature, std::size_t from)
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
    if (roundSettledSince(world, from)) {
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
        const double weight = std::exp(-plies / (turnsTemperature * n));
        roundChance[static_cast<std::size_t>(s)] = weight;
        total += weight;
    }
    for (Seat s = 0; s < n; ++s)
        for (Seat r = 0; r < n; ++r)
            out[static_cast<std::size_t>(s)] += roundChance[static_cast<std::size_t>(r)] / total *
                gameChanceFromCrowns(crowns, n, s, r);
}


} // namespace
} // namespace critter::pp::bots
