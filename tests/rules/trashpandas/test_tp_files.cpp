// Trash Pandas notation and save/scenario files: round trips, refusals with
// a reason naming the field, and the example scenarios load and play.
#include "tp_test_util.h"

#include <QDir>

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
    void test_save_write_read_round_trip()
    {
        const State s = randomGame(3, 77);
        SaveFile file = saveOf(s);
        file.seats = {"Ana", "bot:hard", "Cy"};
        file.description = "round trip";
        file.setup.stack = cards("feesh pie");
        file.setup.rolls = {1, 6};
        file.setup.picks = cards("doggo");
        const std::string text = writeSave(file);
        const SaveRead back = readSave(text);
        QVERIFY2(back.ok, back.error.c_str());
        QVERIFY(back.file == file);
        QCOMPARE(writeSave(back.file), text);

        const SaveRead plain = readSave(writeSave(saveOf(s)));
        QVERIFY(plain.ok);
        State replayed(plain.file.setup);
        const ApplyResult played = playSave(plain.file, replayed);
        QVERIFY2(played.ok, played.error.c_str());
        QVERIFY(replayed == s);
    }
    void test_damaged_save_is_refused_with_a_reason()
    {
        const std::string good = writeSave(saveOf(randomGame(2, 5, 40)));
        QVERIFY(readSave(good).ok);
        struct Case {
            std::string json;
            std::string field;
        };
        const std::vector<Case> cases{
            {"{ not json", "file"},
            {"[1, 2]", "file"},
            {R"({"game": "panda-panda", "setup": {"players": 2}})", "game"},
            {R"({"game": "trash-pandas"})", "setup"},
            {R"({"game": "trash-pandas", "setup": {"players": 5}})", "setup.players"},
            {R"({"game": "trash-pandas", "setup": {"players": "two"}})", "setup.players"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "seed": -4}})", "setup.seed"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "stack": ["feesh", "socks"]}})", "setup.stack[1]"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "stack": ["kitteh", "kitteh", "kitteh"]}})",
             "setup.stack[2]"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "rolls": [1, 7]}})", "setup.rolls[1]"},
            {R"({"game": "trash-pandas", "setup": {"players": 2, "picks": [3]}})", "setup.picks[0]"},
            {R"({"game": "trash-pandas", "setup": {"players": 2}, "seats": ["a"]})", "seats"},
            {R"({"game": "trash-pandas", "setup": {"players": 2}, "actions": ["roll", "fly away"]})", "actions[1]"},
            {R"({"game": "trash-pandas", "version": 99, "setup": {"players": 2}})", "version"},
        };
        for (const Case& c : cases) {
            const SaveRead read = readSave(c.json);
            QVERIFY2(!read.ok, c.json.c_str());
            QVERIFY2(read.error.rfind(c.field + ":", 0) == 0, (c.field + " <- " + read.error).c_str());
        }
        // Well-formed but an action that is not legal there: refused when played.
        const SaveRead illegal =
            readSave(R"({"game": "trash-pandas", "setup": {"players": 2}, "actions": ["roll", "bust"]})");
        QVERIFY(illegal.ok);
        State s(illegal.file.setup);
        const ApplyResult played = playSave(illegal.file, s);
        QVERIFY(!played.ok);
        QVERIFY2(played.error.rfind("actions[1] 'bust':", 0) == 0, played.error.c_str());
        QVERIFY(!readSaveFile("/nonexistent/nowhere.json").ok);
    }
    void test_example_scenarios_load_and_play()
    {
        const QStringList names = QDir(kDir).entryList({"*.json"}, QDir::Files, QDir::Name);
        QVERIFY(names.size() >= 4);
        for (const QString& name : names) {
            const std::string path = std::string(kDir) + "/" + name.toStdString();
            const SaveRead read = readSaveFile(path);
            QVERIFY2(read.ok, (path + ": " + read.error).c_str());
            State s(read.file.setup);
            const ApplyResult played = playSave(read.file, s);
            QVERIFY2(played.ok, (path + ": " + played.error).c_str());
            QCOMPARE(QString::fromStdString(s.checkInvariants()), QString());
        }
    }
    void test_scenario_paw_blocked_by_doggo_result()
    {
        const SaveRead read = readSaveFile(std::string(kDir) + "/paw_blocked_by_doggo.json");
        QVERIFY(read.ok);
        State s(read.file.setup);
        QVERIFY(playSave(read.file, s).ok);
        COMPARE_COUNTS(s.hand(1), "feesh pie pie kitteh blammo");
        COMPARE_COUNTS(s.discard(), "doggo");
    }
    void test_scenario_bonus_roll_result()
    {
        const SaveRead read = readSaveFile(std::string(kDir) + "/bonus_roll_after_six_tokens.json");
        QVERIFY(read.ok);
        State s(read.file.setup);
        QVERIFY(playSave(read.file, s).ok);
        COMPARE_COUNTS(s.hand(0), "nanners blammo yumyum doggo");
        COMPARE_COUNTS(s.stashDown(0), "feesh feesh pie");
    }
    void test_scenario_kitteh_against_shiny_result()
    {
        const SaveRead read = readSaveFile(std::string(kDir) + "/kitteh_against_shiny.json");
        QVERIFY(read.ok);
        State s(read.file.setup);
        QVERIFY(playSave(read.file, s).ok);
        COMPARE_COUNTS(s.hand(0), "nanners feesh");
        COMPARE_COUNTS(s.stashDown(1), "");
    }
    void test_scenario_full_game_reaches_final_scores()
    {
        const SaveRead read = readSaveFile(std::string(kDir) + "/full_game_3p.json");
        QVERIFY(read.ok);
        State s(read.file.setup);
        QVERIFY(playSave(read.file, s).ok);
        QVERIFY(s.isOver());
        QCOMPARE(s.scores(), (std::vector<int>{17, 0, 5}));
        QCOMPARE(s.winners(), std::vector<Seat>{0});
    }
};

QTEST_APPLESS_MAIN(TestTpFiles)
#include "test_tp_files.moc"
