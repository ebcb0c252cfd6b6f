#pragma once
// The winning hands of the player aid, as data, and the questions the rules,
// the table's player aid and the bots ask about them.
// A hand wins only when it holds exactly the letters of one winning hand:
// no letter more, no letter less.
#include <array>
#include <string_view>

#include "pandapanda/cards.h"

namespace critter::pp {

struct WinningHand {
    std::string_view name;   // the letters, e.g. "AACCEE"
    LetterCounts counts;     // the exact count of each letter
    int size;                // cards in the hand
};

inline constexpr int kWinningHands = 10;
inline constexpr int kNoHand = -1;

// In player-aid order: largest hands first, as listed on the aid.
const std::array<WinningHand, kWinningHands>& winningHands();

// The index into winningHands() of the hand these cards make, or kNoHand.
int winningHandOf(const LetterCounts& hand);
inline bool isWinningHand(const LetterCounts& hand) { return winningHandOf(hand) != kNoHand; }

// How far a hand is from one winning hand, counted in single-card changes:
// missing cards to draw plus extra cards to shed. Each turn draws or
// discards one card, so it is a lower bound on the turns needed (A-passes
// aside). Whether the missing letters can still be found is not considered.
struct HandDistance {
    int hand = kNoHand;   // index into winningHands()
    int missing = 0;      // cards of the target the hand lacks
    int extra = 0;        // cards the hand holds beyond the target
    int changes() const { return missing + extra; }
};

HandDistance distanceTo(const LetterCounts& hand, int winningHand);
// Every winning hand's distance, in player-aid order (for the player aid).
std::array<HandDistance, kWinningHands> distancesToWinningHands(const LetterCounts& hand);
// The nearest winning hand (fewest changes; ties go to the earlier hand on the aid).
HandDistance nearestWinningHand(const LetterCounts& hand);

} // namespace critter::pp
