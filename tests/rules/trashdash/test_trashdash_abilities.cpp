// Trash Dash character abilities and Trash cards (our content, TD-1), one
// scenario each, with the rulebook's clarifications (Scrappy's distance and
// Energy Drink, Territorial on any turn and against invincibility, Frightening
// Hiss and Pizza Slice) and our rulings (TD-n). Track: tdtest::kQuiet (upper
// 0-4 plain, 5 Trash Can; lower 6 plain, 7 and 8 Trash Cans, 9 Spill, 10 Box,
// 11 Trash Can): `go m5` from the start lands on the Trash Can at 5.
#include "td_test_util.h"

using namespace tdtest;

namespace {
int attacked(const std::vector<Event>& events, int nth)
{
    for (const Event& e : events)
        if (e.type == int(EventType::Attacked) && nth-- == 0)
            return e.b;
    return -1;
}
} // namespace

class TestTrashDashAbilities : public QObject {
    Q_OBJECT
private slots:
    // ---- Aesop
    void test_frantic_draws_after_an_attack_or_scare_affects_aesop()
    {
        Setup setup = race({hand("aesop"), hand("madam-penelope", 'B')},
                           "m3 m2 m2 m2 m2 | m1a2 m1s2 m4 m4 m4 | m5 m4 m3 m3 m5");
        setup.picks = cards("m2 m2");
        State s(setup);
        PLAY_ALL(s, "go m3", "go m1a2 at 0");
        QCOMPARE(progress(s, 0), 1);
        HAND(s, 0, "m2 m2 m2 m2 m4 m5");   // Frantic drew the m4 after the Attack
        PLAY_ALL(s, "go m2", "go m1s2 at 0");
        HAND(s, 0, "m2 m3 m4 m5 m5");      // two m2 scared away, Frantic drew an m5
    }
    void test_slippery_attacks_move_aesop_back_one_fewer()
    {
        State s(race({hand("aesop", 'B'), hand("madam-penelope", 'B')}, "m3 m2 m1 m1 m1 | m1a2 m2a1 m4 m4 m4"));
        PLAY_ALL(s, "go m3", "go m1a2 at 0");
        QCOMPARE(progress(s, 0), 2);
        PLAY(s, "go m2");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m2a1 at 0", &events).empty());   // an Attack 1 misses
        QCOMPARE(attacked(events, 0), 0);
        QCOMPARE(progress(s, 0), 4);
    }

    // ---- Chloe
    void test_scrappy_adds_one_within_three_spaces_measured_before_moving()
    {
        Setup setup = race({hand("chloe"), hand("madam-penelope", 'B')}, "m1a2 m1a2 m2 m2 m2 | m3 m5 m4 m4 m4");
        setup.first = 1;
        State s(setup);
        PLAY(s, "go m3");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a2 at 1", &events).empty());   // 3 away: Attack 3
        QCOMPARE(attacked(events, 0), 3);
        QCOMPARE(progress(s, 1), 0);
        PLAY(s, "go m5");
        events.clear();
        QVERIFY(tdtest::play(s, "go m1a2 at 1", &events).empty());   // 4 away before moving: Attack 2
        QCOMPARE(attacked(events, 0), 2);
        QCOMPARE(progress(s, 1), 3);
        QCOMPARE(progress(s, 0), 2);
    }
    void test_scrappy_applies_to_energy_drink_attacks()
    {
        Setup setup = race({hand("chloe"), hand("madam-penelope", 'B')}, "m5 m2 m3 m3 m3 | m4 m4 m3 m3 m3");
        setup.trashDecks = {trashCards("energy-drink cafe-con-leche")};
        setup.dashRolls = {2};
        State s(setup);
        PLAY_ALL(s, "go m5", "dash m4 m4", "keep roll", "trash");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m2", &events).empty());   // through 6, where seat 1 stands
        QCOMPARE(attacked(events, 0), 2);
        QCOMPARE(progress(s, 1), 4);
        QCOMPARE(progress(s, 0), 7);
    }
    void test_territorial_attacks_everyone_on_the_landing_space_on_any_turn()
    {
        Setup setup = race({hand("chloe", 'B'), hand("madam-penelope", 'B'), hand("flipp", 'B')},
                           "m3 m2 m2 m2 m2 | m3 m2a1 m4 m4 m4 | m3 m4 m4 m4 m4");
        setup.first = 1;
        State s(setup);
        PLAY_ALL(s, "go m3", "go m3", "go m3");   // Chloe lands on 3 with both opponents
        QCOMPARE(progress(s, 1), 2);
        QCOMPARE(progress(s, 2), 2);
        QCOMPARE(progress(s, 0), 3);
        // Pushed back onto both of them by an Attack: Territorial again, on seat 1's turn.
        PLAY(s, "go m2a1 at 0");
        QCOMPARE(progress(s, 0), 2);
        QCOMPARE(progress(s, 2), 1);
        QCOMPARE(progress(s, 1), 1 + 2);
    }
    void test_territorial_does_not_break_invincibility()
    {
        Setup setup = race({hand("chloe", 'B'), hand("madam-penelope", 'B')}, "m5 m5 m2 m2 m2 | m5 m5 m2 m2 m2");
        setup.first = 1;
        setup.dashRolls = {4, 4};
        State s(setup);
        PLAY_ALL(s, "dash m5 m5", "keep roll");   // 9 Spill -> 10 Box
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "dash m5 m5", &events).empty());
        QVERIFY(tdtest::play(s, "keep roll", &events).empty());
        QCOMPARE(progress(s, 0), 10);
        QCOMPARE(progress(s, 1), 10);
        QCOMPARE(count(events, EventType::Blocked), 1);
    }

    // ---- Flipp
    void test_rummage_may_swap_one_card_after_the_draw()
    {
        State s(race({hand("flipp"), hand("aesop")}, "m3 m1 m2 m2 m2 | m4 m4 m4 m4 m4 | m5 m3 m4 m1"));
        PLAY(s, "go m3");
        QVERIFY(s.phase() == Phase::Rummage);
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"rummage m1", "rummage m2", "rummage m5", "rummage none"}));
        PLAY(s, "rummage m1");
        HAND(s, 0, "m2 m2 m2 m3 m5");
        PLAY_ALL(s, "go m4", "go m2", "rummage none");
        HAND(s, 0, "m1 m2 m2 m3 m5");
    }
    void test_nest_egg_rest_refills_to_eight()
    {
        State s(race({hand("flipp", 'B'), hand("aesop")}, "m3 m1 m2 m2 m2 | m4 m4 m4 m4 m4"));
        PLAY(s, "rest");
        QCOMPARE(handSize(s.hand(0)), 8);
    }

    // ---- Jet
    void test_turbo_tail_adds_one_to_a_dash_of_a_low_pair()
    {
        Setup setup = race({hand("jet"), hand("aesop")}, "m2 m2 m3 m3 m3 | m4 m4 m4 m4 m4");
        setup.dashRolls = {1};
        State s(setup);
        PLAY_ALL(s, "dash m2 m2", "keep roll");
        QCOMPARE(progress(s, 0), 2 + 1 + 1);
    }
    void test_turbo_tail_only_for_a_low_pair()   // its range, since the balance runs
    {
        Setup setup = race({hand("jet"), hand("aesop")}, "m3 m3 m2 m2 m2 | m4 m4 m4 m4 m4");
        setup.dashRolls = {1};
        State s(setup);
        PLAY_ALL(s, "dash m3 m3", "keep roll");
        QCOMPARE(progress(s, 0), 3 + 1);   // a pair of 3s: no Turbo Tail
    }
    void test_lucky_streak_one_free_reroll_per_dash()
    {
        Setup setup = race({hand("jet", 'B'), hand("aesop")}, "m3 m3 m2 m2 m2 | m4 m4 m4 m4 m4");
        setup.dashRolls = {1, 3};
        State s(setup);
        PLAY(s, "dash m3 m3");
        QVERIFY(allows(s, "reroll free"));
        PLAY(s, "reroll free");
        HAND(s, 0, "m2 m2 m2");
        QCOMPARE(int(s.pub().dashDie), 3);
        QVERIFY(!allows(s, "reroll free") && allows(s, "reroll m2"));
        PLAY(s, "keep roll");
        QCOMPARE(progress(s, 0), 6);
    }

    // ---- Madam Penelope
    void test_frightening_hiss_after_pizza_slice_gains_only_the_first_card()
    {
        Setup setup = race({hand("madam-penelope"), hand("chloe"), hand("aesop", 'B')},
                           "m5 m1 m1 m1 m1 | m4 m2 m2 m2 m2 | m3 m2 m2 m2 m2");
        setup.trashDecks = {trashCards("pizza-slice")};
        setup.picks = cards("m4 m3");
        State s(setup);
        PLAY_ALL(s, "go m5", "go m2", "go m2");
        QCOMPARE(s.trash(0), trashCard("pizza-slice"));
        PLAY(s, "trash at 1");                       // (1) Scare seat 1: its m4 goes, +4 Move
        QVERIFY(s.phase() == Phase::Hiss);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"hiss 2", "hiss none"}));
        REFUSED(s, "hiss 1", "another opponent");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "hiss 2", &events).empty());   // (3) seat 2 loses its m3, no Move gained
        QCOMPARE(int(s.hand(2)[std::size_t(card("m3"))]), 0);
        QCOMPARE(int(s.hand(1)[std::size_t(card("m4"))]), 0);
        QVERIFY(s.phase() == Phase::AfterTrash);
        PLAY(s, "go m1");
        QCOMPARE(progress(s, 0), 5 + 1 + 4);
    }
    void test_frightening_hiss_needs_another_opponent()
    {
        State s(race({hand("madam-penelope"), hand("chloe")}, "m1s2 m1 m1 m1 m1 | m4 m2 m2 m2 m2"));
        PLAY(s, "go m1s2 at 1");   // two racers: nobody else to hiss at, nobody asked
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_opportunist_counts_at_most_two_cards_a_scare()   // its range, since the balance runs
    {
        Setup setup = race({hand("madam-penelope", 'B'), hand("chloe")}, "m1s3 m1 m1 m1 m1 | m4 m2 m2 m2 m2");
        State s(setup);
        PLAY(s, "go m1s3 at 1");
        QCOMPARE(handSize(s.hand(1)), 2);   // three cards scared off
        QCOMPARE(progress(s, 0), 1 + 2);   // but only two count
    }
    void test_TD10_opportunist_adds_one_per_card_scared_also_with_pizza_slice()
    {
        Setup setup = race({hand("madam-penelope", 'B'), hand("chloe")}, "m5 m1s2 m1 m1 m1 | m4 m2 m2 m2 m2");
        setup.trashDecks = {trashCards("pizza-slice")};
        setup.picks = cards("m4 m2 m2");
        State s(setup);
        PLAY_ALL(s, "go m5", "go m2", "trash at 1", "go m1");
        QCOMPARE(progress(s, 0), 5 + 1 + 4 + 1);   // the card's Move and Opportunist's 1
        PLAY(s, "go m2");
        const int before = progress(s, 0);
        PLAY(s, "go m1s2 at 1");
        QCOMPARE(progress(s, 0), before + 1 + 2);   // Scare 2: two cards, +2
    }

    // ---- Winston
    void test_crafty_critter_draws_an_action_card_with_each_trash_card()
    {
        State s(race({hand("winston"), hand("chloe")}, "m5 m1 m1 m1 m1 | m4 m2 m2 m2 m2"));
        PLAY(s, "go m5");
        QVERIFY(s.trash(0) >= 0);
        QCOMPARE(handSize(s.hand(0)), 4 + 1 + 1);
    }
    void test_dumpster_diver_may_search_a_recycle_bin()
    {
        const auto& alley = content().track("back-alley-blitz")->tiles;   // 1 and 2 are Recycle Bins
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m1 m1 m1 m1 m1 | m2 m2 m2 m2 m2", alley, 4);
        setup.trashDecks = {trashCards("rubber-band")};
        State s(setup);
        PLAY(s, "go m1");
        QVERIFY(s.phase() == Phase::SearchBin);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"bin recycle", "bin search"}));
        PLAY(s, "bin search");
        QCOMPARE(s.trash(0), trashCard("rubber-band"));
        QCOMPARE(handSize(s.hand(0)), 5);   // no Recycle draw, just the end-of-turn draw
        PLAY_ALL(s, "go m2", "recycle discard m2", "go m1", "bin recycle");
        QVERIFY(s.phase() == Phase::Recycle);
    }

    // ---- Trash cards
    void test_TD8_energy_drink_attacks_everyone_moved_through_or_onto()
    {
        Setup setup = race({hand("aesop"), hand("chloe"), hand("flipp", 'B')},
                           "m5 m4 m2 m2 m2 | m4 m4 m2 m2 m2 | m5 m5 m2 m2 m2");
        setup.trashDecks = {trashCards("energy-drink cafe-con-leche value-meal")};
        setup.dashRolls = {2, 3};
        State s(setup);
        PLAY(s, "go m5");
        PLAY_ALL(s, "dash m4 m4", "keep roll");   // seat 1 on 6
        PLAY_ALL(s, "dash m5 m5", "keep roll");   // seat 2 on 8, a Trash Can: Cafe Con Leche (held, not played)
        PLAY(s, "trash");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m4", &events).empty());
        // Through 6: seat 1 back to the Trash Can at 5 and draws at once.
        QCOMPARE(progress(s, 1), 5);
        QCOMPARE(s.trash(1), trashCard("value-meal"));
        // Onto 8: seat 2 back to the Trash Can at 7, holding a card: its decision, mid-move.
        QCOMPARE(progress(s, 2), 7);
        QCOMPARE(s.currentSeat(), 2);
        PLAY(s, "trash keep");
        QCOMPARE(progress(s, 0), 10);   // 9 is a Spill: on to the Box at 10
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_cafe_con_leche_nothing_reaches_until_the_next_turn()
    {
        Setup setup = race({hand("aesop"), hand("chloe")}, "m5 m1 m2 m2 m2 | m4 m1a3 m1s3 m3 m3");
        setup.trashDecks = {trashCards("cafe-con-leche")};
        State s(setup);
        PLAY_ALL(s, "go m5", "go m4", "trash", "go m1");
        QVERIFY(s.pub().racers[0].invincible);
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a3 at 0", &events).empty());
        QCOMPARE(progress(s, 0), 6);
        QCOMPARE(count(events, EventType::Blocked), 1);
        QVERIFY(!s.pub().racers[0].invincible);   // seat 0's turn began: it wore off
        PLAY(s, "go m2");
        QVERIFY(tdtest::play(s, "go m1s3 at 0", &events).empty());
        QCOMPARE(count(events, EventType::Scared), 1);
    }
    void test_value_meal_draws_three_then_an_action_card()
    {
        Setup setup = race({hand("aesop"), hand("chloe")}, "m5 m1 m2 m2 m2 | m4 m3 m3 m3 m3");
        setup.trashDecks = {trashCards("value-meal")};
        State s(setup);
        PLAY_ALL(s, "go m5", "go m4", "trash");
        QCOMPARE(handSize(s.hand(0)), 5 + 3);
        QVERIFY(s.phase() == Phase::AfterTrash);
    }
    void test_rubber_band_moves_four_without_an_action_card()
    {
        Setup setup = race({hand("aesop"), hand("chloe")}, "m5 m1 m2 m2 m2 | m4 m3 m3 m3 m3");
        setup.trashDecks = {trashCards("rubber-band")};
        State s(setup);
        PLAY_ALL(s, "go m5", "go m4", "trash");
        QCOMPARE(progress(s, 0), 9 + 1);   // 5 + 4 = 9, a Spill: on to 10
        QCOMPARE(handSize(s.hand(0)), 6);  // no card played, the end-of-turn draw
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_rotten_tomato_attacks_one_opponent_two()
    {
        Setup setup = race({hand("aesop"), hand("chloe")}, "m5 m1 m2 m2 m2 | m4 m3 m3 m3 m3");
        setup.trashDecks = {trashCards("rotten-tomato")};
        State s(setup);
        PLAY_ALL(s, "go m5", "go m4");
        QCOMPARE(legalTexts(s).back(), std::string("rest"));
        QVERIFY(allows(s, "trash at 1") && !allows(s, "trash"));
        PLAY(s, "trash at 1");
        QCOMPARE(progress(s, 1), 2);
    }
};

QTEST_APPLESS_MAIN(TestTrashDashAbilities)
#include "test_trashdash_abilities.moc"
