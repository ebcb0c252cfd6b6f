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

char letterChar(int letter)
{
    if (letter < 0 || letter >= kLetters)
        return '?';
    return static_cast<char>('A' + letter);
}

std::optional<int> letterFromChar(char c)
{
    if (c >= 'A' && c < 'A' + kLetters)
        return c - 'A';
    if (c >= 'a' && c < 'a' + kLetters)
        return c - 'a';
    return std::nullopt;
}

std::string lettersText(const LetterCounts& counts)
{
    std::string text;
    for (int letter = 0; letter < kLetters; ++letter)
        text.append(counts[static_cast<std::size_t>(letter)], letterChar(letter));
    return text;
}

} // namespace critter::pp
