// Resolving the tokens (rulebook "How to Play", B, and the token table):
// in any order the player picks, each back to the middle once resolved;
// MMM Pie! makes one token resolve twice (TP-10).
#include "trashpandas/rules_detail.h"

namespace critter::tp {
namespace {

// One resolution of a token is done: a Pie'd token stays for its second go,
// otherwise it goes back to the middle.
void resolved(Token token, std::vector<Event>* ev, Turn& t)
{
    const auto bit = tokenBit(token);
    const bool second = (t.pied & bit) && !(t.extra & bit);
    Rules::emit(ev, EventType::TokenResolved, t.active, static_cast<int>(token), second ? 1 : 0);
    if (t.extra & bit) {
        t.extra = static_cast<std::uint8_t>(t.extra & ~bit);
        return;
    }
    t.held = static_cast<std::uint8_t>(t.held & ~bit);
    t.done = static_cast<std::uint8_t>(t.done | bit);
}

} // namespace

// TP-10: one Pie per token; the token then resolves twice, the second time
// whenever the player picks it again (TP-23).
void Rules::pie(State& s, Token token, Ev ev)
{
    Turn& t = s.turn_;
    discardPlayed(s, t.active, Card::Pie, ev);
    emit(ev, EventType::CardPlayed, t.active, static_cast<int>(Card::Pie), static_cast<int>(token));
    t.pied = static_cast<std::uint8_t>(t.pied | tokenBit(token));
    t.extra = static_cast<std::uint8_t>(t.extra | tokenBit(token));
}

// A card goes from a hand to its owner's stash: face down (Tree), or face up
// (matching a Mask). A locked card may be stashed (TP-6, TP-13).
void Rules::stashFromHand(State& s, Seat seat, Card card, bool faceUp, Ev ev)
{
    takeFromHand(s, seat, card, false);
    const auto c = static_cast<std::size_t>(card);
    const int from = place(PlaceKind::Hand, seat);
    if (faceUp) {
        ++s.stashUp_[State::idx(seat)][c];
        emit(ev, EventType::CardMoved, seat, from, place(PlaceKind::StashUp, seat), static_cast<int>(card));
    } else {
        ++s.stashDown_[State::idx(seat)][c];
        const int to = place(PlaceKind::StashDown, seat);
        emit(ev, EventType::CardMoved, seat, from, to, -1);
        emit(ev, EventType::CardSeen, seat, static_cast<int>(card), from, to);
    }
}

// Trash Can: draw up to two (the player picks 0, 1 or 2).
void Rules::trashCan(State& s, int count, Ev ev)
{
    resolved(Token::TrashCan, ev, s.turn_);
    for (int k = 0; k < count; ++k)
        draw(s, s.turn_.active, false, ev);
}

// Tree: stash up to two cards face down.
void Rules::tree(State& s, int first, int second, Ev ev)
{
    resolved(Token::Tree, ev, s.turn_);
    for (int card : {first, second})
        if (card >= 0)
            stashFromHand(s, s.turn_.active, static_cast<Card>(card), false, ev);
}

// Trash Can/Tree: draw one, or stash one face down.
void Rules::canTree(State& s, int mode, int card, Ev ev)
{
    resolved(Token::CanTree, ev, s.turn_);
    if (mode == 0)
        draw(s, s.turn_.active, false, ev);
    else
        stashFromHand(s, s.turn_.active, static_cast<Card>(card), false, ev);
}

// Paw (TP-1): steal a random card from the chosen seat's hand; that seat
// answers first (reactions.cpp).
void Rules::paw(State& s, Seat target, Ev ev)
{
    resolved(Token::Paw, ev, s.turn_);
    s.turn_.resume = Phase::Resolve;
    startSteal(s, s.turn_.active, target, StealKind::Hand, -1);
}

// Mask (TP-1): the top card is drawn face up for all to see; then every other
// seat in turn order may stash one matching card face up (reactions.cpp).
// An empty trash can reveals nothing, so nobody is asked (TP-5, TP-21).
void Rules::mask(State& s, Ev ev)
{
    Turn& t = s.turn_;
    resolved(Token::Mask, ev, t);
    const int card = draw(s, t.active, true, ev);
    if (card < 0)
        return;
    t.maskCard = static_cast<std::int8_t>(card);
    t.maskStashed = 0;
    t.reactor = static_cast<std::int8_t>(next(s, t.active));
    t.phase = Phase::Mask;
}

// Recycle (TP-11): swap it for a token not taken in this collection; with
// none left it does nothing. The new token is resolved later, like the rest.
void Rules::recycle(State& s, int token, Ev ev)
{
    Turn& t = s.turn_;
    resolved(Token::Recycle, ev, t);
    if (token < 0)
        return;
    t.held = static_cast<std::uint8_t>(t.held | tokenBit(static_cast<Token>(token)));
    emit(ev, EventType::TokenTaken, t.active, token);
}

} // namespace critter::tp
