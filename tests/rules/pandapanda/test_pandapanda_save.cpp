// Panda Panda notation and JSON saves: round trips, damaged files refused
// with a reason naming the field, and the example scenarios load and play.
#include <QtTest>

#include <QDir>
#include <QFile>

#include <nlohmann/json.hpp>

#include "pandapanda/save.h"
#include "scenario_helpers.h"

using namespace pptest;

namespace {

std::string readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

// A game played at random for `steps` actions (or to its end).
State randomGame(const Setup& setup, int steps, std::uint64_t seed)
{
    State s(setup);
    Rng rng(seed);
    std::vector<Action> options;
    for (int i = 0; i < steps && !s.isOver(); ++i) {
        options.clear();
        s.legalActions(options);
        s.apply(options[rng.below(static_cast<std::uint32_t>(options.size()))], nullptr);
    }
    return s;
}

const char* kValid = R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 4,
                          "deck": ["A", "B"], "actions": ["draw deck"]})";

} // namespace

class TestPandaPandaSave : public QObject {
    Q_OBJECT
private slots:
    void test_notation_round_trip_every_action()
    {
        std::vector<Action> all{{kCall}, {kDrawDeck}};
        for (int letter = 0; letter < kLetters; ++letter) {
            all.push_back({kDiscard, letter});
            all.push_back({kPass, letter});
        }
        for (Seat seat = 0; seat < kMaxPlayers; ++seat)
            all.push_back({kDrawPile, seat});
        for (const Action& a : all) {
            const std::string text = toNotation(a);
            const auto back = parseAction(text);
            QVERIFY2(back.has_value(), text.c_str());
            QCOMPARE(*back, a);
        }
        QCOMPARE(toNotation({kDiscard, 2}), std::string("discard C"));
        QCOMPARE(toNotation({kDrawPile, 1}), std::string("draw pile 2"));
        QCOMPARE(toNotation({kPass, 1}), std::string("pass B"));
        QCOMPARE(toNotation({kDrawDeck}), std::string("draw deck"));
        QCOMPARE(toNotation({kCall}), std::string("call"));
    }
    void test_notation_reads_any_case_and_spacing()
    {
        QCOMPARE(*parseAction("  Draw   PILE 2 "), (Action{kDrawPile, 1}));
        QCOMPARE(*parseAction("DISCARD c"), (Action{kDiscard, 2}));
        QCOMPARE(*parseAction("Call"), (Action{kCall}));
    }
    void test_notation_rejects_unknown_text_with_a_reason()
    {
        for (const char* bad : {"", "fold", "discard H", "discard", "discard AB", "pass", "draw", "draw pile",
                                "draw pile 0", "draw pile 5", "draw pile x", "draw pile 2x", "call now",
                                "draw deck 1"}) {
            std::string error;
            QVERIFY2(!parseAction(bad, &error).has_value(), bad);
            QVERIFY2(!error.empty(), bad);
        }
    }
    void test_describe_event_hides_what_the_viewer_may_not_see()
    {
        const Event drew{kDrewFromDeck, 0, 6};
        QCOMPARE(describeEvent(drew, 0), std::string("Player 1 draws a G from the deck"));
        QCOMPARE(describeEvent(drew, 1), std::string("Player 1 draws a card from the deck"));
        const Event passed{kCardPassed, 1, 2, 2};
        QCOMPARE(describeEvent(passed, 2), std::string("Player 2 passes a C to Player 3"));
        QCOMPARE(describeEvent(passed, 0), std::string("Player 2 passes a card to Player 3"));
        QCOMPARE(describeEvent({kCalled, 3, 7}, kNoSeat), std::string("Player 4 calls Panda Panda! with CE"));
        for (int type = 0; type < kEventTypeCount; ++type)
            QVERIFY(!describeEvent({type, 0, 1, 1}, 0).empty());
    }
    void test_save_round_trip_rebuilds_the_same_game()
    {
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            Setup setup;
            setup.players = players;
            setup.seed = 1000 + static_cast<std::uint64_t>(players);
            setup.firstPlayer = players - 1;
            setup.deck = letters("CEBFA");
            setup.roundDecks = {letters("DDDG"), letters("")};
            setup.reshuffles = {letters("AB"), letters("C")};
            const State played = randomGame(setup, 400, 77);
            const std::string json = toJson(played.history());
            const ParsedSave parsed = parseSave(json);
            QVERIFY2(parsed.ok(), parsed.error.c_str());
            QVERIFY(parsed.history == played.history());
            const LoadedGame loaded = loadGame(json);
            QVERIFY2(loaded.ok(), loaded.error.c_str());
            QVERIFY(loaded.state == played);
            QCOMPARE(toJson(loaded.state.history()), json);
        }
    }
    void test_large_seed_is_saved_as_text_and_round_trips()
    {
        Setup setup;
        setup.seed = 18446744073709551557ULL;
        const State s(setup);
        const std::string json = toJson(s.history());
        QVERIFY(json.find("\"18446744073709551557\"") != std::string::npos);
        const ParsedSave parsed = parseSave(json);
        QVERIFY2(parsed.ok(), parsed.error.c_str());
        QCOMPARE(parsed.history.setup.seed, setup.seed);
    }
    void test_damaged_save_is_refused_with_a_reason()
    {
        QVERIFY(parseSave(kValid).ok());
        const struct {
            const char* text;
            const char* why;
        } cases[] = {
            {"", "not valid JSON"},
            {"{\"game\": ", "not valid JSON"},
            {"[1, 2]", "one JSON object"},
            {R"({"game": "trash-pandas", "format": 1, "players": 2, "seed": 4})", "game must be \"panda-panda\""},
            {R"({"game": "panda-panda", "format": 2, "players": 2, "seed": 4})", "format must be 1"},
            {R"({"game": "panda-panda", "format": 1, "seed": 4})", "players is missing"},
            {R"({"game": "panda-panda", "format": 1, "players": 5, "seed": 4})", "players must be a whole number from 2 to 4"},
            {R"({"game": "panda-panda", "format": 1, "players": 2.5, "seed": 4})", "players must be"},
            {R"({"game": "panda-panda", "format": 1, "players": 2})", "seed is missing"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": -3})", "seed must be"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": "12a"})", "seed must be"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "first_player": 3})", "first_player must be a whole number from 1 to 2"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "deck": "ABC"})", "deck must be a list of letters"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "deck": ["A", "H"]})", "deck[1] must be one letter A-G"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "deck": ["G", "G"]})", "deck lists more G cards than the deck has (1)"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "round_decks": [["A"], [3]]})", "round_decks[1][0] must be one letter A-G"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "reshuffles": ["A"]})", "reshuffles[0] must be a list of letters"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "actions": "draw deck"})", "actions must be a list"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "actions": ["draw deck", 7]})", "actions[1] must be text"},
            {R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "actions": ["draw deck", "fold"]})", "actions[1]: \"fold\": unknown action"},
        };
        for (const auto& c : cases) {
            const ParsedSave parsed = parseSave(c.text);
            QVERIFY2(!parsed.ok(), c.text);
            QVERIFY2(parsed.error.find(c.why) != std::string::npos, (parsed.error + " | wanted: " + c.why).c_str());
            const LoadedGame loaded = loadGame(c.text);
            QVERIFY(!loaded.ok());
        }
    }
    void test_illegal_action_in_save_names_its_index_and_why()
    {
        const LoadedGame loaded = loadGame(
            R"({"game": "panda-panda", "format": 1, "players": 2, "seed": 1, "deck": ["A","B","C","D","E","B","B","C","D","F"],
                "actions": ["discard A", "pass B", "pass C", "draw pile 1"]})");
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error, std::string("actions[3] \"draw pile 1\": the discard pile of player 1 is topped by an A "
                                           "and cannot be drawn from"));
        QCOMPARE(loaded.state.history().actions.size(), std::size_t{3});   // the game just before it
        QCOMPARE(handText(loaded.state, 0), std::string("BBDE"));
    }
    void test_state_as_text_and_json_shows_the_table()
    {
        const LoadedGame loaded = loadGame(readFile(QStringLiteral(CRITTER_SCENARIO_DIR "/pandapanda/second_crown_wins.json")));
        QVERIFY2(loaded.ok(), loaded.error.c_str());
        QCOMPARE(describeState(loaded.state), std::string("Round 2, game over: Player 1 wins\n"
                                                          "Player 1: crowns 2, hand CCCC, pile D\n"
                                                          "Player 2: crowns 0, hand AABBEF, pile -\n"
                                                          "Player 3: crowns 0, hand AAABDE, pile -\n"
                                                          "Deck: 15 cards\n"));
        const nlohmann::json j = nlohmann::json::parse(stateToJson(loaded.state));
        QCOMPARE(j.at("winners"), nlohmann::json::array({1}));
        QCOMPARE(j.at("crowns"), nlohmann::json::array({2, 0, 0}));
        QVERIFY(j.at("to_act").is_null());
        QCOMPARE(j.at("asked").get<std::string>(), std::string("over"));
        QCOMPARE(j.at("hands").at(0).get<std::string>(), std::string("CCCC"));
        QCOMPARE(j.at("piles").at(0).get<std::string>(), std::string("D"));
        QCOMPARE(j.at("deck_count").get<int>(), 15);
        QCOMPARE(j.at("last_winning_hand").get<std::string>(), std::string("CCCC"));
        QCOMPARE(j.at("last_round_winner").get<int>(), 1);

        State passing(stacked(3, "ABCDE" "BBCDF" "CCDEG"));
        PP_PLAY(passing, "discard A");
        PP_PLAY(passing, "pass B");
        QCOMPARE(describeState(passing).substr(0, 80),
                 std::string("Round 1, Player 3 to choose a card to pass left (Player 1 discarded an A)\nPlayer"));
        QVERIFY(describeState(passing).find("Player 2: crowns 0, hand BCDF, pile -, passing B") != std::string::npos);
    }
    void test_example_scenarios_load_and_play()
    {
        const QDir dir(QStringLiteral(CRITTER_SCENARIO_DIR "/pandapanda"));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 4);
        for (const QString& name : files) {
            const std::string text = readFile(dir.filePath(name));
            const std::string label = name.toStdString();
            const LoadedGame loaded = loadGame(text);
            QVERIFY2(loaded.ok(), (label + ": " + loaded.error).c_str());
            const State& s = loaded.state;
            QVERIFY2(s.checkInvariants().empty(), label.c_str());
            const nlohmann::json expect = nlohmann::json::parse(text).at("expect");
            for (Seat seat = 0; seat < s.players(); ++seat) {
                QCOMPARE(handText(s, seat), expect.at("hands").at(static_cast<std::size_t>(seat)).get<std::string>());
                QCOMPARE(pileText(s, seat), expect.at("piles").at(static_cast<std::size_t>(seat)).get<std::string>());
            }
            QCOMPARE(s.deckCount(), expect.at("deck_count").get<int>());
            QCOMPARE(s.scores(), expect.at("crowns").get<std::vector<int>>());
            QCOMPARE(s.isOver(), expect.at("over").get<bool>());
            if (expect.contains("to_act"))
                QCOMPARE(s.currentSeat() + 1, expect.at("to_act").get<int>());
            if (expect.contains("winner"))
                QCOMPARE(s.winners(), (std::vector<Seat>{expect.at("winner").get<int>() - 1}));
            // A scenario saved again reads back to the same game.
            const LoadedGame again = loadGame(toJson(s.history()));
            QVERIFY2(again.ok() && again.state == s, label.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaSave)
#include "test_pandapanda_save.moc"
