// What other seats do on the active player's turn, and steals:
// Shiny and the Paw start a steal; the target answers with Doggo, Kitteh or
// lets it happen; a Kitteh can be answered the same way (TP-7). Yum Yum after
// a stop; face-up stashes matching a Mask. Every seat that may react is asked,
// whatever it holds, so the questions never give a hand away.
#include "trashpandas/rules_detail.h"

namespace critter::tp {
namespace {
std::size_t at(Seat seat) { return static_cast<std::size_t>(seat); }
std::size_t at(Card card) { return static_cast<std::size_t>(card); }
} // namespace

// Shiny: steal a stashed card of the target, a face-up one by type or a
// face-down one at random, into the hand. The target answers first.
void Rules::shiny(State& s, Seat target, int which, Ev ev)
{
    Turn& t = s.turn_;
    discardPlayed(s, t.active, Card::Shiny, ev);
    emit(ev, EventType::CardPlayed, t.active, static_cast<int>(Card::Shiny), target, which);
    t.resume = t.phase;
    if (which == kStashDown)
        startSteal(s, t.active, target, StealKind::StashDown, -1);
    else
        startSteal(s, t.active, target, StealKind::StashUp, which);
}

void Rules::startSteal(State& s, Seat thief, Seat victim, StealKind kind, int card)
{
    Turn& t = s.turn_;
    t.thief = static_cast<std::int8_t>(thief);
    t.victim = static_cast<std::int8_t>(victim);
    t.stealKind = kind;
    t.stealCard = static_cast<std::int8_t>(card);
    t.phase = Phase::Steal;
}

namespace {
void endSteal(Turn& t)
{
    t.phase = t.resume;
    t.thief = t.victim = -1;
    t.stealKind = StealKind::Hand;
    t.stealCard = -1;
}
} // namespace

// The target lets it happen: the thief takes the card (a random one from the
// hand or the face-down stash, or the chosen face-up one). Nothing to take,
// nothing happens.
void Rules::letSteal(State& s, Ev ev)
{
    Turn& t = s.turn_;
    const Seat thief = t.thief, victim = t.victim;
    switch (t.stealKind) {
    case StealKind::Hand: {
        const Counts& from = s.hands_[at(victim)];
        if (total(from) > 0) {
            const Card card = pick(s, from);
            takeFromHand(s, victim, card, false);
            addToHand(s, thief, card, true);
            const int a = place(PlaceKind::Hand, victim), b = place(PlaceKind::Hand, thief);
            emit(ev, EventType::CardMoved, thief, a, b, -1);
            emit(ev, EventType::CardSeen, thief, static_cast<int>(card), a, b);
            emit(ev, EventType::CardSeen, victim, static_cast<int>(card), a, b);
        }
        break;
    }
    case StealKind::StashUp: {
        const auto card = static_cast<Card>(t.stealCard);
        --s.stashUp_[at(victim)][at(card)];
        addToHand(s, thief, card, true);
        emit(ev, EventType::CardMoved, thief, place(PlaceKind::StashUp, victim), place(PlaceKind::Hand, thief),
             static_cast<int>(card));
        break;
    }
    case StealKind::StashDown: {
        const Counts& from = s.stashDown_[at(victim)];
        if (total(from) > 0) {
            const Card card = pick(s, from);
            --s.stashDown_[at(victim)][at(card)];
            addToHand(s, thief, card, true);
            const int a = place(PlaceKind::StashDown, victim), b = place(PlaceKind::Hand, thief);
            emit(ev, EventType::CardMoved, thief, a, b, -1);
            emit(ev, EventType::CardSeen, thief, static_cast<int>(card), a, b);
            emit(ev, EventType::CardSeen, victim, static_cast<int>(card), a, b);
        }
        break;
    }
    }
    endSteal(t);
}

// Doggo: the steal is blocked and the target may draw two (fewer if the
// trash can runs out, TP-5), or none (TP-25).
void Rules::doggo(State& s, int draws, Ev ev)
{
    Turn& t = s.turn_;
    const Seat me = t.victim;
    discardPlayed(s, me, Card::Doggo, ev);
    emit(ev, EventType::ReactionPlayed, me, static_cast<int>(Card::Doggo), t.thief);
    endSteal(t);
    for (int i = 0; i < draws; ++i)
        draw(s, me, false, ev);
}

// Kitteh: the target steals from the thief instead: from the hand at random
// against a Paw, from the stash (the card or face-down choice in `which`)
// against a Shiny (TP-7). The thief may answer in turn. Against a Shiny with
// an empty stash to take from, it only blocks (TP-20).
void Rules::kitteh(State& s, int which, Ev ev)
{
    Turn& t = s.turn_;
    const Seat me = t.victim, thief = t.thief;
    discardPlayed(s, me, Card::Kitteh, ev);
    emit(ev, EventType::ReactionPlayed, me, static_cast<int>(Card::Kitteh), thief, which);
    if (t.stealKind == StealKind::Hand)
        startSteal(s, me, thief, StealKind::Hand, -1);
    else if (which == kStashDown)
        startSteal(s, me, thief, StealKind::StashDown, -1);
    else if (which >= 0)
        startSteal(s, me, thief, StealKind::StashUp, which);
    else
        endSteal(t);
}

// Yum Yum (TP-8): the active player must roll once more.
void Rules::yumYum(State& s, Ev ev)
{
    Turn& t = s.turn_;
    const Seat me = t.reactor;
    discardPlayed(s, me, Card::YumYum, ev);
    emit(ev, EventType::ReactionPlayed, me, static_cast<int>(Card::YumYum), t.active);
    t.reactor = -1;
    t.phase = Phase::Roll;
}

void Rules::passYumYum(State& s)
{
    Turn& t = s.turn_;
    t.reactor = static_cast<std::int8_t>(next(s, t.reactor));
    if (t.reactor == t.active)
        beginResolve(s);
}

namespace {
// After the last seat answered the Mask: one card per face-up stash (TP-21).
void closeMask(State& s, std::vector<Event>* ev, Turn& t)
{
    for (int k = 0; k < t.maskStashed; ++k)
        Rules::draw(s, t.active, false, ev);
    t.maskCard = -1;
    t.maskStashed = 0;
    Rules::beginResolve(s);
}
} // namespace

void Rules::stashMatch(State& s, Ev ev)
{
    Turn& t = s.turn_;
    const Seat me = t.reactor;
    stashFromHand(s, me, static_cast<Card>(t.maskCard), true, ev);
    emit(ev, EventType::ReactionPlayed, me, t.maskCard, t.active);
    ++t.maskStashed;
    t.reactor = static_cast<std::int8_t>(next(s, me));
    if (t.reactor == t.active)
        closeMask(s, ev, t);
}

void Rules::passMask(State& s, Ev ev)
{
    Turn& t = s.turn_;
    t.reactor = static_cast<std::int8_t>(next(s, t.reactor));
    if (t.reactor == t.active)
        closeMask(s, ev, t);
}

} // namespace critter::tp
