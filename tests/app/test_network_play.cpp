// Network play (issue 32): real WebSocket connections on loopback only
// (127.0.0.1, a free port), bounded in time. The host is the only
// authority; each seat is sent only what it may know; hostile clients get
// nowhere; a killed server reopens its tables and the people rejoin.
#include <QAbstractSocket>
#include <QElapsedTimer>
#include <QTimer>
#include <QEventLoop>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <algorithm>
#include <memory>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include "hostedtable.h"
#include "netclient.h"
#include "nethost.h"
#include "netplay.h"
#include "netseat.h"
#include "protocol.h"
#include "sockettuning.h"
#include "wsconnection.h"
#include "sessionfactory.h"
#include "tablesession.h"

using net::NetClient;
using net::NetHost;

namespace {

const QHostAddress kLoopback(QHostAddress::LocalHost);

QJsonArray remoteSeats(int n)
{
    QJsonArray seats;
    for (int s = 0; s < n; ++s)
        seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("remote")}});
    return seats;
}

// A client that remembers what it was sent and, when asked, plays the first move offered.
struct TestClient {
    NetClient client;
    QList<QJsonObject> messages;
    bool closed = false;
    QString closeReason;
    bool autoplay = false;
    int seat = -3;
    QString token;

    TestClient()
    {
        QObject::connect(&client, &NetClient::received, [this](const QJsonObject& m) {
            messages << m;
            const QString type = m.value(QLatin1String("type")).toString();
            if (type == QLatin1String("welcome")) {
                seat = m.value(QLatin1String("seat")).toInt();
                token = m.value(QLatin1String("token")).toString();
            }
            if (autoplay && type == QLatin1String("table") && m.value(QLatin1String("deciding")).toInt() == seat &&
                !m.value(QLatin1String("over")).toBool() && !m.value(QLatin1String("legal")).toArray().isEmpty()) {
                // Any move offered (a first-move policy can go round in circles in Panda Panda).
                const QJsonArray legal = m.value(QLatin1String("legal")).toArray();
                client.act(m.value(QLatin1String("moves")).toInt(), legal.at(QRandomGenerator::global()->bounded(legal.size())).toString());
            }
        });
        QObject::connect(&client, &NetClient::closed, [this](const QString& why) {
            closed = true;
            closeReason = why;
        });
    }
    bool open(quint16 port)
    {
        QSignalSpy opened(&client, &NetClient::opened);
        client.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
        return opened.wait(5000);
    }
    QJsonObject last(const char* type) const
    {
        for (qsizetype i = messages.size() - 1; i >= 0; --i)
            if (messages[i].value(QLatin1String("type")).toString() == QLatin1String(type))
                return messages[i];
        return {};
    }
};

// Autoplay starts on the next table message; the one already held is answered here.
void kick(std::initializer_list<TestClient*> clients)
{
    for (TestClient* c : clients) {
        c->autoplay = true;
        const QJsonObject t = c->last("table");
        if (t.value(QLatin1String("deciding")).toInt() == c->seat && !t.value(QLatin1String("over")).toBool())
            c->client.act(t.value(QLatin1String("moves")).toInt(), t.value(QLatin1String("legal")).toArray().first().toString());
    }
}

QString createTable(NetHost& host, const QString& game, int seats)
{
    TestClient control;
    if (!control.open(host.port()))
        return {};
    control.client.create(game, remoteSeats(seats));
    if (!QTest::qWaitFor([&] { return !control.last("created").isEmpty() || !control.last("refused").isEmpty(); }, 5000))
        return {};
    return control.last("created").value(QLatin1String("code")).toString();
}

// A WebSocket opening request, as a raw client sends it.
const QByteArray kUpgradeRequest = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                   "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";

// Ann and Ben seated at a new two-seat Trash Pandas table of host, both told
// and both connected.
bool seatAnnAndBen(NetHost& host, TestClient& ann, TestClient& ben)
{
    const QString code = createTable(host, QStringLiteral("trash-pandas"), 2);
    if (code.isEmpty() || !ann.open(host.port()) || !ben.open(host.port()))
        return false;
    ann.client.join(code, QStringLiteral("Ann"));
    ben.client.join(code, QStringLiteral("Ben"));
    return QTest::qWaitFor([&] { return ann.seat >= 0 && ben.seat >= 0 && !ann.last("table").isEmpty() && !ben.last("table").isEmpty(); }, 5000)
        && QTest::qWaitFor([&] { return ann.last("table").value(QLatin1String("seats")).toArray().size() == 2 &&
                                        host.seatStates(code) == QStringList{QStringLiteral("connected"), QStringLiteral("connected")}; }, 5000);
}

// The seat deciding makes its first legal move; the event loop runs one pass
// at a time until the other seat sees it (or 5 s pass). True when it did.
bool moveReachesTheOther(TestClient& ann, TestClient& ben)
{
    TestClient& mover = ann.last("table").value(QLatin1String("deciding")).toInt() == ann.seat ? ann : ben;
    TestClient& other = &mover == &ann ? ben : ann;
    const QJsonObject before = mover.last("table");
    const int moves = before.value(QLatin1String("moves")).toInt();
    mover.client.act(moves, before.value(QLatin1String("legal")).toArray().first().toString());
    QElapsedTimer clock;
    clock.start();
    while (other.last("table").value(QLatin1String("moves")).toInt() <= moves && clock.elapsed() < 5000)
        QCoreApplication::processEvents();
    return other.last("table").value(QLatin1String("moves")).toInt() == moves + 1;
}


// A client's text frame (masked, as RFC 6455 wants of a client), for a raw socket.
QByteArray maskedText(const QByteArray& payload)
{
    QByteArray f(1, static_cast<char>(0x81));
    if (payload.size() < 126) {
        f += static_cast<char>(0x80 | payload.size());
    } else {
        f += static_cast<char>(0x80 | 126);
        f += static_cast<char>(payload.size() >> 8);
        f += static_cast<char>(payload.size() & 0xFF);
    }
    const char key[4] = {5, 6, 7, 8};
    f += QByteArray(key, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        f += static_cast<char>(payload[i] ^ key[i % 4]);
    return f;
}

} // namespace

class TestNetworkPlay : public QObject
{
    Q_OBJECT

private slots:
    void test_protocol_refuses_bad_messages_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not JSON") << QByteArray("{not json") << "not JSON";
        QTest::newRow("not an object") << QByteArray("[1,2]") << "not a JSON object";
        QTest::newRow("no version") << QByteArray("{\"type\":\"join\",\"code\":\"ABCDEF\"}") << "no protocol version";
        QTest::newRow("another version") << QByteArray("{\"v\":2,\"type\":\"join\",\"code\":\"ABCDEF\"}") << "protocol version 2 is not this host's version 1";
        QTest::newRow("unknown type") << QByteArray("{\"v\":1,\"type\":\"shout\"}") << "unknown message type";
        QTest::newRow("bad code") << QByteArray("{\"v\":1,\"type\":\"join\",\"code\":\"AB\"}") << "join: \"code\"";
        QTest::newRow("name with a control character") << QByteArray("{\"v\":1,\"type\":\"join\",\"code\":\"ABCDEF\",\"name\":\"a\\u0007b\"}") << "join: \"name\"";
        QTest::newRow("act without moves") << QByteArray("{\"v\":1,\"type\":\"act\",\"action\":\"roll\"}") << "act: \"moves\"";
        QTest::newRow("act with a fraction") << QByteArray("{\"v\":1,\"type\":\"act\",\"moves\":1.5,\"action\":\"roll\"}") << "act: \"moves\"";
        QTest::newRow("chat too long") << (QByteArray("{\"v\":1,\"type\":\"chat\",\"text\":\"") + QByteArray(201, 'a') + "\"}") << "chat: \"text\"";
        QTest::newRow("unknown reaction") << QByteArray("{\"v\":1,\"type\":\"react\",\"what\":\"<b>\"}") << "react: \"what\"";
        QTest::newRow("too large") << (QByteArray("{\"v\":1,\"type\":\"chat\",\"text\":\"") + QByteArray(70000, 'a') + "\"}") << "message too large";
    }
    void test_protocol_refuses_bad_messages()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QString why;
        QVERIFY(!net::readClientMessage(bytes, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
    }

    // A move in the form our clients write it is read without a JSON
    // document; any other form goes to the full reader, which reads the same.
    void test_a_move_is_read_the_quick_way()
    {
        QJsonObject act = net::message("act");
        act.insert(QStringLiteral("moves"), 12);
        act.insert(QStringLiteral("action"), QStringLiteral("play 3 K"));
        const QByteArray ours = net::encode(act);
        const std::optional<net::ClientMessage> quick = net::readActMessage(ours);
        QVERIFY2(quick, ours.constData());
        QCOMPARE(quick->moves, 12);
        QCOMPARE(quick->action, QStringLiteral("play 3 K"));
        const std::optional<net::ClientMessage> full = net::readClientMessageJson(ours, nullptr);
        QVERIFY(full && full->type == net::ClientMessage::Type::Act && full->moves == 12 && full->action == quick->action);
        // Not in the quick form: read (or refused) by the full reader alone.
        // (Written with ' for ": a raw string literal here confuses moc.)
        const auto json = [](const char* text) { return QByteArray(text).replace('\'', '"'); };
        const QList<QByteArray> others{json("{'action': 'x','moves':1,'type':'act','v':1}"),
                                       json("{'moves':1,'action':'x','type':'act','v':1}"),
                                       json("{'action':'x\\u0041','moves':1,'type':'act','v':1}"),
                                       json("{'action':'x','moves':01,'type':'act','v':1}"),
                                       json("{'action':'x','moves':1.5,'type':'act','v':1}"),
                                       json("{'action':'x','moves':1,'type':'act','v':2}"),
                                       json("{'action':'','moves':1,'type':'act','v':1}"),
                                       json("{'action':'x','moves':99999999999,'type':'act','v':1}"),
                                       json("{'action':'x','moves':1,'type':'act','v':1} "),
                                       json("{'action':'") + QByteArray(net::kMaxNotationChars + 1, 'x') +
                                           json("','moves':1,'type':'act','v':1}")};
        for (const QByteArray& other : others) {
            QVERIFY2(!net::readActMessage(other), other.constData());
            QString whyAll, whyFull;
            const auto all = net::readClientMessage(other, &whyAll);
            const auto full2 = net::readClientMessageJson(other, &whyFull);
            QCOMPARE(all.has_value(), full2.has_value());
            QCOMPARE(whyAll, whyFull);
        }
        QVERIFY(!net::readClientMessage(json("{'action':'x','moves':1,'type':'act','v':2}"), nullptr));   // another version
    }

    // A whole game of each game: every seat a bot over the network, a spectator watching.
    void test_whole_game_over_the_network_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("trash-pandas") << "trash-pandas" << 3;
        QTest::newRow("panda-panda") << "panda-panda" << 4;
        QTest::newRow("trash-dash") << "trash-dash" << 3;
    }
    void test_whole_game_over_the_network()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QTemporaryDir data;
        NetHost host;
        host.allowCreate(net::makeSession, data.path(), 10);
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        const QString code = createTable(host, game, seats);
        QVERIFY(net::isTableCode(code));
        TestClient watcher;
        QVERIFY(watcher.open(host.port()));
        watcher.client.watch(code);
        std::vector<std::unique_ptr<critter::cli::NetSeat>> bots;
        int finished = 0;
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(host.port()));
        for (int s = 0; s < seats; ++s) {
            bots.push_back(std::make_unique<critter::cli::NetSeat>(QStringLiteral("easy"), 11u + static_cast<unsigned>(s)));
            connect(bots.back().get(), &critter::cli::NetSeat::finished, this, [&finished] { ++finished; });
            bots.back()->join(url, code, QStringLiteral("Bot %1").arg(s + 1), -1);
        }
        QVERIFY(QTest::qWaitFor([&] { return finished == seats; }, 120000));
        for (const auto& bot : bots) {
            QVERIFY2(bot->over(), qPrintable(bot->lastProblem()));
            QCOMPARE(bot->violations(), 0);
            QCOMPARE(bot->refused(), 0);
        }
        const QJsonObject seen = watcher.last("table");
        QCOMPARE(seen.value(QLatin1String("seat")).toInt(), -1);
        QVERIFY(QTest::qWaitFor([&] { return watcher.last("table").value(QLatin1String("over")).toBool(); }, 5000));
        QVERIFY(watcher.last("table").value(QLatin1String("legal")).toArray().isEmpty());
    }

    // The rate limit (20 messages a second here, a burst of 40) closes a
    // flood, not a bot answering every decision at once: a move the rules
    // took costs nothing. Two such bots play a whole game of Trash Pandas.
    void test_moves_at_full_speed_are_not_a_flood()
    {
        QTemporaryDir data;
        NetHost host;
        host.allowCreate(net::makeSession, data.path(), 10);
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        const QString code = createTable(host, QStringLiteral("trash-pandas"), 2);
        TestClient ann, ben;
        QVERIFY(ann.open(host.port()));
        QVERIFY(ben.open(host.port()));
        ann.client.join(code, QStringLiteral("Ann"));
        QVERIFY(QTest::qWaitFor([&] { return ann.seat >= 0; }, 5000));
        ben.client.join(code, QStringLiteral("Ben"));
        QVERIFY(QTest::qWaitFor([&] { return ben.seat >= 0 && !ben.last("table").isEmpty() && !ann.last("table").isEmpty(); }, 5000));
        // An event loop woken by each message (qWaitFor's 10 ms naps would pace the bots below the limit).
        QEventLoop loop;
        const auto check = [&] {
            if (ann.last("table").value(QLatin1String("over")).toBool() || ann.closed || ben.closed)
                loop.quit();
        };
        for (TestClient* c : {&ann, &ben}) {
            connect(&c->client, &NetClient::received, &loop, check, Qt::QueuedConnection);
            connect(&c->client, &NetClient::closed, &loop, check, Qt::QueuedConnection);
        }
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        kick({&ann, &ben});
        loop.exec();
        QVERIFY(ann.last("table").value(QLatin1String("over")).toBool() || ann.closed || ben.closed);
        QVERIFY2(!ann.closed && !ben.closed, qPrintable(ann.closeReason + ben.closeReason));
        const int moves = ann.last("table").value(QLatin1String("moves")).toInt();
        // Faster than the limit, or the test proves nothing.
        QVERIFY2(moves > 40 + 20 * (clock.elapsed() / 1000 + 1), qPrintable(QStringLiteral("%1 moves in %2 ms").arg(moves).arg(clock.elapsed())));
    }

    // Hundreds of seats may connect at once (a restarted server's people all
    // rejoin): the listening socket's backlog takes them, where Qt's 50
    // dropped the rest's SYNs and each waited 1, 3, 7… seconds to retry.
    // The backlog of a listening socket is ss's Send-Q.
    void test_a_thousand_may_knock_at_once()
    {
        NetHost host;
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        QProcess ss;
        ss.start(QStringLiteral("ss"), {QStringLiteral("-ltnH"), QStringLiteral("sport = :%1").arg(host.port())});
        if (!ss.waitForStarted(5000))
            QSKIP("ss (iproute2) is not installed");
        QVERIFY(ss.waitForFinished(5000));
        const QStringList fields = QString::fromUtf8(ss.readAllStandardOutput()).simplified().split(QLatin1Char(' '));
        QVERIFY2(fields.size() >= 3, qPrintable(fields.join(QLatin1Char(' '))));
        QFile somaxconn(QStringLiteral("/proc/sys/net/core/somaxconn"));
        const int cap = somaxconn.open(QIODevice::ReadOnly) ? somaxconn.readAll().trimmed().toInt() : net::kListenBacklog;
        QCOMPARE(fields.at(2).toInt(), std::min(net::kListenBacklog, cap));
    }

    // A move is one small message each way: both ends send it at once
    // (TCP_NODELAY), not after Nagle's wait for the last acknowledgement,
    // which Linux delays up to 40 ms (most of a move's time before).
    void test_messages_leave_at_once()
    {
        NetHost host;
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        TestClient client;
        QVERIFY(client.open(host.port()));
        // The host speaks WebSocket itself over the socket (wsconnection.h).
        QVERIFY(QTest::qWaitFor([&] {
            const auto connections = host.findChildren<net::WsConnection*>();
            return std::any_of(connections.begin(), connections.end(), [](net::WsConnection* c) { return c->isOpen(); });
        }, 5000));
        int accepted = 0;
        for (net::WsConnection* connection : host.findChildren<net::WsConnection*>()) {
            if (!connection->isOpen())
                continue;
            ++accepted;
            int noDelay = 0;
            socklen_t size = sizeof noDelay;
            QCOMPARE(::getsockopt(static_cast<int>(connection->descriptor()), IPPROTO_TCP, TCP_NODELAY, &noDelay, &size), 0);
            QVERIFY(noDelay != 0);
        }
        QCOMPARE(accepted, 1);
        const auto mine = client.client.findChildren<QAbstractSocket*>();
        QCOMPARE(mine.size(), 1);
        QVERIFY(mine.first()->socketOption(QAbstractSocket::LowDelayOption).toInt() != 0);
    }

    // Admission control: joins (and tables asked for) wait in a queue served
    // after each pass's moves, within a budget a pass, so a burst of them
    // cannot hold up the tables already playing; every one is still served.
    // With the budget at its least (one a pass), a move made while 30 joins
    // wait, already read, reaches the other seat before most are served.
    void test_a_move_goes_before_a_burst_of_joins()
    {
        QTemporaryDir data;
        NetHost host;
        host.allowCreate(net::makeSession, data.path(), 40);
        host.setRateLimit(1000, 1000);
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        host.setAdmissionBudget(0);
        TestClient ann, ben;
        QVERIFY(seatAnnAndBen(host, ann, ben));
        // 15 more tables of two seats, and 30 connections upgraded and ready to join them.
        constexpr int kJoins = 30;
        QStringList codes;
        for (int i = 0; i < kJoins / 2; ++i) {
            codes << createTable(host, QStringLiteral("trash-pandas"), 2);
            QVERIFY(!codes.last().isEmpty());
        }
        std::vector<std::unique_ptr<QTcpSocket>> raws;
        for (int i = 0; i < kJoins; ++i) {
            raws.push_back(std::make_unique<QTcpSocket>());
            raws.back()->connectToHost(kLoopback, host.port());
            QVERIFY(QTest::qWaitFor([&] { return raws.back()->state() == QAbstractSocket::ConnectedState; }, 5000));
            raws.back()->write(kUpgradeRequest);
            QVERIFY(raws.back()->flush() || raws.back()->bytesToWrite() == 0);
            QVERIFY(QTest::qWaitFor([&] { return raws.back()->bytesAvailable() > 0 && raws.back()->peek(64).startsWith("HTTP/1.1 101"); }, 5000));
        }
        const auto connected = [&] {
            int n = 0;
            for (const QString& c : std::as_const(codes))
                n += static_cast<int>(host.seatStates(c).count(QStringLiteral("connected")));
            return n;
        };
        QCOMPARE(connected(), 0);
        // The joins, in the kernel's buffers before the move is even sent.
        for (int i = 0; i < kJoins; ++i) {
            const QJsonObject join{{QStringLiteral("v"), net::kProtocolVersion}, {QStringLiteral("type"), QStringLiteral("join")},
                                   {QStringLiteral("code"), codes[i / 2]}, {QStringLiteral("name"), QStringLiteral("Joiner")},
                                   {QStringLiteral("seat"), -1}};
            raws[static_cast<std::size_t>(i)]->write(maskedText(QJsonDocument(join).toJson(QJsonDocument::Compact)));
            QVERIFY(raws[static_cast<std::size_t>(i)]->flush());
        }
        QVERIFY(moveReachesTheOther(ann, ben));
        const int servedFirst = connected();
        QVERIFY2(servedFirst < kJoins / 2, qPrintable(QStringLiteral("%1 of %2 joins served before the move").arg(servedFirst).arg(kJoins)));
        QVERIFY(host.admissionsWaiting() > 0);
        // Every join is served in the end.
        QVERIFY(QTest::qWaitFor([&] { return connected() == kJoins; }, 10000));
        QCOMPARE(host.admissionsWaiting(), 0);
    }

    // The same for connections opening (a server's start, a restart's
    // rejoins): their WebSocket handshakes are answered in the admissions'
    // share of a pass, after the moves of the tables playing.
    void test_a_move_goes_before_a_burst_of_handshakes()
    {
        QTemporaryDir data;
        NetHost host;
        host.allowCreate(net::makeSession, data.path(), 40);
        host.setRateLimit(1000, 1000);
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        host.setAdmissionBudget(0);
        TestClient ann, ben;
        QVERIFY(seatAnnAndBen(host, ann, ben));
        constexpr int kOpens = 30;
        std::vector<std::unique_ptr<QTcpSocket>> raws;
        for (int i = 0; i < kOpens; ++i) {
            raws.push_back(std::make_unique<QTcpSocket>());
            raws.back()->connectToHost(kLoopback, host.port());
            QVERIFY(QTest::qWaitFor([&] { return raws.back()->state() == QAbstractSocket::ConnectedState; }, 5000));
        }
        const auto answered = [&] {
            int n = 0;
            for (const auto& raw : raws)
                n += raw->peek(64).startsWith("HTTP/1.1 101") ? 1 : 0;
            return n;
        };
        // The opening requests, in the kernel's buffers before the move is even sent.
        for (const auto& raw : raws) {
            raw->write(kUpgradeRequest);
            QVERIFY(raw->flush());
        }
        QVERIFY(moveReachesTheOther(ann, ben));
        const int servedFirst = answered();
        QVERIFY2(servedFirst < kOpens / 2, qPrintable(QStringLiteral("%1 of %2 handshakes answered before the move").arg(servedFirst).arg(kOpens)));
        // Every one is answered in the end.
        QVERIFY(QTest::qWaitFor([&] { return answered() == kOpens; }, 10000));
        QCOMPARE(host.admissionsWaiting(), 0);
    }

    // The host speaks WebSocket itself (app/net/wsconnection.h): a broken
    // handshake is refused with an HTTP error, a broken frame closes the
    // connection with the close code RFC 6455 gives it, before the payload of
    // a message too large is read; a ping is answered.
    void test_own_websocket_refuses_broken_frames()
    {
        NetHost host;
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        const QByteArray upgrade = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                   "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
        // Everything the host sends back to these bytes, until it closes (or 5 s).
        const auto exchange = [&](const QByteArray& bytes) {
            QTcpSocket raw;
            QByteArray got;
            QObject::connect(&raw, &QTcpSocket::readyRead, [&] { got += raw.readAll(); });
            raw.connectToHost(kLoopback, host.port());
            if (!QTest::qWaitFor([&] { return raw.state() == QAbstractSocket::ConnectedState; }, 5000))
                return QByteArray("not connected");
            raw.write(bytes);
            // Closed, or a close frame sent (the host then waits for ours, which this client never sends).
            if (!QTest::qWaitFor([&] { return raw.state() == QAbstractSocket::UnconnectedState || got.contains('\x88'); }, 5000))
                got += "(still open)";
            got += raw.readAll();
            return got;
        };
        // A client's frame: masked with a fixed key.
        const auto frame = [](int opcode, const QByteArray& payload, qint64 claimed = -1) {
            const qint64 size = claimed >= 0 ? claimed : payload.size();
            QByteArray f(1, static_cast<char>(0x80 | opcode));
            if (size < 126) {
                f += static_cast<char>(0x80 | size);
            } else if (size <= 0xFFFF) {
                f += static_cast<char>(0x80 | 126);
                f += static_cast<char>(size >> 8);
                f += static_cast<char>(size & 0xFF);
            } else {
                f += static_cast<char>(0x80 | 127);
                for (int i = 7; i >= 0; --i)
                    f += static_cast<char>((size >> (8 * i)) & 0xFF);
            }
            const char key[4] = {1, 2, 3, 4};
            f += QByteArray(key, 4);
            for (qsizetype i = 0; i < payload.size(); ++i)
                f += static_cast<char>(payload[i] ^ key[i % 4]);
            return f;
        };
        // The close code of the close frame the host sent after its 101.
        const auto closeCode = [](const QByteArray& got) {
            const qsizetype at = got.indexOf("\r\n\r\n");
            const QByteArray frames = at < 0 ? QByteArray() : got.mid(at + 4);
            const qsizetype close = frames.indexOf(static_cast<char>(0x88));
            if (close < 0 || frames.size() < close + 4)
                return -1;
            return (static_cast<unsigned char>(frames[close + 2]) << 8) | static_cast<unsigned char>(frames[close + 3]);
        };

        QVERIFY(exchange("GET / HTTP/1.1\r\nHost: x\r\n\r\n").startsWith("HTTP/1.1 400"));
        QVERIFY(exchange(QByteArray(upgrade).replace("Version: 13", "Version: 8")).startsWith("HTTP/1.1 426"));
        QVERIFY(exchange("GET / HTTP/1.1\r\nHost: x\r\nX: " + QByteArray(9000, 'x')).startsWith("HTTP/1.1 431"));

        QByteArray got = exchange(upgrade + QByteArray("\x81\x02hi", 4));   // not masked
        QVERIFY2(got.startsWith("HTTP/1.1 101"), got.left(40).constData());
        QVERIFY(got.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"));   // RFC 6455's own example
        QCOMPARE(closeCode(got), 1002);
        QCOMPARE(closeCode(exchange(upgrade + frame(0x1, {}, 70 * 1024))), 1009);   // the header alone says too large
        QCOMPARE(closeCode(exchange(upgrade + frame(0x1, QByteArray("\xff\xfe", 2)))), 1007);
        QCOMPARE(closeCode(exchange(upgrade + frame(0x3, "x"))), 1002);   // no such opcode
        QCOMPARE(closeCode(exchange(upgrade + frame(0x0, "x"))), 1002);   // a continuation of nothing
        // The hostile client's own words, closed with 1008 and the reason; a close frame is answered.
        got = exchange(upgrade + frame(0x1, "{not json"));
        QCOMPARE(closeCode(got), 1008);
        QVERIFY(got.contains("not JSON"));
        QCOMPARE(closeCode(exchange(upgrade + frame(0x8, QByteArray("\x03\xe8", 2)))), 1000);
        // A ping in the middle of a fragmented message is answered with its payload; the message still counts.
        QTcpSocket raw;
        QByteArray back;
        QObject::connect(&raw, &QTcpSocket::readyRead, [&] { back += raw.readAll(); });
        raw.connectToHost(kLoopback, host.port());
        QVERIFY(QTest::qWaitFor([&] { return raw.state() == QAbstractSocket::ConnectedState; }, 5000));
        QByteArray first = frame(0x1, "{\"v\":1,");
        first[0] = 0x01;   // not the last fragment
        raw.write(upgrade + first + frame(0x9, "ping!") + frame(0x0, "\"type\":\"chat\",\"text\":\"hi\"}"));
        QVERIFY(QTest::qWaitFor([&] { return back.contains("ping!") && back.contains("join a table first"); }, 5000));
        QVERIFY(back.contains(QByteArray("\x8a\x05ping!", 7)));
    }

    // A dropped person comes back with their seat token and sees the table as it stands.
    void test_drop_and_rejoin_with_the_seat_token()
    {
        QTemporaryDir data;
        NetHost host;
        host.allowCreate(net::makeSession, data.path(), 10);
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        const QString code = createTable(host, QStringLiteral("panda-panda"), 2);
        TableSession* session = host.session(code);
        QVERIFY(session);
        auto ann = std::make_unique<TestClient>();
        TestClient ben;
        QVERIFY(ann->open(host.port()));
        QVERIFY(ben.open(host.port()));
        ann->client.join(code, QStringLiteral("Ann"));
        QVERIFY(QTest::qWaitFor([&] { return ann->seat >= 0; }, 5000));
        ben.client.join(code, QStringLiteral("Ben"));
        QVERIFY(QTest::qWaitFor([&] { return ben.seat >= 0; }, 5000));
        QCOMPARE(session->seatName(ann->seat), QStringLiteral("Ann"));
        const QString token = ann->token;
        QVERIFY(QTest::qWaitFor([&] { return !ann->last("table").isEmpty() && !ben.last("table").isEmpty(); }, 5000));
        kick({ann.get(), &ben});
        QVERIFY(QTest::qWaitFor([&] { return session->actionCount() >= 6 || session->over(); }, 20000));
        // Ann drops: Ben is told, the game waits at Ann's seat.
        ann.reset();
        QVERIFY(QTest::qWaitFor([&] {
            const QJsonArray seats = ben.last("table").value(QLatin1String("seats")).toArray();
            return seats.size() == 2 && seats[0].toObject().value(QLatin1String("state")).toString() == QLatin1String("lost");
        }, 5000));
        QTest::qWait(200);
        const int movesWhileAway = session->actionCount();
        // Ann comes back with her token.
        TestClient back;
        QVERIFY(back.open(host.port()));
        back.client.join(code, QStringLiteral("Ann"), -1, token);
        QVERIFY(QTest::qWaitFor([&] { return !back.last("table").isEmpty(); }, 5000));
        // The game waits for her: the table afresh carries the game so far as
        // her seat saw it (the last kHistoryEvents of it), for her log.
        std::vector<critter::Event> past = session->eventsSoFar();
        if (past.size() > net::HostedTable::kHistoryEvents)
            past.erase(past.begin(), past.end() - static_cast<std::ptrdiff_t>(net::HostedTable::kHistoryEvents));
        const std::vector<critter::Event> seen = session->wireEvents(past, 0);
        QVERIFY(seen.size() > 6);
        const QJsonObject afresh = back.messages.at(1);   // after the welcome
        QCOMPARE(afresh.value(QLatin1String("reset")).toBool(), true);
        const std::optional<std::vector<critter::Event>> told = net::eventsFromJson(afresh.value(QLatin1String("events")).toArray());
        QVERIFY(told);
        QCOMPARE(told->size(), seen.size());
        for (std::size_t i = 0; i < seen.size(); ++i)
            QVERIFY2((*told)[i].type == seen[i].type && (*told)[i].seat == seen[i].seat && (*told)[i].a == seen[i].a &&
                         (*told)[i].b == seen[i].b && (*told)[i].c == seen[i].c,
                     qPrintable(QStringLiteral("event %1").arg(i)));
        kick({&back});
        QCOMPARE(back.seat, 0);
        QCOMPARE(back.messages.at(1).value(QLatin1String("reset")).toBool(), true);
        QCOMPARE(back.last("table").value(QLatin1String("moves")).toInt() >= movesWhileAway, true);
        QVERIFY(QTest::qWaitFor([&] { return session->over(); }, 60000));
    }

    // Each kind of bad message is refused with a reason; nothing changes in the game.
    void test_hostile_clients_change_nothing()
    {
        QTemporaryDir data;
        NetHost host;
        host.allowCreate(net::makeSession, data.path(), 10);
        host.setRateLimit(20, 10);
        QVERIFY(host.listen(kLoopback, 0, std::nullopt, nullptr));
        const QString code = createTable(host, QStringLiteral("trash-pandas"), 2);
        TableSession* session = host.session(code);
        TestClient a, b;
        QVERIFY(a.open(host.port()));
        QVERIFY(b.open(host.port()));
        a.client.join(code, QStringLiteral("Ann"));
        QVERIFY(QTest::qWaitFor([&] { return a.seat >= 0 && !a.last("table").isEmpty(); }, 5000));
        b.client.join(code, QStringLiteral("Ben"));
        QVERIFY(QTest::qWaitFor([&] { return b.seat >= 0 && !b.last("table").isEmpty(); }, 5000));
        const std::string before = session->saveText();
        const int deciding = session->seatToDecide();
        TestClient& mover = deciding == a.seat ? a : b;
        TestClient& other = deciding == a.seat ? b : a;
        const QJsonObject table = mover.last("table");
        const QString legal = table.value(QLatin1String("legal")).toArray().first().toString();

        // A move for a seat that is not theirs (the other seat's turn): refused.
        other.client.act(table.value(QLatin1String("moves")).toInt(), legal);
        QVERIFY(QTest::qWaitFor([&] { return !other.last("refused").isEmpty(); }, 5000));
        // Out of order: a stale move count.
        mover.client.act(table.value(QLatin1String("moves")).toInt() + 5, legal);
        QVERIFY(QTest::qWaitFor([&] { return !mover.last("refused").isEmpty(); }, 5000));
        // Not a move.
        mover.messages.clear();
        mover.client.act(table.value(QLatin1String("moves")).toInt(), QStringLiteral("fly away"));
        QVERIFY(QTest::qWaitFor([&] { return !mover.last("refused").isEmpty(); }, 5000));
        QCOMPARE(session->saveText(), before);

        // Each of these closes the connection that sent it, with a reason.
        const QList<QPair<QByteArray, QString>> hostile{
            {QByteArray("{not json"), QStringLiteral("not JSON")},
            {QByteArray("{\"v\":9,\"type\":\"join\",\"code\":\"ABCDEF\"}"), QStringLiteral("protocol version 9")},
            {QByteArray("{\"v\":1,\"type\":\"act\",\"moves\":0,\"action\":\"roll\"}"), QStringLiteral("join a table first")},
            {QByteArray("{\"v\":1,\"type\":\"join\",\"code\":\"") + code.toLatin1() + "\",\"token\":\"0123456789abcdef0123456789abcdef\"}",
             QStringLiteral("seat token is not valid")},
            {QByteArray("{\"v\":1,\"type\":\"chat\",\"text\":\"") + QByteArray(70 * 1024, 'x') + "\"}", QString()},
        };
        for (const auto& [bytes, reason] : hostile) {
            TestClient bad;
            QVERIFY(bad.open(host.port()));
            bad.client.sendRaw(bytes);
            QVERIFY2(QTest::qWaitFor([&] { return bad.closed; }, 5000), bytes.left(60).constData());
            QVERIFY2(bad.closeReason.contains(reason), qPrintable(bad.closeReason));
        }
        // A binary message.
        {
            QWebSocket raw;
            QSignalSpy opened(&raw, &QWebSocket::connected);
            raw.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(host.port())));
            QVERIFY(opened.wait(5000));
            QSignalSpy gone(&raw, &QWebSocket::disconnected);
            raw.sendBinaryMessage(QByteArray(16, '\0'));
            QVERIFY(gone.wait(5000));
        }
        // A flood: the rate limit closes it.
        {
            TestClient flood;
            QVERIFY(flood.open(host.port()));
            for (int i = 0; i < 200 && !flood.closed; ++i)
                flood.client.sendRaw("{\"v\":1,\"type\":\"leave-not\"}");
            QVERIFY(QTest::qWaitFor([&] { return flood.closed; }, 5000));
        }
        // The seated flooder is closed too; the game is as it was, the other seat still plays.
        for (int i = 0; i < 100 && !other.closed; ++i)
            other.client.chat(QStringLiteral("spam %1").arg(i));
        QVERIFY(QTest::qWaitFor([&] { return other.closed; }, 5000));
        QVERIFY(other.closeReason.contains(QStringLiteral("too many messages")));
        QCOMPARE(session->saveText(), before);
        QVERIFY(!mover.closed);
        mover.client.act(session->actionCount(), legal);
        QVERIFY(QTest::qWaitFor([&] { return session->actionCount() == 1; }, 5000));
    }

    // Privacy by difference: a world drawn from one seat's view (the others'
    // hidden cards re-sampled) must send that seat the same bytes; the parts
    // of a table message that are not the seat's own are the same for every seat.
    void test_privacy_by_difference_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("trash-pandas") << "trash-pandas" << 4;
        QTest::newRow("panda-panda") << "panda-panda" << 3;
        QTest::newRow("trash-dash") << "trash-dash" << 4;
    }
    void test_privacy_by_difference()
    {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QVariantList seatList;
        for (int s = 0; s < seats; ++s)
            seatList.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("P%1").arg(s)}, {QStringLiteral("kind"), QStringLiteral("remote")}});
        QRandomGenerator pick(7);
        int checked = 0;
        for (int g = 0; g < 6; ++g) {
            std::unique_ptr<TableSession> truth(net::makeSession(game, {}, seatList, nullptr));
            QVERIFY(truth);
            truth->setAutosaveDir(QString());
            truth->start(seatList, 100 + g);
            net::HostedTable hosted(nullptr, QStringLiteral("ABCDEF"), truth.get(), false);
            for (int step = 0; step < 400 && !truth->over(); ++step) {
                if (step % 7 == 0) {
                    for (int s = -1; s < seats; ++s) {
                        std::unique_ptr<TableSession> drawn(net::makeSession(game, {}, seatList, nullptr));
                        QString why;
                        QVERIFY2(drawn->showFromHost(seatList, s, truth->wireObservation(s), {}, true, &why), qPrintable(why));
                        QCOMPARE(drawn->wireObservation(s), truth->wireObservation(s));
                        QCOMPARE(drawn->wireLegal(s), truth->wireLegal(s));
                        ++checked;
                    }
                    // Everything but the seat's own parts is the same in every seat's message.
                    const QStringList own{QStringLiteral("seat"), QStringLiteral("observation"), QStringLiteral("legal"), QStringLiteral("events")};
                    QJsonObject shared = hosted.tableMessage(-1, {}, false);
                    for (const QString& key : own)
                        shared.remove(key);
                    for (int s = 0; s < seats; ++s) {
                        QJsonObject mine = hosted.tableMessage(s, {}, false);
                        // A client's reader gives the same fields, the observation as the rules' text.
                        const std::optional<QJsonObject> read = net::readHostMessage(hosted.tableBytes(s, {}, false));
                        QVERIFY(read);
                        QCOMPARE(net::observationText(*read), truth->wireObservation(s));
                        QCOMPARE(net::observationText(mine), truth->wireObservation(s));
                        QJsonObject readRest = *read;
                        readRest.remove(QStringLiteral("observation"));
                        for (const QString& key : own)
                            mine.remove(key);
                        QCOMPARE(readRest.value(QLatin1String("seat")).toInt(), s);
                        for (const QString& key : own)
                            readRest.remove(key);
                        QCOMPARE(readRest, shared);
                        QCOMPARE(mine, shared);
                    }
                }
                const int seat = truth->seatToDecide();
                const std::vector<std::string> legal = truth->wireLegal(seat);
                QVERIFY(!legal.empty());
                const QString refused = truth->actRemote(seat, legal[static_cast<std::size_t>(pick.bounded(static_cast<int>(legal.size())))]);
                QVERIFY2(refused.isEmpty(), qPrintable(refused));
            }
        }
        QVERIFY(checked > 100);
    }

    // The app's host: a host that crashed continues its game from the
    // autosave and opens it under the same code and seat tokens, so the
    // people rejoin (NetPlay keeps them beside the autosave).
    void test_app_host_reopens_its_table_under_the_same_code()
    {
        QTemporaryDir config, games;
        QCoreApplication::setOrganizationName(QStringLiteral("CritterTableTests"));
        QCoreApplication::setApplicationName(QStringLiteral("network-play-host"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, config.path());
        {
            QSettings store;
            store.setValue(QStringLiteral("network/listen"), QStringLiteral("127.0.0.1"));
            store.setValue(QStringLiteral("network/port"), 0);
            store.setValue(QStringLiteral("network/broadcast"), QStringLiteral("127.0.0.1"));
        }
        const QVariantList seats{QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")}, {QStringLiteral("kind"), QStringLiteral("person")}},
                                 QVariantMap{{QStringLiteral("kind"), QStringLiteral("remote")}}};
        QString code, token;
        {
            std::unique_ptr<TableSession> session(net::makeSession(QStringLiteral("panda-panda"), {}, seats, nullptr));
            session->setAutosaveDir(games.path());
            session->start(seats, 5);
            NetPlay host;
            QVERIFY(host.host(session.get()));
            QVERIFY(session->lobby());
            code = host.code();
            QCOMPARE(host.addresses().size(), 1);
            const quint16 port = static_cast<quint16>(host.addresses().first().section(QLatin1Char(':'), 1).toUInt());
            TestClient ben;
            QVERIFY(ben.open(port));
            ben.client.join(code, QStringLiteral("Ben"));
            QVERIFY(QTest::qWaitFor([&] { return ben.seat == 1 && !ben.last("table").isEmpty(); }, 5000));
            token = ben.token;
            QVERIFY(host.seatsFull());
            session->beginPlay();
            QVERIFY(!session->lobby());
        }   // the host goes without a word (a crash, as far as the table knows)
        std::unique_ptr<TableSession> again(net::makeSession(QStringLiteral("panda-panda"), {}, {}, nullptr));
        again->setAutosaveDir(games.path());
        QVERIFY(again->continueSaved());
        NetPlay host;
        QVERIFY(host.host(again.get(), true));
        QCOMPARE(host.code(), code);
        const quint16 port = static_cast<quint16>(host.addresses().first().section(QLatin1Char(':'), 1).toUInt());
        TestClient back;
        QVERIFY(back.open(port));
        back.client.join(code, QStringLiteral("Ben"), -1, token);
        QVERIFY(QTest::qWaitFor([&] { return !back.last("table").isEmpty(); }, 5000));
        QCOMPARE(back.seat, 1);
        QCOMPARE(again->seatName(1), QStringLiteral("Ben"));
        QVERIFY(host.seatsFull());
    }

    // wss://: critter-server given a certificate and key speaks TLS; a client
    // that trusts that certificate joins, one that does not is refused by its own TLS.
    void test_server_speaks_tls_with_a_certificate()
    {
        QTemporaryDir data;
        const QString dir = QStringLiteral(CRITTER_SOURCE_DIR "/tests/app/data/");
        QProcess server;
        server.setProgram(QStringLiteral(CRITTER_SERVER_PATH));
        server.setArguments({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1"),
                             QStringLiteral("--data"), data.path(), QStringLiteral("--cert"), dir + QStringLiteral("test-server.crt"),
                             QStringLiteral("--key"), dir + QStringLiteral("test-server.key")});
        server.start();
        QVERIFY(server.waitForStarted(5000) && server.waitForReadyRead(10000));
        const QString line = QString::fromUtf8(server.readAllStandardOutput());
        QVERIFY2(line.contains(QLatin1String("wss://127.0.0.1:")), qPrintable(line));
        const QString port = line.section(QLatin1String("127.0.0.1:"), 1).section(QLatin1Char(' '), 0, 0);
        const QUrl url(QStringLiteral("wss://127.0.0.1:%1").arg(port));

        QFile certFile(dir + QStringLiteral("test-server.crt"));
        QVERIFY(certFile.open(QIODevice::ReadOnly));
        const QSslCertificate certificate(&certFile, QSsl::Pem);
        QVERIFY(!certificate.isNull());
        QWebSocket trusting;
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setCaCertificates({certificate});
        trusting.setSslConfiguration(config);
        QSignalSpy opened(&trusting, &QWebSocket::connected);
        QSignalSpy answered(&trusting, &QWebSocket::textMessageReceived);
        trusting.open(url);
        QVERIFY(opened.wait(10000));
        trusting.sendTextMessage(QString::fromUtf8(net::encode(QJsonObject{
            {QStringLiteral("v"), 1}, {QStringLiteral("type"), QStringLiteral("create")},
            {QStringLiteral("game"), QStringLiteral("panda-panda")}, {QStringLiteral("seats"), remoteSeats(2)}})));
        QVERIFY(answered.wait(5000));
        QVERIFY2(answered.first().first().toString().contains(QLatin1String("\"created\"")), qPrintable(answered.first().first().toString()));

        // A client that does not trust the certificate gets no connection.
        QWebSocket doubting;
        QSignalSpy refused(&doubting, &QWebSocket::sslErrors);
        doubting.open(url);
        QVERIFY(refused.wait(10000));
        QCOMPARE(doubting.state() == QAbstractSocket::ConnectedState, false);
        server.kill();
        server.waitForFinished(5000);
    }

    // kill -9 the server mid-game; start it again on the same folder: the
    // table reopens where its last move left it and every seat rejoins.
    void test_server_restart_after_kill()
    {
        QTemporaryDir data;
        auto startServer = [&](QProcess& server) -> quint16 {
            server.setProgram(QStringLiteral(CRITTER_SERVER_PATH));
            server.setArguments({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1"),
                                 QStringLiteral("--data"), data.path()});
            server.start();
            if (!server.waitForStarted(5000) || !server.waitForReadyRead(10000))
                return 0;
            const QString line = QString::fromUtf8(server.readAllStandardOutput());
            const qsizetype colon = line.indexOf(QLatin1String("127.0.0.1:"));
            return colon < 0 ? 0 : static_cast<quint16>(line.mid(colon + 10).section(QLatin1Char(' '), 0, 0).toUInt());
        };
        QProcess first;
        const quint16 port = startServer(first);
        QVERIFY(port > 0);
        QString code;
        {
            TestClient control;
            QVERIFY(control.open(port));
            control.client.create(QStringLiteral("trash-pandas"), remoteSeats(2));
            QVERIFY(QTest::qWaitFor([&] { return !control.last("created").isEmpty(); }, 5000));
            code = control.last("created").value(QLatin1String("code")).toString();
        }
        auto a = std::make_unique<TestClient>();
        auto b = std::make_unique<TestClient>();
        QVERIFY(a->open(port));
        QVERIFY(b->open(port));
        a->client.join(code, QStringLiteral("Ann"));
        QVERIFY(QTest::qWaitFor([&] { return a->seat >= 0; }, 5000));
        b->client.join(code, QStringLiteral("Ben"));
        QVERIFY(QTest::qWaitFor([&] { return b->seat >= 0 && !b->last("table").isEmpty(); }, 5000));
        kick({a.get(), b.get()});
        QVERIFY(QTest::qWaitFor([&] { return a->last("table").value(QLatin1String("moves")).toInt() >= 8; }, 20000));
        a->autoplay = b->autoplay = false;
        QTest::qWait(300);
        const int moves = std::max(a->last("table").value(QLatin1String("moves")).toInt(), b->last("table").value(QLatin1String("moves")).toInt());
        const QString tokenA = a->token, tokenB = b->token;
        first.kill();   // SIGKILL: no chance to save anything more
        QVERIFY(first.waitForFinished(5000));
        QVERIFY(QTest::qWaitFor([&] { return a->closed && b->closed; }, 5000));

        QProcess second;
        const quint16 again = startServer(second);
        QVERIFY(again > 0);
        TestClient ra, rb;
        QVERIFY(ra.open(again));
        QVERIFY(rb.open(again));
        ra.client.join(code, QStringLiteral("Ann"), -1, tokenA);
        rb.client.join(code, QStringLiteral("Ben"), -1, tokenB);
        QVERIFY(QTest::qWaitFor([&] { return !ra.last("table").isEmpty() && !rb.last("table").isEmpty(); }, 5000));
        QCOMPARE(ra.last("table").value(QLatin1String("moves")).toInt(), moves);
        QCOMPARE(rb.last("table").value(QLatin1String("moves")).toInt(), moves);
        // The game goes on from there to its end.
        kick({&ra, &rb});
        QVERIFY(QTest::qWaitFor([&] { return ra.last("table").value(QLatin1String("over")).toBool(); }, 60000));
        second.kill();
        second.waitForFinished(5000);
    }
};

QTEST_GUILESS_MAIN(TestNetworkPlay)
#include "test_network_play.moc"
