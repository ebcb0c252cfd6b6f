// Network play from the window (issue 32): a host window and two client
// windows, all in this process (each its own engine and NetPlay, loopback
// only), play a whole game of each game by clicks. Ann hosts from Setup
// (two seats "Over the network"), Ben finds the table on the Join screen's
// list (a broadcast to 127.255.255.255), Cat types the address and code;
// Ann begins once both sit down. Halfway Ben's window closes: Ann is told,
// lets a bot play his seat, and Ben, back at Home, rejoins and plays on.
#include "e2e_window.h"
#include "netplay.h"
#include "table_players.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQml/qqml.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::shown;

namespace {

// One window of the app and the name its NetPlay keeps its settings under.
struct Screen {
    QString group;
    std::unique_ptr<AppShell> shell;

    void start()
    {
        e2e::startWindow(shell);
        auto* net = shell->engine().singletonInstance<NetPlay*>(qmlTypeId("CritterTable", 1, 0, "NetPlay"));
        QVERIFY(net);
        net->setStoreGroup(group);
    }
    QQuickWindow* window() const { return shell->window(); }
    QQuickItem* named(const QString& name) const { return e2e::players::named(window(), name); }
    QQuickItem* screen() const { return e2e::screenOf(named(QStringLiteral("screenStack"))); }
    QString current() const { return e2e::nameOf(screen()); }
    QObject* session() const { return screen() ? screen()->property("session").value<QObject*>() : nullptr; }
    void click(const QString& name) const { e2e::click(window(), named(name)); }
    void type(const QString& field, const QString& text) const
    {
        // Keys go to the window in front, as for a person at their own screen.
        window()->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window()));
        click(field);
        QTRY_VERIFY(named(field)->hasActiveFocus());
        QTest::keyClick(window(), Qt::Key_A, Qt::ControlModifier);
        e2e::typeText(window(), text);
    }
    void home() const
    {
        window()->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window()));
        for (int i = 0; i < 6 && current() != QLatin1String("homeScreen"); ++i) {
            e2e::pressKey(window(), Qt::Key_Escape);
            QTest::qWait(50);
        }
    }
    void shot(const QString& what) const
    {
        const QString dir = qEnvironmentVariable("CRITTER_E2E_SHOTS");
        if (dir.isEmpty())
            return;
        // At the two sizes every screen is looked at.
        QQuickWindow* w = shell->window();
        if (!w)
            return;
        const QSize before = w->size();
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)}) {
            w->resize(size);
            QTest::qWait(300);
            w->grabWindow().save(QStringLiteral("%1/network-%2-%3x%4.png").arg(dir, what).arg(size.width()).arg(size.height()));
        }
        w->resize(before);
        QTest::qWait(50);
    }
};

quint16 freeUdpPort()
{
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

} // namespace

class TestNetworkE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(11, {});
        e2e::useTestSettings(m_config, QStringLiteral("e2e-network"));
        QSettings store;
        const quint16 discovery = freeUdpPort();
        for (const QString& group : {QString(), QStringLiteral("ben/"), QStringLiteral("cat/")}) {
            // Loopback only: the host listens on 127.0.0.1 and announces to 127.255.255.255.
            store.setValue(group + QStringLiteral("network/listen"), QStringLiteral("127.0.0.1"));
            store.setValue(group + QStringLiteral("network/port"), 0);
            store.setValue(group + QStringLiteral("network/broadcast"), QStringLiteral("127.255.255.255"));
            store.setValue(group + QStringLiteral("network/discoveryPort"), discovery);
        }
        store.sync();
        m_ann.group = QString();
        m_ben.group = QStringLiteral("ben/");
        m_cat.group = QStringLiteral("cat/");
        for (Screen* s : {&m_ann, &m_ben, &m_cat}) {
            s->start();
            if (QTest::currentTestFailed())
                return;
        }
    }
    void cleanupTestCase()
    {
        m_cat.shell.reset();
        m_ben.shell.reset();
        m_ann.shell.reset();
    }

    void playsAWholeGameOverTheNetwork_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::newRow("trash-pandas") << "trash-pandas" << "trashPandasTable";
        QTest::newRow("panda-panda") << "panda-panda" << "pandaPandaTable";
        QTest::newRow("trash-dash") << "trash-dash" << "trashDashTable";
    }
    void playsAWholeGameOverTheNetwork()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        for (Screen* s : {&m_ann, &m_ben, &m_cat})
            s->home();

        // Ann hosts: Setup with two seats over the network.
        QTRY_COMPARE(m_ann.current(), QStringLiteral("homeScreen"));
        m_ann.click(QStringLiteral("newGameButton-") + game);
        QTRY_COMPARE(m_ann.current(), QStringLiteral("setupScreen"));
        QObject* seats = m_ann.named(QStringLiteral("seatEditor"));
        QVERIFY(seats);
        while (seats->property("count").toInt() < 3)
            m_ann.click(QStringLiteral("addSeatButton"));
        while (seats->property("count").toInt() > 3)
            QMetaObject::invokeMethod(seats, "removeSeat", Q_ARG(QVariant, seats->property("count").toInt() - 1));
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

        // Ben picks the table from the list of tables on this network.
        m_ben.click(QStringLiteral("joinTableButton"));
        QTRY_COMPARE(m_ben.current(), QStringLiteral("joinScreen"));
        m_ben.type(QStringLiteral("joinName"), QStringLiteral("Ben"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(m_ben.named(QStringLiteral("foundTable0"))), 10000);
        QVERIFY(m_ben.named(QStringLiteral("foundTable0"))->property("text").toString().contains(QStringLiteral("Ann's table")));
        m_ben.shot(QStringLiteral("join-") + game);
        m_ben.click(QStringLiteral("foundTable0"));
        QTRY_COMPARE(m_ben.current(), table);
        QTRY_VERIFY(m_ben.session()->property("started").toBool());

        // Cat types the address and the code.
        m_cat.click(QStringLiteral("joinTableButton"));
        QTRY_COMPARE(m_cat.current(), QStringLiteral("joinScreen"));
        m_cat.type(QStringLiteral("joinName"), QStringLiteral("Cat"));
        m_cat.type(QStringLiteral("joinAddress"), address);
        m_cat.type(QStringLiteral("joinCode"), code.toLower());
        m_cat.click(QStringLiteral("joinButton"));
        QTRY_COMPARE(m_cat.current(), table);
        QTRY_VERIFY(m_cat.session()->property("started").toBool());

        // Everyone is seated: Ann begins.
        QTRY_VERIFY(m_ann.named(QStringLiteral("lobbyBegin"))->isEnabled());
        QCOMPARE(m_ann.session()->property("names").toStringList(),
                 (QStringList{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cat")}));
        QVERIFY(shown(m_ben.named(QStringLiteral("networkLobby"))));
        m_ann.click(QStringLiteral("lobbyBegin"));
        QTRY_VERIFY(!shown(m_ann.named(QStringLiteral("networkLobby"))));
        QTRY_VERIFY(!shown(m_cat.named(QStringLiteral("networkLobby"))));

        QRandomGenerator choices(5);
        QObject* host = m_ann.session();
        bool dropped = false;
        bool rejoined = false;
        int decisions = 0;
        QElapsedTimer clock;
        clock.start();
        QElapsedTimer idle;
        idle.start();
        while (!host->property("over").toBool()) {
            QVERIFY2(clock.elapsed() < 800000, "the game did not finish in time");   // a busy machine plays slowly
            const int moves = host->property("actionCount").toInt();
            if (!dropped && moves >= 10) {
                // Ben's window closes mid-game: Ann is told and lets a bot play for him.
                dropped = true;
                m_ann.shot(QStringLiteral("host-table-") + game);
                m_cat.shot(QStringLiteral("client-table-") + game);
                m_ben.shell.reset();
                QTRY_VERIFY(shown(m_ann.named(QStringLiteral("seatLost1"))));
                QTRY_VERIFY(shown(m_cat.named(QStringLiteral("seatLost1"))));
                m_ann.shot(QStringLiteral("host-lost-") + game);
                m_ann.click(QStringLiteral("standInButton1"));
                QTRY_VERIFY(host->property("actionCount").toInt() > moves || host->property("over").toBool() ||
                            host->property("deciding").toInt() != 1);
                // Ben starts the app again: Home offers his table.
                m_ben.start();
                QTRY_VERIFY(shown(m_ben.named(QStringLiteral("rejoinButton"))));
                m_ben.click(QStringLiteral("rejoinButton"));
                QTRY_COMPARE(m_ben.current(), table);
                QTRY_VERIFY(m_ben.session()->property("started").toBool());
                QTRY_VERIFY(!shown(m_ann.named(QStringLiteral("seatLost1"))));
                rejoined = true;
                continue;
            }
            bool acted = false;
            for (Screen* s : {&m_ann, &m_ben, &m_cat}) {
                if (!s->shell)
                    continue;
                QObject* session = s->session();
                // Panda Panda: each screen reads a round's end and goes on to the next round itself.
                if (QQuickItem* next = s->named(QStringLiteral("nextRoundButton")); shown(next)) {
                    e2e::click(s->window(), next);
                    acted = true;
                    continue;
                }
                if (session && session->property("myDecision").toBool() && !session->property("busy").toBool()) {
                    e2e::players::decide(s->window(), session, choices);
                    if (QTest::currentTestFailed())
                        return;
                    ++decisions;
                    acted = true;
                }
            }
            if (acted) {
                idle.restart();
            } else {
                QTest::qWait(5);
                // Nobody asked for a while: say who the rules wait for, to find a stall.
                if (idle.elapsed() > 15000) {
                    for (Screen* s : {&m_ann, &m_ben, &m_cat})
                        if (s->shell && s->session())
                            qWarning() << s->group << "deciding" << s->session()->property("deciding") << "my"
                                       << s->session()->property("myDecision") << "busy" << s->session()->property("busy")
                                       << "banner" << s->session()->property("banner") << "moves"
                                       << s->session()->property("actionCount") << "screen" << s->current();
                    QFAIL("nobody was asked to decide for 15 s");
                }
            }
        }
        QVERIFY(dropped && rejoined);
        QVERIFY(decisions > 0);
        // Every screen comes to the end, each showing only its own seat's view.
        QTRY_VERIFY(m_ben.session()->property("over").toBool());
        QTRY_VERIFY(m_cat.session()->property("over").toBool());
        QCOMPARE(m_ben.session()->property("viewer").toInt(), 1);
        QCOMPARE(m_cat.session()->property("viewer").toInt(), 2);
        m_cat.shot(QStringLiteral("client-over-") + game);
        for (Screen* s : {&m_ann, &m_ben, &m_cat})
            QMetaObject::invokeMethod(s->screen(), "leave");
        for (Screen* s : {&m_ann, &m_ben, &m_cat})
            QTRY_VERIFY(s->current() != table);
    }

private:
    QTemporaryDir m_config;
    Screen m_ann;
    Screen m_ben;
    Screen m_cat;
};

QTEST_MAIN(TestNetworkE2E)
#include "test_network_e2e.moc"
