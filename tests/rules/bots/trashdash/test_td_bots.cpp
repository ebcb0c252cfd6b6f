// Trash Dash bots: sensible choices pinned on stacked decks, every level legal
// through whole races, and no level reading what its seat may not see.
#include <QtTest>

#include "../../trashdash/td_test_util.h"
#include "bots/trashdash/bot_traits.h"

using namespace critter;
using namespace critter::td;
using namespace tdtest;

namespace {

// The search levels with a fixed iteration budget (no time cap), so a choice
// depends only on the observation and the Rng.
BotRecipe<State> fixedRecipe(int iterations)
{
    BotRecipe<State> r = BotTraits<State>::recipe();
    r.normal.budget = SearchBudget{iterations, {}};
    r.hard.budget = SearchBudget{iterations, {}};
    return r;
}

Action choice(BotLevel level, const State& state, std::uint64_t seed = 7, int iterations = 200)
{
    auto bot = makeDefaultBot<State>(level, fixedRecipe(iterations));
    std::vector<Action> legal;
    state.legalActions(legal);
    Rng rng(seed);
    return bot->choose(state.observation(state.currentSeat()), legal, rng);
}

std::string chosenText(BotLevel level, const State& state, std::uint64_t seed = 7)
{
    return toNotation(choice(level, state, seed));
}

} // namespace

class TestTdBots : public QObject {
    Q_OBJECT
private slots:
    void test_easy_dashes_with_a_big_pair()
    {
        // Seat 0: m4 m4 m1 m2 m3. A Dash makes 4 + the die (2.5 on average)
        // for one card more than Go m4.
        const State s(race({hand("winston"), hand("flipp")}, "m4 m4 m1 m2 m3 | m1 m2 m2 m3 m3"));
        QCOMPARE(chosenText(BotLevel::Easy, s), std::string("dash m4 m4"));
    }

    void test_search_levels_dash_with_a_big_pair_too()
    {
        const State s(race({hand("winston"), hand("flipp")}, "m4 m4 m1 m2 m3 | m1 m2 m2 m3 m3"));
        QCOMPARE(chosenText(BotLevel::Normal, s), std::string("dash m4 m4"));
        QCOMPARE(chosenText(BotLevel::Hard, s), std::string("dash m4 m4"));
    }

    void test_easy_aims_the_attack_at_the_leader()
    {
        // Seat 0 holds only small cards and an Attack 3 (worth more than a Go or a
        // Dash of ones when it hits the leader); seat 2 leads, seat 1 trails.
        State s(race({hand("winston"), hand("flipp"), hand("aesop", 'B')},
                     "m1a3 m1 m1 m1 m2 | m2 m2 m3 m3 m4 | m2 m3 m3 m4 m5"));
        Observation seen = s.observation(0);
        seen.pub.racers[1].progress = 3;
        seen.pub.racers[2].progress = 9;
        std::vector<Action> legal;
        s.legalActions(legal);
        Rng rng(1);
        bots::HeuristicBot bot;
        QCOMPARE(toNotation(bot.choose(seen, legal, rng)), std::string("go m1a3 at 2"));
        // With the lead swapped, the Attack follows it.
        seen.pub.racers[1].progress = 11;
        QCOMPARE(toNotation(bot.choose(seen, legal, rng)), std::string("go m1a3 at 1"));
    }

    void test_easy_does_not_attack_a_sheltered_leader()
    {
        // The leader is invincible (Cafe Con Leche): the Attack would do nothing,
        // so the Attack card goes to the other opponent or a plain card is played.
        State s(race({hand("winston"), hand("flipp"), hand("aesop", 'B')},
                     "m1a3 m1 m1 m1 m2 | m2 m2 m3 m3 m4 | m2 m3 m3 m4 m5"));
        Observation seen = s.observation(0);
        seen.pub.racers[1].progress = 3;
        seen.pub.racers[2].progress = 9;
        seen.pub.racers[2].invincible = true;
        std::vector<Action> legal;
        s.legalActions(legal);
        Rng rng(1);
        bots::HeuristicBot bot;
        QVERIFY(toNotation(bot.choose(seen, legal, rng)) != "go m1a3 at 2");
    }

    void test_easy_rerolls_a_low_dash_die_with_its_worst_card()
    {
        Setup setup = race({hand("winston"), hand("flipp")}, "m4 m4 m1 m2 m3 | m1 m2 m2 m3 m3");
        setup.dashRolls = {1, 4};
        State s(setup);
        PLAY(s, "dash m4 m4");
        QCOMPARE(s.phase(), Phase::DashRoll);
        QCOMPARE(chosenText(BotLevel::Easy, s), std::string("reroll m1"));
        PLAY(s, "reroll m1");
        QCOMPARE(chosenText(BotLevel::Easy, s), std::string("keep roll"));
    }

    void test_easy_rests_with_one_card_left()
    {
        // One m1 in hand: a Go moves 1 and keeps one card; a Rest moves 1 and
        // refills to five.
        State s(race({hand("winston"), hand("flipp")}, "m1 m1 m1 m1 m2 | m1 m2 m2 m3 m3"));
        Observation seen = s.observation(0);
        seen.hand = {};
        seen.hand[static_cast<std::size_t>(card("m1"))] = 1;
        const std::vector<Action> legal{makeAction(ActionType::Go, card("m1")), makeAction(ActionType::Rest)};
        Rng rng(1);
        bots::HeuristicBot bot;
        QCOMPARE(toNotation(bot.choose(seen, legal, rng)), std::string("rest"));
    }

    void test_no_level_reads_hidden_cards()
    {
        // Two races that differ only in seat 1's hand and the deck below the
        // deal: seat 0 sees the same, so every level must choose the same.
        const State a(race({hand("jet"), hand("chloe", 'B')}, "m4 m4 m1 m2a1 m3 | m5 m5 m5 m1 m1 m2 m2"));
        const State b(race({hand("jet"), hand("chloe", 'B')}, "m4 m4 m1 m2a1 m3 | m2 m2 m3 m3 m1 m5 m5"));
        QVERIFY(a.observation(0) == b.observation(0));
        QVERIFY(!(a == b));
        for (BotLevel level : {BotLevel::Random, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard})
            for (std::uint64_t seed : {1u, 2u, 3u})
                QCOMPARE(toNotation(choice(level, a, seed)), toNotation(choice(level, b, seed)));
    }

    void test_prior_scores_every_legal_action()
    {
        const State s(race({hand("winston"), hand("flipp")}, "m4 m4 m1 m2 m3 | m1 m2 m2 m3 m3"));
        std::vector<Action> legal;
        s.legalActions(legal);
        std::vector<double> scores;
        bots::heuristicPrior(s.observation(0), legal, scores);
        QCOMPARE(scores.size(), legal.size());
    }

    void test_leaf_values_favour_the_leader_and_sum_to_one()
    {
        State s(race({hand("winston"), hand("flipp")}, "m4 m4 m1 m2 m3 | m1 m2 m2 m3 m3"));
        PLAY(s, "go m4");
        std::vector<double> values;
        bots::leafValues(s, values);
        QCOMPARE(values.size(), std::size_t{2});
        QVERIFY(values[0] > values[1]);
        QVERIFY(std::abs(values[0] + values[1] - 1.0) < 1e-9);
    }

    void test_every_level_plays_whole_races_legally_with_cpus()
    {
        const auto& tracks = content().tracks;
        for (std::size_t t = 0; t < tracks.size(); ++t) {
            State s(standardSetup(tracks[t].id, {hand("jet"), cpu("aesop"), hand("madam-penelope", 'A'), cpu("chloe")},
                                  100 + t, 1));
            auto easy = makeDefaultBot<State>(BotLevel::Easy);
            auto normal = makeDefaultBot<State>(BotLevel::Normal, fixedRecipe(30));
            Rng rng(t);
            std::vector<Action> legal;
            for (int n = 0; !s.isOver() && n < 5000; ++n) {
                legal.clear();
                s.legalActions(legal);
                const Seat seat = s.currentSeat();
                QVERIFY(!s.pub().racers[static_cast<std::size_t>(seat)].cpu);   // a CPU seat is never asked
                Bot<State>& bot = seat == 0 ? *easy : *normal;
                const Action a = bot.choose(s.observation(seat), legal, rng);
                QVERIFY(std::find(legal.begin(), legal.end(), a) != legal.end());
                QVERIFY(s.apply(a, nullptr));
            }
            QVERIFY2(s.isOver(), tracks[t].id.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestTdBots)
#include "test_td_bots.moc"
