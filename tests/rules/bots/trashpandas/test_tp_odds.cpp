// odds.h pinned exactly: the bust chance of the next roll, what Blammo! and
// Nanners change, the bonus roll's three-token limit, the table's label, and
// the exact expectations behind the bots' rolling decision.
#include <QtTest>

#include "trashpandas/odds.h"

using namespace critter;
using namespace critter::tp;
using namespace critter::tp::odds;

namespace {

std::uint8_t tokens(std::initializer_list<Token> list)
{
    std::uint8_t held = 0;
    for (Token t : list)
        held = static_cast<std::uint8_t>(held | tokenBit(t));
    return held;
}

// Seat `viewer` watching seat 0 roll, holding `held`.
State::Observation watching(Seat viewer, Phase phase, std::uint8_t held, bool bonus = false)
{
    State::Observation seen;
    seen.seat = viewer;
    seen.players = 2;
    seen.trashCount = 30;
    seen.turn.phase = phase;
    seen.turn.active = 0;
    seen.turn.held = held;
    seen.turn.bonus = bonus;
    return seen;
}

void setCard(Counts& counts, Card card, int n) { counts[static_cast<std::size_t>(card)] = static_cast<std::uint8_t>(n); }

TurnValues allWorth(double each, double bust)
{
    TurnValues v;
    v.token.fill(each);
    v.bust = bust;
    return v;
}

} // namespace

class TestTpOdds : public QObject {
    Q_OBJECT
private slots:
    void test_bust_chance_is_tokens_over_six()
    {
        QCOMPARE(bustChance(0), (Fraction{0, 1}));
        QCOMPARE(bustChance(1), (Fraction{1, 6}));
        QCOMPARE(bustChance(3), (Fraction{1, 2}));
        QCOMPARE(bustChance(4), (Fraction{2, 3}));
        QCOMPARE(bustChance(5), (Fraction{5, 6}));
        QCOMPARE(bustChance(3).value(), 0.5);
    }

    void test_each_blammo_multiplies_by_the_bust_chance()
    {
        QCOMPARE(bustChance(3, 0), (Fraction{1, 2}));
        QCOMPARE(bustChance(3, 1), (Fraction{1, 4}));
        QCOMPARE(bustChance(3, 2), (Fraction{1, 8}));
        QCOMPARE(bustChance(4, 1), (Fraction{4, 9}));
        QCOMPARE(bustChance(5, 2), (Fraction{125, 216}));
        QCOMPARE(bustChance(0, 3), (Fraction{0, 1}));
        // Capped far beyond any real hand, without overflow.
        QCOMPARE(bustChance(5, 40), bustChance(5, kMaxCountedBlammos));
    }

    void test_a_nanners_turns_the_bust_into_a_stop()
    {
        const RollOdds plain = nextRoll(3, 0, 0);
        QCOMPARE(plain.take, (Fraction{1, 2}));
        QCOMPARE(plain.bust, (Fraction{1, 2}));
        QCOMPARE(plain.nannersStop, (Fraction{0, 1}));

        const RollOdds nanners = nextRoll(3, 0, 1);
        QCOMPARE(nanners.bust, (Fraction{0, 1}));
        QCOMPARE(nanners.nannersStop, (Fraction{1, 2}));
        QCOMPARE(nanners.take, (Fraction{1, 2}));

        // One Blammo first, then the Nanners if the re-roll busts too.
        const RollOdds both = nextRoll(3, 1, 1);
        QCOMPARE(both.take, (Fraction{3, 4}));
        QCOMPARE(both.bust, (Fraction{0, 1}));
        QCOMPARE(both.nannersStop, (Fraction{1, 4}));
        QCOMPARE(both.blammosSpent, (Fraction{1, 2}));
    }

    void test_expected_blammos_spent()
    {
        // 2 tokens, 2 Blammos: the first is needed 1/3 of the time, the second 1/9.
        const RollOdds odds = nextRoll(2, 2, 0);
        QCOMPARE(odds.blammosSpent, (Fraction{4, 9}));
        QCOMPARE(odds.bust, (Fraction{1, 27}));
        QCOMPARE(odds.take, (Fraction{26, 27}));
    }

    void test_bonus_roll_takes_three_tokens_at_most()
    {
        QVERIFY(canRoll(0, true));
        QVERIFY(canRoll(2, true));
        QVERIFY(!canRoll(3, true));
        QVERIFY(canRoll(5, false));
        QVERIFY(!canRoll(6, false));
    }

    void test_label_for_the_table()
    {
        const std::uint8_t three = tokens({Token::TrashCan, Token::Tree, Token::Paw});
        // The active player sees its own saves.
        State::Observation mine = watching(0, Phase::Rolled, three);
        setCard(mine.hand, Card::Blammo, 1);
        setCard(mine.playable, Card::Blammo, 1);
        const auto own = rollOddsFor(mine);
        QVERIFY(own.has_value());
        QCOMPARE(own->bust, (Fraction{1, 4}));

        // Another seat knows nothing of that hand: the plain odds.
        const auto other = rollOddsFor(watching(1, Phase::Rolled, three));
        QVERIFY(other.has_value());
        QCOMPARE(other->bust, (Fraction{1, 2}));

        // A Blammo! gained this turn is not playable (TP-6): it does not count.
        State::Observation locked = watching(0, Phase::Rolled, three);
        setCard(locked.hand, Card::Blammo, 1);
        QCOMPARE(rollOddsFor(locked)->bust, (Fraction{1, 2}));

        // A Feesh with a Nanners in the discard pile is a save (TP-6).
        State::Observation fish = watching(0, Phase::Rolled, three);
        setCard(fish.hand, Card::Feesh, 1);
        setCard(fish.playable, Card::Feesh, 1);
        setCard(fish.discard, Card::Nanners, 1);
        QCOMPARE(rollOddsFor(fish)->bust, (Fraction{0, 1}));
        QCOMPARE(rollOddsFor(fish)->nannersStop, (Fraction{1, 2}));

        // Bonus roll (TP-9): with three tokens no roll is left.
        QVERIFY(!rollOddsFor(watching(0, Phase::Rolled, three, true)).has_value());
        const auto bonusTwo = rollOddsFor(watching(0, Phase::Rolled, tokens({Token::Tree, Token::Mask}), true));
        QCOMPARE(bonusTwo->bust, (Fraction{1, 3}));
        // Nothing to label while resolving.
        QVERIFY(!rollOddsFor(watching(0, Phase::Resolve, three)).has_value());
        // A Yum Yum being weighed: the forced roll's odds.
        QCOMPARE(rollOddsFor(watching(1, Phase::YumYum, three))->bust, (Fraction{1, 2}));
    }

    void test_saves_say_which_come_from_a_feesh()
    {
        const std::uint8_t three = tokens({Token::TrashCan, Token::Tree, Token::Paw});
        // 3 Blammo! and a Feesh, empty discard pile: the Feesh can fish back a
        // Blammo! played this roll, so it counts as a fourth re-roll, and the
        // table must be able to say that it is a Feesh.
        State::Observation mine = watching(0, Phase::Rolled, three);
        setCard(mine.hand, Card::Blammo, 3);
        setCard(mine.playable, Card::Blammo, 3);
        setCard(mine.hand, Card::Feesh, 1);
        setCard(mine.playable, Card::Feesh, 1);
        const Saves saves = savesOf(mine);
        QCOMPARE(saves.blammos, 4);
        QCOMPARE(saves.fishedBlammos, 1);
        QCOMPARE(saves.nanners, 0);

        // A Feesh alone with a Nanners in the discard pile is a fished Nanners.
        State::Observation fish = watching(0, Phase::Rolled, three);
        setCard(fish.hand, Card::Feesh, 1);
        setCard(fish.playable, Card::Feesh, 1);
        setCard(fish.discard, Card::Nanners, 1);
        const Saves fished = savesOf(fish);
        QCOMPARE(fished.nanners, 1);
        QCOMPARE(fished.fishedNanners, 1);
        QCOMPARE(fished.blammos, 0);
    }

    void test_recycle_is_worth_the_best_token_left()
    {
        TurnValues v = allWorth(1.0, 0.0);
        v.token[static_cast<std::size_t>(Token::Tree)] = 3.0;
        QCOMPARE(stopValue(tokens({Token::TrashCan, Token::Recycle}), v), 4.0);
        QCOMPARE(stopValue(tokens({Token::Tree, Token::Recycle}), v), 4.0);
        QCOMPARE(stopValue(kAllTokens, v), 7.0); // all six: Recycle gives nothing (TP-11)
        QCOMPARE(stopValue(0, v), 0.0);
    }

    void test_plan_is_the_exact_expectation()
    {
        // Bonus roll, two tokens worth 1 each, a bust worth 0.3: rolling takes
        // a third token 4/6 of the time (then no roll is left): 4/6*3 + 2/6*0.3.
        const std::uint8_t two = tokens({Token::TrashCan, Token::Tree});
        const RollPlan p = planRoll(Phase::Rolled, two, true, {}, allWorth(1.0, 0.3));
        QCOMPARE(p.stop, 2.0);
        QVERIFY(qFuzzyCompare(p.roll, 2.1));
        QCOMPARE(p.best, Move::Roll);
        const RollPlan q = planRoll(Phase::Rolled, two, true, {}, allWorth(1.0, 0.0));
        QVERIFY(qFuzzyCompare(q.roll, 2.0));
        QCOMPARE(q.best, Move::Stop); // no gain: keep what is held

        // Five tokens and no saves: stop. One token: roll.
        const std::uint8_t five = static_cast<std::uint8_t>(kAllTokens & ~tokenBit(Token::Recycle));
        QCOMPARE(planRoll(Phase::Rolled, five, false, {}, allWorth(1.0, 0.5)).best, Move::Stop);
        QCOMPARE(planRoll(Phase::Rolled, tokens({Token::Tree}), false, {}, allWorth(1.0, 0.5)).best, Move::Roll);
    }

    void test_busting_saves_when_it_pays()
    {
        const std::uint8_t three = tokens({Token::TrashCan, Token::Tree, Token::Paw});
        TurnValues v = allWorth(2.0, 1.0);
        v.nanners = 1.0;
        v.blammo = 1.0;
        // Nanners keeps 6 points for 1: better than the consolation card.
        const RollPlan n = planRoll(Phase::Busting, three, false, {0, 1}, v);
        QCOMPARE(n.best, Move::Nanners);
        QCOMPARE(n.stop, 5.0);
        QCOMPARE(n.bust, 1.0);
        // A very dear Nanners is kept: accept the bust.
        v.nanners = 9.0;
        QCOMPARE(planRoll(Phase::Busting, three, false, {0, 1}, v).best, Move::Bust);
        // No saves at all: bust.
        QCOMPARE(planRoll(Phase::Busting, three, false, {}, v).best, Move::Bust);
        // A Blammo! re-roll: half the time a fourth token, then play on well.
        const RollPlan b = planRoll(Phase::Busting, three, false, {1, 0}, v);
        QCOMPARE(b.best, Move::Blammo);
        QVERIFY(b.roll > b.bust);
    }
};

QTEST_APPLESS_MAIN(TestTpOdds)
#include "test_tp_odds.moc"
