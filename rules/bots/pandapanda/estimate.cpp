#include "bots/pandapanda/estimate.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <utility>

namespace critter::pp::bots {
namespace {

// A card only a reshuffle can bring back: costly, but not impossible.
constexpr double kUnfindable = 12.0;

std::size_t at(int letter) { return static_cast<std::size_t>(letter); }

double choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0.0;
    double result = 1.0;
    for (int i = 1; i <= k; ++i)
        result = result * static_cast<double>(n - k + i) / static_cast<double>(i);
    return result;
}

// Fair later rounds: a seat with one crown when `ones` seats (it included)
// have one; a seat with none when `ones` others have one.
double chanceWithOne(int players, int ones)
{
    const double n = players;
    if (ones >= players)
        return 1.0 / n;
    return 1.0 / n + static_cast<double>(players - ones) / n * chanceWithOne(players, ones + 1);
}

double chanceWithNone(int players, int ones)
{
    const double n = players;
    double chance = chanceWithOne(players, ones + 1) / n;
    if (players - ones - 1 > 0)
        chance += static_cast<double>(players - ones - 1) / n * chanceWithNone(players, ones + 1);
    return chance;
}

// 2 total / useful - 1, the turns a deck find costs (see turnsTo), tabled:
// the bots' playouts spend most of their time here and a division is slow.
struct FindCosts {
    std::array<std::array<double, kMaxCards + 1>, kMaxCards + 1> cost{};
    FindCosts()
    {
        for (int total = 0; total <= kMaxCards; ++total)
            for (int useful = 1; useful <= kMaxCards; ++useful)
                cost[at(total)][at(useful)] = 2.0 * static_cast<double>(total) / static_cast<double>(useful) - 1.0;
    }
};

double findCost(int total, int useful)
{
    static const FindCosts table;
    if (total >= 0 && total <= kMaxCards && useful > 0 && useful <= kMaxCards)
        return table.cost[at(total)][at(useful)];
    return 2.0 * static_cast<double>(total) / static_cast<double>(useful) - 1.0;
}

} // namespace

Supply supplyFor(const Observation& seen)
{
    Supply supply;
    for (int l = 0; l < kLetters; ++l)
        supply.pool[at(l)] = letterCopies()[at(l)];
    if (seen.seat >= 0 && seen.seat < seen.players) {
        for (int l = 0; l < kLetters; ++l)
            supply.pool[at(l)] -= seen.hand[at(l)];
        if (seen.myPass >= 0 && seen.myPass < kLetters)
            --supply.pool[at(seen.myPass)];
    }
    for (Seat s = 0; s < seen.players; ++s) {
        const Pile& pile = seen.piles[static_cast<std::size_t>(s)];
        for (std::uint8_t i = 0; i < pile.size; ++i)
            --supply.pool[pile.cards[i]];
        if (!pile.empty() && pile.top() != kLetterA)
            ++supply.tops[at(pile.top())];
    }
    for (int& n : supply.pool) {
        n = std::max(n, 0);
        supply.poolTotal += n;
    }
    return supply;
}

double turnsTo(const LetterCounts& hand, int target, const Supply& supply)
{
    return turnsWithin(hand, target, supply, std::numeric_limits<double>::infinity());
}

double turnsWithin(const LetterCounts& hand, int target, const Supply& supply, double cutoff)
{
    const LetterCounts& want = winningHands()[at(target)].counts;
    double turns = 0.0;
    std::array<int, kLetters> fromDeck{};
    int deckNeed = 0;
    for (std::size_t l = 0; l < kLetters; ++l) {
        const int have = hand[l];
        const int need = want[l];
        if (have >= need) {
            turns += have - need;
            continue;
        }
        const int fromTops = std::min(need - have, supply.tops[l]);
        int rest = need - have - fromTops;
        turns += fromTops;
        if (rest > supply.pool[l]) {
            turns += kUnfindable * (rest - supply.pool[l]);
            rest = supply.pool[l];
        }
        fromDeck[l] = rest;
        deckNeed += rest;
    }
    // Draw until every missing card came: each draw finds one of them with
    // chance p, so a find costs 2/p - 1 turns (misses are discarded again).
    std::array<int, kLetters> pool = supply.pool;
    int total = supply.poolTotal;
    if (deckNeed > 0 && cutoff < std::numeric_limits<double>::infinity()) {
        // p only falls as cards are found (both counts drop by one), so the
        // first find is the cheapest: a lower bound that skips hopeless hands.
        int useful = 0;
        for (std::size_t l = 0; l < kLetters; ++l)
            useful += fromDeck[l] > 0 ? pool[l] : 0;
        if (useful > 0 && total > 0) {
            const double bound = turns + deckNeed * findCost(total, useful);
            if (bound >= cutoff)
                return bound;
        }
    }
    for (; deckNeed > 0; --deckNeed) {
        int useful = 0;
        std::size_t likeliest = kLetters;
        for (std::size_t l = 0; l < kLetters; ++l) {
            if (fromDeck[l] == 0)
                continue;
            useful += pool[l];
            if (likeliest == kLetters || pool[l] > pool[likeliest])
                likeliest = l;
        }
        if (useful <= 0 || total <= 0) {
            turns += kUnfindable * deckNeed;
            break;
        }
        turns += findCost(total, useful);
        --fromDeck[likeliest];
        --pool[likeliest];
        --total;
    }
    return turns;
}

namespace {

// turnsToWin is pure and the playouts of one decision meet the same hands
// and supplies over and over: a small direct-mapped cache of its results.
struct TurnsCache {
    static constexpr std::size_t kSize = std::size_t{1} << 14;
    struct Entry {
        std::uint64_t a = ~std::uint64_t{0};
        std::uint64_t b = 0;
        double turns = 0.0;
    };
    std::array<Entry, kSize> entries{};
};

double turnsToWinUncached(const LetterCounts& hand, const Supply& supply)
{
    // Every extra card costs a turn and every missing one at least one, so
    // the letters' distance to a hand bounds turnsTo from below: the nearest
    // hands go first and set a cutoff that skips most of the others.
    std::array<std::pair<int, int>, kWinningHands> order{};
    for (int w = 0; w < kWinningHands; ++w) {
        const LetterCounts& want = winningHands()[at(w)].counts;
        int distance = 0;
        for (std::size_t l = 0; l < kLetters; ++l)
            distance += hand[l] > want[l] ? hand[l] - want[l] : want[l] - hand[l];
        order[at(w)] = {distance, w};
    }
    std::sort(order.begin(), order.end());
    double best = std::numeric_limits<double>::infinity();
    for (const auto& [distance, w] : order) {
        if (distance >= best)
            break;
        best = std::min(best, turnsWithin(hand, w, supply, best));
    }
    return best;
}

} // namespace

double turnsToWin(const LetterCounts& hand, const Supply& supply)
{
    // The whole input as a key (poolTotal is the pool's sum): hand and pool
    // letters fit 6 bits each, tops 3 bits.
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    for (std::size_t l = 0; l < kLetters; ++l) {
        a = (a << 6) | (static_cast<std::uint64_t>(hand[l]) & 63u);
        b = (b << 6) | (static_cast<std::uint64_t>(supply.pool[l]) & 63u);
        b = (b << 3) | (static_cast<std::uint64_t>(supply.tops[l]) & 7u);
    }
    // Made on a thread's first use: as a thread_local array of its own the
    // 384 KiB cache (its entries start non-zero) was copied into every thread
    // the process starts, the window's included (issue 35: 2.6 MiB at start-up).
    thread_local std::unique_ptr<TurnsCache> cache;
    if (!cache)
        cache = std::make_unique<TurnsCache>();
    const std::uint64_t mixed = (a ^ (b * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    TurnsCache::Entry& e = cache->entries[(mixed >> 40) & (TurnsCache::kSize - 1)];
    if (e.a == a && e.b == b)
        return e.turns;
    e.a = a;
    e.b = b;
    e.turns = turnsToWinUncached(hand, supply);
    return e.turns;
}

double chanceHiddenHandIs(const LetterCounts& cards, const Supply& supply, int known)
{
    LetterCounts rest = cards;
    std::array<int, kLetters> pool = supply.pool;
    int total = supply.poolTotal;
    if (known >= 0 && known < kLetters) {
        if (rest[at(known)] == 0 || pool[at(known)] == 0)
            return 0.0;
        --rest[at(known)];
        --pool[at(known)];
        --total;
    }
    double ways = 1.0;
    int size = 0;
    for (std::size_t l = 0; l < kLetters; ++l) {
        ways *= choose(pool[l], rest[l]);
        size += rest[l];
    }
    const double all = choose(total, size);
    return all > 0.0 ? ways / all : 0.0;
}

double chanceHoldsWinner(int handSize, const Supply& supply, int known)
{
    double chance = 0.0;
    for (const WinningHand& hand : winningHands())
        if (hand.size == handSize)
            chance += chanceHiddenHandIs(hand.counts, supply, known);
    return chance;
}

double chanceTakingWins(int letter, int handSize, const Supply& supply, int known)
{
    if (letter < 0 || letter >= kLetters)
        return 0.0;
    double chance = 0.0;
    for (const WinningHand& hand : winningHands()) {
        if (hand.size != handSize + 1 || hand.counts[at(letter)] == 0)
            continue;
        LetterCounts before = hand.counts;
        --before[at(letter)];
        chance += chanceHiddenHandIs(before, supply, known);
    }
    return chance;
}

int knownLetterOf(const Observation& seen, Seat seat)
{
    if (seen.players <= 0 || seat != (seen.seat + 1) % seen.players || seen.lastGiven < 0)
        return kNoLetter;
    if (seen.handSizes[static_cast<std::size_t>(seat)] == 0 ||
        seen.piles[static_cast<std::size_t>(seat)].top() == seen.lastGiven)
        return kNoLetter;
    return seen.lastGiven;
}

double gameChanceFromCrowns(const std::array<std::uint8_t, kMaxPlayers>& crowns, int players, Seat seat,
                            Seat roundWinner)
{
    std::array<int, kMaxPlayers> now{};
    int ones = 0;
    for (Seat s = 0; s < players; ++s) {
        now[static_cast<std::size_t>(s)] = crowns[static_cast<std::size_t>(s)] + (s == roundWinner ? 1 : 0);
        if (now[static_cast<std::size_t>(s)] >= kCrownsToWin)
            return s == seat ? 1.0 : 0.0;
        ones += now[static_cast<std::size_t>(s)] == 1 ? 1 : 0;
    }
    return now[static_cast<std::size_t>(seat)] == 1 ? chanceWithOne(players, ones) : chanceWithNone(players, ones);
}

} // namespace critter::pp::bots
