#include "bots/trashpandas/estimate.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace critter::tp::bots {
namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::size_t at(Card c) { return static_cast<std::size_t>(c); }
} // namespace

StashEstimate estimateStashes(const State::Observation& seen)
{
    StashEstimate e;
    e.players = seen.players;
    e.me = seen.seat;
    Counts unseen{};
    for (int c = 0; c < kCardTypes; ++c)
        unseen[at(c)] = static_cast<std::uint8_t>(cardInfo(static_cast<Card>(c)).copies);
    auto remove = [&unseen](const Counts& known) {
        for (std::size_t t = 0; t < unseen.size(); ++t)
            unseen[t] = static_cast<std::uint8_t>(std::max(0, unseen[t] - known[t]));
    };
    remove(seen.hand);
    remove(seen.stashDown);
    remove(seen.discard);
    for (int p = 0; p < seen.players; ++p)
        remove(seen.seats[at(p)].stashUp);
    e.unseen = unseen;
    e.spread = 0.35 + 0.6 * std::clamp(seen.trashCount / 40.0, 0.0, 1.0);
    const double pool = std::max(1, total(unseen));
    for (int p = 0; p < seen.players; ++p) {
        const State::SeatView& view = seen.seats[at(p)];
        for (std::size_t c = 0; c < at(kCardTypes); ++c) {
            double n = view.stashUp[c];
            if (p == seen.seat)
                n += seen.stashDown[c];
            else
                n += view.stashDownCount * unseen[c] / pool;
            e.counts[at(p)][c] = n;
        }
    }
    return e;
}

double typePoints(const StashEstimate& e, Seat who, Card card, double mine)
{
    const CardInfo& info = cardInfo(card);
    if (card == Card::Blammo)
        return mine * info.points[0];
    if (mine < 0.5)
        return 0.0; // a player needs a card of the type to score it
    double above = 0.0; // expected seats ahead
    for (int q = 0; q < e.players; ++q)
        if (q != who)
            above += 1.0 / (1.0 + std::exp((mine - e.counts[at(q)][at(card)]) / e.spread));
    const std::array<double, 4> worth{static_cast<double>(info.points[0]), static_cast<double>(info.points[1]),
                                      static_cast<double>(info.points[2]), 0.0};
    const auto place = static_cast<std::size_t>(std::min(above, 2.999));
    const double frac = std::min(above, 3.0) - static_cast<double>(place);
    return worth[place] + (worth[place + 1] - worth[place]) * frac;
}

double stashGain(const StashEstimate& e, Seat who, Card card)
{
    const double mine = e.counts[at(who)][at(card)];
    return typePoints(e, who, card, mine + 1.0) - typePoints(e, who, card, mine);
}

double stashLoss(const StashEstimate& e, Seat who, Card card)
{
    const double mine = e.counts[at(who)][at(card)];
    return typePoints(e, who, card, mine) - typePoints(e, who, card, std::max(0.0, mine - 1.0));
}

double estimatedScore(const StashEstimate& e, Seat who)
{
    double sum = 0.0;
    for (int c = 0; c < kCardTypes; ++c)
        sum += typePoints(e, who, static_cast<Card>(c), e.counts[at(who)][at(c)]);
    return sum;
}

namespace {
// What a card in hand may still bring: a save, a reaction, a later stash.
constexpr std::array<double, kCardTypes> kHandWorth{0.8, 1.2, 0.9, 0.8, 0.8, 0.6, 0.8, 0.6};
} // namespace

void stashLeafValues(const State& world, std::vector<double>& out, double scale)
{
    const std::vector<int> scores = world.scores();
    const int n = world.players();
    // Hands only count while the trash can still gives turns to use them.
    const double handShare = std::min(1.0, world.trashCount() / 12.0);
    std::array<double, kMaxPlayers> value{};
    for (int p = 0; p < n; ++p) {
        value[at(p)] = scores[at(p)];
        const Counts& hand = world.hand(p);
        for (int c = 0; c < kCardTypes; ++c)
            value[at(p)] += handShare * kHandWorth[at(c)] * hand[at(c)];
    }
    // Tokens taken and not yet resolved are about a card each to the player.
    const Turn& t = world.turn();
    if (t.phase != Phase::Busting && t.phase != Phase::Over)
        value[at(t.active)] += 0.9 * std::popcount(t.held);
    out.assign(at(n), 0.0);
    for (int p = 0; p < n; ++p) {
        double best = -1e9;
        for (int q = 0; q < n; ++q)
            if (q != p)
                best = std::max(best, value[at(q)]);
        out[at(p)] = 1.0 / (1.0 + std::exp(-(value[at(p)] - best) / scale));
    }
}

} // namespace critter::tp::bots
