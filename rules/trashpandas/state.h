#pragma once
// Trash Pandas: the game state as a copyable value (rules/core/game.h).
// Read next to the rulebook: turn.cpp (rolling, bust, stop, Blammo!, Nanners,
// Feesh, bonus, turn end), tokens.cpp (resolving tokens, MMM Pie!, Mask),
// reactions.cpp (steals: Paw, Shiny, Doggo, Kitteh; Yum Yum and Mask windows),
// legal.cpp (what may be done now), scoring.cpp, notation.cpp, save.cpp.
// Rulings are cited by id (TP-n, docs/rulings.md).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/game.h"
#include "core/history.h"
#include "core/rng.h"
#include "trashpandas/cards.h"

namespace critter::tp {

// Every action; a, b, c as listed (-1 when unused). Seats count from 0.
enum class ActionType : int {
    Roll,           // roll the die (start of turn, continue, forced by Yum Yum)
    Stop,           // stop rolling and go on to resolve the tokens
    Bust,           // accept the bust (instead of saving it with a card)
    PlayBlammo,     // re-roll the last die (also a roll about to bust)
    PlayNanners,    // cancel the last roll and stop (TP-8)
    PlayFeesh,      // a = card taken from the discard pile (TP-6)
    PlayShiny,      // a = target seat, b = card type for a face-up stashed card or kStashDown
    PlayPie,        // a = token to resolve twice (TP-10)
    ResolveTrashCan,// a = cards to draw (0..2)
    ResolveTree,    // a, b = cards to stash (-1 = none; a <= b when both)
    ResolveCanTree, // a = 0: draw one; a = 1: stash card b
    ResolvePaw,     // a = target seat
    ResolveMask,    // reveal-draw
    ResolveRecycle, // a = token taken in exchange, -1 when none is left (TP-11)
    PlayYumYum,     // (another seat, after a stop) force one more roll
    PlayDoggo,      // (the steal's target) block it; a = cards drawn, 2 or 0 (TP-25)
    PlayKitteh,     // (the steal's target) turn it round; a = card type / kStashDown for a stash steal, -1 for a hand steal
    StashMatch,     // (another seat, Mask) a = the matching card, stashed face up
    Pass,           // decline a reaction: let the steal happen, no Yum Yum, no Mask stash
    Count
};
inline constexpr int kStashDown = 8; // "a face-down stashed card" in PlayShiny / PlayKitteh
// Room for the actions of a usual game (a random 4-player game takes about
// 330), reserved at the deal so that playing on does not allocate.
inline constexpr std::size_t kUsualGameActions = 512;

inline constexpr Action makeAction(ActionType type, int a = -1, int b = -1, int c = -1)
{
    return Action{static_cast<int>(type), a, b, c};
}

// Events for the app to animate (Event::seat is the acting seat).
enum class EventType : int {
    TurnStarted,   // seat: the active player; a = turn number
    DieRolled,     // a = face 1..6, b = its token
    TokenTaken,    // a = token (taken into the active player's row)
    TokenReturned, // a = token (back to the middle without resolving: bust, Blammo!, Nanners)
    TokenResolved, // a = token, b = 1 for the second resolution of a Pie; it goes back to the middle
    CardMoved,     // a = from place, b = to place (cards.h place codes), c = card when public, else -1
    CardSeen,      // private: seat = who learns; a = card, b = from place, c = to place (follows a hidden CardMoved)
    CardPlayed,    // a = card played for its action on the player's own turn
    ReactionPlayed,// a = card (YumYum, Doggo, Kitteh, or the Mask-matching card), b = seat it answers
    Stopped,       // seat stops rolling
    Bust,          // a = the die face that busted (TP-12)
    BonusTurn,     // all six tokens taken and resolved: the bonus roll begins (TP-9)
    EndTriggered,  // the trash can ran dry (TP-5)
    GameOver,      // seat = kNoSeat; a = bitmask of winners
    Count
};

// What is being asked, and of whom (Turn::deciding).
enum class Phase : std::uint8_t {
    Roll,    // active: must roll (start of turn, bonus, after a Yum Yum)
    Rolled,  // active: roll again or stop (or play a card)
    Busting, // active: the die matches a taken token: accept the bust or save it
    YumYum,  // reactor: another seat may force one more roll
    Resolve, // active: resolve the taken tokens in any order
    Steal,   // victim: answer a steal with Doggo, Kitteh or let it happen
    Mask,    // reactor: stash a card matching the revealed one face up, or pass
    Over
};

enum class StealKind : std::int8_t { Hand, StashUp, StashDown };

// The public turn state, shared verbatim by State and Observation.
struct Turn {
    Phase phase = Phase::Roll;
    Phase resume = Phase::Roll;   // where a steal returns to
    std::int8_t active = 0;
    std::int8_t reactor = -1;     // the seat asked in YumYum / Mask
    std::int8_t die = 0;          // last face 1..6, 0 when none
    std::uint8_t held = 0;        // tokens taken and not yet resolved (bitmask)
    std::uint8_t done = 0;        // tokens of this collection already resolved
    std::uint8_t pied = 0;        // tokens a Pie was played on (TP-10)
    std::uint8_t extra = 0;       // tokens owed a second resolution
    bool bonus = false;           // in the bonus roll (at most three tokens, TP-9)
    bool bonusEarned = false;     // all six taken: a bonus roll follows the resolution
    bool endTriggered = false;    // TP-5
    std::int8_t maskCard = -1;    // the card revealed by the Mask
    std::uint8_t maskStashed = 0; // cards stashed face up to it so far
    std::int8_t thief = -1;       // the steal being answered
    std::int8_t victim = -1;
    StealKind stealKind = StealKind::Hand;
    std::int8_t stealCard = -1;   // for StashUp
    int number = 1;               // turn number, from 1

    Seat deciding() const;
    // TP-13: has the active player started resolving tokens this turn? From
    // the first resolution on, and through the bonus roll that follows one
    // (TP-9: the same turn).
    bool resolvingStarted() const
    {
        return bonus || phase == Phase::Resolve || phase == Phase::Mask ||
            (phase == Phase::Steal && resume == Phase::Resolve);
    }
    friend bool operator==(const Turn&, const Turn&) = default;
};

class State {
public:
    // A game from setup + forced chance. Cards dealt by turn order from the top
    // of the trash can: seat 0 takes the top 3, seat 1 the next 4, ... (TP-4).
    // stack: the top of the trash can, top first; the rest of the deck is
    // shuffled below it. Extra copies beyond the deck's are ignored.
    // rolls: forced die faces 1..6, used in order before the Rng (others skipped).
    // picks: forced results of random steals (Paw from a hand, Shiny/Kitteh on a
    // face-down stash), used in order; a pick the victim cannot give is used up
    // and the Rng decides.
    struct Setup {
        int players = 2;
        std::uint64_t seed = 1;
        std::vector<Card> stack;
        std::vector<int> rolls;
        std::vector<Card> picks;
        friend bool operator==(const Setup&, const Setup&) = default;
    };

    struct SeatView {
        std::uint8_t handCount = 0;
        std::uint8_t stashDownCount = 0;
        Counts stashUp{};
        friend bool operator==(const SeatView&, const SeatView&) = default;
    };

    // All one seat may know now.
    struct Observation {
        Seat seat = 0;
        int players = 2;
        Counts hand{};       // own hand
        Counts playable{};   // of which playable as actions now (TP-6, TP-13 locks)
        // Of the playable ones, those gained this turn while rolling: they lock
        // once resolving starts (TP-13). Only the active seat's own; zero for
        // every other seat, a spectator and once resolving has started.
        Counts gainedRolling{};
        Counts stashDown{};  // own face-down stash (own face-up: seats[seat].stashUp)
        std::array<SeatView, kMaxPlayers> seats{};
        Counts discard{};
        int trashCount = 0;
        Turn turn;
        bool over = false;
        std::array<Counts, kMaxPlayers> revealed{}; // every face-down stash, only when over
        std::array<int, kMaxPlayers> scores{};      // only when over
        friend bool operator==(const Observation&, const Observation&) = default;
    };

    static constexpr int kActionTypeCount = static_cast<int>(ActionType::Count);

    explicit State(const Setup& setup);

    int players() const { return players_; }
    Seat currentSeat() const { return turn_.deciding(); }
    void legalActions(std::vector<Action>& out) const; // appends
    // The most a decision offers: Resolve with every token held (Trash Can's
    // three draws, Tree with none, one or two of the kinds held, Can Tree,
    // Paw per opponent, Mask, Recycle per token left, a Pie per token), then
    // Feesh per kind discarded and Shiny per kind an opponent stashed.
    static constexpr int kMaxLegalActions = 3 + (1 + kCardTypes + kCardTypes * (kCardTypes + 1) / 2) +
        (1 + kCardTypes) + (kMaxPlayers - 1) + 1 + kTokens + (kTokens - 1) + kCardTypes +
        (kMaxPlayers - 1) * (kCardTypes + 1);
    int legalActionsInto(Action* out) const;   // the same list (core/game.h, PlayoutState)
    bool isLegal(const Action& action) const;
    ApplyResult apply(const Action& action, std::vector<Event>* events);
    // apply() without its check, for an action from legalActions() of this
    // state only (core/game.h, PlayoutState).
    void applyLegal(const Action& action, std::vector<Event>* events);
    bool isOver() const { return turn_.phase == Phase::Over; }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const;
    static State sampleWorld(const Observation& seen, Rng& rng);
    // Future chance (dice, reshuffles, random picks) from a fresh generator;
    // all else, hidden cards included, stays. For the test-and-bench
    // reference bot (rules/bots/reference), which sees every card but must
    // not foresee the dice.
    void reseedChance(std::uint64_t seed) { rng_.reseed(seed); }
    std::string checkInvariants() const;
    std::vector<int> scores() const;   // scoring.cpp; meaningful at any time, final when over
    std::vector<Seat> winners() const; // TP-3; empty until over

    // Read access for the app, bots and tests.
    const Turn& turn() const { return turn_; }
    const Counts& hand(Seat seat) const { return hands_[idx(seat)]; }
    const Counts& stashDown(Seat seat) const { return stashDown_[idx(seat)]; }
    const Counts& stashUp(Seat seat) const { return stashUp_[idx(seat)]; }
    Counts stash(Seat seat) const; // both kinds
    const Counts& discard() const { return discard_; }
    const Counts& gainedThisTurn() const { return gained_; } // the active player's locked cards (TP-6, TP-13)
    // The active player's cards gained before it started resolving: playable
    // until it does, then locked (TP-13). Empty once resolving has started.
    const Counts& gainedWhileRolling() const { return gainedRolling_; }
    // Cards of the type the seat may play as actions now (not locked, TP-6,
    // TP-13).
    int playable(Seat seat, Card card) const
    {
        const auto c = static_cast<std::size_t>(card);
        const int inHand = hands_[idx(seat)][c];
        return seat == turn_.active ? inHand - gained_[c] : inHand;
    }
    int trashCount() const { return kDeckSize - trashPos_; }
    // The trash can from the top (hidden information: tests and tools only).
    std::vector<Card> trashCan() const;

    friend bool operator==(const State&, const State&) = default;

private:
    friend struct Rules; // the rule steps in turn.cpp, tokens.cpp, reactions.cpp

    static std::size_t idx(Seat seat) { return static_cast<std::size_t>(seat); }
    struct Blank {};
    State(const Setup& setup, Blank); // nothing dealt (sampleWorld fills it in)
    std::string whyIllegal(const Action& action) const;

    History<Setup> history_;
    Rng rng_;
    int players_ = 2;
    std::array<Counts, kMaxPlayers> hands_{};
    std::array<Counts, kMaxPlayers> stashDown_{};
    std::array<Counts, kMaxPlayers> stashUp_{};
    Counts discard_{};
    // The active player's cards gained this turn (TP-6, TP-13; rulebook Notes:
    // "Once you start resolving tokens, you may not use any cards gained
    // during that turn"), stashable either way:
    Counts gained_{};        // locked now: once resolving started, all of them; before, a fished Feesh (TP-16)
    Counts gainedRolling_{}; // gained before resolving started: playable until then (Rules::beginResolve)
    std::array<std::uint8_t, kDeckSize> trash_{};
    std::uint8_t trashPos_ = 0; // trash_[trashPos_] is the top card
    std::uint16_t rollIndex_ = 0;
    std::uint16_t pickIndex_ = 0;
    Turn turn_;
};

static_assert(PlayoutState<State>);

} // namespace critter::tp
