#include "pandapanda/hands.h"

namespace critter::pp {
namespace {

constexpr WinningHand make(std::string_view letters)
{
    WinningHand hand{letters, {}, static_cast<int>(letters.size())};
    for (char c : letters)
        ++hand.counts[static_cast<std::size_t>(c - 'A')];
    return hand;
}

// The player aid: 7, 6, 5, 4, 3 and 2 cards.
constexpr std::array<WinningHand, kWinningHands> kHands{
    make("ABCDEFG"), make("AAAABBB"), make("AACCEE"), make("BBCCDD"), make("BBBBB"),
    make("CCCC"),    make("DDD"),     make("CE"),     make("BF"),     make("DG"),
};

} // namespace

const std::array<WinningHand, kWinningHands>& winningHands() { return kHands; }

int winningHandOf(const LetterCounts& hand)
{
    const int size = cardCount(hand);
    if (size < 2 || size > 7)
        return kNoHand;
    for (int i = 0; i < kWinningHands; ++i) {
        const auto& candidate = kHands[static_cast<std::size_t>(i)];
        if (candidate.size == size && candidate.counts == hand)
            return i;
    }
    return kNoHand;
}

HandDistance distanceTo(const LetterCounts& hand, int winningHand)
{
    HandDistance distance;
    if (winningHand < 0 || winningHand >= kWinningHands)
        return distance;
    distance.hand = winningHand;
    const auto& target = kHands[static_cast<std::size_t>(winningHand)].counts;
    for (std::size_t l = 0; l < kLetters; ++l) {
        const int have = hand[l];
        const int need = target[l];
        if (have < need)
            distance.missing += need - have;
        else
            distance.extra += have - need;
    }
    return distance;
}

std::array<HandDistance, kWinningHands> distancesToWinningHands(const LetterCounts& hand)
{
    std::array<HandDistance, kWinningHands> all{};
    for (int i = 0; i < kWinningHands; ++i)
        all[static_cast<std::size_t>(i)] = distanceTo(hand, i);
    return all;
}

HandDistance nearestWinningHand(const LetterCounts& hand)
{
    HandDistance best = distanceTo(hand, 0);
    for (int i = 1; i < kWinningHands; ++i) {
        const HandDistance d = distanceTo(hand, i);
        if (d.changes() < best.changes())
            best = d;
    }
    return best;
}

} // namespace critter::pp
