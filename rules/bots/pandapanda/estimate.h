#pragma once
// What the Panda Panda bots know and guess from one seat's observation:
// which cards that seat may still find, how many turns a hand is from a
// winning hand, and how likely a hidden hand is to be (or become) one.
// Everything here reads an Observation only, never a true state.
#include <array>

#include "pandapanda/state.h"

namespace critter::pp::bots {

// The cards a seat may still find, as seen from that seat.
struct Supply {
    // Unseen copies of each letter: in the deck, in other hands or in
    // hidden pass choices. Hidden cards are treated as evenly mixed.
    std::array<int, kLetters> pool{};
    int poolTotal = 0;
    // Drawable pile tops (not an A) showing each letter.
    std::array<int, kLetters> tops{};
};

Supply supplyFor(const Observation& seen);

// Estimated turns from hand to winning hand `target`: one per extra card,
// one per missing card on a drawable pile top, and for the rest the
// expected deck draws (a wrong card costs its draw and a discard).
double turnsTo(const LetterCounts& hand, int target, const Supply& supply);
// turnsTo, or, when it is surely at least cutoff, some value at least cutoff
// (cheaper: turnsToWin uses it to skip hands farther than its best so far).
double turnsWithin(const LetterCounts& hand, int target, const Supply& supply, double cutoff);
// The smallest turnsTo over all winning hands; 0 for a winning hand.
double turnsToWin(const LetterCounts& hand, const Supply& supply);

// The chance that a hidden hand of cardCount(cards) cards, dealt evenly
// from supply.pool, is exactly `cards`. `known` is a letter the hand is
// known to hold (a card this seat passed it), or kNoLetter.
double chanceHiddenHandIs(const LetterCounts& cards, const Supply& supply, int known = kNoLetter);
// The chance that a hidden hand of handSize cards is a winning hand now.
double chanceHoldsWinner(int handSize, const Supply& supply, int known = kNoLetter);
// The chance that a hidden hand of handSize cards becomes a winning hand
// by taking one `letter` (the card a discard or a pass offers it).
double chanceTakingWins(int letter, int handSize, const Supply& supply, int known = kNoLetter);

// The letter `seat` is known to hold in `seen`: the card seen.seat passed it
// in the last A-pass, while that card is not back on its pile's top.
int knownLetterOf(const Observation& seen, Seat seat);

// Each seat's chance to win the game from crowns alone if every later round
// is a fair draw; roundWinner (or kNoSeat) takes one crown first.
double gameChanceFromCrowns(const std::array<std::uint8_t, kMaxPlayers>& crowns, int players, Seat seat,
                            Seat roundWinner = kNoSeat);

} // namespace critter::pp::bots
