// The generic random-playout checker over 10,000 races: the six rulebook
// tracks and random tracks, Standard and Tournament, 2 to 6 racers with CPU
// racers among them. At every step: copies, invariants (every card, token
// and pawn once), a legal action always, illegal actions refused without a
// trace, hidden information (sampled worlds); at the end replay, scores and
// winners; every action and game round-tripped through notation and files.
#include <QtTest>

#include "../playout_test.h"
#include "trashdash/save.h"   // GameFileTraits: the checker round-trips notation and files too
#include "trashdash/state.h"

using namespace critter;
using namespace critter::td;

namespace {

static_assert(HasGameFile<State>, "the playout checks the file format only when it sees the traits");

// Racers for game g: 2-6 of them, distinct characters in random order and
// sides, some CPUs (never all).
std::vector<RacerSetup> randomRacers(int count, Rng& rng)
{
    std::vector<int> characters{0, 1, 2, 3, 4, 5};
    rng.shuffle(characters);
    std::vector<RacerSetup> racers;
    for (int i = 0; i < count; ++i)
        racers.push_back({characters[static_cast<std::size_t>(i)], static_cast<int>(rng.below(2)), rng.below(3) == 0});
    racers[rng.below(static_cast<std::uint32_t>(count))].cpu = false;
    return racers;
}

// Game g: Standard on the six tracks and random tracks in turn, every
// tenth game a Tournament on one of the two circuits.
Setup setupFor(int racers, int g, Rng& rng)
{
    Setup setup;
    const auto& tracks = content().tracks;
    if (g % 10 == 9) {
        setup = tournamentSetup(g % 20 == 9 ? Circuit::Uptown : Circuit::Downtown, randomRacers(racers, rng), rng.next());
    } else if (g % 7 == 6) {
        setup = customSetup(randomTrackTiles(content(), rng), randomRacers(racers, rng), rng.next(),
                            static_cast<int>(rng.below(3)));
    } else {
        setup = standardSetup(tracks[static_cast<std::size_t>(g % 6)].id, randomRacers(racers, rng), rng.next());
    }
    setup.first = static_cast<Seat>(rng.below(static_cast<std::uint32_t>(racers)));
    return setup;
}

PlayoutReport check(int racers, int games)
{
    PlayoutOptions options;
    options.games = games;
    options.seed = static_cast<std::uint64_t>(4000 + racers);
    options.maxSteps = 100000;
    options.copyProbe = 0.02;
    options.illegalProbe = 0.02;
    options.hiddenProbe = 0.01;
    return playouttest::run<State>([racers](int g, Rng& rng) { return setupFor(racers, g, rng); }, options);
}

} // namespace

class TestTrashDashPlayout : public QObject {
    Q_OBJECT
private slots:
    void test_random_playouts_data()
    {
        QTest::addColumn<int>("racers");
        QTest::addColumn<int>("games");
        QTest::newRow("2 racers") << 2 << 2000;
        QTest::newRow("3 racers") << 3 << 2000;
        QTest::newRow("4 racers") << 4 << 2000;
        QTest::newRow("5 racers") << 5 << 2000;
        QTest::newRow("6 racers") << 6 << 2000;
    }
    void test_random_playouts()
    {
        QFETCH(int, racers);
        QFETCH(int, games);
        const PlayoutReport report = check(racers, games);
        playouttest::verify(report, games);
        // Whole races were played: even the shortest race takes many decisions.
        qInfo("%d racers: %.1f decisions per game", racers, double(report.steps) / games);
        QVERIFY(report.steps > 20LL * games);
    }
};

QTEST_APPLESS_MAIN(TestTrashDashPlayout)
#include "test_trashdash_playout.moc"
