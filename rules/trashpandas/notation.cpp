#include "trashpandas/notation.h"

#include <cctype>
#include <vector>

#include "core/notation_words.h"
#include "trashpandas/state.h"

namespace critter::tp {
namespace {

std::string cardId(int card)
{
    if (card < 0 || card >= kCardTypes)
        return "card" + std::to_string(card);
    return std::string(cardInfo(static_cast<Card>(card)).id);
}

std::string tokenId(int token)
{
    if (token < 0 || token >= kTokens)
        return "token" + std::to_string(token);
    return std::string(tokenInfo(static_cast<Token>(token)).id);
}

std::string stashChoice(int which)
{
    return which == kStashDown ? "down" : "up " + cardId(which);
}

} // namespace

std::string toNotation(const Action& a)
{
    if (a.type < 0 || a.type >= static_cast<int>(ActionType::Count))
        return "action " + toDebugString(a);
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::Roll: return "roll";
    case ActionType::Stop: return "stop";
    case ActionType::Bust: return "bust";
    case ActionType::Pass: return "pass";
    case ActionType::PlayBlammo: return "play blammo";
    case ActionType::PlayNanners: return "play nanners";
    case ActionType::PlayYumYum: return "play yumyum";
    case ActionType::PlayDoggo: return a.a == 0 ? "play doggo draw 0" : "play doggo";
    case ActionType::PlayFeesh: return "play feesh take " + cardId(a.a);
    case ActionType::PlayShiny: return "play shiny target " + std::to_string(a.a) + " " + stashChoice(a.b);
    case ActionType::PlayKitteh: return a.a < 0 ? "play kitteh" : "play kitteh " + stashChoice(a.a);
    case ActionType::PlayPie: return "play pie on " + tokenId(a.a);
    case ActionType::ResolveTrashCan: return "resolve trashcan draw " + std::to_string(a.a);
    case ActionType::ResolveTree:
        if (a.a < 0)
            return "resolve tree stash none";
        return "resolve tree stash " + cardId(a.a) + (a.b < 0 ? "" : " " + cardId(a.b));
    case ActionType::ResolveCanTree:
        return a.a == 0 ? "resolve cantree draw" : "resolve cantree stash " + cardId(a.b);
    case ActionType::ResolvePaw: return "resolve paw target " + std::to_string(a.a);
    case ActionType::ResolveMask: return "resolve mask";
    case ActionType::ResolveRecycle: return a.a < 0 ? "resolve recycle" : "resolve recycle for " + tokenId(a.a);
    case ActionType::StashMatch: return "stash " + cardId(a.a);
    case ActionType::Count: break;
    }
    return "action " + toDebugString(a);
}

std::optional<Action> parseAction(std::string_view text, std::string* error)
{
    const std::vector<std::string> w = notationWords(text);

    std::string why;
    auto fail = [&](std::string reason) -> std::optional<Action> {
        if (error) {
            error->assign(1, '\'');
            error->append(text);
            error->append("': ");
            error->append(reason);
        }
        return std::nullopt;
    };
    auto card = [&](std::size_t i, int& out) {
        if (i >= w.size()) {
            why = "a card is missing";
            return false;
        }
        if (auto c = cardFromId(w[i])) {
            out = static_cast<int>(*c);
            return true;
        }
        why = "unknown card '" + w[i] + "' (blammo, nanners, pie, feesh, yumyum, doggo, shiny, kitteh)";
        return false;
    };
    auto token = [&](std::size_t i, int& out) {
        if (i >= w.size()) {
            why = "a token is missing";
            return false;
        }
        if (auto t = tokenFromId(w[i])) {
            out = static_cast<int>(*t);
            return true;
        }
        why = "unknown token '" + w[i] + "' (trashcan, tree, cantree, paw, mask, recycle)";
        return false;
    };
    auto number = [&](std::size_t i, int& out) {
        if (i >= w.size() || w[i].empty() || w[i].size() > 2) {
            why = "a number is missing";
            return false;
        }
        out = 0;
        for (char ch : w[i]) {
            if (ch < '0' || ch > '9') {
                why = "'" + w[i] + "' is not a number";
                return false;
            }
            out = out * 10 + (ch - '0');
        }
        return true;
    };
    auto is = [&](std::size_t i, const char* expected) { return i < w.size() && w[i] == expected; };
    auto ends = [&](std::size_t count, Action a) -> std::optional<Action> {
        if (w.size() != count)
            return fail(w.size() < count ? "incomplete" : "unexpected words after '" + w[count - 1] + "'");
        return a;
    };
    // "up <card>" or "down" at i; which = card or kStashDown.
    auto stashChoice = [&](std::size_t i, int& which, std::size_t& used) {
        if (is(i, "down")) {
            which = kStashDown;
            used = 1;
            return true;
        }
        if (is(i, "up")) {
            used = 2;
            return card(i + 1, which);
        }
        why = "expected 'up <card>' or 'down'";
        return false;
    };

    if (w.empty())
        return fail("empty action");
    const std::string& verb = w[0];
    if (verb == "roll" || verb == "stop" || verb == "bust" || verb == "pass") {
        const ActionType type = verb == "roll" ? ActionType::Roll
            : verb == "stop"                   ? ActionType::Stop
            : verb == "bust"                   ? ActionType::Bust
                                               : ActionType::Pass;
        return ends(1, makeAction(type));
    }
    if (verb == "stash") {
        int c = -1;
        if (!card(1, c))
            return fail(why);
        return ends(2, makeAction(ActionType::StashMatch, c));
    }
    if (verb == "play") {
        int c = -1;
        if (!card(1, c))
            return fail(why);
        switch (static_cast<Card>(c)) {
        case Card::Blammo: return ends(2, makeAction(ActionType::PlayBlammo));
        case Card::Nanners: return ends(2, makeAction(ActionType::PlayNanners));
        case Card::YumYum: return ends(2, makeAction(ActionType::PlayYumYum));
        case Card::Doggo: {   // TP-25: "play doggo" draws two, "play doggo draw 0" none
            if (w.size() == 2)
                return ends(2, makeAction(ActionType::PlayDoggo, 2));
            int n = -1;
            if (!is(2, "draw") || !number(3, n) || (n != 0 && n != 2))
                return fail("expected 'play doggo' or 'play doggo draw 0|2'");
            return ends(4, makeAction(ActionType::PlayDoggo, n));
        }
        case Card::Feesh: {
            int taken = -1;
            if (!is(2, "take"))
                return fail("expected 'play feesh take <card>'");
            if (!card(3, taken))
                return fail(why);
            return ends(4, makeAction(ActionType::PlayFeesh, taken));
        }
        case Card::Pie: {
            int t = -1;
            if (!is(2, "on"))
                return fail("expected 'play pie on <token>'");
            if (!token(3, t))
                return fail(why);
            return ends(4, makeAction(ActionType::PlayPie, t));
        }
        case Card::Shiny: {
            int seat = -1, which = -1;
            std::size_t used = 0;
            if (!is(2, "target"))
                return fail("expected 'play shiny target <seat> up <card>|down'");
            if (!number(3, seat) || !stashChoice(4, which, used))
                return fail(why);
            return ends(4 + used, makeAction(ActionType::PlayShiny, seat, which));
        }
        case Card::Kitteh: {
            if (w.size() == 2)
                return makeAction(ActionType::PlayKitteh);
            int which = -1;
            std::size_t used = 0;
            if (!stashChoice(2, which, used))
                return fail(why);
            return ends(2 + used, makeAction(ActionType::PlayKitteh, which));
        }
        }
        return fail("unknown card");
    }
    if (verb == "resolve") {
        int t = -1;
        if (!token(1, t))
            return fail(why);
        switch (static_cast<Token>(t)) {
        case Token::TrashCan: {
            int n = -1;
            if (!is(2, "draw") || !number(3, n))
                return fail("expected 'resolve trashcan draw <0-2>'");
            return ends(4, makeAction(ActionType::ResolveTrashCan, n));
        }
        case Token::Tree: {
            if (!is(2, "stash"))
                return fail("expected 'resolve tree stash none|<card> [<card>]'");
            if (is(3, "none"))
                return ends(4, makeAction(ActionType::ResolveTree));
            int first = -1, second = -1;
            if (!card(3, first))
                return fail(why);
            if (w.size() == 4)
                return makeAction(ActionType::ResolveTree, first);
            if (!card(4, second))
                return fail(why);
            if (second < first)
                std::swap(first, second);
            return ends(5, makeAction(ActionType::ResolveTree, first, second));
        }
        case Token::CanTree: {
            if (is(2, "draw"))
                return ends(3, makeAction(ActionType::ResolveCanTree, 0));
            int c = -1;
            if (!is(2, "stash"))
                return fail("expected 'resolve cantree draw' or 'resolve cantree stash <card>'");
            if (!card(3, c))
                return fail(why);
            return ends(4, makeAction(ActionType::ResolveCanTree, 1, c));
        }
        case Token::Paw: {
            int seat = -1;
            if (!is(2, "target") || !number(3, seat))
                return fail("expected 'resolve paw target <seat>'");
            return ends(4, makeAction(ActionType::ResolvePaw, seat));
        }
        case Token::Mask: return ends(2, makeAction(ActionType::ResolveMask));
        case Token::Recycle: {
            if (w.size() == 2)
                return makeAction(ActionType::ResolveRecycle);
            int other = -1;
            if (!is(2, "for"))
                return fail("expected 'resolve recycle' or 'resolve recycle for <token>'");
            if (!token(3, other))
                return fail(why);
            return ends(4, makeAction(ActionType::ResolveRecycle, other));
        }
        }
    }
    return fail("unknown action '" + verb + "' (roll, stop, bust, pass, play, resolve, stash)");
}

} // namespace critter::tp
