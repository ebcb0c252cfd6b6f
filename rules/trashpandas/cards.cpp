#include "trashpandas/cards.h"

namespace critter::tp {
namespace {
// Copies and stash points (1st / 2nd / 3rd): GAME-FACTS.md, "Cards".
constexpr std::array<CardInfo, kCardTypes> kCards{{
    {"blammo", "Blammo!", 13, {1, 0, 0}},
    {"nanners", "Nanners", 11, {7, 0, 0}},
    {"pie", "MMM Pie!", 9, {6, 2, 1}},
    {"feesh", "Feesh", 7, {5, 3, 1}},
    {"yumyum", "Yum Yum", 5, {4, 2, 0}},
    {"doggo", "Doggo", 3, {0, 0, 0}},
    {"shiny", "Shiny", 3, {3, 0, 0}},
    {"kitteh", "Kitteh", 2, {0, 0, 0}},
}};

// TP-1: the rulebook's names, the Bandit mask steals and the Masquerade mask
// reveals; the ids (the save files' words) stay "paw" and "mask".
constexpr std::array<TokenInfo, kTokens> kTokenInfo{{
    {"trashcan", "Trash Can"},
    {"tree", "Tree"},
    {"cantree", "Trash Can/Tree"},
    {"paw", "Bandit mask"},
    {"mask", "Masquerade mask"},
    {"recycle", "Recycle"},
}};
} // namespace

const CardInfo& cardInfo(Card card) { return kCards[static_cast<std::size_t>(card)]; }

int deckSize()
{
    int sum = 0;
    for (const auto& info : kCards)
        sum += info.copies;
    return sum;
}

std::optional<Card> cardFromId(std::string_view id)
{
    for (std::size_t i = 0; i < kCards.size(); ++i)
        if (kCards[i].id == id)
            return static_cast<Card>(i);
    return std::nullopt;
}

const TokenInfo& tokenInfo(Token token) { return kTokenInfo[static_cast<std::size_t>(token)]; }

std::optional<Token> tokenFromId(std::string_view id)
{
    for (std::size_t i = 0; i < kTokenInfo.size(); ++i)
        if (kTokenInfo[i].id == id)
            return static_cast<Token>(i);
    return std::nullopt;
}

} // namespace critter::tp
