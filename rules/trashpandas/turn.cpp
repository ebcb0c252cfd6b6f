// A turn (rulebook "How to Play", A): roll, take the token, stop or go on;
// bust; the cards played while rolling (Blammo!, Nanners, Feesh); the bonus
// roll after all six tokens; the end of a turn and of the game.
#include <bit>

#include "trashpandas/rules_detail.h"
#include "trashpandas/scoring.h"

namespace critter::tp {
namespace {
std::uint8_t bitOfFace(int face) { return tokenBit(static_cast<Token>(face - 1)); }
} // namespace

// Roll and take the matching token; a token already taken means a bust is
// pending (the player may still save it with Blammo! or Nanners).
void Rules::roll(State& s, Ev ev)
{
    Turn& t = s.turn_;
    const int face = rollDie(s);
    t.die = static_cast<std::int8_t>(face);
    emit(ev, EventType::DieRolled, t.active, face, face - 1);
    if (t.held & bitOfFace(face)) {
        t.phase = Phase::Busting;
        return;
    }
    t.held = static_cast<std::uint8_t>(t.held | bitOfFace(face));
    emit(ev, EventType::TokenTaken, t.active, face - 1);
    if (!t.bonus && t.held == kAllTokens) {
        // TP-9: all six taken: resolve them at once, a bonus roll follows.
        t.bonusEarned = true;
        beginResolve(s);
        return;
    }
    t.phase = Phase::Rolled;
}

// After a stop every other seat, in turn order, may answer with Yum Yum
// (TP-7, TP-8); no window when no further token could be taken (TP-15).
void Rules::stop(State& s, Ev ev)
{
    Turn& t = s.turn_;
    emit(ev, EventType::Stopped, t.active);
    if (canRoll(s)) {
        t.phase = Phase::YumYum;
        t.reactor = static_cast<std::int8_t>(next(s, t.active));
        return;
    }
    beginResolve(s);
}

// TP-12: the tokens go back, nothing resolves, one consolation card.
void Rules::bust(State& s, Ev ev)
{
    Turn& t = s.turn_;
    emit(ev, EventType::Bust, t.active, t.die);
    for (int k = 0; k < kTokens; ++k)
        if (t.held & tokenBit(static_cast<Token>(k)))
            emit(ev, EventType::TokenReturned, t.active, k);
    t.held = 0;
    t.die = 0;
    draw(s, t.active, false, ev);
    endTurn(s, ev);
}

// Blammo!: the last die is rolled again; a token it had taken goes back first
// (TP-18).
void Rules::blammo(State& s, Ev ev)
{
    Turn& t = s.turn_;
    discardPlayed(s, t.active, Card::Blammo, ev);
    emit(ev, EventType::CardPlayed, t.active, static_cast<int>(Card::Blammo));
    if (t.phase == Phase::Rolled) {
        t.held = static_cast<std::uint8_t>(t.held & ~bitOfFace(t.die));
        emit(ev, EventType::TokenReturned, t.active, t.die - 1);
    }
    roll(s, ev);
}

// Nanners (TP-8, TP-18): the last roll never happened (its token goes back)
// and the player stops.
void Rules::nanners(State& s, Ev ev)
{
    Turn& t = s.turn_;
    discardPlayed(s, t.active, Card::Nanners, ev);
    emit(ev, EventType::CardPlayed, t.active, static_cast<int>(Card::Nanners));
    if (t.phase == Phase::Rolled) {
        t.held = static_cast<std::uint8_t>(t.held & ~bitOfFace(t.die));
        emit(ev, EventType::TokenReturned, t.active, t.die - 1);
    }
    t.die = 0;
    stop(s, ev);
}

// Feesh (TP-6): take any card from the open discard pile. The card says "If
// possible, you may use that new card on this same turn", so it is never
// locked, even once resolving has started; except a fished Feesh, which is
// locked at once for the rest of the turn (TP-16: two Feesh would otherwise
// fish each other for ever).
void Rules::feesh(State& s, Card card, Ev ev)
{
    const Seat me = s.turn_.active;
    discardPlayed(s, me, Card::Feesh, ev);
    emit(ev, EventType::CardPlayed, me, static_cast<int>(Card::Feesh), static_cast<int>(card));
    --s.discard_[static_cast<std::size_t>(card)];
    addToHand(s, me, card, false);
    if (card == Card::Feesh)
        ++s.gained_[static_cast<std::size_t>(Card::Feesh)];
    emit(ev, EventType::CardMoved, me, place(PlaceKind::Discard), place(PlaceKind::Hand, me), static_cast<int>(card));
}

// TP-13, the rulebook's Notes: "Once you start resolving tokens, you may not
// use any cards gained during that turn." Up to here the cards the active
// player gained this turn (by Shiny, a Kitteh, Doggo's draws) were playable
// ("You may play any number of actions on your turn"); from here on every
// one of them is locked, like any card gained later in the turn, the bonus
// roll included. Locked cards may still be stashed.
void Rules::beginResolve(State& s)
{
    s.turn_.phase = Phase::Resolve;
    s.turn_.reactor = -1;
    for (std::size_t c = 0; c < s.gained_.size(); ++c)
        s.gained_[c] = static_cast<std::uint8_t>(s.gained_[c] + s.gainedRolling_[c]);
    s.gainedRolling_ = {};
}

// After every action: a resolution with nothing left to resolve ends (and
// leads to the bonus roll or the end of the turn).
void Rules::settle(State& s, Ev ev)
{
    Turn& t = s.turn_;
    if (t.phase != Phase::Resolve || t.held != 0)
        return;
    if (t.bonusEarned && !t.bonus) {
        // TP-9: the bonus roll is part of the same turn.
        t.bonus = true;
        t.bonusEarned = false;
        t.done = t.pied = t.extra = 0;
        t.die = 0;
        t.phase = Phase::Roll;
        emit(ev, EventType::BonusTurn, t.active);
        return;
    }
    endTurn(s, ev);
}

// The turn ends: play passes to the left, or the game ends (TP-5).
void Rules::endTurn(State& s, Ev ev)
{
    Turn& t = s.turn_;
    t.held = t.done = t.pied = t.extra = 0;
    t.die = 0;
    t.bonus = t.bonusEarned = false;
    t.reactor = -1;
    t.maskCard = -1;
    t.maskStashed = 0;
    t.thief = t.victim = -1;
    t.stealKind = StealKind::Hand;
    t.stealCard = -1;
    t.resume = Phase::Roll;
    s.gained_ = {};
    s.gainedRolling_ = {};
    if (t.endTriggered) {
        t.phase = Phase::Over;
        emit(ev, EventType::GameOver, kNoSeat, winnerMaskOf(scoreBreakdown(s)));
        return;
    }
    t.active = static_cast<std::int8_t>(next(s, t.active));
    ++t.number;
    t.phase = Phase::Roll;
    emit(ev, EventType::TurnStarted, t.active, t.number);
}

} // namespace critter::tp
