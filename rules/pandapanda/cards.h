#pragma once
// Panda Panda card data: letters A-G and their copies (PP-1: A10 B7 C5 D4 E3 F2 G1).
// Cards of one letter are identical, so the rules count letters instead of
// tracking card identities: a hand is a count per letter.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace critter::pp {

enum class Letter : int { A, B, C, D, E, F, G };
inline constexpr int kLetters = 7;
inline constexpr int kLetterA = 0;       // discarding an A makes everyone pass left
inline constexpr int kMaxCards = 32;     // upper bound for fixed arrays (checked against deckSize())
inline constexpr int kNoLetter = -1;

// Copies of each letter in the 32-card deck (PP-1), kept as data so it can be corrected.
const std::array<int, kLetters>& letterCopies();
int deckSize();

// How many cards of each letter a hand (or any group of cards) holds, A first.
using LetterCounts = std::array<std::uint8_t, kLetters>;

// Inline: the rules count hands at every turn.
inline int cardCount(const LetterCounts& counts)
{
    int total = 0;
    for (std::uint8_t n : counts)
        total += n;
    return total;
}

// 'A'..'G' for 0..6; '?' for anything else.
char letterChar(int letter);
// 0..6 for 'A'..'G' or 'a'..'g'; nullopt otherwise.
std::optional<int> letterFromChar(char c);

// "AACE" style text of a group of cards, letters in order.
std::string lettersText(const LetterCounts& counts);

} // namespace critter::pp
