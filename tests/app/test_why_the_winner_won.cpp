// After the game (issue 33 part 4): why the winner won, for each game, from
// known end states and from whole games played again, and the session's
// way there: whyWon, whyWonMove, startReplayAt and the rating change.
//  - Trash Pandas: the card types whose majorities decided it against the
//    runner-up (TP-2, TP-3), and the move that completed the winner's stash.
//  - Panda Panda: the winning hand of the second crown, how and when it was
//    made and called, and the first crown's hand.
//  - Trash Dash: how often the lead changed hands and the move with which
//    the winner took it for good.
// Every explanation is built from what a spectator sees: the tests also
// check that a game whose hidden cards differ but whose public trail is the
// same is explained the same way.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTest>

#include <algorithm>

#include "core/rng.h"
#include "pandapandasession.h"
#include "ppwhywon.h"
#include "statistics.h"
#include "tdwhywon.h"
#include "tpwhywon.h"
#include "trashdashsession.h"
#include "trashpandassession.h"

using critter::Action;
using critter::kNoSeat;
using critter::Seat;
namespace tp = critter::tp;
namespace pp = critter::pp;
namespace td = critter::td;

namespace {

template <class S>
void playToTheEnd(S& state, std::uint64_t seed, int limit = 20000)
{
    critter::Rng rng(seed);
    std::vector<Action> legal;
    for (int n = 0; n < limit && !state.isOver(); ++n) {
        legal.clear();
        state.legalActions(legal);
        QVERIFY(!legal.empty());
        const Action a = legal[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(legal.size())))];
        QVERIFY(state.apply(a, nullptr));
    }
    QVERIFY(state.isOver());
}

tp::Counts counts(std::initializer_list<std::pair<tp::Card, int>> cards)
{
    tp::Counts c{};
    for (const auto& [card, n] : cards)
        c[static_cast<std::size_t>(card)] = static_cast<std::uint8_t>(n);
    return c;
}

// A spectator's stash of a seat: face-down count and face-up cards.
std::pair<int, tp::Counts> seenStash(const tp::State& s, Seat seat)
{
    const auto o = s.observation(kNoSeat);
    return {o.seats[static_cast<std::size_t>(seat)].stashDownCount, o.seats[static_cast<std::size_t>(seat)].stashUp};
}

QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }

// A recorder that rates Ann's games and says how her rating moved.
class FakeRecorder : public GameRecorder
{
public:
    QString recordGame(const FinishedGame&) override { return {}; }
    QString ratedLevel(const QString&, const QString&) override { return QStringLiteral("random"); }
    QString ratingChange(const QString&, const QString& who) override { return who + QStringLiteral("'s rating: 1,000 → 980 (−20)"); }
};

} // namespace

class TestWhyTheWinnerWon : public QObject
{
    Q_OBJECT

    QTranslator m_english;   // the English plural forms ("2 points"), as the app installs them

private slots:
    void initTestCase()
    {
        QVERIFY(m_english.load(QStringLiteral(":/i18n/critter_en.qm")));
        QCoreApplication::installTranslator(&m_english);
    }

    // ---- Trash Pandas ------------------------------------------------------

    // TP-2: Ann 1st in Nanners (7) and Feesh (5), Ben 2nd in Feesh (3), 1st
    // in MMM Pie! (6) and a Blammo! (1): Ann 12, Ben 10. Nanners alone makes
    // up the margin of 2, so it is the one deciding type.
    void tp_the_majority_that_decided()
    {
        std::array<tp::Counts, tp::kMaxPlayers> stashes{};
        stashes[0] = counts({{tp::Card::Nanners, 2}, {tp::Card::Feesh, 3}});
        stashes[1] = counts({{tp::Card::Feesh, 1}, {tp::Card::Pie, 2}, {tp::Card::Blammo, 1}});
        const tpwhy::Facts f = tpwhy::scoreFacts(tp::scoreStashes(stashes, 2));
        QCOMPARE(f.winner, 0);
        QCOMPARE(f.rival, 1);
        QCOMPARE(f.by, tpwhy::DecidedBy::Points);
        QCOMPARE(f.total, 12);
        QCOMPARE(f.rivalTotal, 10);
        QCOMPARE(f.deciding.size(), std::size_t(1));
        QCOMPARE(f.deciding[0].card, tp::Card::Nanners);
        QCOMPARE(f.deciding[0].gain(), 7);
        QCOMPARE(f.deciding[0].place, 1);
        const WhyWon why = tpwhy::Words::of(f, {"Ann", "Ben"});
        QVERIFY2(why.text.startsWith("Ann won by 2 points over Ben (12 to 10)."), qPrintable(why.text));
        QVERIFY2(why.text.contains("1st place in Nanners (+7)"), qPrintable(why.text));
        QVERIFY2(!why.text.contains("Feesh"), qPrintable(why.text));   // Feesh's +2 was not needed
    }

    // The margin needs two types: Ann +5 in Feesh and +4 in MMM Pie!, Ben +7 in Nanners; Ann wins by 2.
    void tp_the_fewest_biggest_gains_that_make_the_margin()
    {
        std::array<tp::Counts, tp::kMaxPlayers> stashes{};
        stashes[0] = counts({{tp::Card::Feesh, 2}, {tp::Card::Pie, 2}, {tp::Card::Shiny, 1}});   // 5 + 6 + 3 = 14
        stashes[1] = counts({{tp::Card::Nanners, 1}, {tp::Card::Pie, 1}, {tp::Card::Blammo, 3}});   // 7 + 2 + 3 = 12
        const tpwhy::Facts f = tpwhy::scoreFacts(tp::scoreStashes(stashes, 2));
        QCOMPARE(f.winner, 0);
        QCOMPARE(f.total - f.rivalTotal, 2);
        // Gains: Feesh +5, MMM Pie! +4, Shiny +3; Feesh alone covers 2.
        QCOMPARE(f.deciding.size(), std::size_t(1));
        QCOMPARE(f.deciding[0].card, tp::Card::Feesh);
        // Ben ahead by Blammo!s instead: he wins on cards per point.
        stashes[1][static_cast<std::size_t>(tp::Card::Blammo)] = 9;   // 7 + 2 + 9 = 18
        const tpwhy::Facts g = tpwhy::scoreFacts(tp::scoreStashes(stashes, 2));
        QCOMPARE(g.winner, 1);
        QCOMPARE(g.deciding.front().card, tp::Card::Blammo);
        QCOMPARE(g.deciding.front().place, 0);
        QVERIFY(tpwhy::Words::of(g, {"Ann", "Ben"}).text.contains("9 Blammo! cards (+9)"));
    }

    // TP-3: equal points, the winner has more card types.
    void tp_a_tie_in_points_decided_by_types()
    {
        std::array<tp::Counts, tp::kMaxPlayers> stashes{};
        stashes[0] = counts({{tp::Card::Blammo, 2}, {tp::Card::Feesh, 1}});    // 2 + 5 (alone in Feesh)
        stashes[1] = counts({{tp::Card::Nanners, 1}});                        // 7
        const tpwhy::Facts f = tpwhy::scoreFacts(tp::scoreStashes(stashes, 2));
        QCOMPARE(f.winner, 0);
        QCOMPARE(f.by, tpwhy::DecidedBy::Types);
        QVERIFY(f.deciding.empty());
        const QString text = tpwhy::Words::of(f, {"Ann", "Ben"}).text;
        QVERIFY2(text.contains("more card types stashed (2 to 1)"), qPrintable(text));
    }

    // A whole game: the moment is the last move that changed the winner's
    // stash as a spectator sees it, and the explanation names the rules' winner.
    void tp_a_whole_game_and_its_moment()
    {
        for (std::uint64_t seed : {3u, 17u, 42u}) {
            tp::State s(tp::State::Setup{3, seed, {}, {}, {}});
            playToTheEnd(s, seed);
            const tpwhy::Facts f = tpwhy::explain(s);
            QCOMPARE(f.winner, s.winners().front());
            int made = 0;
            for (const tpwhy::Gain& g : f.deciding)
                made += g.gain();
            if (f.by == tpwhy::DecidedBy::Points)
                QVERIFY(made >= f.total - f.rivalTotal);
            QVERIFY(f.position >= 1 && f.position <= static_cast<int>(s.history().actions.size()));
            // Replayed: the winner's stash as seen changes at the moment and never after.
            tp::State again(s.history().setup);
            const auto& actions = s.history().actions;
            for (int i = 0; i < f.position - 1; ++i)
                QVERIFY(again.apply(actions[static_cast<std::size_t>(i)], nullptr));
            const auto before = seenStash(again, f.winner);
            QVERIFY(again.apply(actions[static_cast<std::size_t>(f.position - 1)], nullptr));
            const auto at = seenStash(again, f.winner);
            QVERIFY(at != before);
            for (std::size_t i = static_cast<std::size_t>(f.position); i < actions.size(); ++i) {
                QVERIFY(again.apply(actions[i], nullptr));
                QVERIFY(seenStash(again, f.winner) == at);
            }
            const WhyWon why = tpwhy::Words::of(f, {"Ann", "Ben", "Cat"});
            QVERIFY(why.text.contains(QStringList({"Ann", "Ben", "Cat"})[f.winner]));
            QCOMPARE(why.position, f.position);
        }
    }

    // ---- Panda Panda -------------------------------------------------------

    // Round 1: Ann is dealt CCCCD, discards the D (turn 1: CCCC is complete),
    // Ben discards a B, Ann calls on turn 3. Round 2: Ann is dealt BBBBB and
    // calls at once (turn 4): the game's winning hand, dealt complete.
    void pp_the_winning_hand_who_made_it_and_when()
    {
        pp::Setup setup;
        setup.players = 2;
        setup.seed = 5;
        setup.deck = {2, 2, 2, 2, 3, 1, 1, 1, 4, 4};
        setup.roundDecks = {{1, 1, 1, 1, 1, 0, 0, 2, 3, 4}};
        pp::State s(setup);
        QVERIFY(s.apply({pp::kDiscard, 3, -1, -1}, nullptr));
        QVERIFY(s.apply({pp::kDiscard, 1, -1, -1}, nullptr));
        QVERIFY(s.apply({pp::kCall, -1, -1, -1}, nullptr));
        QVERIFY(s.apply({pp::kCall, -1, -1, -1}, nullptr));
        QVERIFY(s.isOver());
        const ppwhy::Facts f = ppwhy::explain(s);
        QCOMPARE(f.winner, 0);
        QCOMPARE(f.crowns.size(), std::size_t(2));
        const ppwhy::Crown& first = f.crowns[0];
        QCOMPARE(first.round, 1);
        QCOMPARE(pp::winningHands()[static_cast<std::size_t>(first.hand)].name, std::string_view("CCCC"));
        QCOMPARE(first.made, ppwhy::Made::Discard);
        QCOMPARE(first.madeTurn, 1);
        QCOMPARE(first.madeAt, 1);
        QCOMPARE(first.calledTurn, 3);
        const ppwhy::Crown& last = f.crowns[1];
        QCOMPARE(last.round, 2);
        QCOMPARE(pp::winningHands()[static_cast<std::size_t>(last.hand)].name, std::string_view("BBBBB"));
        QCOMPARE(last.made, ppwhy::Made::Dealt);
        QCOMPARE(last.calledTurn, 4);
        QCOMPARE(last.calledAt, 3);
        QCOMPARE(f.position(), 3);   // dealt complete: the replay stands before the call
        const WhyWon why = ppwhy::Words::of(f, {"Ann", "Ben"});
        QVERIFY2(why.text.startsWith("Ann took the second crown with BBBBB in round 2"), qPrintable(why.text));
        QVERIFY2(why.text.contains("dealt complete"), qPrintable(why.text));
        QVERIFY2(why.text.contains("first crown came in round 1, with CCCC"), qPrintable(why.text));
        QCOMPARE(why.position, 3);
    }

    // Whole games: the hand is the one called, and at the moment the caller's
    // hand is that winning hand (the card that completed it is in).
    void pp_whole_games()
    {
        for (std::uint64_t seed : {1u, 9u, 77u}) {
            pp::Setup setup;
            setup.players = 3;
            setup.seed = seed;
            pp::State s(setup);
            playToTheEnd(s, seed);
            const ppwhy::Facts f = ppwhy::explain(s);
            QCOMPARE(f.winner, s.winners().front());
            QCOMPARE(f.crowns.size(), std::size_t(2));
            QCOMPARE(f.crowns.back().hand, s.winningHand());
            pp::State again(s.history().setup);
            for (int i = 0; i < f.position(); ++i)
                QVERIFY(again.apply(s.history().actions[static_cast<std::size_t>(i)], nullptr));
            QCOMPARE(pp::winningHandOf(again.hand(f.winner)), f.crowns.back().hand);
            QVERIFY(!ppwhy::Words::of(f, {"Ann", "Ben", "Cat"}).text.isEmpty());
        }
    }

    // ---- Trash Dash --------------------------------------------------------

    // The lead over a race, from known trails.
    void td_lead_changes_and_the_lead_for_good()
    {
        // Ann (0) leads, Ben (1) passes her, Ann takes it back for good at move 5.
        tdwhy::LeadFacts f = tdwhy::leadFacts({kNoSeat, 0, 0, 1, 1, 0, 0}, 0);
        QCOMPARE(f.changes, 2);
        QCOMPARE(f.tookLead, 5);
        QVERIFY(!f.firstLead);
        // Ben led from his first move to the end.
        f = tdwhy::leadFacts({kNoSeat, 1, 1, 1}, 1);
        QCOMPARE(f.changes, 0);
        QCOMPARE(f.tookLead, 1);
        QVERIFY(f.firstLead);
        // Caught up (a shared front is nobody's lead) and pulled away again: the lead for good is the second.
        f = tdwhy::leadFacts({0, kNoSeat, 0, 0}, 0);
        QCOMPARE(f.changes, 0);
        QCOMPARE(f.tookLead, 2);
        // A winner who never led alone before the finish takes it with the last move.
        f = tdwhy::leadFacts({1, 1, 2, 1, 0}, 0);
        QCOMPARE(f.changes, 3);
        QCOMPARE(f.tookLead, 4);
    }

    // Whole races: after the moment the winner is alone in front to the end
    // of the race; just before it they were not.
    void td_whole_races()
    {
        for (std::uint64_t seed : {2u, 11u, 31u}) {
            td::State s(td::standardSetup("bin-bandit-boulevard", td::defaultRacers({false, false, true}), seed), nullptr);
            playToTheEnd(s, seed);
            const tdwhy::Facts f = tdwhy::explain(s);
            QCOMPARE(f.winner, s.winners().front());
            QCOMPARE(f.race, 1);
            QVERIFY(f.position >= 1);
            td::State again(s.history().setup, nullptr);
            const auto& actions = s.history().actions;
            const auto alone = [&](const td::State& st, Seat seat) {
                const auto& p = st.pub();
                for (Seat r = 0; r < p.players; ++r)
                    if (r != seat && p.racers[static_cast<std::size_t>(r)].progress >= p.racers[static_cast<std::size_t>(seat)].progress)
                        return false;
                return true;
            };
            for (int i = 0; i < f.position - 1; ++i)
                QVERIFY(again.apply(actions[static_cast<std::size_t>(i)], nullptr));
            QVERIFY(!alone(again, f.winner) || f.position == 1);
            for (std::size_t i = static_cast<std::size_t>(f.position - 1); i + 1 < actions.size(); ++i) {
                QVERIFY(again.apply(actions[i], nullptr));
                QVERIFY2(alone(again, f.winner), qPrintable(QStringLiteral("seed %1, move %2").arg(seed).arg(i)));
            }
            const WhyWon why = tdwhy::Words::of(f, {"Ann", "Ben", "CPU"});
            QVERIFY2(why.text.contains("took the lead for good on turn"), qPrintable(why.text));
            QCOMPARE(why.position, f.position);
        }
    }

    // A Tournament: the points and the places, then the last race the winner won.
    void td_a_tournament()
    {
        td::State s(td::tournamentSetup(td::Circuit::Uptown, td::defaultRacers({false, false}), 8), nullptr);
        playToTheEnd(s, 8, 60000);
        const tdwhy::Facts f = tdwhy::explain(s);
        QVERIFY(f.tournament);
        QCOMPARE(f.winner, s.winners().front());
        QCOMPARE(f.points, s.pub().racers[static_cast<std::size_t>(f.winner)].points);
        const QString text = tdwhy::Words::of(f, {"Ann", "Ben"}).text;
        QVERIFY2(text.contains("won the Tournament with"), qPrintable(text));
        if (f.race > 0)
            QVERIFY2(text.contains(QStringLiteral("Race %1: ").arg(f.race)), qPrintable(text));
    }

    // ---- the session -------------------------------------------------------

    // Bots play to the end: the session's whyWon is the game's explanation,
    // and startReplayAt opens the replay at its moment.
    void the_session_explains_and_opens_the_replay_there()
    {
        PandaPandaSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        QSignalSpy over(&s, &TableSession::overChanged);
        s.start({bot("random"), bot("random")}, 21);
        QCOMPARE(s.whyWon().text, QString());
        QCOMPARE(s.whyWonMove(), -1);
        for (int i = 0; i < 3000 && !s.over(); ++i) {
            s.continueAfterRound();
            QTest::qWait(5);
        }
        QVERIFY(s.over());
        const ppwhy::Facts f = ppwhy::explain(s.state());
        QCOMPARE(s.whyWonMove(), f.position());
        QVERIFY(s.whyWonText().contains(s.names()[f.winner]));
        QVERIFY(!s.whyWonMoment().isEmpty());
        QCOMPARE(s.whyWonSeat(), f.winner);
        s.replayWhyWon();
        QVERIFY(s.replaying());
        QCOMPARE(s.replayPosition(), f.position());
        QCOMPARE(s.viewer(), f.winner);   // the winner's cards, as any replay may show them
        s.stopReplay();
        s.startReplayAt(s.whyWonMove());
        QVERIFY(s.replaying());
        QCOMPARE(s.replayPosition(), f.position());
        QCOMPARE(s.whyWonText(), QString());   // a replay explains nothing: the results are not shown
        s.stopReplay();
        QCOMPARE(s.whyWonMove(), f.position());
        // Beyond the game's end: the replay stands at the end.
        s.startReplayAt(100000);
        QCOMPARE(s.replayPosition(), s.replayLength());
    }

    // After a rated game the session holds how the rating moved; a new deal clears it.
    void the_rating_change_after_a_rated_game()
    {
        FakeRecorder recorder;
        TableSession::setRecorder(&recorder);
        PandaPandaSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        s.start({person("Ann"), bot("random")}, 4, true);
        QVERIFY(s.rated());
        QCOMPARE(s.ratingChange(), QString());
        QSignalSpy changed(&s, &TableSession::ratingChangeChanged);
        // Ann plays like a Random bot: any row on offer that is not a pick.
        critter::Rng rng(4);
        QElapsedTimer clock;
        clock.start();
        while (!s.over() && clock.elapsed() < 60000) {
            s.continueAfterRound();
            if (s.myDecision()) {
                const auto& rows = s.choiceModel()->rows();
                std::vector<QString> ids;
                for (std::size_t r = 0; r < rows.size(); ++r)
                    if (s.choiceModel()->available(static_cast<int>(r)) && rows[r].pick == 0)
                        ids.push_back(rows[r].id);
                if (!ids.empty())
                    s.choose(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
            }
            QTest::qWait(2);
        }
        TableSession::setRecorder(nullptr);
        QVERIFY2(s.over(), qPrintable(s.banner() + " / " + QString::number(s.deciding()) + " / " + QString::number(s.choiceModel()->rows().size()) + " " + (s.choiceModel()->rows().empty() ? QString() : s.choiceModel()->rows()[0].id)));
        QCOMPARE(s.ratingChange(), QStringLiteral("Ann's rating: 1,000 → 980 (−20)"));
        QVERIFY(changed.count() >= 1);
        s.playAgain();
        QCOMPARE(s.ratingChange(), QString());
    }

    // Statistics words the move from its own database.
    void statistics_words_the_rating_change()
    {
        QTemporaryDir dir;
        Statistics statistics;
        statistics.openAt(dir.filePath("stats.sqlite"));
        QCOMPARE(statistics.ratingChange("trash-pandas", "Ann"), QString());
        FinishedGame g;
        g.gameId = "trash-pandas";
        g.finishedAt = QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
        g.moves = 30;
        g.rated = true;
        g.seats = {FinishedSeat{"Ann", "person", "", 9, true}, FinishedSeat{"Bot 2", "bot", "easy", 4, false}};
        QCOMPARE(statistics.recordGame(g), QString());
        QCOMPARE(statistics.ratingChange("trash-pandas", "Ann"), QStringLiteral("Rating 1,000 → 1,020 (+20)"));
    }
};

QTEST_MAIN(TestWhyTheWinnerWon)
#include "test_why_the_winner_won.moc"
