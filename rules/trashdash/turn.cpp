// The turn of a hand racer (rulebook "On Your Turn"): pick one of Go, Trash,
// Dash or Rest, resolve the space, draw an Action card (not after Rest).
// Also the loop that works through the pending steps until someone must
// decide, and every decision other than the turn's action.
#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::int8_t i8(int n) { return static_cast<std::int8_t>(n); }
const ActionCardKind& card(int kind) { return content().actionCards[at(kind)]; }
} // namespace

// Pops steps until one asks a seat to decide (or the game ends).
void Rules::run(State& s, Ev ev)
{
    Public& p = s.pub_;
    while (p.phase == Phase::Running) {
        if (p.taskCount == 0) {   // never reached: every turn ends with its EndTurn step
            startTurn(s, next(s, p.turn), ev);
            continue;
        }
        const Task t = p.tasks[--p.taskCount];
        p.tasks[p.taskCount] = Task{};
        switch (t.kind) {
        case TaskKind::EndTurn: startTurn(s, next(s, t.racer), ev); break;
        case TaskKind::DrawStep: drawStep(s, t.racer, ev); break;
        case TaskKind::AskGo: askGo(s, t.racer); break;
        case TaskKind::MainMove: mainMove(s, t.racer, t.amount); break;
        case TaskKind::Move: move(s, t, ev); break;
        case TaskKind::Land: land(s, t, ev); break;
        case TaskKind::SpaceEffect: spaceEffect(s, t.racer, ev); break;
        case TaskKind::Attack: attack(s, t.racer, t.other, t.amount, ev); break;
        case TaskKind::Scare: scare(s, t.racer, t.other, t.amount, t.flags, ev); break;
        case TaskKind::Frantic: frantic(s, t.racer, ev); break;
        case TaskKind::CpuTrash: cpuTrash(s, t.racer, ev); break;
        case TaskKind::CpuRoll: cpuRoll(s, t.racer, false, ev); break;
        case TaskKind::CpuResolve: cpuResolve(s, t.racer, ev); break;
        }
    }
}

void Rules::ask(State& s, Phase phase, Seat seat)
{
    s.pub_.phase = phase;
    s.pub_.deciding = seat;
}

// Go: one Action card. Its Attack or Scare resolves before the Move.
void Rules::go(State& s, int kind, Seat target, bool afterTrash, Ev ev)
{
    const Seat r = s.pub_.turn;
    --s.hands_[State::idx(r)][at(kind)];
    ++s.pub_.actionDiscard[at(kind)];
    emit(ev, EventType::CardPlayed, r, kind, target);
    if (!afterTrash)   // after a Trash card the draw step is already pending
        push(s, {TaskKind::DrawStep, i8(r)});
    push(s, {TaskKind::MainMove, i8(r), -1, i8(card(kind).move)});
    if (card(kind).attack > 0)
        push(s, {TaskKind::Attack, i8(r), i8(target), i8(card(kind).attack)});
    if (card(kind).scare > 0)
        push(s, {TaskKind::Scare, i8(r), i8(target), i8(card(kind).scare)});
}

// Dash: two cards of one Move value (their Attack or Scare ignored) give the
// base Move; then the Dash die, rerolled as often as the racer can pay.
void Rules::dash(State& s, int first, int second, Ev ev)
{
    Public& p = s.pub_;
    const Seat r = p.turn;
    for (int kind : {first, second}) {
        --s.hands_[State::idx(r)][at(kind)];
        ++p.actionDiscard[at(kind)];
    }
    emit(ev, EventType::DashPlayed, r, first, second);
    push(s, {TaskKind::DrawStep, i8(r)});
    p.dashBase = i8(card(first).move);
    p.dashDie = i8(rollDash(s));
    emit(ev, EventType::DashRolled, r, p.dashDie, 0);
    ask(s, Phase::DashRoll, r);
}

void Rules::reroll(State& s, int kind, Ev ev)
{
    Public& p = s.pub_;
    const Seat r = p.turn;
    if (kind < 0)
        p.freeRerollUsed = true;   // Lucky Streak
    else
        discardFromHand(s, r, kind, DiscardReason::Reroll, ev);
    p.dashDie = i8(rollDash(s));
    emit(ev, EventType::DashRolled, r, p.dashDie, 1);
    ask(s, Phase::DashRoll, r);
}

void Rules::keepRoll(State& s)
{
    const Public& p = s.pub_;
    const Seat r = p.turn;
    int total = p.dashBase + p.dashDie;
    // Turbo Tail: a range limits it to pairs of that Move or less (0: any pair).
    if (hasAbility(s, r, Ability::TurboTail) &&
        (abilityCard(s, r).range == 0 || p.dashBase <= abilityCard(s, r).range))
        total += abilityCard(s, r).amount;
    push(s, {TaskKind::MainMove, i8(r), -1, i8(total)});
}

// Trash: the held Trash card resolves first (TD-4), then one Action card as
// in Go, unless the card says otherwise (Rubber Band).
void Rules::playTrash(State& s, Seat target, Ev ev)
{
    const Seat r = s.pub_.turn;
    const int kind = s.trash_[State::idx(r)];
    s.trash_[State::idx(r)] = -1;
    ++s.pub_.trashDiscard[at(kind)];
    emit(ev, EventType::TrashPlayed, r, kind, target);
    const TrashEffect& e = content().trashCards[at(kind)].effectFor(false);
    push(s, {TaskKind::DrawStep, i8(r)});
    if (e.noActionCard)
        push(s, {TaskKind::MainMove, i8(r), -1, i8(e.move)});
    else
        push(s, {TaskKind::AskGo, i8(r)});
    applyTrashEffect(s, r, e, target, ev);
}

// A Trash card's effect, for a hand racer or (with its CPU Effect or the
// standard one) a CPU racer. target -1: an Attack or Scare does not resolve.
void Rules::applyTrashEffect(State& s, Seat r, const TrashEffect& e, Seat target, Ev ev)
{
    Public& p = s.pub_;
    if (!racer(s, r).cpu)
        drawActions(s, r, e.draw, ev);
    int ahead = 0;
    for (Seat o = 0; o < p.players; ++o)
        ahead += o != r && p.racers[State::idx(o)].progress > racer(s, r).progress ? 1 : 0;
    p.moveBonus = i8(p.moveBonus + e.moveBonus + e.movePerOpponentAhead * ahead);
    if (e.invincible) {
        racer(s, r).invincible = true;
        emit(ev, EventType::Invincible, r);
    }
    if (e.attackPassed > p.energy)
        p.energy = i8(e.attackPassed);
    if (target >= 0 && e.attack > 0)
        push(s, {TaskKind::Attack, i8(r), i8(target), i8(e.attack)});
    if (target >= 0 && e.scare > 0)
        push(s, {TaskKind::Scare, i8(r), i8(target), i8(e.scare), 1, e.gainScaredMove ? kGainMove : std::uint8_t{0}});
}

// After a Trash card: an Action card, or (holding none) only the Move the
// Trash card gave (TD-6).
void Rules::askGo(State& s, Seat seat)
{
    if (handSize(s.hands_[State::idx(seat)]) > 0)
        ask(s, Phase::AfterTrash, seat);
    else
        push(s, {TaskKind::MainMove, i8(seat), -1, 0});
}

// Rest: refill the hand to 5 (Nest Egg: more) and Move 1; the space resolves
// after the refill; there is no end-of-turn draw.
void Rules::rest(State& s, Ev ev)
{
    const Seat r = s.pub_.turn;
    emit(ev, EventType::Rested, r);
    const int refill = hasAbility(s, r, Ability::NestEgg) ? abilityCard(s, r).amount : kHandSize;
    while (handSize(s.hands_[State::idx(r)]) < refill)
        if (!drawAction(s, r, ev))
            break;
    push(s, {TaskKind::MainMove, i8(r), -1, 1});
}

void Rules::drawStep(State& s, Seat seat, Ev ev)
{
    drawAction(s, seat, ev);
    if (hasAbility(s, seat, Ability::Rummage) && handSize(s.hands_[State::idx(seat)]) > 0)
        ask(s, Phase::Rummage, seat);
}

void Rules::rummage(State& s, Seat seat, int kind, Ev ev)
{
    discardFromHand(s, seat, kind, DiscardReason::Rummage, ev);
    drawAction(s, seat, ev);
}

// "If you want to grab more trash, you have to drop what you're holding first."
void Rules::swapTrash(State& s, Seat seat, Ev ev)
{
    const int kind = s.trash_[State::idx(seat)];
    s.trash_[State::idx(seat)] = -1;
    ++s.pub_.trashDiscard[at(kind)];
    emit(ev, EventType::TrashDropped, seat, kind);
    drawTrash(s, seat, ev);
}

void Rules::recycleDiscard(State& s, Seat seat, int kind, Ev ev)
{
    discardFromHand(s, seat, kind, DiscardReason::Recycle, ev);
}

void Rules::searchBin(State& s, Seat seat, bool search, Ev ev)
{
    if (search)
        trashCan(s, seat, ev);
    else
        recycleBin(s, seat, ev);
}

// TD-15: the Hiss is a Scare 1 that gains nothing and never hisses again.
void Rules::hiss(State& s, Seat seat, Seat target)
{
    s.pub_.hissExclude = -1;
    push(s, {TaskKind::Scare, i8(seat), i8(target), i8(abilityCard(s, seat).amount), 1, kFromHiss});
}

} // namespace critter::td
