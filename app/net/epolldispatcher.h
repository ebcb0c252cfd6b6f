#pragma once
// The main thread's event dispatcher for critter-server and critter-cli's
// network commands, on Linux's epoll. Qt's own dispatcher asks the kernel
// about every registered socket on every wake-up (ppoll): with 2,000
// connections that scan was a quarter of the server's time a move at full
// speed, and it grows with the connections, not with the work
// (docs/performance.md, "Network play"). epoll reports only the sockets that
// are ready. Everything else is what Qt's own dispatcher does: posted events
// first, then the ready sockets' notifiers, then the due timers, each once
// a pass.
//
// Interest changes (a socket's write notifier is switched on and off around
// almost every message) are gathered and given to the kernel once, just
// before waiting, so a switch on and off in one pass costs no system call.
#include <QAbstractEventDispatcher>
#include <QHash>

#include <atomic>
#include <chrono>
#include <map>

namespace net {

class EpollDispatcher final : public QAbstractEventDispatcher
{
    Q_OBJECT
public:
    explicit EpollDispatcher(QObject* parent = nullptr);
    ~EpollDispatcher() override;

    // False when the kernel gave no epoll (the caller keeps Qt's own dispatcher).
    bool isValid() const { return m_epoll >= 0 && m_wake >= 0 && m_wakeOnly >= 0; }

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;
    void registerSocketNotifier(QSocketNotifier* notifier) override;
    void unregisterSocketNotifier(QSocketNotifier* notifier) override;
    void registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject* object) override;
    bool unregisterTimer(int timerId) override;
    bool unregisterTimers(QObject* object) override;
    QList<TimerInfo> registeredTimers(QObject* object) const override;
    int remainingTime(int timerId) override;
    void wakeUp() override;
    void interrupt() override;

private:
    using Clock = std::chrono::steady_clock;
    struct Watch {
        QSocketNotifier* read = nullptr;
        QSocketNotifier* write = nullptr;
        QSocketNotifier* exception = nullptr;
        unsigned kernel = 0;     // the interest the kernel holds now (0: not added)
        bool dirty = false;      // wanted() may differ from kernel
        unsigned wanted() const;
    };
    struct Timer {
        qint64 interval = 0;
        Qt::TimerType type = Qt::CoarseTimer;
        QObject* object = nullptr;
        Clock::time_point due;
        bool firing = false;     // its event is being delivered (no re-entry from a nested loop)
    };

    Watch* watchFor(QSocketNotifier* notifier, bool create);
    void markDirty(int fd);
    void applyInterest();
    int waitMs(bool canWait) const;
    int activateSockets(int ready);
    int activateTimers();

    int m_epoll = -1;
    int m_wake = -1;                    // an eventfd: wakeUp() from any thread
    int m_wakeOnly = -1;                // an epoll of m_wake alone (socket notifiers excluded)
    std::atomic<bool> m_interrupted{false};
    QHash<int, Watch> m_watches;
    QList<int> m_dirty;
    QHash<int, Timer> m_timers;
};

// Installs an EpollDispatcher as the main thread's, before QCoreApplication
// is made (Linux only; elsewhere, without epoll, or with the environment's
// CRITTER_DISPATCHER=qt, Qt's own stays).
void useEpollDispatcher();

} // namespace net
