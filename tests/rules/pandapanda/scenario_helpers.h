#pragma once
// Small helpers for Panda Panda scenario tests: stacked decks written as
// letter strings, actions played in notation, hands and piles as text.
#include <QtTest>

#include <string>
#include <vector>

#include "pandapanda/notation.h"
#include "pandapanda/state.h"

namespace pptest {

using namespace critter;
using namespace critter::pp;

// "ABCDE" -> letters, top of the deck first.
inline std::vector<int> letters(const std::string& text)
{
    std::vector<int> out;
    for (char c : text)
        if (auto l = letterFromChar(c))
            out.push_back(*l);
    return out;
}

// Deal order: the first 5 letters go to seat 0, the next 5 to seat 1, ...;
// the rest stays as the deck (top first).
inline Setup stacked(int players, const std::string& deck, Seat first = 0, std::uint64_t seed = 1)
{
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    setup.firstPlayer = first;
    setup.deck = letters(deck);
    return setup;
}

inline std::string handText(const State& state, Seat seat) { return lettersText(state.hand(seat)); }

inline std::string pileText(const State& state, Seat seat)
{
    std::string text;
    const Pile& pile = state.pile(seat);
    for (std::uint8_t i = 0; i < pile.size; ++i)
        text.push_back(letterChar(pile.cards[i]));
    return text;
}

inline Action act(const char* text)
{
    std::string error;
    const auto action = parseAction(text, &error);
    if (!action)
        qFatal("bad notation in test: %s", error.c_str());
    return *action;
}

inline std::vector<Action> legal(const State& state)
{
    std::vector<Action> out;
    state.legalActions(out);
    return out;
}

inline bool hasEvent(const std::vector<Event>& events, const Event& wanted)
{
    for (const Event& e : events)
        if (e == wanted)
            return true;
    return false;
}

} // namespace pptest

// Plays one action in notation; fails the test with the rules' reason if refused.
#define PP_PLAY(state, text)                                                                         \
    do {                                                                                             \
        const critter::ApplyResult pp_result_ = (state).apply(pptest::act(text), nullptr);           \
        QVERIFY2(pp_result_.ok, (std::string(text) + ": " + pp_result_.error).c_str());              \
        QVERIFY2((state).checkInvariants().empty(), (state).checkInvariants().c_str());              \
    } while (false)

// An action that must be refused with a reason containing `why`, changing nothing.
#define PP_REFUSED(state, text, why)                                                                 \
    do {                                                                                             \
        const critter::pp::State pp_before_ = (state);                                               \
        std::vector<critter::Event> pp_events_;                                                      \
        const critter::ApplyResult pp_result_ = (state).apply(pptest::act(text), &pp_events_);       \
        QVERIFY2(!pp_result_.ok, text " was accepted");                                              \
        QVERIFY2(pp_result_.error.find(why) != std::string::npos, pp_result_.error.c_str());         \
        QVERIFY((state) == pp_before_);                                                              \
        QVERIFY(pp_events_.empty());                                                                 \
    } while (false)
