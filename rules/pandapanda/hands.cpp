#include "pandapanda/hands.h"

#include <cstdint>

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

// A hand's seven counts as one number (a byte each), so that it is
// compared with a winning hand at once.
constexpr std::uint64_t packed(const LetterCounts& counts)
{
    std::uint64_t word = 0;
    for (std::size_t l = 0; l < kLetters; ++l)
        word |= static_cast<std::uint64_t>(counts[l]) << (8 * l);
    return word;
}

constexpr std::array<std::uint64_t, kWinningHands> kPacked = [] {
    std::array<std::uint64_t, kWinningHands> out{};
    for (std::size_t i = 0; i < kHands.size(); ++i)
        out[i] = packed(kHands[i].counts);
    return out;
}();

} // namespace

const std::array<WinningHand, kWinningHands>& winningHands() { return kHands; }

// Asked at the start of every turn, of a random hand in a playout: every
// winning hand is compared and the first that matches kept, with no branch
// on the hand for the processor to mispredict.
int winningHandOf(const LetterCounts& hand)
{
    const std::uint64_t key = packed(hand);
    int found = kNoHand;
    for (int i = kWinningHands - 1; i >= 0; --i)
        found = kPacked[static_cast<std::size_t>(i)] == key ? i : found;
    return found;
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
