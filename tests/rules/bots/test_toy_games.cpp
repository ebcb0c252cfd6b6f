// The bot tests' toy games must themselves be sound GameStates: the shared
// playout checker runs them, so a bot test never fails for a toy's bug.
#include <QtTest>

#include "core/playout_checker.h"
#include "toy_games.h"

using namespace critter;

class TestToyGames : public QObject {
    Q_OBJECT
private slots:
    void test_nim_is_sound()
    {
        for (int players : {2, 3}) {
            PlayoutOptions options;
            options.games = 50;
            options.hiddenProbe = 0.5;
            const PlayoutReport report = PlayoutChecker<toy::Nim>(
                [players](int, Rng& rng) {
                    return toy::Nim::Setup{{rng.between(0, 4), rng.between(1, 5), rng.between(0, 6)}, players};
                },
                options).run();
            QVERIFY2(report.ok(), report.messages.empty() ? "" : report.messages.front().c_str());
        }
    }
    void test_duel_is_sound()
    {
        PlayoutOptions options;
        options.games = 200;
        options.hiddenProbe = 0.5;
        const PlayoutReport report = PlayoutChecker<toy::Duel>(
            [](int, Rng& rng) { return toy::Duel::Setup{rng.next()}; }, options).run();
        QVERIFY2(report.ok(), report.messages.empty() ? "" : report.messages.front().c_str());
    }
    void test_goofspiel_is_sound()
    {
        PlayoutOptions options;
        options.games = 200;
        options.hiddenProbe = 0.5;
        const PlayoutReport report = PlayoutChecker<toy::Goofspiel>(
            [](int, Rng& rng) { return toy::Goofspiel::Setup{rng.next()}; }, options).run();
        QVERIFY2(report.ok(), report.messages.empty() ? "" : report.messages.front().c_str());
    }
    void test_goofspiel_hides_the_face_down_bid()
    {
        toy::Goofspiel game(toy::Goofspiel::Setup{3});
        QVERIFY(game.apply(toy::Goofspiel::bid(6), nullptr).ok);
        Rng rng(1);
        bool differs = false;
        for (int i = 0; i < 20; ++i) {
            const auto world = toy::Goofspiel::sampleWorld(game.observation(1), rng);
            QVERIFY(world.observation(1) == game.observation(1));
            differs = differs || world.pendingBid() != 6;
        }
        QVERIFY(differs);
        QCOMPARE(toy::Goofspiel::sampleWorld(game.observation(0), rng).pendingBid(), 6);
    }
    void test_duel_hides_the_other_hand()
    {
        const toy::Duel game(toy::Duel::Setup{42});
        Rng rng(1);
        const auto seen = game.observation(0);
        bool differs = false;
        for (int i = 0; i < 20; ++i) {
            const toy::Duel world = toy::Duel::sampleWorld(seen, rng);
            QCOMPARE(world.hand(0), game.hand(0));
            differs = differs || world.hand(1) != game.hand(1);
        }
        QVERIFY(differs);
    }
};

QTEST_APPLESS_MAIN(TestToyGames)
#include "test_toy_games.moc"
