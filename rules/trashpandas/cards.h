#pragma once
// Trash Pandas card data (GAME-FACTS.md): copies and stash points per type.
#include <array>
#include <string_view>

namespace critter::tp {

enum class Card : int { Blammo, Nanners, Pie, Feesh, YumYum, Doggo, Shiny, Kitteh };
inline constexpr int kCardTypes = 8;

struct CardInfo {
    std::string_view id;       // stable notation name
    int copies;
    std::array<int, 3> points; // 1st / 2nd / 3rd place; Blammo! scores per card
};

const CardInfo& cardInfo(Card card);
int deckSize();

} // namespace critter::tp
