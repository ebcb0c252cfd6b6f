// What the deciding seat may do now, and why anything else is refused.
#include <algorithm>
#include <array>
#include <cassert>

#include "core/legal_list.h"
#include "core/byte_counts.h"
#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }
const ActionCardKind* cardOf(int kind)
{
    const auto& cards = content().actionCards;
    return kind >= 0 && kind < static_cast<int>(cards.size()) ? &cards[at(kind)] : nullptr;
}
std::string racerName(Seat seat) { return "racer " + std::to_string(seat); }

} // namespace

// Calls emit(action, legal) for every candidate action, in the order of the
// list, until emit returns true; legal says whether the candidate is in the
// list. One enumeration serves both legalActions() and the check in
// apply(), so the two never disagree. Candidates rather than only legal
// actions for the opponents named and the Dash pairs: who decides and what
// a random hand holds are coin tosses at every decision of a playout, and
// candidates written whole, some kept, leave the processor no branch on
// them to mispredict.
// Inlined into its two callers so that legalActionsInto() keeps its list in
// registers (it runs at every decision of a playout).
template <class Emit>
[[gnu::always_inline]] inline bool State::forEachLegal(Emit&& emit) const
{
    const Public& p = pub_;
    const Seat d = p.deciding;
    if (p.phase == Phase::Over || p.phase == Phase::Running || d < 0)
        return false;
    const auto offerIf = [&](bool legal, ActionType type, int a = -1, int b = -1) {
        return emit(makeAction(type, a, b), legal);
    };
    const auto offer = [&](ActionType type, int a = -1, int b = -1) { return offerIf(true, type, a, b); };
    const auto opponents = [&](ActionType type, int kind, Seat skip) {   // -1 kind: the seat is argument a
        for (Seat o = 0; o < p.players; ++o) {
            const bool named = (o != d) & (o != skip);
            if (kind < 0 ? offerIf(named, type, o) : offerIf(named, type, kind, o))
                return true;
        }
        return false;
    };
    // The decisions that do not look at the hand first (a Trash Can is a
    // third of all decisions in a race).
    switch (p.phase) {
    case Phase::TokenReroll:
        return offer(ActionType::SpendToken) || offer(ActionType::PassToken);
    case Phase::TrashCan:
        return offer(ActionType::SwapTrash) || offer(ActionType::KeepTrash);
    case Phase::SearchBin:
        return offer(ActionType::SearchBin, 0) || offer(ActionType::SearchBin, 1);
    case Phase::Hiss:
        return opponents(ActionType::Hiss, -1, p.hissExclude) || offer(ActionType::NoHiss);
    case Phase::ChooseSide:
        return offer(ActionType::ChooseSide, 0) || offer(ActionType::ChooseSide, 1);
    default:
        break;
    }
    const Hand& h = hands_[idx(d)];
    const int trash = trash_[idx(d)];
    const auto& cards = content().actionCards;
    // The kinds in hand, in kind order: a few of the kinds, so the loops
    // below (the Dash pairs above all) never walk the whole card list.
    std::array<std::uint8_t, kMaxActionKinds> held;
    const int heldCount = nonzeroKinds(h, held);
    // Go with each card in hand; a card with an Attack or Scare names an
    // opponent, any opponent, also one it cannot affect (TD-17).
    const auto goActions = [&] {
        for (int i = 0; i < heldCount; ++i) {
            const int k = held[at(i)];
            const ActionCardKind& card = cards[at(k)];
            if (card.attack > 0 || card.scare > 0 ? opponents(ActionType::Go, k, d) : offer(ActionType::Go, k))
                return true;
        }
        return false;
    };
    const auto eachHeld = [&](ActionType type) {
        for (int i = 0; i < heldCount; ++i)
            if (offer(type, held[at(i)]))
                return true;
        return false;
    };
    switch (p.phase) {
    case Phase::Choose:
        if (goActions())
            return true;
        for (int i = 0; i < heldCount; ++i) {   // Dash: two cards of one Move, the lower kind first
            const int a = held[at(i)];
            for (int j = i; j < heldCount; ++j) {
                const int b = held[at(j)];
                const bool two = (a != b) | (h[at(a)] > 1);
                if (offerIf(two & (cards[at(a)].move == cards[at(b)].move), ActionType::Dash, a, b))
                    return true;
            }
        }
        if (trash >= 0) {
            if (content().trashCards[at(trash)].effect.targeted() ? opponents(ActionType::PlayTrash, -1, d)
                                                                    : offer(ActionType::PlayTrash))
                return true;
        }
        return offer(ActionType::Rest);
    case Phase::AfterTrash:
        return goActions();
    case Phase::DashRoll:
        if (offer(ActionType::KeepRoll) || eachHeld(ActionType::Reroll))
            return true;
        return Rules::hasAbility(*this, d, Ability::LuckyStreak) && !p.freeRerollUsed && offer(ActionType::Reroll, -1);
    case Phase::Recycle:
        return eachHeld(ActionType::RecycleDiscard);
    case Phase::Rummage:
        return eachHeld(ActionType::Rummage) || offer(ActionType::NoRummage);
    default:   // the rest above
        return false;
    }
    return false;
}

int State::legalActionsInto(Action* out) const
{
    Action* end = out;
    forEachLegal([&end](const Action& action, bool legal) {
        *end = action;   // written either way, kept when legal
        end += legal;
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
    return forEachLegal([&action](const Action& candidate, bool legal) { return legal && candidate == action; });
}

// Empty when the action is legal; otherwise a reason for the player.
std::string State::whyIllegal(const Action& a) const
{
    const Public& p = pub_;
    if (p.phase == Phase::Over)
        return "the race is over";
    if (a.type < 0 || a.type >= kActionTypeCount)
        return "unknown action type " + std::to_string(a.type);
    if (isLegal(a))
        return {};
    const Seat d = p.deciding;
    const auto type = static_cast<ActionType>(a.type);
    if (a.c != -1)
        return "no action takes a third argument";
    const bool turnAction = type == ActionType::Go || type == ActionType::Dash || type == ActionType::PlayTrash ||
        type == ActionType::Rest;
    const Hand& h = hands_[idx(d)];
    const auto holds = [&h](int kind) { return cardOf(kind) && h[at(kind)] > 0; };
    switch (p.phase) {
    case Phase::Choose:
        if (!turnAction)
            return racerName(d) + " must first choose Go, Trash, Dash or Rest";
        break;
    case Phase::AfterTrash:
        if (type != ActionType::Go)
            return racerName(d) + " played a Trash card and now plays an Action card (Go)";
        break;
    case Phase::DashRoll:
        if (type != ActionType::Reroll && type != ActionType::KeepRoll)
            return racerName(d) + " must keep or reroll the Dash die";
        if (type == ActionType::Reroll && a.a == -1)
            return "only Jet's Lucky Streak rerolls for free, once per Dash";
        if (type == ActionType::Reroll && !holds(a.a))
            return "a reroll discards an Action card that " + racerName(d) + " holds";
        return "a Dash decision takes no other argument";
    case Phase::TokenReroll:
        return racerName(d) + " decides whether to spend a Reroll token on the CPU's roll";
    case Phase::TrashCan:
        return racerName(d) + " is on a Trash Can holding a Trash card: swap it or keep it";
    case Phase::Recycle:
        if (type != ActionType::RecycleDiscard)
            return racerName(d) + " must discard an Action card for the Recycle Bin";
        return racerName(d) + " holds no such Action card";
    case Phase::SearchBin:
        return racerName(d) + " chooses: recycle as usual or search the bin like a Trash Can";
    case Phase::Hiss:
        if (type == ActionType::Hiss && a.a == p.hissExclude)
            return "Frightening Hiss picks another opponent than the one just scared";
        return racerName(d) + " may Hiss at another opponent or not";
    case Phase::Rummage:
        if (type == ActionType::Rummage && !holds(a.a))
            return racerName(d) + " holds no such Action card";
        return racerName(d) + " may Rummage (discard 1, draw 1) or not";
    case Phase::ChooseSide:
        return racerName(d) + " chooses side A or B for the next race";
    case Phase::Running:
    case Phase::Over:
        return "nobody is asked now";
    }
    // A turn action that is not legal.
    switch (type) {
    case ActionType::Go: {
        const ActionCardKind* k = cardOf(a.a);
        if (!k || !holds(a.a))
            return racerName(d) + " holds no such Action card";
        if (k->attack == 0 && k->scare == 0)
            return k->id + " has no Attack or Scare to aim";
        if (a.b == d)
            return "an Attack or Scare aims at an opponent, not oneself";
        return k->id + " needs an opponent to aim at (0 to " + std::to_string(p.players - 1) + ")";
    }
    case ActionType::Dash:
        if (!holds(a.a) || !holds(a.b) || (a.a == a.b && h[at(a.a)] < 2))
            return "a Dash discards two Action cards that " + racerName(d) + " holds";
        if (cardOf(a.a)->move != cardOf(a.b)->move)
            return "a Dash needs two cards with the same Move value";
        return "a Dash names the lower card first";
    case ActionType::PlayTrash:
        if (trash_[idx(d)] < 0)
            return racerName(d) + " holds no Trash card";
        return content().trashCards[at(trash_[idx(d)])].effect.targeted() ? "this Trash card aims at an opponent"
                                                                         : "this Trash card aims at nobody";
    case ActionType::Rest:
        return "Rest takes no argument";
    default:
        break;
    }
    return "not possible now";
}

} // namespace critter::td
