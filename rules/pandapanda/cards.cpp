#include "pandapanda/cards.h"

#include <numeric>

namespace critter::pp {

const std::array<int, kLetters>& letterCopies()
{
    static constexpr std::array<int, kLetters> kCopies{10, 7, 5, 4, 3, 2, 1}; // PP-1
    return kCopies;
}

int deckSize()
{
    const auto& copies = letterCopies();
    return std::accumulate(copies.begin(), copies.end(), 0);
}

} // namespace critter::pp
