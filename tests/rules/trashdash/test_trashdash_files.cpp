// Trash Dash notation and files in the one format (core/game_file.h): every
// action's text round-trips, bad text and damaged files are refused with a
// reason naming the field, saves reload to the same game, the observation
// hides what it must, and the example scenarios load and play.
#include "td_test_util.h"

#include <QDir>

#include <fstream>
#include <sstream>

#include "trashdash/describe.h"
#include "trashdash/save.h"

using namespace tdtest;

namespace {

const char* kDir = CRITTER_SCENARIO_DIR "/trashdash";

GameFileRead<State> loadScenario(const std::string& name)
{
    std::ifstream in(std::string(kDir) + "/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return loadGameFile<State>(text.str());
}

State randomGame(const Setup& setup, int steps, std::uint64_t seed)
{
    State s(setup);
    Rng rng(seed);
    std::vector<Action> legal;
    for (int i = 0; i < steps && !s.isOver(); ++i) {
        legal.clear();
        s.legalActions(legal);
        s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
    return s;
}

std::string valid(const std::string& setupKeys, const std::string& actions = "[]")
{
    return R"({"game": "trash-dash", "setup": {)" + setupKeys + R"(}, "actions": )" + actions + "}";
}

const std::string kRacers = R"("racers": [{"character": "winston"}, {"character": "chloe", "side": "B"}])";

} // namespace

class TestTrashDashFiles : public QObject {
    Q_OBJECT
private slots:
    void test_notation_round_trip_every_action()
    {
        std::vector<Action> all{makeAction(ActionType::PlayTrash), makeAction(ActionType::Rest),
                                makeAction(ActionType::KeepRoll), makeAction(ActionType::SpendToken),
                                makeAction(ActionType::PassToken), makeAction(ActionType::SwapTrash),
                                makeAction(ActionType::KeepTrash), makeAction(ActionType::SearchBin, 0),
                                makeAction(ActionType::SearchBin, 1), makeAction(ActionType::NoHiss),
                                makeAction(ActionType::NoRummage), makeAction(ActionType::ChooseSide, 0),
                                makeAction(ActionType::ChooseSide, 1), makeAction(ActionType::Reroll, -1)};
        const int kinds = static_cast<int>(content().actionCards.size());
        for (int k = 0; k < kinds; ++k) {
            all.push_back(makeAction(ActionType::Go, k));
            for (Seat t = 0; t < kMaxRacers; ++t)
                all.push_back(makeAction(ActionType::Go, k, t));
            for (int j = k; j < kinds; ++j)
                all.push_back(makeAction(ActionType::Dash, k, j));
            all.push_back(makeAction(ActionType::Reroll, k));
            all.push_back(makeAction(ActionType::RecycleDiscard, k));
            all.push_back(makeAction(ActionType::Rummage, k));
        }
        for (Seat t = 0; t < kMaxRacers; ++t) {
            all.push_back(makeAction(ActionType::PlayTrash, t));
            all.push_back(makeAction(ActionType::Hiss, t));
        }
        for (const Action& a : all) {
            const std::string text = toNotation(a);
            std::string why;
            const auto back = parseAction(text, &why);
            QVERIFY2(back.has_value(), (text + ": " + why).c_str());
            QVERIFY2(*back == a, text.c_str());
        }
        QCOMPARE(toNotation(makeAction(ActionType::Go, card("m1a2"), 2)), std::string("go m1a2 at 2"));
        QCOMPARE(toNotation(makeAction(ActionType::Dash, card("m3"), card("m3a1"))), std::string("dash m3 m3a1"));
        QCOMPARE(toNotation(makeAction(ActionType::Reroll, -1)), std::string("reroll free"));
        QCOMPARE(toNotation(makeAction(ActionType::SearchBin, 1)), std::string("bin search"));
    }
    void test_notation_reads_any_case_order_and_spacing()
    {
        QCOMPARE(*parseAction("  GO  M1A2   at 3 "), makeAction(ActionType::Go, card("m1a2"), 3));
        QCOMPARE(*parseAction("dash m3a1 m3"), makeAction(ActionType::Dash, card("m3"), card("m3a1")));
        QCOMPARE(*parseAction("Side B"), makeAction(ActionType::ChooseSide, 1));
    }
    void test_notation_refuses_bad_text_with_a_reason()
    {
        for (const char* bad : {"", "fly", "go", "go m9", "go m3 at", "go m3 at 7", "go m3 to 1", "dash m3", "dash m3 m3 m3",
                                "trash at x", "trash throw", "rest now", "reroll", "reroll m0", "keep", "token", "token maybe",
                                "recycle m3", "recycle discard", "bin", "bin burn", "hiss", "hiss 9", "rummage", "side c",
                                "keep roll please"}) {
            std::string error;
            QVERIFY2(!parseAction(bad, &error).has_value(), bad);
            QVERIFY2(!error.empty(), bad);
        }
    }
    void test_save_round_trip_rebuilds_the_same_game()
    {
        Rng rng(17);
        std::vector<Setup> setups{
            standardSetup("pigeon-plaza", {hand("winston"), cpu("jet"), hand("madam-penelope")}, 5),
            customSetup(randomTrackTiles(content(), rng), {hand("flipp", 'B'), hand("aesop")}, 6, 2),
            tournamentSetup(Circuit::Uptown, {hand("chloe", 'B'), cpu("aesop"), hand("jet", 'B'), cpu("flipp")}, 7),
        };
        setups[0].dashRolls = {4, 1};
        setups[0].cpuRolls = {6, 5};
        setups[0].picks = cards("m3");
        setups[0].actionDecks = {cards("m5 m5"), cards("m1")};
        setups[0].trashDecks = {trashCards("pizza-slice")};
        setups[0].first = 2;
        // Issue 34: the CPU racers' strength is saved with the race (Standard is left out).
        setups[0].cpu = CpuStrength::Tough;
        setups[2].cpu = CpuStrength::Champion;
        for (const Setup& setup : setups) {
            for (int steps : {0, 7, 60, 100000}) {
                const State played = randomGame(setup, steps, 11);
                const std::string json = saveGameFile(played);
                const GameFileRead<State> loaded = loadGameFile<State>(json);
                QVERIFY2(loaded.ok, loaded.error.c_str());
                QVERIFY(loaded.file.history == played.history());
                QVERIFY(loaded.state == played);
                QCOMPARE(saveGameFile(loaded.state), json);
                QCOMPARE(loaded.file.history.setup.cpu, setup.cpu);
                QCOMPARE(json.find("\"cpu\":") != std::string::npos, setup.cpu != CpuStrength::Standard);
            }
        }
    }
    void test_damaged_files_are_refused_naming_the_field()
    {
        struct Case {
            std::string json;
            std::string field;
        };
        const std::vector<Case> cases{
            {R"({"game": "trash-dash", "setup": {"players": 1}})", "setup.players: 1 is not 2, 3, 4, 5 or 6"},
            {valid(R"("players": 2)"), "setup.racers: missing"},
            {valid(R"("players": 3, )" + kRacers), "setup.racers: 2 racers for 3 players"},
            {valid(R"("players": 2, "racers": [{"character": "rex"}, {"character": "chloe"}])"),
             "setup.racers[0].character: 'rex' is not a character"},
            {valid(R"("players": 2, "racers": [{"character": "chloe"}, {"character": "chloe"}])"),
             "setup: racer 1: Chloe is already racing"},
            {valid(R"("players": 2, "racers": [{"character": "jet", "side": "C"}, {"character": "chloe"}])"),
             "setup.racers[0].side: must be \"A\" or \"B\""},
            {valid(R"("players": 2, "racers": [{"character": "jet", "cpu": true}, {"character": "chloe", "cpu": true}])"),
             "setup: at least one racer must be a person or a bot"},
            {valid(R"("players": 2, "mode": "sprint", )" + kRacers), "setup.mode: 'sprint' is not standard or tournament"},
            {valid(R"("players": 2, "mode": "tournament", "circuit": "midtown", )" + kRacers),
             "setup.circuit: 'midtown' is not uptown or downtown"},
            // Keys the mode has no use for would not save back as read (found by fuzz_game_file).
            {valid(R"("players": 2, "circuit": "downtown", )" + kRacers), "setup.circuit: only a tournament has a circuit"},
            {valid(R"("players": 2, "mode": "tournament", "laps": 2, )" + kRacers), "setup.laps: a tournament races"},
            {valid(R"("players": 2, "mode": "tournament", "track": "pigeon-plaza", )" + kRacers), "setup.track: a tournament races"},
            {valid(R"("players": 2, "track": "moon-base", )" + kRacers), "setup.track: 'moon-base' is not a track"},
            {valid(R"("players": 2, "tiles": ["start-a", "1a", "1b", "2a", "turn-a"], )" + kRacers),
             "setup.tiles: tile 3 ('1b'): tile 1 is already on the track"},
            {valid(R"("players": 2, "tiles": ["start-a", "1a", "2a", "turn-a"], )" + kRacers),
             "setup.tiles: a track has 5 to 12 tiles"},
            {valid(R"("players": 2, "laps": 5, )" + kRacers), "setup.laps: must be a whole number from 1 to 4"},
            {valid(R"("players": 2, "cpu": "mighty", )" + kRacers), "setup.cpu: 'mighty' is not standard, tough or champion"},
            {valid(R"("players": 2, "first": 2, )" + kRacers), "setup.first: must be a whole number from 0 to 1"},
            {valid(R"("players": 2, "cpuRolls": [7], )" + kRacers), "setup.cpuRolls[0]: must be a whole number from 1 to 6"},
            {valid(R"("players": 2, "dashRolls": [5], )" + kRacers), "setup: dashRolls[0] is not a face of the Dash die"},
            {valid(R"("players": 2, "actionDecks": [["m3", "m9"]], )" + kRacers),
             "setup.actionDecks[0][1]: 'm9' is not an Action card"},
            {valid(R"("players": 2, "actionDecks": [["m5", "m5", "m5", "m5", "m5", "m5", "m5"]], )" + kRacers),
             "setup: actionDecks[0] lists more m5 than the game has (6)"},
            {valid(R"("players": 2, "trashDecks": [["pizza"]], )" + kRacers),
             "setup.trashDecks[0][0]: 'pizza' is not a Trash card"},
            {valid(R"("players": 2, )" + kRacers, R"(["go m3", "fly"])"), "actions[0] 'go m3':"},
            {valid(R"("players": 2, )" + kRacers, R"(["rest", "fly"])"), "actions[1] 'fly':"},
        };
        for (const Case& c : cases) {
            const GameFileRead<State> read = loadGameFile<State>(c.json);
            QVERIFY2(!read.ok, c.json.c_str());
            QVERIFY2(read.error.rfind(c.field, 0) == 0, (c.field + " <- " + read.error).c_str());
        }
    }
    void test_illegal_action_is_refused_naming_its_index()
    {
        const GameFileRead<State> read = loadGameFile<State>(valid(R"("players": 2, )" + kRacers, R"(["rest", "keep roll"])"));
        QVERIFY(!read.ok);
        QVERIFY2(read.error.rfind("actions[1] 'keep roll': racer 1 must first choose Go, Trash, Dash or Rest", 0) == 0,
                 read.error.c_str());
        QCOMPARE(read.state.history().actions.size(), std::size_t{1});
    }
    void test_a_builtin_track_by_name_only()
    {
        const GameFileRead<State> read = loadGameFile<State>(
            valid(R"("players": 2, "track": "feisty-feral-frenzy", )" + kRacers));
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(read.state.pub().length(), 24);
        QCOMPARE(int(read.state.pub().track.laps), 1);
        QCOMPARE(read.state.pub().trackIndex, std::int8_t(5));
    }
    void test_observation_hides_other_hands_trash_and_deck_order()
    {
        Setup setup = race({hand("aesop"), hand("chloe"), cpu("jet")}, "m5 m1 m2 m2 m2 | m4 m3 m3 m3 m3");
        setup.trashDecks = {trashCards("rotten-tomato")};
        State s(setup);
        PLAY(s, "go m5");   // seat 0 holds Rotten Tomato
        const Observation mine = s.observation(0);
        const Observation theirs = s.observation(1);
        QCOMPARE(mine.trash, std::int8_t(trashCard("rotten-tomato")));
        QCOMPARE(theirs.trash, std::int8_t(-1));
        QVERIFY(theirs.holdsTrash[0]);
        QCOMPARE(handSize(theirs.hand), 5);
        QCOMPARE(int(theirs.handCounts[0]), 5);
        QVERIFY(theirs.hand == s.hand(1));
        // A world sampled from seat 1's view keeps seat 1's cards and all counts, and re-deals the rest.
        Rng rng(8);
        bool differs = false;
        for (int i = 0; i < 20; ++i) {
            const State world = State::sampleWorld(theirs, rng);
            QCOMPARE(QString::fromStdString(world.checkInvariants()), QString());
            QVERIFY(world.observation(1) == theirs);
            differs = differs || !(world.hand(0) == s.hand(0)) || world.actionDeckTopFirst() != s.actionDeckTopFirst();
        }
        QVERIFY(differs);
        // Events: a drawn card only for the drawer.
        QCOMPARE(redactedFor(Event{int(EventType::CardDrawn), 0, card("m3")}, 1).a, -1);
        QCOMPARE(redactedFor(Event{int(EventType::CardDrawn), 0, card("m3")}, 0).a, card("m3"));
    }
    void test_describe_event_hides_what_the_viewer_may_not_see()
    {
        const Event drew{int(EventType::CardDrawn), 0, card("m1a2")};
        QCOMPARE(describeEvent(drew, 0), std::string("Player 1 draws Move 1, Attack 2"));
        QCOMPARE(describeEvent(drew, 1), std::string("Player 1 draws a card"));
        QCOMPARE(describeEvent(drew, kNoSeat), std::string("Player 1 draws a card"));
        const Event cpuTrash{int(EventType::TrashDrawn), 1, trashCard("value-meal"), 1};
        QCOMPARE(describeEvent(cpuTrash, 1), std::string("Player 2 draws a Trash card face down"));
        QCOMPARE(describeEvent({int(EventType::CardPlayed), 2, card("m2s1"), 0}, 1),
                 std::string("Player 3 plays Move 2, Scare 1 at Player 1"));
        QCOMPARE(describeEvent({int(EventType::Attacked), 0, 1, 2}, kNoSeat),
                 std::string("Player 1 Attacks Player 2: back 2 spaces"));
        QCOMPARE(describeEvent({int(EventType::GameOver), kNoSeat, 0b101}, kNoSeat),
                 std::string("Game over: Player 1 and Player 3 win"));
        for (int type = 0; type < int(EventType::Count); ++type) {
            const std::string text = describeEvent({type, 0, 1, 1, 1}, 0);
            QVERIFY2(!text.empty() && text.rfind("Event ", 0) != 0, text.c_str());
        }
    }
    void test_describe_state_and_state_json_show_the_race()
    {
        const GameFileRead<State> read = loadScenario("hiss_at_a_cpu.json");
        QVERIFY2(read.ok, read.error.c_str());
        const std::string text = describeState(read.state);
        QVERIFY2(text.rfind("Custom track, race 1 of 1, 2 laps of 12 spaces; Player 2 to choose Go, Trash, Dash or Rest\n", 0) == 0,
                 text.c_str());
        QVERIFY2(text.find("Player 1: Madam Penelope (A: Frightening Hiss), lap 1, space 2, rank 1, hand m1 m1 m1 m1 m4, 1 token\n") !=
                     std::string::npos, text.c_str());
        QVERIFY2(text.find("Player 3: Aesop (CPU), lap 1, space 0, rank 2\n") != std::string::npos, text.c_str());
        QVERIFY2(text.find("Reroll tokens 7") != std::string::npos, text.c_str());
        const nlohmann::json j = stateJson(read.state);
        QCOMPARE(j["track"].get<std::string>(), std::string("custom"));
        QCOMPARE(j["deciding"].get<int>(), 1);
        QCOMPARE(j["racers"].size(), std::size_t{3});
        QCOMPARE(j["racers"][0]["tokens"].get<int>(), 1);
        QCOMPARE(j["racers"][0]["progress"].get<int>(), 2);
        QVERIFY(j["racers"][2]["hand"].is_null());   // a CPU has no hand
        QCOMPARE(j["racers"][1]["hand"].size(), std::size_t{4});
        QCOMPARE(j["token_supply"].get<int>(), 7);
    }
    void test_example_scenarios_load_and_play()
    {
        const QStringList names = QDir(kDir).entryList({"*.json"}, QDir::Files, QDir::Name);
        QVERIFY(names.size() >= 7);
        for (const QString& name : names) {
            const GameFileRead<State> read = loadScenario(name.toStdString());
            QVERIFY2(read.ok, (name.toStdString() + ": " + read.error).c_str());
            QCOMPARE(QString::fromStdString(read.state.checkInvariants()), QString());
        }
    }
    void test_scenario_spill_chains_into_trash_can()
    {
        const GameFileRead<State> read = loadScenario("spill_chains_into_trash_can.json");
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(progress(read.state, 0), 3);
        QCOMPARE(read.state.trash(0), trashCard("rotten-tomato"));
        QCOMPARE(progress(read.state, 1), 6);
        QCOMPARE(read.state.trash(1), trashCard("cafe-con-leche"));
    }
    void test_scenario_scare_a_cpu_for_reroll_tokens()
    {
        const GameFileRead<State> read = loadScenario("scare_a_cpu_for_reroll_tokens.json");
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(read.file.seats[1].kind, std::string("cpu"));
        QCOMPARE(int(read.state.pub().racers[0].tokens), 2);   // three taken, one spent
        QCOMPARE(int(read.state.pub().tokenSupply), 6);
        QCOMPARE(progress(read.state, 0), 1 + 2);   // Opportunist: +1 per card scared off the deck, at most 2 a Scare
        QCOMPARE(progress(read.state, 1), 4);       // the rerolled face: Move 4
        QCOMPARE(read.state.currentSeat(), 0);
    }
    void test_scenario_territorial_on_an_opponents_turn()
    {
        const GameFileRead<State> read = loadScenario("territorial_on_an_opponents_turn.json");
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(progress(read.state, 0), 2);
        QCOMPARE(progress(read.state, 1), 3);
        QCOMPARE(progress(read.state, 2), 1);
    }
    void test_scenario_no_action_card_after_trash()   // TD-6
    {
        const GameFileRead<State> read = loadScenario("no_action_card_after_trash.json");
        QVERIFY2(read.ok, read.error.c_str());
        const State& s = read.state;
        QCOMPARE(progress(s, 0), 5 + 3);   // only Pizza Slice's gained Move 3, no Action card
        QCOMPARE(s.trash(0), trashCard("rotten-tomato"));   // the Trash Can at 8, paws empty again
        QCOMPARE(handSize(s.hand(0)), 1);   // the end-of-turn draw only
        HAND(s, 1, "m2 m2 m3 m5");
        QCOMPARE(progress(s, 1), 1);
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_scenario_cpu_holding_trash_skips_trash_can()   // TD-12
    {
        const GameFileRead<State> read = loadScenario("cpu_holding_trash_skips_trash_can.json");
        QVERIFY2(read.ok, read.error.c_str());
        std::vector<Event> events;
        State s(read.file.history.setup, &events);
        for (const Action& a : read.file.history.actions)
            QVERIFY(s.apply(a, &events));
        QVERIFY(s == read.state);
        int cpuDraws = 0;
        for (const Event& e : events)
            cpuDraws += e.type == int(EventType::TrashDrawn) && e.seat == 1 ? 1 : 0;
        QCOMPARE(cpuDraws, 1);   // at 8; none when pushed back onto the Trash Can at 7
        QCOMPARE(s.trashDeckCount(), kTrashCards - 1);
        QCOMPARE(s.trash(1), -1);   // played at the start of its turn
        QVERIFY(s.pub().racers[1].invincible);   // Cafe Con Leche
        QCOMPARE(progress(s, 1), 7 + 3);
        QCOMPARE(progress(s, 0), 4);
        QCOMPARE(s.currentSeat(), 0);
    }
    void test_scenario_hiss_at_a_cpu()   // TD-15
    {
        const GameFileRead<State> read = loadScenario("hiss_at_a_cpu.json");
        QVERIFY2(read.ok, read.error.c_str());
        const State& s = read.state;
        QCOMPARE(progress(s, 0), 2);   // the card's Move only: a Hiss gains nothing
        QCOMPARE(int(s.pub().racers[0].tokens), 1);
        QCOMPARE(int(s.pub().tokenSupply), kRerollTokens - 1);
        QCOMPARE(int(s.pub().actionDiscard[static_cast<std::size_t>(card("m5"))]), 1);   // the deck's top
        QCOMPARE(int(s.pub().actionDiscard[static_cast<std::size_t>(card("m3"))]), 1);   // scared from seat 1
        HAND(s, 0, "m1 m1 m1 m1 m4");
        HAND(s, 1, "m2 m2 m2 m2");
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_scenario_full_tournament_reaches_final_scores()
    {
        const GameFileRead<State> read = loadScenario("full_tournament_3p.json");
        QVERIFY2(read.ok, read.error.c_str());
        QVERIFY(read.state.isOver());
        QCOMPARE(read.state.scores(), (std::vector<int>{8, 4, 7}));   // replayed at random again after the balance changes
        QCOMPARE(read.state.winners(), std::vector<Seat>{0});
    }
};

QTEST_APPLESS_MAIN(TestTrashDashFiles)
#include "test_trashdash_files.moc"
