// critter-server's event dispatcher (app/net/epolldispatcher.h) does what
// Qt's own does: posted events, socket notifiers, timers, wake-ups from other
// threads, nested loops. This test runs on it (its main installs it), and
// the network tests run critter-server on it too.
#include <QtTest>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

#include "epolldispatcher.h"

namespace {

// Runs the event loop until done() or the guard (generous: only a hang fails).
template <class Done>
bool spinUntil(Done done, int guardMs = 10000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < guardMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

struct SocketPair {
    int fd[2] = {-1, -1};
    SocketPair() { ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0, fd); }
    ~SocketPair()
    {
        ::close(fd[0]);
        ::close(fd[1]);
    }
    void send() const { [[maybe_unused]] auto n = ::write(fd[1], "x", 1); }
    void drain() const
    {
        char buffer[64];
        while (::read(fd[0], buffer, sizeof buffer) > 0) {
        }
    }
};

// A read notifier on a pair's own end: counts its activations and empties the socket.
struct CountedReader {
    explicit CountedReader(const SocketPair& pair) : notifier(pair.fd[0], QSocketNotifier::Read)
    {
        QObject::connect(&notifier, &QSocketNotifier::activated, [this, &pair] {
            ++activations;
            pair.drain();
        });
    }
    QSocketNotifier notifier;
    int activations = 0;
};

} // namespace

class TestEpollDispatcher : public QObject {
    Q_OBJECT
private slots:
    void test_the_app_runs_on_it()
    {
        QVERIFY(qobject_cast<net::EpollDispatcher*>(QCoreApplication::eventDispatcher()));
    }

    void test_timers_fire_once_or_repeatedly()
    {
        int repeats = 0;
        int once = 0;
        QTimer beat;
        beat.setInterval(5);
        connect(&beat, &QTimer::timeout, [&repeats] { ++repeats; });
        beat.start();
        QElapsedTimer clock;
        clock.start();
        qint64 onceAt = -1;
        QTimer::singleShot(40, [&] {
            ++once;
            onceAt = clock.elapsed();
        });
        QVERIFY(spinUntil([&] { return once == 1 && repeats >= 10; }));
        QVERIFY2(onceAt >= 40, qPrintable(QString::number(onceAt)));   // never early
        QVERIFY(beat.remainingTime() >= 0 && beat.remainingTime() <= 5);
        beat.stop();
        const int stoppedAt = repeats;
        spinUntil([] { return false; }, 60);
        QCOMPARE(repeats, stoppedAt);
        QCOMPARE(once, 1);
    }

    void test_a_timer_does_not_fire_inside_its_own_handler()
    {
        int calls = 0;
        int reentered = 0;
        bool inside = false;
        QTimer beat;
        beat.setInterval(1);
        connect(&beat, &QTimer::timeout, [&] {
            if (inside)
                ++reentered;
            ++calls;
            if (calls == 1) {
                inside = true;
                QEventLoop nested;
                QTimer::singleShot(30, &nested, &QEventLoop::quit);
                nested.exec();
                inside = false;
            }
        });
        beat.start();
        QVERIFY(spinUntil([&] { return calls >= 5; }));
        QCOMPARE(reentered, 0);
    }

    void test_read_notifier_follows_enable_and_disable()
    {
        SocketPair pair;
        CountedReader reader(pair);
        QSocketNotifier& notifier = reader.notifier;
        int& activations = reader.activations;
        pair.send();
        QVERIFY(spinUntil([&] { return activations == 1; }));
        notifier.setEnabled(false);
        pair.send();
        spinUntil([] { return false; }, 60);
        QCOMPARE(activations, 1);   // ready, but switched off
        // Switched off and on within one pass: the kernel is told nothing, and it still works.
        notifier.setEnabled(true);
        notifier.setEnabled(false);
        notifier.setEnabled(true);
        QVERIFY(spinUntil([&] { return activations == 2; }));
    }

    void test_a_notifier_deleted_by_another_is_not_delivered()
    {
        SocketPair a;
        SocketPair b;
        auto first = std::make_unique<QSocketNotifier>(a.fd[0], QSocketNotifier::Read);
        auto second = std::make_unique<QSocketNotifier>(b.fd[0], QSocketNotifier::Read);
        int delivered = 0;
        // Whichever comes first deletes the other (both are ready in one pass).
        connect(first.get(), &QSocketNotifier::activated, [&] {
            ++delivered;
            a.drain();
            second.reset();
        });
        connect(second.get(), &QSocketNotifier::activated, [&] {
            ++delivered;
            b.drain();
            first.reset();
        });
        a.send();
        b.send();
        QVERIFY(spinUntil([&] { return delivered >= 1; }));
        spinUntil([] { return false; }, 60);
        QCOMPARE(delivered, 1);
        QVERIFY(!first || !second);
    }

    // A socket closed and a new one given its number at once (as a server
    // sees when one client leaves and the next arrives): the new one is heard.
    void test_a_reused_descriptor_number_is_watched_afresh()
    {
        int reusedFd = -1;
        {
            auto old = std::make_unique<SocketPair>();
            CountedReader reader(*old);
            old->send();
            QVERIFY(spinUntil([&] { return reader.activations == 1; }));
            reusedFd = old->fd[0];
        }   // notifier gone, then both ends closed
        SocketPair fresh;
        QCOMPARE(fresh.fd[0], reusedFd);   // the kernel hands out the lowest free number
        CountedReader reader(fresh);
        fresh.send();
        QVERIFY(spinUntil([&] { return reader.activations == 1; }));
    }

    void test_excluded_sockets_wait_for_a_later_pass()
    {
        SocketPair pair;
        CountedReader reader(pair);
        int& activations = reader.activations;
        pair.send();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents(QEventLoop::ExcludeSocketNotifiers);
        QCOMPARE(activations, 0);
        QVERIFY(spinUntil([&] { return activations == 1; }));
    }

    void test_posted_events_and_deferred_deletes()
    {
        bool called = false;
        QMetaObject::invokeMethod(this, [&called] { called = true; }, Qt::QueuedConnection);
        QVERIFY(spinUntil([&] { return called; }));
        // Deferred deletes run when a loop runs (not in a bare processEvents()).
        QEventLoop loop;
        QPointer<QObject> doomed = new QObject;
        connect(doomed, &QObject::destroyed, &loop, &QEventLoop::quit);
        doomed->deleteLater();
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        loop.exec();
        QVERIFY(doomed.isNull());
    }

    void test_another_thread_wakes_a_waiting_loop()
    {
        bool delivered = false;
        QEventLoop loop;
        std::thread poster([this, &delivered, &loop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            QMetaObject::invokeMethod(this, [&delivered, &loop] {
                delivered = true;
                loop.quit();
            }, Qt::QueuedConnection);
        });
        // Nothing else to wake it: no socket, the only timer the guard.
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        loop.exec();
        poster.join();
        QVERIFY(delivered);
    }

    // Qt's own sockets on it: write notifiers switched on and off around
    // every message, many messages both ways, then a close seen by the peer.
    void test_tcp_on_loopback()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, server.serverPort());
        QVERIFY(spinUntil([&] { return server.hasPendingConnections() && client.state() == QAbstractSocket::ConnectedState; }));
        QTcpSocket* peer = server.nextPendingConnection();
        QVERIFY(peer);
        int echoed = 0;
        connect(peer, &QTcpSocket::readyRead, [peer] { peer->write(peer->readAll()); });
        QByteArray got;
        connect(&client, &QTcpSocket::readyRead, [&] { got += client.readAll(); });
        for (int i = 0; i < 1000; ++i) {
            const QByteArray line = QByteArray::number(i) + '\n';
            client.write(line);
            QVERIFY(spinUntil([&] { return got.endsWith(line); }));
            ++echoed;
        }
        QCOMPARE(echoed, 1000);
        QCOMPARE(got.count('\n'), 1000);
        bool closed = false;
        connect(peer, &QTcpSocket::disconnected, [&closed] { closed = true; });
        client.disconnectFromHost();
        QVERIFY(spinUntil([&] { return closed; }));
    }
};

int main(int argc, char* argv[])
{
    net::useEpollDispatcher();
    QCoreApplication app(argc, argv);
    TestEpollDispatcher test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_epoll_dispatcher.moc"
