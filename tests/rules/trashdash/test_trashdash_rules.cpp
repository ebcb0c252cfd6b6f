// Trash Dash rules, one scenario per rule and ruling (docs/rulings.md, TD-n):
// stacked decks (the deal takes 5 from the top for each hand racer, seat 0
// first), forced dice, exact results. Tracks: tdtest::kQuiet (plain upper
// spaces 0-4, a Trash Can at 5) and the rulebook's tracks for special spaces.
#include "td_test_util.h"

using namespace tdtest;

namespace {
// Bin Bandit Boulevard's loop: 0 plain, 1 Trash Can, 2 Spill, 3 Trash Can,
// 4 Spill, 5 Spill, 6 Trash Can, 7 Trash Can, 8 Box, 9 Trash Can, 10 Spill,
// 11 Trash Can.
const std::vector<std::string> kBinBandit{"start-a", "5a", "3a", "4a", "8b", "turn-b"};
// Back Alley Blitz's loop: 0 plain, 1 and 2 Recycle Bins, 3 plain, 4 Trash
// Can, 5 plain, 6 Recycle Bin, 7 Box, 8 Recycle Bin, 9 Spill.
const std::vector<std::string> kBackAlley{"start-b", "3b", "12a", "10a", "turn-a"};
} // namespace

class TestTrashDashRules : public QObject {
    Q_OBJECT
private slots:
    // ---- setup and the turn
    void test_setup_pawns_on_upper_start_five_cards_each_cpu_none()
    {
        State s(race({hand("winston", 'B'), cpu("jet"), hand("chloe")}, "m1 m1 m1 m1 m1 | m2 m2 m2 m2 m2 | m3"));
        HAND(s, 0, "m1 m1 m1 m1 m1");
        HAND(s, 1, "");
        HAND(s, 2, "m2 m2 m2 m2 m2");
        QCOMPARE(s.actionDeckCount(), 84 - 10);
        QCOMPARE(s.actionDeckTopFirst().front(), card("m3"));
        QCOMPARE(s.trashDeckCount(), 33);
        for (Seat r = 0; r < 3; ++r)
            QCOMPARE(progress(s, r), 0);
        QCOMPARE(int(s.pub().tokenSupply), 8);
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(s.phase() == Phase::Choose);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"go m1", "dash m1 m1", "rest"}));
        QCOMPARE(QString::fromStdString(s.checkInvariants()), QString());
    }
    void test_go_moves_by_the_card_then_draws_one_action_card()
    {
        State s(race({hand("winston", 'B'), hand("chloe")}, "m3 m1 m1 m1 m1 | m2 m2 m2 m2 m2 | m4 m5"));
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m3", &events).empty());
        QCOMPARE(progress(s, 0), 3);
        QCOMPARE(count(events, EventType::Stepped), 3);   // step by step for the table
        HAND(s, 0, "m1 m1 m1 m1 m4");
        QCOMPARE(int(s.pub().actionDiscard[static_cast<std::size_t>(card("m3"))]), 1);
        QCOMPARE(s.currentSeat(), 1);
        PLAY(s, "go m2");
        QCOMPARE(progress(s, 1), 2);
        HAND(s, 1, "m2 m2 m2 m2 m5");
    }
    void test_rest_moves_one_refills_to_five_and_skips_the_draw()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m3 m3 m1 m1 m1 | m2 m2 m2 m2 m2 | m4 m5 m4 m1");
        setup.dashRolls = {1};
        State s(setup);
        PLAY_ALL(s, "dash m3 m3", "keep roll");   // 3 + 1 = 4
        QCOMPARE(progress(s, 0), 4);
        HAND(s, 0, "m1 m1 m1 m4");
        PLAY(s, "go m2");
        PLAY(s, "rest");
        QCOMPARE(progress(s, 0), 5);
        HAND(s, 0, "m1 m1 m1 m4 m4");   // refilled to 5 and no draw after
        QVERIFY(s.trash(0) >= 0);          // space 5 is a Trash Can: resolved after the refill
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_rest_is_always_possible_and_refills_an_empty_hand()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m3 m3 m3 m3 m3 | m2 m2 m2 m2 m2 | m1 m2 m1");
        setup.dashRolls = {1, 1, 1, 1};
        State s(setup);
        PLAY_ALL(s, "dash m3 m3", "keep roll", "go m2", "dash m3 m3", "reroll m1", "reroll m3", "keep roll");
        HAND(s, 0, "m1");   // the end-of-turn draw after the second Dash emptied the hand
        PLAY_ALL(s, "go m2", "go m1");
        QVERIFY(handSize(s.hand(0)) == 1);
        PLAY(s, "go m2");
        PLAY(s, "rest");
        QCOMPARE(handSize(s.hand(0)), 5);
    }
    void test_dash_needs_two_cards_with_the_same_move()
    {
        State s(race({hand("winston", 'B'), hand("chloe")}, "m1 m2 m3 m4 m5 | m2 m2a1 m2s1 m1 m4"));
        QVERIFY(!allows(s, "dash m1 m2"));
        REFUSED(s, "dash m1 m2", "same Move");
        REFUSED(s, "dash m3 m3", "two Action cards that racer 0 holds");
        PLAY(s, "go m1");
        // Attack and Scare are ignored in a Dash: any two Move-2 cards pair up.
        QVERIFY(allows(s, "dash m2 m2a1") && allows(s, "dash m2 m2s1") && allows(s, "dash m2a1 m2s1"));
        QVERIFY(!allows(s, "dash m1 m4"));
    }
    void test_dash_adds_the_die_and_rerolls_discarding_any_card_as_often_as_able()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m3 m3 m1 m2 m4 | m2 m2 m2 m2 m2");
        setup.dashRolls = {1, 2, 4};
        State s(setup);
        PLAY(s, "dash m3 m3");
        QVERIFY(s.phase() == Phase::DashRoll);
        QCOMPARE(int(s.pub().dashDie), 1);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"keep roll", "reroll m1", "reroll m2", "reroll m4"}));
        PLAY_ALL(s, "reroll m1", "reroll m4");
        QCOMPARE(int(s.pub().dashDie), 4);
        HAND(s, 0, "m2");
        PLAY(s, "keep roll");
        QCOMPARE(progress(s, 0), 3 + 4);   // the base Move (not the sum of the pair) plus the die
        QCOMPARE(int(s.pub().actionDiscard[static_cast<std::size_t>(card("m3"))]), 2);
    }
    void test_dash_reroll_with_an_empty_hand_only_keeps()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m3 m3 m1 m1 m1 | m2 m2 m2 m2 m2");
        setup.dashRolls = {1, 1, 1, 1};
        State s(setup);
        PLAY_ALL(s, "dash m3 m3", "reroll m1", "reroll m1", "reroll m1");
        QCOMPARE(legalTexts(s), std::vector<std::string>{"keep roll"});
        REFUSED(s, "reroll free", "Lucky Streak");
    }

    // ---- Trash cards in the turn
    void test_TD4_trash_card_first_then_one_action_card()
    {
        Setup setup = race({hand("aesop"), hand("chloe"), hand("flipp", 'B')},
                           "m5 m1 m1 m1 m1 | m4 m4 m2 m2 m2 | m5 m5 m3 m3 m3 | m1 m2 m2 m2 m2");
        setup.trashDecks = {trashCards("ketchup-packets value-meal pizza-slice")};
        setup.dashRolls = {2, 1};
        State s(setup);
        PLAY(s, "go m5");                           // space 5: Trash Can, Ketchup Packets
        QCOMPARE(s.trash(0), trashCard("ketchup-packets"));
        PLAY_ALL(s, "dash m4 m4", "keep roll");     // seat 1 to 6
        PLAY_ALL(s, "dash m5 m5", "keep roll");     // seat 2 to 6
        QVERIFY(allows(s, "trash"));
        PLAY(s, "trash");
        QVERIFY(s.phase() == Phase::AfterTrash);
        QVERIFY(!allows(s, "rest") && !allows(s, "dash m1 m1"));
        REFUSED(s, "rest", "now plays an Action card");
        HAND(s, 0, "m1 m1 m1 m1 m1 m2");            // Ketchup drew one
        PLAY(s, "go m1");                           // Move 1 + 2 opponents ahead = 3
        QCOMPARE(progress(s, 0), 8);
        // Space 8 is a Trash Can: the played card left the hand, so the racer draws.
        QCOMPARE(s.trash(0), trashCard("value-meal"));
    }

    // ---- Attacks and Scares
    void test_attack_resolves_before_the_move_on_one_opponent()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m1a2 m1 m1 m1 m1 | m4 m2 m2 m2 m2");
        setup.first = 1;
        State s(setup);
        PLAY(s, "go m4");
        QCOMPARE(legalTexts(s).front(), std::string("go m1"));
        QVERIFY(allows(s, "go m1a2 at 1") && !allows(s, "go m1a2"));
        REFUSED(s, "go m1a2 at 0", "not oneself");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a2 at 1", &events).empty());
        QCOMPARE(progress(s, 1), 2);
        QCOMPARE(progress(s, 0), 1);
        int attacked = -1, firstStep = -1;
        for (int i = 0; i < int(events.size()); ++i) {
            if (events[std::size_t(i)].type == int(EventType::Attacked) && attacked < 0)
                attacked = i;
            if (events[std::size_t(i)].type == int(EventType::Stepped) && events[std::size_t(i)].seat == 0 && firstStep < 0)
                firstStep = i;
        }
        QVERIFY(attacked >= 0 && attacked < firstStep);
    }
    void test_attack_stops_on_the_upper_start_space_never_past_the_line()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m1a3 m1 m1 m1 m1 | m1 m2 m2 m2 m2");
        setup.first = 1;
        State s(setup);
        PLAY(s, "go m1");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a3 at 1", &events).empty());
        QCOMPARE(progress(s, 1), 0);   // back 1, then the line: no lap is lost
        int back = 0;
        for (const Event& e : events)
            back += e.type == int(EventType::Stepped) && e.seat == 1 ? 1 : 0;
        QCOMPARE(back, 1);
    }
    void test_scare_discards_random_action_cards_never_the_trash_card()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m1s2 m1 m1 m1 m5 | m5 m2 m3 m4 m4 | m3");
        setup.first = 1;
        setup.picks = cards("m4 m2");
        setup.trashDecks = {trashCards("value-meal")};
        State s(setup);
        PLAY(s, "go m5");   // onto the Trash Can at 5: Value Meal
        QVERIFY(s.trash(1) >= 0);
        HAND(s, 1, "m2 m3 m3 m4 m4");
        PLAY(s, "go m1s2 at 1");
        HAND(s, 1, "m3 m3 m4");   // the forced picks: an m4 and the m2
        QCOMPARE(s.trash(1), trashCard("value-meal"));
    }

    // ---- the track
    void test_lap_completes_from_lower_to_upper_start_and_the_race_ends_at_once()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe"), hand("aesop")},
                           "m5 m5 m3 m4 m1 | m2 m2 m2 m2 m2 | m3 m3 m3 m3 m3", kQuiet, 2);
        setup.dashRolls = {4};
        State s(setup);
        PLAY_ALL(s, "dash m5 m5", "keep roll");   // 9 is a Spill: slides on to the Box at 10
        QCOMPARE(progress(s, 0), 10);
        PLAY_ALL(s, "go m2", "go m3");
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m3", &events).empty());
        QCOMPARE(progress(s, 0), 13);
        QCOMPARE(s.pub().laps(0), 1);
        QCOMPARE(s.pub().space(0), 1);
        QCOMPARE(count(events, EventType::LapCompleted), 1);
        for (std::size_t i = 1; i < events.size(); ++i)   // as the pawn steps from Start's lower space to its upper one
            if (events[i].type == int(EventType::LapCompleted)) {
                QCOMPARE(events[i - 1].type, int(EventType::Stepped));
                QCOMPARE(events[i - 1].a, 11);
                QCOMPARE(events[i - 1].b, 0);
                QCOMPARE(events[i].a, 1);
            }
        QCOMPARE(s.pub().rank(0), 1);
        PLAY_ALL(s, "go m2", "go m3");
        QVERIFY(!s.isOver());   // two laps: the race ends at 24
    }
    void test_race_ends_at_once_on_the_final_lap_ranks_and_points()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe"), hand("aesop"), hand("jet")},
                           "m5 m5 m4 m1 m1 | m2 m2 m2 m2 m2 | m2 m2 m2 m2 m2 | m3 m3 m3 m3 m3", kQuiet, 1);
        setup.dashRolls = {4};
        State s(setup);
        PLAY_ALL(s, "dash m5 m5", "keep roll", "go m2", "go m2", "go m3");   // 10, 2, 2, 3
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m4", &events).empty());   // 10 -> 12: the line, 2 steps unused
        QVERIFY(s.isOver());
        QCOMPARE(progress(s, 0), 12);
        QCOMPARE(count(events, EventType::Stepped), 2);
        QCOMPARE(s.winners(), std::vector<Seat>{0});
        // Seat 3 is second; seats 1 and 2 share a space and so third place.
        QCOMPARE(s.pub().racers[3].ranks[0], std::int8_t(2));
        QCOMPARE(s.pub().racers[1].ranks[0], std::int8_t(3));
        QCOMPARE(s.pub().racers[2].ranks[0], std::int8_t(3));
        QCOMPARE(s.scores(), (std::vector<int>{3, 1, 1, 2}));
        QCOMPARE(s.currentSeat(), kNoSeat);
        REFUSED(s, "rest", "over");
    }

    void test_TD7_racers_on_one_space_share_a_rank_and_the_next_is_skipped()
    {
        // Laps first, then distance: 30 is a lap ahead of 25; two on 12 share
        // third, and the next is fifth.
        const std::vector<int> progress{12, 30, 12, 25, 3};
        QCOMPARE(rankByProgress(progress, 1), 1);
        QCOMPARE(rankByProgress(progress, 3), 2);
        QCOMPARE(rankByProgress(progress, 0), 3);
        QCOMPARE(rankByProgress(progress, 2), 3);
        QCOMPARE(rankByProgress(progress, 4), 5);
        // The rules' own positions rank the same way.
        Public p;
        p.players = 5;
        for (std::size_t r = 0; r < progress.size(); ++r)
            p.racers[r].progress = std::int16_t(progress[r]);
        for (Seat r = 0; r < 5; ++r)
            QCOMPARE(p.rank(r), rankByProgress(progress, r));
    }

    // ---- special spaces
    void test_spill_chains_into_trash_can()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m2 m4 m1 m1 m1 | m4 m2 m2 m2 m2", kBinBandit, 3);
        setup.trashDecks = {trashCards("rotten-tomato cafe-con-leche")};
        State s(setup);
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m2", &events).empty());   // 2 is a Spill: on to the Trash Can at 3
        QCOMPARE(progress(s, 0), 3);
        QCOMPARE(count(events, EventType::SpillSlid), 1);
        QCOMPARE(s.trash(0), trashCard("rotten-tomato"));
        events.clear();
        QVERIFY(tdtest::play(s, "go m4", &events).empty());   // 4 and 5 are Spills: on to 6, a Trash Can
        QCOMPARE(progress(s, 1), 6);
        QCOMPARE(count(events, EventType::SpillSlid), 2);
        QCOMPARE(s.trash(1), trashCard("cafe-con-leche"));
    }
    void test_TD3_attack_onto_a_trash_can_asks_the_victim_to_swap_or_keep()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m2 m1 m1 m1 m1 | m2a1 m2 m2 m2 m2", kBinBandit, 3);
        setup.trashDecks = {trashCards("rotten-tomato energy-drink value-meal")};
        State s(setup);
        PLAY(s, "go m2");                       // 2 Spill -> 3 Trash Can: Rotten Tomato
        PLAY(s, "go m2a1 at 0");                // back 1 onto the Spill at 2, sliding back onto the Trash Can at 1
        QCOMPARE(progress(s, 0), 1);
        QCOMPARE(s.currentSeat(), 0);           // the victim decides, on seat 1's turn
        QVERIFY(s.phase() == Phase::TrashCan);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"trash swap", "trash keep"}));
        PLAY(s, "trash swap");
        QCOMPARE(s.trash(0), trashCard("energy-drink"));
        QCOMPARE(int(s.pub().trashDiscard[std::size_t(trashCard("rotten-tomato"))]), 1);
        QCOMPARE(progress(s, 1), 3);            // then seat 1 moves: 2 Spill -> 3 Trash Can
        QCOMPARE(s.trash(1), trashCard("value-meal"));
        QCOMPARE(s.currentSeat(), 0);
    }
    void test_trash_can_keep_leaves_the_card_held()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m2 m2 m3 m3 m3 | m1 m2 m2 m2 m2", kBinBandit, 3);
        setup.trashDecks = {trashCards("rotten-tomato energy-drink")};
        State s(setup);
        PLAY_ALL(s, "go m2", "go m1");          // seat 0 on 3 with Rotten Tomato; seat 1 on the Trash Can at 1 (Energy Drink)
        PLAY(s, "go m2");                       // 3 -> 5 Spill -> 6 Trash Can, holding one
        QVERIFY(s.phase() == Phase::TrashCan);
        PLAY(s, "trash keep");
        QCOMPARE(s.trash(0), trashCard("rotten-tomato"));
    }
    void test_recycle_bin_draws_two_then_discards_any_one_no_hand_limit()
    {
        State s(race({hand("aesop"), hand("chloe")}, "m1 m1 m1 m1 m1 | m2 m2 m2 m2 m2 | m5 m4 m3", kBackAlley, 4));
        PLAY(s, "go m1");
        QVERIFY(s.phase() == Phase::Recycle);
        HAND(s, 0, "m1 m1 m1 m1 m4 m5");
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"recycle discard m1", "recycle discard m4", "recycle discard m5"}));
        PLAY(s, "recycle discard m1");
        HAND(s, 0, "m1 m1 m1 m3 m4 m5");        // then the end-of-turn draw: 6 cards, no limit
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_big_ol_box_blocks_attacks()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m4 m4 m2 m2 m2 | m1a2 m1 m1 m1 m1", kBinBandit, 3);
        setup.dashRolls = {4};
        State s(setup);
        PLAY_ALL(s, "dash m4 m4", "keep roll");   // 8: the Box
        QCOMPARE(progress(s, 0), 8);
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a2 at 0", &events).empty());
        QCOMPARE(progress(s, 0), 8);
        QCOMPARE(count(events, EventType::Blocked), 1);
    }
    void test_big_ol_box_blocks_scares()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m4 m4 m2 m2 m2 | m1s2 m1 m1 m1 m1", kBinBandit, 3);
        setup.dashRolls = {4};
        State s(setup);
        PLAY_ALL(s, "dash m4 m4", "keep roll");
        std::vector<Event> events;
        const int before = handSize(s.hand(0));
        QVERIFY(tdtest::play(s, "go m1s2 at 0", &events).empty());
        QCOMPARE(handSize(s.hand(0)), before);
        QCOMPARE(count(events, EventType::Blocked), 1);
    }
    void test_TD5_an_attack_stopped_at_the_start_line_says_how_far_it_went()
    {
        State s(race({hand("winston", 'B'), hand("flipp")}, "m1 m2 m2 m2 m2 | m1a2 m1 m1 m1 m1"));
        PLAY(s, "go m1");   // seat 0 on space 1
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a2 at 0", &events).empty());
        QCOMPARE(progress(s, 0), 0);   // back 1, not 2: the Start line stops it
        const auto attack = std::find_if(events.begin(), events.end(),
                                         [](const Event& e) { return e.type == int(EventType::Attacked); });
        QVERIFY(attack != events.end());
        QCOMPARE(attack->b, 2);   // the Attack's value
        QCOMPARE(attack->c, 1);   // the spaces it could move the pawn back
    }
    void test_a_block_says_whether_a_box_or_protection_stopped_it()
    {
        Setup setup = race({hand("winston", 'B'), hand("chloe")}, "m4 m4 m2 m2 m2 | m1a2 m1 m1 m1 m1", kBinBandit, 3);
        setup.dashRolls = {4};
        State s(setup);
        PLAY_ALL(s, "dash m4 m4", "keep roll");   // 8: the Box
        std::vector<Event> events;
        QVERIFY(tdtest::play(s, "go m1a2 at 0", &events).empty());
        const auto block = std::find_if(events.begin(), events.end(),
                                        [](const Event& e) { return e.type == int(EventType::Blocked); });
        QVERIFY(block != events.end());
        QCOMPARE(block->b, int(BlockReason::Box));
    }
    void test_decks_reshuffle_the_discard_pile_when_empty()
    {
        // Six hands draw the deck down long before anyone finishes 4 laps (TD-2's most).
        Setup setup = race({hand("winston", 'B'), hand("chloe"), hand("aesop"), hand("flipp"), hand("jet"),
                            hand("madam-penelope")},
                           "", content().track("feisty-feral-frenzy")->tiles, 4);
        // The first reshuffle puts m1 then m2 on top: cards the racers below play
        // first (their first legal action), so both are in the discard pile.
        setup.actionDecks = {{}, cards("m1 m2")};
        State s(setup);
        std::vector<Event> events;
        const auto actionReshuffles = [&events] {
            return std::count_if(events.begin(), events.end(), [](const Event& e) {
                return e.type == int(EventType::Reshuffled) && e.a == 0;   // not the Trash deck's
            });
        };
        for (int i = 0; i < 1000 && !s.isOver() && actionReshuffles() == 0; ++i) {
            // Everyone rests or plays their first card: the deck runs down.
            std::vector<Action> legal;
            s.legalActions(legal);
            QVERIFY(s.apply(legal.front(), &events).ok);
            QVERIFY2(s.checkInvariants().empty(), s.checkInvariants().c_str());
        }
        QCOMPARE(actionReshuffles(), 1);
        for (int i = 0; i < 6 && !s.isOver(); ++i) {   // a few more turns draw past the top two
            std::vector<Action> legal;
            s.legalActions(legal);
            QVERIFY(s.apply(legal.front(), &events).ok);
        }
        std::vector<int> drawnAfter;
        bool seen = false;
        for (const Event& e : events) {
            seen = seen || (e.type == int(EventType::Reshuffled) && e.a == 0);
            if (seen && e.type == int(EventType::CardDrawn))
                drawnAfter.push_back(e.a);
        }
        QVERIFY(drawnAfter.size() >= 2);
        QCOMPARE(drawnAfter[0], card("m1"));
        QCOMPARE(drawnAfter[1], card("m2"));
    }
    void test_TD14_nothing_left_to_draw()
    {
        // Six racers hoard on a track of Recycle Bins and Trash Cans: they Rest
        // below five cards, otherwise Go with their smallest card (an Attack at
        // the leader, which keeps the race long), never Dash or Scare, and play
        // every Trash card that brings cards. Sooner or later every Action card
        // is in a hand: the deck and its discard pile are both empty.
        const std::vector<std::string> bins{"start-a", "3b", "13b", "15a", "turn-a"};
        Setup setup = race({hand("winston"), hand("aesop"), hand("flipp", 'B'), hand("jet"), hand("chloe", 'B'),
                            hand("madam-penelope", 'B')},
                           "", bins, 4);
        State s(setup);
        const auto& kinds = content().actionCards;
        const auto available = [&s] {
            int discard = 0;
            for (auto n : s.pub().actionDiscard)
                discard += n;
            return s.actionDeckCount() + discard;
        };
        const auto hoard = [&]() -> Action {
            std::vector<Action> legal;
            s.legalActions(legal);
            const Seat me = s.currentSeat();
            const auto pick = [&legal](ActionType type) {
                return std::find_if(legal.begin(), legal.end(), [type](const Action& a) { return a.type == int(type); });
            };
            switch (s.phase()) {
            case Phase::Choose: {
                const int t = s.trash(me);
                if (t >= 0 && !content().trashCards[static_cast<std::size_t>(t)].effect.targeted() && pick(ActionType::PlayTrash) != legal.end())
                    return *pick(ActionType::PlayTrash);
                if (handSize(s.hand(me)) < kHandSize)
                    return makeAction(ActionType::Rest);
                [[fallthrough]];
            }
            case Phase::AfterTrash: {
                const Action* best = nullptr;
                for (const Action& a : legal) {
                    if (a.type != int(ActionType::Go) || kinds[static_cast<std::size_t>(a.a)].scare > 0)
                        continue;
                    if (!best || kinds[static_cast<std::size_t>(a.a)].move < kinds[static_cast<std::size_t>(best->a)].move)
                        best = &a;
                }
                return best ? *best : legal.front();
            }
            case Phase::TrashCan: return makeAction(ActionType::SwapTrash);
            case Phase::Hiss: return makeAction(ActionType::NoHiss);
            case Phase::Rummage: return makeAction(ActionType::NoRummage);
            default: return legal.front();
            }
        };
        int steps = 0;
        for (; steps < 20000 && !s.isOver() && available() > 0; ++steps) {
            const Action a = hoard();
            QVERIFY2(s.apply(a, nullptr).ok, toNotation(a).c_str());
        }
        QVERIFY2(!s.isOver(), "the race ended before every card was in a hand");
        QCOMPARE(available(), 0);
        int held = 0;
        for (Seat r = 0; r < s.players(); ++r)
            held += handSize(s.hand(r));
        QCOMPARE(held, kActionCards);
        // Play on to the next draw that finds too little: a Recycle Bin's two
        // draws or a Rest's refill get what the discard pile holds and no more.
        bool shortDraw = false;
        for (int i = 0; i < 2000 && !s.isOver() && !shortDraw; ++i) {
            const int before = available();
            std::vector<Event> events;
            const Action a = hoard();
            const bool rest = a.type == int(ActionType::Rest);
            const Seat me = s.currentSeat();
            const int handBefore = handSize(s.hand(me));
            QVERIFY2(s.apply(a, &events).ok, toNotation(a).c_str());
            QVERIFY2(s.checkInvariants().empty(), s.checkInvariants().c_str());
            const int drawn = count(events, EventType::CardDrawn);
            if (rest && handBefore + before < kHandSize) {
                QCOMPARE(drawn, before);   // refills with what there is, then nothing
                shortDraw = true;
            }
            const bool go = a.type == int(ActionType::Go);
            if (go && s.phase() == Phase::Recycle && before + 1 < 2) {
                QCOMPARE(drawn, before + 1);   // the card just played, reshuffled, then nothing
                QCOMPARE(available(), 0);
                shortDraw = true;
            }
        }
        QVERIFY2(shortDraw, "no draw met an empty deck and discard pile");
    }
};

QTEST_APPLESS_MAIN(TestTrashDashRules)
#include "test_trashdash_rules.moc"
