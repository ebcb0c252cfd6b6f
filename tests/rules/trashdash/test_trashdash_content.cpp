// The Trash Dash content set (ruling TD-1): every published fact holds, the
// rulebook's six tracks are exact and fit their descriptions, custom tracks
// follow the rules, and the reader refuses bad data with a reason naming the
// file and the entry.
#include <QtTest>

#include <map>

#include "trashdash/content.h"
#include "trashdash/state.h"
#include "trashdash/track.h"

using namespace critter;
using namespace critter::td;

namespace {

// How many spaces of a kind a track has.
int countOf(const TrackInfo& info, SpaceKind kind)
{
    int n = 0;
    for (const std::string& id : info.tiles) {
        const TileSide* t = content().tile(id);
        n += (t->upper == kind ? 1 : 0) + (t->lower == kind ? 1 : 0);
    }
    return n;
}

// The longest run of Spills one after another around the loop.
int longestSpillRun(const TrackInfo& info)
{
    const TrackBuild b = buildTrack(content(), info.tiles, info.laps);
    int best = 0, run = 0;
    for (int s = 0; s < b.track.length(); ++s) {
        run = b.track.at(s) == SpaceKind::Spill ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

// The embedded files with one replaced, read again; the error it gives.
std::string errorWith(std::string ContentFiles::*file, const std::string& from, const std::string& to)
{
    ContentFiles files = embeddedContentFiles();
    std::string& text = files.*file;
    const auto at = text.find(from);
    if (at == std::string::npos)
        return "test setup: '" + from + "' not found";
    text.replace(at, from.size(), to);
    const ContentRead read = readContent(files);
    return read.ok ? std::string("(accepted)") : read.error;
}

} // namespace

class TestTrashDashContent : public QObject {
    Q_OBJECT
private slots:
    void test_TD1_embedded_content_reads_clean()
    {
        const ContentRead read = readContent(embeddedContentFiles());
        QVERIFY2(read.ok, read.error.c_str());
        QVERIFY(read.content == content());
    }
    void test_TD1_84_action_cards_with_attack_scare_and_dash_pairs()
    {
        int total = 0, attacks = 0, scares = 0;
        std::map<int, int> byMove;
        for (const ActionCardKind& k : content().actionCards) {
            total += k.copies;
            attacks += k.attack > 0 ? k.copies : 0;
            scares += k.scare > 0 ? k.copies : 0;
            byMove[k.move] += k.copies;
            QVERIFY(!(k.attack > 0 && k.scare > 0));
        }
        QCOMPARE(total, 84);
        QVERIFY(attacks >= 10 && scares >= 10);
        // Dash is a real choice: every Move value comes many times.
        for (const auto& [move, copies] : byMove)
            QVERIFY2(copies >= 6, qPrintable(QString("Move %1 has only %2 cards").arg(move).arg(copies)));
        QCOMPARE(content().actionCards[static_cast<std::size_t>(content().actionKind("m1a2"))].attack, 2);
        QCOMPARE(content().actionCards[static_cast<std::size_t>(content().actionKind("m2s1"))].scare, 1);
    }
    void test_TD1_33_trash_cards_with_the_published_names_and_cpu_effects()
    {
        int total = 0;
        for (const TrashCardKind& k : content().trashCards) {
            total += k.copies;
            if (k.effect.draw > 0)   // needs a hand: says what a CPU does instead
                QVERIFY2(k.cpu.has_value(), k.id.c_str());
        }
        QCOMPARE(total, 33);
        for (const char* id : {"ketchup-packets", "energy-drink", "pizza-slice", "cafe-con-leche", "value-meal"})
            QVERIFY2(content().trashKind(id) >= 0, id);
        QVERIFY(content().trashCards.size() >= 6);
        const TrashCardKind& ketchup = content().trashCards[static_cast<std::size_t>(content().trashKind("ketchup-packets"))];
        QCOMPARE(ketchup.name, std::string("Ketchup Packets"));
        QCOMPARE(ketchup.effect.draw, 1);
        QCOMPARE(ketchup.effect.movePerOpponentAhead, 1);
        QVERIFY(ketchup.cpu && ketchup.cpu->moveBonus == 3);
        const auto& pizza = content().trashCards[static_cast<std::size_t>(content().trashKind("pizza-slice"))];
        QVERIFY(pizza.effect.scare == 1 && pizza.effect.gainScaredMove);
        QVERIFY(content().trashCards[static_cast<std::size_t>(content().trashKind("energy-drink"))].effect.attackPassed > 0);
        QVERIFY(content().trashCards[static_cast<std::size_t>(content().trashKind("cafe-con-leche"))].effect.invincible);
        QVERIFY(content().trashCards[static_cast<std::size_t>(content().trashKind("value-meal"))].effect.draw >= 2);
    }
    void test_TD1_six_characters_two_sides_known_ability_names()
    {
        QCOMPARE(int(content().characters.size()), 6);
        auto side = [](const char* who, int s) {
            return content().characters[static_cast<std::size_t>(content().character(who))].sides[static_cast<std::size_t>(s)];
        };
        QCOMPARE(side("chloe", 0).name, std::string("Scrappy"));
        QCOMPARE(side("chloe", 1).name, std::string("Territorial"));
        QCOMPARE(side("madam-penelope", 0).name, std::string("Frightening Hiss"));
        QCOMPARE(side("madam-penelope", 1).name, std::string("Opportunist"));
        QCOMPARE(side("winston", 0).name, std::string("Crafty Critter"));
        QCOMPARE(side("aesop", 0).name, std::string("Frantic"));
        for (const Character& c : content().characters)
            QVERIFY2(c.cpu.move > 0 || c.cpu.dashDie, c.id.c_str());   // a CPU card always moves
    }
    void test_TD1_dice_have_six_faces_and_one_paw()
    {
        for (const auto& die : content().cpuDice) {   // Standard, Tough, Champion (issue 34)
            int paws = 0;
            for (const CpuEffect& f : die)
                paws += f.paw ? 1 : 0;
            QCOMPARE(paws, 1);
        }
        for (int face : content().dashDie)
            QVERIFY(face >= 1);
    }
    void test_TD1_tiles_1_to_16_start_and_turn_both_sides()
    {
        QCOMPARE(int(content().tiles.size()), 2 * 16 + 4);
        QVERIFY(content().tile("start-a") && content().tile("turn-b") && content().tile("16b"));
        QVERIFY(!content().tile("17a"));
    }
    void test_six_rulebook_tracks_exact_tiles_order_and_laps()
    {
        struct Expect {
            const char* id;
            int laps;
            std::vector<std::string> tiles;
            Circuit circuit;
        };
        const std::vector<Expect> expected{
            {"bin-bandit-boulevard", 3, {"start-a", "5a", "3a", "4a", "8b", "turn-b"}, Circuit::Uptown},
            {"play-dead-parkway", 2, {"start-b", "3b", "12a", "11b", "8b", "10a", "7a", "turn-a"}, Circuit::Uptown},
            {"cardboard-kingdom", 3, {"start-a", "4a", "15b", "7b", "13a", "3a", "turn-b"}, Circuit::Uptown},
            {"back-alley-blitz", 4, {"start-b", "3b", "12a", "10a", "turn-a"}, Circuit::Downtown},
            {"pigeon-plaza", 2, {"start-a", "10b", "16a", "9a", "6a", "2b", "turn-a"}, Circuit::Downtown},
            {"feisty-feral-frenzy", 1,
             {"start-b", "11a", "1a", "12b", "2b", "4a", "8a", "7a", "6b", "13a", "3b", "turn-a"}, Circuit::Downtown},
        };
        QCOMPARE(content().tracks.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const TrackInfo& t = content().tracks[i];
            QCOMPARE(t.id, std::string(expected[i].id));
            QCOMPARE(t.laps, expected[i].laps);
            QCOMPARE(t.tiles, expected[i].tiles);
            QVERIFY(t.circuit == expected[i].circuit);
        }
    }
    void test_tracks_fit_their_rulebook_descriptions()
    {
        const auto& c = content();
        const TrackInfo& bbb = *c.track("bin-bandit-boulevard");
        const TrackInfo& pdp = *c.track("play-dead-parkway");
        const TrackInfo& ck = *c.track("cardboard-kingdom");
        const TrackInfo& bab = *c.track("back-alley-blitz");
        const TrackInfo& pp = *c.track("pigeon-plaza");
        const TrackInfo& fff = *c.track("feisty-feral-frenzy");
        for (const TrackInfo& t : c.tracks) {
            if (&t != &bbb)   // Bin Bandit Boulevard: the most Trash Cans, with Spills
                QVERIFY2(countOf(bbb, SpaceKind::TrashCan) > countOf(t, SpaceKind::TrashCan), t.id.c_str());
            if (&t != &pdp)   // Play Dead Parkway: the most Recycle Bins
                QVERIFY2(countOf(pdp, SpaceKind::RecycleBin) > countOf(t, SpaceKind::RecycleBin), t.id.c_str());
            if (&t != &ck)    // Cardboard Kingdom: the most Boxes
                QVERIFY2(countOf(ck, SpaceKind::Box) > countOf(t, SpaceKind::Box), t.id.c_str());
            if (&t != &fff)   // Feisty Feral Frenzy: the longest runs of Spills
                QVERIFY2(longestSpillRun(fff) > longestSpillRun(t), t.id.c_str());
        }
        QVERIFY(countOf(bbb, SpaceKind::Spill) >= 3);
        QVERIFY(countOf(bab, SpaceKind::RecycleBin) >= 3);   // several
        QVERIFY(longestSpillRun(fff) >= 4);
        for (SpaceKind k : {SpaceKind::TrashCan, SpaceKind::RecycleBin, SpaceKind::Spill, SpaceKind::Box})
            QVERIFY(countOf(pp, k) >= 1);                    // a bit of everything
    }
    void test_custom_track_rules_and_refusals()
    {
        const auto& c = content();
        QVERIFY(checkTrackTiles(c, {"start-a", "1a", "2b", "3a", "turn-b"}).empty());
        struct Case {
            std::vector<std::string> tiles;
            const char* why;
        };
        const std::vector<Case> cases{
            {{"start-a", "1a", "2a", "turn-b"}, "5 to 12 tiles"},
            {{"start-a", "1a", "2a", "3a", "4a", "5a", "6a", "7a", "8a", "9a", "10a", "11a", "turn-a"}, "5 to 12 tiles"},
            {{"1a", "start-a", "2a", "3a", "turn-a"}, "starts with the Start tile"},
            {{"start-a", "1a", "2a", "3a", "4a"}, "ends with the Turn tile"},
            {{"start-a", "1a", "1b", "3a", "turn-a"}, "tile 1 is already on the track"},
            {{"start-a", "1a", "2a", "2a", "turn-a"}, "tile 2 is already on the track"},
            {{"start-a", "1a", "turn-b", "3a", "turn-a"}, "only numbered tiles"},
            {{"start-a", "1a", "17a", "3a", "turn-a"}, "('17a') is not a tile side"},
        };
        for (const Case& k : cases) {
            const std::string why = checkTrackTiles(c, k.tiles);
            QVERIFY2(why.find(k.why) != std::string::npos, why.c_str());
            QVERIFY(!buildTrack(c, k.tiles, 0).ok);
        }
        QVERIFY(buildTrack(c, {"start-a", "1a", "2b", "3a", "turn-b"}, 5).error.find("laps must be 1 to 4") == 0);
        QVERIFY(buildTrack(c, {"start-a", "1a", "2b", "3a", "turn-b"}, 4).ok);
    }
    void test_a_chosen_lap_count_is_1_to_4()   // TD-2, GAME-FACTS
    {
        const auto racers = defaultRacers({false, false});
        for (int laps = 1; laps <= 4; ++laps)
            QCOMPARE(validateSetup(standardSetup("bin-bandit-boulevard", racers, 1, laps)), std::string());
        const std::string why = validateSetup(standardSetup("bin-bandit-boulevard", racers, 1, 5));
        QVERIFY2(why.find("laps must be 1 to 4") != std::string::npos, why.c_str());
        QVERIFY(!validateSetup(standardSetup("bin-bandit-boulevard", racers, 1, -1)).empty());
    }
    void test_custom_track_laps_follow_the_rulebook_table()
    {
        QCOMPARE(recommendedLaps(5), 4);
        QCOMPARE(recommendedLaps(6), 4);
        QCOMPARE(recommendedLaps(7), 3);
        QCOMPARE(recommendedLaps(8), 3);
        QCOMPARE(recommendedLaps(9), 2);
        QCOMPARE(recommendedLaps(10), 2);
        QCOMPARE(recommendedLaps(11), 1);
        QCOMPARE(recommendedLaps(12), 1);
        const TrackBuild b = buildTrack(content(), {"start-a", "1a", "2b", "3a", "4b", "5a", "6b", "turn-b"}, 0);
        QVERIFY(b.ok);
        QCOMPARE(int(b.track.laps), 3);
        QCOMPARE(int(buildTrack(content(), {"start-a", "1a", "2b", "3a", "turn-b"}, 2).track.laps), 2);
    }
    void test_track_loop_upper_left_to_right_then_lower_back()
    {
        const TrackBuild b = buildTrack(content(), content().track("bin-bandit-boulevard")->tiles, 0);
        QVERIFY(b.ok);
        QCOMPARE(b.track.length(), 12);
        QVERIFY(b.track.at(0) == SpaceKind::Plain);        // Start A upper
        QVERIFY(b.track.at(1) == SpaceKind::TrashCan);     // 5A upper
        QVERIFY(b.track.at(5) == SpaceKind::Spill);        // Turn B upper
        QVERIFY(b.track.at(6) == SpaceKind::TrashCan);     // Turn B lower
        QVERIFY(b.track.at(10) == SpaceKind::Spill);       // 5A lower
        QVERIFY(b.track.at(11) == SpaceKind::TrashCan);    // Start A lower
        QCOMPARE(b.track.tileOf(10), 1);
        QVERIFY(!b.track.upper(10));
    }
    void test_a_built_in_track_races_as_its_tiles_would()
    {
        // A race on a built-in track takes the track built once (state.cpp);
        // it must be the track its tiles build, with the chosen laps, and
        // know its index as a custom track with the same tiles does.
        const auto racers = defaultRacers({false, false, true});
        for (std::size_t i = 0; i < content().tracks.size(); ++i) {
            const TrackInfo& info = content().tracks[i];
            for (int laps = 0; laps <= kMaxLaps; ++laps) {
                const State builtIn(standardSetup(info.id, racers, 7, laps));
                const State asTiles(customSetup(info.tiles, racers, 7, laps == 0 ? info.laps : laps));
                QCOMPARE(builtIn.pub().track, buildTrack(content(), info.tiles, laps == 0 ? info.laps : laps).track);
                QCOMPARE(builtIn.pub().track, asTiles.pub().track);
                QCOMPARE(builtIn.pub().trackIndex, static_cast<std::int8_t>(i));
                QCOMPARE(asTiles.pub().trackIndex, static_cast<std::int8_t>(i));
            }
        }
    }
    void test_random_tracks_are_always_legal()
    {
        Rng rng(5);
        std::map<std::size_t, int> sizes;
        for (int i = 0; i < 2000; ++i) {
            const auto tiles = randomTrackTiles(content(), rng);
            QVERIFY2(checkTrackTiles(content(), tiles).empty(), checkTrackTiles(content(), tiles).c_str());
            ++sizes[tiles.size()];
        }
        QCOMPARE(int(sizes.size()), 8);   // 5 to 12 tiles all occur
    }
    void test_reader_refuses_bad_data_with_a_reason()
    {
        using F = std::string ContentFiles::*;
        struct Case {
            F file;
            std::string from, to, why;
        };
        const std::vector<Case> cases{
            {&ContentFiles::actionCards, R"({"move": 1, "copies": 6})", R"({"move": 1, "copies": 7})",
             "action-cards.json: cards: copies add up to 85, the game has 84"},
            {&ContentFiles::actionCards, R"({"move": 5, "copies": 6})", R"({"move": 5, "attack": 1, "scare": 1, "copies": 6})",
             "action-cards.json: cards[4]: a card has an Attack or a Scare, not both"},
            {&ContentFiles::actionCards, R"({"move": 5, "copies": 6})", R"({"copies": 6})",
             "action-cards.json: cards[4].move: missing"},
            {&ContentFiles::actionCards, R"({"move": 5, "copies": 6})", R"({"move": 5, "copies": 6, "colour": 1})",
             "action-cards.json: cards[4]: unknown key 'colour'"},
            {&ContentFiles::actionCards, R"("cards")", R"("kards")", "action-cards.json: cards: missing"},
            {&ContentFiles::trashCards, R"("copies": 6)", R"("copies": 5)", "trash-cards.json: cards: copies add up to 32"},
            {&ContentFiles::trashCards, R"("cpu": {"moveBonus": 2})", R"("cpuX": 1)", "trash-cards.json: cards[4]: unknown key 'cpuX'"},
            {&ContentFiles::trashCards, R"("id": "energy-drink")", R"("id": "ketchup-packets")",
             "trash-cards.json: cards[1].id: 'ketchup-packets' is used twice"},
            {&ContentFiles::characters, R"("ability": "slippery")", R"("ability": "flying")",
             "characters.json: characters[0].sides.B.ability: 'flying' is not an ability the rules know"},
            {&ContentFiles::characters, R"("ability": "slippery")", R"("ability": "frantic")",
             "characters.json: characters[0].sides.B.ability: 'frantic' is already on another card"},
            {&ContentFiles::tiles, R"({"id": "start-b", "upper": "plain")", R"({"id": "start-b", "upper": "spill")",
             "tiles.json: tiles[1].upper: the Start tile's upper space cannot be a Spill"},
            {&ContentFiles::tiles, R"("lower": "box"})", R"("lower": "puddle"})", "is not plain, trash-can, recycle-bin, spill or box"},
            {&ContentFiles::tiles, R"(,
    {"id": "16b", "upper": "box", "lower": "recycle-bin"})", "", "tiles.json: tiles: missing 16b"},
            {&ContentFiles::tracks, R"("5a", "3a")", R"("5a", "5b")",
             "tracks.json: tracks[0].tiles: tile 3 ('5b'): tile 5 is already on the track"},
            {&ContentFiles::tracks, R"("id": "pigeon-plaza")", R"("id": "Pigeon Plaza")", "must be kebab case"},
            {&ContentFiles::tracks, R"("circuit": "downtown", "character": "chloe")", R"("circuit": "uptown", "character": "chloe")",
             "tracks.json: tracks: uptown must have three tracks"},
            {&ContentFiles::dice, R"({"move": 4},)", R"({"paw": true},)", "the CPU die has exactly one paw face, not 2"},
            {&ContentFiles::dice, R"("dash": [1, 2, 2, 3, 3, 4])", R"("dash": [1, 2, 3])", "dice.json: dash: a die has 6 faces"},
            {&ContentFiles::dice, R"({)", R"([)", "dice.json: not valid JSON"},
            // Issue 34: the stronger CPU dice, each read as strictly as the Standard one.
            {&ContentFiles::dice, R"("tough": {)", R"("mighty": {)", "dice.json: cpuStrengths.mighty: not tough or champion"},
            {&ContentFiles::dice, R"({"move": 6},)", R"({"paw": true},)",
             "dice.json: cpuStrengths.tough.cpu: the CPU die has exactly one paw face, not 2"},
            {&ContentFiles::dice, R"("pawMove": 3)", R"("pawMove": 13)", "dice.json: cpuStrengths.tough.pawMove: must be a whole number from 0 to 9"},
            {&ContentFiles::dice, R"("cpuStrengths")", R"("cpuStrength")", "dice.json: cpuStrengths: missing"},
            {&ContentFiles::dice, R"("dash": [1, 2, 2, 3, 3, 4])", R"("dash": )" + std::string(100000, '[') + std::string(100000, ']'),
             "dice.json: nested more than 64 levels deep"},
        };
        for (const Case& k : cases) {
            const std::string error = errorWith(k.file, k.from, k.to);
            QVERIFY2(error.find(k.why) != std::string::npos, (k.why + " <- " + error).c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestTrashDashContent)
#include "test_trashdash_content.moc"
