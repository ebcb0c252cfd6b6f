#include "bots/trashdash/search.h"

#include <algorithm>
#include <cmath>

#include "bots/trashdash/heuristic.h"

namespace critter::td::bots {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }

constexpr double kCardSpaces = 1.0;     // an Action card in hand, in spaces (HeuristicWeights::card)
constexpr double kTrashSpaces = 2.0;    // a Trash card held
constexpr double kCpuHandSpaces = 3.0;  // a CPU needs no hand: what a hand racer's few cards give
constexpr double kPointSpaces = 8.0;    // a Tournament point
// Softmax temperature in spaces: wide when the finish is far, narrow near it.
constexpr double kFarTemperature = 6.0;
constexpr double kNearTemperature = 2.0;

} // namespace

Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng, double noise)
{
    if (legal.size() == 1)
        return legal.front();
    return heuristicAction(world.observation(world.currentSeat()), legal, rng, noise);
}

void leafValues(const State& world, std::vector<double>& out)
{
    const Public& p = world.pub();
    const int n = p.players;
    out.assign(at(n), 0.0);
    double standing[kMaxRacers] = {};
    int lead = 0;
    for (Seat r = 0; r < n; ++r) {
        const RacerView& v = p.racers[at(r)];
        double s = v.progress + kPointSpaces * v.points;
        s += v.cpu ? kCpuHandSpaces : kCardSpaces * std::min(handSize(world.hand(r)), 7);
        if (world.trash(r) >= 0)
            s += kTrashSpaces;
        standing[r] = s;
        lead = std::max<int>(lead, v.progress);
    }
    const double left = std::max(0.0, 1.0 - static_cast<double>(lead) / std::max(1, p.track.finish()));
    const double temperature = kNearTemperature + (kFarTemperature - kNearTemperature) * left;
    const double top = *std::max_element(standing, standing + n);
    double sum = 0;
    for (Seat r = 0; r < n; ++r) {
        out[at(r)] = std::exp((standing[r] - top) / temperature);
        sum += out[at(r)];
    }
    for (double& v : out)
        v /= sum;
}

void heuristicPrior(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores)
{
    scoreActions(seen, legal, scores);
}

} // namespace critter::td::bots
