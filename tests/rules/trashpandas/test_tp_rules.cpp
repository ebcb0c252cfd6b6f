// Trash Pandas rules, one scenario per rule and ruling (docs/rulings.md):
// stacked decks (the deal takes from the top: seat 0 the top 3, seat 1 the
// next 4, ...), forced die faces and forced steal picks, exact results.
#include "tp_test_util.h"

#include <fstream>

#include "trashpandas/save.h"

using namespace tptest;

namespace {
constexpr std::uint8_t bit(Token t) { return tokenBit(t); }
// Two players, seat 0 has `mine`, seat 1 `theirs`, then the trash can top.
std::string two(const std::string& mine, const std::string& theirs, const std::string& top = "")
{
    return mine + " | " + theirs + " | " + top;
}
// TP-13 scenarios start here: seat 0 (which holds a Shiny) lets its first
// turn go (Trash Can, no draw: die 1), seat 1 stashes the first card of its
// hand face down (Tree: die 2), and seat 0's second turn begins with a Shiny
// that takes that card, before seat 0's first roll. The rest of `rolls`
// follows. Seat 1 must hold no Doggo or Kitteh (it only lets the steal happen).
State shinyBeforeTheFirstRoll(const std::string& mine, const std::string& theirs, const std::string& top,
                              std::vector<int> rolls)
{
    rolls.insert(rolls.begin(), {1, 2});
    State s = game(2, two(mine, theirs, top), std::move(rolls));
    const std::string taken = theirs.substr(0, theirs.find(' '));
    const std::vector<std::string> actions{"roll", "stop", "pass", "resolve trashcan draw 0",   // seat 0
                                           "roll", "stop", "pass", "resolve tree stash " + taken, // seat 1
                                           "play shiny target 1 down", "pass"};                   // seat 0
    for (const std::string& text : actions)
        if (const std::string why = play(s, text); !why.empty())
            qFatal("%s", why.c_str());
    return s;
}
} // namespace

class TestTpRules : public QObject {
    Q_OBJECT
private slots:
    // ---- setup ----
    void test_setup_deals_3_4_5_6_by_turn_order_fewest_starts()
    {
        State s = game(4, "blammo nanners pie | feesh yumyum doggo shiny | kitteh blammo blammo nanners nanners | "
                          "pie pie feesh feesh yumyum yumyum | doggo");
        COMPARE_COUNTS(s.hand(0), "blammo nanners pie");
        COMPARE_COUNTS(s.hand(1), "feesh yumyum doggo shiny");
        COMPARE_COUNTS(s.hand(2), "kitteh blammo blammo nanners nanners");
        COMPARE_COUNTS(s.hand(3), "pie pie feesh feesh yumyum yumyum");
        QCOMPARE(s.trashCount(), 53 - 18);
        QVERIFY(s.trashCan().front() == Card::Doggo);
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(s.turn().phase, Phase::Roll);
        QCOMPARE(legalTexts(s), std::vector<std::string>{"roll"});
        QCOMPARE(QString::fromStdString(s.checkInvariants()), QString());
    }
    void test_TP4_two_players_get_3_and_4()
    {
        State s = game(2, "");
        QCOMPARE(total(s.hand(0)), 3);
        QCOMPARE(total(s.hand(1)), 4);
        QCOMPARE(s.trashCount(), 46);
        QCOMPARE(s.currentSeat(), 0);
        State three = game(3, "");
        QCOMPARE(total(three.hand(2)), 5);
        QCOMPARE(three.trashCount(), 41);
    }
    void test_deck_has_53_cards_with_counts_and_points_as_data()
    {
        QCOMPARE(deckSize(), 53);
        QCOMPARE(cardInfo(Card::Blammo).copies, 13);
        QCOMPARE(cardInfo(Card::Nanners).copies, 11);
        QCOMPARE(cardInfo(Card::Pie).copies, 9);
        QCOMPARE(cardInfo(Card::Feesh).copies, 7);
        QCOMPARE(cardInfo(Card::YumYum).copies, 5);
        QCOMPARE(cardInfo(Card::Doggo).copies, 3);
        QCOMPARE(cardInfo(Card::Shiny).copies, 3);
        QCOMPARE(cardInfo(Card::Kitteh).copies, 2);
        QVERIFY((cardInfo(Card::Feesh).points == std::array<int, 3>{5, 3, 1}));
        QVERIFY((cardInfo(Card::Pie).points == std::array<int, 3>{6, 2, 1}));
        QVERIFY((cardInfo(Card::YumYum).points == std::array<int, 3>{4, 2, 0}));
        QVERIFY((cardInfo(Card::Nanners).points == std::array<int, 3>{7, 0, 0}));
        QVERIFY((cardInfo(Card::Shiny).points == std::array<int, 3>{3, 0, 0}));
    }
    // The rulebook's names; the save files keep their words "paw" and "mask".
    void test_TP1_six_tokens_named_bandit_mask_and_masquerade_mask_one_die()
    {
        QCOMPARE(kTokens, 6);
        QCOMPARE(kDieFaces, 6);
        QCOMPARE(QString::fromUtf8(tokenInfo(Token::Paw).name.data()), QString("Bandit mask"));
        QCOMPARE(QString::fromUtf8(tokenInfo(Token::Mask).name.data()), QString("Masquerade mask"));
        QCOMPARE(QString::fromUtf8(tokenInfo(Token::Paw).id.data()), QString("paw"));
        QCOMPARE(QString::fromUtf8(tokenInfo(Token::Mask).id.data()), QString("mask"));
        QVERIFY(tokenFromId("trashcan") == Token::TrashCan && tokenFromId("cantree") == Token::CanTree &&
                tokenFromId("recycle") == Token::Recycle);
    }

    // ---- the turn ----
    void test_roll_takes_token_then_stop_and_resolve()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo", "feesh yumyum pie"), {1});
        PLAY(s, "roll");
        QCOMPARE(s.turn().held, bit(Token::TrashCan));
        QCOMPARE(s.turn().phase, Phase::Rolled);
        QCOMPARE(int(s.turn().die), 1);
        QVERIFY(allows(s, "roll") && allows(s, "stop") && allows(s, "play nanners"));
        PLAY(s, "stop");
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(legalTexts(s), std::vector<std::string>{"pass"});
        PLAY(s, "pass");
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"resolve trashcan draw 0", "resolve trashcan draw 1",
                                                          "resolve trashcan draw 2"}));
        PLAY(s, "resolve trashcan draw 2");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners feesh yumyum");
        QCOMPARE(int(s.turn().active), 1);
        QCOMPARE(s.turn().number, 2);
        QCOMPARE(s.turn().phase, Phase::Roll);
        QCOMPARE(s.turn().held, std::uint8_t(0));
    }
    void test_TP12_bust_returns_tokens_resolves_nothing_draws_one()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo", "feesh yumyum"), {1, 2, 1});
        PLAY_ALL(s, "roll", "roll", "roll");
        QCOMPARE(s.turn().phase, Phase::Busting);
        QVERIFY(allows(s, "bust") && allows(s, "play nanners") && !allows(s, "stop") && !allows(s, "roll"));
        PLAY(s, "bust");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners feesh");
        COMPARE_COUNTS(s.stashDown(0), "");
        QCOMPARE(s.turn().held, std::uint8_t(0));
        QCOMPARE(int(s.turn().active), 1);
        QCOMPARE(s.trashCount(), 45);
    }
    void test_TP9_all_six_tokens_resolve_then_bonus_roll_of_three()
    {
        State s = game(2, two("feesh feesh pie", "blammo blammo blammo blammo", "nanners yumyum doggo kitteh"),
                       {1, 2, 3, 4, 5, 6, 1, 2, 3}, "blammo");
        PLAY_ALL(s, "roll", "roll", "roll", "roll", "roll", "roll");
        // All six: straight to resolving, no stop and no Yum Yum window.
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(s.turn().held, kAllTokens);
        QVERIFY(s.turn().bonusEarned);
        PLAY(s, "resolve recycle"); // TP-11: nothing left to swap for
        PLAY_ALL(s, "resolve trashcan draw 0", "resolve tree stash none", "resolve cantree draw",
                 "resolve paw target 1", "pass", "resolve mask", "pass");
        QCOMPARE(s.turn().phase, Phase::Roll);
        QVERIFY(s.turn().bonus);
        QCOMPARE(int(s.turn().active), 0);
        PLAY_ALL(s, "roll", "roll", "roll");
        QCOMPARE(s.turn().phase, Phase::Rolled);
        QVERIFY(!allows(s, "roll")); // three tokens at most
        PLAY(s, "stop");
        QCOMPARE(s.turn().phase, Phase::Resolve); // TP-15: no Yum Yum when no roll could follow
        PLAY_ALL(s, "resolve trashcan draw 1", "resolve tree stash feesh feesh", "resolve cantree stash pie");
        COMPARE_COUNTS(s.hand(0), "nanners blammo yumyum doggo");
        COMPARE_COUNTS(s.stashDown(0), "feesh feesh pie");
        COMPARE_COUNTS(s.hand(1), "blammo blammo blammo");
        QCOMPARE(int(s.turn().active), 1);
        QVERIFY(!s.turn().bonus);
    }
    void test_resolve_tokens_in_any_order()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo", "feesh pie"), {2, 1});
        PLAY_ALL(s, "roll", "roll", "stop", "pass");
        QVERIFY(allows(s, "resolve tree stash nanners") && allows(s, "resolve trashcan draw 2"));
        PLAY(s, "resolve trashcan draw 2"); // draw first, then stash what was drawn
        PLAY(s, "resolve tree stash pie feesh");
        COMPARE_COUNTS(s.stashDown(0), "feesh pie");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners");
    }

    // ---- tokens ----
    void test_trashcan_draws_up_to_two()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo", "feesh pie"), {1, 1});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 1");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners feesh");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 0");
        COMPARE_COUNTS(s.hand(1), "blammo blammo blammo blammo");
        QCOMPARE(s.trashCount(), 45);
    }
    void test_tree_stashes_up_to_two_face_down()
    {
        State s = game(2, two("feesh pie pie", "blammo blammo blammo blammo"), {2});
        PLAY_ALL(s, "roll", "stop", "pass");
        QVERIFY(allows(s, "resolve tree stash none") && allows(s, "resolve tree stash pie pie") &&
                allows(s, "resolve tree stash feesh pie") && allows(s, "resolve tree stash feesh") &&
                !allows(s, "resolve tree stash feesh feesh"));
        PLAY(s, "resolve tree stash pie pie");
        COMPARE_COUNTS(s.stashDown(0), "pie pie");
        COMPARE_COUNTS(s.stashUp(0), "");
        COMPARE_COUNTS(s.hand(0), "feesh");
        const auto seen = s.observation(1);
        QCOMPARE(int(seen.seats[0].stashDownCount), 2);
        COMPARE_COUNTS(seen.seats[0].stashUp, "");
    }
    void test_cantree_draws_one_or_stashes_one()
    {
        State s = game(2, two("feesh pie nanners", "blammo blammo blammo blammo", "shiny"), {3, 3});
        PLAY_ALL(s, "roll", "stop", "pass");
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"resolve cantree draw", "resolve cantree stash nanners",
                                                          "resolve cantree stash pie", "resolve cantree stash feesh",
                                                          "play pie on cantree"}));
        PLAY(s, "resolve cantree stash feesh");
        COMPARE_COUNTS(s.stashDown(0), "feesh");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve cantree draw");
        COMPARE_COUNTS(s.hand(1), "blammo blammo blammo blammo shiny");
    }
    void test_paw_steals_random_card_from_chosen_players_hand()
    {
        State s = game(3, "nanners nanners nanners | feesh pie pie blammo | yumyum yumyum doggo kitteh shiny", {4},
                       "pie");
        PLAY_ALL(s, "roll", "stop", "pass", "pass");
        QVERIFY(allows(s, "resolve paw target 1") && allows(s, "resolve paw target 2") &&
                !allows(s, "resolve paw target 0"));
        PLAY(s, "resolve paw target 1");
        QCOMPARE(s.turn().phase, Phase::Steal);
        QCOMPARE(s.currentSeat(), 1);
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners pie");
        COMPARE_COUNTS(s.hand(1), "feesh pie blammo");
        COMPARE_COUNTS(s.hand(2), "yumyum yumyum doggo kitteh shiny");
    }
    void test_paw_target_decides_even_without_blocker()
    {
        State s = game(2, two("nanners nanners nanners", "feesh pie pie blammo"), {4}, "feesh");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1");
        // Seat 1 holds neither Doggo nor Kitteh, yet is asked (no tell).
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(legalTexts(s), std::vector<std::string>{"pass"});
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners feesh");
    }
    void test_mask_reveal_draws_and_others_stash_matching_face_up()
    {
        State s = game(3, "nanners nanners nanners | feesh pie pie blammo | feesh feesh yumyum doggo kitteh | "
                          "feesh shiny blammo",
                       {5});
        PLAY_ALL(s, "roll", "stop", "pass", "pass");
        std::vector<Event> events;
        QCOMPARE(QString::fromStdString(play(s, "resolve mask", &events)), QString());
        const Event reveal{int(EventType::CardMoved), 0, place(PlaceKind::TrashCan), place(PlaceKind::Hand, 0),
                           int(Card::Feesh)};
        QVERIFY(std::find(events.begin(), events.end(), reveal) != events.end()); // face up for all
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"pass", "stash feesh"}));
        PLAY(s, "stash feesh");
        QCOMPARE(s.currentSeat(), 2);
        PLAY(s, "stash feesh");
        // one card per face-up stash
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners feesh shiny blammo");
        COMPARE_COUNTS(s.stashUp(1), "feesh");
        COMPARE_COUNTS(s.stashUp(2), "feesh");
        COMPARE_COUNTS(s.stashDown(1), "");
        COMPARE_COUNTS(s.hand(2), "feesh yumyum doggo kitteh");
        QCOMPARE(int(s.turn().active), 1);
    }
    void test_mask_asks_every_other_seat_even_without_match()
    {
        State s = game(3, "nanners nanners nanners | pie pie blammo blammo | feesh feesh yumyum doggo kitteh | "
                          "feesh shiny",
                       {5});
        PLAY_ALL(s, "roll", "stop", "pass", "pass", "resolve mask");
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(legalTexts(s), std::vector<std::string>{"pass"});
        PLAY_ALL(s, "pass", "pass");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners feesh");
        QCOMPARE(int(s.turn().active), 1);
    }
    void test_TP11_recycle_swaps_for_a_token_still_in_the_middle()
    {
        State s = game(2, two("feesh pie nanners", "blammo blammo blammo blammo"), {6, 1});
        PLAY_ALL(s, "roll", "roll", "stop", "pass", "resolve trashcan draw 0");
        QVERIFY(allows(s, "resolve recycle for tree") && allows(s, "resolve recycle for mask") &&
                !allows(s, "resolve recycle for trashcan") && !allows(s, "resolve recycle"));
        QVERIFY(!allows(s, "play pie on recycle")); // TP-17
        PLAY(s, "resolve recycle for tree");
        QCOMPARE(s.turn().held, bit(Token::Tree));
        PLAY(s, "resolve tree stash feesh");
        COMPARE_COUNTS(s.stashDown(0), "feesh");
        QCOMPARE(int(s.turn().active), 1);
    }
    void test_TP11_recycle_with_all_six_taken_does_nothing()
    {
        State s = game(2, two("feesh pie nanners", "blammo blammo blammo blammo"), {6, 1, 2, 3, 4, 5});
        PLAY_ALL(s, "roll", "roll", "roll", "roll", "roll", "roll");
        std::vector<std::string> recycles;
        for (const auto& text : legalTexts(s))
            if (text.rfind("resolve recycle", 0) == 0)
                recycles.push_back(text);
        QCOMPARE(recycles, std::vector<std::string>{"resolve recycle"});
        PLAY(s, "resolve recycle");
        QCOMPARE(s.turn().held, std::uint8_t(kAllTokens & ~bit(Token::Recycle)));
    }

    // ---- cards ----
    void test_blammo_rerolls_the_last_die_to_avoid_a_bust()
    {
        State s = game(2, two("blammo feesh feesh", "nanners nanners nanners nanners"), {1, 1, 2});
        PLAY_ALL(s, "roll", "roll");
        QCOMPARE(s.turn().phase, Phase::Busting);
        PLAY(s, "play blammo");
        QCOMPARE(s.turn().phase, Phase::Rolled);
        QCOMPARE(s.turn().held, std::uint8_t(bit(Token::TrashCan) | bit(Token::Tree)));
        COMPARE_COUNTS(s.discard(), "blammo");
        COMPARE_COUNTS(s.hand(0), "feesh feesh");
    }
    void test_blammo_may_reroll_a_roll_that_did_not_bust()
    {
        State s = game(2, two("blammo feesh feesh", "nanners nanners nanners nanners"), {1, 2, 3});
        PLAY_ALL(s, "roll", "roll", "play blammo");
        QCOMPARE(s.turn().held, std::uint8_t(bit(Token::TrashCan) | bit(Token::CanTree)));
        QCOMPARE(int(s.turn().die), 3);
    }
    void test_TP8_nanners_cancels_the_last_roll_and_stops()
    {
        State s = game(2, two("nanners feesh feesh", "blammo blammo blammo blammo"), {1, 1});
        PLAY_ALL(s, "roll", "roll", "play nanners");
        QCOMPARE(s.turn().phase, Phase::YumYum);
        QCOMPARE(s.currentSeat(), 1);
        PLAY(s, "pass");
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(s.turn().held, bit(Token::TrashCan));
        COMPARE_COUNTS(s.discard(), "nanners");
    }
    void test_TP8_yumyum_after_nanners_forces_a_roll_then_may_continue()
    {
        State s = game(2, two("nanners feesh feesh", "yumyum blammo blammo blammo"), {1, 1, 2});
        PLAY_ALL(s, "roll", "roll", "play nanners", "play yumyum");
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(allows(s, "roll") && !allows(s, "stop")); // must roll (or first play a card)
        PLAY(s, "roll");
        QVERIFY(allows(s, "roll") && allows(s, "stop"));
        COMPARE_COUNTS(s.discard(), "nanners yumyum");
        COMPARE_COUNTS(s.hand(1), "blammo blammo blammo");
    }
    void test_yumyum_forces_one_more_roll_after_a_stop()
    {
        State s = game(3, "nanners nanners nanners | feesh pie pie blammo | yumyum feesh feesh doggo kitteh", {1, 2});
        PLAY_ALL(s, "roll", "stop");
        QCOMPARE(s.currentSeat(), 1);
        PLAY(s, "pass");
        QCOMPARE(s.currentSeat(), 2);
        PLAY(s, "play yumyum");
        QCOMPARE(s.turn().phase, Phase::Roll);
        PLAY(s, "roll");
        QCOMPARE(s.turn().held, std::uint8_t(bit(Token::TrashCan) | bit(Token::Tree)));
        COMPARE_COUNTS(s.hand(2), "feesh feesh doggo kitteh");
    }
    void test_every_other_seat_gets_a_yumyum_decision_in_turn_order()
    {
        State s = game(4, "nanners nanners nanners | feesh pie pie blammo | feesh feesh doggo kitteh shiny | "
                          "blammo blammo blammo blammo blammo blammo",
                       {1});
        PLAY_ALL(s, "roll", "stop");
        for (Seat seat : {1, 2, 3}) {
            QCOMPARE(s.currentSeat(), seat);
            QCOMPARE(legalTexts(s), std::vector<std::string>{"pass"});
            PLAY(s, "pass");
        }
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(s.currentSeat(), 0);
    }
    void test_TP6_feesh_fished_card_is_usable_at_once()
    {
        // any number of card actions in one turn: Blammo!, Feesh, Blammo!
        State s = game(2, two("blammo feesh nanners", "pie pie pie pie"), {1, 1, 1, 2});
        PLAY_ALL(s, "roll", "roll", "play blammo");
        QCOMPARE(s.turn().phase, Phase::Busting);
        QVERIFY(!allows(s, "play blammo"));
        PLAY(s, "play feesh take blammo");
        QCOMPARE(s.playable(0, Card::Blammo), 1);
        PLAY(s, "play blammo");
        QCOMPARE(s.turn().held, std::uint8_t(bit(Token::TrashCan) | bit(Token::Tree)));
        COMPARE_COUNTS(s.discard(), "blammo feesh");
        COMPARE_COUNTS(s.hand(0), "nanners");
    }
    void test_TP16_a_fished_feesh_stays_locked_and_feesh_cannot_fish_itself()
    {
        State s = game(2, two("feesh feesh blammo", "pie pie pie pie"), {1, 1, 2});
        PLAY_ALL(s, "roll", "roll", "play blammo");
        QVERIFY(allows(s, "play feesh take blammo") && !allows(s, "play feesh take feesh"));
        PLAY(s, "play feesh take blammo");
        PLAY(s, "play feesh take feesh");
        COMPARE_COUNTS(s.hand(0), "blammo feesh");
        QCOMPARE(s.playable(0, Card::Feesh), 0);
        QCOMPARE(s.playable(0, Card::Blammo), 1);
        COMPARE_COUNTS(s.discard(), "feesh");
    }
    void test_TP6_cards_gained_while_resolving_cannot_be_played_but_can_be_stashed()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo", "pie feesh"), {1, 2});
        PLAY_ALL(s, "roll", "roll", "stop", "pass", "resolve trashcan draw 2");
        QCOMPARE(s.playable(0, Card::Pie), 0);
        QVERIFY(!allows(s, "play pie on tree"));
        const State before = s;
        const auto action = parseAction("play pie on tree");
        const ApplyResult refused = s.apply(*action, nullptr);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.find("TP-6") != std::string::npos, refused.error.c_str());
        QVERIFY(s == before);
        QCOMPARE(s.observation(0).playable[std::size_t(Card::Pie)], std::uint8_t(0));
        PLAY(s, "resolve tree stash feesh pie");
        COMPARE_COUNTS(s.stashDown(0), "feesh pie");
        COMPARE_COUNTS(s.gainedThisTurn(), ""); // turn over: nothing locked
    }
    // ---- TP-13: a card gained before resolving is playable until resolving starts ----
    void test_TP13_shiny_blammo_rerolls_bust_same_turn()
    {
        State s = shinyBeforeTheFirstRoll("shiny nanners nanners", "blammo pie pie pie", "", {3, 3, 4});
        QCOMPARE(s.turn().phase, Phase::Roll);
        QCOMPARE(int(s.turn().active), 0);
        COMPARE_COUNTS(s.hand(0), "blammo nanners nanners");
        COMPARE_COUNTS(s.gainedWhileRolling(), "blammo");
        COMPARE_COUNTS(s.gainedThisTurn(), "");
        QCOMPARE(s.playable(0, Card::Blammo), 1);
        QCOMPARE(s.observation(0).playable[std::size_t(Card::Blammo)], std::uint8_t(1));
        PLAY_ALL(s, "roll", "roll");
        QCOMPARE(s.turn().phase, Phase::Busting);
        QVERIFY(allows(s, "play blammo"));
        PLAY(s, "play blammo");
        QCOMPARE(s.turn().phase, Phase::Rolled); // saved: re-rolled into the Paw
        QCOMPARE(s.turn().held, std::uint8_t(bit(Token::CanTree) | bit(Token::Paw)));
        COMPARE_COUNTS(s.hand(0), "nanners nanners");
        COMPARE_COUNTS(s.discard(), "blammo shiny");
        COMPARE_COUNTS(s.gainedWhileRolling(), "");
        QCOMPARE(QString::fromStdString(s.checkInvariants()), QString());
    }
    void test_TP13_shiny_blammo_cannot_be_played_once_resolving_started()
    {
        // Six tokens: resolving starts at once; in the bonus roll that
        // follows, the Blammo! taken before the first roll is locked.
        State s = shinyBeforeTheFirstRoll("shiny nanners nanners", "blammo pie pie pie", "pie feesh",
                                          {1, 2, 3, 4, 5, 6, 1, 1});
        QCOMPARE(s.playable(0, Card::Blammo), 1);
        PLAY_ALL(s, "roll", "roll", "roll", "roll", "roll", "roll");
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(s.playable(0, Card::Blammo), 0);
        COMPARE_COUNTS(s.gainedThisTurn(), "blammo");
        COMPARE_COUNTS(s.gainedWhileRolling(), "");
        PLAY_ALL(s, "resolve recycle", "resolve trashcan draw 0", "resolve tree stash none", "resolve cantree draw",
                 "resolve paw target 1", "pass", "resolve mask", "pass");
        QVERIFY(s.turn().bonus);
        PLAY_ALL(s, "roll", "roll");
        QCOMPARE(s.turn().phase, Phase::Busting);
        QCOMPARE(s.playable(0, Card::Blammo), 0);
        QVERIFY(!allows(s, "play blammo"));
        QVERIFY(allows(s, "play nanners")); // dealt, not gained: still free
        const State before = s;
        const ApplyResult refused = s.apply(*parseAction("play blammo"), nullptr);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.find("TP-13") != std::string::npos, refused.error.c_str());
        QVERIFY(s == before);
        PLAY(s, "bust");
        QCOMPARE(int(s.turn().active), 1);
        QCOMPARE(s.playable(0, Card::Blammo), 1); // a later turn (of someone else): free again
    }
    void test_TP13_card_gained_while_rolling_locks_when_resolving_starts()
    {
        State s = shinyBeforeTheFirstRoll("shiny nanners nanners", "pie blammo blammo blammo", "", {1, 2});
        PLAY_ALL(s, "roll", "roll");
        QCOMPARE(s.playable(0, Card::Pie), 1);
        PLAY(s, "stop");
        QCOMPARE(s.turn().phase, Phase::YumYum); // still before resolving
        QCOMPARE(s.playable(0, Card::Pie), 1);
        PLAY(s, "pass");
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(s.playable(0, Card::Pie), 0);
        QCOMPARE(s.observation(0).playable[std::size_t(Card::Pie)], std::uint8_t(0));
        QVERIFY(!allows(s, "play pie on trashcan"));
        const ApplyResult refused = s.apply(*parseAction("play pie on trashcan"), nullptr);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.find("TP-13") != std::string::npos, refused.error.c_str());
    }
    void test_TP13_world_sampled_from_the_observation_locks_a_card_gained_while_rolling()
    {
        // Seat 0's observation says which cards in hand it gained while
        // rolling (the Pie taken by Shiny), so a world sampled from it (a
        // bot's search) locks that card when resolving starts, as the true
        // state does; before, it is playable in both.
        State s = shinyBeforeTheFirstRoll("shiny nanners nanners", "pie blammo blammo blammo", "", {1, 2});
        PLAY_ALL(s, "roll", "roll", "stop");
        QCOMPARE(s.turn().phase, Phase::YumYum);
        const State::Observation seen = s.observation(0);
        COMPARE_COUNTS(seen.gainedRolling, "pie");
        QCOMPARE(seen.playable[std::size_t(Card::Pie)], std::uint8_t(1));
        COMPARE_COUNTS(s.observation(1).gainedRolling, ""); // only the active seat's own
        COMPARE_COUNTS(s.observation(kNoSeat).gainedRolling, "");
        Rng rng(1313);
        for (int i = 0; i < 20; ++i) {
            State world = State::sampleWorld(seen, rng);
            QCOMPARE(QString::fromStdString(world.checkInvariants()), QString());
            QVERIFY(world.observation(0) == seen);
            COMPARE_COUNTS(world.gainedWhileRolling(), "pie");
            QCOMPARE(world.playable(0, Card::Pie), 1);
            PLAY(world, "pass"); // seat 1 declines the Yum Yum: resolving starts
            QCOMPARE(world.turn().phase, Phase::Resolve);
            QCOMPARE(world.playable(0, Card::Pie), 0);
            QVERIFY(!allows(world, "play pie on trashcan"));
            COMPARE_COUNTS(world.gainedThisTurn(), "pie");
        }
        PLAY(s, "pass");
        QCOMPARE(s.playable(0, Card::Pie), 0);
        const State::Observation after = s.observation(0);
        COMPARE_COUNTS(after.gainedRolling, "");
        State world = State::sampleWorld(seen, rng);
        PLAY(world, "pass");
        QVERIFY(world.observation(0) == after);
    }
    void test_TP13_stashing_a_locked_card_still_works()
    {
        State s = shinyBeforeTheFirstRoll("shiny nanners nanners", "pie blammo blammo blammo", "", {2});
        PLAY_ALL(s, "roll", "stop", "pass");
        QCOMPARE(s.playable(0, Card::Pie), 0);
        QVERIFY(allows(s, "resolve tree stash pie"));
        PLAY(s, "resolve tree stash pie");
        COMPARE_COUNTS(s.stashDown(0), "pie");
        COMPARE_COUNTS(s.hand(0), "nanners nanners");
        QCOMPARE(int(s.turn().active), 1);
    }
    void test_TP13_trashcan_draw_while_resolving_stays_locked()
    {
        // The rulebook's example: a Feesh drawn by a Trash Can token while
        // resolving must wait for a later turn (the Nanners lies in the
        // discard pile to be fished); the dealt Pie is free.
        State s = game(2, two("nanners pie blammo", "blammo blammo blammo blammo", "feesh"), {1, 2, 3});
        PLAY_ALL(s, "roll", "roll", "roll", "play nanners", "pass", "resolve trashcan draw 1");
        COMPARE_COUNTS(s.hand(0), "pie blammo feesh");
        COMPARE_COUNTS(s.gainedThisTurn(), "feesh");
        QCOMPARE(s.playable(0, Card::Feesh), 0);
        QVERIFY(!allows(s, "play feesh take nanners"));
        QVERIFY(allows(s, "play pie on tree"));
        const ApplyResult refused = s.apply(*parseAction("play feesh take nanners"), nullptr);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.find("TP-13") != std::string::npos, refused.error.c_str());
        PLAY(s, "resolve tree stash feesh");
        COMPARE_COUNTS(s.stashDown(0), "feesh");
    }
    void test_TP13_doggo_draws_while_rolling_are_playable_before_resolving()
    {
        // Seat 0's Shiny is turned round by seat 1's Kitteh; seat 0 blocks
        // that with Doggo and draws two Blammo!s, one of which saves a bust.
        State s = game(2, two("shiny doggo nanners", "kitteh pie pie pie", "blammo blammo"), {2, 2, 1, 1, 2});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve tree stash nanners", "roll", "stop", "pass",
                 "resolve tree stash pie", "play shiny target 1 down", "play kitteh down", "play doggo");
        QCOMPARE(s.turn().phase, Phase::Roll);
        COMPARE_COUNTS(s.hand(0), "blammo blammo");
        COMPARE_COUNTS(s.gainedWhileRolling(), "blammo blammo");
        QCOMPARE(s.playable(0, Card::Blammo), 2);
        PLAY_ALL(s, "roll", "roll", "play blammo");
        QCOMPARE(s.turn().held, std::uint8_t(bit(Token::TrashCan) | bit(Token::Tree)));
        PLAY_ALL(s, "stop", "pass");
        QCOMPARE(s.playable(0, Card::Blammo), 0); // the other one is locked now
        COMPARE_COUNTS(s.gainedThisTurn(), "blammo");
    }
    void test_TP6_card_fished_while_rolling_stays_free_once_resolving_started()
    {
        // Feesh's own text: the fished card may be used this same turn.
        State s = game(2, two("pie feesh nanners", "blammo blammo blammo blammo"), {1, 2, 1});
        PLAY_ALL(s, "roll", "stop", "pass", "play pie on trashcan", "resolve trashcan draw 0", "resolve trashcan draw 0",
                 "roll", "stop", "pass", "resolve tree stash none");
        COMPARE_COUNTS(s.discard(), "pie");
        PLAY_ALL(s, "play feesh take pie", "roll", "stop", "pass");
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QCOMPARE(s.playable(0, Card::Pie), 1);
        PLAY(s, "play pie on trashcan");
    }
    void test_TP14_a_card_played_while_rolling_is_one_gained_this_turn()
    {
        // Seat 0 holds a dealt Feesh and one taken by Shiny; the Feesh it
        // plays before resolving is the gained one, so the dealt one stays
        // playable while resolving.
        State s = shinyBeforeTheFirstRoll("shiny feesh nanners", "feesh pie pie pie", "", {1});
        COMPARE_COUNTS(s.gainedWhileRolling(), "feesh");
        PLAY(s, "play feesh take shiny");
        COMPARE_COUNTS(s.gainedWhileRolling(), "");
        PLAY_ALL(s, "roll", "stop", "pass");
        QCOMPARE(s.playable(0, Card::Feesh), 1);
        QCOMPARE(s.playable(0, Card::Shiny), 1); // fished (TP-6)
        COMPARE_COUNTS(s.gainedThisTurn(), "");
    }
    void test_TP13_scenario_file_shiny_blammo_saves_a_bust()
    {
        std::ifstream in(CRITTER_SCENARIO_DIR "/trashpandas/shiny_blammo_saves_a_bust.json", std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        const GameFileRead<State> read = loadGameFile<State>(text.str());
        QVERIFY2(read.ok, read.error.c_str());
        QCOMPARE(read.state.turn().phase, Phase::Rolled);
        QCOMPARE(read.state.turn().held, std::uint8_t(bit(Token::CanTree) | bit(Token::Paw)));
        COMPARE_COUNTS(read.state.discard(), "blammo shiny");
    }
    void test_TP10_pie_resolves_a_token_twice_one_pie_per_token()
    {
        State s = game(2, two("pie pie nanners", "blammo blammo blammo blammo", "feesh yumyum doggo kitteh shiny"), {1});
        PLAY_ALL(s, "roll", "stop", "pass", "play pie on trashcan");
        QVERIFY(!allows(s, "play pie on trashcan"));
        PLAY(s, "resolve trashcan draw 2");
        QCOMPARE(s.turn().phase, Phase::Resolve);
        QVERIFY(!allows(s, "play pie on trashcan"));
        PLAY(s, "resolve trashcan draw 2");
        COMPARE_COUNTS(s.hand(0), "pie nanners feesh yumyum doggo kitteh");
        COMPARE_COUNTS(s.discard(), "pie");
        QCOMPARE(int(s.turn().active), 1);
    }
    void test_shiny_steals_a_face_down_stashed_card_into_the_hand()
    {
        State s = game(2, two("feesh pie nanners", "shiny blammo blammo blammo"), {2, 1}, "pie");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve tree stash feesh pie");
        QVERIFY(allows(s, "play shiny target 0 down") && !allows(s, "play shiny target 0 up pie"));
        PLAY(s, "play shiny target 0 down");
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(legalTexts(s), std::vector<std::string>{"pass"});
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(1), "blammo blammo blammo pie");
        COMPARE_COUNTS(s.stashDown(0), "feesh");
        QCOMPARE(s.playable(1, Card::Pie), 1); // TP-13: gained before resolving started
        COMPARE_COUNTS(s.gainedWhileRolling(), "pie");
        QCOMPARE(s.turn().phase, Phase::Roll);
        QCOMPARE(s.currentSeat(), 1);
    }
    void test_shiny_steals_a_face_up_stashed_card()
    {
        State s = game(2, two("shiny nanners nanners", "feesh blammo blammo blammo", "feesh yumyum"), {5, 1});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve mask", "stash feesh");
        COMPARE_COUNTS(s.hand(0), "shiny nanners nanners feesh yumyum");
        COMPARE_COUNTS(s.stashUp(1), "feesh");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 0");
        PLAY(s, "play shiny target 1 up feesh");
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(0), "nanners nanners feesh feesh yumyum");
        COMPARE_COUNTS(s.stashUp(1), "");
        COMPARE_COUNTS(s.discard(), "shiny");
    }
    void test_paw_steal_blocked_by_doggo_then_draws_two()
    {
        State s = game(2, two("nanners nanners nanners", "doggo feesh pie pie", "kitteh blammo shiny"), {4});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1");
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"pass", "play doggo", "play doggo draw 0"}));
        PLAY(s, "play doggo");
        COMPARE_COUNTS(s.hand(1), "feesh pie pie kitteh blammo");
        COMPARE_COUNTS(s.hand(0), "nanners nanners nanners");
        COMPARE_COUNTS(s.discard(), "doggo");
        QCOMPARE(int(s.turn().active), 1);
    }
    void test_TP7_kitteh_turns_a_paw_steal_round()
    {
        State s = game(2, two("nanners nanners yumyum", "kitteh feesh pie pie"), {4}, "yumyum");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1", "play kitteh");
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(int(s.turn().thief), 1);
        QCOMPARE(legalTexts(s), std::vector<std::string>{"pass"});
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(1), "feesh pie pie yumyum");
        COMPARE_COUNTS(s.hand(0), "nanners nanners");
        COMPARE_COUNTS(s.discard(), "kitteh");
    }
    void test_TP7_kitteh_answered_by_doggo()
    {
        State s = game(2, two("doggo nanners nanners", "kitteh feesh pie pie", "blammo shiny"), {4});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1", "play kitteh", "play doggo");
        COMPARE_COUNTS(s.hand(0), "nanners nanners blammo shiny");
        COMPARE_COUNTS(s.hand(1), "feesh pie pie");
        COMPARE_COUNTS(s.discard(), "kitteh doggo");
    }
    void test_TP25_doggo_blocks_and_may_draw_two_or_none()
    {
        State s = game(2, two("doggo nanners nanners", "kitteh feesh pie pie", "blammo shiny"), {4});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1", "play kitteh");
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"pass", "play doggo", "play doggo draw 0"}));
        QCOMPARE(QString::fromStdString(play(s, "play doggo draw 1")),
                 QString("cannot parse: 'play doggo draw 1': expected 'play doggo' or 'play doggo draw 0|2'"));
        const int before = s.trashCount();
        PLAY(s, "play doggo draw 0");
        COMPARE_COUNTS(s.hand(0), "nanners nanners");   // blocked, nothing drawn
        QCOMPARE(s.trashCount(), before);
        COMPARE_COUNTS(s.discard(), "kitteh doggo");
    }
    void test_TP25_doggo_may_decline_a_draw_that_would_end_the_game()
    {
        // 22 turns of Trash Can draws leave two cards; then seat 0's Paw goes
        // after seat 1, whose Doggo could draw them and trigger the end (TP-5).
        std::vector<int> rolls(22, 1);
        rolls.push_back(4);
        const State start = game(2, two("nanners nanners nanners", "doggo pie pie blammo"), rolls);
        State s = start;
        for (int turn = 0; turn < 22; ++turn)
            PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 2");
        QCOMPARE(s.trashCount(), 2);
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1");
        QVERIFY(allows(s, "play doggo") && allows(s, "play doggo draw 0"));
        State drawing = s;
        PLAY(drawing, "play doggo");
        QVERIFY(drawing.turn().endTriggered);
        PLAY(s, "play doggo draw 0");
        QVERIFY(!s.turn().endTriggered);
        QCOMPARE(s.trashCount(), 2);
    }
    void test_TP8_rolling_after_nanners_is_refused_with_the_reason()
    {
        State s = game(2, two("nanners feesh feesh", "blammo blammo blammo blammo"), {1, 1});
        PLAY_ALL(s, "roll", "roll", "play nanners", "pass");
        const std::string why = play(s, "roll");
        QVERIFY2(why.find("cancelled with Nanners") != std::string::npos, why.c_str());
    }
    void test_TP7_kitteh_answered_by_kitteh()
    {
        State s = game(2, two("kitteh nanners nanners", "kitteh feesh pie pie"), {4}, "feesh");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve paw target 1", "play kitteh", "play kitteh");
        QCOMPARE(s.currentSeat(), 1);
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(0), "nanners nanners feesh");
        COMPARE_COUNTS(s.hand(1), "pie pie");
        COMPARE_COUNTS(s.discard(), "kitteh kitteh");
    }
    void test_TP7_kitteh_against_shiny_takes_from_the_thiefs_stash()
    {
        State s = game(2, two("kitteh pie nanners", "shiny feesh blammo blammo"), {2, 2, 1}, "feesh");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve tree stash pie");
        PLAY_ALL(s, "roll", "roll", "stop", "pass", "resolve tree stash feesh", "play shiny target 0 down");
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(legalTexts(s), (std::vector<std::string>{"pass", "play kitteh down"}));
        PLAY(s, "play kitteh down");
        QCOMPARE(s.currentSeat(), 1);
        PLAY(s, "pass");
        COMPARE_COUNTS(s.hand(0), "nanners feesh");
        COMPARE_COUNTS(s.stashDown(0), "pie");
        COMPARE_COUNTS(s.stashDown(1), "");
        COMPARE_COUNTS(s.discard(), "shiny kitteh");
        QCOMPARE(s.turn().phase, Phase::Resolve); // back to seat 1's trash can
        PLAY(s, "resolve trashcan draw 0");
        COMPARE_COUNTS(s.hand(1), "blammo blammo");
    }

    // ---- the end ----
    void test_TP5_last_card_drawn_ends_the_game_after_the_turn()
    {
        std::vector<int> rolls(22, 1);
        rolls.insert(rolls.end(), {1, 2});
        State s = game(2, "", rolls);
        for (int turn = 0; turn < 22; ++turn)
            PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 2");
        QCOMPARE(s.trashCount(), 2);
        QCOMPARE(int(s.turn().active), 0);
        PLAY_ALL(s, "roll", "roll", "stop", "pass", "resolve trashcan draw 2");
        QVERIFY(s.turn().endTriggered);
        QVERIFY(!s.isOver()); // the turn is played out
        PLAY(s, "resolve tree stash none");
        QVERIFY(s.isOver());
        QCOMPARE(s.currentSeat(), kNoSeat);
        QVERIFY(!s.winners().empty());
        QCOMPARE(QString::fromStdString(s.checkInvariants()), QString());
    }
    void test_TP5_drawing_from_an_empty_trash_can_gives_nothing()
    {
        std::vector<int> rolls(24, 1);
        State s = game(2, "", rolls);
        for (int turn = 0; turn < 22; ++turn)
            PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 2");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 1");
        QVERIFY(!s.turn().endTriggered);
        const int before = total(s.hand(1));
        PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 2");
        QCOMPARE(total(s.hand(1)), before + 1);
        QVERIFY(s.isOver());
    }
    void test_TP9_bonus_roll_is_the_same_turn_for_the_game_end()
    {
        std::vector<int> rolls(22, 1);
        rolls.insert(rolls.end(), {1, 2, 3, 4, 5, 6, 1});
        State s = game(2, "", rolls);
        for (int turn = 0; turn < 22; ++turn)
            PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 2");
        PLAY_ALL(s, "roll", "roll", "roll", "roll", "roll", "roll", "resolve trashcan draw 2");
        QVERIFY(s.turn().endTriggered);
        PLAY_ALL(s, "resolve tree stash none", "resolve cantree draw", "resolve recycle", "resolve paw target 1",
                 "pass", "resolve mask");
        QCOMPARE(s.turn().phase, Phase::Roll); // the bonus roll still comes
        QVERIFY(s.turn().bonus);
        PLAY_ALL(s, "roll", "stop", "pass", "resolve trashcan draw 2");
        QVERIFY(s.isOver());
    }

    // ---- information and refusals ----
    void test_observation_shows_only_what_the_seat_may_know()
    {
        State s = game(2, two("feesh pie nanners", "blammo blammo yumyum doggo", "kitteh"), {2, 1});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve tree stash feesh pie");
        PLAY_ALL(s, "roll", "stop", "pass");
        const auto seen = s.observation(1);
        COMPARE_COUNTS(seen.hand, "blammo blammo yumyum doggo");
        QCOMPARE(int(seen.seats[0].handCount), 1);
        QCOMPARE(int(seen.seats[0].stashDownCount), 2);
        COMPARE_COUNTS(seen.stashDown, "");
        QCOMPARE(seen.trashCount, 46);
        QCOMPARE(seen.revealed[0], Counts{});
        QCOMPARE(seen.scores[0], 0);
        QCOMPARE(seen.turn.phase, Phase::Resolve);
        const auto mine = s.observation(0);
        COMPARE_COUNTS(mine.stashDown, "feesh pie");
        COMPARE_COUNTS(mine.hand, "nanners");
        Rng rng(5);
        const State world = State::sampleWorld(seen, rng);
        QVERIFY(world.observation(1) == seen);
        QCOMPARE(QString::fromStdString(world.checkInvariants()), QString());
        COMPARE_COUNTS(world.hand(1), "blammo blammo yumyum doggo");
    }
    void test_illegal_action_is_refused_with_a_reason_and_changes_nothing()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo"), {1});
        PLAY(s, "roll");
        const State before = s;
        for (const char* text : {"resolve trashcan draw 2", "play blammo", "play yumyum", "roll"}) {
            if (std::string(text) == "roll")
                PLAY_ALL(s, "stop"); // now seat 1 decides: seat 0 may not roll
            const State snapshot = s;
            std::vector<Event> events;
            const ApplyResult result = s.apply(*parseAction(text), &events);
            QVERIFY2(!result.ok, text);
            QVERIFY(!result.error.empty());
            QVERIFY(s == snapshot);
            QVERIFY(events.empty());
        }
        QVERIFY(!(s == before));
        State raw = game(2, "");
        const ApplyResult bad = raw.apply(Action{99, 0, 0, 0}, nullptr);
        QVERIFY(!bad.ok && bad.error.find("unknown action") != std::string::npos);
    }
    void test_refusals_say_why_second_pie_TP_10_and_recycle_TP_11()
    {
        State s = game(2, two("pie pie nanners", "blammo blammo blammo blammo"), {1, 6});
        PLAY_ALL(s, "roll", "roll", "stop", "pass", "play pie on trashcan");
        const State before = s;
        const ApplyResult again = s.apply(*parseAction("play pie on trashcan"), nullptr);
        QVERIFY(!again.ok);
        QVERIFY2(again.error.find("already on the Trash Can") != std::string::npos, again.error.c_str());
        QVERIFY(s == before);
        const ApplyResult recycle = s.apply(*parseAction("resolve recycle for trashcan"), nullptr);
        QVERIFY(!recycle.ok);
        QVERIFY2(recycle.error.find("already taken") != std::string::npos, recycle.error.c_str());
        QVERIFY(s == before);
    }
    void test_events_describe_what_happened()
    {
        State s = game(2, two("nanners nanners nanners", "blammo blammo blammo blammo", "feesh"), {1});
        std::vector<Event> events;
        QCOMPARE(QString::fromStdString(play(s, "roll", &events)), QString());
        QCOMPARE(events.size(), std::size_t(2));
        QVERIFY((events[0] == Event{int(EventType::DieRolled), 0, 1, 0, -1}));
        QVERIFY((events[1] == Event{int(EventType::TokenTaken), 0, 0, -1, -1}));
        PLAY_ALL(s, "stop", "pass");
        events.clear();
        QCOMPARE(QString::fromStdString(play(s, "resolve trashcan draw 1", &events)), QString());
        const int trash = place(PlaceKind::TrashCan), hand = place(PlaceKind::Hand, 0);
        const std::vector<Event> expected{
            {int(EventType::TokenResolved), 0, int(Token::TrashCan), 0, -1},
            {int(EventType::CardMoved), 0, trash, hand, -1},            // hidden to others
            {int(EventType::CardSeen), 0, int(Card::Feesh), trash, hand}, // seat 0 sees it
            {int(EventType::TurnStarted), 1, 2, -1, -1},
        };
        QVERIFY(events == expected);
    }
};

QTEST_APPLESS_MAIN(TestTpRules)
#include "test_tp_rules.moc"
