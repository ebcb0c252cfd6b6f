#include "pandapanda/notation.h"

#include <cctype>
#include <charconv>
#include <vector>

#include "core/notation_words.h"
#include "pandapanda/cards.h"
#include "pandapanda/hands.h"
#include "pandapanda/state.h"

namespace critter::pp {
namespace {

std::optional<int> letterWord(const std::string& word)
{
    if (word.size() != 1)
        return std::nullopt;
    return letterFromChar(word[0]);
}

std::optional<Action> fail(std::string* error, std::string why)
{
    if (error)
        *error = std::move(why);
    return std::nullopt;
}

std::string player(Seat seat) { return "Player " + std::to_string(seat + 1); }
std::string letter(int l) { return std::string(1, letterChar(l)); }

} // namespace

std::string toNotation(const Action& action)
{
    switch (action.type) {
    case kCall:
        return "call";
    case kDiscard:
        return "discard " + letter(action.a);
    case kDrawDeck:
        return "draw deck";
    case kDrawPile:
        return "draw pile " + std::to_string(action.a);
    case kPass:
        return "pass " + letter(action.a);
    default:
        break;
    }
    return "unknown " + toDebugString(action);
}

std::optional<Action> parseAction(std::string_view text, std::string* error)
{
    const std::vector<std::string> w = notationWords(text);
    const std::string quoted = "\"" + std::string(text) + "\"";
    if (w.empty())
        return fail(error, "an empty action");
    if (w[0] == "call") {
        if (w.size() != 1)
            return fail(error, quoted + ": \"call\" takes nothing after it");
        return Action{kCall};
    }
    if (w[0] == "discard" || w[0] == "pass") {
        if (w.size() != 2 || !letterWord(w[1]))
            return fail(error, quoted + ": expected \"" + w[0] + "\" and one letter A-G");
        return Action{w[0] == "discard" ? kDiscard : kPass, *letterWord(w[1])};
    }
    if (w[0] == "draw") {
        if (w.size() == 2 && w[1] == "deck")
            return Action{kDrawDeck};
        if (w.size() == 3 && w[1] == "pile") {
            int number = 0;
            const char* first = w[2].data();
            const char* last = first + w[2].size();
            const auto [end, ec] = std::from_chars(first, last, number);
            if (ec != std::errc() || end != last || number < 0 || number >= kMaxPlayers)
                return fail(error, quoted + ": the pile is a seat number 0-" + std::to_string(kMaxPlayers - 1));
            return Action{kDrawPile, number};
        }
        return fail(error, quoted + ": expected \"draw deck\" or \"draw pile N\"");
    }
    return fail(error, quoted + ": unknown action (call, discard X, draw deck, draw pile N, pass X)");
}

std::string describeEvent(const Event& raw, Seat viewer)
{
    const Event e = redactedFor(raw, viewer);
    const bool known = e.a >= 0;
    switch (e.type) {
    case kRoundStarted:
        return "Round " + std::to_string(e.a) + " begins; " + player(e.seat) + " starts";
    case kDealt:
        return player(e.seat) + " is dealt " + (known ? "a " + letter(e.a) : std::string("a card"));
    case kTurnStarted:
        return player(e.seat) + "'s turn";
    case kTurnSkipped:
        return player(e.seat) + " has no cards and nothing to draw: turn skipped";
    case kCalled: {
        const bool validHand = e.a >= 0 && e.a < kWinningHands;
        return player(e.seat) + " calls Panda Panda! with " +
            (validHand ? std::string(winningHands()[static_cast<std::size_t>(e.a)].name) : std::string("?"));
    }
    case kRoundWon:
        return player(e.seat) + " wins round " + std::to_string(e.b) + " (" + std::to_string(e.a) +
            (e.a == 1 ? " crown)" : " crowns)");
    case kGameWon:
        return player(e.seat) + " wins the game";
    case kDiscarded:
        return player(e.seat) + " discards " + (known ? "a " + letter(e.a) : std::string("a card"));
    case kDrewFromDeck:
        return player(e.seat) + " draws " + (known ? "a " + letter(e.a) : std::string("a card")) + " from the deck";
    case kDrewFromPile:
        return player(e.seat) + " draws " + (known ? "a " + letter(e.a) : std::string("a card")) + " from " +
            (e.b == e.seat ? std::string("their own") : player(e.b) + "'s") + " pile";
    case kReshuffled:
        return "The discard piles are shuffled into a new deck of " + std::to_string(e.a) + " cards";
    case kPassStarted:
        return player(e.seat) + " discarded an A: everyone passes a card to the left";
    case kPassChosen:
        return player(e.seat) + " chooses " + (known ? "a " + letter(e.a) : std::string("a card")) + " to pass";
    case kCardPassed:
        if (raw.a < 0)
            return player(e.seat) + " has no card to pass to " + player(e.b);
        return player(e.seat) + " passes " + (known ? "a " + letter(e.a) : std::string("a card")) + " to " +
            player(e.b);
    default:
        break;
    }
    return "event " + std::to_string(e.type);
}

std::string describeState(const State& state)
{
    std::string text = "Round " + std::to_string(state.round()) + ", ";
    const Seat who = state.currentSeat();
    switch (state.phase()) {
    case Phase::Over:
        text += "game over: " + player(state.winners().front()) + " wins";
        break;
    case Phase::Call:
        text += player(who) + " to call Panda Panda";
        break;
    case Phase::Act:
        text += player(who) + " to discard or draw";
        break;
    case Phase::Pass:
        text += player(who) + " to choose a card to pass left (" + player(state.passStarter()) + " discarded an A)";
        break;
    }
    text += "\n";
    for (Seat seat = 0; seat < state.players(); ++seat) {
        std::string pile;
        for (std::uint8_t i = 0; i < state.pile(seat).size; ++i)
            pile.push_back(letterChar(state.pile(seat).cards[i]));
        text += player(seat) + ": crowns " + std::to_string(state.crowns(seat)) + ", hand " +
            (state.handSize(seat) ? lettersText(state.hand(seat)) : std::string("-")) + ", pile " +
            (pile.empty() ? std::string("-") : pile);
        if (state.passStatus(seat) == PassStatus::Chosen)
            text += ", passing " + letter(state.passChoice(seat));
        text += "\n";
    }
    text += "Deck: " + std::to_string(state.deckCount()) + " cards\n";
    return text;
}

} // namespace critter::pp
