// LAN discovery (issue 32): an announcer's datagrams heard by listeners, on
// loopback only (127.255.255.255 broadcast and 127.0.0.1, ports chosen by
// the system), bounded in time. Garbage from the network adds nothing.
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <QUdpSocket>

#include "landiscovery.h"
#include "protocol.h"

using net::LanAnnouncer;
using net::LanListener;

namespace {

const QHostAddress kLoopbackBroadcast(QStringLiteral("127.255.255.255"));
const QHostAddress kLoopback(QHostAddress::LocalHost);

QJsonObject goodAnnouncement()
{
    return QJsonObject{{QStringLiteral("critter-table"), net::kProtocolVersion},
                       {QStringLiteral("code"), QStringLiteral("KEEP42")},
                       {QStringLiteral("game"), QStringLiteral("trash-dash")},
                       {QStringLiteral("host"), QStringLiteral("Bea")},
                       {QStringLiteral("port"), 7171},
                       {QStringLiteral("open"), 3}};
}

QJsonObject with(QJsonObject o, const QString& key, const QJsonValue& value)
{
    o.insert(key, value);
    return o;
}

QJsonObject without(QJsonObject o, const QString& key)
{
    o.remove(key);
    return o;
}

QByteArray bytes(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Every kind of datagram a listener must throw away.
QList<QByteArray> badDatagrams()
{
    const QJsonObject good = goodAnnouncement();
    QByteArray big = bytes(good);
    big.chop(1);
    big += ",\"pad\":\"" + QByteArray(2048, 'x') + "\"}";   // 2 KiB and more
    return {
        QByteArray(),
        QByteArrayLiteral("not json at all"),
        QByteArrayLiteral("[1,2,3]"),
        QByteArray(bytes(good)).left(20),   // cut short
        big,
        bytes(with(good, QStringLiteral("critter-table"), 2)),
        bytes(with(good, QStringLiteral("critter-table"), QStringLiteral("1"))),
        bytes(with(good, QStringLiteral("code"), QStringLiteral("keep42"))),
        bytes(with(good, QStringLiteral("code"), QStringLiteral("KEEP4"))),
        bytes(with(good, QStringLiteral("code"), QStringLiteral("KEEPO1"))),   // O and 1 are not code letters
        bytes(with(good, QStringLiteral("code"), 123456)),
        bytes(with(good, QStringLiteral("port"), 0)),
        bytes(with(good, QStringLiteral("port"), 65536)),
        bytes(with(good, QStringLiteral("port"), 7171.5)),
        bytes(with(good, QStringLiteral("port"), QStringLiteral("7171"))),
        bytes(with(good, QStringLiteral("open"), -1)),
        bytes(with(good, QStringLiteral("open"), 1000)),
        bytes(with(good, QStringLiteral("host"), QStringLiteral("Bea") + QChar(7))),
        bytes(with(good, QStringLiteral("host"), QStringLiteral("Bea\nAnn"))),
        bytes(with(good, QStringLiteral("host"), QStringLiteral("Bea") + QChar(0x202E))),   // a bidi override
        bytes(with(good, QStringLiteral("host"), QString(41, QLatin1Char('b')))),
        bytes(with(good, QStringLiteral("host"), 5)),
        bytes(with(good, QStringLiteral("game"), QStringLiteral("chess"))),
        bytes(with(good, QStringLiteral("game"), QStringLiteral("Trash-Dash"))),
        bytes(without(good, QStringLiteral("open"))),
        bytes(with(good, QStringLiteral("extra"), true)),
        QByteArray(600, '{'),
    };
}

QVariantMap onlyTable(const LanListener& listener)
{
    const QVariantList tables = listener.tables();
    return tables.size() == 1 ? tables.first().toMap() : QVariantMap();
}

} // namespace

class TestLanDiscovery : public QObject
{
    Q_OBJECT

private slots:
    void test_reads_only_good_announcements();
    void test_announcer_cleans_what_it_sends();
    void test_listener_hears_broadcast_table();
    void test_garbage_adds_nothing();
    void test_sorted_and_bounded();
};

void TestLanDiscovery::test_reads_only_good_announcements()
{
    const auto t = net::readLanAnnouncement(bytes(goodAnnouncement()));
    QVERIFY(t.has_value());
    QCOMPARE(t->code, QStringLiteral("KEEP42"));
    QCOMPARE(t->game, QStringLiteral("trash-dash"));
    QCOMPARE(t->host, QStringLiteral("Bea"));
    QCOMPARE(t->port, quint16(7171));
    QCOMPARE(t->open, 3);
    QVERIFY(net::readLanAnnouncement(bytes(with(goodAnnouncement(), QStringLiteral("host"),
                                                QString(40, QChar(0x00E9)))))   // 40 accented letters
                .has_value());
    int i = 0;
    for (const QByteArray& bad : badDatagrams()) {
        if (net::readLanAnnouncement(bad))
            QFAIL(qPrintable(QStringLiteral("bad datagram %1 was read: %2").arg(i).arg(QString::fromUtf8(bad.left(120)))));
        ++i;
    }
    // Random damage to a good datagram: read or refused, never a crash.
    const QByteArray good = bytes(goodAnnouncement());
    QRandomGenerator random(32);
    for (int n = 0; n < 3000; ++n) {
        QByteArray b = good;
        for (int k = random.bounded(1, 4); k > 0; --k)
            b[random.bounded(static_cast<int>(b.size()))] = static_cast<char>(random.bounded(256));
        if (const auto read = net::readLanAnnouncement(b)) {
            QVERIFY(net::isTableCode(read->code));
            QVERIFY(read->port > 0);
            QVERIFY(net::isPlainLanText(read->host));
        }
    }
}

void TestLanDiscovery::test_announcer_cleans_what_it_sends()
{
    LanAnnouncer a;
    a.setTable(QStringLiteral("ABC234"), QStringLiteral("panda-panda"),
               QStringLiteral("  Ann\tthe\nhost ") + QString(60, QLatin1Char('n')), 7171, 2);
    const auto t = net::readLanAnnouncement(a.payload());
    QVERIFY(t.has_value());
    QVERIFY(t->host.startsWith(QStringLiteral("Ann the host n")));
    QCOMPARE(t->host.size(), net::kLanMaxNameChars);
    // Compact JSON with the protocol version as the marker.
    const QJsonObject o = QJsonDocument::fromJson(a.payload()).object();
    QCOMPARE(o.value(QStringLiteral("critter-table")).toInt(), net::kProtocolVersion);
    QVERIFY(!a.payload().contains("\": "));
    QVERIFY(!a.payload().contains('\n'));
    // What no listener would take is not sent at all.
    a.setTable(QStringLiteral("nope"), QStringLiteral("panda-panda"), QStringLiteral("Ann"), 7171, 2);
    QVERIFY(a.payload().isEmpty());
}

void TestLanDiscovery::test_listener_hears_broadcast_table()
{
    QString why;
    LanListener first;
    QVERIFY2(first.listen(0, &why), qPrintable(why));
    const quint16 port = first.port();
    QVERIFY(port != 0);
    // A second app on the same machine listens on the same port.
    LanListener second;
    QVERIFY2(second.listen(port, &why), qPrintable(why));

    LanAnnouncer announcer;
    announcer.setTable(QStringLiteral("ABC234"), QStringLiteral("panda-panda"), QStringLiteral("Ann"), 7171, 2);
    QElapsedTimer running;
    running.start();
    announcer.start(kLoopbackBroadcast, port);
    QCOMPARE(announcer.sentCount(), 1);
    // Starting again at once sends nothing more: at most one a second.
    announcer.stop();
    announcer.start(kLoopbackBroadcast, port);
    QCOMPARE(announcer.sentCount(), 1);

    QTRY_COMPARE_WITH_TIMEOUT(first.tables().size(), 1, 3000);
    const QVariantMap t = onlyTable(first);
    QCOMPARE(t.value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(t.value(QStringLiteral("port")).toInt(), 7171);
    QCOMPARE(t.value(QStringLiteral("code")).toString(), QStringLiteral("ABC234"));
    QCOMPARE(t.value(QStringLiteral("game")).toString(), QStringLiteral("panda-panda"));
    QCOMPARE(t.value(QStringLiteral("host")).toString(), QStringLiteral("Ann"));
    QCOMPARE(t.value(QStringLiteral("open")).toInt(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(second.tables().size(), 1, 3000);

    QSignalSpy changed(&first, &LanListener::changed);
    announcer.setOpenSeats(1);
    QTRY_COMPARE_WITH_TIMEOUT(onlyTable(first).value(QStringLiteral("open")).toInt(), 1, 3000);
    QVERIFY(changed.count() >= 1);
    QVERIFY2(announcer.sentCount() <= running.elapsed() / net::kLanAnnounceIntervalMs + 1,
             qPrintable(QStringLiteral("%1 datagrams in %2 ms").arg(announcer.sentCount()).arg(running.elapsed())));

    announcer.stop();
    const int sent = announcer.sentCount();
    QElapsedTimer gone;
    gone.start();
    QTRY_VERIFY_WITH_TIMEOUT(first.tables().isEmpty(), 7000);
    QVERIFY2(gone.elapsed() <= 6500, qPrintable(QStringLiteral("gone after %1 ms").arg(gone.elapsed())));
    QTRY_VERIFY_WITH_TIMEOUT(second.tables().isEmpty(), 1000);
    QCOMPARE(announcer.sentCount(), sent);   // stopped means stopped
}

void TestLanDiscovery::test_garbage_adds_nothing()
{
    QString why;
    LanListener listener;
    QVERIFY2(listener.listen(0, &why), qPrintable(why));
    QSignalSpy changed(&listener, &LanListener::changed);
    QUdpSocket sender;
    const QList<QByteArray> bad = badDatagrams();
    for (const QByteArray& datagram : bad)
        QVERIFY(sender.writeDatagram(datagram, kLoopback, listener.port()) == datagram.size());
    // Loopback keeps the order: once the good one is in, every bad one was read before it.
    QVERIFY(sender.writeDatagram(bytes(goodAnnouncement()), kLoopback, listener.port()) > 0);
    QTRY_COMPARE_WITH_TIMEOUT(listener.tables().size(), 1, 3000);
    QCOMPARE(onlyTable(listener).value(QStringLiteral("code")).toString(), QStringLiteral("KEEP42"));
    QCOMPARE(changed.count(), 1);
    // The same table again changes nothing.
    QVERIFY(sender.writeDatagram(bytes(goodAnnouncement()), kLoopback, listener.port()) > 0);
    QTest::qWait(200);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(listener.tables().size(), 1);
}

void TestLanDiscovery::test_sorted_and_bounded()
{
    QString why;
    LanListener listener;
    QVERIFY2(listener.listen(0, &why), qPrintable(why));
    QUdpSocket sender;
    const QJsonObject good = goodAnnouncement();
    QVERIFY(sender.writeDatagram(bytes(with(with(good, QStringLiteral("host"), QStringLiteral("zed")),
                                            QStringLiteral("code"), QStringLiteral("ZZZ222"))),
                                 kLoopback, listener.port()) > 0);
    QVERIFY(sender.writeDatagram(bytes(with(with(good, QStringLiteral("host"), QStringLiteral("Amy")),
                                            QStringLiteral("code"), QStringLiteral("AAA333"))),
                                 kLoopback, listener.port()) > 0);
    QVERIFY(sender.writeDatagram(bytes(with(with(good, QStringLiteral("host"), QStringLiteral("Max")),
                                            QStringLiteral("code"), QStringLiteral("MMM444"))),
                                 kLoopback, listener.port()) > 0);
    QTRY_COMPARE_WITH_TIMEOUT(listener.tables().size(), 3, 3000);
    QStringList hosts;
    for (const QVariant& t : listener.tables())
        hosts << t.toMap().value(QStringLiteral("host")).toString();
    QCOMPARE(hosts, (QStringList{QStringLiteral("Amy"), QStringLiteral("Max"), QStringLiteral("zed")}));

    // A flood of distinct tables is capped.
    const QByteArray letters("ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    for (int i = 0; i < 100; ++i) {
        const QString code = QStringLiteral("FLD") + QLatin1Char(letters.at(i / 32)) + QLatin1Char(letters.at(i % 32)) +
                             QLatin1Char('9');
        QVERIFY(net::isTableCode(code));
        QVERIFY(sender.writeDatagram(bytes(with(good, QStringLiteral("code"), code)), kLoopback, listener.port()) > 0);
    }
    QTRY_COMPARE_WITH_TIMEOUT(listener.tables().size(), net::kLanMaxTables, 3000);
    QTest::qWait(200);
    QCOMPARE(listener.tables().size(), net::kLanMaxTables);
}

QTEST_GUILESS_MAIN(TestLanDiscovery)
#include "test_lan_discovery.moc"
