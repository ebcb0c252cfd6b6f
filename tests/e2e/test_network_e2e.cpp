// Network play from the window (issue 32), with real processes on loopback
// only: the host window in this process, and each other person's window in
// a process of its own (this binary run again, network_seat_process.h),
// with its own settings folder, all played by clicks, for each game:
//  - Ann hosts from Setup (two seats "Online"); Begin stays off
//    until both are seated.
//  - Ben finds the table on the Join screen's list (announced to
//    127.255.255.255), Cat types the address and the code; Dee, a fourth
//    window, clicks Watch on the list: the spectator's session has no seat
//    (viewer -1), shows no hand at any frame, is never asked to decide, and
//    follows the game to its end.
//  - Halfway Ben's process is killed (SIGKILL: a crash). Ann's and Cat's
//    windows say he lost connection; Ann lets a bot play his seat. Ben's app
//    starts again on the same settings folder: Home offers Rejoin (the seat
//    token was kept), he rejoins and plays on to the end.
//  - Every window comes to the end showing its own seat's view (viewer 1
//    and 2), and every process ends by itself without a failure.
// And with two people at the host's screen (twoPeopleShareTheHostsScreen),
// for each game: Ann and Zed sit at the host's window, Ben joins from the
// list in a process of his own, and the game is played to its end by clicks.
//  - The host's lobby asks nobody, so no privacy screen covers its code and
//    address (it did: "Pass the screen to Ann" hid the lobby).
//  - The host's privacy screen stands between Ann and Zed only: it names the
//    person asked, no hand card shows face up behind it at any frame, and
//    once they click through the hand on show is theirs; at every frame a
//    hand face up is the person's the screen was last handed to. Every
//    hand-over, Ann to Zed and Zed to Ann, is seen.
//  - When Ben is asked no privacy screen comes up for him at the host: its
//    screen keeps the last person's view there (or none), and at no frame is
//    his seat looked at or screened for.
//  - Ben's screen never raises a privacy screen, and a hand face up there is
//    his own at every frame (CRITTER_E2E_HANDS=own).
// Every wait is bounded; a process that dies or stalls fails the test with
// the end of its output, and every process is killed when a case ends.
#include "e2e_window.h"
#include "network_seat_process.h"
#include "table_players.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QPointer>
#include <QProcessEnvironment>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::shown;
using netseat::SeatProcess;

// The host's screen at every frame: a seat over the network is never looked
// at nor screened for, and while the privacy screen is up no hand card shows
// face up and the session holds no hand. Counts frames so a run that drew
// nothing cannot pass unseen.
class HostScreenWatch
{
public:
    HostScreenWatch(QQuickWindow* window, QObject* session, int remote) : m_window(window), m_session(session), m_remote(remote)
    {
        m_connection = QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] { check(); }, Qt::DirectConnection);
    }
    ~HostScreenWatch() { QObject::disconnect(m_connection); }
    HostScreenWatch(const HostScreenWatch&) = delete;
    HostScreenWatch& operator=(const HostScreenWatch&) = delete;

    int screenedFrames() const { return m_screened; }
    const QString& violation() const { return m_violation; }

private:
    void check()
    {
        ++m_frames;
        QObject* session = m_session.data();
        if (!session || !m_violation.isEmpty())
            return;
        const int viewer = session->property("viewer").toInt();
        const int privacy = session->property("privacySeat").toInt();
        QString why;
        if (viewer == m_remote)
            why = QStringLiteral("the host's screen shows the view of seat %1, a seat over the network").arg(viewer);
        else if (privacy == m_remote)
            why = QStringLiteral("a privacy screen for seat %1, a seat over the network").arg(privacy);
        else if (privacy >= 0) {
            ++m_screened;
            if (!e2e::handOf(session).isEmpty())
                why = QStringLiteral("behind the privacy screen for seat %1 the session holds a hand").arg(privacy);
            else if (const QString card = netseat::faceUpCard(m_window); !card.isEmpty())
                why = QStringLiteral("behind the privacy screen for seat %1 %2").arg(privacy).arg(card);
        }
        if (!why.isEmpty())
            m_violation = QStringLiteral("frame %1: %2").arg(m_frames).arg(why);
    }

    QQuickWindow* m_window;
    QPointer<QObject> m_session;
    int m_remote;
    QMetaObject::Connection m_connection;
    int m_frames = 0, m_screened = 0;
    QString m_violation;
};

class TestNetworkE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(11, {});
        e2e::useTestSettings(m_config, QStringLiteral("e2e-network-ann"));
        m_discovery = netseat::freeUdpPort();
        QVERIFY(m_discovery != 0);
        QSettings store;
        netseat::keepOnLoopback(store, QString(), m_discovery);
        m_ann.start();
    }
    // Whatever happened, no process outlives its case, and Ann's table closes.
    void cleanup()
    {
        for (auto* seat : {&m_ben, &m_cat, &m_dee})
            seat->reset();
        m_seats.reset();
        if (m_ann.shell && m_ann.session())
            QMetaObject::invokeMethod(m_ann.screen(), "leave");
    }
    void cleanupTestCase() { m_ann.shell.reset(); }

    void playsAWholeGameOverTheNetwork_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("trash-pandas") << "trash-pandas";
        QTest::newRow("panda-panda") << "panda-panda";
        QTest::newRow("trash-dash") << "trash-dash";
    }
    void playsAWholeGameOverTheNetwork()
    {
        QFETCH(QString, game);
        const QString table = netseat::tableOf(game);
        // Ann hosts: Setup with two seats over the network.
        QString code, address;
        hostFromSetup(game, {QStringLiteral("person"), QStringLiteral("remote"), QStringLiteral("remote")},
                      {QStringLiteral("Ann")}, &code, &address);
        if (QTest::currentTestFailed())
            return;
        m_ann.shot(QStringLiteral("host-lobby-") + game);

        // Each person's settings folder, kept while the case runs (Ben's over his restart).
        m_seats = std::make_unique<QTemporaryDir>();
        QVERIFY(m_seats->isValid());
        for (const char* who : {"ben", "cat", "dee"})
            QVERIFY(QDir(m_seats->path()).mkpath(QLatin1String(who)));
        auto part = [&](const QString& name, const QString& how, const QString& find, int seat, const QString& shots) {
            return personEnv(game, address, code, name, how, find, seat, shots);
        };
        const QString benDir = m_seats->filePath(QStringLiteral("ben"));
        const QProcessEnvironment benSeat = part(QStringLiteral("Ben"), QStringLiteral("seat"), QStringLiteral("list"), 1, {});

        // Ben picks the table from the list of tables on this network; Dee
        // opens Join on her screen too and clicks Watch.
        start(m_ben, QStringLiteral("ben"), benDir, benSeat);
        start(m_dee, QStringLiteral("dee"), m_seats->filePath(QStringLiteral("dee")),
              part(QStringLiteral("Dee"), QStringLiteral("watch"), QStringLiteral("list"), -1, QStringLiteral("spectator")));
        if (QTest::currentTestFailed())
            return;
        expect(*m_ben, QStringLiteral("seated"), 180000);
        if (QTest::currentTestFailed())
            return;
        QTest::qWait(200);
        QVERIFY(!m_ann.named(QStringLiteral("lobbyBegin"))->isEnabled());   // a seat is still open
        // Cat types the address and the code.
        start(m_cat, QStringLiteral("cat"), m_seats->filePath(QStringLiteral("cat")),
              part(QStringLiteral("Cat"), QStringLiteral("seat"), QStringLiteral("code"), 2, QStringLiteral("client")));
        expect(*m_cat, QStringLiteral("seated"), 180000);
        expect(*m_dee, QStringLiteral("watching"), 180000);
        if (QTest::currentTestFailed())
            return;

        // Everyone is seated: Ann begins, and every window leaves the lobby.
        QTRY_VERIFY_WITH_TIMEOUT(m_ann.named(QStringLiteral("lobbyBegin"))->isEnabled(), 30000);
        QObject* host = m_ann.session();
        QVERIFY(host);
        QCOMPARE(host->property("names").toStringList(), (QStringList{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cat")}));
        m_ann.click(QStringLiteral("lobbyBegin"));
        QTRY_VERIFY(!shown(m_ann.named(QStringLiteral("networkLobby"))));
        for (SeatProcess* p : {m_ben.get(), m_cat.get(), m_dee.get()})
            expect(*p, QStringLiteral("begun"), 60000);
        if (QTest::currentTestFailed())
            return;
        turnsTalkOffAndOn();

        QRandomGenerator choices(5);
        bool dropped = false;
        bool rejoined = false;
        int decisions = 0;
        int lastMoves = -1;
        QElapsedTimer clock;
        clock.start();
        QElapsedTimer idle;
        idle.start();
        while (!host->property("over").toBool()) {
            QVERIFY2(clock.elapsed() < 800000, "the game did not finish in time");   // a busy machine plays slowly
            for (SeatProcess* p : {m_ben.get(), m_cat.get(), m_dee.get()}) {
                const QString why = p->health();
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
            const int moves = host->property("actionCount").toInt();
            if (moves != lastMoves) {
                lastMoves = moves;
                idle.restart();
            }
            if (!dropped && moves >= 10) {
                // Ben's app crashes mid-game: Ann and Cat are told, Ann lets a bot play for him.
                dropped = true;
                m_ann.shot(QStringLiteral("host-table-") + game);
                m_ben->kill();
                QTRY_VERIFY_WITH_TIMEOUT(shown(m_ann.named(QStringLiteral("seatLost1"))), 60000);
                expect(*m_cat, QStringLiteral("lost 1"), 60000);
                if (QTest::currentTestFailed())
                    return;
                m_ann.shot(QStringLiteral("host-lost-") + game);
                m_ann.click(QStringLiteral("standInButton1"));
                QTRY_VERIFY_WITH_TIMEOUT(host->property("actionCount").toInt() > moves || host->property("over").toBool() ||
                                             host->property("deciding").toInt() != 1,
                                         60000);
                // Ben starts the app again on the same settings: Home offers his table and he rejoins.
                QProcessEnvironment again = benSeat;
                again.insert(QStringLiteral("CRITTER_E2E_PART"), QStringLiteral("rejoin"));
                start(m_ben, QStringLiteral("ben"), benDir, again);
                expect(*m_ben, QStringLiteral("seated"), 180000);
                if (QTest::currentTestFailed())
                    return;
                QTRY_VERIFY_WITH_TIMEOUT(!shown(m_ann.named(QStringLiteral("seatLost1"))), 60000);
                expect(*m_cat, QStringLiteral("back 1"), 60000);
                if (QTest::currentTestFailed())
                    return;
                rejoined = true;
                idle.restart();
                continue;
            }
            bool acted = false;
            // Panda Panda: Ann reads a round's end and goes on to the next round herself.
            if (QQuickItem* next = m_ann.named(QStringLiteral("nextRoundButton")); shown(next)) {
                e2e::click(m_ann.window(), next);
                acted = true;
            } else if (host->property("myDecision").toBool() && !host->property("busy").toBool()) {
                e2e::players::decide(m_ann.window(), host, choices);
                ++decisions;
                acted = true;
            }
            if (QTest::currentTestFailed())
                return;
            if (acted) {
                idle.restart();
            } else {
                QTest::qWait(5);
                // No move for a long while: say who the rules wait for and what each screen says.
                if (idle.elapsed() > 120000) {
                    QString report = QStringLiteral("no move for 120 s: the host decides for seat %1, banner '%2', %3 moves")
                                         .arg(host->property("deciding").toInt())
                                         .arg(host->property("banner").toString())
                                         .arg(moves);
                    for (SeatProcess* p : {m_ben.get(), m_cat.get(), m_dee.get()})
                        report += QStringLiteral("\n%1's process, the end of its output:\n%2").arg(p->role(), p->output());
                    QFAIL(qPrintable(report));
                }
            }
        }
        QVERIFY(dropped && rejoined);
        QVERIFY(decisions > 0);
        qInfo("%s: %d moves, %d of them Ann's by clicks, %lld s from Begin", qPrintable(game),
              host->property("actionCount").toInt(), decisions, clock.elapsed() / 1000);
        // Every window comes to the end, each with its own seat's view; the spectator with none.
        expectLine(*m_ben, QStringLiteral("over viewer=1"));
        expectLine(*m_cat, QStringLiteral("over viewer=2"));
        expectLine(*m_dee, QStringLiteral("over viewer=-1"));
        m_ann.shot(QStringLiteral("host-over-") + game);
        for (SeatProcess* p : {m_ben.get(), m_cat.get(), m_dee.get()})
            p->tell(QStringLiteral("leave"));
        for (SeatProcess* p : {m_ben.get(), m_cat.get(), m_dee.get()}) {
            const QString why = p->finish(120000);
            QVERIFY2(why.isEmpty(), qPrintable(why));
        }
        QMetaObject::invokeMethod(m_ann.screen(), "leave");
        QTRY_VERIFY(m_ann.current() != table);
    }

    // Two people share the host's screen and a third plays from his own, for
    // each game: Ann and Zed sit at the host's window (seats 0 and 1), Ben
    // joins from the list in a process of his own (seat 2), and the game is
    // played to its end by clicks. The host's screen raises its privacy
    // screen between Ann and Zed only: while it is up no hand card shows
    // face up (at every frame), its title names the person asked, and once
    // they click through the hand on show is theirs. When Ben is asked no
    // privacy screen comes up for him: the host's screen keeps the last
    // person's view there, or none, and at no frame is his seat looked at or
    // screened for. Ben's screen never raises a privacy screen and a hand
    // face up there is his, at every frame (CRITTER_E2E_HANDS=own).
    void twoPeopleShareTheHostsScreen_data() { playsAWholeGameOverTheNetwork_data(); }
    void twoPeopleShareTheHostsScreen()
    {
        QFETCH(QString, game);
        const QString table = netseat::tableOf(game);
        const QStringList names{QStringLiteral("Ann"), QStringLiteral("Zed"), QStringLiteral("Ben")};
        constexpr int remote = 2;   // Ben's seat
        // Ann hosts: Setup with Ann and Zed at this screen, a seat over the network.
        QString code, address;
        hostFromSetup(game, {QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("remote")},
                      {names[0], names[1]}, &code, &address);
        if (QTest::currentTestFailed())
            return;
        QObject* host = m_ann.session();
        QVERIFY(host);
        QCOMPARE(host->property("people").toInt(), 2);   // people at this screen; Ben's seat is over the network
        // Nobody is asked in the lobby, so no privacy screen hides its code and address.
        m_ann.shot(QStringLiteral("host-two-lobby-") + game);
        QVERIFY2(!host->property("privacyNeeded").toBool(),
                 qPrintable(QStringLiteral("a privacy screen for seat %1 over the lobby").arg(host->property("privacySeat").toInt())));
        QVERIFY(!shown(m_ann.named(QStringLiteral("privacyScreen"))));
        QVERIFY(netseat::faceUpCard(m_ann.window()).isEmpty());

        // Ben picks the table from the list, and watches his own screen at every frame.
        m_seats = std::make_unique<QTemporaryDir>();
        QVERIFY(m_seats->isValid());
        QVERIFY(QDir(m_seats->path()).mkpath(QStringLiteral("ben")));
        QProcessEnvironment ben = personEnv(game, address, code, QStringLiteral("Ben"), QStringLiteral("seat"),
                                            QStringLiteral("list"), remote, {});
        ben.insert(QStringLiteral("CRITTER_E2E_HANDS"), QStringLiteral("own"));
        start(m_ben, QStringLiteral("ben"), m_seats->filePath(QStringLiteral("ben")), ben);
        if (QTest::currentTestFailed())
            return;
        expect(*m_ben, QStringLiteral("seated"), 180000);
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY_WITH_TIMEOUT(m_ann.named(QStringLiteral("lobbyBegin"))->isEnabled(), 30000);
        QCOMPARE(host->property("names").toStringList(), names);
        QCOMPARE(host->property("people").toInt(), 2);
        m_ann.click(QStringLiteral("lobbyBegin"));
        QTRY_VERIFY(!shown(m_ann.named(QStringLiteral("networkLobby"))));
        expect(*m_ben, QStringLiteral("begun"), 60000);
        if (QTest::currentTestFailed())
            return;

        QQuickWindow* window = m_ann.window();
        // At every frame: a hand face up is the person's the screen was last handed to, ...
        e2e::HandWatch hands(window, host, [window] { return !netseat::faceUpCard(window).isEmpty(); });
        // ... no hand shows behind the privacy screen, and Ben's seat is never looked at or screened for.
        HostScreenWatch frames(window, host, remote);
        QRandomGenerator choices(7);
        int holder = -1;             // the person the host's screen was last handed to
        int handOvers[2] = {0, 0};   // privacy screens from one person at this screen to the other, by the new one
        int screens = 0;
        int decisions[2] = {0, 0};
        int benTurns = 0;            // Ben asked, seen at the host's screen with its last person's view or none
        int benAskedAt = -1;
        bool shotTaken[2] = {false, false};
        int lastMoves = -1;
        QElapsedTimer clock;
        clock.start();
        QElapsedTimer idle;
        idle.start();
        while (!host->property("over").toBool()) {
            QVERIFY2(clock.elapsed() < 800000, "the game did not finish in time");
            const QString why = m_ben->health();
            QVERIFY2(why.isEmpty(), qPrintable(why));
            const int moves = host->property("actionCount").toInt();
            if (moves != lastMoves) {
                lastMoves = moves;
                idle.restart();
            }
            // The privacy screen: for Ann or Zed only, named, with no hand behind it.
            if (QQuickItem* ready = m_ann.named(QStringLiteral("privacyReady"));
                host->property("privacyNeeded").toBool() && shown(ready)) {
                const int seat = host->property("privacySeat").toInt();
                QVERIFY2(seat == 0 || seat == 1, qPrintable(QStringLiteral("a privacy screen for seat %1").arg(seat)));
                QVERIFY(e2e::handOf(host).isEmpty());
                QVERIFY(!host->property("handVisible").toBool());
                // The hand's cards go at the event loop's next pass (a list's delegate outlives its row
                // until then, not drawn: every frame drawn is checked by `frames`).
                QString card;
                QTRY_VERIFY2_WITH_TIMEOUT((card = netseat::faceUpCard(window)).isEmpty(),
                                          qPrintable(QStringLiteral("behind the privacy screen ") + card), 2000);
                QCOMPARE(m_ann.named(QStringLiteral("privacyTitle"))->property("text").toString(),
                         QStringLiteral("Pass the screen to %1").arg(names[seat]));
                if (holder >= 0 && seat != holder) {
                    ++handOvers[seat];
                    // The first hand-over of each kind: a turn, and a seat asked in the open (Trash Pandas' Yum Yum).
                    const bool asked = shown(m_ann.named(QStringLiteral("privacyQuestion")));
                    if (!shotTaken[asked]) {
                        shotTaken[asked] = true;
                        m_ann.shot((asked ? QStringLiteral("host-privacy-asked-") : QStringLiteral("host-privacy-")) + game);
                    }
                }
                hands.handedTo(seat);
                e2e::click(window, ready);
                if (QTest::currentTestFailed())
                    return;
                ++screens;
                QTRY_VERIFY_WITH_TIMEOUT(!host->property("privacyNeeded").toBool(), 10000);
                // The hand on show now is the new person's.
                QCOMPARE(host->property("viewer").toInt(), seat);
                QVERIFY(host->property("handVisible").toBool());
                holder = seat;
                idle.restart();
                continue;
            }
            // Ben is asked over the network: no screen for him here, the last person's view or none.
            if (host->property("deciding").toInt() == remote && !host->property("busy").toBool()) {
                QVERIFY(!host->property("privacyNeeded").toBool());
                const int viewer = host->property("viewer").toInt();
                QVERIFY2(viewer == holder || (viewer < 0 && !host->property("handVisible").toBool()),
                         qPrintable(QStringLiteral("Ben is asked and the host's screen shows seat %1 (last handed to %2)")
                                        .arg(viewer)
                                        .arg(holder)));
                QVERIFY(!host->property("myDecision").toBool());
                if (benAskedAt != moves) {
                    benAskedAt = moves;
                    ++benTurns;
                }
            }
            bool acted = false;
            if (QQuickItem* next = m_ann.named(QStringLiteral("nextRoundButton")); shown(next)) {
                // Panda Panda: a round's end, read at the host's screen and closed there.
                e2e::click(window, next);
                acted = true;
            } else if (QQuickItem* drawn = m_ann.named(QStringLiteral("ppDrawnOk")); shown(drawn)) {
                // Panda Panda: the card just drawn shows to its person until they let the screen go on.
                QCOMPARE(host->property("viewer").toInt(), holder);
                e2e::click(window, drawn);
                QTRY_VERIFY_WITH_TIMEOUT(host->property("drawnCard").toInt() < 0, 10000);
                acted = true;
            } else if (host->property("myDecision").toBool() && !host->property("busy").toBool()) {
                const int seat = host->property("viewer").toInt();
                QVERIFY2(seat == holder && (seat == 0 || seat == 1),
                         qPrintable(QStringLiteral("seat %1 decides at the host's screen, handed to %2").arg(seat).arg(holder)));
                e2e::players::decide(window, host, choices);
                ++decisions[seat];
                acted = true;
            }
            if (QTest::currentTestFailed())
                return;
            if (acted) {
                idle.restart();
            } else {
                QTest::qWait(5);
                if (idle.elapsed() > 120000)
                    QFAIL(qPrintable(QStringLiteral("no move for 120 s: the host decides for seat %1, viewer %2, privacy for %3, "
                                                    "banner '%4', %5 moves\nBen's process, the end of its output:\n%6")
                                         .arg(host->property("deciding").toInt())
                                         .arg(host->property("viewer").toInt())
                                         .arg(host->property("privacySeat").toInt())
                                         .arg(host->property("banner").toString())
                                         .arg(moves)
                                         .arg(m_ben->output())));
            }
        }
        QVERIFY2(hands.violation().isEmpty(), qPrintable(hands.violation()));
        QVERIFY2(frames.violation().isEmpty(), qPrintable(frames.violation()));
        QVERIFY2(hands.faceUpFrames() > 0, "no frame showed a hand: the watch saw nothing");
        QVERIFY2(frames.screenedFrames() > 0, "no frame showed the privacy screen: the watch saw nothing");
        QVERIFY2(handOvers[0] >= 1 && handOvers[1] >= 1,
                 qPrintable(QStringLiteral("hand-overs to Ann %1, to Zed %2").arg(handOvers[0]).arg(handOvers[1])));
        QVERIFY2(decisions[0] > 0 && decisions[1] > 0, "Ann and Zed did not both play");
        QVERIFY2(benTurns > 0, "Ben was never asked");
        qInfo("%s: %d moves, Ann %d and Zed %d by clicks, %d privacy screens (%d Zed to Ann, %d Ann to Zed), "
              "Ben asked %d times, %d frames (%d behind the privacy screen, %d with a hand face up), %lld s from Begin",
              qPrintable(game), host->property("actionCount").toInt(), decisions[0], decisions[1], screens, handOvers[0],
              handOvers[1], benTurns, hands.frames(), frames.screenedFrames(), hands.faceUpFrames(), clock.elapsed() / 1000);
        expectLine(*m_ben, QStringLiteral("over viewer=2"));
        m_ann.shot(QStringLiteral("host-two-over-") + game);
        m_ben->tell(QStringLiteral("leave"));
        const QString end = m_ben->finish(120000);
        QVERIFY2(end.isEmpty(), qPrintable(end));
        QMetaObject::invokeMethod(m_ann.screen(), "leave");
        QTRY_VERIFY(m_ann.current() != table);
    }

private:
    // From Home, Ann opens Setup for `game`, seats `kinds` (named `names`
    // from the first seat on), clicks "Host on the network" and reads the
    // lobby's code and address; Begin waits for the seats.
    // Ann turns table talk off and on at her table by its switch: the
    // switch stays in reach when the talk panel is short of room (it was
    // hidden with the panel's header in every game at the test's window size).
    void turnsTalkOffAndOn()
    {
        QTRY_VERIFY(shown(m_ann.named(QStringLiteral("talkAllowed"))));
        QQuickItem* allowed = m_ann.named(QStringLiteral("talkAllowed"));
        QVERIFY(allowed->property("checked").toBool());
        QVERIFY(shown(m_ann.named(QStringLiteral("talkField"))));
        m_ann.click(QStringLiteral("talkAllowed"));
        QTRY_VERIFY(!allowed->property("checked").toBool());
        QTRY_VERIFY(!shown(m_ann.named(QStringLiteral("talkField"))));
        m_ann.click(QStringLiteral("talkAllowed"));
        QTRY_VERIFY(allowed->property("checked").toBool());
        QTRY_VERIFY(shown(m_ann.named(QStringLiteral("talkField"))));
    }

    void hostFromSetup(const QString& game, const QStringList& kinds, const QStringList& names, QString* code, QString* address)
    {
        const QString table = netseat::tableOf(game);
        m_ann.home();
        QTRY_COMPARE(m_ann.current(), QStringLiteral("homeScreen"));
        m_ann.click(QStringLiteral("newGameButton-") + game);
        QTRY_COMPARE(m_ann.current(), QStringLiteral("setupScreen"));
        QObject* seats = m_ann.named(QStringLiteral("seatEditor"));
        QVERIFY(seats);
        const int count = static_cast<int>(kinds.size());
        for (int i = 0; i < 8 && seats->property("count").toInt() < count; ++i)
            m_ann.click(QStringLiteral("addSeatButton"));
        while (seats->property("count").toInt() > count)
            QMetaObject::invokeMethod(seats, "removeSeat", Q_ARG(QVariant, seats->property("count").toInt() - 1));
        QCOMPARE(seats->property("count").toInt(), count);
        for (int i = 0; i < count; ++i)
            QMetaObject::invokeMethod(seats, "setKind", Q_ARG(QVariant, i), Q_ARG(QVariant, kinds[i]));
        for (int i = 0; i < names.size(); ++i)
            QMetaObject::invokeMethod(seats, "setName", Q_ARG(QVariant, i), Q_ARG(QVariant, names[i]));
        QTRY_COMPARE(m_ann.named(QStringLiteral("startButton"))->property("text").toString(), QStringLiteral("Host on the network"));
        m_ann.click(QStringLiteral("startButton"));
        QTRY_COMPARE(m_ann.current(), table);
        QTRY_VERIFY(shown(m_ann.named(QStringLiteral("networkLobby"))));
        *code = m_ann.named(QStringLiteral("lobbyCode"))->property("text").toString();
        *address = m_ann.named(QStringLiteral("lobbyAddress0"))->property("text").toString();
        QCOMPARE(code->size(), 6);
        QVERIFY(address->startsWith(QStringLiteral("127.0.0.1:")));
        QVERIFY(!m_ann.named(QStringLiteral("lobbyBegin"))->isEnabled());
    }

    // What one person's process plays (network_seat_process.h).
    QProcessEnvironment personEnv(const QString& game, const QString& address, const QString& code, const QString& name,
                                  const QString& how, const QString& find, int seat, const QString& shots) const
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("CRITTER_E2E_NAME"), name);
        env.insert(QStringLiteral("CRITTER_E2E_PART"), how);
        env.insert(QStringLiteral("CRITTER_E2E_FIND"), find);
        env.insert(QStringLiteral("CRITTER_E2E_SEAT"), QString::number(seat));
        env.insert(QStringLiteral("CRITTER_E2E_SHOTS_AS"), shots);
        env.insert(QStringLiteral("CRITTER_E2E_GAME"), game);
        env.insert(QStringLiteral("CRITTER_E2E_ADDRESS"), address);
        env.insert(QStringLiteral("CRITTER_E2E_CODE"), code);
        env.insert(QStringLiteral("CRITTER_E2E_DISCOVERY"), QString::number(m_discovery));
        return env;
    }
    // Starts a person's process (a new one in slot; an old one there is killed).
    void start(std::unique_ptr<SeatProcess>& slot, const QString& role, const QString& dir, const QProcessEnvironment& env)
    {
        slot = std::make_unique<SeatProcess>(role, dir, env);
        const QString why = slot->start();
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
    // Waits for the process to say a line starting with what.
    static void expect(SeatProcess& p, const QString& what, int ms)
    {
        const QString why = p.waitFor(what, ms);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
    // Waits for its "over" line and checks it is this one.
    static void expectLine(SeatProcess& p, const QString& line)
    {
        expect(p, QStringLiteral("over"), 120000);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(p.lastLine(), line);
    }

    QTemporaryDir m_config;
    quint16 m_discovery = 0;
    netseat::Screen m_ann;
    std::unique_ptr<QTemporaryDir> m_seats;
    std::unique_ptr<SeatProcess> m_ben;
    std::unique_ptr<SeatProcess> m_cat;
    std::unique_ptr<SeatProcess> m_dee;
};

// This binary is the test, or (run again by it) one person's window.
int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    QTEST_SET_MAIN_SOURCE_PATH
    if (netseat::isSeatProcess())
        return netseat::runSeat(QString::fromLocal8Bit(argv[0]));
    TestNetworkE2E test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_network_e2e.moc"
