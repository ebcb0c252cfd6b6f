// Flat Monte Carlo (the middle level) and makeDefaultBot, the one way the app
// and the CLI make a bot of any level for any game.
#include <QtTest>

#include "bot_match.h"
#include "bots/bot_factory.h"
#include "toy_games.h"

using namespace critter;
using toy::Duel;
using toy::Goofspiel;
using toy::Nim;

namespace {

template <GameState S>
std::vector<Action> legalOf(const S& state)
{
    std::vector<Action> legal;
    state.legalActions(legal);
    return legal;
}

// A stand-in for a game's hand-written easy bot: always bids its lowest card.
class LowestBidBot final : public Bot<Goofspiel> {
public:
    Action choose(const Goofspiel::Observation&, const std::vector<Action>& legal, Rng&,
                  const StopFlag* = nullptr) override
    {
        return legal.front();
    }
};

} // namespace

// A game tunes its bots by specialising BotTraits, as Goofspiel does here.
template <>
struct critter::BotTraits<Goofspiel> {
    static BotRecipe<Goofspiel> recipe()
    {
        BotRecipe<Goofspiel> recipe;
        recipe.easy = [] { return std::make_unique<LowestBidBot>(); };
        recipe.normal.budget.iterations = 123;
        return recipe;
    }
};

class TestFlatMcAndFactory : public QObject {
    Q_OBJECT
private slots:
    void test_flat_mc_is_legal_and_reproducible()
    {
        FlatMcBot<Duel> bot(FlatMcOptions{{60, {}}});
        Rng positions(4);
        for (int i = 0; i < 60; ++i) {
            Duel state(Duel::Setup{positions.next()});
            for (int steps = positions.between(0, 8); steps > 0; --steps) {
                const auto legal = legalOf(state);
                state.apply(legal[positions.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
            }
            const auto legal = legalOf(state);
            const auto seen = state.observation(state.currentSeat());
            Rng a(static_cast<std::uint64_t>(i)), b = a;
            const Action chosen = bot.choose(seen, legal, a);
            QVERIFY(std::find(legal.begin(), legal.end(), chosen) != legal.end());
            QCOMPARE(bot.choose(seen, legal, b), chosen);
        }
    }

    void test_flat_mc_takes_an_immediate_win()
    {
        const Nim state(Nim::Setup{{0, 5, 0}, 2});
        FlatMcBot<Nim> bot(FlatMcOptions{{200, {}}});
        Rng rng(1);
        QCOMPARE(bot.choose(state.observation(0), legalOf(state), rng), Nim::take(1, 5));
    }

    void test_flat_mc_stops_at_once_when_told()
    {
        const Nim state(Nim::Setup{{3, 4, 5}, 2});
        const auto legal = legalOf(state);
        FlatMcBot<Nim> bot(FlatMcOptions{{1 << 30, {}}});
        const StopFlag stop{true};
        Rng rng(1);
        QElapsedTimer clock;
        clock.start();
        const Action chosen = bot.choose(state.observation(0), legal, rng, &stop);
        QVERIFY(std::find(legal.begin(), legal.end(), chosen) != legal.end());
        QVERIFY(clock.elapsed() < 100);
    }

    void test_flat_mc_beats_random()
    {
        FlatMcBot<Goofspiel> hero(FlatMcOptions{{120, {}}});
        RandomBot<Goofspiel> random;
        Rng rng(2);
        const int games = 30;
        const int wins = toy::winsOver<Goofspiel>(hero, random, games, [](int g) {
            return Goofspiel::Setup{static_cast<std::uint64_t>(g) + 100u};
        }, rng);
        QVERIFY2(wins >= games * 7 / 10, QByteArray::number(wins));
    }

    void test_levels_make_the_expected_bots()
    {
        // Duel specialises nothing: easy falls back to flat Monte Carlo.
        QVERIFY(dynamic_cast<RandomBot<Duel>*>(makeDefaultBot<Duel>(BotLevel::Random).get()));
        QVERIFY(dynamic_cast<FlatMcBot<Duel>*>(makeDefaultBot<Duel>(BotLevel::Easy).get()));
        QVERIFY(dynamic_cast<IsMctsBot<Duel>*>(makeDefaultBot<Duel>(BotLevel::Normal).get()));
        QVERIFY(dynamic_cast<IsMctsBot<Duel>*>(makeDefaultBot<Duel>(BotLevel::Hard).get()));
        // Goofspiel's BotTraits supplies its own easy bot and normal budget.
        QVERIFY(dynamic_cast<LowestBidBot*>(makeDefaultBot<Goofspiel>(BotLevel::Easy).get()));
        auto normal = makeDefaultBot<Goofspiel>(BotLevel::Normal);
        const Goofspiel state(Goofspiel::Setup{1});
        Rng rng(1);
        normal->choose(state.observation(0), legalOf(state), rng);
        QCOMPARE(dynamic_cast<IsMctsBot<Goofspiel>&>(*normal).lastIterations(), 123);
    }

    void test_a_recipe_passed_directly_wins_over_the_traits()
    {
        BotRecipe<Goofspiel> recipe;
        QVERIFY(dynamic_cast<FlatMcBot<Goofspiel>*>(makeDefaultBot(BotLevel::Easy, recipe).get()));
    }

    void test_every_level_plays_whole_games_legally()
    {
        for (BotLevel level : {BotLevel::Random, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard}) {
            BotRecipe<Duel> recipe;
            recipe.normal.budget.iterations = 50;  // keep the test quick
            recipe.hard.budget.iterations = 100;
            auto bot = makeDefaultBot(level, recipe);
            RandomBot<Duel> random;
            Rng rng(3);
            for (int g = 0; g < 4; ++g) {
                const auto winners = toy::playGame(Duel(Duel::Setup{static_cast<std::uint64_t>(g)}),
                                                   std::vector<Bot<Duel>*>{bot.get(), &random}, rng);
                QCOMPARE(winners.size(), std::size_t{1}); // empty if a move was refused
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestFlatMcAndFactory)
#include "test_flat_mc_and_factory.moc"
