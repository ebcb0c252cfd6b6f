#pragma once
// Helpers for Trash Pandas scenario tests: cards by name, stacked games,
// playing actions in notation with a clear failure message.
#include <QtTest>

#include <sstream>
#include <string>
#include <vector>

#include "trashpandas/notation.h"
#include "trashpandas/state.h"

namespace tptest {

using namespace critter;
using namespace critter::tp;

inline std::vector<Card> cards(const std::string& text)
{
    std::vector<Card> out;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        if (word == "|")
            continue; // a visual separator between hands in a stack
        const auto card = cardFromId(word);
        if (!card)
            qFatal("unknown card in test: %s", word.c_str());
        out.push_back(*card);
    }
    return out;
}

inline Counts counts(const std::string& text)
{
    Counts out{};
    for (Card card : cards(text))
        ++out[static_cast<std::size_t>(card)];
    return out;
}

inline std::string show(const Counts& c)
{
    std::string out;
    for (int t = 0; t < kCardTypes; ++t)
        for (int k = 0; k < c[static_cast<std::size_t>(t)]; ++k)
            out += (out.empty() ? "" : " ") + std::string(cardInfo(static_cast<Card>(t)).id);
    return out.empty() ? "(none)" : out;
}

// A game whose deck is stacked from the top (the deal takes from it first:
// seat 0 the top 3, seat 1 the next 4, ...) with forced die faces and picks.
inline State game(int players, const std::string& stack, std::vector<int> rolls = {}, const std::string& picks = "")
{
    State::Setup setup;
    setup.players = players;
    setup.seed = 42;
    setup.stack = cards(stack);
    setup.rolls = std::move(rolls);
    setup.picks = cards(picks);
    return State(setup);
}

// "" when the action was played, else why not.
inline std::string play(State& state, const std::string& text, std::vector<Event>* events = nullptr)
{
    std::string why;
    const auto action = parseAction(text, &why);
    if (!action)
        return "cannot parse: " + why;
    const ApplyResult result = state.apply(*action, events);
    return result ? std::string() : "'" + text + "' refused: " + result.error;
}

inline bool allows(const State& state, const std::string& text)
{
    const auto action = parseAction(text);
    std::vector<Action> legal;
    state.legalActions(legal);
    return action && std::find(legal.begin(), legal.end(), *action) != legal.end();
}

inline std::vector<std::string> legalTexts(const State& state)
{
    std::vector<Action> legal;
    state.legalActions(legal);
    std::vector<std::string> out;
    for (const Action& a : legal)
        out.push_back(toNotation(a));
    return out;
}

} // namespace tptest

#define PLAY(state, text)                                                                                            \
    do {                                                                                                             \
        const std::string why_ = tptest::play(state, text);                                                          \
        QVERIFY2(why_.empty(), why_.c_str());                                                                        \
    } while (0)

#define PLAY_ALL(state, ...)                                                                                         \
    do {                                                                                                             \
        for (const char* text_ : {__VA_ARGS__})                                                                      \
            PLAY(state, text_);                                                                                      \
    } while (0)

#define COMPARE_COUNTS(actual, expected)                                                                             \
    QCOMPARE(QString::fromStdString(tptest::show(actual)), QString::fromStdString(tptest::show(tptest::counts(expected))))
