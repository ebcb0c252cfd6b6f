// What the deciding seat may do now, and why anything else is refused.
#include <algorithm>

#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }
Action act(ActionType type, int a = -1, int b = -1) { return makeAction(type, a, b); }
const ActionCardKind* cardOf(int kind)
{
    const auto& cards = content().actionCards;
    return kind >= 0 && kind < static_cast<int>(cards.size()) ? &cards[at(kind)] : nullptr;
}
std::string racerName(Seat seat) { return "racer " + std::to_string(seat); }

// Go with each card in hand; a card with an Attack or Scare names an opponent,
// any opponent, also one it cannot affect (TD-17).
void goActions(const Hand& hand, Seat me, int players, std::vector<Action>& out)
{
    const auto& cards = content().actionCards;
    for (std::size_t k = 0; k < cards.size(); ++k) {
        if (hand[k] == 0)
            continue;
        if (cards[k].attack > 0 || cards[k].scare > 0) {
            for (Seat o = 0; o < players; ++o)
                if (o != me)
                    out.push_back(act(ActionType::Go, static_cast<int>(k), o));
        } else {
            out.push_back(act(ActionType::Go, static_cast<int>(k)));
        }
    }
}

} // namespace

void State::legalActions(std::vector<Action>& out) const
{
    const Public& p = pub_;
    const Seat d = p.deciding;
    if (p.phase == Phase::Over || p.phase == Phase::Running || d < 0)
        return;
    const Hand& h = hands_[idx(d)];
    const auto& cards = content().actionCards;
    const int kinds = static_cast<int>(cards.size());
    switch (p.phase) {
    case Phase::Choose:
        goActions(h, d, p.players, out);
        for (int a = 0; a < kinds; ++a)
            for (int b = a; b < kinds; ++b)
                if (h[at(a)] > 0 && h[at(b)] > (a == b ? 1 : 0) && cards[at(a)].move == cards[at(b)].move)
                    out.push_back(act(ActionType::Dash, a, b));
        if (trash_[idx(d)] >= 0) {
            if (content().trashCards[at(trash_[idx(d)])].effect.targeted()) {
                for (Seat o = 0; o < p.players; ++o)
                    if (o != d)
                        out.push_back(act(ActionType::PlayTrash, o));
            } else {
                out.push_back(act(ActionType::PlayTrash));
            }
        }
        out.push_back(act(ActionType::Rest));
        return;
    case Phase::AfterTrash:
        goActions(h, d, p.players, out);
        return;
    case Phase::DashRoll:
        out.push_back(act(ActionType::KeepRoll));
        for (int k = 0; k < kinds; ++k)
            if (h[at(k)] > 0)
                out.push_back(act(ActionType::Reroll, k));
        if (Rules::hasAbility(*this, d, Ability::LuckyStreak) && !p.freeRerollUsed)
            out.push_back(act(ActionType::Reroll, -1));
        return;
    case Phase::TokenReroll:
        out.push_back(act(ActionType::SpendToken));
        out.push_back(act(ActionType::PassToken));
        return;
    case Phase::TrashCan:
        out.push_back(act(ActionType::SwapTrash));
        out.push_back(act(ActionType::KeepTrash));
        return;
    case Phase::Recycle:
        for (int k = 0; k < kinds; ++k)
            if (h[at(k)] > 0)
                out.push_back(act(ActionType::RecycleDiscard, k));
        return;
    case Phase::SearchBin:
        out.push_back(act(ActionType::SearchBin, 0));
        out.push_back(act(ActionType::SearchBin, 1));
        return;
    case Phase::Hiss:
        for (Seat o = 0; o < p.players; ++o)
            if (o != d && o != p.hissExclude)
                out.push_back(act(ActionType::Hiss, o));
        out.push_back(act(ActionType::NoHiss));
        return;
    case Phase::Rummage:
        for (int k = 0; k < kinds; ++k)
            if (h[at(k)] > 0)
                out.push_back(act(ActionType::Rummage, k));
        out.push_back(act(ActionType::NoRummage));
        return;
    case Phase::ChooseSide:
        out.push_back(act(ActionType::ChooseSide, 0));
        out.push_back(act(ActionType::ChooseSide, 1));
        return;
    case Phase::Running:
    case Phase::Over:
        return;
    }
}

// Empty when the action is legal; otherwise a reason for the player.
std::string State::whyIllegal(const Action& a) const
{
    const Public& p = pub_;
    if (p.phase == Phase::Over)
        return "the race is over";
    if (a.type < 0 || a.type >= kActionTypeCount)
        return "unknown action type " + std::to_string(a.type);
    std::vector<Action> legal;
    legalActions(legal);
    if (std::find(legal.begin(), legal.end(), a) != legal.end())
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
