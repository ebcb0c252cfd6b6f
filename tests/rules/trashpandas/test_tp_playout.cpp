// Random playouts over 10,000 games for 2, 3 and 4 players: every invariant,
// hidden-information, illegal-action and replay check of the generic checker,
// and every action and game round-tripped through notation and the file format.
#include <QtTest>

#include "../playout_test.h"
#include "trashpandas/save.h"   // GameFileTraits: the checker round-trips notation and files too
#include "trashpandas/state.h"

using namespace critter;
using namespace critter::tp;

namespace {

static_assert(HasGameFile<State>, "the playout checks the file format only when it sees the traits");

PlayoutReport check(int players, int games)
{
    PlayoutOptions options;
    options.games = games;
    options.seed = static_cast<std::uint64_t>(1000 + players);
    options.maxSteps = 20000;
    options.illegalProbe = 0.02;
    options.hiddenProbe = 0.01;
    return playouttest::run<State>(
        [players](int, Rng& rng) {
            State::Setup setup;
            setup.players = players;
            setup.seed = rng.next();
            return setup;
        },
        options);
}

} // namespace

class TestTpPlayout : public QObject {
    Q_OBJECT
private slots:
    void test_random_playouts_data() { playouttest::addPlayerCounts(); }
    void test_random_playouts()
    {
        QFETCH(int, players);
        playouttest::verify(check(players, 10000), 10000);
    }
};

QTEST_APPLESS_MAIN(TestTpPlayout)
#include "test_tp_playout.moc"
