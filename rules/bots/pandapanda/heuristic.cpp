#include "bots/pandapanda/heuristic.h"

#include <cmath>

#include "bots/search_policy.h"

namespace critter::pp::bots {
namespace {

std::size_t at(int index) { return static_cast<std::size_t>(index); }

Seat leftOf(const Observation& seen, Seat seat) { return (seat + 1) % seen.players; }

// The chance the next seat completes its hand by taking `letter` from a pile.
double feedChance(const Observation& seen, const Supply& supply, int letter)
{
    if (letter < 0 || letter == kLetterA)
        return 0.0;
    const Seat next = leftOf(seen, seen.seat);
    return chanceTakingWins(letter, seen.handSizes[at(next)], supply, knownLetterOf(seen, next));
}

// Pile tops after the top of `pile` changes from `before` to `after`.
void retop(Supply& supply, int before, int after)
{
    if (before >= 0 && before != kLetterA)
        --supply.tops[at(before)];
    if (after >= 0 && after != kLetterA)
        ++supply.tops[at(after)];
}

double discardPrice(const Observation& seen, const Supply& supply, int letter, const HeuristicWeights& weights)
{
    LetterCounts hand = seen.hand;
    --hand[at(letter)];
    Supply after = supply;
    retop(after, seen.piles[at(seen.seat)].top(), letter);
    if (letter != kLetterA)
        return turnsToWin(hand, after) + weights.feed * feedChance(seen, after, letter);

    // An A: everyone passes left. I give my least useful card and get a
    // card from my right, unknown (it is that seat's least useful, so a
    // random one from the pool is a fair guess).
    int give = kNoLetter;
    double bestGive = 0.0;
    for (int l = 0; l < kLetters; ++l) {
        if (hand[at(l)] == 0)
            continue;
        LetterCounts without = hand;
        --without[at(l)];
        const double price = turnsToWin(without, after);
        if (give == kNoLetter || price < bestGive) {
            give = l;
            bestGive = price;
        }
    }
    if (give != kNoLetter)
        --hand[at(give)];
    double price = 0.0;
    if (after.poolTotal > 0) {
        for (int l = 0; l < kLetters; ++l) {
            if (after.pool[at(l)] == 0)
                continue;
            LetterCounts with = hand;
            ++with[at(l)];
            price += after.pool[at(l)] * turnsToWin(with, after);
        }
        price /= after.poolTotal;
    } else {
        price = turnsToWin(hand, after);
    }
    // Any opponent who holds a finished hand now loses it in the pass.
    for (Seat s = 0; s < seen.players; ++s)
        if (s != seen.seat && seen.handSizes[at(s)] > 0)
            price -= weights.disrupt * chanceHoldsWinner(seen.handSizes[at(s)], supply, knownLetterOf(seen, s));
    return price;
}

double deckPrice(const Observation& seen, const Supply& supply)
{
    // Which letters the draw may bring: the hidden pool, or, on an empty
    // deck, the discard piles about to be reshuffled (PP-3).
    Supply after = supply;
    std::array<int, kLetters> odds = supply.pool;
    int total = supply.poolTotal;
    if (seen.deckCount == 0) {
        odds = {};
        total = 0;
        after.tops = {};
        for (Seat s = 0; s < seen.players; ++s) {
            const Pile& pile = seen.piles[at(s)];
            for (std::uint8_t i = 0; i < pile.size; ++i) {
                ++odds[pile.cards[i]];
                ++after.pool[pile.cards[i]];
                ++after.poolTotal;
                ++total;
            }
        }
    }
    if (total <= 0)
        return turnsToWin(seen.hand, supply);
    double price = 0.0;
    for (int l = 0; l < kLetters; ++l) {
        if (odds[at(l)] == 0)
            continue;
        LetterCounts hand = seen.hand;
        ++hand[at(l)];
        Supply drawn = after;
        --drawn.pool[at(l)];
        --drawn.poolTotal;
        price += odds[at(l)] * turnsToWin(hand, drawn);
    }
    return price / total;
}

double pilePrice(const Observation& seen, const Supply& supply, Seat owner, const HeuristicWeights& weights)
{
    const Pile& pile = seen.piles[at(owner)];
    const int letter = pile.top();
    LetterCounts hand = seen.hand;
    ++hand[at(letter)];
    // Taking the top shows the card below it to the next seat.
    const int below = pile.size >= 2 ? pile.cards[pile.size - 2u] : kNoLetter;
    Supply after = supply;
    retop(after, letter, below);
    return turnsToWin(hand, after) + weights.feed * feedChance(seen, after, below);
}

double passPrice(const Observation& seen, const Supply& supply, int letter, const HeuristicWeights& weights)
{
    LetterCounts hand = seen.hand;
    --hand[at(letter)];
    // The next seat ends the pass with its cards (minus its own pass) and mine.
    const Seat next = leftOf(seen, seen.seat);
    int theirs = seen.handSizes[at(next)];
    if (seen.passStatus[at(next)] == PassStatus::Pending)
        --theirs;
    const double gift = theirs >= 0 ? chanceTakingWins(letter, theirs, supply, knownLetterOf(seen, next)) : 0.0;
    return turnsToWin(hand, supply) + weights.feed * gift;
}

} // namespace

double actionPrice(const Observation& seen, const Supply& supply, const Action& action,
                   const HeuristicWeights& weights)
{
    switch (action.type) {
    case kCall:
        return -1000.0; // the round is won
    case kDiscard:
        return discardPrice(seen, supply, action.a, weights);
    case kDrawDeck:
        return deckPrice(seen, supply);
    case kDrawPile:
        return pilePrice(seen, supply, action.a, weights);
    case kPass:
        return passPrice(seen, supply, action.a, weights);
    default:
        break;
    }
    return 1000.0;
}

Action heuristicAction(const Observation& seen, const std::vector<Action>& legal, Rng& rng, double noise,
                       const HeuristicWeights& weights)
{
    if (legal.size() == 1)
        return legal.front();
    if (noise > 0.0 && rng.unit() < noise)
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    const Supply supply = supplyFor(seen);
    std::size_t best = 0;
    double bestPrice = 0.0;
    std::uint32_t ties = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const double price = actionPrice(seen, supply, legal[i], weights);
        if (ties == 0 || price < bestPrice - 1e-9) {
            best = i;
            bestPrice = price;
            ties = 1;
        } else if (std::fabs(price - bestPrice) <= 1e-9 && rng.below(++ties) == 0) {
            best = i;
        }
    }
    return legal[best];
}

void dropSillyMoves(const Observation& seen, std::vector<Action>& legal)
{
    if (legal.size() < 2 || seen.passing || seen.deciding != seen.seat || seen.seat == kNoSeat)
        return;
    auto handAfter = [&seen](const Action& a, LetterCounts& hand) {
        hand = seen.hand;
        if (a.type == kDiscard && a.a != kLetterA) {
            --hand[static_cast<std::size_t>(a.a)];
            return true;
        }
        if (a.type == kDrawPile) {
            const int top = seen.piles[static_cast<std::size_t>(a.a)].top();
            if (top == kNoLetter)
                return false;
            ++hand[static_cast<std::size_t>(top)];
            return true;
        }
        return false;
    };
    LetterCounts hand{};
    if (keepIf(legal, [&](const Action& a) { return handAfter(a, hand) && isWinningHand(hand); }))
        return;
    if (cardCount(seen.hand) >= 7)   // no winning hand is larger than 7 cards
        keepIf(legal, [](const Action& a) { return a.type != kDrawDeck && a.type != kDrawPile; });
}

Action HeuristicBot::choose(const Observation& seen, const std::vector<Action>& legal, Rng& rng, const StopFlag*)
{
    // Pricing a handful of actions takes microseconds: no need to poll stop.
    std::vector<Action> sensible = legal;
    dropSillyMoves(seen, sensible);
    if (noise_ > 0.0 && sensible.size() > 1 && rng.unit() < noise_) {
        // A random sensible move, but not a draw from its own pile: its top
        // is, but after an A's pass, the card it just put down (the audit's
        // "draws back the card it just discarded"; two turns standing still).
        std::vector<Action> random = sensible;
        std::erase_if(random, [&seen](const Action& a) { return a.type == kDrawPile && a.a == seen.deciding; });
        if (random.empty())
            random = sensible;
        return random[rng.below(static_cast<std::uint32_t>(random.size()))];
    }
    return heuristicAction(seen, sensible, rng, 0.0, weights_);
}

} // namespace critter::pp::bots
