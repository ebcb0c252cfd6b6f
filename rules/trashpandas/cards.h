#pragma once
// Trash Pandas content as data (GAME-FACTS.md): the eight card types with
// their copies and stash points, the six tokens on the die, and the places a
// card can be (for events). Names are the stable ids used by the notation and
// save files. Token names follow ruling TP-1 (the Bandit mask steals, the
// Masquerade mask reveals; their ids stay "paw" and "mask").
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/byte_counts.h"

namespace critter::tp {

enum class Card : int { Blammo, Nanners, Pie, Feesh, YumYum, Doggo, Shiny, Kitteh };
inline constexpr int kCardTypes = 8;
inline constexpr int kDeckSize = 53;   // the Token Actions reference card is not dealt
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMinPlayers = 2;

struct CardInfo {
    std::string_view id;       // stable notation name
    std::string_view name;     // display name (English)
    int copies;
    std::array<int, 3> points; // 1st / 2nd / 3rd place; Blammo! scores per card
};

const CardInfo& cardInfo(Card card);
int deckSize();
std::optional<Card> cardFromId(std::string_view id);

// Per-type card counts: a hand, a stash, the discard pile.
using Counts = std::array<std::uint8_t, kCardTypes>;
// Inline: the legal-action list sums stashes at every step.
inline int total(const Counts& counts) { return byteTotal(counts); }

// The six tokens; die face f (1..6) matches token f-1.
enum class Token : int { TrashCan, Tree, CanTree, Paw, Mask, Recycle };
inline constexpr int kTokens = 6;
inline constexpr int kDieFaces = 6;

struct TokenInfo {
    std::string_view id;   // stable notation name
    std::string_view name; // display name (English)
};
const TokenInfo& tokenInfo(Token token);
std::optional<Token> tokenFromId(std::string_view id);

inline constexpr std::uint8_t tokenBit(Token token) { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(token)); }
inline constexpr std::uint8_t kAllTokens = 0x3f;
// Tokens in a mask (no libgcc popcount call without -mpopcnt).
inline constexpr int tokenCount(std::uint8_t mask)
{
    int n = 0;
    for (; mask != 0; mask = static_cast<std::uint8_t>(mask & (mask - 1)))
        ++n;
    return n;
}

// Where a card is, for events: a place code = kind * 10 + seat (seat 0 for
// the shared trash can and discard pile).
enum class PlaceKind : int { TrashCan = 0, Discard = 1, Hand = 2, StashDown = 3, StashUp = 4 };
inline constexpr int place(PlaceKind kind, int seat = 0) { return static_cast<int>(kind) * 10 + seat; }
inline constexpr PlaceKind placeKind(int code) { return static_cast<PlaceKind>(code / 10); }
inline constexpr int placeSeat(int code) { return code % 10; }

} // namespace critter::tp
