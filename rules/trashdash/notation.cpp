#include "trashdash/notation.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "core/notation_words.h"
#include "trashdash/state.h"

namespace critter::td {
namespace {

std::string cardId(int kind)
{
    const auto& cards = content().actionCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return "card" + std::to_string(kind);
    return cards[static_cast<std::size_t>(kind)].id;
}

std::optional<Action> fail(std::string* error, std::string why)
{
    if (error)
        *error = std::move(why);
    return std::nullopt;
}

// A seat number 0-5.
std::optional<int> seatWord(const std::string& w)
{
    if (w.size() != 1 || w[0] < '0' || w[0] >= '0' + kMaxRacers)
        return std::nullopt;
    return w[0] - '0';
}

} // namespace

std::string toNotation(const Action& a)
{
    if (a.type < 0 || a.type >= static_cast<int>(ActionType::Count))
        return "action " + toDebugString(a);
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::Go: return "go " + cardId(a.a) + (a.b >= 0 ? " at " + std::to_string(a.b) : "");
    case ActionType::Dash: return "dash " + cardId(a.a) + " " + cardId(a.b);
    case ActionType::PlayTrash: return a.a >= 0 ? "trash at " + std::to_string(a.a) : "trash";
    case ActionType::Rest: return "rest";
    case ActionType::Reroll: return a.a >= 0 ? "reroll " + cardId(a.a) : "reroll free";
    case ActionType::KeepRoll: return "keep roll";
    case ActionType::SpendToken: return "token reroll";
    case ActionType::PassToken: return "token pass";
    case ActionType::SwapTrash: return "trash swap";
    case ActionType::KeepTrash: return "trash keep";
    case ActionType::RecycleDiscard: return "recycle discard " + cardId(a.a);
    case ActionType::SearchBin: return a.a == 1 ? "bin search" : "bin recycle";
    case ActionType::Hiss: return "hiss " + std::to_string(a.a);
    case ActionType::NoHiss: return "hiss none";
    case ActionType::Rummage: return "rummage " + cardId(a.a);
    case ActionType::NoRummage: return "rummage none";
    case ActionType::ChooseSide: return a.a == 1 ? "side b" : "side a";
    case ActionType::Count: break;
    }
    return "action " + toDebugString(a);
}

std::optional<Action> parseAction(std::string_view text, std::string* error)
{
    const std::vector<std::string> w = notationWords(text);
    const std::string quoted = "'" + std::string(text) + "': ";
    if (w.empty())
        return fail(error, "empty: not an action");
    const auto card = [&](std::size_t i) -> int {
        return i < w.size() ? content().actionKind(w[i]) : -1;
    };
    const auto noCard = [&](std::size_t i) {
        return fail(error, quoted + (i < w.size() ? "'" + w[i] + "' is not an Action card (like m3, m1a2, m2s1)"
                                                  : std::string("an Action card is missing")));
    };
    const auto exact = [&](std::size_t n, Action a) -> std::optional<Action> {
        if (w.size() != n)
            return fail(error, quoted + "too " + (w.size() > n ? "many" : "few") + " words");
        return a;
    };
    const std::string& verb = w[0];
    const std::string second = w.size() > 1 ? w[1] : "";
    if (verb == "go") {
        const int k = card(1);
        if (k < 0)
            return noCard(1);
        if (w.size() == 2)
            return makeAction(ActionType::Go, k);
        if (w.size() != 4 || w[2] != "at")
            return fail(error, quoted + "write 'go <card>' or 'go <card> at <seat>'");
        const auto seat = seatWord(w[3]);
        if (!seat)
            return fail(error, quoted + "'" + w[3] + "' is not a seat 0-5");
        return makeAction(ActionType::Go, k, *seat);
    }
    if (verb == "dash") {
        const int a = card(1), b = card(2);
        if (a < 0)
            return noCard(1);
        if (b < 0)
            return noCard(2);
        return exact(3, makeAction(ActionType::Dash, std::min(a, b), std::max(a, b)));
    }
    if (verb == "trash") {
        if (w.size() == 1)
            return makeAction(ActionType::PlayTrash);
        if (second == "swap")
            return exact(2, makeAction(ActionType::SwapTrash));
        if (second == "keep")
            return exact(2, makeAction(ActionType::KeepTrash));
        if (second == "at" && w.size() == 3) {
            if (const auto seat = seatWord(w[2]))
                return makeAction(ActionType::PlayTrash, *seat);
            return fail(error, quoted + "'" + w[2] + "' is not a seat 0-5");
        }
        return fail(error, quoted + "write 'trash', 'trash at <seat>', 'trash swap' or 'trash keep'");
    }
    if (verb == "rest")
        return exact(1, makeAction(ActionType::Rest));
    if (verb == "reroll") {
        if (second == "free")
            return exact(2, makeAction(ActionType::Reroll, -1));
        const int k = card(1);
        if (k < 0)
            return noCard(1);
        return exact(2, makeAction(ActionType::Reroll, k));
    }
    if (verb == "keep" && second == "roll")
        return exact(2, makeAction(ActionType::KeepRoll));
    if (verb == "token" && (second == "reroll" || second == "pass"))
        return exact(2, makeAction(second == "reroll" ? ActionType::SpendToken : ActionType::PassToken));
    if (verb == "recycle" && second == "discard") {
        const int k = card(2);
        if (k < 0)
            return noCard(2);
        return exact(3, makeAction(ActionType::RecycleDiscard, k));
    }
    if (verb == "bin" && (second == "recycle" || second == "search"))
        return exact(2, makeAction(ActionType::SearchBin, second == "search" ? 1 : 0));
    if (verb == "hiss") {
        if (second == "none")
            return exact(2, makeAction(ActionType::NoHiss));
        if (const auto seat = seatWord(second))
            return exact(2, makeAction(ActionType::Hiss, *seat));
        return fail(error, quoted + "write 'hiss <seat>' or 'hiss none'");
    }
    if (verb == "rummage") {
        if (second == "none")
            return exact(2, makeAction(ActionType::NoRummage));
        const int k = card(1);
        if (k < 0)
            return noCard(1);
        return exact(2, makeAction(ActionType::Rummage, k));
    }
    if (verb == "side" && (second == "a" || second == "b"))
        return exact(2, makeAction(ActionType::ChooseSide, second == "b" ? 1 : 0));
    return fail(error, quoted + "not an action (go, dash, trash, rest, reroll, keep roll, token, recycle, bin, hiss, "
                                "rummage, side)");
}

} // namespace critter::td
