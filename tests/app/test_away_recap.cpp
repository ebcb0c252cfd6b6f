// "While you were away" (issue 33 part 2, app/session/core/awayrecap.h).
// Pass-and-play games of each game, every seat a person and a random bot
// choosing for whoever holds the device: at each seat's turn, once its
// person is back through the privacy screen, the recap holds exactly the
// events of the others' moves since that seat's own last move, worded from
// that seat's own view of each (the rules' eventFor, what a network seat is
// sent), with what was done to the seat first; and no line of it is the
// line that would name a card hidden from that seat (another's draw, a pass
// between two others, a card shown privately to someone else). Against bots
// it opens only when the moves went by at Instant speed, and a continued
// game tells each person what they missed.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

#include "bots/bot_factory.h"
#include "core/rng.h"
#include "pandapanda/wire.h"
#include "pandapandasession.h"
#include "pptext.h"
#include "tdtext.h"
#include "trashdash/wire.h"
#include "trashdashsession.h"
#include "trashpandas/wire.h"
#include "trashpandassession.h"
#include "tptext.h"

using critter::Action;
using critter::Event;
using critter::Seat;
namespace tp = critter::tp;
namespace pp = critter::pp;
namespace td = critter::td;

namespace {
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }

// A session whose moves the test makes, as the seat asked (TableSession::act).
template <class Base>
struct Played : Base
{
    using TableSession::act;
};

// What each game's rules let a seat see of an event (the network's per-seat view).
std::optional<Event> viewOf(const TrashPandasSession&, const Event& e, Seat seat) { return tp::eventFor(e, seat); }
std::optional<Event> viewOf(const PandaPandaSession&, const Event& e, Seat seat) { return pp::eventFor(e, seat); }
std::optional<Event> viewOf(const TrashDashSession&, const Event& e, Seat seat) { return td::eventFor(e, seat); }

// Lines that would name what `seat` may not see in these raw events: the
// line the log writes for whoever did see it. None of them may be in the
// seat's recap.
QStringList hiddenLines(const TrashPandasSession& s, const std::vector<Event>& raw, Seat seat)
{
    QStringList out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const Event& e = raw[i];
        if (e.type != int(tp::EventType::CardMoved) || e.c >= 0)
            continue;
        bool seatSaw = false;
        QStringList others;
        for (std::size_t j = i + 1; j < raw.size() && raw[j].type == int(tp::EventType::CardSeen); ++j) {
            if (raw[j].seat == seat)
                seatSaw = true;
            else
                others << TpText::seenMoveText(e, raw[j].a, s.names());
        }
        if (!seatSaw)
            out << others;
    }
    return out;
}

QStringList hiddenLines(const PandaPandaSession& s, const std::vector<Event>& raw, Seat seat)
{
    QStringList out;
    for (const Event& e : raw) {
        const bool drawn = e.type == pp::kDrewFromDeck && e.seat != seat;
        const bool passed = e.type == pp::kCardPassed && e.seat != seat && e.b != seat;
        if ((drawn || passed) && e.a >= 0)
            out << PpText::describe(e, s.names(), false);
    }
    return out;
}

QStringList hiddenLines(const TrashDashSession& s, const std::vector<Event>& raw, Seat seat)
{
    QStringList out;
    for (const Event& e : raw) {
        const bool drawn = e.type == int(td::EventType::CardDrawn) && e.seat != seat;
        const bool trash = e.type == int(td::EventType::TrashDrawn) && (e.seat != seat || e.b == 1);
        if ((drawn || trash) && e.a >= 0)
            out << TdText::eventText(e, td::Observation{}, s.names());
    }
    return out;
}

// Whatever holds the table for the people at it (Panda Panda's drawn card
// and round celebration) is passed on, as the table's buttons would.
void passOn(TrashPandasSession&) {}
void passOn(TrashDashSession&) {}
void passOn(PandaPandaSession& s)
{
    if (s.drawnCard() >= 0)
        s.passOnAfterDraw();
    if (s.roundOver() && !s.gameOver())
        s.continueAfterRound();
}

template <class Session>
bool waitForAsk(Session& s)
{
    for (int i = 0; i < 2000; ++i) {
        passOn(s);
        if (s.over() || s.privacyNeeded() || s.myDecision())
            return true;
        QTest::qWait(2);
    }
    return false;
}
} // namespace

class TestAwayRecap : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int answeredInOpen = 0;   // Trash Pandas' Yum Yum questions answered on the privacy screen

    template <class Session>
    void prepare(Session& s)
    {
        s.setAutosaveDir(m_dir.path());
        s.setStepMs(1);   // events play (not at Instant speed): only coming back opens a recap
        s.setBotPaceMs(0);
    }

    // Plays a pass-and-play game to its end (or `moves` moves), checking the
    // recap at every ask. Returns how many recaps opened and how many hidden
    // lines were checked absent (both must be > 0 for the test to say anything).
    template <class Session>
    void playAndCheck(Session& s, std::uint64_t seed, int moves, int& recaps, int& hiddenChecked, int& toYouSeen)
    {
        using S = std::decay_t<decltype(s.state())>;
        const int players = s.players();
        std::vector<std::vector<Event>> raw(static_cast<std::size_t>(players));   // the others' events since the seat's move
        std::unique_ptr<critter::Bot<S>> chooser = critter::makeDefaultBot<S>(critter::BotLevel::Random);
        critter::Rng rng(seed);
        for (int move = 0; move < moves; ++move) {
            QVERIFY2(waitForAsk(s), "the table never asked anyone");
            if (s.over())
                break;
            bool cameBack = false;
            if (s.privacyNeeded() && s.openSeat() >= 0 && rng.below(2) == 0) {
                // Asked in the open, answered on the privacy screen without a look:
                // that person saw only the question, so what came before is still owed,
                // and what their answer did is news to them too.
                const TableChoice* answer = s.choiceModel()->find(QStringLiteral("pass"));
                QVERIFY(answer);
                S copy = s.state();
                std::vector<Event> events;
                QVERIFY(copy.apply(answer->action, &events));
                QVERIFY(s.choose(QStringLiteral("pass")));
                QVERIFY(!s.recap()->isOpen());
                ++answeredInOpen;
                for (int other = 0; other < players; ++other) {
                    auto& list = raw[static_cast<std::size_t>(other)];
                    list.insert(list.end(), events.begin(), events.end());
                }
                continue;
            }
            if (s.privacyNeeded()) {
                cameBack = true;
                if (s.openSeat() >= 0)
                    QVERIFY(s.choose(QStringLiteral("look-privately")));   // asked in the open: look at the hand
                else
                    s.confirmViewer();
            }
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
            const Seat seat = s.viewer();
            const AwayRecap* recap = s.recap();

            // Exactly the others' events since this seat's move, as this seat may see them.
            std::vector<Event> seen;
            for (const Event& e : raw[static_cast<std::size_t>(seat)])
                if (const std::optional<Event> v = viewOf(s, e, seat))
                    seen.push_back(*v);
            const AwayRecap::Text expected = recap->textOf(seen, seat);
            if (cameBack && !expected.lines.isEmpty()) {
                QVERIFY2(recap->isOpen(), qPrintable(QStringLiteral("no recap for seat %1 at move %2").arg(seat).arg(move)));
                QCOMPARE(recap->seat(), seat);
                QCOMPARE(recap->lines(), expected.lines);
                QCOMPARE(recap->toYou(), expected.toYou);
                QCOMPARE(recap->more(), expected.more);
                ++recaps;
                toYouSeen += recap->toYou();
                // Done to the seat first: the notice's words, then the log's.
                for (int i = 0; i < recap->toYou(); ++i)
                    QVERIFY(!recap->lines().at(i).isEmpty());
                // Said once: no private note beside it repeats a line of it.
                for (const QString& note : s.privateNotes())
                    QVERIFY2(!recap->lines().contains(note), qPrintable(note));
            } else {
                QVERIFY2(!recap->isOpen(), qPrintable(QStringLiteral("a recap for seat %1 at move %2 with nothing to say or no one away")
                                                          .arg(seat).arg(move)));
            }
            // Nothing hidden from the seat is named.
            for (const QString& hidden : hiddenLines(s, raw[static_cast<std::size_t>(seat)], seat)) {
                ++hiddenChecked;
                QVERIFY2(!expected.lines.contains(hidden) && !recap->lines().contains(hidden), qPrintable(hidden));
            }

            // The seat moves (a random bot on its own observation); the events it makes, from a copy.
            std::vector<Action> legal;
            s.state().legalActions(legal);
            const Action action = chooser->choose(s.state().observation(seat), legal, rng);
            S copy = s.state();
            std::vector<Event> events;
            QVERIFY(copy.apply(action, &events));
            QVERIFY(s.act(action));
            QVERIFY(copy == s.state());
            QVERIFY(!recap->isOpen());   // their move closes it
            for (int other = 0; other < players; ++other) {
                auto& list = raw[static_cast<std::size_t>(other)];
                if (other == seat)
                    list.clear();
                else
                    list.insert(list.end(), events.begin(), events.end());
            }
        }
    }

    template <class Session>
    void passAndPlay(const QVariantList& seats, std::initializer_list<std::uint64_t> seeds,
                     const std::function<void(Session&)>& configure = {})
    {
        int recaps = 0;
        int hiddenChecked = 0;
        int toYou = 0;
        for (const std::uint64_t seed : seeds) {
            Played<Session> s;
            prepare(s);
            if (configure)
                configure(s);
            s.start(seats, static_cast<qint64>(seed));
            playAndCheck(s, seed, 400, recaps, hiddenChecked, toYou);
            if (QTest::currentTestFailed())
                return;
            s.leave();
        }
        qInfo("%d recaps checked, %d hidden lines checked absent, %d lines done to the seat", recaps, hiddenChecked, toYou);
        QVERIFY(recaps > 10);
        QVERIFY(hiddenChecked > 0);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void trash_pandas_recap_is_the_seats_own_view_since_its_last_move()
    {
        answeredInOpen = 0;
        passAndPlay<TrashPandasSession>({person("Ann"), person("Ben"), person("Cat")}, {3, 17, 29});
        QVERIFY(answeredInOpen > 0);
    }

    void panda_panda_recap_is_the_seats_own_view_since_its_last_move()
    {
        passAndPlay<PandaPandaSession>({person("Ann"), person("Ben"), person("Cat"), person("Dan")}, {5, 8});
    }

    void trash_dash_recap_is_the_seats_own_view_since_its_last_move()
    {
        const QVariantList seats{person("Ann"), person("Ben"), person("Cat")};
        passAndPlay<TrashDashSession>(seats, {7, 12}, [&seats](TrashDashSession& s) {
            QCOMPARE(s.configure({{"track", "back-alley-blitz"}}, seats), QString());
        });
    }

    // Alone against bots: at a pace one can watch, no recap (they saw it);
    // at Instant speed, the bots' moves are told when the person is asked.
    void against_bots_only_when_the_moves_went_by_too_fast()
    {
        for (const int stepMs : {1, 0}) {
            Played<PandaPandaSession> s;
            prepare(s);
            s.setStepMs(stepMs);
            s.start({person("Ann"), bot("random"), bot("random")}, 41);
            int opened = 0;
            for (int move = 0; move < 30 && !s.over(); ++move) {
                QVERIFY(waitForAsk(s));
                if (s.over())
                    break;
                QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
                opened += s.recap()->isOpen() ? 1 : 0;
                if (s.recap()->isOpen()) {
                    QVERIFY(!s.recap()->takesFocus());   // the keyboard stays where the person works
                    QVERIFY(s.recap()->lines().size() > 0);
                }
                std::vector<Action> legal;
                s.state().legalActions(legal);
                QVERIFY(s.act(legal.front()));
            }
            if (stepMs > 0)
                QCOMPARE(opened, 0);
            else
                QVERIFY(opened > 5);
        }
    }

    // A game continued: each person is told what happened since their own
    // last move, even with no privacy screen between (one person, resumed).
    void a_continued_game_tells_what_was_missed()
    {
        std::string saved;
        {
            Played<TrashPandasSession> s;
            prepare(s);
            s.start({person("Ann"), bot("random"), bot("random")}, 23);
            // Play until Ann is asked after the bots have moved since her own last move.
            int annMovedAt = -1;
            for (int move = 0; move < 60; ++move) {
                QVERIFY(waitForAsk(s));
                if (s.over())
                    QSKIP("the game ended before the bots moved");
                QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
                QVERIFY(!s.recap()->isOpen());   // watched at a pace one can follow
                if (annMovedAt >= 0 && s.actionCount() > annMovedAt + 1)
                    break;
                std::vector<Action> legal;
                s.state().legalActions(legal);
                QVERIFY(s.act(legal.back()));
                annMovedAt = s.actionCount() - 1;
            }
            QVERIFY(s.actionCount() > annMovedAt + 1);
            s.leave();
            saved = s.saveText();
        }
        Played<TrashPandasSession> again;
        prepare(again);
        QString error;
        QVERIFY2(again.loadText(saved, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(again.myDecision(), 5000);
        QVERIFY(again.recap()->isOpen());
        QVERIFY(again.recap()->takesFocus());
        QVERIFY(!again.recap()->lines().isEmpty());
        again.recap()->close();
        QVERIFY(!again.recap()->isOpen());
    }
};

QTEST_GUILESS_MAIN(TestAwayRecap)
#include "test_away_recap.moc"
