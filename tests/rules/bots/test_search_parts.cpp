// The game-independent parts of the search bots: the IS-MCTS tree (keys,
// availability counts, UCB1 choice, final pick), the default valuations and
// the budget watch, the root prior's pruning and the settled cut.
#include <QtTest>

#include "bots/ismcts_tree.h"
#include "bots/search_budget.h"
#include "bots/search_policy.h"
#include "toy_games.h"

using namespace critter;

namespace {
const Action kA{0, 1}, kB{0, 2}, kC{0, 3};
}

class TestSearchParts : public QObject {
    Q_OBJECT
private slots:
    void test_select_reports_untried_moves_in_legal_order()
    {
        IsMctsTree tree;
        tree.reset(100);
        std::vector<Action> untried;
        QCOMPARE(tree.select(IsMctsTree::kRoot, 0, {kA, kB, kC}, 0.7, untried), IsMctsTree::kNone);
        QCOMPARE(untried, (std::vector<Action>{kA, kB, kC}));
        tree.expand(IsMctsTree::kRoot, 0, kB);
        QCOMPARE(tree.select(IsMctsTree::kRoot, 0, {kA, kB, kC}, 0.7, untried), IsMctsTree::kNone);
        QCOMPARE(untried, (std::vector<Action>{kA, kC}));
    }
    void test_children_are_keyed_by_seat_and_action()
    {
        IsMctsTree tree;
        tree.reset(100);
        std::vector<Action> untried;
        tree.expand(IsMctsTree::kRoot, 1, kA); // the same move by another seat
        QCOMPARE(tree.select(IsMctsTree::kRoot, 0, {kA}, 0.7, untried), IsMctsTree::kNone);
        QCOMPARE(untried, std::vector<Action>{kA});
    }
    void test_availability_counts_only_moves_legal_in_this_world()
    {
        IsMctsTree tree;
        tree.reset(100);
        const auto a = tree.expand(IsMctsTree::kRoot, 0, kA);
        const auto b = tree.expand(IsMctsTree::kRoot, 0, kB);
        tree.backup(a, {1.0, 0.0});
        tree.backup(b, {0.0, 1.0});
        std::vector<Action> untried;
        QCOMPARE(tree.select(IsMctsTree::kRoot, 0, {kA}, 0.7, untried), a); // b not legal here
        QCOMPARE(tree.node(a).available, 2u);
        QCOMPARE(tree.node(b).available, 1u);
        QCOMPARE(tree.select(IsMctsTree::kRoot, 0, {kA, kB}, 0.7, untried), a); // a's mean is higher
        QCOMPARE(tree.node(a).available, 3u);
        QCOMPARE(tree.node(b).available, 2u);
    }
    void test_backup_credits_each_mover_with_its_own_value()
    {
        IsMctsTree tree;
        tree.reset(100);
        const auto mine = tree.expand(IsMctsTree::kRoot, 0, kA);
        const auto theirs = tree.expand(mine, 1, kB);
        tree.backup(theirs, {0.25, 0.75});
        QCOMPARE(tree.node(IsMctsTree::kRoot).visits, 1u);
        QCOMPARE(tree.node(mine).reward, 0.25);
        QCOMPARE(tree.node(theirs).reward, 0.75);
    }
    void test_full_tree_refuses_to_grow()
    {
        IsMctsTree tree;
        tree.reset(2);
        QVERIFY(tree.expand(IsMctsTree::kRoot, 0, kA) != IsMctsTree::kNone);
        QCOMPARE(tree.expand(IsMctsTree::kRoot, 0, kB), IsMctsTree::kNone);
        QCOMPARE(tree.size(), std::size_t{2});
    }
    void test_best_root_action_prefers_visits_then_mean_then_rng()
    {
        IsMctsTree tree;
        tree.reset(100);
        const auto a = tree.expand(IsMctsTree::kRoot, 0, kA);
        const auto b = tree.expand(IsMctsTree::kRoot, 0, kB);
        tree.backup(a, {1.0});
        tree.backup(b, {0.0});
        tree.backup(b, {0.0});
        Rng rng(1);
        QCOMPARE(tree.bestRootAction({kA, kB, kC}, rng), kB); // most visited, though it loses
        tree.backup(a, {1.0});
        QCOMPARE(tree.bestRootAction({kA, kB, kC}, rng), kA); // equal visits, better mean
        QCOMPARE(tree.bestRootAction({kC, kB}, rng), kB);     // only legal moves count
        // An empty tree: every legal move ties and the rng decides, reproducibly.
        tree.reset(100);
        std::array<int, 3> seen{};
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            Rng r1(seed), r2(seed);
            const Action pick = tree.bestRootAction({kA, kB, kC}, r1);
            QCOMPARE(tree.bestRootAction({kA, kB, kC}, r2), pick);
            ++seen[static_cast<std::size_t>(pick.a - 1)];
        }
        for (int count : seen)
            QVERIFY(count > 5);
    }
    void test_win_share_splits_a_tie_and_blends_the_margin()
    {
        std::vector<double> out;
        winShareValues({0, 2}, {5, 1, 5}, 3, 0.0, out);
        QCOMPARE(out, (std::vector<double>{0.5, 0.0, 0.5}));
        winShareValues({1}, {0, 10, 5}, 3, 0.1, out);
        QCOMPARE(out[0], 0.0);
        QCOMPARE(out[1], 1.0);
        QCOMPARE(out[2], 0.05);
    }
    void test_score_leaders_share_when_the_game_is_cut_off()
    {
        std::vector<double> out;
        scoreLeaderValues({3, 7, 7}, 3, 0.0, out);
        QCOMPARE(out, (std::vector<double>{0.0, 0.5, 0.5}));
        scoreLeaderValues({}, 2, 0.0, out); // no scores yet: nobody is favoured
        QCOMPARE(out, (std::vector<double>{0.5, 0.5}));
    }
    void test_best_by_prior_keeps_the_top_scores_in_legal_order()
    {
        using toy::Nim;
        const std::vector<Action> legal{Nim::take(0, 1), Nim::take(1, 1), Nim::take(1, 2), Nim::take(2, 1)};
        const RootPrior<Nim> prior = [](const Nim::Observation&, const std::vector<Action>&, std::vector<double>& s) {
            s = {1.0, 3.0, 3.0, 2.0};
        };
        std::vector<double> scratch;
        std::vector<Action> kept;
        QCOMPARE(bestByPrior<Nim>({}, legal, prior, 2, scratch, kept), 1);
        QCOMPARE(kept, (std::vector<Action>{legal[1], legal[2]}));
        QCOMPARE(bestByPrior<Nim>({}, legal, prior, 3, scratch, kept), 1);
        QCOMPARE(kept, (std::vector<Action>{legal[1], legal[2], legal[3]}));
        // A tie at the cut keeps the earlier action.
        const RootPrior<Nim> tied = [](const Nim::Observation&, const std::vector<Action>&, std::vector<double>& s) {
            s = {2.0, 5.0, 2.0, 2.0};
        };
        QCOMPARE(bestByPrior<Nim>({}, legal, tied, 2, scratch, kept), 1);
        QCOMPARE(kept, (std::vector<Action>{legal[0], legal[1]}));
        // Width 0 keeps everything, but still names the favourite.
        QCOMPARE(bestByPrior<Nim>({}, legal, prior, 0, scratch, kept), 1);
        QCOMPARE(kept, legal);
        // No prior, or one that scores the wrong number of actions: all of legal, no favourite.
        QCOMPARE(bestByPrior<Nim>({}, legal, RootPrior<Nim>{}, 2, scratch, kept), -1);
        QCOMPARE(kept, legal);
        const RootPrior<Nim> broken = [](const Nim::Observation&, const std::vector<Action>&, std::vector<double>& s) {
            s = {1.0};
        };
        QCOMPARE(bestByPrior<Nim>({}, legal, broken, 2, scratch, kept), -1);
        QCOMPARE(kept, legal);
    }
    void test_playout_stops_at_the_leaf_once_settled()
    {
        using toy::Nim;
        SearchPolicies<Nim> policies = SearchPolicies<Nim>{}.resolved();
        int leaves = 0;
        policies.leaf = [&leaves](const Nim&, std::vector<double>& out) {
            ++leaves;
            out = {0.25, 0.75};
        };
        // Settled once a heap is empty: one move takes heap 0 whole here.
        policies.settled = [](const Nim& world) { return world.observation(0).heaps[0] == 0; };
        policies.rollout = [](const Nim&, const std::vector<Action>&, Rng&) { return Nim::take(0, 2); };
        Nim world(Nim::Setup{{2, 5, 5}, 2});
        Rng rng(1);
        std::vector<Action> scratch;
        std::vector<double> values;
        QVERIFY(playOut(world, policies, rng, scratch, values));
        QCOMPARE(leaves, 1);
        QCOMPARE(values, (std::vector<double>{0.25, 0.75}));
        QCOMPARE(world.observation(0).heaps, (std::vector<int>{0, 5, 5}));
    }
    void test_budget_watch_stops_on_iterations_flag_or_time()
    {
        BudgetWatch byCount({3, {}}, nullptr);
        QVERIFY(!byCount.spent(2));
        QVERIFY(byCount.spent(3));
        StopFlag stop{false};
        BudgetWatch byFlag({1000, {}}, &stop);
        QVERIFY(!byFlag.spent(0));
        stop = true;
        QVERIFY(byFlag.spent(1));
        QVERIFY(byFlag.stopped());
        BudgetWatch byTime({1 << 30, std::chrono::milliseconds(1)}, nullptr);
        QTest::qSleep(5);
        QVERIFY(byTime.spent(0));
        QVERIFY(!byTime.stopped());
    }
};

QTEST_APPLESS_MAIN(TestSearchParts)
#include "test_search_parts.moc"
