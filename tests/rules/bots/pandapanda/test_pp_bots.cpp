// The Panda Panda bots: every level plays only legal actions, takes a win
// that is one move away, reads only its own observation and honours the
// StopFlag; the estimates behind the heuristic hold; easy beats random.
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <thread>

#include "../bot_match.h"
#include "../bot_test_util.h"
#include "bots/pandapanda/bot_traits.h"

using namespace critter;
using namespace critter::pp;

namespace {

constexpr BotLevel kLevels[] = {BotLevel::Random, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard};
constexpr BotLevel kThinkingLevels[] = {BotLevel::Easy, BotLevel::Normal, BotLevel::Hard};

BotRecipe<State> quickRecipe(int iterations = 60) { return toy::quickRecipeOf<State>(iterations); }

using toy::contains;
using toy::legalOf;

// A fresh deal for 2-4 players played on at random for a while.
State randomPosition(Rng& rng)
{
    Setup setup;
    setup.players = rng.between(2, 4);
    setup.seed = rng.next();
    State state(setup);
    const int steps = rng.between(0, 120);
    for (int i = 0; i < steps && !state.isOver(); ++i) {
        const auto legal = legalOf(state);
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
    return state;
}

// Two players; the deck's top ten cards are the deals (seat 0 first).
State dealt(std::vector<int> deck, std::uint64_t seed = 3)
{
    Setup setup;
    setup.players = 2;
    setup.seed = seed;
    setup.deck = std::move(deck);
    return State(setup);
}

void play(State& state, std::initializer_list<Action> actions)
{
    for (const Action& action : actions)
        QVERIFY2(state.apply(action, nullptr).ok, qPrintable(QString::fromStdString(toDebugString(action))));
}

constexpr int A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6;

LetterCounts counts(std::initializer_list<int> letters)
{
    LetterCounts hand{};
    for (int letter : letters)
        ++hand[static_cast<std::size_t>(letter)];
    return hand;
}

// The other seats' turns to a winning hand in a world (each capped at 6),
// summed: lower means the world deals them hands nearer a win.
// Heads-up games of a against b, deals seeded firstSeed, firstSeed + 1, ...
int headsUpWins(Bot<State>& a, Bot<State>& b, int games, std::uint64_t firstSeed, std::uint64_t rngSeed)
{
    Rng rng(rngSeed);
    return toy::winsOver<State>(a, b, games,
                                [firstSeed](int g) {
                                    Setup setup;
                                    setup.players = 2;
                                    setup.seed = firstSeed + static_cast<std::uint64_t>(g);
                                    return setup;
                                },
                                rng);
}

double othersTurnsToWin(const State& world, Seat me)
{
    double turns = 0.0;
    for (Seat s = 0; s < world.players(); ++s) {
        if (s == me)
            continue;
        const Observation theirs = world.observation(s);
        turns += std::min(6.0, bots::turnsToWin(theirs.hand, bots::supplyFor(theirs)));
    }
    return turns;
}

} // namespace

class TestPpBots : public QObject {
    Q_OBJECT
private slots:
    void test_estimates()
    {
        bots::Supply supply;
        supply.pool = {10, 7, 5, 4, 3, 2, 1};
        supply.poolTotal = 32;
        QCOMPARE(bots::turnsToWin(counts({D, D, D}), supply), 0.0);
        QCOMPARE(bots::turnsToWin(counts({D, D, D, E}), supply), 1.0);   // discard the E
        supply.tops[static_cast<std::size_t>(E)] = 1;
        QCOMPARE(bots::turnsToWin(counts({C}), supply), 1.0);            // take the E from a pile
        // Every hidden 2-card hand: the chances of the three winning pairs add up.
        const double pairs = bots::chanceHoldsWinner(2, supply);
        QVERIFY(pairs > 0.0 && pairs < 0.2);
        // A seat known to hold a C is far likelier to need just an E.
        QVERIFY(bots::chanceTakingWins(E, 1, supply, C) > 5 * bots::chanceTakingWins(E, 1, supply));
        // Game chances from crowns sum to one.
        std::array<std::uint8_t, kMaxPlayers> crowns{1, 0, 1, 0};
        double sum = 0.0;
        for (Seat s = 0; s < 4; ++s)
            sum += bots::gameChanceFromCrowns(crowns, 4, s);
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        QCOMPARE(bots::gameChanceFromCrowns(crowns, 4, 0, 0), 1.0);
    }

    void test_every_level_plays_only_legal_actions()
    {
        const BotRecipe<State> recipe = quickRecipe(30);
        Rng rng(21);
        int checked = 0;
        for (int i = 0; i < 150; ++i) {
            const State state = randomPosition(rng);
            if (state.isOver())
                continue;
            const auto legal = legalOf(state);
            for (BotLevel level : kLevels) {
                auto bot = makeDefaultBot<State>(level, recipe);
                const Action chosen = bot->choose(state.observation(state.currentSeat()), legal, rng);
                QVERIFY2(contains(legal, chosen), qPrintable(QString::fromStdString(toDebugString(chosen))));
                State next = state;
                QVERIFY(next.apply(chosen, nullptr).ok);
                ++checked;
            }
        }
        QVERIFY(checked > 400);
    }

    // Hard searches only the heuristic's few best moves (its root prior),
    // so it never plays one the heuristic ranks below them.
    void test_hard_plays_one_of_the_heuristics_best_moves()
    {
        const BotRecipe<State> recipe = quickRecipe(60);
        QVERIFY(recipe.hard.rootWidth > 0);
        Rng rng(31);
        const toy::PriorCheck check = toy::hardChoicesAgainstPrior(recipe, randomPosition, 150, rng);
        QCOMPARE(check.outside, 0);
        QVERIFY2(check.cut >= 30, qPrintable(QString::number(check.cut))); // the width cut often enough to mean it
    }

    void test_whole_games_between_levels_finish_legally()
    {
        const BotRecipe<State> recipe = quickRecipe(20);
        Rng rng(4);
        for (int players = 2; players <= 4; ++players) {
            std::vector<std::unique_ptr<Bot<State>>> bots;
            std::vector<Bot<State>*> seats;
            for (int s = 0; s < players; ++s) {
                bots.push_back(makeDefaultBot<State>(kLevels[s % 4], recipe));
                seats.push_back(bots.back().get());
            }
            Setup setup;
            setup.players = players;
            setup.seed = 40u + static_cast<std::uint64_t>(players);
            QVERIFY(!toy::playGame(State(setup), seats, rng).empty());
        }
    }

    // Seat 0 holds D D D E: discarding the E leaves D D D for its next turn.
    void test_takes_a_win_by_discarding()
    {
        State state = dealt({D, D, D, E, B, A, A, B, C, F});
        play(state, {{kDiscard, B}, {kDiscard, C}});
        const auto legal = legalOf(state);
        for (BotLevel level : kThinkingLevels) {
            auto bot = makeDefaultBot<State>(level, quickRecipe(400));
            Rng rng(7);
            QCOMPARE(bot->choose(state.observation(0), legal, rng), (Action{kDiscard, E}));
        }
    }

    // Seat 0 holds C C C and seat 1's pile shows a C: drawing it makes C C C C.
    void test_takes_a_win_from_a_pile()
    {
        State state = dealt({C, C, C, B, F, C, D, D, G, E});
        play(state, {{kDiscard, B}, {kDiscard, G}, {kDiscard, F}, {kDiscard, C}});
        QCOMPARE(state.currentSeat(), 0);
        QCOMPARE(state.pile(1).top(), C);
        const auto legal = legalOf(state);
        for (BotLevel level : kThinkingLevels) {
            auto bot = makeDefaultBot<State>(level, quickRecipe(400));
            Rng rng(7);
            QCOMPARE(bot->choose(state.observation(0), legal, rng), (Action{kDrawPile, 1}));
        }
    }

    // Seat 1 discards an A and chooses first (PP-2); then seat 0, with C E F,
    // gives the F and keeps C E.
    void test_passes_away_the_least_useful_card()
    {
        State state = dealt({C, E, F, G, B, A, D, D, B, B});
        play(state, {{kDiscard, G}, {kDiscard, D}, {kDiscard, B}, {kDiscard, A}});
        QCOMPARE(state.phase(), Phase::Pass);
        QCOMPARE(state.currentSeat(), 1);
        play(state, {legalOf(state).front()});
        QCOMPARE(state.currentSeat(), 0);
        pp::bots::HeuristicBot heuristic;   // without the levels' noise
        Rng rng(2);
        QCOMPARE(heuristic.choose(state.observation(0), legalOf(state), rng), (Action{kPass, F}));
    }

    void test_bots_never_read_hidden_cards()
    {
        // Same cards for seat 0, different hands for seat 1 and a different deck.
        const State one = dealt({C, E, F, G, B, A, A, D, D, B}, 11);
        const State two = dealt({C, E, F, G, B, C, B, E, F, A}, 12);
        QCOMPARE(one.observation(0), two.observation(0));
        QVERIFY(!(one == two));
        const auto legal = legalOf(one);
        QCOMPARE(legalOf(two), legal);
        for (BotLevel level : kLevels) {
            auto first = makeDefaultBot<State>(level, quickRecipe(200));
            auto second = makeDefaultBot<State>(level, quickRecipe(200));
            Rng rngOne(99), rngTwo(99);
            QCOMPARE(first->choose(one.observation(0), legal, rngOne), second->choose(two.observation(0), legal, rngTwo));
        }
    }

    // The search levels' worlds (sampleTiltedWorld) agree with the seat's
    // observation, as uniform ones do, but deal the others nearer a win.
    void test_tilted_worlds_keep_the_observation_and_favour_near_wins()
    {
        Rng rng(17);
        double uniformTurns = 0.0, tiltedTurns = 0.0;
        int checked = 0;
        for (int i = 0; i < 200; ++i) {
            const State state = randomPosition(rng);
            if (state.isOver())
                continue;
            const Seat me = state.currentSeat();
            const Observation seen = state.observation(me);
            const State uniform = State::sampleWorld(seen, rng);
            const State tilted = bots::sampleTiltedWorld(seen, rng, 2.0, 32);
            QCOMPARE(tilted.observation(me), seen);
            QCOMPARE(legalOf(tilted), legalOf(state));
            uniformTurns += othersTurnsToWin(uniform, me);
            tiltedTurns += othersTurnsToWin(tilted, me);
            ++checked;
        }
        QVERIFY(checked > 100);
        QVERIFY2(tiltedTurns < 0.9 * uniformTurns, qPrintable(QString("%1 vs %2").arg(tiltedTurns).arg(uniformTurns)));
        // Tilt 0 is the uniform deal itself, draw for draw.
        const State state = dealt({C, E, F, G, B, A, A, D, D, B});
        Rng one(5), two(5);
        QCOMPARE(bots::sampleTiltedWorld(state.observation(0), one, 0.0, 32), State::sampleWorld(state.observation(0), two));
    }

    // What sets easy and normal apart (bot_traits.h): the same heuristic,
    // easy playing a random sensible move more often; normal beats easy
    // heads-up (measured about 80% over 1,000 games).
    void test_normal_is_the_heuristic_with_less_noise_than_easy()
    {
        QVERIFY(pp::bots::kEasyNoise > pp::bots::kNormalNoise);
        QVERIFY(pp::bots::kNormalNoise > 0.0);
        auto normal = makeDefaultBot<State>(BotLevel::Normal);
        auto easy = makeDefaultBot<State>(BotLevel::Easy);
        QVERIFY(dynamic_cast<pp::bots::HeuristicBot*>(normal.get()));
        QVERIFY(dynamic_cast<pp::bots::HeuristicBot*>(easy.get()));
        const int wins = headsUpWins(*normal, *easy, 200, 900, 31);
        QVERIFY2(wins >= 130, qPrintable(QString::number(wins)));
    }

    // The noise picks among the sensible moves only: with noise 1 every
    // choice is random, and still never one dropSillyMoves takes out, nor a
    // draw from its own pile (the card it just discarded).
    void test_a_random_pick_is_never_a_silly_move()
    {
        pp::bots::HeuristicBot allNoise({}, 1.0);
        Rng rng(41);
        int narrowed = 0;
        for (int i = 0; i < 400; ++i) {
            const State state = randomPosition(rng);
            if (state.isOver())
                continue;
            const Observation seen = state.observation(state.currentSeat());
            const std::vector<Action> legal = legalOf(state);
            std::vector<Action> sensible = legal;
            pp::bots::dropSillyMoves(seen, sensible);
            if (sensible.size() < legal.size())
                ++narrowed;
            for (int k = 0; k < 5; ++k) {
                const Action chosen = allNoise.choose(seen, legal, rng);
                QVERIFY(contains(sensible, chosen));
                // Nor a draw back of its own discard, while another move remains.
                if (sensible.size() > 1)
                    QVERIFY(!(chosen.type == kDrawPile && chosen.a == seen.deciding));
            }
        }
        QVERIFY2(narrowed > 10, qPrintable(QString::number(narrowed)));   // the check had silly moves to avoid
    }

    void test_easy_beats_random()
    {
        auto easy = makeDefaultBot<State>(BotLevel::Easy);
        auto random = makeDefaultBot<State>(BotLevel::Random);
        const int wins = headsUpWins(*easy, *random, 60, 500, 8);
        // Measured about 99% over 400 games; 50 of 60 is far beyond luck.
        QVERIFY2(wins >= 50, qPrintable(QString::number(wins)));
    }

    void test_stop_flag_set_before_returns_at_once()
    {
        BotRecipe<State> recipe = BotTraits<State>::recipe();
        recipe.hard.budget = SearchBudget{10'000'000, {}};
        auto bot = makeDefaultBot<State>(BotLevel::Hard, recipe);
        const State state = dealt({C, E, F, G, B, A, A, D, D, B});
        const auto legal = legalOf(state);
        QVERIFY(legal.size() > 1);
        StopFlag stop{true};
        Rng rng(1);
        const auto t0 = std::chrono::steady_clock::now();
        const Action chosen = bot->choose(state.observation(0), legal, rng, &stop);
        QVERIFY(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(1));
        QVERIFY(contains(legal, chosen));
    }

    void test_stop_flag_set_while_thinking_is_honoured()
    {
        BotRecipe<State> recipe = BotTraits<State>::recipe();
        recipe.hard.budget = SearchBudget{10'000'000, {}};
        auto bot = makeDefaultBot<State>(BotLevel::Hard, recipe);
        const State state = dealt({C, E, F, G, B, A, A, D, D, B});
        const auto legal = legalOf(state);
        StopFlag stop{false};
        std::thread setter([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            stop = true;
        });
        Rng rng(1);
        const auto t0 = std::chrono::steady_clock::now();
        const Action chosen = bot->choose(state.observation(0), legal, rng, &stop);
        const auto spent = std::chrono::steady_clock::now() - t0;
        setter.join();
        QVERIFY(spent < std::chrono::seconds(3));
        QVERIFY(contains(legal, chosen));
    }
};

QTEST_GUILESS_MAIN(TestPpBots)
#include "test_pp_bots.moc"
