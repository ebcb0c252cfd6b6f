// One person of test_network_e2e in a process of its own (see
// network_seat_process.h): the test binary run again with CRITTER_E2E_ROLE.
// Its own settings folder (kept over a restart: the seat token), its own
// window, found and played by clicks as a person at that screen would.
#include "network_seat_process.h"

#include "netplay.h"
#include "shell/launchoptions.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QImage>
#include <QRandomGenerator>
#include <QUdpSocket>
#include <QtQml/qqml.h>

#include <csignal>
#include <cstdio>

#include <poll.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace netseat {

// ---- Screen ----

void Screen::start()
{
    e2e::startWindow(shell);
    if (QTest::currentTestFailed())
        return;
    auto* net = shell->engine().singletonInstance<NetPlay*>(qmlTypeId("CritterTable", 1, 0, "NetPlay"));
    QVERIFY(net);
    net->setStoreGroup(group);
}

void Screen::type(const QString& field, const QString& text) const
{
    // Keys go to the window in front, as for a person at their own screen.
    window()->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    click(field);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY(named(field) && named(field)->hasActiveFocus());
    QTest::keyClick(window(), Qt::Key_A, Qt::ControlModifier);
    e2e::typeText(window(), text);
}

void Screen::home() const
{
    window()->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    for (int i = 0; i < 6 && current() != QLatin1String("homeScreen"); ++i) {
        e2e::pressKey(window(), Qt::Key_Escape);
        QTest::qWait(50);
    }
}

void Screen::shot(const QString& what) const
{
    const QString dir = qEnvironmentVariable("CRITTER_E2E_SHOTS");
    QQuickWindow* w = shell ? shell->window() : nullptr;
    if (dir.isEmpty() || !w)
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

void keepOnLoopback(QSettings& store, const QString& group, quint16 discoveryPort)
{
    store.setValue(group + QStringLiteral("network/listen"), QStringLiteral("127.0.0.1"));
    store.setValue(group + QStringLiteral("network/port"), 0);
    store.setValue(group + QStringLiteral("network/broadcast"), QStringLiteral("127.255.255.255"));
    store.setValue(group + QStringLiteral("network/discoveryPort"), discoveryPort);
    store.sync();
}

quint16 freeUdpPort()
{
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

QString tableOf(const QString& game)
{
    if (game == QLatin1String("trash-pandas"))
        return QStringLiteral("trashPandasTable");
    if (game == QLatin1String("panda-panda"))
        return QStringLiteral("pandaPandaTable");
    if (game == QLatin1String("trash-dash"))
        return QStringLiteral("trashDashTable");
    return {};
}

QString faceUpHand(QQuickWindow* window, QObject* session)
{
    if (!e2e::handOf(session).isEmpty())
        return QStringLiteral("the session holds a hand");
    return faceUpCard(window);
}

QString faceUpCard(QQuickWindow* window)
{
    QQuickItem* card = e2e::findItem(window->contentItem(), [](QQuickItem* it) {
        const QString name = it->objectName();
        if (!it->isVisible() || !(name.startsWith(QLatin1String("tpHandCard-")) || name.startsWith(QLatin1String("tdHandCard-")) ||
                                  name.startsWith(QLatin1String("handCard-"))))
            return false;
        const QVariant up = it->property("faceUp");   // a card without the property counts as a face
        return !up.isValid() || up.toBool();
    });
    return card ? QStringLiteral("a hand card shows face up: %1").arg(e2e::hit::describe(card)) : QString();
}

// ---- the test's side ----

SeatProcess::SeatProcess(const QString& role, const QString& configDir, const QProcessEnvironment& env)
    : m_role(role), m_echo(qEnvironmentVariableIsSet("CRITTER_E2E_ECHO"))
{
    QProcessEnvironment all = QProcessEnvironment::systemEnvironment();
    for (const QString& key : env.keys())
        all.insert(key, env.value(key));
    all.insert(QStringLiteral("CRITTER_E2E_ROLE"), role);
    all.insert(QStringLiteral("CRITTER_E2E_CONFIG"), configDir);
    all.insert(QStringLiteral("CRITTER_E2E_PARENT"), QString::number(QCoreApplication::applicationPid()));
    m_process.setProgram(QCoreApplication::applicationFilePath());
    m_process.setProcessEnvironment(all);
    // Its test log and its warnings in one stream; what it says starts with "@seat ".
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] { read(); });
}

SeatProcess::~SeatProcess()
{
    kill();
}

QString SeatProcess::start()
{
    m_process.start();
    if (!m_process.waitForStarted(30000))
        return failure(QStringLiteral("did not start: %1").arg(m_process.errorString()));
    return {};
}

void SeatProcess::read()
{
    m_partial += m_process.readAllStandardOutput();
    for (qsizetype end = m_partial.indexOf('\n'); end >= 0; end = m_partial.indexOf('\n')) {
        const QString line = QString::fromUtf8(m_partial.left(end));
        m_partial.remove(0, end + 1);
        if (m_echo)
            std::fprintf(stderr, "%s: %s\n", qPrintable(m_role), qPrintable(line));
        m_tail << line;
        while (m_tail.size() > 80)
            m_tail.removeFirst();
        if (line.startsWith(QLatin1String("@seat ")))
            m_lines << line.mid(6);
    }
}

bool SeatProcess::said(const QString& what)
{
    read();
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        if (m_lines[i].startsWith(what)) {
            m_last = m_lines.takeAt(i);
            return true;
        }
    }
    return false;
}

QString SeatProcess::waitFor(const QString& what, int ms)
{
    QDeadlineTimer deadline(ms);
    for (;;) {
        if (said(what))
            return {};
        if (m_process.state() == QProcess::NotRunning) {
            m_process.waitForReadyRead(0);
            return said(what) ? QString() : failure(QStringLiteral("ended before it said '%1'").arg(what));
        }
        if (deadline.hasExpired())
            return failure(QStringLiteral("did not say '%1' within %2 s").arg(what).arg(ms / 1000));
        QTest::qWait(20);
    }
}

QString SeatProcess::health()
{
    read();
    return m_process.state() == QProcess::NotRunning ? failure(QStringLiteral("ended too soon")) : QString();
}

QString SeatProcess::finish(int ms)
{
    QDeadlineTimer deadline(ms);
    while (m_process.state() != QProcess::NotRunning && !deadline.hasExpired())
        QTest::qWait(20);   // the event loop runs on: the host answers while the person leaves
    read();
    if (m_process.state() != QProcess::NotRunning)
        return failure(QStringLiteral("did not end within %1 s").arg(ms / 1000));
    if (m_process.exitStatus() != QProcess::NormalExit || m_process.exitCode() != 0)
        return failure(QStringLiteral("ended with a failure"));
    return {};
}

void SeatProcess::tell(const QString& word)
{
    m_process.write((word + QLatin1Char('\n')).toUtf8());
}

void SeatProcess::kill()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.kill();   // SIGKILL: no goodbye to the host, no settings written
    m_process.waitForFinished(10000);
    read();
}

QString SeatProcess::failure(const QString& what) const
{
    const QString how = m_process.state() != QProcess::NotRunning ? QStringLiteral("still running")
                        : m_process.exitStatus() == QProcess::CrashExit
                            ? QStringLiteral("crashed or killed")
                            : QStringLiteral("exit code %1").arg(m_process.exitCode());
    return QStringLiteral("%1's process %2 (%3); the end of its output:\n%4").arg(m_role, what, how, m_tail.join(QLatin1Char('\n')));
}

} // namespace netseat

// ---- the person's side ----

namespace {

// A line for the test (stdout; one write, so a warning cannot cut it).
void say(const QString& line)
{
    const QByteArray out = "@seat " + line.toUtf8() + '\n';
    std::fwrite(out.constData(), 1, static_cast<std::size_t>(out.size()), stdout);
    std::fflush(stdout);
}

// Waits up to ms (the window going on) for the test to send word on stdin.
bool heard(const QByteArray& word, int ms)
{
    QDeadlineTimer deadline(ms);
    QByteArray got;
    while (!deadline.hasExpired()) {
        pollfd in{STDIN_FILENO, POLLIN, 0};
        if (::poll(&in, 1, 0) > 0) {
            char c = 0;
            if (::read(STDIN_FILENO, &c, 1) != 1)
                return false;   // the test is gone
            if (c == '\n') {
                if (got.trimmed() == word)
                    return true;
                got.clear();
            } else {
                got += c;
            }
            continue;
        }
        QTest::qWait(20);
    }
    return false;
}

// A line for a failure's message only.
void note(const QString& line)
{
    const QByteArray out = line.toUtf8() + '\n';
    std::fwrite(out.constData(), 1, static_cast<std::size_t>(out.size()), stdout);
    std::fflush(stdout);
}

QString env(const char* name)
{
    return qEnvironmentVariable(name);
}

} // namespace

// One person: "seat" (join, by the list of tables or the address and code),
// "rejoin" (Home's Rejoin, with the seat token kept in the settings) or
// "watch" (a spectator), then the game to its end.
class NetworkSeat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        LaunchOptions::set(11, {});
        QVERIFY2(!m_config.isEmpty(), "CRITTER_E2E_CONFIG names no folder");
        QVERIFY2(!m_table.isEmpty(), qPrintable(QStringLiteral("no such game: ") + m_game));
        e2e::useTestSettings(m_config, QStringLiteral("e2e-network-") + m_role);
        QSettings store;
        netseat::keepOnLoopback(store, QString(), static_cast<quint16>(env("CRITTER_E2E_DISCOVERY").toUInt()));
        m_screen.start();
    }
    void cleanupTestCase() { m_screen.shell.reset(); }

    void playsItsPart()
    {
        if (m_part == QLatin1String("rejoin"))
            rejoin();
        else
            find();
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE_WITH_TIMEOUT(m_screen.current(), m_table, 60000);
        QObject* session = m_screen.session();
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->property("started").toBool(), 30000);
        QTRY_COMPARE(session->property("viewer").toInt(), m_seat);
        if (m_part == QLatin1String("seat"))   // the host begins once everyone sits down
            QTRY_VERIFY(shown(m_screen.named(QStringLiteral("networkLobby"))));
        say(watching() ? QStringLiteral("watching") : QStringLiteral("seated"));

        playToTheEnd();
        if (QTest::currentTestFailed())
            return;
        session = m_screen.session();
        QVERIFY(session);
        QCOMPARE(session->property("viewer").toInt(), m_seat);
        if (watching())
            noHandShown(session);
        if (!m_shots.isEmpty())
            m_screen.shot(m_shots + QStringLiteral("-over-") + m_game);
        say(QStringLiteral("over viewer=%1").arg(session->property("viewer").toInt()));
        // Everyone stays at the table until everyone has seen the end (a
        // person who leaves shows as gone on the others' screens).
        QVERIFY2(heard(QByteArrayLiteral("leave"), 400000), "the test did not say leave within 400 s");
        QMetaObject::invokeMethod(m_screen.screen(), "leave");
        QTRY_VERIFY_WITH_TIMEOUT(m_screen.current() != m_table, 30000);
    }

private:
    bool watching() const { return m_part == QLatin1String("watch"); }
    bool ownHandsOnly() const { return !watching() && env("CRITTER_E2E_HANDS") == QLatin1String("own"); }
    static bool shown(const QQuickItem* item) { return e2e::shown(item); }
    static int logLines(QObject* session)
    {
        const QObject* log = session->property("log").value<QObject*>();
        return log ? log->property("count").toInt() : 0;
    }

    // Home's Join a table…, then the table from the list or by its address and code.
    void find()
    {
        m_screen.click(QStringLiteral("joinTableButton"));
        QTRY_COMPARE(m_screen.current(), QStringLiteral("joinScreen"));
        if (!watching())
            m_screen.type(QStringLiteral("joinName"), m_name);
        if (QTest::currentTestFailed())
            return;
        if (m_find == QLatin1String("list")) {
            const QString button = watching() ? QStringLiteral("watchTable0") : QStringLiteral("foundTable0");
            QTRY_VERIFY_WITH_TIMEOUT(shown(m_screen.named(button)), 30000);
            QQuickItem* found = m_screen.named(QStringLiteral("foundTable0"));
            QVERIFY(found);
            QVERIFY2(found->property("text").toString().contains(QStringLiteral("Ann's table")),
                     qPrintable(found->property("text").toString()));
            m_screen.shot((watching() ? QStringLiteral("watch-") : QStringLiteral("join-")) + m_game);
            m_screen.click(button);
        } else {
            m_screen.type(QStringLiteral("joinAddress"), m_address);
            m_screen.type(QStringLiteral("joinCode"), m_code.toLower());
            if (QTest::currentTestFailed())
                return;
            m_screen.click(watching() ? QStringLiteral("watchButton") : QStringLiteral("joinButton"));
        }
    }

    // The app started again after a crash: Home offers the table, with its code.
    void rejoin()
    {
        QTRY_VERIFY_WITH_TIMEOUT(shown(m_screen.named(QStringLiteral("rejoinButton"))), 60000);
        QQuickItem* button = m_screen.named(QStringLiteral("rejoinButton"));
        QVERIFY(button);
        QVERIFY2(button->property("text").toString().contains(m_code), qPrintable(button->property("text").toString()));
        m_screen.click(QStringLiteral("rejoinButton"));
    }

    QString faceUpHand(QObject* session) const { return netseat::faceUpHand(m_screen.window(), session); }
    void noHandShown(QObject* session)
    {
        const QString why = faceUpHand(session);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("the spectator sees a hand: ") + why));
    }

    // Says when another seat's person is shown as lost, and when they are back.
    void noticeLostSeats(QObject* session)
    {
        const int players = session->property("players").toInt();
        m_lost.resize(players);
        for (int s = 0; s < players; ++s) {
            if (s == m_seat)
                continue;
            const bool lost = e2e::players::named(m_screen.window(), QStringLiteral("seatLost%1").arg(s)) != nullptr;
            if (lost == m_lost[s])
                continue;
            m_lost[s] = lost;
            say(QStringLiteral("%1 %2").arg(lost ? QStringLiteral("lost") : QStringLiteral("back")).arg(s));
            if (lost && !m_shots.isEmpty())
                m_screen.shot(m_shots + QStringLiteral("-lost-") + m_game);
        }
    }

    // Plays this seat by clicks (or follows as a spectator) until the session says over.
    void playToTheEnd()
    {
        QRandomGenerator choices(static_cast<quint32>(5 + m_seat));
        QObject* first = m_screen.session();
        QVERIFY(first);
        // A spectator: at no frame a hand face up. A person asked to watch their own
        // (CRITTER_E2E_HANDS=own): at every frame a hand face up is their seat's.
        std::unique_ptr<e2e::HandWatch> privacy;
        if (watching())
            privacy = std::make_unique<e2e::HandWatch>(m_screen.window(), first,
                                                       [this, first] { return !faceUpHand(first).isEmpty(); });
        else if (ownHandsOnly()) {
            privacy = std::make_unique<e2e::HandWatch>(m_screen.window(), first,
                                                       [this] { return !netseat::faceUpCard(m_screen.window()).isEmpty(); });
            privacy->handedTo(m_seat);
        }
        bool begun = false;
        bool tableShot = m_shots.isEmpty();
        QElapsedTimer clock;
        clock.start();
        QElapsedTimer idle;
        idle.start();
        QElapsedTimer look;
        look.start();
        for (;;) {
            QObject* session = m_screen.session();
            QVERIFY2(session == first, qPrintable(QStringLiteral("the table went; the screen is %1").arg(m_screen.current())));
            if (session->property("over").toBool())
                break;
            QVERIFY2(clock.elapsed() < 900000, "the game did not finish in 900 s");
            if (look.elapsed() >= 100) {
                look.restart();
                noticeLostSeats(session);
                if (!begun && !shown(m_screen.named(QStringLiteral("networkLobby")))) {
                    begun = true;
                    say(QStringLiteral("begun"));
                }
                // One person at this screen: nobody to screen the table from.
                if (ownHandsOnly())
                    QVERIFY2(!session->property("privacyNeeded").toBool(),
                             qPrintable(QStringLiteral("a privacy screen for seat %1 at %2's own screen")
                                            .arg(session->property("privacySeat").toInt())
                                            .arg(m_name)));
                if (watching()) {
                    noHandShown(session);
                    QVERIFY2(!session->property("myDecision").toBool(), "a spectator was asked to decide");
                    if (QTest::currentTestFailed())
                        return;
                }
                // A client keeps no moves (actionCount): the log's lines tell how far the game is.
                if (!tableShot && begun && logLines(session) >= 6) {
                    tableShot = true;
                    m_screen.shot(m_shots + QStringLiteral("-table-") + m_game);
                }
            }
            bool acted = false;
            // Panda Panda: a seat's screen reads a round's end and goes on to the next round itself (a
            // spectator's closes by itself after a moment, as for a table of bots only).
            if (QQuickItem* next = m_screen.named(QStringLiteral("nextRoundButton")); !watching() && shown(next)) {
                e2e::click(m_screen.window(), next);
                ++m_nextClicks;
                acted = true;
            } else if (!watching() && session->property("myDecision").toBool() && !session->property("busy").toBool()) {
                e2e::players::decide(m_screen.window(), session, choices);
                ++m_decisions;
                acted = true;
            }
            if (QTest::currentTestFailed())
                return;
            if (!acted)
                QTest::qWait(5);
            // No new line in the log for a while: what this screen shows and did, for a stall's message.
            if (const int lines = logLines(session); lines != m_lastLines) {
                m_lastLines = lines;
                idle.restart();
            } else if (idle.elapsed() > 20000) {
                idle.restart();
                note(QStringLiteral("%1 waits: deciding %2, mine %3, busy %4, log lines %5, banner '%6', screen %7; "
                                    "%8 decisions, %9 next-round clicks so far")
                         .arg(m_role)
                         .arg(session->property("deciding").toInt())
                         .arg(session->property("myDecision").toBool())
                         .arg(session->property("busy").toBool())
                         .arg(logLines(session))
                         .arg(session->property("banner").toString(), m_screen.current())
                         .arg(m_decisions)
                         .arg(m_nextClicks));
            }
        }
        if (privacy) {
            QVERIFY2(privacy->violation().isEmpty(), qPrintable(privacy->violation()));
            QVERIFY(privacy->frames() > 0);
            if (ownHandsOnly())
                QVERIFY2(privacy->faceUpFrames() > 0, "no frame showed this person's own hand: the watch saw nothing");
            note(QStringLiteral("%1 watched %2 frames, %3 with a hand face up").arg(m_role).arg(privacy->frames()).arg(privacy->faceUpFrames()));
        }
    }

    const QString m_role = env("CRITTER_E2E_ROLE");
    const QString m_name = env("CRITTER_E2E_NAME");
    const QString m_part = env("CRITTER_E2E_PART");       // seat, rejoin or watch
    const QString m_find = env("CRITTER_E2E_FIND");       // list or code
    const QString m_game = env("CRITTER_E2E_GAME");
    const QString m_table = netseat::tableOf(m_game);
    const QString m_address = env("CRITTER_E2E_ADDRESS");
    const QString m_code = env("CRITTER_E2E_CODE");
    const QString m_config = env("CRITTER_E2E_CONFIG");
    const QString m_shots = env("CRITTER_E2E_SHOTS_AS");  // "client", "spectator" or "": its screenshots' names
    const int m_seat = env("CRITTER_E2E_SEAT").toInt();   // -1: watching
    netseat::Screen m_screen;
    QList<bool> m_lost;
    int m_decisions = 0;
    int m_nextClicks = 0;
    int m_lastLines = -1;
};

bool netseat::isSeatProcess()
{
    return !qEnvironmentVariableIsEmpty("CRITTER_E2E_ROLE");
}

int netseat::runSeat(const QString& program)
{
    // The test gone (killed, crashed): this window goes too.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != qEnvironmentVariable("CRITTER_E2E_PARENT").toInt())
        return 1;
    NetworkSeat seat;
    return QTest::qExec(&seat, QStringList{program});
}

#include "network_seat_process.moc"
