// Panda Panda rules, one scenario per rule and ruling. Each stacks the deck
// (top first; seat 0 is dealt the first 5 letters, seat 1 the next 5, ...)
// and checks the exact hands, piles, deck count and crowns that result.
#include <QtTest>

#include <algorithm>

#include "scenario_helpers.h"

using namespace pptest;

class TestPandaPandaRules : public QObject {
    Q_OBJECT
private slots:
    // ------------------------------------------------------------ setup
    void test_setup_deals_five_each_in_seat_order_top_first()
    {
        State s(stacked(3, "ABCDE" "BCDEF" "AABBC" "G"));
        QCOMPARE(handText(s, 0), std::string("ABCDE"));
        QCOMPARE(handText(s, 1), std::string("BCDEF"));
        QCOMPARE(handText(s, 2), std::string("AABBC"));
        QCOMPARE(s.deckCount(), 32 - 15);
        QCOMPARE(s.deckTopFirst().front(), static_cast<int>(Letter::G));
        QCOMPARE(s.turn(), 0);
        QCOMPARE(s.round(), 1);
        QCOMPARE(s.scores(), (std::vector<int>{0, 0, 0}));
        QVERIFY(s.checkInvariants().empty());
    }
    void test_setup_first_player_starts()
    {
        State s(stacked(4, "", 2, 99));
        QCOMPARE(s.turn(), 2);
        QCOMPARE(s.currentSeat(), 2);
        QCOMPARE(s.deckCount(), 12);
        for (Seat seat = 0; seat < 4; ++seat)
            QCOMPARE(s.handSize(seat), 5);
    }
    void test_same_seed_deals_the_same_game()
    {
        Setup setup;
        setup.players = 4;
        setup.seed = 12345;
        QVERIFY(State(setup) == State(setup));
        Setup other = setup;
        other.seed = 12346;
        QVERIFY(!(State(setup) == State(other)));
    }
    void test_deal_emits_one_private_event_per_card()
    {
        std::vector<Event> events;
        State s(stacked(2, "ABCDE" "BCDEF"), &events);
        QCOMPARE(events.front(), (Event{kRoundStarted, 0, 1}));
        int dealt = 0;
        for (const Event& e : events)
            if (e.type == kDealt) {
                ++dealt;
                QCOMPARE(redactedFor(e, e.seat).a, e.a);
                QCOMPARE(redactedFor(e, 1 - e.seat).a, kNoLetter);
            }
        QCOMPARE(dealt, 10);
        QCOMPARE(events.back(), (Event{kTurnStarted, 0}));
    }

    // ------------------------------------------------------------ a turn
    void test_turn_offers_discard_draw_deck_and_open_piles()
    {
        State s(stacked(2, "ABCDE" "BBCDF"));
        const std::vector<Action> expected{{kDiscard, 0}, {kDiscard, 1}, {kDiscard, 2}, {kDiscard, 3},
                                           {kDiscard, 4}, {kDrawDeck}};
        QCOMPARE(legal(s), expected);
    }
    void test_discard_goes_to_own_pile_spread_in_order()
    {
        State s(stacked(2, "ABCDE" "BBCDF" "GG"));  // second G is not in the deck: ignored
        PP_PLAY(s, "discard C");
        PP_PLAY(s, "discard B");
        PP_PLAY(s, "discard D");
        PP_PLAY(s, "discard F");
        QCOMPARE(pileText(s, 0), std::string("CD"));
        QCOMPARE(pileText(s, 1), std::string("BF"));
        QCOMPARE(handText(s, 0), std::string("ABE"));
        QCOMPARE(handText(s, 1), std::string("BCD"));
        QCOMPARE(s.deckCount(), 22);
    }
    void test_draw_deck_takes_the_top_card()
    {
        State s(stacked(2, "ABCDE" "BBCDF" "GA"));
        std::vector<Event> events;
        QVERIFY(s.apply(act("draw deck"), &events).ok);
        QCOMPARE(handText(s, 0), std::string("ABCDEG"));
        QCOMPARE(s.deckCount(), 21);
        QVERIFY(hasEvent(events, {kDrewFromDeck, 0, static_cast<int>(Letter::G)}));
        QCOMPARE(redactedFor(Event{kDrewFromDeck, 0, 6}, 1).a, kNoLetter);
        QCOMPARE(s.turn(), 1);
    }
    void test_draw_top_of_another_players_pile()
    {
        State s(stacked(2, "ABCDE" "BBCDF" "AAAA"));
        PP_PLAY(s, "discard C");
        std::vector<Event> events;
        QVERIFY(s.apply(act("draw pile 0"), &events).ok);
        QCOMPARE(handText(s, 1), std::string("BBCCDF"));
        QCOMPARE(pileText(s, 0), std::string(""));
        QCOMPARE(s.deckCount(), 22);
        QVERIFY(hasEvent(events, {kDrewFromPile, 1, static_cast<int>(Letter::C), 0}));
        QCOMPARE(redactedFor(events.front(), kNoSeat).a, static_cast<int>(Letter::C));   // pile draws are public
    }
    void test_draw_top_of_own_pile_is_allowed()
    {
        State s(stacked(2, "ABCDE" "BBCDF" "AAAA"));
        PP_PLAY(s, "discard D");
        PP_PLAY(s, "draw deck");
        QVERIFY(s.apply(act("draw pile 0"), nullptr).ok);   // seat 0's own pile
        QCOMPARE(handText(s, 0), std::string("ABCDE"));
        QCOMPARE(handText(s, 1), std::string("ABBCDF"));
        QCOMPARE(pileText(s, 0), std::string(""));
        QCOMPARE(s.deckCount(), 21);
    }
    void test_cannot_draw_pile_topped_by_A()
    {
        State s(stacked(2, "ABCDE" "BBCDF" "AAAA"));
        PP_PLAY(s, "discard A");
        PP_PLAY(s, "pass C");   // the discarder chooses first (PP-2)
        PP_PLAY(s, "pass B");
        QCOMPARE(pileText(s, 0), std::string("A"));
        QCOMPARE(handText(s, 0), std::string("BBDE"));
        QCOMPARE(handText(s, 1), std::string("BCCDF"));
        PP_REFUSED(s, "draw pile 0", "topped by an A");
        for (const Action& a : legal(s))
            QVERIFY(a.type != kDrawPile);
        PP_PLAY(s, "discard D");
        // An A under another card no longer blocks: the top is what counts.
        PP_PLAY(s, "discard E");
        QCOMPARE(pileText(s, 0), std::string("AE"));
        QCOMPARE(handText(s, 1), std::string("BCCF"));
        QVERIFY(legal(s) == (std::vector<Action>{{kDiscard, 1}, {kDiscard, 2}, {kDiscard, 5}, {kDrawDeck},
                                                 {kDrawPile, 0}, {kDrawPile, 1}}));
    }

    // ------------------------------------------------------------ winning
    void test_PP6_winning_hand_at_start_of_turn_must_call()
    {
        State s(stacked(2, "BBBBB" "ACDEF"));
        QCOMPARE(s.phase(), Phase::Call);
        QCOMPARE(legal(s), (std::vector<Action>{{kCall}}));
        PP_REFUSED(s, "discard B", "must call Panda Panda");
        PP_REFUSED(s, "draw deck", "must call Panda Panda");
        std::vector<Event> events;
        QVERIFY(s.apply(act("call"), &events).ok);
        QVERIFY(hasEvent(events, {kCalled, 0, 4}));          // BBBBB, revealed to all
        QVERIFY(hasEvent(events, {kRoundWon, 0, 1, 1}));
        QCOMPARE(s.scores(), (std::vector<int>{1, 0}));
        QCOMPARE(s.roundWinner(), 0);
        QCOMPARE(s.winningHand(), 4);
    }
    void test_winning_hand_counts_only_at_start_of_own_turn()
    {
        State s(stacked(2, "CCCCD" "ABBDF" "AAA"));
        PP_PLAY(s, "discard D");   // player 1 now holds CCCC but it is not their turn
        QCOMPARE(handText(s, 0), std::string("CCCC"));
        QCOMPARE(s.phase(), Phase::Act);
        PP_REFUSED(s, "call", "only a winning hand at the start of a turn");
        PP_PLAY(s, "draw deck");
        QCOMPARE(s.phase(), Phase::Call);
        QCOMPARE(s.currentSeat(), 0);
        PP_PLAY(s, "call");
        QCOMPARE(s.crowns(0), 1);
        QCOMPARE(s.winningHand(), 5);   // CCCC
    }
    void test_no_call_without_a_winning_hand()
    {
        State s(stacked(2, "ABCDE" "BBCDF"));
        PP_REFUSED(s, "call", "only a winning hand");
    }
    void test_PP5_round_winner_starts_next_round()
    {
        Setup setup = stacked(2, "ABCDE" "CCCCD" "AAA");
        setup.roundDecks = {letters("BCDEF" "AAABC" "G")};
        State s(setup);
        PP_PLAY(s, "draw deck");   // player 1: ABCDEA
        PP_PLAY(s, "discard D");   // player 2: CCCC
        PP_PLAY(s, "draw deck");   // player 1: AABCDEA
        QCOMPARE(s.phase(), Phase::Call);
        QCOMPARE(s.currentSeat(), 1);
        std::vector<Event> events;
        QVERIFY(s.apply(act("call"), &events).ok);
        QCOMPARE(s.round(), 2);
        QCOMPARE(s.turn(), 1);          // the winner starts round 2
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(s.scores(), (std::vector<int>{0, 1}));
        QCOMPARE(handText(s, 0), std::string("BCDEF"));   // a fresh deal of all 32 cards
        QCOMPARE(handText(s, 1), std::string("AAABC"));
        QCOMPARE(pileText(s, 0), std::string(""));
        QCOMPARE(pileText(s, 1), std::string(""));
        QCOMPARE(s.deckCount(), 22);
        QCOMPARE(s.deckTopFirst().front(), static_cast<int>(Letter::G));
        QVERIFY(hasEvent(events, {kRoundStarted, 1, 2}));
        QVERIFY(!s.isOver());
        QVERIFY(s.winners().empty());
    }
    void test_second_crown_wins_game()
    {
        Setup setup = stacked(3, "BBBBB" "ACDEF" "AACDE");
        setup.roundDecks = {letters("CCCCD" "ABBEF" "AABDE" "AA")};
        State s(setup);
        PP_PLAY(s, "call");                     // first crown: the game goes on
        QCOMPARE(s.scores(), (std::vector<int>{1, 0, 0}));
        QVERIFY(!s.isOver());
        QCOMPARE(s.turn(), 0);
        PP_PLAY(s, "discard D");
        PP_PLAY(s, "draw deck");
        PP_PLAY(s, "draw deck");
        QCOMPARE(handText(s, 0), std::string("CCCC"));
        QCOMPARE(handText(s, 1), std::string("AABBEF"));
        QCOMPARE(handText(s, 2), std::string("AAABDE"));
        QCOMPARE(pileText(s, 0), std::string("D"));
        QCOMPARE(s.deckCount(), 15);
        std::vector<Event> events;
        QVERIFY(s.apply(act("call"), &events).ok);
        QVERIFY(s.isOver());
        QCOMPARE(s.phase(), Phase::Over);
        QCOMPARE(s.scores(), (std::vector<int>{2, 0, 0}));
        QCOMPARE(s.winners(), (std::vector<Seat>{0}));
        QCOMPARE(s.currentSeat(), kNoSeat);
        QVERIFY(legal(s).empty());
        QCOMPARE(s.round(), 2);
        QCOMPARE(s.winningHand(), 5);
        QCOMPARE(events.back(), (Event{kGameWon, 0}));
        QVERIFY(hasEvent(events, {kRoundWon, 0, 2, 2}));
        PP_REFUSED(s, "draw deck", "the game is over");
    }

    // ------------------------------------------------------------ A-passes
    void test_A_discard_everyone_passes_left_at_once()
    {
        State s(stacked(3, "ABCDE" "BBCDF" "CCDEG"));
        std::vector<Event> events;
        QVERIFY(s.apply(act("discard A"), &events).ok);
        QVERIFY(hasEvent(events, {kDiscarded, 0, 0}));
        QCOMPARE(events.back(), (Event{kPassStarted, 0}));
        QCOMPARE(s.phase(), Phase::Pass);
        // PP-2: the discarder chooses first, then around the table, so the
        // device goes round once and ends with the next turn's player.
        QCOMPARE(s.currentSeat(), 0);
        PP_REFUSED(s, "discard C", "must first choose a card to pass left");
        PP_REFUSED(s, "pass G", "has no G in hand to pass");
        PP_PLAY(s, "pass E");
        // The choice is set aside and hidden from the others until all have chosen.
        QCOMPARE(s.passStatus(0), PassStatus::Chosen);
        QCOMPARE(handText(s, 0), std::string("BCD"));
        QCOMPARE(s.observation(0).myPass, static_cast<int>(Letter::E));
        QCOMPARE(s.observation(1).myPass, kNoLetter);
        QCOMPARE(s.observation(1).passStatus[0], PassStatus::Chosen);
        QCOMPARE(s.observation(1).handSizes[0], 3);
        QCOMPARE(s.currentSeat(), 1);
        // Nothing has moved yet: player 2 cannot pass the E coming to them.
        PP_REFUSED(s, "pass E", "arrives only when everyone has chosen");
        PP_PLAY(s, "pass B");
        QCOMPARE(s.currentSeat(), 2);   // the last to choose is left of the discarder's left
        QCOMPARE(legal(s), (std::vector<Action>{{kPass, 2}, {kPass, 3}, {kPass, 4}, {kPass, 6}}));
        events.clear();
        QVERIFY(s.apply(act("pass G"), &events).ok);
        QVERIFY(hasEvent(events, {kPassChosen, 2, 6}));
        // Then every card moves at once, one to each left neighbour.
        QVERIFY(hasEvent(events, {kCardPassed, 1, 1, 2}));
        QVERIFY(hasEvent(events, {kCardPassed, 2, 6, 0}));
        QVERIFY(hasEvent(events, {kCardPassed, 0, 4, 1}));
        QCOMPARE(redactedFor(Event{kCardPassed, 1, 1, 2}, 0).a, kNoLetter);   // only giver and receiver see it
        QCOMPARE(redactedFor(Event{kCardPassed, 1, 1, 2}, 2).a, 1);
        QCOMPARE(redactedFor(Event{kPassChosen, 0, 4}, 1).a, kNoLetter);
        QCOMPARE(handText(s, 0), std::string("BCDG"));
        QCOMPARE(handText(s, 1), std::string("BCDEF"));
        QCOMPARE(handText(s, 2), std::string("BCCDE"));
        QCOMPARE(pileText(s, 0), std::string("A"));
        QCOMPARE(s.deckCount(), 17);
        QCOMPARE(s.phase(), Phase::Act);
        QCOMPARE(s.turn(), 1);          // then the next player's turn as usual
        QCOMPARE(s.lastGiven(0), static_cast<int>(Letter::E));
        QCOMPARE(s.observation(0).lastReceived, static_cast<int>(Letter::G));
        QCOMPARE(s.observation(2).lastReceived, static_cast<int>(Letter::B));
        QCOMPARE(s.passStarter(), kNoSeat);
    }
    void test_PP2_empty_hand_passes_nothing()
    {
        State s(stacked(2, "CDEFA" "BBBDD" "AAAB"));
        for (const char* step : {"discard C", "draw deck", "discard D", "draw deck", "discard E", "draw deck",
                                 "discard F", "draw deck"})
            PP_PLAY(s, step);
        QCOMPARE(handText(s, 0), std::string("A"));
        std::vector<Event> events;
        QVERIFY(s.apply(act("discard A"), &events).ok);
        QCOMPARE(s.passStatus(0), PassStatus::Nothing);   // no card left: passes nothing, not asked
        QCOMPARE(s.passStatus(1), PassStatus::Pending);
        QCOMPARE(s.currentSeat(), 1);
        events.clear();
        QVERIFY(s.apply(act("pass B"), &events).ok);
        QVERIFY(hasEvent(events, {kCardPassed, 1, 1, 0}));
        QVERIFY(hasEvent(events, {kCardPassed, 0, kNoLetter, 1}));
        QCOMPARE(handText(s, 0), std::string("B"));
        QCOMPARE(handText(s, 1), std::string("AAABBBDD"));
        QCOMPARE(pileText(s, 0), std::string("CDEFA"));
        QCOMPARE(s.deckCount(), 18);
        QCOMPARE(s.turn(), 1);
        QCOMPARE(s.lastReceived(1), kNoLetter);
    }

    // ------------------------------------------------------------ drawing
    void test_PP4_empty_hand_must_draw()
    {
        State s(stacked(2, "CCDDE" "ABBDF" "AAAAA"));
        for (const char* step : {"discard C", "draw deck", "discard C", "draw deck", "discard D", "draw deck",
                                 "discard D", "draw deck", "discard E", "draw deck"})
            PP_PLAY(s, step);
        QCOMPARE(handText(s, 0), std::string(""));
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(legal(s), (std::vector<Action>{{kDrawDeck}, {kDrawPile, 0}}));
        PP_REFUSED(s, "discard C", "has no cards and must draw");
        PP_PLAY(s, "draw pile 0");
        QCOMPARE(handText(s, 0), std::string("E"));
        QCOMPARE(handText(s, 1), std::string("AAAAAABBDF"));
        QCOMPARE(pileText(s, 0), std::string("CCDD"));
        QCOMPARE(s.deckCount(), 17);
    }
    // Empties the deck of a 2-player game with two A-topped piles; player 1 to act.
    static void emptyTheDeck(State& s)
    {
        PP_PLAY(s, "discard A");
        PP_PLAY(s, "pass D");
        PP_PLAY(s, "pass E");
        PP_PLAY(s, "discard A");
        PP_PLAY(s, "pass C");
        PP_PLAY(s, "pass B");
        QCOMPARE(handText(s, 0), std::string("ACCE"));
        QCOMPARE(handText(s, 1), std::string("BBBD"));
        for (int i = 0; i < 22; ++i)
            PP_PLAY(s, "draw deck");
        QCOMPARE(s.deckCount(), 0);
        QCOMPARE(s.turn(), 0);
    }
    static Setup emptyDeckSetup()
    {
        return stacked(2, "AABCD" "ABBCE" "AAAAAAA" "BBBB" "CCC" "DDD" "EE" "FF" "G");
    }
    void test_PP3_empty_deck_and_every_pile_topped_by_A_can_still_reshuffle()
    {
        State s(emptyDeckSetup());
        emptyTheDeck(s);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(handText(s, 0), std::string("AAAAABBCCCDDEEF"));
        QCOMPARE(handText(s, 1), std::string("AAABBBBBCCDDEFG"));
        QCOMPARE(pileText(s, 0), std::string("A"));
        QCOMPARE(pileText(s, 1), std::string("A"));
        const std::vector<Action> options = legal(s);
        QVERIFY(std::find(options.begin(), options.end(), Action{kDrawDeck}) != options.end());
        for (const Action& a : options)
            QVERIFY(a.type != kDrawPile);
        std::vector<Event> events;
        QVERIFY(s.apply(act("draw deck"), &events).ok);
        QVERIFY(hasEvent(events, {kReshuffled, 0, 2}));
        QCOMPARE(s.reshuffles(), 1);
        QCOMPARE(handText(s, 0), std::string("AAAAAABBCCCDDEEF"));
        QCOMPARE(pileText(s, 0), std::string(""));
        QCOMPARE(pileText(s, 1), std::string(""));
        QCOMPARE(s.deckCount(), 1);
    }
    void test_PP3_nothing_at_all_to_draw_must_discard()
    {
        State s(emptyDeckSetup());
        emptyTheDeck(s);
        if (QTest::currentTestFailed())
            return;
        PP_PLAY(s, "draw deck");   // reshuffles the two As, draws one
        PP_PLAY(s, "draw deck");   // the other A
        QCOMPARE(s.deckCount(), 0);
        QCOMPARE(pileText(s, 0) + pileText(s, 1), std::string(""));
        PP_REFUSED(s, "draw deck", "nothing to draw");
        for (const Action& a : legal(s))
            QCOMPARE(a.type, static_cast<int>(kDiscard));
        QCOMPARE(legal(s).size(), std::size_t{6});   // A B C D E F
    }
    void test_drawing_from_empty_deck_reshuffles_all_discard_piles()
    {
        Setup setup = emptyDeckSetup();
        setup.reshuffles = {letters("C")};   // forced: the C ends on top of the new deck
        State s(setup);
        emptyTheDeck(s);
        if (QTest::currentTestFailed())
            return;
        PP_PLAY(s, "discard C");
        QCOMPARE(pileText(s, 0), std::string("AC"));
        // Player 2 could take the C from the pile, or draw from the empty deck:
        // that gathers every pile (A-topped ones too) into a new deck.
        QVERIFY(legal(s) == (std::vector<Action>{{kDiscard, 0}, {kDiscard, 1}, {kDiscard, 2}, {kDiscard, 3},
                                                 {kDiscard, 4}, {kDiscard, 5}, {kDiscard, 6}, {kDrawDeck},
                                                 {kDrawPile, 0}}));
        std::vector<Event> events;
        QVERIFY(s.apply(act("draw deck"), &events).ok);
        QVERIFY(hasEvent(events, {kReshuffled, 1, 3}));
        QVERIFY(hasEvent(events, {kDrewFromDeck, 1, 2}));
        QCOMPARE(handText(s, 1), std::string("AAABBBBBCCCDDEFG"));
        QCOMPARE(pileText(s, 0) + pileText(s, 1), std::string(""));
        QCOMPARE(s.deckCount(), 2);
        QCOMPARE(s.deckTopFirst(), (std::vector<int>{0, 0}));
    }
    // A scenario's forced reshuffle letter the piles do not hold is skipped
    // (as a forced pick is in Trash Pandas), so the deck draw the list offers
    // is always allowed (core/game.h: applyLegal takes any listed action).
    void test_forced_reshuffle_skips_letters_the_piles_do_not_hold()
    {
        Setup setup = emptyDeckSetup();
        setup.reshuffles = {letters("GC")};   // no G on the piles: the C still ends on top
        State s(setup);
        emptyTheDeck(s);
        if (QTest::currentTestFailed())
            return;
        PP_PLAY(s, "discard C");
        const std::vector<Action> options = legal(s);
        QVERIFY(std::find(options.begin(), options.end(), Action{kDrawDeck}) != options.end());
        std::vector<Event> events;
        State unchecked = s;
        QVERIFY(s.apply(act("draw deck"), &events).ok);
        unchecked.applyLegal(act("draw deck"), nullptr);
        QVERIFY(unchecked == s);
        QVERIFY(hasEvent(events, {kReshuffled, 1, 3}));
        QCOMPARE(handText(s, 1), std::string("AAABBBBBCCCDDEFG"));   // drew the C
        QCOMPARE(s.deckTopFirst(), (std::vector<int>{0, 0}));
    }
    void test_PP7_empty_hand_with_nothing_to_draw_skips_the_turn()
    {
        State s(stacked(2, "CCDDE" "AAAAA" "AAAAABBBBBBBCCCDDEEFFG"));
        for (int i = 0; i < 11; ++i) {
            PP_PLAY(s, "discard C");
            PP_PLAY(s, "draw deck");
            PP_PLAY(s, "draw pile 0");
            PP_PLAY(s, "draw deck");
        }
        QCOMPARE(s.deckCount(), 0);
        QCOMPARE(handText(s, 0), std::string("CCDDE"));
        for (const char* step : {"discard C", "draw pile 0", "discard D", "draw pile 0", "discard C",
                                 "draw pile 0", "discard D", "draw pile 0", "discard E"})
            PP_PLAY(s, step);
        std::vector<Event> events;
        QVERIFY(s.apply(act("draw pile 0"), &events).ok);
        // Player 1: no cards, no deck, no discard piles: the turn passes.
        QVERIFY(hasEvent(events, {kTurnSkipped, 0}));
        QCOMPARE(events.back(), (Event{kTurnStarted, 1}));
        QCOMPARE(s.turn(), 1);
        QCOMPARE(s.handSize(0), 0);
        QCOMPARE(s.handSize(1), 32);
        QCOMPARE(legal(s).size(), std::size_t{7});   // discard any letter
        PP_PLAY(s, "discard B");
        QCOMPARE(s.turn(), 0);
        QCOMPARE(legal(s), (std::vector<Action>{{kDrawDeck}, {kDrawPile, 1}}));
    }

    // ------------------------------------------------------------ refusals and knowledge
    void test_illegal_action_is_refused_with_a_reason_and_changes_nothing()
    {
        State s(stacked(2, "ABCDE" "BBCDF"));
        const State before = s;
        const struct {
            Action action;
            const char* why;
        } cases[] = {
            {{99}, "unknown action type"},
            {{-1}, "unknown action type"},
            {{kDiscard, 0, 5}, "takes one argument"},
            {{kDrawDeck, 1}, "takes no argument"},
            {{kDiscard, 7}, "a letter A-G"},
            {{kDiscard, 5}, "has no F to discard"},
            {{kDrawPile, 3}, "no discard pile of player 4"},
            {{kDrawPile, 1}, "player 2 is empty"},
            {{kPass, 0}, "only after an A"},
            {{kCall}, "only a winning hand"},
        };
        for (const auto& c : cases) {
            std::vector<Event> events;
            const ApplyResult result = s.apply(c.action, &events);
            QVERIFY2(!result.ok, toDebugString(c.action).c_str());
            QVERIFY2(result.error.find(c.why) != std::string::npos, result.error.c_str());
            QVERIFY(events.empty());
            QVERIFY(s == before);
        }
    }
    void test_observation_hides_other_hands_and_the_deck_order()
    {
        const State a(stacked(2, "ABCDE" "BBCDF" "G"));
        const State b(stacked(2, "ABCDG" "BBCDF" "E"));
        QVERIFY(a.observation(1) == b.observation(1));   // player 2 cannot tell these apart
        QVERIFY(!(a.observation(0) == b.observation(0)));
        const Observation seen = a.observation(1);
        QCOMPARE(lettersText(seen.hand), std::string("BBCDF"));
        QCOMPARE(seen.handSizes[0], 5);
        QCOMPARE(seen.deckCount, 22);
        QCOMPARE(seen.turn, 0);
        QCOMPARE(seen.deciding, 0);
    }
    void test_sampled_world_agrees_with_the_observation()
    {
        State s(stacked(3, "ABCDE" "BBCDF" "CCDEG"));
        PP_PLAY(s, "discard A");
        PP_PLAY(s, "pass B");
        Rng rng(5);
        for (Seat seat = 0; seat < 3; ++seat) {
            const Observation seen = s.observation(seat);
            for (int i = 0; i < 20; ++i) {
                const State world = State::sampleWorld(seen, rng);
                QVERIFY(world.observation(seat) == seen);
                QVERIFY2(world.checkInvariants().empty(), world.checkInvariants().c_str());
                QCOMPARE(world.currentSeat(), s.currentSeat());
            }
        }
        QCOMPARE(s.currentSeat(), 1);
        const State world = State::sampleWorld(s.observation(1), rng);
        QCOMPARE(legal(world), legal(s));   // player 2 decides: same choices in every world
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaRules)
#include "test_pandapanda_rules.moc"
