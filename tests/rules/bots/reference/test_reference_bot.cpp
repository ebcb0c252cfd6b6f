// The reference bot (rules/bots/reference, issue 34 part 3): only legal
// actions, the same choice for the same seed, it really reads the hidden
// cards, it does not foresee the dice, and the app never links it.
#include <QtTest>

#include <QDirIterator>
#include <QFile>

#include "../bot_test_util.h"
#include "bots/reference/reference_games.h"
#include "pandapanda/notation.h"

using namespace critter;
using toy::contains;
using toy::legalOf;

namespace {

// A deal for 2-4 players played on at random for a while.
template <class S>
S randomPosition(Rng& rng, typename S::Setup setup, int maxSteps)
{
    S state(setup);
    const int steps = rng.between(0, maxSteps);
    for (int i = 0; i < steps && !state.isOver(); ++i) {
        const auto legal = legalOf(state);
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    }
    return state;
}

tp::State tpPosition(Rng& rng, int maxSteps = 300)
{
    tp::State::Setup setup;
    setup.players = rng.between(2, 4);
    setup.seed = rng.next();
    return randomPosition<tp::State>(rng, setup, maxSteps);
}

pp::State ppPosition(Rng& rng, int maxSteps = 150)
{
    pp::Setup setup;
    setup.players = rng.between(2, 4);
    setup.seed = rng.next();
    return randomPosition<pp::State>(rng, setup, maxSteps);
}

td::State tdPosition(Rng& rng, int maxSteps = 200)
{
    const auto& tracks = td::content().tracks;
    const std::string& track = tracks[rng.below(static_cast<std::uint32_t>(tracks.size()))].id;
    const int players = rng.between(2, 4);
    std::vector<td::RacerSetup> racers;
    for (int i = 0; i < players; ++i)
        racers.push_back({i, static_cast<int>(rng.below(2)), false});
    return randomPosition<td::State>(rng, td::standardSetup(track, racers, rng.next()), maxSteps);
}

// Plays `games` whole games, the reference in every seat: each choice is legal.
template <class S, class Deal>
int playWholeGames(Deal deal, int games, int iterations)
{
    ReferenceBot<S> ref = makeReferenceBot<S>(referenceOptions<S>(iterations));
    Rng rng(11);
    int decisions = 0;
    for (int g = 0; g < games; ++g) {
        S state = deal(rng);
        while (!state.isOver()) {
            const auto legal = legalOf(state);
            const Action chosen = ref.choose(state, legal, rng);
            if (!contains(legal, chosen) || !state.apply(chosen, nullptr).ok)
                return -1;
            decisions += legal.size() > 1 ? 1 : 0;
        }
    }
    return decisions;
}

// Two fresh bots with one seed choose alike at `positions` random positions.
template <class S, class Position>
int differingChoices(Position position, int positions, int iterations)
{
    Rng rng(5);
    int differ = 0;
    for (int i = 0; i < positions; ++i) {
        const S state = position(rng);
        if (state.isOver())
            continue;
        const auto legal = legalOf(state);
        ReferenceBot<S> one = makeReferenceBot<S>(referenceOptions<S>(iterations));
        ReferenceBot<S> two = makeReferenceBot<S>(referenceOptions<S>(iterations));
        Rng a(1000 + static_cast<std::uint64_t>(i)), b(1000 + static_cast<std::uint64_t>(i));
        differ += one.choose(state, legal, a) == two.choose(state, legal, b) ? 0 : 1;
    }
    return differ;
}

Action ppAct(const char* text)
{
    const auto action = pp::parseAction(text);
    if (!action)
        qFatal("bad notation in test: %s", text);
    return *action;
}

// Panda Panda, two players, seat 1 first. Seat 0 is dealt A B C D E and
// seat 1 `theirs` (five letters ending "F G"). Seat 1 discards F, seat 0
// draws it (A B C D E F), seat 1 discards G: seat 0 may now draw the G and
// hold the winning A B C D E F G, while seat 1 holds its first three letters.
pp::State ppHiddenHand(const std::string& theirs)
{
    pp::Setup setup;
    setup.players = 2;
    setup.seed = 3;
    setup.firstPlayer = 1;
    for (char c : "ABCDE" + theirs)
        setup.deck.push_back(c - 'A');
    pp::State state(setup);
    for (const char* text : {"discard F", "draw pile 1", "discard G"})
        if (!state.apply(ppAct(text), nullptr).ok)
            qFatal("scenario refused %s", text);
    return state;
}

} // namespace

class TestReferenceBot : public QObject {
    Q_OBJECT
private slots:
    void test_reference_bot_plays_only_legal_actions()
    {
        // Fresh deals played to the end, every seat the reference.
        const int tp = playWholeGames<tp::State>([](Rng& rng) { return tpPosition(rng, 0); }, 2, 40);
        const int pp = playWholeGames<pp::State>([](Rng& rng) { return ppPosition(rng, 0); }, 2, 40);
        const int td = playWholeGames<td::State>([](Rng& rng) { return tdPosition(rng, 0); }, 2, 40);
        QVERIFY2(tp > 20 && pp > 20 && td > 20, qPrintable(QStringLiteral("%1 %2 %3").arg(tp).arg(pp).arg(td)));
    }

    void test_reference_bot_is_deterministic_for_a_seed()
    {
        QCOMPARE(differingChoices<tp::State>([](Rng& rng) { return tpPosition(rng); }, 40, 80), 0);
        QCOMPARE(differingChoices<pp::State>([](Rng& rng) { return ppPosition(rng); }, 40, 80), 0);
        QCOMPARE(differingChoices<td::State>([](Rng& rng) { return tdPosition(rng); }, 40, 80), 0);
    }

    // Seat 1 holds D D D (a winning hand: it calls at the start of its next
    // turn) or D D E (nothing): seat 0 sees the same either way. Against D D D
    // only discarding the A (everyone passes a card left) stops seat 1's call;
    // against D D E, drawing the G wins the round at seat 0's next turn.
    void test_reference_bot_reads_the_opponents_hidden_hand()
    {
        const pp::State winning = ppHiddenHand("DDDFG");
        const pp::State nothing = ppHiddenHand("DDEFG");
        QCOMPARE(winning.currentSeat(), 0);
        QVERIFY(winning.observation(0) == nothing.observation(0)); // seat 0 cannot tell them apart
        QVERIFY(!(winning == nothing));

        const auto legal = legalOf(winning);
        QCOMPARE(legalOf(nothing), legal);
        auto refChoice = [&legal](const pp::State& truth) {
            ReferenceBot<pp::State> ref = makeReferenceBot<pp::State>(referenceOptions<pp::State>(2000));
            Rng rng(7);
            return pp::toNotation(ref.choose(truth, legal, rng));
        };
        QCOMPARE(refChoice(winning), std::string("discard A"));
        QCOMPARE(refChoice(nothing), std::string("draw pile 1"));

        // A bot that reads only seat 0's observation must choose alike in both.
        auto hard = makeDefaultBot<pp::State>(BotLevel::Hard, toy::quickRecipeOf<pp::State>(2000));
        Rng a(7), b(7);
        QCOMPARE(hard->choose(winning.observation(0), legal, a), hard->choose(nothing.observation(0), legal, b));
    }

    // Trash Pandas, seat 0 holds five tokens and no card that saves a bust:
    // rolling again busts five times in six. The state's own generator would
    // roll the sixth token next, so a bot that foresaw the dice would roll;
    // the reference sees the cards, not the dice, and stops.
    void test_reference_bot_does_not_foresee_the_dice()
    {
        using tp::ActionType;
        auto act = [](ActionType type) { return tp::makeAction(type, -1, -1); };
        std::optional<tp::State> lucky;
        for (std::uint64_t seed = 1; seed < 200 && !lucky; ++seed) {
            tp::State::Setup setup;
            setup.seed = seed;
            setup.stack = {tp::Card::Doggo, tp::Card::Kitteh, tp::Card::Shiny}; // seat 0's hand: no save
            setup.rolls = {1, 2, 3, 4, 5};
            tp::State state(setup);
            bool ok = state.apply(act(ActionType::Roll), nullptr).ok;
            for (int i = 0; i < 4 && ok; ++i)
                ok = state.apply(act(ActionType::Roll), nullptr).ok;
            QVERIFY(ok);
            QCOMPARE(legalOf(state), (std::vector<Action>{act(ActionType::Roll), act(ActionType::Stop)}));
            tp::State next = state;
            next.apply(act(ActionType::Roll), nullptr);
            if (next.turn().phase != tp::Phase::Busting)
                lucky = state; // the true next roll is the sixth token
        }
        QVERIFY(lucky.has_value());
        const auto legal = legalOf(*lucky);
        ReferenceBot<tp::State> ref = makeReferenceBot<tp::State>(referenceOptions<tp::State>(2000));
        Rng rng(3);
        QCOMPARE(ref.choose(*lucky, legal, rng), act(ActionType::Stop));
    }

    // critter-table and critter-cli must never see every card: nothing under
    // app/ may name the reference bot or its target.
    void test_reference_bot_is_not_linked_into_the_app()
    {
        int files = 0;
        QDirIterator it(QStringLiteral(CRITTER_SOURCE_DIR "/app"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray text = file.readAll();
            ++files;
            QVERIFY2(!text.contains("critter_reference_bot") && !text.contains("bots/reference/") &&
                         !text.contains("ReferenceBot"),
                     qPrintable(file.fileName()));
        }
        QVERIFY(files > 20);
    }
};

QTEST_APPLESS_MAIN(TestReferenceBot)
#include "test_reference_bot.moc"
