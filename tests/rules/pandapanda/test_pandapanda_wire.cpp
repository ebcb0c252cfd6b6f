// Panda Panda on the network wire (rules/pandapanda/wire.h, issue 32): every
// observation round-trips through its text; the spectator view is the same
// from every seat; a world sampled from a view re-creates it; privacy by
// difference (a world that differs only in what a seat cannot see sends that
// seat the same bytes and the same events); and text from the network,
// however damaged, is refused with a reason and never crashes the reader.
#include <QtTest>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/random_playout.h"
#include "pandapanda/wire.h"
#include "scenario_helpers.h"

using namespace pptest;
using nlohmann::json;

namespace {

Setup randomSetup(int players, Rng& rng, int game)
{
    Setup setup;
    setup.players = players;
    setup.seed = rng.next();
    setup.firstPlayer = game % players;
    return setup;
}

// `games` random games per player count (2, 3, 4), visit(state) before the
// first action and after every action, through the random playout of
// core/random_playout.h. A visit that fails the test (QFAIL, QVERIFY return
// from the visit only) ends the walk.
void forEveryStep(int games, std::uint64_t seed, const std::function<void(const State&)>& visit)
{
    Rng rng(seed);
    std::vector<Action> buffer = playoutBuffer<State>();
    const auto guarded = [&](const State& state) {
        if (!QTest::currentTestFailed())
            visit(state);
    };
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (int game = 0; game < games && !QTest::currentTestFailed(); ++game) {
            State state(randomSetup(players, rng, game));
            guarded(state);
            playRandomly(state, rng, buffer, 100000, [&](const Action&) { guarded(state); });
        }
    }
}

// Events as viewer v is sent them, for the failure messages.
std::string eventsText(const std::vector<std::optional<Event>>& list)
{
    std::string text;
    for (const auto& e : list)
        text += e ? " [" + std::to_string(e->type) + " seat " + std::to_string(e->seat) + " a " + std::to_string(e->a) +
                    " b " + std::to_string(e->b) + "]"
                  : std::string(" [withheld]");
    return text;
}

// Every view of a state: each seat's observation, then the spectator's.
std::vector<std::pair<Seat, Observation>> viewsOf(const State& state)
{
    std::vector<std::pair<Seat, Observation>> views;
    for (Seat s = 0; s < state.players(); ++s)
        views.emplace_back(s, state.observation(s));
    views.emplace_back(kNoSeat, spectatorView(state.observation(0)));
    return views;
}

// What viewer v is sent of a state: its observation, or the spectator view.
Observation viewFor(const State& state, Seat v)
{
    return v == kNoSeat ? spectatorView(state.observation(0)) : state.observation(v);
}

// A state some 30 actions into a game, on a seat's turn to discard or draw
// (no pass on, not over), with cards on the piles.
State midGame(int players, std::uint64_t seed)
{
    Rng setupRng(seed);
    State state(randomSetup(players, setupRng, 0));
    Rng rng(seed + 1);
    std::vector<Action> options;
    for (int i = 0; !state.isOver() && (i < 30 || state.phase() != Phase::Act); ++i) {
        options.clear();
        state.legalActions(options);
        state.apply(options[rng.below(static_cast<std::uint32_t>(options.size()))], nullptr);
    }
    if (state.phase() != Phase::Act)
        qFatal("midGame(%d, %llu) did not stop on a turn", players, static_cast<unsigned long long>(seed));
    return state;
}

// The wire of a real observation as JSON, to damage one field at a time.
json wireJson(const Observation& o) { return json::parse(observationToWire(o)); }

std::string refusal(const json& doc)
{
    std::string why;
    const auto back = observationFromWire(doc.dump(), &why);
    return back ? std::string("(accepted)") : why;
}

} // namespace

class TestPandaPandaWire : public QObject {
    Q_OBJECT
private slots:
    // ---- the text

    void test_round_trip_every_observation_of_random_games()
    {
        long long checked = 0;
        forEveryStep(100, 3201, [&](const State& state) {
            for (const auto& [seat, seen] : viewsOf(state)) {
                const std::string text = observationToWire(seen);
                std::string why;
                const auto back = observationFromWire(text, &why);
                if (!back)
                    QFAIL(qPrintable(QString::fromStdString("refused its own text (" + why + "): " + text)));
                if (!(*back == seen))
                    QFAIL(qPrintable(QString::fromStdString("round trip changed the observation: " + text)));
                // The one canonical form (sorted keys, no spaces: json_write.h).
                if (nlohmann::json::parse(text).dump() != text)
                    QFAIL(qPrintable(QString::fromStdString("not in canonical form: " + text)));
                ++checked;
            }
        });
        QVERIFY(checked > 100000);
    }

    // The host's shared path (core/wire_split.h): the public text written
    // once from the spectators' view, each seat's own values spliced in,
    // gives every seat and the spectator exactly the bytes of its whole text.
    void test_shared_text_with_each_seats_own_values_is_its_whole_text()
    {
        long long checked = 0;
        forEveryStep(100, 3207, [&](const State& state) {
            SharedText shared;
            sharedWire(shared, spectatorView(state.observation(0)));
            for (const auto& [seat, seen] : viewsOf(state)) {
                std::string spliced;
                if (!spliceOwn(shared, seen, ownWire, spliced))
                    QFAIL(qPrintable(QStringLiteral("seat %1: not one own value for each hole of the shared text").arg(seat)));
                if (spliced != observationToWire(seen))
                    QFAIL(qPrintable(QString::fromStdString("seat " + std::to_string(seat) + "'s text differs by the shared path:\n" +
                                                            spliced + "\n" + observationToWire(seen))));
                ++checked;
            }
        });
        QVERIFY(checked > 100000);
    }

    void test_wire_is_deterministic_and_compact()
    {
        const State state = midGame(3, 77);
        const Observation seen = state.observation(1);
        const std::string text = observationToWire(seen);
        Observation copy = seen;
        QCOMPARE(observationToWire(copy), text);
        QCOMPARE(observationToWire(*observationFromWire(text)), text);
        QVERIFY(text.find(' ') == std::string::npos);
        QVERIFY(text.find('\n') == std::string::npos);
        QVERIFY(text.size() < 600);
    }

    void test_wire_names_every_field_and_nothing_else()
    {
        const json doc = wireJson(midGame(4, 5).observation(2));
        const std::vector<std::string> keys{"seat", "players", "hand", "handSizes", "piles", "deckCount", "crowns",
                                            "round", "turnNumber", "reshuffles", "turn", "deciding", "passing", "over",
                                            "passStatus", "myPass", "lastGiven", "lastReceived", "roundWinner",
                                            "winningHand"};
        QCOMPARE(doc.size(), keys.size());
        for (const std::string& key : keys)
            QVERIFY2(doc.contains(key), key.c_str());
        QCOMPARE(doc["hand"].size(), std::size_t(kLetters));
        QCOMPARE(doc["handSizes"].size(), std::size_t(4));
        QCOMPARE(doc["piles"].size(), std::size_t(4));
    }

    // ---- the spectator

    void test_spectator_view_same_from_every_seat()
    {
        forEveryStep(30, 3202, [&](const State& state) {
            const Observation first = spectatorView(state.observation(0));
            QCOMPARE(first.seat, kNoSeat);
            for (Seat s = 1; s < state.players(); ++s)
                QVERIFY(spectatorView(state.observation(s)) == first);
            QVERIFY(state.observation(kNoSeat) == first);
            QCOMPARE(observationToWire(spectatorView(state.observation(state.players() - 1))), observationToWire(first));
        });
    }

    void test_spectator_view_clears_what_only_the_seat_knows()
    {
        // A seat mid-pass that has chosen: its hand, its choice and its last
        // pass all go; counts and statuses stay.
        Rng rng(3203);
        bool sawChosen = false;
        bool sawLastPass = false;
        forEveryStep(20, 3203, [&](const State& state) {
            for (Seat s = 0; s < state.players(); ++s) {
                const Observation mine = state.observation(s);
                const Observation v = spectatorView(mine);
                QCOMPARE(v.seat, kNoSeat);
                QCOMPARE(cardCount(v.hand), 0);
                QCOMPARE(v.myPass, kNoLetter);
                QCOMPARE(v.lastGiven, kNoLetter);
                QCOMPARE(v.lastReceived, kNoLetter);
                QVERIFY(v.handSizes == mine.handSizes);
                QVERIFY(v.piles == mine.piles);
                QVERIFY(v.passStatus == mine.passStatus);
                QCOMPARE(v.deckCount, mine.deckCount);
                sawChosen = sawChosen || mine.myPass != kNoLetter;
                sawLastPass = sawLastPass || mine.lastGiven != kNoLetter;
            }
        });
        QVERIFY(sawChosen);
        QVERIFY(sawLastPass);
    }

    // ---- sampled worlds

    void test_sample_world_recreates_spectator_view()
    {
        Rng rng(3204);
        forEveryStep(40, 3204, [&](const State& state) {
            const Observation v = spectatorView(state.observation(0));
            const State world = State::sampleWorld(v, rng);
            QVERIFY(spectatorView(world.observation(0)) == v);
            QVERIFY(world.observation(kNoSeat) == v);
            QVERIFY2(world.checkInvariants().empty(), world.checkInvariants().c_str());
        });
    }

    void test_sample_world_recreates_seat_observation()
    {
        Rng rng(3205);
        forEveryStep(40, 3205, [&](const State& state) {
            for (Seat s = 0; s < state.players(); ++s) {
                const Observation o = state.observation(s);
                QVERIFY(State::sampleWorld(o, rng).observation(s) == o);
            }
        });
    }

    // ---- privacy by difference

    // A = the true state, B = a world sampled from what viewer v is sent. v
    // cannot tell them apart, so the host must send v the same bytes for
    // both, and for any action by another seat legal in both, the same
    // events. Exempt are only the arguments that hold chance or a reveal the
    // rules order, which in B are a fresh draw of what v could not know:
    //  - kDealt to v (a new round after a call): the letter comes from that
    //    round's shuffle, chance;
    //  - kCardPassed received by v from another seat: the card the giver set
    //    aside face down, first shown to v as the pass resolves (like a card
    //    drawn from a hidden pile into v's own view);
    //  - kCalled: the caller's winning hand, revealed to all by the call
    //    (PP-6); in B that hand is re-sampled.
    // All else (types, seats, counts, public letters, -1 for hidden ones)
    // must match, and when none of these occurred, so must v's whole
    // observation afterwards.
    void test_privacy_by_difference_of_worlds()
    {
        Rng rng(3206);
        Rng probe(3207);
        int compared = 0;
        int exempt = 0;
        forEveryStep(60, 3206, [&](const State& a) {
            if (probe.below(10) != 0)
                return;
            for (Seat v = kNoSeat; v < a.players(); ++v) {
                const Observation seen = viewFor(a, v);
                const State b = State::sampleWorld(seen, rng);
                QCOMPARE(observationToWire(viewFor(b, v)), observationToWire(seen));
                if (a.isOver() || a.currentSeat() == v)
                    continue;
                for (const Action& x : legal(a)) {
                    State a2 = a;
                    State b2 = b;
                    std::vector<Event> ea, eb;
                    QVERIFY(a2.apply(x, &ea).ok);
                    if (!b2.apply(x, &eb).ok)
                        continue;   // legal only in the true world
                    bool masked = false;
                    const auto seenBy = [&](const std::vector<Event>& events) {
                        std::vector<std::optional<Event>> out;
                        for (const Event& e : events) {
                            std::optional<Event> mine = eventFor(e, v);
                            const bool chance = (e.type == kDealt && e.seat == v) ||
                                (e.type == kCardPassed && e.b == v && e.seat != v) || e.type == kCalled;
                            if (mine && chance) {
                                mine->a = -99;
                                masked = true;
                            }
                            out.push_back(mine);
                        }
                        return out;
                    };
                    const auto sa = seenBy(ea);
                    const auto sb = seenBy(eb);
                    if (sa != sb)
                        QFAIL(("viewer " + std::to_string(v) + ", action " + toDebugString(x) + ":" + eventsText(sa) +
                               " vs" + eventsText(sb))
                                  .c_str());
                    if (masked) {
                        ++exempt;
                    } else {
                        QCOMPARE(observationToWire(viewFor(b2, v)), observationToWire(viewFor(a2, v)));
                    }
                    ++compared;
                }
            }
        });
        QVERIFY(compared > 5000);
        QVERIFY(exempt > 0);
    }

    // The same from the moves' side: two moves the deciding seat could make
    // that leave viewer v (another seat, or a spectator) the same view
    // afterwards must reach v as the same events, so no event tells what the
    // view keeps hidden (which card was chosen to pass, which card a pass
    // gave to a third seat). Both moves start from the same state and its
    // generator, so chance cannot tell them apart.
    void test_privacy_by_difference_of_moves()
    {
        Rng probe(3212);
        int compared = 0;
        forEveryStep(60, 3212, [&](const State& a) {
            if (a.isOver() || probe.below(4) != 0)
                return;
            // Each move once: its events and every viewer's view afterwards.
            const std::vector<Action> moves = legal(a);
            std::vector<std::vector<Event>> events(moves.size());
            std::vector<std::vector<std::string>> views(moves.size());
            for (std::size_t i = 0; i < moves.size(); ++i) {
                State after = a;
                QVERIFY(after.apply(moves[i], &events[i]).ok);
                for (Seat v = kNoSeat; v < a.players(); ++v)
                    views[i].push_back(observationToWire(viewFor(after, v)));
            }
            const auto seenBy = [](const std::vector<Event>& list, Seat v) {
                std::vector<std::optional<Event>> out;
                for (const Event& e : list)
                    out.push_back(eventFor(e, v));
                return out;
            };
            for (Seat v = kNoSeat; v < a.players(); ++v) {
                if (v == a.currentSeat())
                    continue;
                const auto k = static_cast<std::size_t>(v + 1);
                for (std::size_t i = 0; i < moves.size(); ++i) {
                    for (std::size_t j = i + 1; j < moves.size(); ++j) {
                        if (views[i][k] != views[j][k])
                            continue;
                        const auto sx = seenBy(events[i], v);
                        const auto sy = seenBy(events[j], v);
                        if (sx != sy)
                            QFAIL(("viewer " + std::to_string(v) + ", " + toDebugString(moves[i]) + " vs " +
                                   toDebugString(moves[j]) + ":" + eventsText(sx) + " vs" + eventsText(sy))
                                      .c_str());
                        ++compared;
                    }
                }
            }
        });
        QVERIFY(compared > 1000);
    }

    // ---- events

    void test_event_for_hides_letters_as_the_table_does()
    {
        // Seen by the receiver only: a deal, a draw from the deck, a pass choice.
        for (int type : {int(kDealt), int(kDrewFromDeck), int(kPassChosen)}) {
            const Event e{type, 1, 4};
            QCOMPARE(eventFor(e, 1), std::optional<Event>(e));
            QCOMPARE(eventFor(e, 0), std::optional<Event>(Event{type, 1, kNoLetter}));
            QCOMPARE(eventFor(e, kNoSeat), std::optional<Event>(Event{type, 1, kNoLetter}));
        }
        // A card passed: giver and receiver see it.
        const Event passed{kCardPassed, 2, 3, 0};
        QCOMPARE(eventFor(passed, 2), std::optional<Event>(passed));
        QCOMPARE(eventFor(passed, 0), std::optional<Event>(passed));
        QCOMPARE(eventFor(passed, 1), std::optional<Event>(Event{kCardPassed, 2, kNoLetter, 0}));
        QCOMPARE(eventFor(passed, kNoSeat), std::optional<Event>(Event{kCardPassed, 2, kNoLetter, 0}));
        // A viewer that is no seat is a spectator.
        QCOMPARE(eventFor(Event{kDealt, 0, 2}, 9), std::optional<Event>(Event{kDealt, 0, kNoLetter}));
        QCOMPARE(eventFor(Event{kDealt, 0, 2}, -5), std::optional<Event>(Event{kDealt, 0, kNoLetter}));
        // An event type this build does not know is not sent.
        QCOMPARE(eventFor(Event{kEventTypeCount, 0, 2}, 0), std::optional<Event>());
        QCOMPARE(eventFor(Event{-1, 0, 2}, kNoSeat), std::optional<Event>());
    }

    void test_event_for_leaves_public_events_unchanged()
    {
        const std::vector<Event> open{{kRoundStarted, 1, 2},     {kTurnStarted, 0},       {kTurnSkipped, 3},
                                      {kCalled, 2, 5},           {kRoundWon, 2, 1, 2},    {kGameWon, 2},
                                      {kDiscarded, 1, 0},        {kDrewFromPile, 0, 3, 2}, {kReshuffled, 1, 17},
                                      {kPassStarted, 3},         {kCardPassed, 1, -1, 2}};
        for (const Event& e : open)
            for (Seat v = kNoSeat; v < kMaxPlayers; ++v)
                QCOMPARE(eventFor(e, v), std::optional<Event>(e));
    }

    void test_event_for_agrees_with_redacted_for_in_real_games()
    {
        // The app's log and animation show events through redactedFor; what
        // the wire sends must be the same, for every event and viewer.
        Rng rng(3208);
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            for (int game = 0; game < 20; ++game) {
                std::vector<Event> events;
                State state(randomSetup(players, rng, game), &events);
                std::vector<Action> options;
                while (!state.isOver()) {
                    options.clear();
                    state.legalActions(options);
                    state.apply(options[rng.below(static_cast<std::uint32_t>(options.size()))], &events);
                }
                for (const Event& e : events)
                    for (Seat v = kNoSeat; v < players; ++v)
                        QCOMPARE(eventFor(e, v), std::optional<Event>(redactedFor(e, v)));
            }
        }
    }

    // ---- text from the network

    void test_from_wire_refuses_what_is_not_a_json_object()
    {
        std::string why;
        QVERIFY(!observationFromWire("", &why));
        QVERIFY2(why.find("not valid JSON") != std::string::npos, why.c_str());
        QVERIFY(!observationFromWire("{\"seat\":", &why));
        QVERIFY2(why.find("not valid JSON") != std::string::npos, why.c_str());
        QVERIFY(!observationFromWire("panda", &why));
        QVERIFY(!observationFromWire("[1,2,3]", &why));
        QCOMPARE(why, std::string("not a JSON object"));
        QVERIFY(!observationFromWire("42", &why));
        QCOMPARE(why, std::string("not a JSON object"));
        QVERIFY(!observationFromWire(std::string(100000, '['), &why));
        QVERIFY(!why.empty());
        QVERIFY(!observationFromWire(std::string(5000, '[') + std::string(5000, ']'), &why));
        QVERIFY(!why.empty());
        QVERIFY(!observationFromWire(std::string("{\"seat\"\0:1}", 11), &why));
        QVERIFY(!why.empty());
        QVERIFY(!observationFromWire("{\"a\":\"\xff\xfe\"}", &why));   // not UTF-8
        QVERIFY(!why.empty());
        QVERIFY(!observationFromWire("{}"));   // no error wanted: no crash either
    }

    void test_from_wire_refuses_missing_and_unknown_keys()
    {
        const json good = wireJson(midGame(3, 9).observation(0));
        for (const auto& item : good.items()) {
            json doc = good;
            doc.erase(item.key());
            QCOMPARE(refusal(doc), "missing key \"" + item.key() + "\"");
        }
        json extra = good;
        extra["seed"] = 12345;
        QCOMPARE(refusal(extra), std::string("unknown key \"seed\""));
        const std::string twice = "{\"seat\":0," + good.dump().substr(1);
        std::string why;
        QVERIFY(!observationFromWire(twice, &why));
        QVERIFY2(why.find("given twice") != std::string::npos, why.c_str());
    }

    void test_from_wire_refuses_wrong_types()
    {
        const json good = wireJson(midGame(3, 10).observation(1));
        const auto with = [&](const char* key, json value) {
            json doc = good;
            doc[key] = std::move(value);
            return refusal(doc);
        };
        QCOMPARE(with("seat", "1"), std::string("seat: must be a whole number"));
        QCOMPARE(with("seat", 1.5), std::string("seat: must be a whole number"));
        QCOMPARE(with("seat", 1.0), std::string("seat: must be a whole number"));
        QCOMPARE(with("round", nullptr), std::string("round: must be a whole number"));
        QCOMPARE(with("turn", true), std::string("turn: must be a whole number"));
        QCOMPARE(with("passing", 0), std::string("passing: must be true or false"));
        QCOMPARE(with("hand", "AABCE"), std::string("hand: must be a list"));
        QCOMPARE(with("piles", json::object()), std::string("piles: must be a list"));
        QCOMPARE(with("piles", json::array({1, json::array(), json::array()})),
                 std::string("piles[0]: must be a list of letters"));
        QCOMPARE(with("passStatus", json::array({"none", 2, "none"})),
                 std::string("passStatus[1]: must be \"none\", \"pending\", \"chosen\" or \"nothing\""));
        QCOMPARE(with("passStatus", json::array({"none", "maybe", "none"})),
                 std::string("passStatus[1]: must be \"none\", \"pending\", \"chosen\" or \"nothing\""));
        QCOMPARE(with("crowns", json::array({0, "1", 0})), std::string("crowns[1]: must be a whole number"));
    }

    void test_from_wire_refuses_out_of_range_numbers()
    {
        const State state = midGame(3, 11);
        QVERIFY(state.pile(0).size + state.pile(1).size + state.pile(2).size > 0);
        const json good = wireJson(state.observation(1));
        const auto with = [&](const std::function<void(json&)>& change) {
            json doc = good;
            change(doc);
            return refusal(doc);
        };
        QCOMPARE(with([](json& d) { d["seat"] = 9; }), std::string("seat: 9 is out of range -1..2"));
        QCOMPARE(with([](json& d) { d["seat"] = 3; }), std::string("seat: 3 is out of range -1..2"));
        QCOMPARE(with([](json& d) { d["seat"] = -2; }), std::string("seat: -2 is out of range -1..2"));
        QCOMPARE(with([](json& d) { d["players"] = 5; }), std::string("players: 5 is out of range 2..4"));
        QCOMPARE(with([](json& d) { d["players"] = 1; }), std::string("players: 1 is out of range 2..4"));
        QCOMPARE(with([](json& d) { d["myPass"] = 999; }), std::string("myPass: 999 is out of range -1..6"));
        QCOMPARE(with([](json& d) { d["winningHand"] = 10; }), std::string("winningHand: 10 is out of range -1..9"));
        QCOMPARE(with([](json& d) { d["deckCount"] = -1; }), std::string("deckCount: -1 is out of range 0..32"));
        QCOMPARE(with([](json& d) { d["handSizes"][2] = -3; }), std::string("handSizes[2]: -3 is out of range 0..32"));
        QCOMPARE(with([](json& d) { d["hand"][6] = 2; }), std::string("hand[6]: 2 is out of range 0..1"));
        QCOMPARE(with([](json& d) { d["crowns"][0] = 3; }), std::string("crowns[0]: 3 is out of range 0..2"));
        QCOMPARE(with([](json& d) { d["round"] = 0; }), std::string("round: 0 is out of range 1..4"));
        QCOMPARE(with([](json& d) { d["turnNumber"] = -1; }), std::string("turnNumber: -1 is out of range 0..2147483647"));
        QCOMPARE(with([](json& d) { d["turnNumber"] = 18446744073709551615ull; }),
                 std::string("turnNumber: 18446744073709551615 is out of range 0..2147483647"));
        QCOMPARE(with([](json& d) { d["turnNumber"] = -9223372036854775807ll; }),
                 std::string("turnNumber: -9223372036854775807 is out of range 0..2147483647"));
        const auto pileWith = [&](json card) {
            return with([&](json& d) {
                for (json& pile : d["piles"])
                    if (!pile.empty())
                        pile[0] = card;
            });
        };
        QVERIFY2(pileWith(999).find("999 is out of range 0..6") != std::string::npos, pileWith(999).c_str());
        QVERIFY2(pileWith(-1).find("-1 is out of range 0..6") != std::string::npos, pileWith(-1).c_str());
        // A number's text that no integer holds.
        std::string why;
        std::string huge = good.dump();
        huge.replace(huge.find("\"round\":") + 8, 1, "1e999");
        QVERIFY(!observationFromWire(huge, &why));
        QVERIFY(!why.empty());
    }

    void test_from_wire_refuses_arrays_of_wrong_length()
    {
        const json good = wireJson(midGame(3, 12).observation(2));
        const auto with = [&](const char* key, std::size_t size) {
            json doc = good;
            json list = json::array();
            for (std::size_t i = 0; i < size; ++i)
                list.push_back(doc[key][std::min(i, doc[key].size() - 1)]);
            doc[key] = list;
            return refusal(doc);
        };
        QCOMPARE(with("hand", 6), std::string("hand: must list 7 entries, not 6"));
        QCOMPARE(with("hand", 8), std::string("hand: must list 7 entries, not 8"));
        QCOMPARE(with("handSizes", 4), std::string("handSizes: must list 3 entries, not 4"));
        QCOMPARE(with("crowns", 2), std::string("crowns: must list 3 entries, not 2"));
        QCOMPARE(with("piles", 0), std::string("piles: must list 3 entries, not 0"));
        QCOMPARE(with("passStatus", 4), std::string("passStatus: must list 3 entries, not 4"));
        json doc = good;
        doc["piles"][0] = json::array();
        for (int i = 0; i < 33; ++i)
            doc["piles"][0].push_back(1);
        QCOMPARE(refusal(doc), std::string("piles[0]: holds more than 32 cards"));
    }

    void test_from_wire_refuses_cards_that_do_not_add_up()
    {
        // Each number in range, the whole impossible: what sampleWorld could
        // not re-draw consistently is refused too.
        const State state = midGame(2, 13);
        const json good = wireJson(state.observation(0));
        QCOMPARE(refusal(good), std::string("(accepted)"));
        json doc = good;
        doc["deckCount"] = good["deckCount"].get<int>() + 1;
        QVERIFY2(refusal(doc).find("add up") != std::string::npos, refusal(doc).c_str());
        doc = good;
        doc["handSizes"][0] = good["handSizes"][0].get<int>() + 1;
        QCOMPARE(refusal(doc), std::string("hand: does not match the seat's hand size"));
        doc = good;
        doc["seat"] = -1;   // a spectator holding cards
        QCOMPARE(refusal(doc), std::string("a spectator's view holds a seat's own cards"));
        doc = good;
        doc["deciding"] = -1;
        QCOMPARE(refusal(doc), std::string("deciding: must be -1 exactly when the game is over"));
        doc = good;
        doc["passing"] = true;
        QVERIFY(refusal(doc) != "(accepted)");
        doc = good;
        doc["crowns"][1] = 1;
        QCOMPARE(refusal(doc), std::string("crowns: do not match the round"));
        doc = good;
        doc["piles"][0] = json::array({6, 6});   // two Gs: the deck has one
        QVERIFY(refusal(doc) != "(accepted)");
    }

    void test_from_wire_survives_random_damage()
    {
        // Real texts (every seat and the spectator, at random points of random
        // games), damaged at random: cut short, a byte changed, a byte
        // dropped, two numbers swapped, a number replaced. Never a crash; what
        // is accepted re-encodes to valid JSON that reads back the same and
        // is safe to re-draw a table from.
        Rng rng(3209);
        std::vector<std::string> texts;
        Rng pick(3210);
        forEveryStep(4, 3211, [&](const State& state) {
            if (pick.below(20) == 0)
                for (const auto& [seat, seen] : viewsOf(state))
                    texts.push_back(observationToWire(seen));
        });
        QVERIFY(texts.size() > 100);
        const auto numbersIn = [](const std::string& text) {
            std::vector<std::pair<std::size_t, std::size_t>> spans;   // start, length
            for (std::size_t i = 0; i < text.size();) {
                if (text[i] == '-' || (text[i] >= '0' && text[i] <= '9')) {
                    std::size_t j = i + 1;
                    while (j < text.size() && text[j] >= '0' && text[j] <= '9')
                        ++j;
                    spans.emplace_back(i, j - i);
                    i = j;
                } else {
                    ++i;
                }
            }
            return spans;
        };
        int accepted = 0;
        int refused = 0;
        for (int n = 0; n < 6000; ++n) {
            std::string text = texts[rng.below(static_cast<std::uint32_t>(texts.size()))];
            const int rounds = 1 + static_cast<int>(rng.below(3));
            for (int k = 0; k < rounds && !text.empty(); ++k) {
                const auto size = static_cast<std::uint32_t>(text.size());
                switch (rng.below(5)) {
                case 0: text.resize(rng.below(size)); break;
                case 1: text[rng.below(size)] = static_cast<char>(rng.below(256)); break;
                case 2: text.erase(rng.below(size), 1); break;
                case 3: {
                    const auto spans = numbersIn(text);
                    if (spans.size() < 2)
                        break;
                    auto x = spans[rng.below(static_cast<std::uint32_t>(spans.size()))];
                    auto y = spans[rng.below(static_cast<std::uint32_t>(spans.size()))];
                    if (x.first == y.first)
                        break;
                    if (x.first > y.first)
                        std::swap(x, y);
                    const std::string a = text.substr(x.first, x.second);
                    const std::string b = text.substr(y.first, y.second);
                    text.replace(y.first, y.second, a);
                    text.replace(x.first, x.second, b);
                    break;
                }
                default: {
                    const auto spans = numbersIn(text);
                    if (spans.empty())
                        break;
                    const auto s = spans[rng.below(static_cast<std::uint32_t>(spans.size()))];
                    static const char* kNumbers[] = {"-1", "0", "1", "2", "3", "4", "5", "6", "7", "9", "10",
                                                     "31", "32", "33", "999", "-2", "2147483648", "1.5", "1e3"};
                    text.replace(s.first, s.second, kNumbers[rng.below(std::size(kNumbers))]);
                    break;
                }
                }
            }
            std::string why;
            const auto back = observationFromWire(text, &why);
            if (!back) {
                QVERIFY2(!why.empty(), text.c_str());
                ++refused;
                continue;
            }
            ++accepted;
            const std::string again = observationToWire(*back);
            QVERIFY2(json::accept(again), again.c_str());
            const auto twice = observationFromWire(again);
            QVERIFY2(twice && *twice == *back, again.c_str());
            const State world = State::sampleWorld(*back, rng);
            QVERIFY2(world.observation(back->seat) == *back, again.c_str());
        }
        QVERIFY(accepted > 100);
        QVERIFY(refused > 1000);
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaWire)
#include "test_pandapanda_wire.moc"
