// What the deciding seat may do now. One enumeration serves both the list of
// legal actions and the check in apply(), so the two can never disagree.
#include <array>
#include <cassert>
#include <bit>

#include "core/legal_list.h"
#include "trashpandas/notation.h"
#include "trashpandas/rules_detail.h"

namespace critter::tp {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }

// The kinds of card a count holds, in kind order (the loops below walk only
// those).
struct Kinds {
    std::array<std::uint8_t, kCardTypes> kind;
    int count;
};
Kinds kindsIn(const Counts& counts)
{
    Kinds kinds;
    kinds.count = nonzeroKinds(counts, kinds.kind);
    return kinds;
}

// Each helper below calls emit(action) for its legal actions, in the order
// of the list, and returns true as soon as emit does. The list is built at
// every step of a playout: the common decisions (roll, stop, pass) stay
// small and the rarer card plays are out of line.

// TP-19: Feesh and Shiny at any point of one's own turn; Shiny needs a
// stashed card of the chosen kind.
template <class Emit>
[[gnu::noinline]] bool anyTimeCards(const State& s, Seat me, Emit& emit)
{
    if (s.playable(me, Card::Feesh) > 0) {
        const Kinds discard = kindsIn(s.discard());
        for (int i = 0; i < discard.count; ++i)
            if (emit(makeAction(ActionType::PlayFeesh, discard.kind[at(i)])))
                return true;
    }
    if (s.playable(me, Card::Shiny) > 0)
        for (Seat p = 0; p < s.players(); ++p) {
            if (p == me)
                continue;
            const Kinds up = kindsIn(s.stashUp(p));
            for (int i = 0; i < up.count; ++i)
                if (emit(makeAction(ActionType::PlayShiny, p, up.kind[at(i)])))
                    return true;
            if (total(s.stashDown(p)) > 0 && emit(makeAction(ActionType::PlayShiny, p, kStashDown)))
                return true;
        }
    return false;
}
template <class Emit>
bool anyTime(const State& s, Seat me, Emit& emit)
{
    if (s.playable(me, Card::Feesh) <= 0 && s.playable(me, Card::Shiny) <= 0)
        return false;
    return anyTimeCards(s, me, emit);
}

// Blammo! and Nanners save a roll (TP-18).
template <class Emit>
bool saves(const State& s, Seat me, Emit& emit)
{
    if (s.playable(me, Card::Blammo) > 0 && emit(makeAction(ActionType::PlayBlammo)))
        return true;
    return s.playable(me, Card::Nanners) > 0 && emit(makeAction(ActionType::PlayNanners));
}

// TP-20: the target of a steal is always asked.
template <class Emit>
[[gnu::noinline]] bool stealAnswers(const State& s, Emit& emit)
{
    const Turn& t = s.turn();
    if (emit(makeAction(ActionType::Pass)))
        return true;
    if (s.playable(t.victim, Card::Doggo) > 0 &&
        (emit(makeAction(ActionType::PlayDoggo, 2)) || emit(makeAction(ActionType::PlayDoggo, 0))))   // TP-25: the draw is optional
        return true;
    if (s.playable(t.victim, Card::Kitteh) <= 0)
        return false;
    if (t.stealKind == StealKind::Hand)
        return emit(makeAction(ActionType::PlayKitteh));
    // Against a Shiny: choose what to take from the thief's stash.
    const Kinds up = kindsIn(s.stashUp(t.thief));
    for (int i = 0; i < up.count; ++i)
        if (emit(makeAction(ActionType::PlayKitteh, up.kind[at(i)])))
            return true;
    const bool down = total(s.stashDown(t.thief)) > 0;
    if (down && emit(makeAction(ActionType::PlayKitteh, kStashDown)))
        return true;
    return up.count == 0 && !down && emit(makeAction(ActionType::PlayKitteh));
}

// Resolve: any token still held, in any order, with every choice it offers
// (TP-22 says which choices are optional).
template <class Emit>
[[gnu::noinline]] bool resolveActions(const State& s, Emit& emit)
{
    const Turn& t = s.turn();
    const Seat me = t.active;
    auto act = [&](ActionType type, int a = -1, int b = -1) { return emit(makeAction(type, a, b)); };
    const Counts& hand = s.hand(me);
    // The kinds in hand, read only when a Tree or Can Tree waits (they
    // name cards).
    const bool namesCards = t.held & (tokenBit(Token::Tree) | tokenBit(Token::CanTree));
    const Kinds held = namesCards ? kindsIn(hand) : Kinds{{}, 0};
    for (unsigned waiting = t.held; waiting != 0; waiting &= waiting - 1) {   // each token held, in token order
        const auto token = static_cast<Token>(std::countr_zero(waiting));
        switch (token) {
        case Token::TrashCan:
            for (int draws = 0; draws <= 2; ++draws)
                if (act(ActionType::ResolveTrashCan, draws))
                    return true;
            break;
        case Token::Tree:
            if (act(ActionType::ResolveTree))
                return true;
            for (int i = 0; i < held.count; ++i) {
                const int c = held.kind[at(i)];
                if (act(ActionType::ResolveTree, c))
                    return true;
                for (int j = i; j < held.count; ++j) {
                    const int d = held.kind[at(j)];
                    if ((d != c || hand[at(c)] >= 2) && act(ActionType::ResolveTree, c, d))
                        return true;
                }
            }
            break;
        case Token::CanTree:
            if (act(ActionType::ResolveCanTree, 0))
                return true;
            for (int i = 0; i < held.count; ++i)
                if (act(ActionType::ResolveCanTree, 1, held.kind[at(i)]))
                    return true;
            break;
        case Token::Paw:
            for (Seat p = 0; p < s.players(); ++p)
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
    return anyTime(s, me, emit);
}

// Calls emit(action) for every legal action until emit returns true.
// Inlined into its callers so that legalActionsInto() keeps its list's end
// in a register for the common decisions.
template <class Emit>
[[gnu::always_inline]] inline bool forEachLegal(const State& s, Emit&& emit)
{
    const Turn& t = s.turn();
    const Seat me = t.active;
    auto act = [&](ActionType type, int a = -1) { return emit(makeAction(type, a)); };
    switch (t.phase) {
    case Phase::Over:
        return false;
    case Phase::Roll:
        return act(ActionType::Roll) || anyTime(s, me, emit);
    case Phase::Rolled:
        if (Rules::canRoll(s) && act(ActionType::Roll))
            return true;
        return act(ActionType::Stop) || saves(s, me, emit) || anyTime(s, me, emit);
    case Phase::Busting:
        return act(ActionType::Bust) || saves(s, me, emit) || anyTime(s, me, emit);
    case Phase::YumYum:
        return act(ActionType::Pass) || (s.playable(t.reactor, Card::YumYum) > 0 && act(ActionType::PlayYumYum));
    case Phase::Mask:
        return act(ActionType::Pass) ||
            (s.hand(t.reactor)[at(t.maskCard)] > 0 && act(ActionType::StashMatch, t.maskCard));
    case Phase::Steal:
        return stealAnswers(s, emit);
    case Phase::Resolve:
        return resolveActions(s, emit);
    }
    return false;
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

int State::legalActionsInto(Action* out) const
{
    Action* end = out;
    forEachLegal(*this, [&end](const Action& action) {
        *end++ = action;
        return false;
    });
    assert(end - out <= kMaxLegalActions);
    return static_cast<int>(end - out);
}

void State::legalActions(std::vector<Action>& out) const
{
    appendLegalActions(*this, out);
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
        if (hands_[idx(seat)][static_cast<std::size_t>(card)] > 0) {
            // Only the active player's cards gained this turn are locked:
            // before resolving starts, just a Feesh fished by a Feesh.
            if (!turn_.resolvingStarted())
                return what + ": the " + std::string(cardInfo(card).name) +
                    " in hand was fished by a Feesh this turn and cannot be played until a later turn (TP-16)";
            return what + ": the " + std::string(cardInfo(card).name) +
                " in hand was gained this turn and, now that resolving has started, cannot be played until a "
                "later turn (TP-6, TP-13)";
        }
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
