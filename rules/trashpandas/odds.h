#pragma once
// Trash Pandas push-your-luck odds, exact and cheap (header-only, so the bots
// and the table's "chance to bust" label share one truth).
//
// One die, six faces, one token per face: with k tokens held the next roll
// busts with chance k/6. A Blammo! re-rolls a busting die (the held tokens do
// not change), so with up to b Blammos a bust stands only if b+1 rolls in a
// row bust: (k/6)^(b+1). A Nanners turns a bust into a stop (TP-8): the bust
// chance drops to 0 and that same chance becomes "the roll stops the turn".
// The bonus roll after all six tokens takes at most three (TP-9).
//
// planRoll() goes further: given what each token is worth to the player, it
// finds the best play from here on (stop, roll, spend a Blammo or a Nanners)
// by exact expectation over the 64 token sets, so the bots never guess.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <numeric>
#include <optional>

#include "trashpandas/state.h"

namespace critter::tp::odds {

// An exact probability num/den, kept reduced.
struct Fraction {
    std::int64_t num = 0;
    std::int64_t den = 1;

    constexpr double value() const { return static_cast<double>(num) / static_cast<double>(den); }
    friend constexpr bool operator==(const Fraction&, const Fraction&) = default;
};

constexpr Fraction reduced(std::int64_t num, std::int64_t den)
{
    const std::int64_t g = std::gcd(num, den);
    return g > 1 ? Fraction{num / g, den / g} : Fraction{num, den};
}
constexpr Fraction operator*(const Fraction& a, const Fraction& b) { return reduced(a.num * b.num, a.den * b.den); }
constexpr Fraction operator+(const Fraction& a, const Fraction& b)
{
    return reduced(a.num * b.den + b.num * a.den, a.den * b.den);
}
constexpr Fraction operator-(const Fraction& a, const Fraction& b)
{
    return reduced(a.num * b.den - b.num * a.den, a.den * b.den);
}

// More Blammos than this change the odds by under 1/6^13; capping keeps
// every denominator inside 64 bits.
inline constexpr int kMaxCountedBlammos = 12;

// May the collection take another token? Six at most, three in the bonus roll.
constexpr bool canRoll(int held, bool bonus) { return held < (bonus ? 3 : kTokens); }

// Chance that the next roll matches one of `held` taken tokens.
constexpr Fraction bustChance(int held) { return reduced(std::clamp(held, 0, kTokens), kDieFaces); }

// Chance that the roll still busts after re-rolling with up to `blammos`
// Blammo! cards: (held/6)^(blammos+1).
constexpr Fraction bustChance(int held, int blammos)
{
    const Fraction p = bustChance(held);
    Fraction out = p;
    for (int i = 0; i < std::clamp(blammos, 0, kMaxCountedBlammos); ++i)
        out = out * p;
    return out;
}

// Everything about the next roll when the player saves with whatever helps.
struct RollOdds {
    Fraction take;          // a new token is taken (possibly after re-rolls)
    Fraction bust;          // the turn busts (TP-12)
    Fraction nannersStop;   // a Nanners cancels the bust and the player stops
    Fraction blammosSpent;  // expected Blammos used: p + p^2 + ... + p^b
    friend constexpr bool operator==(const RollOdds&, const RollOdds&) = default;
};

constexpr RollOdds nextRoll(int held, int blammos, int nanners)
{
    const Fraction p = bustChance(held);
    const Fraction fail = bustChance(held, blammos);
    Fraction spent{0, 1};
    Fraction power{1, 1};
    for (int i = 0; i < std::clamp(blammos, 0, kMaxCountedBlammos); ++i) {
        power = power * p;
        spent = spent + power;
    }
    RollOdds out;
    out.take = Fraction{1, 1} - fail;
    out.bust = nanners > 0 ? Fraction{0, 1} : fail;
    out.nannersStop = nanners > 0 ? fail : Fraction{0, 1};
    out.blammosSpent = spent;
    return out;
}

// The saves a seat could use on its own roll: playable Blammo! and Nanners
// (a card gained this turn counts until resolving starts, TP-13),
// plus playable Feesh when the open discard pile holds one to fish (a fished
// card is usable at once, TP-6; a played Blammo lands back in the discard, so
// every Feesh then counts as one more Blammo).
struct Saves {
    int blammos = 0;       // re-rolls, counting each Feesh that can fish a Blammo! back
    int nanners = 0;       // cancels, counting a Feesh that can fish a Nanners back
    int fishedBlammos = 0; // of blammos, how many are a Feesh (the table says so)
    int fishedNanners = 0; // of nanners, how many are a Feesh
};

inline Saves savesOf(const State::Observation& seen)
{
    auto n = [](const Counts& c, Card card) { return static_cast<int>(c[static_cast<std::size_t>(card)]); };
    Saves s{n(seen.playable, Card::Blammo), n(seen.playable, Card::Nanners)};
    const int feesh = n(seen.playable, Card::Feesh);
    if (feesh > 0 && (n(seen.discard, Card::Blammo) > 0 || s.blammos > 0)) {
        s.blammos += feesh;
        s.fishedBlammos = feesh;
    } else if (feesh > 0 && n(seen.discard, Card::Nanners) > 0) {
        s.nanners += 1;
        s.fishedNanners = 1;
    }
    return s;
}

// The table's label: the odds of the active player's next roll as `seen` by
// any seat. Saves count only when the viewer is the active player (nobody
// else knows that hand). Empty when no roll is pending (resolving, someone
// else reacting, game over) or no further token may be taken.
inline std::optional<RollOdds> rollOddsFor(const State::Observation& seen)
{
    const Turn& t = seen.turn;
    const int held = std::popcount(t.held);
    const bool rolling = t.phase == Phase::Roll || t.phase == Phase::Rolled || t.phase == Phase::YumYum;
    if (seen.over || !rolling || !canRoll(held, t.bonus))
        return std::nullopt;
    const Saves s = seen.seat == t.active ? savesOf(seen) : Saves{};
    return nextRoll(held, s.blammos, s.nanners);
}

// ---- expected value of the rolling decision ----

// What the outcomes of a collection are worth to the player, in any unit
// (the bots use estimated points).
struct TurnValues {
    std::array<double, kTokens> token{}; // resolving each token; Recycle's own entry is unused
    double bust = 0.0;                   // the consolation card (TP-12)
    double blammo = 0.0;                 // the cost of spending a Blammo! card
    double nanners = 0.0;                // the cost of spending a Nanners card
};

// Stopping with `held`: each token's value, Recycle swapped for the best
// token not taken (nothing when all six are, TP-11).
inline double stopValue(std::uint8_t held, const TurnValues& v)
{
    double sum = 0.0;
    double bestLeft = 0.0;
    for (int k = 0; k < kTokens; ++k) {
        const bool has = ((static_cast<unsigned>(held) >> k) & 1u) != 0;
        if (k == static_cast<int>(Token::Recycle))
            continue;
        if (has)
            sum += v.token[static_cast<std::size_t>(k)];
        else
            bestLeft = std::max(bestLeft, v.token[static_cast<std::size_t>(k)]);
    }
    if (held & tokenBit(Token::Recycle))
        sum += bestLeft;
    return sum;
}

enum class Move { Stop, Roll, Bust, Blammo, Nanners };

struct RollPlan {
    Move best = Move::Stop;
    double value = 0.0;      // expected value of playing best from here on
    double stop = 0.0;       // stopping now (or the saved Nanners stop)
    double roll = 0.0;       // rolling (once more, then playing on well)
    double bust = 0.0;       // accepting a pending bust
};

namespace detail {

inline constexpr std::array<std::uint8_t, 64> kPopcount = [] {
    std::array<std::uint8_t, 64> out{};
    for (unsigned m = 0; m < 64; ++m)
        out[m] = static_cast<std::uint8_t>(std::popcount(m));
    return out;
}();

// Exact optimal play over the token sets reachable from one position.
// Memo keyed by (held, blammos, nanners > 0, bonus); stop values per set are
// worked out once up front.
class Planner {
public:
    explicit Planner(const TurnValues& v) : v_(v)
    {
        for (unsigned m = 0; m < 64; ++m)
            stop_[m] = stopValue(static_cast<std::uint8_t>(m), v);
        memo_.fill(-1e300);
    }

    // Value of a roll about to happen with `held` taken.
    double roll(std::uint8_t held, int b, bool n, bool bonus)
    {
        const std::size_t key = keyOf(held, b, n, bonus);
        if (memo_[key] > -1e299)
            return memo_[key];
        const int matching = kPopcount[held];
        double sum = matching > 0 ? matching * busting(held, b, n, bonus).value : 0.0;
        for (int face = 0; face < kDieFaces; ++face) {
            const auto bit = static_cast<std::uint8_t>(1u << face);
            if (held & bit)
                continue;
            const auto next = static_cast<std::uint8_t>(held | bit);
            if (!bonus && next == kAllTokens) // TP-9: resolve all six, then the bonus roll
                sum += stop_[next] + roll(0, b, n, true);
            else
                sum += rolled(next, b, n, bonus).value;
        }
        memo_[key] = sum / kDieFaces;
        return memo_[key];
    }

    // Just took a token: stop, or roll again when allowed.
    RollPlan rolled(std::uint8_t held, int b, bool n, bool bonus)
    {
        RollPlan p;
        p.stop = stop_[held];
        p.roll = canRoll(kPopcount[held], bonus) ? roll(held, b, n, bonus) : p.stop - 1.0;
        p.best = p.roll > p.stop ? Move::Roll : Move::Stop;
        p.value = std::max(p.roll, p.stop);
        return p;
    }

    // The die matches a held token: bust, re-roll with a Blammo, or Nanners.
    RollPlan busting(std::uint8_t held, int b, bool n, bool bonus)
    {
        RollPlan p;
        p.bust = v_.bust;
        p.best = Move::Bust;
        p.value = p.bust;
        if (b > 0) {
            p.roll = roll(held, b - 1, n, bonus) - v_.blammo;
            if (p.roll > p.value) {
                p.best = Move::Blammo;
                p.value = p.roll;
            }
        }
        if (n) {
            p.stop = stop_[held] - v_.nanners;
            if (p.stop > p.value) {
                p.best = Move::Nanners;
                p.value = p.stop;
            }
        }
        return p;
    }

    // Plans count up to two Blammos: a third changes the odds by (k/6)^3 at most.
    static constexpr int kBlammoLevels = 3;

private:
    static std::size_t keyOf(std::uint8_t held, int b, bool n, bool bonus)
    {
        const auto bi = static_cast<std::size_t>(std::clamp(b, 0, kBlammoLevels - 1));
        return ((static_cast<std::size_t>(held) * kBlammoLevels + bi) * 2 + (n ? 1u : 0u)) * 2 + (bonus ? 1u : 0u);
    }
    const TurnValues& v_;
    std::array<double, 64> stop_{};
    std::array<double, 64 * kBlammoLevels * 4> memo_{};
};

} // namespace detail

// The best rolling move for a player holding `held` tokens, with `saves`,
// in the phase given: Phase::Roll (must roll: value of that roll), Rolled
// (roll or stop), Busting (bust, Blammo or Nanners). Yum Yum from others is
// not modelled; at most two Blammos are planned with. Values are exact
// expectations for the given token values.
inline RollPlan planRoll(Phase phase, std::uint8_t held, bool bonus, Saves saves, const TurnValues& v)
{
    detail::Planner planner(v);
    saves.blammos = std::clamp(saves.blammos, 0, detail::Planner::kBlammoLevels - 1);
    const bool n = saves.nanners > 0;
    switch (phase) {
    case Phase::Busting:
        return planner.busting(held, saves.blammos, n, bonus);
    case Phase::Rolled:
        return planner.rolled(held, saves.blammos, n, bonus);
    default: {
        RollPlan p;
        p.best = Move::Roll;
        p.roll = p.value = planner.roll(held, saves.blammos, n, bonus);
        p.stop = stopValue(held, v);
        return p;
    }
    }
}

} // namespace critter::tp::odds
