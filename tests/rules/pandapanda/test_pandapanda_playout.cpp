// The generic random-playout checker over 10,000 whole games (to two crowns)
// for each player count: copies, invariants (all 32 cards once each), a
// legal action always, illegal actions refused without a trace, hidden
// information (sampled worlds), replay and scores. Random games always end
// here well within maxSteps; no turn cap is needed.
#include <QtTest>

#include "core/playout_checker.h"
#include "pandapanda/state.h"

using namespace critter;
using namespace critter::pp;

namespace {

PlayoutReport run(int players, int games, std::uint64_t seed)
{
    PlayoutOptions options;
    options.games = games;
    options.seed = seed;
    options.maxSteps = 100000;
    options.illegalProbe = 0.05;
    options.hiddenProbe = 0.02;
    return PlayoutChecker<State>(
               [players](int game, Rng& rng) {
                   Setup setup;
                   setup.players = players;
                   setup.seed = rng.next();
                   setup.firstPlayer = game % players;
                   return setup;
               },
               options)
        .run();
}

} // namespace

class TestPandaPandaPlayout : public QObject {
    Q_OBJECT
private slots:
    void test_random_playouts_data()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("2 players") << 2;
        QTest::newRow("3 players") << 3;
        QTest::newRow("4 players") << 4;
    }
    void test_random_playouts()
    {
        QFETCH(int, players);
        const PlayoutReport report = run(players, 10000, 2024 + static_cast<std::uint64_t>(players));
        QVERIFY2(report.ok(), report.messages.empty() ? "" : report.messages.front().c_str());
        QCOMPARE(report.games, 10000);
    }
};

QTEST_APPLESS_MAIN(TestPandaPandaPlayout)
#include "test_pandapanda_playout.moc"
