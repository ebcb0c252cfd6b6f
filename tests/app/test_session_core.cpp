// The session core (app/session/core) with a toy card game: seats, who
// looks (privacy), bots on the runner, the event steps, autosave and
// continue, damaged saves, undo and its barriers, replay stepping.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "gamesession.h"
#include "toy_card_game.h"

using critter::Action;
using critter::Event;
using critter::Seat;
using toy::CardGame;

class ToySession : public GameSession<CardGame>
{
    Q_OBJECT
public:
    explicit ToySession(QObject* parent = nullptr) : GameSession<CardGame>(QStringLiteral("toy-cards"), parent) {}
    ~ToySession() override { leave(); }

    bool draw() { return act(Action{CardGame::Draw}); }
    bool play(int card) { return act(Action{CardGame::Play, card}); }
    // What the screen shows: only the viewer's hand, and only when it may show.
    std::vector<int> shownHand() const { return handVisible() ? m_shown.hand : std::vector<int>{}; }
    std::vector<TableStep> steps;
    bool illegalBots = false;   // bots answer with a move the rules refuse

protected:
    BotRunner::Job rulesBotJob(Seat seat) override
    {
        if (illegalBots)
            return [](const critter::StopFlag&) { return Action{99}; };
        return GameSession<CardGame>::rulesBotJob(seat);
    }
    bool rulesPlayerCountOk(int players) const override { return players >= 1 && players <= 4; }
    bool revealsTo(const Event& event, Seat person) const override
    {
        return event.type == CardGame::Drew && event.seat == person;
    }
    TableStep stepFor(const std::vector<Event>& events) override
    {
        TableStep step;
        step.kind = events.front().type == CardGame::Drew ? StepKind::CardMoved : StepKind::CardPlayed;
        step.pace = StepKind::Move;
        step.seat = events.front().seat;
        // Every toy event is done to the next seat, so the core's notice rule shows.
        step.target = (step.seat + 1) % 2;
        step.notice = QStringLiteral("done to %1").arg(step.target);
        steps.push_back(step);
        return step;
    }
    void stepShown(const std::vector<Event>& events) override { logEvents(events); }
    void logEvents(const std::vector<Event>& events) override
    {
        for (const Event& e : events)
            log()->append(QStringLiteral("event %1 by %2").arg(e.type).arg(e.seat), e.seat);
    }
    void refreshView() override
    {
        if (hasState())
            m_shown = state().observation(shownSeat() >= 0 ? shownSeat() : 0);
    }
    QString botMoveText(const Action& action, Seat seat, const std::vector<Event>&) const override
    {
        return QStringLiteral("%1 did %2").arg(seat).arg(action.type);
    }
    QString hintMoveText(const Action& action, Seat) const override { return QStringLiteral("move %1").arg(action.type); }
    QString newGameText() const override { return QStringLiteral("new game"); }

private:
    CardGame::Observation m_shown;
};

namespace {
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level = "random") { return {{"kind", "bot"}, {"level", level}}; }
QVariantMap remote(const QString& name) { return {{"name", name}, {"kind", "remote"}}; }
} // namespace

class TestSessionCore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    void prepare(ToySession& s)
    {
        s.setAutosaveDir(m_dir.path());
        s.setStepMs(0);
        s.setBotPaceMs(0);
    }
    // Plays until the person is asked (bots think on the runner's thread).
    static void waitForPerson(ToySession& s)
    {
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over(), 5000);
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath("toy-cards.json"));
    }

    void test_one_person_sees_own_hand_and_no_privacy_screen()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        QCOMPARE(s.players(), 2);
        QCOMPARE(s.people(), 1);
        QVERIFY(!s.privacyNeeded());
        QCOMPARE(s.viewer(), 0);
        QVERIFY(s.myDecision());
        QVERIFY(s.draw());
        waitForPerson(s);
        QCOMPARE(s.shownHand(), s.state().hand(0));
        QVERIFY(!s.state().hand(0).empty());
    }

    void test_illegal_move_is_refused_and_changes_nothing()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        const CardGame before = s.state();
        QVERIFY(!s.play(11));   // not in hand
        QVERIFY(s.state() == before);
        QCOMPARE(s.actionCount(), 0);
    }

    void test_pass_and_play_hands_over_through_privacy_screen()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), person("Ben")}, 3);
        // Nobody sees a hand until Ann says she holds the device.
        QCOMPARE(s.privacySeat(), 0);
        QVERIFY(!s.handVisible());
        QVERIFY(!s.myDecision());
        QVERIFY(!s.draw());
        s.confirmViewer();
        QVERIFY(s.myDecision());
        QVERIFY(s.draw());
        // Ben is asked: the screen covers Ann's hand first.
        QCOMPARE(s.privacySeat(), 1);
        QVERIFY(!s.handVisible());
        QVERIFY(s.shownHand().empty());
        s.confirmViewer();
        QCOMPARE(s.viewer(), 1);
        QCOMPARE(s.shownHand(), s.state().hand(1));
    }

    // Issue 32: two people at the host's screen and one over the network. The
    // table opens (the first person is asked), then waits in the host's lobby
    // for the network's people: nobody is asked there, so no privacy screen
    // covers the lobby; at Begin the first person's screen comes up.
    void test_the_lobby_raises_no_privacy_screen()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), person("Zed"), remote("Ben")}, 3);
        QCOMPARE(s.people(), 2);
        QCOMPARE(s.privacySeat(), 0);
        s.setLobby(true);   // as NetPlay::host does once the table is open
        QVERIFY(!s.privacyNeeded());
        QVERIFY(!s.handVisible());
        QVERIFY(!s.myDecision());
        QVERIFY(s.shownHand().empty());
        s.setLobby(false);   // Begin
        QCOMPARE(s.privacySeat(), 0);
        QVERIFY(!s.handVisible());
        s.confirmViewer();
        QCOMPARE(s.viewer(), 0);
        QVERIFY(s.myDecision());
        QCOMPARE(s.shownHand(), s.state().hand(0));
    }

    // A hosted table's first seat a bot: nothing is played in the lobby,
    // the bot moves once Begin is clicked.
    void test_a_bot_waits_for_the_lobby_to_close()
    {
        ToySession s;
        prepare(s);
        s.setBotPaceMs(50);
        s.start({bot(), remote("Ben")}, 3);
        s.setLobby(true);   // as NetPlay::host does once the table is open
        QTest::qWait(300);
        QCOMPARE(s.actionCount(), 0);
        s.setLobby(false);   // Begin
        QTRY_VERIFY_WITH_TIMEOUT(s.actionCount() > 0, 5000);
    }

    void test_only_bots_show_no_hand()
    {
        ToySession s;
        prepare(s);
        s.start({bot(), bot()}, 5);
        QVERIFY(!s.handVisible());
        QTRY_VERIFY_WITH_TIMEOUT(s.over(), 10000);
        QVERIFY(s.shownHand().empty());
    }

    void test_bot_pace_is_honoured()
    {
        ToySession s;
        prepare(s);
        s.setBotPaceMs(300);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        QVERIFY(s.botThinking());
        QTest::qWait(100);
        QCOMPARE(s.actionCount(), 1);   // the bot waits out the pace
        QTRY_COMPARE_WITH_TIMEOUT(s.actionCount(), 2, 3000);
    }

    void test_steps_are_pushed_with_their_duration_and_waited_out()
    {
        ToySession s;
        prepare(s);
        s.setStepMs(120);
        QSignalSpy started(&s, &TableSession::eventStarted);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(0).value<TableStep>().duration, 120);
        QVERIFY(s.busy());
        QVERIFY(!s.myDecision());
        QTRY_VERIFY_WITH_TIMEOUT(!s.busy(), 2000);
    }

    // A step done to the seat the screen shows keeps its notice (the table
    // says it to that person); done to anyone else, it is only motion.
    void test_a_step_done_to_the_viewer_carries_its_notice()
    {
        ToySession s;
        prepare(s);
        QSignalSpy started(&s, &TableSession::eventStarted);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        waitForPerson(s);
        bool toAnn = false;
        bool toBot = false;
        for (const QList<QVariant>& args : started) {
            const auto step = args.at(0).value<TableStep>();
            if (step.target == 0) {
                toAnn = true;
                QVERIFY(step.toViewer);
                QCOMPARE(step.notice, QStringLiteral("done to 0"));
            } else {
                toBot = true;
                QVERIFY(!step.toViewer);
                QVERIFY(step.notice.isEmpty());
            }
        }
        QVERIFY(toAnn && toBot);
    }

    void test_autosave_after_every_move_and_continue()
    {
        std::vector<Action> played;
        {
            ToySession s;
            prepare(s);
            s.start({person("Ann"), bot("easy")}, 11);
            QVERIFY(s.draw());
            waitForPerson(s);
            QVERIFY(QFile::exists(s.autosavePath()));
            played = s.state().history().actions;
        }
        ToySession again;
        prepare(again);
        QVERIFY(again.continueSaved());
        QCOMPARE(again.state().history().actions, played);
        QCOMPARE(again.names().value(0), QString("Ann"));
        QCOMPARE(again.kinds().value(1), QString("bot"));
        QVERIFY(again.myDecision());
    }

    void test_damaged_autosave_is_refused_with_reason_and_left_alone()
    {
        const QString path = m_dir.filePath("toy-cards.json");
        const QByteArray damaged = "{\"game\": \"toy-cards\", \"version\": 1, \"setup\": {\"players\": 2";
        for (const QByteArray& text : {QByteArray(), damaged, QByteArray("garbage"),
                                       QByteArray(R"({"game":"panda-panda","setup":{"players":2}})"),
                                       QByteArray(R"({"game":"toy-cards","version":99,"setup":{"players":2}})"),
                                       QByteArray(R"({"game":"toy-cards","setup":{"players":2},"actions":["play 5"]})")}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
            file.close();
            ToySession s;
            prepare(s);
            QVERIFY(!s.continueSaved());
            QVERIFY2(!s.lastError().isEmpty(), text.constData());
            QVERIFY(!s.started());
            QFile again(path);
            QVERIFY(again.open(QIODevice::ReadOnly));
            QCOMPARE(again.readAll(), text);   // untouched
        }
    }

    void test_open_refuses_a_damaged_file_and_keeps_the_game()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        waitForPerson(s);
        const CardGame before = s.state();
        const QString bad = m_dir.filePath("bad.json");
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"game":"toy-cards","setup":{"players":2},"actions":["draw","play 99"]})");
        file.close();
        QVERIFY(!s.openFile(QUrl::fromLocalFile(bad)));
        QVERIFY(s.lastError().contains("actions[1]"));
        QVERIFY(s.state() == before);
    }

    void test_save_as_and_open_round_trip()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 9);
        QVERIFY(s.draw());
        waitForPerson(s);
        const QString path = m_dir.filePath("mine.json");
        QVERIFY(s.saveAs(QUrl::fromLocalFile(path)));
        ToySession other;
        prepare(other);
        QVERIFY(other.openFile(QUrl::fromLocalFile(path)));
        QVERIFY(other.state() == s.state());
        QVERIFY(!other.replaying());
    }

    // A save replaces a game file, never anything else (a slip in the dialog).
    void test_save_as_never_replaces_a_file_that_is_not_a_game()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 9);
        waitForPerson(s);
        const QString path = m_dir.filePath("CMakePresets.json");
        const QByteArray document = R"({"version": 6, "configurePresets": []})";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(document);
        file.close();
        QVERIFY(!s.saveAs(QUrl::fromLocalFile(path)));
        QVERIFY2(s.lastError().contains("not a Critter Table game"), qPrintable(s.lastError()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), document);
        file.close();
        // An earlier save of a game is replaced as asked.
        const QString mine = m_dir.filePath("again.json");
        QVERIFY(s.saveAs(QUrl::fromLocalFile(mine)));
        QVERIFY(s.draw());
        waitForPerson(s);
        QVERIFY(s.saveAs(QUrl::fromLocalFile(mine)));
        ToySession other;
        prepare(other);
        QVERIFY(other.openFile(QUrl::fromLocalFile(mine)));
        QVERIFY(other.state() == s.state());
    }

    void test_the_game_file_is_the_one_opened_or_last_saved_and_a_new_deal_has_none()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 9);
        waitForPerson(s);
        QCOMPARE(s.gameFile(), QUrl());
        QSignalSpy changed(&s, &TableSession::gameFileChanged);
        // A refused save changes nothing.
        QVERIFY(!s.saveAs(QUrl::fromLocalFile(m_dir.filePath("no such folder/x.json"))));
        QCOMPARE(s.gameFile(), QUrl());
        const QUrl first = QUrl::fromLocalFile(m_dir.filePath("first.json"));
        QVERIFY(s.saveAs(first));
        QCOMPARE(s.gameFile(), first);
        QCOMPARE(changed.count(), 1);
        ToySession other;
        prepare(other);
        QVERIFY(other.openFile(first));
        QCOMPARE(other.gameFile(), first);
        other.playAgain();
        QCOMPARE(other.gameFile(), QUrl());
    }

    void test_undo_takes_back_a_move_that_revealed_nothing()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        // Draw until Ann holds a card, then play it: a play reveals nothing.
        QVERIFY(s.draw());
        waitForPerson(s);
        QVERIFY(!s.canUndo());   // her draw showed her a card
        const CardGame before = s.state();
        const int card = s.state().hand(0).front();
        QVERIFY(s.play(card));
        waitForPerson(s);
        QVERIFY(s.canUndo());
        QVERIFY(s.undo());
        QVERIFY(s.state() == before);
        QVERIFY(s.myDecision());
    }

    void test_undo_refused_after_a_reveal()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        waitForPerson(s);
        QVERIFY(!s.canUndo());
        QVERIFY(!s.undo());
        QVERIFY(!s.lastError().isEmpty());
        QCOMPARE(s.actionCount() >= 1, true);
    }

    void test_undo_refused_in_pass_and_play_and_when_turned_off()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), person("Ben")}, 7);
        s.confirmViewer();
        QVERIFY(s.draw());
        s.confirmViewer();
        QVERIFY(s.draw());
        s.confirmViewer();
        QVERIFY(s.play(s.state().hand(0).front()));
        QVERIFY(!s.canUndo());

        ToySession solo;
        prepare(solo);
        solo.setUndoAllowed(false);
        solo.start({person("Ann"), bot()}, 7);
        QVERIFY(solo.draw());
        waitForPerson(solo);
        QVERIFY(solo.play(solo.state().hand(0).front()));
        waitForPerson(solo);
        QVERIFY(!solo.canUndo());
    }

    void test_replay_steps_forward_and_back()
    {
        ToySession s;
        prepare(s);
        s.start({bot(), bot()}, 13);
        QTRY_VERIFY_WITH_TIMEOUT(s.over(), 10000);
        const CardGame end = s.state();
        const int length = s.actionCount();
        QSignalSpy viewerSpy(&s, &TableSession::viewerChanged);
        s.startReplay();
        QVERIFY(s.replaying());
        QVERIFY(viewerSpy.count() > 0);   // the table learns whose cards the replay shows
        QCOMPARE(s.viewer(), 0);
        s.replayShowSeat(1);
        QCOMPARE(s.viewer(), 1);
        s.replayShowSeat(0);
        QCOMPARE(s.replayLength(), length);
        QCOMPARE(s.replayPosition(), 0);
        QVERIFY(s.handVisible());
        s.replayStep(1);
        s.finishEvents();
        QCOMPARE(s.replayPosition(), 1);
        s.replaySeek(length);
        QVERIFY(s.state() == end);
        s.replayStep(-1);
        QCOMPARE(s.replayPosition(), length - 1);
        QVERIFY(!s.myDecision());
    }

    void test_finished_file_opens_as_replay()
    {
        ToySession s;
        prepare(s);
        s.start({bot(), bot()}, 13);
        QTRY_VERIFY_WITH_TIMEOUT(s.over(), 10000);
        QVERIFY(!QFile::exists(s.autosavePath()));   // nothing left to continue
        const QString path = m_dir.filePath("done.json");
        QVERIFY(s.saveAs(QUrl::fromLocalFile(path)));
        ToySession viewer;
        prepare(viewer);
        QVERIFY(viewer.openFile(QUrl::fromLocalFile(path)));
        QVERIFY(viewer.replaying());
        QCOMPARE(viewer.replayPosition(), 0);
    }

    void test_a_bot_answering_illegally_never_stalls_the_table()
    {
        ToySession s;
        prepare(s);
        s.illegalBots = true;
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        // Asked again, then its first legal move is played for it.
        QTRY_COMPARE_WITH_TIMEOUT(s.actionCount(), 2, 5000);
        QVERIFY(s.myDecision() || s.over());
    }

    // The Hint button: the hard bot's move for the asking person, said with
    // its reason, and nothing played.
    void test_hint_names_a_move_and_plays_nothing()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.canHint());
        const CardGame before = s.state();
        s.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!s.hint()->text().isEmpty(), 10000);
        QVERIFY2(s.hint()->text().startsWith("Hint: move "), qPrintable(s.hint()->text()));
        QVERIFY2(s.hint()->text().contains("look-ahead") || s.hint()->text().contains("only move"), qPrintable(s.hint()->text()));
        QVERIFY(!s.hint()->thinking());
        QVERIFY(s.state() == before);
        QCOMPARE(s.actionCount(), 0);
    }

    void test_hint_goes_away_once_the_person_moves()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), bot()}, 7);
        s.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!s.hint()->text().isEmpty(), 10000);
        QVERIFY(s.draw());
        QVERIFY(s.hint()->text().isEmpty());
    }

    // Pass-and-play: no hint behind the privacy screen, none for a seat whose
    // hand is not on show, so nobody learns from another person's cards.
    void test_hint_only_for_the_person_looking_at_their_own_hand()
    {
        ToySession s;
        prepare(s);
        s.start({person("Ann"), person("Ben")}, 3);
        QVERIFY(!s.canHint());
        s.askHint();
        QVERIFY(!s.hint()->thinking());
        QVERIFY(s.hint()->text().isEmpty());
        s.confirmViewer();
        QVERIFY(s.canHint());
    }

    void test_leave_cancels_a_thinking_bot()
    {
        ToySession s;
        prepare(s);
        s.setBotPaceMs(200);
        s.start({person("Ann"), bot()}, 7);
        QVERIFY(s.draw());
        QVERIFY(s.botThinking());
        s.leave();
        QVERIFY(!s.botThinking());
        QTest::qWait(400);
        QCOMPARE(s.actionCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSessionCore)
#include "test_session_core.moc"
