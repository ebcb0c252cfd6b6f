#pragma once
// Tiny games implementing the GameState concept, for testing generic bots
// (and anything else game-independent):
//  - Nim: perfect information, 2+ seats, the seat taking the last object
//    wins; with two seats the winning moves are known (nim-sum zero).
//  - Duel: a hidden-hand trick game for two; each holds 5 of the cards
//    1..12 (2 stay out), the leader plays one face up, the other answers,
//    the higher card takes the trick and leads next; most of 5 tricks wins.
//    Answering cheaply (the lowest card that wins, else the lowest) beats
//    random play, and a seat never sees the other hand.
//  - Goofspiel: two seats hold the cards 1..6 each and bid for prizes 1..6
//    turned up in a hidden shuffled order; seat 0 bids face down, seat 1
//    answers without seeing it, the higher bid scores the prize (a tie
//    scores nothing). Skill shows: search beats random play by far.
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"

namespace critter::toy {

class Nim {
public:
    struct Setup {
        std::vector<int> heaps{3, 4, 5};
        int players = 2;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    struct Observation { // everything: Nim hides nothing
        Seat seat = kNoSeat;
        std::vector<int> heaps;
        int players = 2;
        Seat turn = 0;
        friend bool operator==(const Observation&, const Observation&) = default;
    };
    enum Type { Take, TypeCount };
    static constexpr int kActionTypeCount = TypeCount;

    explicit Nim(const Setup& setup) : heaps_(setup.heaps), players_(setup.players) { history_.setup = setup; }

    static Action take(int heap, int count) { return {Take, heap, count}; }

    int players() const { return players_; }
    Seat currentSeat() const { return isOver() ? kNoSeat : turn_; }
    bool isOver() const
    {
        for (int h : heaps_)
            if (h > 0)
                return false;
        return true;
    }
    void legalActions(std::vector<Action>& out) const
    {
        for (std::size_t i = 0; i < heaps_.size(); ++i)
            for (int k = 1; k <= heaps_[i]; ++k)
                out.push_back(take(static_cast<int>(i), k));
    }
    ApplyResult apply(const Action& action, std::vector<Event>* events)
    {
        if (isOver() || action.type != Take || action.a < 0 || action.a >= static_cast<int>(heaps_.size()) ||
            action.b < 1 || action.b > heaps_[static_cast<std::size_t>(action.a)] || action.c != -1)
            return ApplyResult::refuse("not a legal take");
        history_.actions.push_back(action);
        heaps_[static_cast<std::size_t>(action.a)] -= action.b;
        if (events)
            events->push_back({Take, turn_, action.a, action.b});
        lastMover_ = turn_;
        turn_ = (turn_ + 1) % players_;
        return ApplyResult::success();
    }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const { return {seat, heaps_, players_, turn_}; }
    static Nim sampleWorld(const Observation& seen, Rng&)
    {
        Nim world(Setup{seen.heaps, seen.players});
        world.turn_ = seen.turn;
        return world;
    }
    std::string checkInvariants() const
    {
        for (int h : heaps_)
            if (h < 0)
                return "negative heap";
        return {};
    }
    std::vector<int> scores() const
    {
        std::vector<int> out(static_cast<std::size_t>(players_), 0);
        if (isOver() && lastMover_ != kNoSeat)
            out[static_cast<std::size_t>(lastMover_)] = 1;
        return out;
    }
    std::vector<Seat> winners() const
    {
        if (!isOver())
            return {};
        return {lastMover_ == kNoSeat ? 0 : lastMover_};
    }
    friend bool operator==(const Nim&, const Nim&) = default;

private:
    History<Setup> history_;
    std::vector<int> heaps_;
    int players_ = 2;
    Seat turn_ = 0;
    Seat lastMover_ = kNoSeat;
};

class Duel {
public:
    static constexpr int kCards = 12;   // cards 1..12
    static constexpr int kHand = 5;
    using Cards = std::uint32_t;        // bit c set: card c is there

    struct Setup {
        std::uint64_t seed = 1;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    struct Observation {
        Seat seat = kNoSeat;
        Cards mine = 0;
        Cards played = 0;               // every card already face up
        int led = 0;                    // the card on the table, 0 if none
        std::array<int, 2> tricks{};
        Seat turn = 0;
        friend bool operator==(const Observation&, const Observation&) = default;
    };
    enum Type { Play, TypeCount };
    static constexpr int kActionTypeCount = TypeCount;

    explicit Duel(const Setup& setup)
    {
        history_.setup = setup;
        Rng rng(setup.seed);
        std::vector<int> deck;
        for (int c = 1; c <= kCards; ++c)
            deck.push_back(c);
        rng.shuffle(deck);
        for (std::size_t i = 0; i < 2 * kHand; ++i)
            hands_[i / kHand] |= bit(deck[i]);
    }

    static Action play(int card) { return {Play, card}; }
    static Cards bit(int card) { return Cards{1} << card; }

    int players() const { return 2; }
    Seat currentSeat() const { return isOver() ? kNoSeat : turn_; }
    bool isOver() const { return tricks_[0] + tricks_[1] == kHand; }
    void legalActions(std::vector<Action>& out) const
    {
        for (int c = 1; c <= kCards; ++c)
            if (hands_[seatIndex(turn_)] & bit(c))
                out.push_back(play(c));
    }
    ApplyResult apply(const Action& action, std::vector<Event>* events)
    {
        if (isOver() || action.type != Play || action.a < 1 || action.a > kCards || action.b != -1 ||
            action.c != -1 || !(hands_[seatIndex(turn_)] & bit(action.a)))
            return ApplyResult::refuse("that card is not in your hand");
        history_.actions.push_back(action);
        hands_[seatIndex(turn_)] &= ~bit(action.a);
        played_ |= bit(action.a);
        if (events)
            events->push_back({Play, turn_, action.a});
        if (led_ == 0) {
            led_ = action.a;
            turn_ = 1 - turn_;
        } else {
            const Seat taker = action.a > led_ ? turn_ : 1 - turn_;
            ++tricks_[seatIndex(taker)];
            led_ = 0;
            turn_ = taker;
        }
        return ApplyResult::success();
    }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const
    {
        return {seat, hands_[seatIndex(seat)], played_, led_, tricks_, turn_};
    }
    // Deals the other hand afresh from the cards this seat has not seen.
    static Duel sampleWorld(const Observation& seen, Rng& rng)
    {
        Duel world(Setup{0});
        const Seat other = 1 - seen.seat;
        const int tricksDone = seen.tricks[0] + seen.tricks[1];
        const int otherLed = seen.led != 0 && seen.turn == seen.seat ? 1 : 0;
        const auto otherCount = static_cast<std::size_t>(kHand - tricksDone - otherLed);
        std::vector<int> unseen;
        for (int c = 1; c <= kCards; ++c)
            if (!((seen.mine | seen.played) & bit(c)))
                unseen.push_back(c);
        rng.shuffle(unseen);
        world.hands_ = {};
        world.hands_[seatIndex(seen.seat)] = seen.mine;
        for (std::size_t i = 0; i < otherCount && i < unseen.size(); ++i)
            world.hands_[seatIndex(other)] |= bit(unseen[i]);
        world.played_ = seen.played;
        world.led_ = seen.led;
        world.tricks_ = seen.tricks;
        world.turn_ = seen.turn;
        return world;
    }
    std::string checkInvariants() const
    {
        if (hands_[0] & hands_[1] || (hands_[0] | hands_[1]) & played_)
            return "a card is in two places";
        const int inPlay = std::popcount(hands_[0]) + std::popcount(hands_[1]) + std::popcount(played_);
        return inPlay == 2 * kHand ? "" : "cards lost or duplicated";
    }
    std::vector<int> scores() const { return {tricks_[0], tricks_[1]}; }
    std::vector<Seat> winners() const
    {
        if (!isOver())
            return {};
        return {tricks_[0] > tricks_[1] ? 0 : 1};
    }
    friend bool operator==(const Duel&, const Duel&) = default;

    // Test access: the true hands (bots never get these).
    Cards hand(Seat seat) const { return hands_[seatIndex(seat)]; }

private:
    static std::size_t seatIndex(Seat seat) { return static_cast<std::size_t>(seat); }

    History<Setup> history_;
    std::array<Cards, 2> hands_{};
    Cards played_ = 0;
    int led_ = 0;
    std::array<int, 2> tricks_{};
    Seat turn_ = 0;
};

class Goofspiel {
public:
    static constexpr int kCards = 6;    // cards and prizes 1..6
    using Cards = std::uint32_t;        // bit c set: card c is there

    struct Setup {
        std::uint64_t seed = 1;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    struct Observation {
        Seat seat = kNoSeat;
        std::array<Cards, 2> unrevealed{}; // each seat's cards not yet shown (a face-down bid included)
        int myBid = 0;                     // this seat's face-down bid, 0 if none
        Cards prizesShown = 0;             // every prize turned up so far, the current one too
        int prize = 0;                     // the prize bid for now, 0 when over
        std::array<int, 2> points{};
        Seat turn = 0;
        friend bool operator==(const Observation&, const Observation&) = default;
    };
    enum Type { Bid, TypeCount };
    static constexpr int kActionTypeCount = TypeCount;

    explicit Goofspiel(const Setup& setup)
    {
        history_.setup = setup;
        Rng rng(setup.seed);
        for (int c = 1; c <= kCards; ++c)
            prizes_.push_back(c);
        rng.shuffle(prizes_);
        hands_ = {all(), all()};
    }

    static Action bid(int card) { return {Bid, card}; }
    static Cards bit(int card) { return Cards{1} << card; }
    static Cards all() { return ((Cards{1} << (kCards + 1)) - 1) & ~Cards{1}; }

    int players() const { return 2; }
    Seat currentSeat() const { return isOver() ? kNoSeat : turn_; }
    bool isOver() const { return round_ == kCards; }
    void legalActions(std::vector<Action>& out) const
    {
        for (int c = 1; c <= kCards; ++c)
            if (hands_[seatIndex(turn_)] & bit(c))
                out.push_back(bid(c));
    }
    ApplyResult apply(const Action& action, std::vector<Event>* events)
    {
        if (isOver() || action.type != Bid || action.a < 1 || action.a > kCards || action.b != -1 ||
            action.c != -1 || !(hands_[seatIndex(turn_)] & bit(action.a)))
            return ApplyResult::refuse("that card is not in your hand");
        history_.actions.push_back(action);
        hands_[seatIndex(turn_)] &= ~bit(action.a);
        if (turn_ == 0) {
            pendingBid_ = action.a;
            turn_ = 1;
            return ApplyResult::success();
        }
        const int prize = prizes_[static_cast<std::size_t>(round_)];
        if (pendingBid_ != action.a)
            points_[pendingBid_ > action.a ? 0u : 1u] += prize;
        if (events)
            events->push_back({Bid, kNoSeat, pendingBid_, action.a, prize});
        pendingBid_ = 0;
        ++round_;
        turn_ = 0;
        return ApplyResult::success();
    }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const
    {
        Observation seen;
        seen.seat = seat;
        seen.unrevealed = {hands_[0] | (pendingBid_ ? bit(pendingBid_) : 0), hands_[1]};
        seen.myBid = seat == 0 ? pendingBid_ : 0;
        for (int r = 0; r <= round_ && r < kCards; ++r)
            seen.prizesShown |= bit(prizes_[static_cast<std::size_t>(r)]);
        seen.prize = isOver() ? 0 : prizes_[static_cast<std::size_t>(round_)];
        seen.points = points_;
        seen.turn = turn_;
        return seen;
    }
    // Re-deals what nobody has seen (the later prizes) and, for seat 1, the
    // face-down bid it is answering.
    static Goofspiel sampleWorld(const Observation& seen, Rng& rng)
    {
        Goofspiel world(Setup{0});
        world.round_ = std::popcount(seen.prizesShown) - (seen.prize == 0 ? 0 : 1);
        world.prizes_.clear();
        std::vector<int> later;
        for (int c = 1; c <= kCards; ++c) {
            if (!(seen.prizesShown & bit(c)))
                later.push_back(c);
            else if (c != seen.prize)
                world.prizes_.push_back(c); // the order of past prizes no longer matters
        }
        if (seen.prize != 0)
            world.prizes_.push_back(seen.prize);
        rng.shuffle(later);
        world.prizes_.insert(world.prizes_.end(), later.begin(), later.end());
        world.hands_ = seen.unrevealed;
        world.points_ = seen.points;
        world.turn_ = seen.turn;
        if (seen.turn == 1) {
            int pending = seen.myBid;
            if (pending == 0) { // seat 1 guesses among the cards seat 0 still hides
                std::vector<int> options;
                for (int c = 1; c <= kCards; ++c)
                    if (seen.unrevealed[0] & bit(c))
                        options.push_back(c);
                pending = options[rng.below(static_cast<std::uint32_t>(options.size()))];
            }
            world.pendingBid_ = pending;
            world.hands_[0] &= ~bit(pending);
        }
        return world;
    }
    std::string checkInvariants() const
    {
        const int left = kCards - round_;
        if (std::popcount(hands_[0]) + (pendingBid_ ? 1 : 0) != left || std::popcount(hands_[1]) != left)
            return "hands and rounds disagree";
        return {};
    }
    std::vector<int> scores() const { return {points_[0], points_[1]}; }
    std::vector<Seat> winners() const
    {
        if (!isOver())
            return {};
        if (points_[0] == points_[1])
            return {0, 1};
        return {points_[0] > points_[1] ? 0 : 1};
    }
    friend bool operator==(const Goofspiel&, const Goofspiel&) = default;

    // Test access: the face-down bid (bots never get it).
    int pendingBid() const { return pendingBid_; }

private:
    static std::size_t seatIndex(Seat seat) { return static_cast<std::size_t>(seat); }

    History<Setup> history_;
    std::vector<int> prizes_;
    std::array<Cards, 2> hands_{};
    int pendingBid_ = 0;
    int round_ = 0;
    std::array<int, 2> points_{};
    Seat turn_ = 0;
};

static_assert(GameState<Nim>);
static_assert(GameState<Duel>);
static_assert(GameState<Goofspiel>);

} // namespace critter::toy
