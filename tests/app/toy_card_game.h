#pragma once
// A toy card game for testing the session core without a real game's rules:
// a seeded deck of the cards 1..12; on their turn a seat draws a card (chance,
// seen by the drawer alone) or plays one from their hand face up (no chance,
// nothing hidden revealed). The first seat to play 3 cards wins; an empty
// deck with nothing left to play ends the game too. Its bots are the generic
// ones and its file traits are the simplest the one file format allows.
#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/game_file.h"

namespace toy {

using namespace critter;

class CardGame {
public:
    static constexpr int kCards = 12;
    static constexpr int kToWin = 3;
    struct Setup {
        int players = 2;
        std::uint64_t seed = 1;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    struct Observation {
        Seat seat = kNoSeat;
        int players = 2;
        Seat turn = 0;
        std::vector<int> hand;           // the seat's own cards, sorted
        std::vector<int> handSizes;
        std::vector<int> played;         // cards each seat has played
        int deck = 0;
        bool over = false;
        friend bool operator==(const Observation&, const Observation&) = default;
    };
    enum Type { Draw, Play, TypeCount };
    enum EventType { Drew, Played, Won };
    static constexpr int kActionTypeCount = TypeCount;

    CardGame() : CardGame(Setup{}) {}
    explicit CardGame(const Setup& setup) : rng_(setup.seed)
    {
        history_.setup = setup;
        for (int c = 1; c <= kCards; ++c)
            deck_.push_back(c);
        rng_.shuffle(deck_);
        hands_.assign(static_cast<std::size_t>(setup.players), {});
        played_.assign(static_cast<std::size_t>(setup.players), 0);
    }

    int players() const { return history_.setup.players; }
    Seat currentSeat() const { return isOver() ? kNoSeat : turn_; }
    bool isOver() const
    {
        if (std::any_of(played_.begin(), played_.end(), [](int n) { return n >= kToWin; }))
            return true;
        return deck_.empty() && std::all_of(hands_.begin(), hands_.end(), [](const auto& h) { return h.empty(); });
    }
    void legalActions(std::vector<Action>& out) const
    {
        if (isOver())
            return;
        if (!deck_.empty())
            out.push_back({Draw});
        for (int card : hand(turn_))
            out.push_back({Play, card});
        if (out.empty())
            out.push_back({Draw});   // never reached: isOver covers it
    }
    ApplyResult apply(const Action& action, std::vector<Event>* events)
    {
        std::vector<Action> legal;
        legalActions(legal);
        if (std::find(legal.begin(), legal.end(), action) == legal.end())
            return ApplyResult::refuse("not a legal move now");
        auto& mine = hands_[static_cast<std::size_t>(turn_)];
        if (action.type == Draw) {
            const int card = deck_.back();
            deck_.pop_back();
            mine.push_back(card);
            std::sort(mine.begin(), mine.end());
            if (events)
                events->push_back({Drew, turn_, card});
        } else {
            mine.erase(std::find(mine.begin(), mine.end(), action.a));
            ++played_[static_cast<std::size_t>(turn_)];
            if (events)
                events->push_back({Played, turn_, action.a});
        }
        history_.actions.push_back(action);
        if (isOver() && events)
            events->push_back({Won, turn_});
        turn_ = (turn_ + 1) % players();
        // A seat with nothing to do is skipped.
        for (int i = 0; i < players() && !isOver() && deck_.empty() && hand(turn_).empty(); ++i)
            turn_ = (turn_ + 1) % players();
        return ApplyResult::success();
    }
    const History<Setup>& history() const { return history_; }
    const std::vector<int>& hand(Seat seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    Observation observation(Seat seat) const
    {
        Observation o;
        o.seat = seat;
        o.players = players();
        o.turn = currentSeat();
        if (seat >= 0 && seat < players())
            o.hand = hand(seat);
        for (const auto& h : hands_)
            o.handSizes.push_back(static_cast<int>(h.size()));
        o.played = played_;
        o.deck = static_cast<int>(deck_.size());
        o.over = isOver();
        return o;
    }
    static CardGame sampleWorld(const Observation& seen, Rng& rng)
    {
        // Only used by search bots, which the session tests do not play.
        CardGame world(Setup{seen.players, rng.next()});
        world.turn_ = seen.turn == kNoSeat ? 0 : seen.turn;
        world.played_ = seen.played;
        return world;
    }
    std::string checkInvariants() const { return {}; }
    std::vector<int> scores() const { return played_; }
    std::vector<Seat> winners() const
    {
        std::vector<Seat> out;
        const int best = *std::max_element(played_.begin(), played_.end());
        for (Seat s = 0; s < players(); ++s)
            if (played_[static_cast<std::size_t>(s)] == best)
                out.push_back(s);
        return out;
    }
    friend bool operator==(const CardGame&, const CardGame&) = default;

private:
    History<Setup> history_;
    Rng rng_;
    std::vector<int> deck_;
    std::vector<std::vector<int>> hands_;
    std::vector<int> played_;
    Seat turn_ = 0;
};

} // namespace toy

template <>
struct critter::GameFileTraits<toy::CardGame> {
    static constexpr std::string_view kGameId = "toy-cards";
    static bool readSetup(const nlohmann::json& setup, toy::CardGame::Setup& out, std::string& error)
    {
        return readSetupPlayers(setup, 1, 4, out.players, error) && readSetupSeed(setup, out.seed, error);
    }
    static void writeSetup(const toy::CardGame::Setup& setup, nlohmann::json& json)
    {
        json["players"] = setup.players;
        json["seed"] = seedJson(setup.seed);
    }
    static std::string notation(const toy::CardGame&, const Action& action)
    {
        return action.type == toy::CardGame::Draw ? "draw" : "play " + std::to_string(action.a);
    }
    static std::optional<Action> parseAction(const toy::CardGame&, std::string_view text, std::string& error)
    {
        if (text == "draw")
            return Action{toy::CardGame::Draw};
        int card = 0;
        if (text.starts_with("play ") &&
            std::from_chars(text.data() + 5, text.data() + text.size(), card).ec == std::errc())
            return Action{toy::CardGame::Play, card};
        error = "not draw or play N";
        return std::nullopt;
    }
};
