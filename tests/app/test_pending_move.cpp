// The pending move (issue 29, item 5): a move undo could not take back waits
// a moment with Cancel (or a second click) before it is played; one that undo
// can take back plays at once. PendingMove on its own, then in the session
// core with a toy card game whose draw shows the drawer a card (undo cannot
// go back past it) and whose play shows nothing.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "gamesession.h"
#include "pendingmove.h"
#include "toy_card_game.h"

using critter::Action;
using critter::Event;
using critter::Seat;
using toy::CardGame;

namespace {
// The toy game at a table that offers its moves as choice rows ("draw", "play N").
class ToyTable : public GameSession<CardGame>
{
public:
    ToyTable() : GameSession<CardGame>(QStringLiteral("toy-pending")) {}
    ~ToyTable() override { leave(); }

protected:
    bool rulesPlayerCountOk(int players) const override { return players >= 1 && players <= 4; }
    bool revealsTo(const Event& event, Seat person) const override
    {
        return event.type == CardGame::Drew && event.seat == person;
    }
    TableStep stepFor(const std::vector<Event>&) override { return {}; }
    void stepShown(const std::vector<Event>&) override {}
    void logEvents(const std::vector<Event>&) override {}
    void refreshView() override
    {
        if (!myDecision()) {
            withdrawChoices();
            return;
        }
        std::vector<TableChoice> rows;
        for (const Action& a : decisionFor(state()).actions) {
            TableChoice c;
            c.id = a.type == CardGame::Draw ? QStringLiteral("draw") : QStringLiteral("play %1").arg(a.a);
            c.label = a.type == CardGame::Draw ? QStringLiteral("Draw") : QStringLiteral("Play %1").arg(a.a);
            c.action = a;
            c.card = a.type == CardGame::Play ? a.a : -1;   // a card in the hand, clicked
            rows.push_back(c);
        }
        offerChoices(QStringLiteral("turn %1").arg(state().history().actions.size()), std::move(rows));
    }
    QString botMoveText(const Action&, Seat, const std::vector<Event>&) const override { return {}; }
    QString hintMoveText(const Action&, Seat) const override { return {}; }
    QString newGameText() const override { return QStringLiteral("new game"); }
};

QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot() { return {{"kind", "bot"}, {"level", "random"}}; }
} // namespace

class TestPendingMove : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    void prepare(ToyTable& t, PendingMove::Mode mode)
    {
        t.setAutosaveDir(m_dir.path());
        t.setStepMs(0);
        t.setBotPaceMs(0);
        t.pendingMove()->setMode(mode);
        t.pendingMove()->setWindowMs(150);
    }

private slots:
    // ---- PendingMove on its own
    void test_off_holds_nothing()
    {
        PendingMove p;
        QVERIFY(!p.hold("a", "A", Action{1}, [](const Action&) { QFAIL("played through the pending move"); }));
        QVERIFY(!p.active());
    }
    void test_the_cancel_window_plays_the_move_when_it_runs_out()
    {
        PendingMove p;
        p.setMode(PendingMove::CancelWindow);
        p.setWindowMs(50);
        int played = 0;
        QVERIFY(p.hold("a", "Play A", Action{1, 2}, [&](const Action& a) { played += a == Action{1, 2} ? 1 : 100; }));
        QVERIFY(p.active());
        QCOMPARE(p.label(), QStringLiteral("Play A"));
        QCOMPARE(p.windowMs(), 50);
        QCOMPARE(played, 0);
        QTRY_COMPARE_WITH_TIMEOUT(played, 1, 1000);
        QVERIFY(!p.active());
    }
    void test_cancel_plays_nothing()
    {
        PendingMove p;
        p.setMode(PendingMove::CancelWindow);
        p.setWindowMs(30);
        int played = 0;
        p.hold("a", "A", Action{1}, [&](const Action&) { ++played; });
        p.cancel();
        QVERIFY(!p.active());
        QTest::qWait(80);
        QCOMPARE(played, 0);
    }
    void test_another_choice_replaces_the_held_one_and_the_same_one_again_plays_it()
    {
        PendingMove p;
        p.setMode(PendingMove::CancelWindow);
        p.setWindowMs(5000);
        std::vector<int> played;
        p.hold("a", "A", Action{1}, [&](const Action& a) { played.push_back(a.type); });
        p.hold("b", "B", Action{2}, [&](const Action& a) { played.push_back(a.type); });
        QCOMPARE(p.choiceId(), QStringLiteral("b"));
        QVERIFY(played.empty());
        p.hold("b", "B", Action{2}, [&](const Action& a) { played.push_back(a.type); });
        QCOMPARE(played, std::vector<int>{2});
        QVERIFY(!p.active());
    }
    void test_pick_then_play_waits_for_the_second_click()
    {
        PendingMove p;
        p.setMode(PendingMove::PickThenPlay);
        int played = 0;
        p.hold("a", "A", Action{1}, [&](const Action&) { ++played; });
        QCOMPARE(p.windowMs(), 0);   // no countdown
        QTest::qWait(50);
        QCOMPARE(played, 0);
        p.confirm();
        QCOMPARE(played, 1);
    }

    // Pass-and-play (no undo) until Ann holds a card and looks: each draw
    // is a named button and plays at once.
    static void annHoldsACard(ToyTable& t)
    {
        t.start({person("Ann"), person("Ben")}, 3);
        t.confirmViewer();
        QVERIFY(t.choose("draw"));
        QTRY_VERIFY(t.privacyNeeded());
        t.confirmViewer();
        QVERIFY(t.choose("draw"));
        QTRY_VERIFY(t.privacyNeeded());
        t.confirmViewer();
        QVERIFY(t.myDecision());
        QCOMPARE(t.viewer(), 0);
        QVERIFY(!t.state().hand(0).empty());
    }

    // ---- in the session core: only a card played by one click that undo
    // could not take back waits; the bar's named buttons play at once
    void test_a_card_undo_cannot_take_back_waits_in_the_window_and_cancel_takes_it_back()
    {
        ToyTable t;
        prepare(t, PendingMove::CancelWindow);
        annHoldsACard(t);   // no undo with two people at the table
        if (QTest::currentTestFailed())
            return;
        const int before = t.actionCount();
        const QString play = QStringLiteral("play %1").arg(t.state().hand(0).front());
        QVERIFY(t.choose(play));
        QVERIFY(t.pendingMove()->active());
        QCOMPARE(t.actionCount(), before);
        t.pendingMove()->cancel();
        QTest::qWait(250);
        QCOMPARE(t.actionCount(), before);
        QVERIFY(t.myDecision());
        QVERIFY(t.choose(play));
        QTRY_COMPARE_WITH_TIMEOUT(t.actionCount(), before + 1, 3000);   // played when the window ran out
    }
    void test_a_named_button_plays_at_once_even_past_a_reveal()
    {
        ToyTable t;
        prepare(t, PendingMove::CancelWindow);
        t.start({person("Ann"), bot()}, 7);
        QVERIFY(t.choose("draw"));   // shows Ann a card: undo could not go back past it, but Draw is deliberate
        QVERIFY(!t.pendingMove()->active());
        QVERIFY(t.actionCount() >= 1);
    }
    void test_a_move_undo_can_take_back_plays_at_once()
    {
        ToyTable t;
        prepare(t, PendingMove::Off);
        t.start({person("Ann"), bot()}, 7);
        QVERIFY(t.choose("draw"));
        QTRY_VERIFY_WITH_TIMEOUT(t.myDecision(), 3000);
        t.pendingMove()->setMode(PendingMove::CancelWindow);
        const int card = t.state().hand(0).front();
        const int before = t.actionCount();
        QVERIFY(t.choose(QStringLiteral("play %1").arg(card)));   // shows nothing: Undo can take it back
        QVERIFY(!t.pendingMove()->active());
        QVERIFY(t.actionCount() > before);
    }
    // Pick-then-play in pass-and-play: Ann's card click is held until Play
    // (confirmed) or the table is left (dropped, nothing played).
    void test_pick_then_play_waits_for_play_and_leaving_drops_it_data()
    {
        QTest::addColumn<bool>("leave");
        QTest::newRow("Play") << false;
        QTest::newRow("Leave") << true;
    }
    void test_pick_then_play_waits_for_play_and_leaving_drops_it()
    {
        QFETCH(bool, leave);
        ToyTable t;
        prepare(t, PendingMove::PickThenPlay);
        annHoldsACard(t);
        if (QTest::currentTestFailed())
            return;
        const int before = t.actionCount();
        QVERIFY(t.choose(QStringLiteral("play %1").arg(t.state().hand(0).front())));
        QVERIFY(t.pendingMove()->active());
        QCOMPARE(t.actionCount(), before);
        if (leave)
            t.leave();
        else
            t.pendingMove()->confirm();
        QVERIFY(!t.pendingMove()->active());
        QCOMPARE(t.actionCount(), before + (leave ? 0 : 1));
    }
};

QTEST_GUILESS_MAIN(TestPendingMove)
#include "test_pending_move.moc"
