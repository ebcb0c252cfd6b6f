// The generic random-playout checker over 10,000 whole games (to two crowns)
// for each player count: copies, invariants (all 32 cards once each), a
// legal action always, illegal actions refused without a trace, hidden
// information (sampled worlds), replay and scores, and every action and game
// round-tripped through notation and the file format. Random games always end
// here well within maxSteps; no turn cap is needed.
#include <QtTest>

#include "pandapanda/save.h"   // GameFileTraits: the checker round-trips notation and files too
#include "pandapanda/state.h"
#include "../playout_test.h"

using namespace critter;
using namespace critter::pp;

namespace {

static_assert(HasGameFile<State>, "the playout checks the file format only when it sees the traits");

PlayoutReport run(int players, int games, std::uint64_t seed)
{
    PlayoutOptions options;
    options.games = games;
    options.seed = seed;
    options.maxSteps = 100000;
    options.illegalProbe = 0.05;
    options.hiddenProbe = 0.02;
    return playouttest::run<State>(
        [players](int game, Rng& rng) {
            Setup setup;
            setup.players = players;
            setup.seed = rng.next();
            setup.firstPlayer = game % players;
            return setup;
        },
        options);
}

} // namespace

class TestPandaPandaPlayout : public QObject {
    Q_OBJECT
private slots:
    void test_random_playouts_data() { playouttest::addPlayerCounts(); }
    void test_random_playouts()
    {
        QFETCH(int, players);
        playouttest::verify(run(players, 10000, 2024 + static_cast<std::uint64_t>(players)), 10000);
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaPlayout)
#include "test_pandapanda_playout.moc"
