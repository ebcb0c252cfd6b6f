// What the deciding seat may do now. One enumeration serves both the list of
// legal actions and the check in apply(), so the two can never disagree.
#include <bit>

#include "trashpandas/notation.h"
#include "trashpandas/rules_detail.h"

namespace critter::tp {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }

// Calls emit(action) for every legal action until emit returns true.
template <class Emit>
bool forEachLegal(const State& s, Emit&& emit)
{
    const Turn& t = s.turn();
    const Seat me = t.active;
    const int n = s.players();
    auto act = [&](ActionType type, int a = -1, int b = -1) { return emit(makeAction(type, a, b)); };

    // TP-19: Feesh and Shiny at any point of one's own turn; Shiny needs a
    // stashed card of the chosen kind.
    auto anyTime = [&]() {
        if (s.playable(me, Card::Feesh) > 0)
            for (int c = 0; c < kCardTypes; ++c)
                if (s.discard()[at(c)] > 0 && act(ActionType::PlayFeesh, c))
                    return true;
        if (s.playable(me, Card::Shiny) > 0)
            for (Seat p = 0; p < n; ++p) {
                if (p == me)
                    continue;
                const Counts& up = s.stashUp(p);
                for (int c = 0; c < kCardTypes; ++c)
                    if (up[at(c)] > 0 && act(ActionType::PlayShiny, p, c))
                        return true;
                if (total(s.stashDown(p)) > 0 && act(ActionType::PlayShiny, p, kStashDown))
                    return true;
            }
        return false;
    };
    auto saves = [&]() {
        if (s.playable(me, Card::Blammo) > 0 && act(ActionType::PlayBlammo))
            return true;
        return s.playable(me, Card::Nanners) > 0 && act(ActionType::PlayNanners);
    };

    switch (t.phase) {
    case Phase::Over:
        return false;
    case Phase::Roll:
        return act(ActionType::Roll) || anyTime();
    case Phase::Rolled:
        if (Rules::canRoll(s) && act(ActionType::Roll))
            return true;
        return act(ActionType::Stop) || saves() || anyTime();
    case Phase::Busting:
        return act(ActionType::Bust) || saves() || anyTime();
    case Phase::YumYum:
        return act(ActionType::Pass) || (s.playable(t.reactor, Card::YumYum) > 0 && act(ActionType::PlayYumYum));
    case Phase::Mask:
        return act(ActionType::Pass) ||
            (s.hand(t.reactor)[at(t.maskCard)] > 0 && act(ActionType::StashMatch, t.maskCard));
    case Phase::Steal: { // TP-20: the target is always asked
        if (act(ActionType::Pass))
            return true;
        if (s.playable(t.victim, Card::Doggo) > 0 &&
            (act(ActionType::PlayDoggo, 2) || act(ActionType::PlayDoggo, 0)))   // TP-25: the draw is optional
            return true;
        if (s.playable(t.victim, Card::Kitteh) <= 0)
            return false;
        if (t.stealKind == StealKind::Hand)
            return act(ActionType::PlayKitteh);
        // Against a Shiny: choose what to take from the thief's stash.
        const Counts& up = s.stashUp(t.thief);
        bool any = false;
        for (int c = 0; c < kCardTypes; ++c)
            if (up[at(c)] > 0) {
                any = true;
                if (act(ActionType::PlayKitteh, c))
                    return true;
            }
        if (total(s.stashDown(t.thief)) > 0) {
            any = true;
            if (act(ActionType::PlayKitteh, kStashDown))
                return true;
        }
        return !any && act(ActionType::PlayKitteh);
    }
    case Phase::Resolve:
        break;
    }

    // Resolve: any token still held, in any order, with every choice it
    // offers (TP-22 says which choices are optional).
    const Counts& hand = s.hand(me);
    for (int k = 0; k < kTokens; ++k) {
        const auto token = static_cast<Token>(k);
        if (!(t.held & tokenBit(token)))
            continue;
        switch (token) {
        case Token::TrashCan:
            for (int draws = 0; draws <= 2; ++draws)
                if (act(ActionType::ResolveTrashCan, draws))
                    return true;
            break;
        case Token::Tree:
            if (act(ActionType::ResolveTree))
                return true;
            for (int c = 0; c < kCardTypes; ++c) {
                if (hand[at(c)] == 0)
                    continue;
                if (act(ActionType::ResolveTree, c))
                    return true;
                for (int d = c; d < kCardTypes; ++d)
                    if (hand[at(d)] >= (d == c ? 2 : 1) && act(ActionType::ResolveTree, c, d))
                        return true;
            }
            break;
        case Token::CanTree:
            if (act(ActionType::ResolveCanTree, 0))
                return true;
            for (int c = 0; c < kCardTypes; ++c)
                if (hand[at(c)] > 0 && act(ActionType::ResolveCanTree, 1, c))
                    return true;
            break;
        case Token::Paw:
            for (Seat p = 0; p < n; ++p)
                if (p != me && act(ActionType::ResolvePaw, p))
                    return true;
            break;
        case Token::Mask:
            if (act(ActionType::ResolveMask))
                return true;
            break;
        case Token::Recycle: {
            const auto left = static_cast<std::uint8_t>(kAllTokens & ~(t.held | t.done));
            if (left == 0 && act(ActionType::ResolveRecycle))
                return true;
            for (int other = 0; other < kTokens; ++other)
                if ((left & tokenBit(static_cast<Token>(other))) && act(ActionType::ResolveRecycle, other))
                    return true;
            break;
        }
        }
    }
    // TP-10: one Pie per token; TP-17: never on Recycle, which is exchanged.
    if (s.playable(me, Card::Pie) > 0)
        for (int k = 0; k < kTokens - 1; ++k) {
            const auto bit = tokenBit(static_cast<Token>(k));
            if ((t.held & bit) && !(t.pied & bit) && act(ActionType::PlayPie, k))
                return true;
        }
    return anyTime();
}

const char* phaseText(Phase phase)
{
    switch (phase) {
    case Phase::Roll: return "the active player must roll";
    case Phase::Rolled: return "the active player may roll again or stop";
    case Phase::Busting: return "the active player is about to bust";
    case Phase::YumYum: return "a Yum Yum may be played";
    case Phase::Resolve: return "the rolling is over (stopped, or cancelled with Nanners) and the active player is resolving tokens";
    case Phase::Steal: return "a steal is being answered";
    case Phase::Mask: return "a card matching the Mask may be stashed";
    case Phase::Over: return "the game is over";
    }
    return "";
}

bool typeFits(ActionType type, Phase phase)
{
    switch (type) {
    case ActionType::Roll: return phase == Phase::Roll || phase == Phase::Rolled;
    case ActionType::Stop: return phase == Phase::Rolled;
    case ActionType::Bust: return phase == Phase::Busting;
    case ActionType::PlayBlammo:
    case ActionType::PlayNanners: return phase == Phase::Rolled || phase == Phase::Busting;
    case ActionType::PlayFeesh:
    case ActionType::PlayShiny:
        return phase == Phase::Roll || phase == Phase::Rolled || phase == Phase::Busting || phase == Phase::Resolve;
    case ActionType::PlayPie:
    case ActionType::ResolveTrashCan:
    case ActionType::ResolveTree:
    case ActionType::ResolveCanTree:
    case ActionType::ResolvePaw:
    case ActionType::ResolveMask:
    case ActionType::ResolveRecycle: return phase == Phase::Resolve;
    case ActionType::PlayYumYum: return phase == Phase::YumYum;
    case ActionType::PlayDoggo:
    case ActionType::PlayKitteh: return phase == Phase::Steal;
    case ActionType::StashMatch: return phase == Phase::Mask;
    case ActionType::Pass: return phase == Phase::YumYum || phase == Phase::Steal || phase == Phase::Mask;
    case ActionType::Count: break;
    }
    return false;
}

} // namespace

void State::legalActions(std::vector<Action>& out) const
{
    forEachLegal(*this, [&out](const Action& action) {
        out.push_back(action);
        return false;
    });
}

bool State::isLegal(const Action& action) const
{
    if (action.type < 0 || action.type >= kActionTypeCount)
        return false;
    return forEachLegal(*this, [&action](const Action& legal) { return legal == action; });
}

std::string State::whyIllegal(const Action& action) const
{
    if (isOver())
        return "the game is over";
    if (action.type < 0 || action.type >= kActionTypeCount)
        return "unknown action type " + std::to_string(action.type);
    const auto type = static_cast<ActionType>(action.type);
    std::string what = "'";
    what += toNotation(action);
    what += '\'';
    const Phase phase = turn_.phase;
    if (!typeFits(type, phase))
        return what + " is not possible now: " + phaseText(phase) + " (seat " + std::to_string(currentSeat()) +
            " decides)";
    auto needs = [&](Card card) -> std::string {
        const Seat seat = currentSeat();
        if (playable(seat, card) > 0)
            return {};
        if (hands_[idx(seat)][static_cast<std::size_t>(card)] > 0)
            return what + ": the " + std::string(cardInfo(card).name) +
                " in hand was gained this turn and cannot be played until a later turn (TP-6)";
        return what + ": seat " + std::to_string(seat) + " has no " + std::string(cardInfo(card).name) + " in hand";
    };
    std::string missing;
    switch (type) {
    case ActionType::PlayBlammo: missing = needs(Card::Blammo); break;
    case ActionType::PlayNanners: missing = needs(Card::Nanners); break;
    case ActionType::PlayFeesh: missing = needs(Card::Feesh); break;
    case ActionType::PlayShiny: missing = needs(Card::Shiny); break;
    case ActionType::PlayPie: missing = needs(Card::Pie); break;
    case ActionType::PlayYumYum: missing = needs(Card::YumYum); break;
    case ActionType::PlayDoggo: missing = needs(Card::Doggo); break;
    case ActionType::PlayKitteh: missing = needs(Card::Kitteh); break;
    case ActionType::Roll:
        if (phase == Phase::Rolled)
            return what + ": no more than three tokens in the bonus roll (TP-9)";
        break;
    default: break;
    }
    if (!missing.empty())
        return missing;
    const auto tokenName = [](int k) { return std::string(tokenInfo(static_cast<Token>(k)).name); };
    const auto tokenOk = [](int k) { return k >= 0 && k < kTokens; };
    if (type == ActionType::PlayPie && tokenOk(action.a)) {
        const std::uint8_t bit = tokenBit(static_cast<Token>(action.a));
        if (turn_.pied & bit)   // TP-10
            return what + ": a MMM Pie! is already on the " + tokenName(action.a) + " (one per token, TP-10)";
        if (static_cast<Token>(action.a) == Token::Recycle)   // TP-17
            return what + ": a MMM Pie! cannot go on the Recycle, which is exchanged, not used (TP-17)";
        if (!(turn_.held & bit))
            return what + ": the " + tokenName(action.a) + " token is not waiting to be used";
    }
    if (type == ActionType::PlayDoggo && action.a != 2 && action.a != 0)
        return what + ": Doggo draws two cards or none (TP-25)";
    if (type == ActionType::ResolveRecycle && tokenOk(action.a) && (turn_.held & tokenBit(static_cast<Token>(action.a))))
        return what + ": the " + tokenName(action.a) + " is already taken; Recycle takes a token still in the middle (TP-11)";
    if (type >= ActionType::ResolveTrashCan && type <= ActionType::ResolveRecycle) {
        static constexpr ActionType kFirst = ActionType::ResolveTrashCan;
        const auto token = static_cast<Token>(static_cast<int>(type) - static_cast<int>(kFirst));
        if (!(turn_.held & tokenBit(token)))
            return what + ": the " + std::string(tokenInfo(token).name) + " token is not waiting to be resolved";
    }
    return what + ": not a legal choice now (a card, seat, token or count that does not fit)";
}

} // namespace critter::tp
