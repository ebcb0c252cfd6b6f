// IsMctsBot on the toy games: always legal, finds known wins, stops when
// told, reproducible, beats random with hidden bids, and never depends on
// what its seat cannot see.
#include <QtTest>

#include <chrono>
#include <thread>

#include "bot_match.h"
#include "bots/ismcts.h"
#include "toy_games.h"

using namespace critter;
using toy::Duel;
using toy::Goofspiel;
using toy::Nim;

namespace {

IsMctsOptions withIterations(int iterations)
{
    IsMctsOptions options;
    options.budget.iterations = iterations;
    return options;
}

template <GameState S>
std::vector<Action> legalOf(const S& state)
{
    std::vector<Action> legal;
    state.legalActions(legal);
    return legal;
}

bool contains(const std::vector<Action>& legal, const Action& action)
{
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

// Plays a random number of random moves into a fresh deal.
Duel randomDuelPosition(Rng& rng)
{
    Duel state(Duel::Setup{rng.next()});
    const int steps = rng.between(0, 2 * Duel::kHand - 1);
    for (int i = 0; i < steps; ++i) {
        const auto legal = legalOf(state);
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
    return state;
}

// Seat 1 must answer a led 10 holding 11 and 3, one trick behind: only the 11
// keeps the game alive (the other hand is one of 1, 2, 12).
Duel::Observation mustTakeTheTrick()
{
    Duel::Observation seen;
    seen.seat = 1;
    seen.mine = Duel::bit(11) | Duel::bit(3);
    for (int c : {4, 5, 6, 7, 8, 9, 10})
        seen.played |= Duel::bit(c);
    seen.led = 10;
    seen.tricks = {2, 1};
    seen.turn = 1;
    return seen;
}

} // namespace

class TestIsMcts : public QObject {
    Q_OBJECT
private slots:
    void test_always_returns_a_legal_action()
    {
        IsMctsBot<Duel> duelBot(withIterations(40));
        IsMctsBot<Nim> nimBot(withIterations(40));
        Rng rng(11);
        for (int i = 0; i < 150; ++i) {
            const Duel state = randomDuelPosition(rng);
            if (state.isOver())
                continue;
            const auto legal = legalOf(state);
            QVERIFY(contains(legal, duelBot.choose(state.observation(state.currentSeat()), legal, rng)));
        }
        for (int i = 0; i < 150; ++i) {
            const int players = 2 + i % 2;
            const Nim state(Nim::Setup{{rng.between(0, 3), rng.between(1, 4), rng.between(0, 5)}, players});
            const auto legal = legalOf(state);
            QVERIFY(contains(legal, nimBot.choose(state.observation(0), legal, rng)));
        }
    }

    void test_finds_the_winning_nim_move_data()
    {
        QTest::addColumn<std::vector<int>>("heaps");
        QTest::addColumn<int>("players");
        QTest::addColumn<Action>("winning");
        // Small enough for a modest budget; MCTS needs far more on big heaps.
        QTest::newRow("take the lone heap") << std::vector<int>{0, 5, 0} << 2 << Nim::take(1, 5);
        QTest::newRow("1-3") << std::vector<int>{1, 3} << 2 << Nim::take(1, 2);
        QTest::newRow("1-2-4") << std::vector<int>{1, 2, 4} << 2 << Nim::take(2, 1);
        QTest::newRow("2-2-1") << std::vector<int>{2, 2, 1} << 2 << Nim::take(2, 1);
        QTest::newRow("three seats, take all") << std::vector<int>{4} << 3 << Nim::take(0, 4);
    }
    void test_finds_the_winning_nim_move()
    {
        QFETCH(std::vector<int>, heaps);
        QFETCH(int, players);
        QFETCH(Action, winning);
        const Nim state(Nim::Setup{heaps, players});
        IsMctsBot<Nim> bot(withIterations(2000));
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Rng rng(seed);
            QCOMPARE(toDebugString(bot.choose(state.observation(0), legalOf(state), rng)), toDebugString(winning));
        }
    }

    void test_takes_the_only_saving_trick_without_seeing_the_other_hand()
    {
        const Duel::Observation seen = mustTakeTheTrick();
        const std::vector<Action> legal{Duel::play(3), Duel::play(11)};
        IsMctsBot<Duel> bot(withIterations(300));
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Rng rng(seed);
            QCOMPARE(bot.choose(seen, legal, rng), Duel::play(11));
        }
    }

    void test_stop_flag_set_before_returns_at_once()
    {
        IsMctsBot<Nim> bot(withIterations(1 << 30));
        const Nim state(Nim::Setup{{3, 4, 5}, 2});
        const auto legal = legalOf(state);
        const StopFlag stop{true};
        Rng rng(3);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(contains(legal, bot.choose(state.observation(0), legal, rng, &stop)));
        QVERIFY(clock.elapsed() < 100);
        QCOMPARE(bot.lastIterations(), 0);
    }

    void test_stop_flag_set_while_thinking_returns_promptly()
    {
        IsMctsBot<Duel> bot(withIterations(1 << 30));
        const Duel state(Duel::Setup{5});
        const auto legal = legalOf(state);
        StopFlag stop{false};
        std::thread canceller([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            stop = true;
        });
        Rng rng(3);
        QElapsedTimer clock;
        clock.start();
        const Action chosen = bot.choose(state.observation(0), legal, rng, &stop);
        const auto elapsed = clock.elapsed();
        canceller.join();
        QVERIFY(contains(legal, chosen));
        QVERIFY2(elapsed < 1000, QByteArray::number(elapsed));
        QVERIFY(bot.lastIterations() > 0);
    }

    void test_time_budget_ends_the_search()
    {
        IsMctsOptions options = withIterations(1 << 30);
        options.budget.time = std::chrono::milliseconds(40);
        IsMctsBot<Duel> bot(options);
        const Duel state(Duel::Setup{6});
        const auto legal = legalOf(state);
        Rng rng(3);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(contains(legal, bot.choose(state.observation(0), legal, rng)));
        QVERIFY2(clock.elapsed() < 1000, QByteArray::number(clock.elapsed()));
        QVERIFY(bot.lastIterations() > 0);
    }

    void test_same_seed_same_choice()
    {
        IsMctsBot<Duel> first(withIterations(200));
        IsMctsBot<Duel> second(withIterations(200));
        Rng positions(21);
        for (int i = 0; i < 30; ++i) {
            const Duel state = randomDuelPosition(positions);
            if (state.isOver())
                continue;
            const auto seen = state.observation(state.currentSeat());
            const auto legal = legalOf(state);
            Rng a(1000 + static_cast<std::uint64_t>(i)), b = a, c = a;
            const Action once = first.choose(seen, legal, a);
            QCOMPARE(second.choose(seen, legal, b), once); // a fresh bot
            QCOMPARE(first.choose(seen, legal, c), once);  // the same bot again
            QVERIFY(a == b && b == c);                     // and the same draws
        }
    }

    void test_never_depends_on_hidden_information()
    {
        // Two true states that look the same from the bot's seat (the other
        // hand re-dealt) must get the same answer from the same seed.
        IsMctsBot<Duel> bot(withIterations(150));
        Rng positions(31);
        int compared = 0;
        for (int i = 0; i < 40; ++i) {
            const Duel truth = randomDuelPosition(positions);
            if (truth.isOver())
                continue;
            const Seat me = truth.currentSeat();
            const Duel twin = Duel::sampleWorld(truth.observation(me), positions);
            QVERIFY(twin.observation(me) == truth.observation(me));
            if (twin.hand(1 - me) == truth.hand(1 - me))
                continue;
            Rng a(77), b(77);
            QCOMPARE(bot.choose(twin.observation(me), legalOf(twin), b),
                     bot.choose(truth.observation(me), legalOf(truth), a));
            ++compared;
        }
        QVERIFY(compared > 10);
    }

    void test_answers_a_face_down_bid_without_seeing_it()
    {
        // Seat 1 answers each possible hidden bid of seat 0 the same way: a
        // bot that peeked would outbid a low bid cheaply and concede a high one.
        IsMctsBot<Goofspiel> bot(withIterations(300));
        for (std::uint64_t deal = 1; deal <= 5; ++deal) {
            const Goofspiel fresh(Goofspiel::Setup{deal});
            std::vector<Action> answers;
            std::vector<Goofspiel::Observation> seen;
            for (const Action& bid : legalOf(fresh)) {
                Goofspiel truth = fresh;
                QVERIFY(truth.apply(bid, nullptr).ok);
                QCOMPARE(truth.pendingBid(), bid.a);
                seen.push_back(truth.observation(1));
                Rng rng(5);
                answers.push_back(bot.choose(seen.back(), legalOf(truth), rng));
            }
            for (const auto& observation : seen)
                QVERIFY(observation == seen.front());
            for (const Action& answer : answers)
                QCOMPARE(answer, answers.front());
        }
    }

    void test_beats_random_with_hidden_bids()
    {
        IsMctsBot<Goofspiel> hero(withIterations(200));
        RandomBot<Goofspiel> random;
        Rng rng(8);
        const int games = 40;
        const int wins = toy::winsOver<Goofspiel>(hero, random, games, [](int g) {
            return Goofspiel::Setup{static_cast<std::uint64_t>(g) * 7919u + 1u};
        }, rng);
        QVERIFY2(wins >= games * 7 / 10, QByteArray::number(wins)); // about 83% over 400 games
    }

    void test_rollout_policy_and_leaf_value_are_used()
    {
        int rollouts = 0;
        int leaves = 0;
        SearchPolicies<Duel> policies;
        policies.rollout = [&rollouts](const Duel&, const std::vector<Action>& legal, Rng&) {
            ++rollouts;
            return legal.front();
        };
        IsMctsBot<Duel> playsOut(withIterations(50), policies);
        const Duel state(Duel::Setup{9});
        Rng rng(1);
        playsOut.choose(state.observation(0), legalOf(state), rng);
        QVERIFY(rollouts > 50);

        policies.rolloutDepth = 0; // value every new leaf at once
        policies.leaf = [&leaves](const Duel&, std::vector<double>& out) {
            ++leaves;
            out = {0.5, 0.5};
        };
        rollouts = 0;
        IsMctsBot<Duel> cutOff(withIterations(50), policies);
        cutOff.choose(state.observation(0), legalOf(state), rng);
        QCOMPARE(rollouts, 0);
        QCOMPARE(leaves, 50);
    }

    void test_full_tree_plays_on_with_the_rollout_policy()
    {
        // Heap of 2: taking both wins at once, taking one leaves the other
        // seat one forced move. Once the root and its two children fill the
        // tree, that move must come from the rollout policy, not at random
        // outside the tree (which taught the search nothing).
        int rollouts = 0;
        SearchPolicies<Nim> policies;
        policies.rollout = [&rollouts](const Nim&, const std::vector<Action>& legal, Rng&) {
            ++rollouts;
            return legal.front();
        };
        IsMctsOptions options = withIterations(200);
        options.maxNodes = 3;
        IsMctsBot<Nim> bot(options, policies);
        const Nim state(Nim::Setup{{2}, 2});
        Rng rng(4);
        QCOMPARE(bot.choose(state.observation(0), legalOf(state), rng), Nim::take(0, 2));
        const IsMctsTree::NodeId takeOne = bot.tree().rootChild(Nim::take(0, 1));
        QVERIFY(takeOne != IsMctsTree::kNone);
        QVERIFY(bot.tree().node(takeOne).visits > 1);
        QCOMPARE(rollouts, static_cast<int>(bot.tree().node(takeOne).visits));
    }

    // The Hint button says why: the chosen move's value and tries, and the
    // next most tried move's value.
    void test_reason_names_the_chosen_moves_value_and_the_runner_up()
    {
        IsMctsBot<Nim> bot(withIterations(400));
        const Nim state(Nim::Setup{{2}, 2}); // take both and win; take one and lose
        Rng rng(5);
        QCOMPARE(bot.choose(state.observation(0), legalOf(state), rng), Nim::take(0, 2));
        const BotReason reason = bot.lastReason();
        QVERIFY(reason.searched);
        QCOMPARE(reason.chosenValue, 1.0);
        QVERIFY(reason.looks > 100);
        QVERIFY(reason.runnerUp.has_value());
        QCOMPARE(*reason.runnerUp, Nim::take(0, 1));
        QCOMPARE(reason.runnerUpValue, 0.0);
    }

    void test_reason_is_unsearched_with_one_move()
    {
        IsMctsBot<Nim> bot(withIterations(400));
        Rng rng(5);
        const Nim wide(Nim::Setup{{2}, 2});
        bot.choose(wide.observation(0), legalOf(wide), rng);
        const Nim single(Nim::Setup{{1}, 2});
        QCOMPARE(bot.choose(single.observation(0), legalOf(single), rng), Nim::take(0, 1));
        QVERIFY(!bot.lastReason().searched); // not the previous choice's reason
    }

    void test_root_width_searches_only_the_priors_best()
    {
        // Heaps 1-2-4: the prior likes taking from heap 2 best, then heap 1.
        const Nim state(Nim::Setup{{1, 2, 4}, 2});
        const auto legal = legalOf(state);
        SearchPolicies<Nim> policies;
        policies.prior = [](const Nim::Observation&, const std::vector<Action>& moves, std::vector<double>& scores) {
            scores.clear();
            for (const Action& a : moves)
                scores.push_back(a.a == 2 ? 10.0 - a.b : a.a == 1 ? 5.0 - a.b : 0.0);
        };
        IsMctsOptions options = withIterations(300);
        options.rootWidth = 1;
        IsMctsBot<Nim> greedy(options, policies);
        Rng rng(3);
        QCOMPARE(greedy.choose(state.observation(0), legal, rng), Nim::take(2, 1));
        QCOMPARE(greedy.lastIterations(), 0); // one candidate: nothing to search

        options.rootWidth = 3;
        IsMctsBot<Nim> narrow(options, policies);
        narrow.choose(state.observation(0), legal, rng);
        const std::vector<Action> kept{Nim::take(2, 1), Nim::take(2, 2), Nim::take(2, 3)};
        int children = 0;
        for (auto c = narrow.tree().node(IsMctsTree::kRoot).firstChild; c != IsMctsTree::kNone;
             c = narrow.tree().node(c).nextSibling) {
            QVERIFY(contains(kept, narrow.tree().node(c).action));
            ++children;
        }
        QCOMPARE(children, 3);
    }

    void test_prior_margin_keeps_the_favourite_unless_clearly_beaten()
    {
        // Heaps 1-3: only taking 2 from the 3 wins; the prior favours taking the 1.
        const Nim state(Nim::Setup{{1, 3}, 2});
        const auto legal = legalOf(state);
        SearchPolicies<Nim> policies;
        policies.prior = [](const Nim::Observation&, const std::vector<Action>& moves, std::vector<double>& scores) {
            scores.clear();
            for (const Action& a : moves)
                scores.push_back(a == Nim::take(0, 1) ? 1.0 : 0.0);
        };
        IsMctsOptions options = withIterations(2000);
        options.priorMargin = 0.2; // the winning move is worth far more than 0.2 over a lost one
        IsMctsBot<Nim> convinced(options, policies);
        options.priorMargin = 1.0; // values lie in [0, 1]: nothing can beat the favourite by more
        IsMctsBot<Nim> stubborn(options, policies);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Rng rng(seed);
            QCOMPARE(convinced.choose(state.observation(0), legal, rng), Nim::take(1, 2));
            QCOMPARE(stubborn.choose(state.observation(0), legal, rng), Nim::take(0, 1));
        }
    }

    void test_tree_stays_within_its_node_budget()
    {
        IsMctsOptions options = withIterations(500);
        options.maxNodes = 64;
        IsMctsBot<Duel> bot(options);
        const Duel state(Duel::Setup{10});
        const auto legal = legalOf(state);
        Rng rng(2);
        QVERIFY(contains(legal, bot.choose(state.observation(0), legal, rng)));
        QCOMPARE(bot.tree().size(), std::size_t{64});
        QCOMPARE(bot.tree().node(IsMctsTree::kRoot).visits, 500u);
    }
};

QTEST_APPLESS_MAIN(TestIsMcts)
#include "test_ismcts.moc"
