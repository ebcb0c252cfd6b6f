#pragma once
// Panda Panda card data: letters A-G and their copies (PP-1: A10 B7 C5 D4 E3 F2 G1).
#include <array>

namespace critter::pp {

enum class Letter : int { A, B, C, D, E, F, G };
inline constexpr int kLetters = 7;

// Copies of each letter in the 32-card deck (PP-1), kept as data so it can be corrected.
const std::array<int, kLetters>& letterCopies();
int deckSize();

} // namespace critter::pp
