// The silly-decision audit (issue 34 part 4, silly_checks.h): every level
// of every game plays whole games and no decision trips a check.
// Quick by default (a few games a level, searches capped at 100
// iterations); for the long audit of docs/bots.md set
//   CRITTER_AUDIT_GAMES=N     games a level and game
//   CRITTER_AUDIT_ITERS=N     search iterations (0: the shipped budgets, no time cap)
#include <QtTest>

#include <cstdlib>

#include "../trashdash/td_test_util.h"
#include "silly_checks.h"

using namespace critter;

namespace {

int envInt(const char* name, int fallback)
{
    const char* v = std::getenv(name);
    return v && *v ? std::atoi(v) : fallback;
}

template <class S>
BotRecipe<S> auditRecipe()
{
    BotRecipe<S> r = BotTraits<S>::recipe();
    r.normal.budget.time = {};
    r.hard.budget.time = {}; // iterations only: the same games on a busy machine
    if (const int iters = envInt("CRITTER_AUDIT_ITERS", 100); iters > 0) {
        r.normal.budget.iterations = std::min(r.normal.budget.iterations, iters);
        r.hard.budget.iterations = std::min(r.hard.budget.iterations, iters);
    }
    return r;
}

tp::State tpDeal(int, Rng& rng)
{
    tp::State::Setup setup;
    setup.players = rng.between(2, 4);
    setup.seed = rng.next();
    return tp::State(setup);
}

pp::State ppDeal(int, Rng& rng)
{
    pp::Setup setup;
    setup.players = rng.between(2, 4);
    setup.seed = rng.next();
    return pp::State(setup);
}

td::State tdDeal(int game, Rng& rng)
{
    const auto& tracks = td::content().tracks;
    const std::string& track = tracks[static_cast<std::size_t>(game) % tracks.size()].id;
    const int players = rng.between(2, 4);
    std::vector<td::RacerSetup> racers = td::randomHandRacers(players, rng);
    return td::State(td::standardSetup(track, std::move(racers), rng.next()));
}

template <class S, class Deal>
void auditEveryLevel(const char* game, Deal deal, const std::vector<silly::Check<S>>& checks, int defaultGames)
{
    const int games = envInt("CRITTER_AUDIT_GAMES", defaultGames);
    const BotRecipe<S> recipe = auditRecipe<S>();
    QStringList failures; // every level and check first, so one run shows all
    for (BotLevel level : {BotLevel::Easy, BotLevel::Normal, BotLevel::Hard}) {
        const auto r = silly::audit<S>(level, recipe, deal, games, 1, checks);
        qInfo("%s %s: %d games, %d decisions with a choice", game, botLevelName(level).data(), r.games, r.decisions);
        for (const auto& c : checks) {
            const int judged = r.applicable.count(c.name) ? r.applicable.at(c.name) : 0;
            const int silly = r.silly.count(c.name) ? r.silly.at(c.name) : 0;
            const std::string example = silly ? r.example.at(c.name) : std::string();
            qInfo("  %-52s judged %6d  silly %4d  %s", c.name.c_str(), judged, silly, example.c_str());
            if (silly > 0 && !c.reportOnly)
                failures << QStringLiteral("%1 %2: %3 (%4 of %5), e.g. %6")
                                .arg(game, botLevelName(level).data(), c.name.c_str())
                                .arg(silly)
                                .arg(judged)
                                .arg(example.c_str());
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("; "))));
}

} // namespace

class TestSillyDecisions : public QObject {
    Q_OBJECT
private slots:
    void test_tp_bots_make_no_silly_decisions()
    {
        auditEveryLevel<tp::State>("trash-pandas", tpDeal, silly::tpcheck::checks(), 4);
    }

    void test_pp_bots_make_no_silly_decisions()
    {
        auditEveryLevel<pp::State>("panda-panda", ppDeal, silly::ppcheck::checks(), 4);
    }

    // Pinned examples of what the audit found (docs/bots.md).

    // Seat 0 is dealt C C C C E: discarding the E leaves C C C C, a winning
    // hand it calls at the start of its next turn. Every level takes it.
    void test_pp_bot_never_passes_up_a_winning_hand()
    {
        pp::Setup setup;
        setup.players = 2;
        setup.seed = 5;
        for (int letter : {2, 2, 2, 2, 4})
            setup.deck.push_back(letter);
        const pp::State state(setup);
        std::vector<Action> legal;
        state.legalActions(legal);
        QVERIFY(legal.size() > 2);
        for (BotLevel level : {BotLevel::Easy, BotLevel::Normal, BotLevel::Hard}) {
            auto bot = makeDefaultBot<pp::State>(level, auditRecipe<pp::State>());
            Rng rng(3);
            QCOMPARE(pp::toNotation(bot->choose(state.observation(0), legal, rng)), std::string("discard E"));
        }
    }

    // Seat 0 Dashes with m4 m4 and the die shows its top face: a reroll can
    // only lose and costs a card; every level keeps the roll.
    void test_td_bot_never_rerolls_the_dash_dies_top_face()
    {
        td::Setup setup = tdtest::race({tdtest::hand("winston"), tdtest::hand("flipp")},
                                       "m4 m4 m1 m2 m3 | m1 m2 m2 m3 m3");
        setup.dashRolls = {silly::tdcheck::dieMax()};
        td::State state(setup);
        QCOMPARE(tdtest::play(state, "dash m4 m4"), std::string());
        QCOMPARE(state.phase(), td::Phase::DashRoll);
        std::vector<Action> legal;
        state.legalActions(legal);
        QVERIFY(legal.size() > 1); // rerolls were offered
        for (BotLevel level : {BotLevel::Easy, BotLevel::Normal, BotLevel::Hard}) {
            auto bot = makeDefaultBot<td::State>(level, auditRecipe<td::State>());
            Rng rng(3);
            QCOMPARE(bot->choose(state.observation(0), legal, rng), td::makeAction(td::ActionType::KeepRoll));
        }
    }

    // The last turn (TP-5): a Tree that stashes fewer cards than it may, and
    // a pass on a Mask that a matching card could answer, are dropped.
    void test_tp_bot_never_keeps_back_a_card_on_the_last_turn()
    {
        tp::State::Observation seen;
        seen.players = 2;
        seen.turn.active = 0;
        seen.turn.endTriggered = true;
        seen.turn.phase = tp::Phase::Resolve;
        using tp::ActionType;
        const int pie = static_cast<int>(tp::Card::Pie), feesh = static_cast<int>(tp::Card::Feesh);
        std::vector<Action> legal{tp::makeAction(ActionType::ResolveTree), tp::makeAction(ActionType::ResolveTree, pie),
                                  tp::makeAction(ActionType::ResolveTree, feesh, pie)};
        tp::bots::dropSillyMoves(seen, legal);
        QCOMPARE(legal, std::vector<Action>{tp::makeAction(ActionType::ResolveTree, feesh, pie)});
        seen.turn.phase = tp::Phase::Mask;
        legal = {tp::makeAction(ActionType::StashMatch, pie), tp::makeAction(ActionType::Pass)};
        tp::bots::dropSillyMoves(seen, legal);
        QCOMPARE(legal, std::vector<Action>{tp::makeAction(ActionType::StashMatch, pie)});
        // Before the end both stay choices.
        seen.turn.endTriggered = false;
        legal = {tp::makeAction(ActionType::StashMatch, pie), tp::makeAction(ActionType::Pass)};
        tp::bots::dropSillyMoves(seen, legal);
        QCOMPARE(legal.size(), std::size_t{2});
    }

    void test_td_bots_make_no_silly_decisions()
    {
        auditEveryLevel<td::State>("trash-dash", tdDeal, silly::tdcheck::checks(), 6);
    }
};

QTEST_APPLESS_MAIN(TestSillyDecisions)
#include "test_silly_decisions.moc"
