// The Trash Pandas bots: every level plays only legal actions, reads only its
// own observation, honours the StopFlag; the greedy heuristic (the search
// levels' rollouts) and the easy bot make the plays their rules of thumb
// promise; easy beats random by a wide margin.
#include <QtTest>

#include <chrono>
#include <thread>

#include "../bot_match.h"
#include "../bot_test_util.h"
#include "bots/trashpandas/bot_traits.h"

using namespace critter;
using namespace critter::tp;

namespace {

constexpr BotLevel kLevels[] = {BotLevel::Random, BotLevel::Easy, BotLevel::Normal, BotLevel::Hard};

BotRecipe<State> quickRecipe(int iterations = 40) { return toy::quickRecipeOf<State>(iterations); }

using toy::contains;
using toy::legalOf;

// A fresh deal for 2-4 players played on at random for a while.
State randomPosition(Rng& rng)
{
    State::Setup setup;
    setup.players = rng.between(2, 4);
    setup.seed = rng.next();
    State state(setup);
    const int steps = rng.between(0, 300);
    for (int i = 0; i < steps && !state.isOver(); ++i) {
        const auto legal = legalOf(state);
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
    return state;
}

void setCard(Counts& counts, Card card, int n) { counts[static_cast<std::size_t>(card)] = static_cast<std::uint8_t>(n); }

// Seat 0 on its own turn, two players, a full trash can.
State::Observation myTurn(Phase phase, std::uint8_t held)
{
    State::Observation seen;
    seen.seat = 0;
    seen.players = 2;
    seen.trashCount = 35;
    seen.seats[1].handCount = 4;
    seen.turn.phase = phase;
    seen.turn.active = 0;
    seen.turn.held = held;
    return seen;
}

Action heuristic(const State::Observation& seen, const std::vector<Action>& legal)
{
    Rng rng(5);
    return bots::heuristicAction(seen, legal, rng);
}

Action act(ActionType type, int a = -1, int b = -1) { return makeAction(type, a, b); }

// A real choice: seat 0 has rolled one token and may roll again or stop.
State rolledOnce()
{
    State::Setup setup;
    setup.rolls = {1};
    State state(setup);
    state.apply(act(ActionType::Roll), nullptr);
    return state;
}

} // namespace

class TestTpBots : public QObject {
    Q_OBJECT
private slots:
    void test_every_level_plays_only_legal_actions()
    {
        const BotRecipe<State> recipe = quickRecipe(25);
        Rng rng(2024);
        int checked = 0;
        for (BotLevel level : kLevels) {
            auto bot = makeDefaultBot<State>(level, recipe);
            for (int i = 0; i < 120; ++i) {
                const State state = randomPosition(rng);
                if (state.isOver())
                    continue;
                const Seat seat = state.currentSeat();
                const auto legal = legalOf(state);
                const Action chosen = bot->choose(state.observation(seat), legal, rng);
                QVERIFY2(contains(legal, chosen), qPrintable(QString::fromStdString(toDebugString(chosen))));
                State next = state;
                QVERIFY(next.apply(chosen, nullptr).ok);
                ++checked;
            }
        }
        QVERIFY(checked > 400);
    }

    // Hard searches only the greedy heuristic's few best moves (its root
    // prior), so it never plays one the heuristic ranks below them.
    void test_hard_plays_one_of_the_heuristics_best_moves()
    {
        const BotRecipe<State> recipe = quickRecipe(60);
        QVERIFY(recipe.hard.rootWidth > 0);
        Rng rng(31);
        const toy::PriorCheck check = toy::hardChoicesAgainstPrior(recipe, randomPosition, 400, rng);
        QCOMPARE(check.outside, 0);
        QVERIFY2(check.cut >= 30, qPrintable(QString::number(check.cut))); // the width cut often enough to mean it
    }

    void test_whole_games_between_levels_finish_legally()
    {
        const BotRecipe<State> recipe = quickRecipe(15);
        auto easy = makeDefaultBot<State>(BotLevel::Easy, recipe);
        auto normal = makeDefaultBot<State>(BotLevel::Normal, recipe);
        auto random = makeDefaultBot<State>(BotLevel::Random, recipe);
        Rng rng(7);
        for (int players = 2; players <= 4; ++players) {
            State::Setup setup;
            setup.players = players;
            setup.seed = static_cast<std::uint64_t>(players);
            std::vector<Bot<State>*> seats{easy.get(), normal.get(), random.get(), easy.get()};
            seats.resize(static_cast<std::size_t>(players));
            QVERIFY(!toy::playGame(State(setup), seats, rng).empty());
        }
    }

    // The bot is handed an observation; two different true states that give
    // its seat the same observation must give the same choice.
    void test_bots_never_read_hidden_cards()
    {
        const BotRecipe<State> recipe = quickRecipe(30);
        Rng rng(99);
        int compared = 0;
        for (int i = 0; i < 40; ++i) {
            const State truth = randomPosition(rng);
            if (truth.isOver())
                continue;
            const Seat seat = truth.currentSeat();
            const State::Observation seen = truth.observation(seat);
            const State other = State::sampleWorld(seen, rng); // other hidden cards, same view
            QCOMPARE(other.observation(seat), seen);
            const auto legal = legalOf(truth);
            QCOMPARE(legalOf(other), legal);
            for (BotLevel level : {BotLevel::Easy, BotLevel::Normal, BotLevel::Hard}) {
                auto bot = makeDefaultBot<State>(level, recipe);
                Rng a(1000 + static_cast<std::uint64_t>(i)), b(1000 + static_cast<std::uint64_t>(i));
                const Action fromTruth = bot->choose(truth.observation(seat), legal, a);
                const Action fromOther = bot->choose(other.observation(seat), legalOf(other), b);
                QCOMPARE(fromTruth, fromOther);
            }
            ++compared;
        }
        QVERIFY(compared > 20);
    }

    void test_stop_flag_set_before_returns_at_once()
    {
        BotRecipe<State> recipe = quickRecipe(1 << 30); // only the flag can end it
        auto hard = makeDefaultBot<State>(BotLevel::Hard, recipe);
        Rng rng(3);
        const State state = rolledOnce();
        const auto legal = legalOf(state);
        QVERIFY(legal.size() > 1);
        StopFlag stop{true};
        const auto t0 = std::chrono::steady_clock::now();
        const Action chosen = hard->choose(state.observation(state.currentSeat()), legal, rng, &stop);
        QVERIFY(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(1));
        QVERIFY(contains(legal, chosen));
    }

    void test_stop_flag_set_while_thinking_is_honoured()
    {
        BotRecipe<State> recipe = quickRecipe(1 << 30);
        recipe.hard.budget.time = std::chrono::milliseconds(0); // no backstop
        auto hard = makeDefaultBot<State>(BotLevel::Hard, recipe);
        const State state = rolledOnce();
        const auto legal = legalOf(state);
        QVERIFY(legal.size() > 1);
        StopFlag stop{false};
        std::thread setter([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            stop = true;
        });
        Rng rng(4);
        const auto t0 = std::chrono::steady_clock::now();
        const Action chosen = hard->choose(state.observation(0), legal, rng, &stop);
        const auto spent = std::chrono::steady_clock::now() - t0;
        setter.join();
        QVERIFY(spent < std::chrono::seconds(3));
        QVERIFY(contains(legal, chosen));
    }

    void test_same_seed_same_choice()
    {
        const BotRecipe<State> recipe = quickRecipe(60);
        auto normal = makeDefaultBot<State>(BotLevel::Normal, recipe);
        Rng positions(8);
        for (int i = 0; i < 10; ++i) {
            const State state = randomPosition(positions);
            if (state.isOver())
                continue;
            const auto legal = legalOf(state);
            const auto seen = state.observation(state.currentSeat());
            Rng a(77), b(77);
            QCOMPARE(normal->choose(seen, legal, a), normal->choose(seen, legal, b));
        }
    }

    // ---- the greedy heuristic (rollouts of normal and hard) ----

    void test_rolls_with_few_tokens_and_stops_with_many()
    {
        const auto one = tokenBit(Token::TrashCan);
        QCOMPARE(heuristic(myTurn(Phase::Rolled, one), {act(ActionType::Roll), act(ActionType::Stop)}),
                 act(ActionType::Roll));
        const auto five = static_cast<std::uint8_t>(kAllTokens & ~tokenBit(Token::Mask));
        QCOMPARE(heuristic(myTurn(Phase::Rolled, five), {act(ActionType::Roll), act(ActionType::Stop)}),
                 act(ActionType::Stop));
    }

    void test_saves_a_rich_bust_with_nanners()
    {
        const auto four = static_cast<std::uint8_t>(tokenBit(Token::TrashCan) | tokenBit(Token::Tree) |
                                                    tokenBit(Token::Paw) | tokenBit(Token::CanTree));
        State::Observation seen = myTurn(Phase::Busting, four);
        setCard(seen.hand, Card::Nanners, 1);
        setCard(seen.playable, Card::Nanners, 1);
        setCard(seen.hand, Card::Pie, 2);
        setCard(seen.playable, Card::Pie, 2);
        QCOMPARE(heuristic(seen, {act(ActionType::Bust), act(ActionType::PlayNanners)}),
                 act(ActionType::PlayNanners));
    }

    void test_fishes_a_blammo_to_save_a_bust()
    {
        const auto four = static_cast<std::uint8_t>(tokenBit(Token::TrashCan) | tokenBit(Token::Tree) |
                                                    tokenBit(Token::Paw) | tokenBit(Token::CanTree));
        State::Observation seen = myTurn(Phase::Busting, four);
        setCard(seen.hand, Card::Feesh, 1);
        setCard(seen.playable, Card::Feesh, 1);
        setCard(seen.hand, Card::Pie, 2);
        setCard(seen.playable, Card::Pie, 2);
        setCard(seen.discard, Card::Blammo, 1);
        setCard(seen.discard, Card::Doggo, 1);
        QCOMPARE(heuristic(seen, {act(ActionType::Bust), act(ActionType::PlayFeesh, static_cast<int>(Card::Blammo)),
                                  act(ActionType::PlayFeesh, static_cast<int>(Card::Doggo))}),
                 act(ActionType::PlayFeesh, static_cast<int>(Card::Blammo)));
    }

    void test_blocks_a_steal_with_doggo()
    {
        State::Observation seen = myTurn(Phase::Steal, 0);
        seen.turn.active = 1;
        seen.turn.thief = 1;
        seen.turn.victim = 0;
        setCard(seen.hand, Card::Doggo, 1);
        setCard(seen.playable, Card::Doggo, 1);
        QCOMPARE(heuristic(seen, {act(ActionType::Pass), act(ActionType::PlayDoggo, 2), act(ActionType::PlayDoggo, 0)}),
                 act(ActionType::PlayDoggo, 2));
    }

    void test_resolves_draws_before_the_tree()
    {
        State::Observation seen = myTurn(Phase::Resolve, tokenBit(Token::TrashCan) | tokenBit(Token::Tree));
        setCard(seen.hand, Card::Pie, 1);
        const std::vector<Action> legal{act(ActionType::ResolveTrashCan, 0), act(ActionType::ResolveTrashCan, 1),
                                        act(ActionType::ResolveTrashCan, 2), act(ActionType::ResolveTree),
                                        act(ActionType::ResolveTree, static_cast<int>(Card::Pie))};
        QCOMPARE(heuristic(seen, legal), act(ActionType::ResolveTrashCan, 2));
    }

    void test_stashes_toward_a_majority()
    {
        State::Observation seen = myTurn(Phase::Resolve, tokenBit(Token::Tree));
        setCard(seen.hand, Card::Nanners, 2);
        setCard(seen.hand, Card::Doggo, 1);
        const int nanners = static_cast<int>(Card::Nanners), doggo = static_cast<int>(Card::Doggo);
        const std::vector<Action> legal{act(ActionType::ResolveTree), act(ActionType::ResolveTree, nanners),
                                        act(ActionType::ResolveTree, nanners, nanners),
                                        act(ActionType::ResolveTree, nanners, doggo),
                                        act(ActionType::ResolveTree, doggo)};
        const Action chosen = heuristic(seen, legal);
        QVERIFY(chosen.a == nanners); // never the pointless Doggo alone, never nothing
        QVERIFY(chosen.b != doggo);
    }

    void test_yum_yums_a_player_who_stopped_on_many_tokens()
    {
        State::Observation seen = myTurn(Phase::YumYum, 0);
        seen.turn.active = 1;
        seen.turn.reactor = 0;
        setCard(seen.hand, Card::YumYum, 1);
        setCard(seen.playable, Card::YumYum, 1);
        setCard(seen.stashDown, Card::YumYum, 2); // its majority is safe: the card is free to play
        const std::vector<Action> legal{act(ActionType::Pass), act(ActionType::PlayYumYum)};
        seen.turn.held = static_cast<std::uint8_t>(kAllTokens & ~(tokenBit(Token::Mask) | tokenBit(Token::Recycle)));
        QCOMPARE(heuristic(seen, legal), act(ActionType::PlayYumYum));
        seen.turn.held = tokenBit(Token::Tree);
        QCOMPARE(heuristic(seen, legal), act(ActionType::Pass));
    }

    // ---- easy: plain rules of thumb ----

    void test_easy_rolls_by_a_plain_bust_threshold()
    {
        Rng rng(6);
        const std::vector<Action> rollOrStop{act(ActionType::Roll), act(ActionType::Stop)};
        const auto two = static_cast<std::uint8_t>(tokenBit(Token::Tree) | tokenBit(Token::Paw));
        const auto three = static_cast<std::uint8_t>(two | tokenBit(Token::Mask));
        QCOMPARE(bots::simpleAction(myTurn(Phase::Rolled, two), rollOrStop, rng), act(ActionType::Roll));
        QCOMPARE(bots::simpleAction(myTurn(Phase::Rolled, three), rollOrStop, rng), act(ActionType::Stop));
        State::Observation withSave = myTurn(Phase::Rolled, three); // a save in hand: one more
        setCard(withSave.hand, Card::Blammo, 1);
        setCard(withSave.playable, Card::Blammo, 1);
        QCOMPARE(bots::simpleAction(withSave, rollOrStop, rng), act(ActionType::Roll));
        State::Observation busting = myTurn(Phase::Busting, three);
        setCard(busting.hand, Card::Blammo, 1);
        setCard(busting.playable, Card::Blammo, 1);
        QCOMPARE(bots::simpleAction(busting, {act(ActionType::Bust), act(ActionType::PlayBlammo)}, rng),
                 act(ActionType::PlayBlammo));
    }

    void test_easy_stashes_printed_points_and_keeps_a_save()
    {
        Rng rng(6);
        State::Observation seen = myTurn(Phase::Resolve, tokenBit(Token::Tree));
        setCard(seen.hand, Card::Nanners, 1);
        setCard(seen.hand, Card::Pie, 1);
        setCard(seen.hand, Card::Feesh, 1);
        const int nanners = static_cast<int>(Card::Nanners), pie = static_cast<int>(Card::Pie),
                  feesh = static_cast<int>(Card::Feesh);
        const std::vector<Action> legal{act(ActionType::ResolveTree), act(ActionType::ResolveTree, nanners, pie),
                                        act(ActionType::ResolveTree, nanners, feesh),
                                        act(ActionType::ResolveTree, pie, feesh)};
        QCOMPARE(bots::simpleAction(seen, legal, rng), act(ActionType::ResolveTree, pie, feesh));
    }

    void test_easy_beats_random()
    {
        auto easy = makeDefaultBot<State>(BotLevel::Easy, quickRecipe());
        RandomBot<State> random;
        Rng rng(31);
        const int games = 100;
        const int wins = toy::winsOver<State>(*easy, random, games,
                                              [](int g) {
                                                  State::Setup setup;
                                                  setup.seed = 500 + static_cast<std::uint64_t>(g);
                                                  return setup;
                                              },
                                              rng);
        QVERIFY2(wins >= 85, qPrintable(QString("easy won %1 of %2").arg(wins).arg(games)));
    }
};

QTEST_APPLESS_MAIN(TestTpBots)
#include "test_tp_bots.moc"
