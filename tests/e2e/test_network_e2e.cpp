// Network play from the window (issue 32), with real processes on loopback
// only: the host window in this process, and each other person's window in
// a process of its own (this binary run again, network_seat_process.h),
// with its own settings folder, all played by clicks, for each game:
//  - Ann hosts from Setup (two seats "Over the network"); Begin stays off
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
        m_ann.home();

        // Ann hosts: Setup with two seats over the network.
        QTRY_COMPARE(m_ann.current(), QStringLiteral("homeScreen"));
        m_ann.click(QStringLiteral("newGameButton-") + game);
        QTRY_COMPARE(m_ann.current(), QStringLiteral("setupScreen"));
        QObject* seats = m_ann.named(QStringLiteral("seatEditor"));
        QVERIFY(seats);
        for (int i = 0; i < 8 && seats->property("count").toInt() < 3; ++i)
            m_ann.click(QStringLiteral("addSeatButton"));
        while (seats->property("count").toInt() > 3)
            QMetaObject::invokeMethod(seats, "removeSeat", Q_ARG(QVariant, seats->property("count").toInt() - 1));
        QCOMPARE(seats->property("count").toInt(), 3);
        const QStringList kinds{QStringLiteral("person"), QStringLiteral("remote"), QStringLiteral("remote")};
        for (int i = 0; i < 3; ++i)
            QMetaObject::invokeMethod(seats, "setKind", Q_ARG(QVariant, i), Q_ARG(QVariant, kinds[i]));
        QMetaObject::invokeMethod(seats, "setName", Q_ARG(QVariant, 0), Q_ARG(QVariant, QStringLiteral("Ann")));
        QTRY_COMPARE(m_ann.named(QStringLiteral("startButton"))->property("text").toString(), QStringLiteral("Host on the network"));
        m_ann.click(QStringLiteral("startButton"));
        QTRY_COMPARE(m_ann.current(), table);
        QTRY_VERIFY(shown(m_ann.named(QStringLiteral("networkLobby"))));
        const QString code = m_ann.named(QStringLiteral("lobbyCode"))->property("text").toString();
        const QString address = m_ann.named(QStringLiteral("lobbyAddress0"))->property("text").toString();
        QCOMPARE(code.size(), 6);
        QVERIFY(address.startsWith(QStringLiteral("127.0.0.1:")));
        QVERIFY(!m_ann.named(QStringLiteral("lobbyBegin"))->isEnabled());
        m_ann.shot(QStringLiteral("host-lobby-") + game);

        // Each person's settings folder, kept while the case runs (Ben's over his restart).
        m_seats = std::make_unique<QTemporaryDir>();
        QVERIFY(m_seats->isValid());
        for (const char* who : {"ben", "cat", "dee"})
            QVERIFY(QDir(m_seats->path()).mkpath(QLatin1String(who)));
        auto part = [&](const QString& name, const QString& how, const QString& find, int seat, const QString& shots) {
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

private:
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
