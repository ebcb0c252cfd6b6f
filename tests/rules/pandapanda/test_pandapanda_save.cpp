// Panda Panda notation and files in the one format (core/game_file.h):
// round trips, damaged files refused with a reason naming the field, and the
// example scenarios load and play. Seats count from 0 in files and notation.
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

const char* kValid = R"({"game": "panda-panda", "version": 1, "setup": {"players": 2, "seed": 4,
                          "deck": ["A", "B"]}, "actions": ["draw deck"]})";

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
        QCOMPARE(toNotation({kDrawPile, 1}), std::string("draw pile 1"));
        QCOMPARE(toNotation({kDrawPile, 0}), std::string("draw pile 0"));
        QCOMPARE(toNotation({kPass, 1}), std::string("pass B"));
        QCOMPARE(toNotation({kDrawDeck}), std::string("draw deck"));
        QCOMPARE(toNotation({kCall}), std::string("call"));
    }
    void test_notation_reads_any_case_and_spacing()
    {
        QCOMPARE(*parseAction("  Draw   PILE 1 "), (Action{kDrawPile, 1}));
        QCOMPARE(*parseAction("DISCARD c"), (Action{kDiscard, 2}));
        QCOMPARE(*parseAction("Call"), (Action{kCall}));
    }
    void test_notation_rejects_unknown_text_with_a_reason()
    {
        for (const char* bad : {"", "fold", "discard H", "discard", "discard AB", "pass", "draw", "draw pile",
                                "draw pile -1", "draw pile 4", "draw pile x", "draw pile 2x", "call now",
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
            const std::string json = saveGameFile(played);
            QVERIFY(json.find("\"first\": " + std::to_string(players - 1)) != std::string::npos);
            const GameFileRead<State> loaded = loadGameFile<State>(json);
            QVERIFY2(loaded.ok, loaded.error.c_str());
            QVERIFY(loaded.file.history == played.history());
            QVERIFY(loaded.state == played);
            QCOMPARE(saveGameFile(loaded.state), json);
        }
    }
    void test_save_load_round_trips_at_random_points_of_random_games()
    {
        Rng pick(99);
        for (int g = 0; g < 60; ++g) {
            Setup setup;
            setup.players = kMinPlayers + g % (kMaxPlayers - kMinPlayers + 1);
            setup.seed = pick.next();
            setup.firstPlayer = static_cast<Seat>(pick.below(static_cast<std::uint32_t>(setup.players)));
            const State played = randomGame(setup, static_cast<int>(pick.below(600)), pick.next());
            const std::vector<SeatRecord> seats(static_cast<std::size_t>(setup.players), SeatRecord{"Bo", "bot", "easy"});
            const std::string json = saveGameFile(played, seats, "random point");
            const GameFileRead<State> loaded = loadGameFile<State>(json);
            QVERIFY2(loaded.ok, loaded.error.c_str());
            QVERIFY(loaded.state == played);
            QVERIFY(loaded.file.history == played.history());
            QVERIFY(loaded.file.seats == seats);
            QCOMPARE(saveGameFile(loaded.file), json);
        }
    }
    void test_large_seed_is_saved_as_text_and_round_trips()
    {
        Setup setup;
        setup.seed = 18446744073709551557ULL;
        const State s(setup);
        const std::string json = saveGameFile(s);
        QVERIFY(json.find("\"18446744073709551557\"") != std::string::npos);
        const GameFileRead<State> loaded = loadGameFile<State>(json);
        QVERIFY2(loaded.ok, loaded.error.c_str());
        QCOMPARE(loaded.file.history.setup.seed, setup.seed);
    }
    void test_damaged_save_is_refused_with_a_reason()
    {
        QVERIFY(loadGameFile<State>(kValid).ok);
        const std::string good = saveGameFile(randomGame(stacked(3, "ABCDEFG"), 30, 5));
        const std::string truncated = good.substr(0, good.size() * 2 / 3);
        const struct {
            std::string text;
            const char* why;
        } cases[] = {
            {"", "file: empty"},
            {truncated, "file: not valid JSON"},
            {"\x89PNG\r\n\x1a\n garbage", "file: not valid JSON"},
            {"{\"game\": ", "file: not valid JSON"},
            {"[1, 2]", "file: must be a JSON object"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "seed": 4}})", "game: 'trash-pandas' is not panda-panda"},
            {R"({"game": "trash-dash", "setup": {"players": 2}})", "game: 'trash-dash' is not panda-panda"},
            {R"({"game": "panda-panda", "version": 2, "setup": {"players": 2, "seed": 4}})", "version: 2 is newer than this app reads (1)"},
            {R"({"game": "panda-panda", "setup": {"seed": 4}})", "setup.players: missing"},
            {R"({"game": "panda-panda", "setup": {"players": 5, "seed": 4}})", "setup.players: 5 is not 2, 3 or 4"},
            {R"({"game": "panda-panda", "setup": {"players": 2.5, "seed": 4}})", "setup.players:"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "seed": -3}})", "setup.seed: must be"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "seed": "12a"}})", "setup.seed: must be"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "first": 2}})", "setup.first: must be a seat from 0 to 1"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "deck": "ABC"}})", "setup.deck: must be a list of letters"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "deck": ["A", "H"]}})", "setup.deck[1]: must be one letter A-G"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "deck": ["G", "G"]}})", "setup.deck: deck lists more G cards than the deck has (1)"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "round_decks": [["A"], [3]]}})", "setup.round_decks[1][0]: must be one letter A-G"},
            {R"({"game": "panda-panda", "setup": {"players": 2, "reshuffles": ["A"]}})", "setup.reshuffles[0]: must be a list of letters"},
            {R"({"game": "panda-panda", "setup": {"players": 2}, "seats": [{"name": "a", "kind": "robot"}, {"name": "b", "kind": "person"}]})", "seats[0].kind: 'robot' is not person, remote, bot or cpu"},
            {R"({"game": "panda-panda", "setup": {"players": 2}, "seats": [{"name": "a", "kind": "person", "level": "hard"}, {"name": "b", "kind": "person"}]})", "seats[0].level: only a bot or a remote seat has a level"},
            {R"({"game": "panda-panda", "setup": {"players": 2}, "seats": [{"name": "a", "kind": "person"}, {"name": "b", "kind": "bot", "level": "genius"}]})", "seats[1].level: must be random, easy, normal or hard"},
            {R"({"game": "panda-panda", "setup": {"players": 2}, "actions": "draw deck"})", "actions: must be a list"},
            {R"({"game": "panda-panda", "setup": {"players": 2}, "actions": ["draw deck", 7]})", "actions[1]: must be an action in notation"},
            {R"({"game": "panda-panda", "setup": {"players": 2}, "actions": ["draw deck", "fold"]})", "actions[1] 'fold': \"fold\": unknown action"},
        };
        for (const auto& c : cases) {
            const GameFileRead<State> loaded = loadGameFile<State>(c.text);
            QVERIFY2(!loaded.ok, c.text.c_str());
            QVERIFY2(loaded.error.rfind(c.why, 0) == 0, (loaded.error + " | wanted: " + c.why).c_str());
        }
    }
    void test_illegal_action_in_save_names_its_index_and_why()
    {
        const GameFileRead<State> loaded = loadGameFile<State>(
            R"({"game": "panda-panda", "version": 1, "setup": {"players": 2, "seed": 1, "deck": ["A","B","C","D","E","B","B","C","D","F"]},
                "actions": ["discard A", "pass C", "pass B", "draw pile 0"]})");
        QVERIFY(!loaded.ok);
        QCOMPARE(loaded.error, std::string("actions[3] 'draw pile 0': the discard pile of player 1 is topped by an A "
                                           "and cannot be drawn from"));
        QCOMPARE(loaded.state.history().actions.size(), std::size_t{3});   // the game just before it
        QCOMPARE(loaded.file.history.actions.size(), std::size_t{3});
        QCOMPARE(handText(loaded.state, 0), std::string("BBDE"));
    }
    void test_state_as_text_and_json_shows_the_table()
    {
        const GameFileRead<State> loaded =
            loadGameFile<State>(readFile(QStringLiteral(CRITTER_SCENARIO_DIR "/pandapanda/second_crown_wins.json")));
        QVERIFY2(loaded.ok, loaded.error.c_str());
        QCOMPARE(describeState(loaded.state), std::string("Round 2, game over: Player 1 wins\n"
                                                          "Player 1: crowns 2, hand CCCC, pile D\n"
                                                          "Player 2: crowns 0, hand AABBEF, pile -\n"
                                                          "Player 3: crowns 0, hand AAABDE, pile -\n"
                                                          "Deck: 15 cards\n"));
        const nlohmann::json j = stateJson(loaded.state);
        QVERIFY(j.at("turn").is_null());
        QCOMPARE(j.at("asked").get<std::string>(), std::string("over"));
        QCOMPARE(j.at("hands").at(0).get<std::string>(), std::string("CCCC"));
        QCOMPARE(j.at("piles").at(0).get<std::string>(), std::string("D"));
        QCOMPARE(j.at("deck_count").get<int>(), 15);
        QCOMPARE(j.at("last_winning_hand").get<std::string>(), std::string("CCCC"));
        QCOMPARE(j.at("last_round_winner").get<int>(), 0);

        State passing(stacked(3, "ABCDE" "BBCDF" "CCDEG"));
        PP_PLAY(passing, "discard A");
        PP_PLAY(passing, "pass B");
        QCOMPARE(describeState(passing).substr(0, 80),
                 std::string("Round 1, Player 2 to choose a card to pass left (Player 1 discarded an A)\nPlayer"));
        QVERIFY(describeState(passing).find("Player 1: crowns 0, hand CDE, pile A, passing B") != std::string::npos);
    }
    void test_example_scenarios_load_and_play()
    {
        const QDir dir(QStringLiteral(CRITTER_SCENARIO_DIR "/pandapanda"));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 4);
        for (const QString& name : files) {
            const std::string text = readFile(dir.filePath(name));
            const std::string label = name.toStdString();
            const GameFileRead<State> loaded = loadGameFile<State>(text);
            QVERIFY2(loaded.ok, (label + ": " + loaded.error).c_str());
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
            if (expect.contains("to_act"))   // seats count from 0
                QCOMPARE(s.currentSeat(), expect.at("to_act").get<int>());
            if (expect.contains("winner"))
                QCOMPARE(s.winners(), (std::vector<Seat>{expect.at("winner").get<int>()}));
            // A scenario saved again reads back to the same game.
            const GameFileRead<State> again = loadGameFile<State>(saveGameFile(loaded.file));
            QVERIFY2(again.ok && again.state == s, label.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaSave)
#include "test_pandapanda_save.moc"
