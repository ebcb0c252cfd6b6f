// Trash Pandas end-of-game scoring: majorities per card type, ties (TP-2),
// Blammo! per card, at least one card to score, winner tie-breaks (TP-3).
#include "tp_test_util.h"

#include "trashpandas/scoring.h"

using namespace tptest;

namespace {
std::array<Counts, kMaxPlayers> stashes(const std::string& a, const std::string& b, const std::string& c = "",
                                        const std::string& d = "")
{
    return {counts(a), counts(b), counts(c), counts(d)};
}
const ScoreLine& line(const ScoreBreakdown& b, int seat, Card card)
{
    return b.lines[std::size_t(seat)][std::size_t(card)];
}
} // namespace

class TestTpScoring : public QObject {
    Q_OBJECT
private slots:
    void test_majority_places_score_first_second_third()
    {
        const auto b = scoreStashes(stashes("feesh feesh feesh", "feesh feesh", "feesh"), 3);
        QCOMPARE(b.total[0], 5);
        QCOMPARE(b.total[1], 3);
        QCOMPARE(b.total[2], 1);
        QCOMPARE(line(b, 1, Card::Feesh).place, 2);
    }
    void test_TP2_tie_for_first_scores_one_less_and_next_takes_second()
    {
        // the rulebook's Feesh example: both tied first score 4, the next 3
        const auto b = scoreStashes(stashes("feesh feesh feesh", "feesh feesh feesh", "feesh"), 3);
        QCOMPARE(b.total[0], 4);
        QCOMPARE(b.total[1], 4);
        QCOMPARE(b.total[2], 3);
        QVERIFY(line(b, 0, Card::Feesh).tied && line(b, 0, Card::Feesh).place == 1);
        QCOMPARE(line(b, 2, Card::Feesh).place, 2);
    }
    void test_TP2_tie_for_second_and_zero_places_stay_zero()
    {
        const auto pie = scoreStashes(stashes("pie pie pie", "pie", "pie"), 3);
        QCOMPARE(pie.total[0], 6);
        QCOMPARE(pie.total[1], 1); // 2 - 1
        QCOMPARE(pie.total[2], 1);
        const auto nanners = scoreStashes(stashes("nanners nanners", "nanners nanners", "nanners"), 3);
        QCOMPARE(nanners.total[0], 6); // 7 - 1
        QCOMPARE(nanners.total[1], 6);
        QCOMPARE(nanners.total[2], 0); // second place is worth nothing
        const auto yum = scoreStashes(stashes("yumyum yumyum yumyum", "yumyum yumyum", "yumyum", "yumyum"), 4);
        QCOMPARE(yum.total[2], 0); // third place worth 0, tied: still 0
        QCOMPARE(yum.total[3], 0);
    }
    void test_blammo_scores_one_point_per_card()
    {
        const auto b = scoreStashes(stashes("blammo blammo blammo", "blammo blammo blammo", "blammo"), 3);
        QCOMPARE(b.total[0], 3);
        QCOMPARE(b.total[1], 3);
        QCOMPARE(b.total[2], 1);
        QCOMPARE(line(b, 0, Card::Blammo).place, 0);
    }
    void test_at_least_one_card_of_a_type_to_score()
    {
        const auto b = scoreStashes(stashes("shiny", "", ""), 3);
        QCOMPARE(b.total[0], 3);
        QCOMPARE(b.total[1], 0);
        QCOMPARE(line(b, 1, Card::Shiny).place, 0);
        const auto doggo = scoreStashes(stashes("doggo kitteh", ""), 2);
        QCOMPARE(doggo.total[0], 0); // no points, but they count as types and cards (TP-3)
        QCOMPARE(doggo.types[0], 2);
    }
    void test_TP3_winner_ties_broken_by_types_then_cards_then_shared()
    {
        // 5 points each; seat 1 has more types
        auto b = scoreStashes(stashes("feesh", "blammo blammo blammo blammo blammo doggo kitteh"), 2);
        QCOMPARE(b.total[0], 5);
        QCOMPARE(b.total[1], 5);
        QCOMPARE(winnersOf(b), std::vector<Seat>{1});
        // 4 points each, same types: seat 0 has more cards
        b = scoreStashes(stashes("blammo blammo blammo blammo doggo doggo", "blammo blammo blammo blammo doggo"), 2);
        QCOMPARE(winnersOf(b), std::vector<Seat>{0});
        // identical: a shared win
        b = scoreStashes(stashes("feesh pie", "feesh pie", "feesh"), 3);
        QCOMPARE(winnersOf(b), (std::vector<Seat>{0, 1}));
    }
    void test_score_breakdown_per_player_and_card_type()
    {
        const auto b = scoreStashes(stashes("feesh feesh pie blammo", "pie pie yumyum"), 2);
        QCOMPARE(line(b, 0, Card::Feesh), (ScoreLine{2, 1, false, 5}));
        QCOMPARE(line(b, 0, Card::Pie), (ScoreLine{1, 2, false, 2}));
        QCOMPARE(line(b, 0, Card::Blammo), (ScoreLine{1, 0, false, 1}));
        QCOMPARE(line(b, 1, Card::Pie), (ScoreLine{2, 1, false, 6}));
        QCOMPARE(line(b, 1, Card::YumYum), (ScoreLine{1, 1, false, 4}));
        QCOMPARE(b.total[0], 8);
        QCOMPARE(b.total[1], 10);
        QCOMPARE(b.types[0], 3);
        QCOMPARE(b.cards[1], 3);
    }
    void test_state_scores_stashes_face_down_and_face_up()
    {
        State s = game(2, "feesh pie nanners | feesh blammo blammo blammo | feesh", {2, 5});
        PLAY_ALL(s, "roll", "stop", "pass", "resolve tree stash feesh pie");
        PLAY_ALL(s, "roll", "stop", "pass", "resolve mask", "pass");
        // seat 1 revealed a feesh; seat 0 had none left to match
        QCOMPARE(s.scores(), (std::vector<int>{5 + 6, 0}));
        const auto b = scoreBreakdown(s);
        QCOMPARE(line(b, 0, Card::Pie).points, 6);
        QVERIFY(s.winners().empty()); // not over yet
    }
};

QTEST_APPLESS_MAIN(TestTpScoring)
#include "test_tp_scoring.moc"
