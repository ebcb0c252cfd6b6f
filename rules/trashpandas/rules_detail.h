#pragma once
// Internal: the rule steps shared by turn.cpp, tokens.cpp and reactions.cpp.
// Each step assumes legal.cpp already accepted the action.
#include <vector>

#include "trashpandas/state.h"

namespace critter::tp {

struct Rules {
    using Ev = std::vector<Event>*;

    // Plumbing (state.cpp).
    static void emit(Ev ev, EventType type, Seat seat, int a = -1, int b = -1, int c = -1)
    {
        if (ev)
            ev->push_back(Event{static_cast<int>(type), seat, a, b, c});
    }
    static Seat next(const State& s, Seat seat) { return (seat + 1) % s.players_; }
    static Seat active(const State& s) { return s.turn_.active; }
    static int rollDie(State& s);
    static Card pick(State& s, const Counts& from); // weighted by counts; from must not be empty
    static int draw(State& s, Seat seat, bool reveal, Ev ev); // card drawn or -1 (TP-5)
    static void triggerEnd(State& s, Ev ev);
    static void addToHand(State& s, Seat seat, Card card, bool locked);
    static void takeFromHand(State& s, Seat seat, Card card, bool played);
    static void discardPlayed(State& s, Seat seat, Card card, Ev ev);
    // TP-9: the bonus roll collects at most three tokens.
    static bool canRoll(const State& s) { return tokenCount(s.turn_.held) < (s.turn_.bonus ? 3 : kTokens); }

    // turn.cpp
    static void roll(State& s, Ev ev);
    static void stop(State& s, Ev ev);
    static void bust(State& s, Ev ev);
    static void blammo(State& s, Ev ev);
    static void nanners(State& s, Ev ev);
    static void feesh(State& s, Card card, Ev ev);
    static void beginResolve(State& s);
    static void settle(State& s, Ev ev);
    static void endTurn(State& s, Ev ev);

    // tokens.cpp
    static void pie(State& s, Token token, Ev ev);
    static void trashCan(State& s, int count, Ev ev);
    static void tree(State& s, int first, int second, Ev ev);
    static void canTree(State& s, int mode, int card, Ev ev);
    static void paw(State& s, Seat target, Ev ev);
    static void mask(State& s, Ev ev);
    static void recycle(State& s, int token, Ev ev);
    static void stashFromHand(State& s, Seat seat, Card card, bool faceUp, Ev ev);

    // reactions.cpp
    static void shiny(State& s, Seat target, int which, Ev ev);
    static void startSteal(State& s, Seat thief, Seat victim, StealKind kind, int card);
    static void letSteal(State& s, Ev ev);
    static void doggo(State& s, int draws, Ev ev);
    static void kitteh(State& s, int which, Ev ev);
    static void yumYum(State& s, Ev ev);
    static void passYumYum(State& s);
    static void stashMatch(State& s, Ev ev);
    static void passMask(State& s, Ev ev);
};

} // namespace critter::tp
