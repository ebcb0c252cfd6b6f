// The winning hands of the player aid (as data), the exact-letters rule and
// the distance helper the player aid and the bots use; PP-1's card counts.
#include <QtTest>

#include "pandapanda/cards.h"
#include "pandapanda/hands.h"

using namespace critter::pp;

namespace {

LetterCounts counts(const char* text)
{
    LetterCounts out{};
    for (const char* c = text; *c; ++c)
        ++out[static_cast<std::size_t>(*letterFromChar(*c))];
    return out;
}

QString handName(const char* text)
{
    const int hand = winningHandOf(counts(text));
    return hand == kNoHand ? QStringLiteral("none")
                           : QString::fromStdString(std::string(winningHands()[static_cast<std::size_t>(hand)].name));
}

} // namespace

class TestPandaPandaHands : public QObject {
    Q_OBJECT
private slots:
    void test_PP1_deck_has_32_cards_A10_B7_C5_D4_E3_F2_G1()
    {
        QCOMPARE(deckSize(), 32);
        const std::array<int, kLetters> expected{10, 7, 5, 4, 3, 2, 1};
        QCOMPARE(letterCopies(), expected);
    }
    void test_player_aid_lists_ten_winning_hands_from_seven_to_two_cards()
    {
        QCOMPARE(kWinningHands, 10);
        const char* names[] = {"ABCDEFG", "AAAABBB", "AACCEE", "BBCCDD", "BBBBB", "CCCC", "DDD", "CE", "BF", "DG"};
        for (int i = 0; i < kWinningHands; ++i) {
            const auto& hand = winningHands()[static_cast<std::size_t>(i)];
            QCOMPARE(std::string(hand.name), std::string(names[i]));
            QCOMPARE(hand.size, cardCount(hand.counts));
            QCOMPARE(lettersText(hand.counts), std::string(names[i]));
        }
    }
    void test_seven_cards_ABCDEFG_wins() { QCOMPARE(handName("GFEDCBA"), QStringLiteral("ABCDEFG")); }
    void test_seven_cards_AAAABBB_wins() { QCOMPARE(handName("ABABABA"), QStringLiteral("AAAABBB")); }
    void test_six_cards_AACCEE_wins() { QCOMPARE(handName("ECAECA"), QStringLiteral("AACCEE")); }
    void test_six_cards_BBCCDD_wins() { QCOMPARE(handName("DCBDCB"), QStringLiteral("BBCCDD")); }
    void test_five_cards_BBBBB_wins() { QCOMPARE(handName("BBBBB"), QStringLiteral("BBBBB")); }
    void test_four_cards_CCCC_wins() { QCOMPARE(handName("CCCC"), QStringLiteral("CCCC")); }
    void test_three_cards_DDD_wins() { QCOMPARE(handName("DDD"), QStringLiteral("DDD")); }
    void test_winning_hand_CE_with_two_cards() { QCOMPARE(handName("EC"), QStringLiteral("CE")); }
    void test_winning_hand_BF_with_two_cards() { QCOMPARE(handName("BF"), QStringLiteral("BF")); }
    void test_winning_hand_DG_with_two_cards() { QCOMPARE(handName("GD"), QStringLiteral("DG")); }
    void test_extra_letter_is_not_a_winning_hand()
    {
        QCOMPARE(handName("CEA"), QStringLiteral("none"));
        QCOMPARE(handName("BBBBBB"), QStringLiteral("none"));
        QCOMPARE(handName("CCCCC"), QStringLiteral("none"));
        QCOMPARE(handName("ABCDEFGA"), QStringLiteral("none"));
        QCOMPARE(handName("DDDG"), QStringLiteral("none"));
    }
    void test_missing_letter_is_not_a_winning_hand()
    {
        QCOMPARE(handName(""), QStringLiteral("none"));
        QCOMPARE(handName("C"), QStringLiteral("none"));
        QCOMPARE(handName("ABCDEF"), QStringLiteral("none"));
        QCOMPARE(handName("AAABBB"), QStringLiteral("none"));
        QCOMPARE(handName("CCC"), QStringLiteral("none"));
    }
    void test_wrong_letters_of_the_right_size_are_not_a_winning_hand()
    {
        QCOMPARE(handName("CD"), QStringLiteral("none"));
        QCOMPARE(handName("AAAAA"), QStringLiteral("none"));
        QCOMPARE(handName("AACCDD"), QStringLiteral("none"));
        QCOMPARE(handName("AAABBBB"), QStringLiteral("none"));
    }
    // Every hand the deck allows (each letter 0..copies): exactly the ten
    // player-aid hands win.
    void test_exactly_ten_of_all_possible_hands_win()
    {
        int wins = 0;
        long long hands = 0;
        LetterCounts hand{};
        const auto& copies = letterCopies();
        for (;;) {
            ++hands;
            if (isWinningHand(hand))
                ++wins;
            std::size_t l = 0;
            while (l < kLetters && hand[l] == copies[l])
                hand[l++] = 0;
            if (l == kLetters)
                break;
            ++hand[l];
        }
        QCOMPARE(hands, 11LL * 8 * 6 * 5 * 4 * 3 * 2);
        QCOMPARE(wins, kWinningHands);
    }
    void test_distance_counts_missing_and_extra_cards()
    {
        const HandDistance d = distanceTo(counts("CCCD"), 5);  // CCCC
        QCOMPARE(d.missing, 1);
        QCOMPARE(d.extra, 1);
        QCOMPARE(d.changes(), 2);
        QCOMPARE(distanceTo(counts("CE"), 7).changes(), 0);
        QCOMPARE(distanceTo(counts(""), 0).missing, 7);
    }
    void test_nearest_winning_hand_of_a_winning_hand_is_itself()
    {
        for (int i = 0; i < kWinningHands; ++i) {
            const HandDistance d = nearestWinningHand(winningHands()[static_cast<std::size_t>(i)].counts);
            QCOMPARE(d.hand, i);
            QCOMPARE(d.changes(), 0);
        }
    }
    void test_nearest_winning_hand_of_CEA_is_CE_one_discard_away()
    {
        const HandDistance d = nearestWinningHand(counts("ACE"));
        QCOMPARE(std::string(winningHands()[static_cast<std::size_t>(d.hand)].name), std::string("CE"));
        QCOMPARE(d.extra, 1);
        QCOMPARE(d.missing, 0);
        const auto all = distancesToWinningHands(counts("ACE"));
        QCOMPARE(all[2].changes(), 3);   // AACCEE: A, C, E missing
    }
    void test_nearest_winning_hand_of_empty_hand_is_two_cards_away()
    {
        const HandDistance d = nearestWinningHand(LetterCounts{});
        QCOMPARE(d.changes(), 2);
        QCOMPARE(std::string(winningHands()[static_cast<std::size_t>(d.hand)].name), std::string("CE"));
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaHands)
#include "test_pandapanda_hands.moc"
