#pragma once
// Panda Panda: the whole game (rounds to two crowns) as one copyable value
// that satisfies critter::GameState. The rulebook's turn, the rulings
// PP-1 .. PP-7 and the seat order used for A-passes live here.
//
// Seats are 0-based in turn order (clockwise); a seat's left neighbour is
// the next seat, (seat + 1) % players, so "pass to the left" gives to the
// next seat in turn order.
//
// Actions (Action::type, arguments; unused arguments stay -1):
//   kCall                the only legal action at the start of a turn whose
//                        hand is a winning hand (PP-6): wins the round.
//   kDiscard  a=letter   put one card on your own discard pile.
//   kDrawDeck            draw the top card of the deck; on an empty deck this
//                        first gathers all discard piles into a new deck (PP-3).
//   kDrawPile a=seat     draw the top card of that seat's discard pile (own
//                        included); never from a pile topped by an A.
//   kPass     a=letter   after an A is discarded: the card this seat passes
//                        left. Seats choose one at a time, starting with
//                        the discarder and going round the table; a
//                        choice is hidden until all have chosen, then all
//                        cards move at once. Seats with no cards pass nothing
//                        and are not asked (PP-2).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "pandapanda/cards.h"
#include "pandapanda/hands.h"

namespace critter::pp {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kDealSize = 5;
inline constexpr int kCrownsToWin = 2;   // PP-5
// Room for the actions of a usual game (a random 4-player game to two
// crowns takes about 430), reserved at the deal so that playing on does not
// allocate.
inline constexpr std::size_t kUsualGameActions = 1024;

enum ActionType : int { kCall, kDiscard, kDrawDeck, kDrawPile, kPass, kActionTypeCount };

// Events, for the app to animate and log. Event::seat is the acting seat.
// Some carry a letter only certain seats may see: redactedFor() hides it.
enum EventType : int {
    kRoundStarted,  // seat = first player of the round, a = round number (1-based)
    kDealt,         // seat = receiver, a = letter (seen by the receiver only)
    kTurnStarted,   // seat
    kTurnSkipped,   // seat: empty hand and nothing anywhere to draw (PP-7)
    kCalled,        // seat called Panda Panda, a = winning hand (index into winningHands()), revealed to all
    kRoundWon,      // seat, a = crowns now, b = round number
    kGameWon,       // seat
    kDiscarded,     // seat, a = letter (public)
    kDrewFromDeck,  // seat, a = letter (seen by the drawer only)
    kDrewFromPile,  // seat, a = letter, b = pile owner (public)
    kReshuffled,    // seat = drawer, a = cards in the new deck (public)
    kPassStarted,   // seat = who discarded the A: everyone passes one card left
    kPassChosen,    // seat chose its card, a = letter (seen by that seat only)
    kCardPassed,    // seat = giver, b = receiver, a = letter (seen by giver and receiver)
                    // or -1 when the giver had no card (PP-2, public)
    kEventTypeCount
};

// The event as `viewer` may see it: a letter the viewer may not see becomes -1.
// kNoSeat as viewer: a spectator who sees only what is public.
Event redactedFor(const Event& event, Seat viewer);

// What the game is waiting for.
enum class Phase : std::uint8_t {
    Call,  // turn seat holds a winning hand and must call (PP-6)
    Act,   // turn seat discards or draws
    Pass,  // after an A: seats choose the card they pass left
    Over,  // a seat has two crowns
};

// Per seat during an A-pass. Outside a pass every seat is None.
enum class PassStatus : std::uint8_t { None, Pending, Chosen, Nothing };

// A discard pile: letters bottom first, spread open for all to see.
struct Pile {
    std::array<std::uint8_t, kMaxCards> cards{};
    std::uint8_t size = 0;

    bool empty() const { return size == 0; }
    int top() const { return size == 0 ? kNoLetter : cards[size - 1u]; }
    friend bool operator==(const Pile&, const Pile&) = default;
};

// A pile topped by an A may not be drawn from.
inline bool pileLocked(const Pile& pile) { return pile.top() == kLetterA; }

struct Setup {
    int players = 2;
    std::uint64_t seed = 1;
    Seat firstPlayer = 0;
    // Forced chance for scenarios. Letters 0..6, top of the deck first; a
    // list may be partial: its letters go on top, the rest of the cards are
    // shuffled from the seed below them.
    // Deal: the top 5 cards go to seat 0, the next 5 to seat 1, and so on;
    // the rest stays as the deck.
    std::vector<int> deck;                      // round 1
    std::vector<std::vector<int>> roundDecks;   // rounds 2, 3, ... in order
    std::vector<std::vector<int>> reshuffles;   // 1st, 2nd, ... reshuffle of the game
    friend bool operator==(const Setup&, const Setup&) = default;
};

// Empty when the setup is sound; otherwise a message naming what is wrong.
// (The State constructor clamps an unsound setup rather than failing.)
std::string validateSetup(const Setup& setup);

// All one seat may know. Hands of others are counts; the deck is a count.
struct Observation {
    Seat seat = kNoSeat;
    int players = 2;
    LetterCounts hand{};                                // own cards in hand
    std::array<std::uint8_t, kMaxPlayers> handSizes{};  // every seat's cards in hand
    std::array<Pile, kMaxPlayers> piles{};              // all open
    int deckCount = 0;
    std::array<std::uint8_t, kMaxPlayers> crowns{};
    int round = 1;
    int turnNumber = 0;
    int reshuffles = 0;
    Seat turn = kNoSeat;       // whose turn it is (the A's discarder during a pass)
    Seat deciding = kNoSeat;   // who must act now (kNoSeat when over)
    bool passing = false;      // an A-pass is being chosen
    bool over = false;
    // During a pass: who has chosen (not what); own choice, or kNoLetter.
    std::array<PassStatus, kMaxPlayers> passStatus{};
    int myPass = kNoLetter;
    // The last completed A-pass this round: the letter this seat gave and the
    // one it received (kNoLetter for none).
    int lastGiven = kNoLetter;
    int lastReceived = kNoLetter;
    // The last round's winner and the hand they revealed.
    Seat roundWinner = kNoSeat;
    int winningHand = kNoHand;
    friend bool operator==(const Observation&, const Observation&) = default;
};

class State {
public:
    using Setup = pp::Setup;
    using Observation = pp::Observation;
    static constexpr int kActionTypeCount = pp::kActionTypeCount;

    // Deals round 1. events (optional) receives the deal for the app.
    explicit State(const Setup& setup = Setup{}, std::vector<Event>* events = nullptr);

    int players() const { return players_; }
    Seat currentSeat() const;
    void legalActions(std::vector<Action>& out) const;   // appends
    static constexpr int kMaxLegalActions = kLetters + 1 + kMaxPlayers;   // 7 letters, the deck, 4 piles
    int legalActionsInto(Action* out) const;   // the same list (core/game.h, PlayoutState)
    ApplyResult apply(const Action& action, std::vector<Event>* events);
    // apply() without its check, for an action from legalActions() of this
    // state only (core/game.h, PlayoutState).
    void applyLegal(const Action& action, std::vector<Event>* events);
    bool isOver() const { return phase_ == Phase::Over; }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const;
    // A full world consistent with one seat's observation: the unseen cards
    // are dealt at random into the others' hands, their hidden pass choices
    // and the deck; future chance comes from a fresh generator. It has no
    // history (its setup holds only the player count and a fresh seed).
    static State sampleWorld(const Observation& seen, Rng& rng);
    // Future chance (dice, reshuffles, random picks) from a fresh generator;
    // all else, hidden cards included, stays. For the test-and-bench
    // reference bot (rules/bots/reference), which sees every card but must
    // not foresee the dice.
    void reseedChance(std::uint64_t seed) { rng_.reseed(seed); }
    std::string checkInvariants() const;
    std::vector<int> scores() const;        // crowns per seat
    std::vector<Seat> winners() const;      // the seat with two crowns, once over

    // Read access for the app and tests.
    Phase phase() const { return phase_; }
    Seat turn() const { return turn_; }
    int round() const { return round_; }
    int turnNumber() const { return turnNumber_; }
    int reshuffles() const { return reshuffles_; }
    const LetterCounts& hand(Seat seat) const { return hands_[idx(seat)]; }
    int handSize(Seat seat) const { return cardCount(hands_[idx(seat)]); }
    const Pile& pile(Seat seat) const { return piles_[idx(seat)]; }
    int deckCount() const { return deckCount_; }
    std::vector<int> deckTopFirst() const;  // hidden from players; for tests and tools
    int crowns(Seat seat) const { return crowns_[idx(seat)]; }
    Seat roundWinner() const { return roundWinner_; }   // of the last finished round
    int winningHand() const { return winningHand_; }    // the hand that won it
    Seat passStarter() const { return passStarter_; }   // kNoSeat outside a pass
    PassStatus passStatus(Seat seat) const { return passStatus_[idx(seat)]; }
    int passChoice(Seat seat) const { return passOut_[idx(seat)]; }  // hidden from others
    int lastGiven(Seat seat) const { return lastGiven_[idx(seat)]; }
    int lastReceived(Seat seat) const { return lastReceived_[idx(seat)]; }

    friend bool operator==(const State&, const State&) = default;

private:
    struct Blank {};
    explicit State(Blank) {}
    static std::size_t idx(Seat seat) { return static_cast<std::size_t>(seat); }
    Seat next(Seat seat) const { return (seat + 1) % players_; }
    int pileCards() const;
    ApplyResult check(const Action& action) const;
    void startRound(Seat first, const std::vector<int>* forced, std::vector<Event>* events);
    void startTurn(Seat seat, std::vector<Event>* events);
    void startPass(std::vector<Event>* events);
    void resolvePass(std::vector<Event>* events);
    void reshuffle(std::vector<Event>* events);
    void pushPile(Seat seat, int letter);
    int popPile(Seat seat);

    History<Setup> history_;
    Rng rng_;
    int players_ = 2;
    std::array<LetterCounts, kMaxPlayers> hands_{};
    std::array<Pile, kMaxPlayers> piles_{};
    std::array<std::uint8_t, kMaxCards> deck_{};   // bottom first; top at deckCount_ - 1
    int deckCount_ = 0;
    std::array<std::uint8_t, kMaxPlayers> crowns_{};
    Phase phase_ = Phase::Act;
    Seat turn_ = 0;
    int round_ = 0;
    int turnNumber_ = 0;
    int reshuffles_ = 0;
    // A-pass in progress.
    Seat passStarter_ = kNoSeat;
    Seat passSeat_ = kNoSeat;
    std::array<PassStatus, kMaxPlayers> passStatus_{};
    std::array<std::int8_t, kMaxPlayers> passOut_{-1, -1, -1, -1};
    std::array<std::int8_t, kMaxPlayers> lastGiven_{-1, -1, -1, -1};
    std::array<std::int8_t, kMaxPlayers> lastReceived_{-1, -1, -1, -1};
    Seat roundWinner_ = kNoSeat;
    int winningHand_ = kNoHand;
    Seat gameWinner_ = kNoSeat;
};

static_assert(PlayoutState<State>);

} // namespace critter::pp
