// The one random playout loop (core/random_playout.h) behind the bench,
// playout_profile and td_playout_bench: uniform over the legal list, a draw
// only when there is a choice, and a game that would not end is stopped.
#include <QtTest>

#include <vector>

#include "core/random_playout.h"
#include "trashpandas/state.h"

using namespace critter;

namespace {

tp::State::Setup fourSeats(std::uint64_t seed)
{
    tp::State::Setup setup;
    setup.players = 4;
    setup.seed = seed;
    return setup;
}

} // namespace

class TestRandomPlayout : public QObject {
    Q_OBJECT
private slots:
    // The same games as a plain loop that draws below(count) only when a
    // decision offers more than one action.
    void test_a_lone_action_takes_no_draw()
    {
        std::vector<Action> buffer = playoutBuffer<tp::State>();
        std::vector<Action> legal;
        int lone = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Rng loopRng(seed), plainRng(seed);
            tp::State played(fourSeats(seed)), plain(fourSeats(seed));
            std::vector<Action> chosen;
            QCOMPARE(playRandomly(played, loopRng, buffer, 100000, [&chosen](const Action& a) { chosen.push_back(a); }),
                     PlayoutEnd::Over);
            std::size_t i = 0;
            while (!plain.isOver()) {
                legal.clear();
                plain.legalActions(legal);
                lone += legal.size() == 1 ? 1 : 0;
                const Action next = legal.size() == 1 ? legal[0] : legal[plainRng.below(static_cast<std::uint32_t>(legal.size()))];
                QVERIFY(i < chosen.size());
                QCOMPARE(chosen[i], next);
                QVERIFY(plain.apply(next, nullptr));
                ++i;
            }
            QCOMPARE(i, chosen.size());
            QVERIFY(played == plain);
            QVERIFY(loopRng == plainRng);
        }
        QVERIFY(lone > 0);   // the case under test did come up
    }

    void test_a_game_past_the_limit_is_stopped()
    {
        std::vector<Action> buffer = playoutBuffer<tp::State>();
        Rng rng(7);
        tp::State state(fourSeats(7));
        int applied = 0;
        QCOMPARE(playRandomly(state, rng, buffer, 5, [&applied](const Action&) { ++applied; }), PlayoutEnd::TooLong);
        QCOMPARE(applied, 5);
        QCOMPARE(state.history().actions.size(), std::size_t{5});
    }
};

QTEST_APPLESS_MAIN(TestRandomPlayout)
#include "test_random_playout.moc"
