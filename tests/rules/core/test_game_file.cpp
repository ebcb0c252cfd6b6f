// The game-neutral envelope of every file (core/game_file.h): read without
// knowing the game, refused with the field at fault, written in one order.
#include <QtTest>

#include "core/game_file.h"

using namespace critter;

class TestGameFile : public QObject {
    Q_OBJECT
private slots:
    void test_envelope_reads_without_knowing_the_game()
    {
        const EnvelopeRead read = readEnvelope(R"({"game": "some-game", "later": 1,
            "setup": {"players": 2, "seed": "18446744073709551557", "deck": ["A"]},
            "seats": [{"name": "Ana", "kind": "person"}, {"name": "Bo", "kind": "bot", "level": "hard"}],
            "actions": ["x", "y z"]})");
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(read.envelope.game, std::string("some-game"));
        QCOMPARE(read.envelope.version, kFileVersion);
        QCOMPARE(read.envelope.players, 2);
        QVERIFY((read.envelope.seats == std::vector<SeatRecord>{{"Ana", "person", ""}, {"Bo", "bot", "hard"}}));
        QVERIFY((read.envelope.actions == std::vector<std::string>{"x", "y z"}));
        QCOMPARE(read.envelope.setup.at("deck").size(), std::size_t{1});
        std::uint64_t seed = 0;
        std::string error;
        QVERIFY(readSetupSeed(read.envelope.setup, seed, error));
        QCOMPARE(seed, 18446744073709551557ULL);
    }
    void test_envelope_is_written_in_one_order_and_reads_back()
    {
        Envelope envelope;
        envelope.game = "some-game";
        envelope.description = "d";
        envelope.players = 3;
        envelope.setup = {{"zeta", 1}, {"seed", seedJson(7)}, {"alpha", 2}};
        envelope.seats = {{"A", "person", ""}, {"B", "cpu", ""}, {"C", "bot", "random"}};
        envelope.actions = {"go"};
        const std::string text = writeEnvelope(envelope);
        QCOMPARE(text, std::string(R"({
  "game": "some-game",
  "version": 1,
  "description": "d",
  "setup": {
    "players": 3,
    "seed": 7,
    "alpha": 2,
    "zeta": 1
  },
  "seats": [
    {
      "name": "A",
      "kind": "person"
    },
    {
      "name": "B",
      "kind": "cpu"
    },
    {
      "name": "C",
      "kind": "bot",
      "level": "random"
    }
  ],
  "actions": [
    "go"
  ]
}
)"));
        const EnvelopeRead back = readEnvelope(text);
        QVERIFY2(back.ok, back.error.c_str());
        QCOMPARE(writeEnvelope(back.envelope), text);
        QCOMPARE(seedJson(18446744073709551557ULL), nlohmann::json("18446744073709551557"));
    }
    void test_damaged_envelope_is_refused_naming_the_field()
    {
        const struct {
            const char* text;
            const char* why;
        } cases[] = {
            {"", "file: empty"},
            {" \n\t", "file: empty"},
            {"{\"game\": \"x\", \"setup\": {\"pla", "file: not valid JSON"},
            {"\x7f" "ELF garbage", "file: not valid JSON"},
            {"42", "file: must be a JSON object"},
            {R"({"setup": {"players": 2}})", "game: missing"},
            {R"({"game": "x", "version": 2, "setup": {"players": 2}})", "version: 2 is newer than this app reads (1)"},
            {R"({"game": "x", "version": "one", "setup": {"players": 2}})", "version: must be"},
            {R"({"game": "x", "description": 3, "setup": {"players": 2}})", "description: must be text"},
            {R"({"game": "x", "setup": []})", "setup: must be an object with at least \"players\", not a list"},
            {R"({"game": "x", "setup": {}})", "setup.players: missing"},
            {R"({"game": "x", "setup": {"players": 0}})", "setup.players: 0 is not"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": {}})", "seats: must be a list"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"kind": "person"}]})", "seats[0].name: missing"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"name": "a", "kind": "bot"}]})", "seats[0].level: missing"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"name": "a", "kind": "cpu", "level": "easy"}]})", "seats[0].level: only a bot"},
            {R"({"game": "x", "setup": {"players": 2}, "seats": [{"name": "a", "kind": "person"}]})", "seats: 1 entries for 2 players"},
            {R"({"game": "x", "setup": {"players": 1}, "actions": [["roll"]]})", "actions[0]: must be"},
        };
        for (const auto& c : cases) {
            const EnvelopeRead read = readEnvelope(c.text);
            QVERIFY2(!read.ok, c.text);
            QVERIFY2(read.error.rfind(c.why, 0) == 0, (read.error + " | wanted: " + c.why).c_str());
        }
        std::string error;
        int players = 0;
        QVERIFY(!readSetupPlayers(nlohmann::json{{"players", 5}}, 2, 4, players, error));
        QCOMPARE(error, std::string("setup.players: 5 is not 2, 3 or 4"));
        QCOMPARE(rangeText(2, 3), std::string("2 or 3"));
    }

    // Issue 13: no file can exhaust the stack or memory. 300,000 brackets
    // (600 KB) once crashed the reader copying the document it had parsed.
    void test_file_nested_too_deeply_or_too_large_is_refused()
    {
        const std::string deep = R"({"game": "x", "setup": {"players": 1, "x": )" + std::string(300000, '[') +
                                 std::string(300000, ']') + "}}";
        EnvelopeRead read = readEnvelope(deep);
        QVERIFY(!read.ok);
        QCOMPARE(read.error, std::string("file: nested more than 64 levels deep"));
        // Brackets inside text are not nesting, nor is an escaped quote its end; 64 levels are read.
        const std::string quoted = "{\"game\": \"x\", \"description\": \"\\\"[" + std::string(1000, '[') +
                                   "\", \"setup\": {\"players\": 1, \"x\": " + std::string(62, '[') + std::string(62, ']') + "}}";
        read = readEnvelope(quoted);
        QVERIFY2(read.ok, read.error.c_str());
        const std::string large = "{\"game\": \"x\", \"description\": \"" + std::string(kMaxJsonBytes, 'x') +
                                  "\", \"setup\": {\"players\": 1}}";
        read = readEnvelope(large);
        QVERIFY(!read.ok);
        QCOMPARE(read.error, std::string("file: larger than 4 MiB, too large to read"));
        // Text the app lays out whole is bounded too (Qt truncates, and warns, past a point).
        read = readEnvelope("{\"game\": \"x\", \"description\": \"" + std::string(10001, 'x') + "\", \"setup\": {\"players\": 1}}");
        QCOMPARE(read.error, std::string("description: longer than 10000 bytes"));
        read = readEnvelope("{\"game\": \"x\", \"setup\": {\"players\": 1}, \"seats\": [{\"name\": \"" + std::string(101, 'A') +
                            "\", \"kind\": \"person\"}]}");
        QCOMPARE(read.error, std::string("seats[0].name: longer than 100 bytes"));
        read = readEnvelope("{\"game\": \"x\", \"description\": \"" + std::string(10000, 'x') +
                            "\", \"setup\": {\"players\": 1}, \"seats\": [{\"name\": \"" + std::string(100, 'A') +
                            "\", \"kind\": \"person\"}]}");
        QVERIFY2(read.ok, read.error.c_str());
    }

    // Issue 31, item 10: a value of the wrong type is named as such, not as missing.
    void test_wrong_types_are_named_as_wrong_types()
    {
        const struct {
            const char* text;
            const char* why;
        } cases[] = {
            {R"({"game": "x", "setup": {"players": "2"}})", "setup.players: must be a whole number, not a string"},
            {R"({"game": "x", "setup": {"players": true}})", "setup.players: must be a whole number, not true"},
            {R"({"game": "x", "setup": {"players": null}})", "setup.players: must be a whole number, not null"},
            {R"({"game": "x", "setup": {"players": [2]}})", "setup.players: must be a whole number, not a list"},
            {R"({"game": "x", "setup": {}})", "setup.players: missing (must be a whole number)"},
            {R"({"game": "x", "version": "1", "setup": {"players": 2}})", "version: must be a whole number from 1, not a string"},
            {R"({"game": 7, "setup": {"players": 2}})", "game: must be text naming the game, e.g. \"panda-panda\", not a number (7)"},
            {R"({"game": "x", "setup": "players 2"})", "setup: must be an object with at least \"players\", not a string"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"name": 42, "kind": "person"}]})",
             "seats[0].name: must be text, not a number (42)"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"kind": "person"}]})", "seats[0].name: missing (must be text)"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"name": "a", "kind": 1}]})",
             "seats[0].kind: must be text: person, remote, bot or cpu, not a number (1)"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": [{"name": "a", "kind": "bot", "level": 3}]})",
             "seats[0].level: must be text: random, easy, normal or hard, not a number (3)"},
            {R"({"game": "x", "setup": {"players": 1}, "seats": ["Ann"]})",
             "seats[0]: must be an object like {\"name\": \"Ana\", \"kind\": \"person\"}, not a string"},
            {R"({"game": "x", "setup": {"players": 1}, "actions": ["go", 5]})",
             "actions[1]: must be an action in notation (text), not a number (5)"},
        };
        for (const auto& c : cases) {
            const EnvelopeRead read = readEnvelope(c.text);
            QVERIFY2(!read.ok, c.text);
            QCOMPARE(read.error, std::string(c.why));
        }
        std::string error;
        int players = 0;
        QVERIFY(!readSetupPlayers(nlohmann::json{{"players", "3"}}, 2, 4, players, error));
        QCOMPARE(error, std::string("setup.players: must be 2, 3 or 4, not a string"));
    }

    // Issue 31, item 10: 2.0 is refused, and the message says why (a whole
    // number is written without a decimal point), the same as 2.5.
    void test_a_whole_number_with_a_decimal_point_is_refused_saying_so()
    {
        EnvelopeRead read = readEnvelope(R"({"game": "x", "setup": {"players": 2.0}})");
        QVERIFY(!read.ok);
        QCOMPARE(read.error, std::string("setup.players: must be a whole number, written without a decimal point, not 2.0"));
        read = readEnvelope(R"({"game": "x", "setup": {"players": 2.5}})");
        QCOMPARE(read.error, std::string("setup.players: must be a whole number, written without a decimal point, not 2.5"));
        std::string error;
        int players = 0;
        QVERIFY(!readSetupPlayers(nlohmann::json::parse(R"({"players": 3.0})"), 2, 4, players, error));
        QCOMPARE(error, std::string("setup.players: must be 2, 3 or 4, written without a decimal point, not 3.0"));
        std::uint64_t seed = 0;
        QVERIFY(!readSetupSeed(nlohmann::json::parse(R"({"seed": 5.0})"), seed, error));
        QCOMPARE(error, std::string("setup.seed: must be a whole number from 0 to 18446744073709551615 (or that number "
                                    "as text), written without a decimal point, not 5.0"));
    }

    // Issue 31, item 10: the same key twice in one object is refused, named;
    // a reader would otherwise keep the last without a word.
    void test_duplicate_keys_are_refused_with_the_key_named()
    {
        EnvelopeRead read = readEnvelope(R"({"game": "x", "setup": {"players": 2, "players": 3}})");
        QVERIFY(!read.ok);
        QCOMPARE(read.error, std::string("file: the key \"players\" is given twice in one object"));
        read = readEnvelope(R"({"game": "x", "game": "y", "setup": {"players": 2}})");
        QCOMPARE(read.error, std::string("file: the key \"game\" is given twice in one object"));
        read = readEnvelope(R"({"game": "x", "setup": {"players": 1}, "seats": [{"name": "a", "kind": "person", "name": "b"}]})");
        QCOMPARE(read.error, std::string("file: the key \"name\" is given twice in one object"));
        // The same key in two objects is no repeat.
        read = readEnvelope(R"({"game": "x", "setup": {"players": 2},
                               "seats": [{"name": "a", "kind": "person"}, {"name": "b", "kind": "person"}]})");
        QVERIFY2(read.ok, read.error.c_str());
        // A long key is named by its start.
        read = readEnvelope("{\"game\": \"x\", \"" + std::string(200, 'k') + "\": 1, \"" + std::string(200, 'k') +
                            "\": 2, \"setup\": {\"players\": 1}}");
        QCOMPARE(read.error, "file: the key \"" + std::string(60, 'k') + "...\" is given twice in one object");
    }

    // Issue 31, item 10: one seed range for files and --seed: 0 to 2^64-1.
    void test_one_seed_range_for_files_and_the_command_line()
    {
        std::uint64_t seed = 1;
        std::string error;
        QVERIFY(readSetupSeed(nlohmann::json::parse(R"({"seed": 18446744073709551615})"), seed, error));
        QCOMPARE(seed, std::uint64_t{18446744073709551615ULL});
        QVERIFY(readSetupSeed(nlohmann::json::parse(R"({"seed": "18446744073709551615"})"), seed, error));
        QVERIFY(readSetupSeed(nlohmann::json::parse(R"({"seed": 0})"), seed, error));
        QCOMPARE(seed, std::uint64_t{0});
        QVERIFY(!readSetupSeed(nlohmann::json::parse(R"({"seed": -5})"), seed, error));
        QCOMPARE(error, std::string("setup.seed: must be a whole number from 0 to 18446744073709551615 (or that number "
                                    "as text), not -5"));
        QVERIFY(!readSetupSeed(nlohmann::json::parse(R"({"seed": "18446744073709551616"})"), seed, error));
        QCOMPARE(error, std::string("setup.seed: must be a whole number from 0 to 18446744073709551615 (or that number "
                                    "as text), not '18446744073709551616'"));
        QVERIFY(!readSetupSeed(nlohmann::json::parse(R"({"seed": [1]})"), seed, error));
        QCOMPARE(error, std::string("setup.seed: must be a whole number from 0 to 18446744073709551615 (or that number "
                                    "as text), not a list"));
    }
};

QTEST_APPLESS_MAIN(TestGameFile)
#include "test_game_file.moc"
