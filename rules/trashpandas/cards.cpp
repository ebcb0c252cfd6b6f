#include "trashpandas/cards.h"

namespace critter::tp {
namespace {
constexpr std::array<CardInfo, kCardTypes> kCards{{
    {"blammo", 13, {1, 0, 0}},
    {"nanners", 11, {7, 0, 0}},
    {"pie", 9, {6, 2, 1}},
    {"feesh", 7, {5, 3, 1}},
    {"yumyum", 5, {4, 2, 0}},
    {"doggo", 3, {0, 0, 0}},
    {"shiny", 3, {3, 0, 0}},
    {"kitteh", 2, {0, 0, 0}},
}};
} // namespace

const CardInfo& cardInfo(Card card) { return kCards[static_cast<std::size_t>(card)]; }

int deckSize()
{
    int total = 0;
    for (const auto& info : kCards)
        total += info.copies;
    return total;
}

} // namespace critter::tp
