// Pawns on the loop (rulebook "Completing Laps", "Track Tiles", "Action Card
// Types"): step-by-step movement, laps and the Start line, landing and the
// four special spaces, Attacks and Scares and the abilities that touch them.
#include <algorithm>
#include <cstdlib>

#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::int8_t i8(int n) { return static_cast<std::int8_t>(n); }
} // namespace

// Big Ol' Box, Cafe Con Leche, Aesop's CPU card: nothing of opponents reaches.
bool Rules::invincible(const State& s, Seat seat)
{
    return racer(s, seat).invincible || s.pub_.track.at(s.pub_.space(seat)) == SpaceKind::Box;
}

// What keeps an invincible racer untouched: its own protection first, else the Box it sits on.
BlockReason Rules::blockReason(const State& s, Seat seat)
{
    return racer(s, seat).invincible ? BlockReason::Untouchable : BlockReason::Box;
}

// TD-16: Scrappy counts the spaces between the pawns, the shorter way round.
int Rules::distance(const State& s, Seat a, Seat b)
{
    const int length = s.pub_.length();
    const int d = std::abs(s.pub_.space(a) - s.pub_.space(b));
    return std::min(d, length - d);
}

// The turn's Move: the card's (or die's) value plus this turn's bonuses.
void Rules::mainMove(State& s, Seat seat, int base)
{
    const int steps = base + s.pub_.moveBonus;
    if (steps > 0)
        push(s, {TaskKind::Move, i8(seat), -1, i8(steps), 1, kOwnMove});
    // A racer that does not move does not land (TD-5).
}

// Attack `amount` every opponent on the attacker's space (Energy Drink,
// Territorial); pushed so the lowest seat resolves first.
void Rules::pushAttacksOnSpace(State& s, Seat attacker, int amount)
{
    const int space = s.pub_.space(attacker);
    for (Seat o = s.pub_.players - 1; o >= 0; --o)
        if (o != attacker && s.pub_.space(o) == space)
            push(s, {TaskKind::Attack, i8(attacker), i8(o), i8(amount)});
}

// A Move, step by step. When a step can trigger something (Energy Drink:
// Attacks on the space reached), the rest of the Move is a new step on the
// stack, so that those resolve before the next step. Otherwise nothing can
// come between the steps and the racer walks them here, one after another,
// and lands: the same steps, laps and events as one task per step.
void Rules::move(State& s, const Task& t, Ev ev)
{
    Public& p = s.pub_;
    RacerView& r = racer(s, t.racer);
    if (t.dir > 0) {
        const bool energy = (t.flags & kOwnMove) && p.energy > 0 && t.racer == p.turn;
        for (int left = t.amount;; --left) {
            const int from = p.space(t.racer);
            ++r.progress;
            const int to = p.space(t.racer);
            emit(ev, EventType::Stepped, t.racer, from, to, 1);
            if (to == 0)   // lower Start space -> upper Start space: a lap is complete
                emit(ev, EventType::LapCompleted, t.racer, p.laps(t.racer));
            if (r.progress >= p.track.finish()) {   // the final lap: the race ends at once
                raceWon(s, t.racer, ev);
                return;
            }
            const Task next = left <= 1 ? Task{TaskKind::Land, t.racer, -1, 0, 1, t.flags}
                                        : Task{TaskKind::Move, t.racer, -1, i8(left - 1), 1, t.flags};
            if (energy) {   // Energy Drink (TD-8): each opponent moved through or onto, as the racer gets there
                push(s, next);
                pushAttacksOnSpace(s, t.racer, p.energy);
                return;
            }
            if (next.kind == TaskKind::Land) {
                land(s, next, ev);
                return;
            }
        }
    }
    // Backward: never across the Start tile's dotted line; stop on its upper space.
    bool moved = t.flags & kMoved;
    for (int left = t.amount;; --left) {
        const int from = p.space(t.racer);
        if (from == 0) {
            if (moved)
                land(s, {TaskKind::Land, t.racer, -1, 0, -1, 0}, ev);
            return;
        }
        --r.progress;
        emit(ev, EventType::Stepped, t.racer, from, p.space(t.racer), -1);
        if (left <= 1) {
            land(s, {TaskKind::Land, t.racer, -1, 0, -1, 0}, ev);
            return;
        }
        moved = true;
    }
}

// Landing (TD-5): a Spill carries the racer one more space the same way
// (chaining, and the next space resolves in turn); elsewhere Territorial
// (TD-9), then the space. What nothing can come before runs at once rather
// than as a task on the stack (it would be the very next one).
void Rules::land(State& s, const Task& t, Ev ev)
{
    const int space = s.pub_.space(t.racer);
    if (s.pub_.track.at(space) == SpaceKind::Spill) {
        emit(ev, EventType::SpillSlid, t.racer, space);
        move(s, {TaskKind::Move, t.racer, -1, 1, t.dir, static_cast<std::uint8_t>(t.flags & kOwnMove)}, ev);
        return;
    }
    // Territorial resolves wherever Chloe lands, on any turn, also when pushed
    // there; invincible opponents are not affected (rulebook clarifications).
    if (hasAbility(s, t.racer, Ability::Territorial)) {
        push(s, {TaskKind::SpaceEffect, t.racer});
        pushAttacksOnSpace(s, t.racer, abilityCard(s, t.racer).amount);
        return;
    }
    spaceEffect(s, t.racer, ev);
}

void Rules::spaceEffect(State& s, Seat seat, Ev ev)
{
    switch (s.pub_.track.at(s.pub_.space(seat))) {
    case SpaceKind::TrashCan:
        trashCan(s, seat, ev);
        break;
    case SpaceKind::RecycleBin:
        if (racer(s, seat).cpu)   // CPU module: Recycle Bins do nothing for CPUs
            break;
        if (hasAbility(s, seat, Ability::DumpsterDiver))
            ask(s, Phase::SearchBin, seat);
        else
            recycleBin(s, seat, ev);
        break;
    case SpaceKind::Plain:
    case SpaceKind::Spill:
    case SpaceKind::Box:   // a Box only protects
        break;
    }
}

// Trash Can: draw a Trash card; one held at most, so a racer holding one
// decides whether to drop it and draw (TD-3). A CPU draws face down, only
// with empty paws (TD-12).
void Rules::trashCan(State& s, Seat seat, Ev ev)
{
    if (s.trash_[State::idx(seat)] < 0)
        drawTrash(s, seat, ev);
    else if (!racer(s, seat).cpu && trashAvailable(s))
        ask(s, Phase::TrashCan, seat);
}

// Recycle Bin: draw 2 Action cards, then discard any 1 from the whole hand.
void Rules::recycleBin(State& s, Seat seat, Ev ev)
{
    drawActions(s, seat, 2, ev);
    if (handSize(s.hands_[State::idx(seat)]) > 0)
        ask(s, Phase::Recycle, seat);
}

// Attack: the victim moves back; it cannot be split. Scrappy adds when the
// victim is close (measured now, before the attacker moves); Slippery takes off.
void Rules::attack(State& s, Seat attacker, Seat victim, int amount, Ev ev)
{
    if (invincible(s, victim)) {
        emit(ev, EventType::Blocked, attacker, victim, static_cast<int>(blockReason(s, victim)));
        return;
    }
    int value = amount;
    if (hasAbility(s, attacker, Ability::Scrappy) && distance(s, attacker, victim) <= abilityCard(s, attacker).range)
        value += abilityCard(s, attacker).amount;
    if (hasAbility(s, victim, Ability::Slippery))
        value -= abilityCard(s, victim).amount;
    value = std::max(value, 0);
    // Backward moves stop at the Start line (TD-5): said with the Attack, so
    // the table can tell why the pawn went back less.
    emit(ev, EventType::Attacked, attacker, victim, value, std::min(value, s.pub_.space(victim)));
    if (value == 0)
        return;
    if (hasAbility(s, victim, Ability::Frantic))
        push(s, {TaskKind::Frantic, i8(victim)});
    push(s, {TaskKind::Move, i8(victim), -1, i8(value), -1, 0});
}

// Scare: random Action cards from the victim's hand (never Trash cards). A CPU
// has no hand: the top of the Action deck is discarded instead and a hand
// racer who scares it takes that many Reroll tokens from the supply.
void Rules::scare(State& s, Seat scarer, Seat victim, int amount, std::uint8_t flags, Ev ev)
{
    Public& p = s.pub_;
    if (invincible(s, victim)) {
        emit(ev, EventType::Blocked, scarer, victim, static_cast<int>(blockReason(s, victim)));
        return;
    }
    int discarded = 0;
    int moveOfDiscarded = 0;
    const auto why = (flags & kFromHiss) ? DiscardReason::Hissed : DiscardReason::Scared;
    if (racer(s, victim).cpu) {
        for (int i = 0; i < amount; ++i) {
            const int kind = takeActionTop(s, ev);
            if (kind < 0)
                break;
            ++p.actionDiscard[at(kind)];
            emit(ev, EventType::CardDiscarded, kNoSeat, kind, static_cast<int>(why));
            ++discarded;
            moveOfDiscarded += content().actionCards[at(kind)].move;
        }
        if (!racer(s, scarer).cpu) {   // never from another player, never to a CPU
            const int take = std::min<int>(amount, p.tokenSupply);
            if (take > 0) {
                p.tokenSupply = static_cast<std::uint8_t>(p.tokenSupply - take);
                racer(s, scarer).tokens = static_cast<std::uint8_t>(racer(s, scarer).tokens + take);
                emit(ev, EventType::TokensGained, scarer, take);
            }
        }
    } else {
        for (int i = 0; i < amount && handSize(s.hands_[State::idx(victim)]) > 0; ++i) {
            const int kind = pickFromHand(s, victim);
            discardFromHand(s, victim, kind, why, ev);
            ++discarded;
            moveOfDiscarded += content().actionCards[at(kind)].move;
        }
    }
    emit(ev, EventType::Scared, scarer, victim, discarded);
    if (flags & kGainMove)   // Pizza Slice
        p.moveBonus = i8(p.moveBonus + moveOfDiscarded);
    if (hasAbility(s, scarer, Ability::Opportunist)) {   // TD-10: Pizza Slice's card counts too
        // A range caps the cards counted per Scare (0: no cap).
        const AbilityCard& card = abilityCard(s, scarer);
        const int counted = card.range > 0 ? std::min(discarded, card.range) : discarded;
        p.moveBonus = i8(p.moveBonus + card.amount * counted);
    }
    if (hasAbility(s, victim, Ability::Frantic))
        push(s, {TaskKind::Frantic, i8(victim)});
    if (hasAbility(s, scarer, Ability::FrighteningHiss) && !(flags & kFromHiss)) {
        for (Seat o = 0; o < p.players; ++o)
            if (o != scarer && o != victim) {
                p.hissExclude = i8(victim);
                ask(s, Phase::Hiss, scarer);
                break;
            }
    }
}

// Frantic: after an opponent's Attack moved Aesop or its Scare reached him (TD-16).
void Rules::frantic(State& s, Seat seat, Ev ev)
{
    drawActions(s, seat, abilityCard(s, seat).amount, ev);
}

} // namespace critter::td
