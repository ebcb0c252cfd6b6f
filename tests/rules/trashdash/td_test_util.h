#pragma once
// Helpers for Trash Dash scenario tests: racers by character id, stacked
// decks written as card ids (the deal takes 5 from the top for each hand
// racer, seat 0 first), forced dice, actions played in notation with a clear
// failure message, hands as text.
#include <QtTest>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "trashdash/notation.h"
#include "trashdash/state.h"

namespace tdtest {

using namespace critter;
using namespace critter::td;

// A quiet custom track for basic moves: upper spaces 0-4 plain, 5 a Trash
// Can (Turn A); lower 6 plain, 7 and 8 Trash Cans, 9 a Spill, 10 a Box, 11 a
// Trash Can (Start A's lower space).
inline const std::vector<std::string> kQuiet{"start-a", "14a", "4b", "16a", "1b", "turn-a"};

inline int card(const std::string& id)
{
    const int k = content().actionKind(id);
    if (k < 0)
        qFatal("unknown Action card in test: %s", id.c_str());
    return k;
}

inline int trashCard(const std::string& id)
{
    const int k = content().trashKind(id);
    if (k < 0)
        qFatal("unknown Trash card in test: %s", id.c_str());
    return k;
}

// "m3 m3 | m1a2" -> Action card kinds ("|" only separates hands for the eye).
inline std::vector<int> cards(const std::string& text)
{
    std::vector<int> out;
    std::istringstream words(text);
    std::string word;
    while (words >> word)
        if (word != "|")
            out.push_back(card(word));
    return out;
}

inline std::vector<int> trashCards(const std::string& text)
{
    std::vector<int> out;
    std::istringstream words(text);
    std::string word;
    while (words >> word)
        out.push_back(trashCard(word));
    return out;
}

inline RacerSetup hand(const std::string& character, char side = 'A')
{
    const int c = content().character(character);
    if (c < 0)
        qFatal("unknown character in test: %s", character.c_str());
    return {c, side == 'B' ? 1 : 0, false};
}

inline RacerSetup cpu(const std::string& character)
{
    RacerSetup r = hand(character);
    r.cpu = true;
    return r;
}

// A Standard race on `tiles` (a custom track) with the decks stacked.
inline Setup race(std::vector<RacerSetup> racers, const std::string& deck, const std::vector<std::string>& tiles = kQuiet,
                  int laps = 2)
{
    Setup s = customSetup(tiles, std::move(racers), 42, laps);
    s.actionDecks = {cards(deck)};
    // An unsound setup would silently race the default setup: refuse it here.
    if (const std::string why = validateSetup(s); !why.empty())
        qFatal("unsound test setup: %s", why.c_str());
    return s;
}

inline std::string handText(const State& state, Seat seat)
{
    std::string out;
    const auto& kinds = content().actionCards;
    for (std::size_t k = 0; k < kinds.size(); ++k)
        for (int n = 0; n < state.hand(seat)[k]; ++n)
            out += (out.empty() ? "" : " ") + kinds[k].id;
    return out;
}

inline int space(const State& state, Seat seat) { return state.pub().space(seat); }
inline int progress(const State& state, Seat seat) { return state.pub().racers[static_cast<std::size_t>(seat)].progress; }

// "" when the action was played, else why not.
inline std::string play(State& state, const std::string& text, std::vector<Event>* events = nullptr)
{
    std::string why;
    const auto action = parseAction(text, &why);
    if (!action)
        return "cannot parse: " + why;
    const ApplyResult result = state.apply(*action, events);
    if (!result)
        return "'" + text + "' refused: " + result.error;
    const std::string broken = state.checkInvariants();
    return broken.empty() ? std::string() : "after '" + text + "': " + broken;
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

inline bool allows(const State& state, const std::string& text)
{
    const auto texts = legalTexts(state);
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

inline int count(const std::vector<Event>& events, EventType type)
{
    return static_cast<int>(std::count_if(events.begin(), events.end(),
                                          [type](const Event& e) { return e.type == static_cast<int>(type); }));
}

} // namespace tdtest

#define PLAY(state, text)                                                                                            \
    do {                                                                                                             \
        const std::string why_ = tdtest::play(state, text);                                                          \
        QVERIFY2(why_.empty(), why_.c_str());                                                                        \
    } while (0)

#define PLAY_ALL(state, ...)                                                                                         \
    do {                                                                                                             \
        for (const char* text_ : {__VA_ARGS__})                                                                      \
            PLAY(state, text_);                                                                                      \
    } while (0)

// An action that must be refused with a reason containing `why`, changing nothing.
#define REFUSED(state, text, why)                                                                                    \
    do {                                                                                                             \
        const critter::td::State before_ = (state);                                                                  \
        std::vector<critter::Event> events_;                                                                         \
        const auto action_ = critter::td::parseAction(text);                                                         \
        QVERIFY2(action_.has_value(), text);                                                                         \
        const critter::ApplyResult result_ = (state).apply(*action_, &events_);                                      \
        QVERIFY2(!result_.ok, text " was accepted");                                                                 \
        QVERIFY2(result_.error.find(why) != std::string::npos, result_.error.c_str());                               \
        QVERIFY((state) == before_);                                                                                 \
        QVERIFY(events_.empty());                                                                                    \
    } while (0)

#define HAND(state, seat, text) QCOMPARE(QString::fromStdString(tdtest::handText(state, seat)), QString(text))
