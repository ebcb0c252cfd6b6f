// Trash Pandas notation and files in the one format (core/game_file.h):
// round trips, damaged files refused with a reason naming the field, and the
// example scenarios load and play.
#include "tp_test_util.h"

#include <QDir>

#include <fstream>
#include <sstream>

#include "trashpandas/save.h"

using namespace tptest;

namespace {
State randomGame(int players, std::uint64_t seed, int maxSteps = 100000)
{
    State::Setup setup;
    setup.players = players;
    setup.seed = seed;
    State s(setup);
    Rng rng(seed * 7 + 1);
    std::vector<Action> legal;
    for (int step = 0; step < maxSteps && !s.isOver(); ++step) {
        legal.clear();
        s.legalActions(legal);
        s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
    return s;
}
const char* kDir = CRITTER_SCENARIO_DIR "/trashpandas";

GameFileRead<State> loadScenario(const std::string& name)
{
    std::ifstream in(std::string(kDir) + "/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return loadGameFile<State>(text.str());
}
} // namespace

class TestTpFiles : public QObject {
    Q_OBJECT
private slots:
    void test_notation_round_trips_every_legal_action()
    {
        int checked = 0;
        for (int g = 0; g < 60; ++g) {
            State::Setup setup;
            setup.players = 2 + g % 3;
            setup.seed = std::uint64_t(g);
            State s(setup);
            Rng rng(std::uint64_t(g) + 100);
            std::vector<Action> legal;
            while (!s.isOver()) {
                legal.clear();
                s.legalActions(legal);
                for (const Action& a : legal) {
                    const std::string text = toNotation(a);
                    std::string why;
                    const auto back = parseAction(text, &why);
                    QVERIFY2(back && *back == a, (text + " " + why).c_str());
                    ++checked;
                }
                s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
            }
        }
        QVERIFY(checked > 10000);
    }
    void test_notation_examples_and_refusals()
    {
        QVERIFY(parseAction("  Resolve   PAW target 2 ") == makeAction(ActionType::ResolvePaw, 2));
        QVERIFY(parseAction("resolve tree stash pie feesh") == makeAction(ActionType::ResolveTree, 2, 3));
        QVERIFY(parseAction("play shiny target 1 up feesh") == makeAction(ActionType::PlayShiny, 1, 3));
        QVERIFY(parseAction("play kitteh down") == makeAction(ActionType::PlayKitteh, kStashDown));
        QVERIFY(parseAction("resolve recycle for mask") == makeAction(ActionType::ResolveRecycle, 4));
        std::string why;
        QVERIFY(!parseAction("play banana", &why));
        QVERIFY2(why.find("unknown card 'banana'") != std::string::npos, why.c_str());
        QVERIFY(!parseAction("roll twice", &why));
        QVERIFY(!parseAction("", &why));
        QVERIFY(!parseAction("resolve trashcan draw", &why));
    }
    void test_save_load_round_trips_at_random_points_of_random_games()
    {
        for (int g = 0; g < 40; ++g) {
            const int players = 2 + g % 3;
            Rng pick(std::uint64_t(g) + 500);
            const State s = randomGame(players, std::uint64_t(g) * 31 + 7, static_cast<int>(pick.below(400)));
            std::vector<SeatRecord> seats;
            for (int seat = 0; seat < players; ++seat)
                seats.push_back(seat == 0 ? SeatRecord{"Ana", "person", ""} : SeatRecord{"Bot", "bot", "hard"});
            const std::string text = saveGameFile(s, seats, "game " + std::to_string(g));
            const GameFileRead<State> back = loadGameFile<State>(text);
            QVERIFY2(back.ok, back.error.c_str());
            QVERIFY(back.state == s);
            QVERIFY(back.file.history == s.history());
            QVERIFY(back.file.seats == seats);
            QCOMPARE(back.file.description, "game " + std::to_string(g));
            QCOMPARE(saveGameFile(back.file), text);
        }
    }
    void test_forced_chance_round_trips()
    {
        GameFile<State> file;
        file.history.setup.players = 3;
        file.history.setup.seed = 18446744073709551557ULL;   // above 2^53: written as text
        file.history.setup.stack = cards("feesh pie");
        file.history.setup.rolls = {1, 6};
        file.history.setup.picks = cards("doggo");
        file.history.actions = {makeAction(ActionType::Roll)};
        file.description = "forced";
        const std::string text = saveGameFile(file);
        QVERIFY(text.find("\"18446744073709551557\"") != std::string::npos);
        const GameFileRead<State> back = loadGameFile<State>(text);
        QVERIFY2(back.ok, back.error.c_str());
        QVERIFY(back.file == file);
        QCOMPARE(saveGameFile(back.file), text);
    }
    void test_damaged_save_is_refused_with_a_reason()
    {
        const std::string good = saveGameFile(randomGame(2, 5, 40));
        QVERIFY(loadGameFile<State>(good).ok);
        struct Case {
            std::string json;
            std::string field;
        };
        const std::vector<Case> cases{
            {"", "file: empty"},
            {"  \n", "file: empty"},
            {good.substr(0, good.size() / 2), "file: not valid JSON"},
            {"\x01\xff garbage }{", "file: not valid JSON"},
            {"{ not json", "file: not valid JSON"},
            {"[1, 2]", "file:"},
            {R"({"game": "panda-panda", "setup": {"players": 2}})", "game: 'panda-panda' is not trash-pandas"},
            {R"({"setup": {"players": 2}})", "game:"},
            {R"({"game": "trash-pandas", "version": 2, "setup": {"players": 2}})", "version: 2 is newer"},
            {R"({"game": "trash-pandas"})", "setup:"},
            {R"({"game": "trash-pandas", "setup": {"players": 5}})", "setup.players: 5 is not 2, 3 or 4"},
            {R"({"game": "trash-pandas", "setup": {"players": "two"}})", "setup.players:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "seed": -4}})", "setup.seed:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "stack": ["feesh", "socks"]}})", "setup.stack[1]:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "stack": ["kitteh", "kitteh", "kitteh"]}})",
             "setup.stack[2]:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "rolls": [1, 7]}})", "setup.rolls[1]:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "picks": [3]}})", "setup.picks[0]:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2}, "seats": [{"name": "a", "kind": "person"}]})",
             "seats: 1 entries for 2 players"},
            {R"({"game": "trash-pandas", "setup": {"players": 2}, "seats": ["a", "b"]})", "seats[0]:"},
            {R"({"game": "trash-pandas", "setup": {"players": 2}, "actions": ["roll", "fly away"]})",
             "actions[1] 'fly away':"},
            {R"({"game": "trash-pandas", "setup": {"players": 2}, "actions": ["roll", 3]})", "actions[1]:"},
        };
        for (const Case& c : cases) {
            const GameFileRead<State> read = loadGameFile<State>(c.json);
            QVERIFY2(!read.ok, c.json.c_str());
            QVERIFY2(read.error.rfind(c.field, 0) == 0, (c.field + " <- " + read.error).c_str());
        }
    }
    void test_illegal_action_is_refused_naming_its_index()
    {
        const GameFileRead<State> read = loadGameFile<State>(
            R"({"game": "trash-pandas", "setup": {"players": 2, "rolls": [3]}, "actions": ["roll", "bust"]})");
        QVERIFY(!read.ok);
        QVERIFY2(read.error.rfind("actions[1] 'bust': ", 0) == 0, read.error.c_str());
        QCOMPARE(read.file.history.actions.size(), std::size_t{1});   // the game just before it
        QCOMPARE(read.state.history().actions.size(), std::size_t{1});
    }
    void test_unknown_keys_are_ignored()
    {
        const GameFileRead<State> read = loadGameFile<State>(
            R"({"game": "trash-pandas", "later": {"x": 1}, "setup": {"players": 2, "colour": "red"}, "actions": ["roll"]})");
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(read.file.history.actions.size(), std::size_t{1});
    }
    void test_example_scenarios_load_and_play()
    {
        const QStringList names = QDir(kDir).entryList({"*.json"}, QDir::Files, QDir::Name);
        QVERIFY(names.size() >= 4);
        for (const QString& name : names) {
            const std::string path = std::string(kDir) + "/" + name.toStdString();
            const GameFileRead<State> read = loadScenario(name.toStdString());
            QVERIFY2(read.ok, (path + ": " + read.error).c_str());
            QCOMPARE(QString::fromStdString(read.state.checkInvariants()), QString());
        }
    }
    void test_scenario_paw_blocked_by_doggo_result()
    {
        const GameFileRead<State> read = loadScenario("paw_blocked_by_doggo.json");
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(read.file.seats, (std::vector<SeatRecord>{{"Ana", "person", ""}, {"Ben", "person", ""}}));
        COMPARE_COUNTS(read.state.hand(1), "feesh pie pie kitteh blammo");
        COMPARE_COUNTS(read.state.discard(), "doggo");
    }
    void test_scenario_bonus_roll_result()
    {
        const GameFileRead<State> read = loadScenario("bonus_roll_after_six_tokens.json");
        QVERIFY2(read.ok, read.error.c_str());
        COMPARE_COUNTS(read.state.hand(0), "nanners blammo yumyum doggo");
        COMPARE_COUNTS(read.state.stashDown(0), "feesh feesh pie");
    }
    void test_scenario_kitteh_against_shiny_result()
    {
        const GameFileRead<State> read = loadScenario("kitteh_against_shiny.json");
        QVERIFY2(read.ok, read.error.c_str());
        COMPARE_COUNTS(read.state.hand(0), "nanners feesh");
        COMPARE_COUNTS(read.state.stashDown(1), "");
    }
    void test_scenario_full_game_reaches_final_scores()
    {
        const GameFileRead<State> read = loadScenario("full_game_3p.json");
        QVERIFY2(read.ok, read.error.c_str());
        QVERIFY(read.state.isOver());
        QCOMPARE(read.state.scores(), (std::vector<int>{17, 0, 5}));
        QCOMPARE(read.state.winners(), std::vector<Seat>{0});
    }
};

QTEST_APPLESS_MAIN(TestTpFiles)
#include "test_tp_files.moc"
