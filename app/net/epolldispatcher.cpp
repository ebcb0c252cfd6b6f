#include "epolldispatcher.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimerEvent>

#include <algorithm>
#include <cerrno>
#include <vector>

#ifdef Q_OS_LINUX
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>
#endif

namespace net {

#ifdef Q_OS_LINUX

namespace {

// Ready sockets taken from the kernel a pass; more wait for the next pass.
constexpr int kEventsAPass = 512;

} // namespace

unsigned EpollDispatcher::Watch::wanted() const
{
    unsigned events = 0;
    if (read)
        events |= EPOLLIN;
    if (write)
        events |= EPOLLOUT;
    if (exception)
        events |= EPOLLPRI;
    return events;
}

EpollDispatcher::EpollDispatcher(QObject* parent) : QAbstractEventDispatcher(parent)
{
    m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
    m_wake = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    m_wakeOnly = ::epoll_create1(EPOLL_CLOEXEC);
    if (m_epoll >= 0 && m_wake >= 0 && m_wakeOnly >= 0) {
        epoll_event ev{};
        ev.events = EPOLLIN;
        ev.data.fd = m_wake;
        ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wake, &ev);
        ::epoll_ctl(m_wakeOnly, EPOLL_CTL_ADD, m_wake, &ev);
    }
}

EpollDispatcher::~EpollDispatcher()
{
    if (m_wake >= 0)
        ::close(m_wake);
    if (m_epoll >= 0)
        ::close(m_epoll);
    if (m_wakeOnly >= 0)
        ::close(m_wakeOnly);
}

EpollDispatcher::Watch* EpollDispatcher::watchFor(QSocketNotifier* notifier, bool create)
{
    const int fd = static_cast<int>(notifier->socket());
    auto it = m_watches.find(fd);
    if (it == m_watches.end()) {
        if (!create)
            return nullptr;
        it = m_watches.insert(fd, Watch{});
    }
    return &it.value();
}

void EpollDispatcher::markDirty(int fd)
{
    Watch& w = m_watches[fd];
    if (!w.dirty) {
        w.dirty = true;
        m_dirty.append(fd);
    }
}

void EpollDispatcher::registerSocketNotifier(QSocketNotifier* notifier)
{
    Watch* w = watchFor(notifier, true);
    switch (notifier->type()) {
    case QSocketNotifier::Read: w->read = notifier; break;
    case QSocketNotifier::Write: w->write = notifier; break;
    case QSocketNotifier::Exception: w->exception = notifier; break;
    }
    markDirty(static_cast<int>(notifier->socket()));
}

void EpollDispatcher::unregisterSocketNotifier(QSocketNotifier* notifier)
{
    Watch* w = watchFor(notifier, false);
    if (!w)
        return;
    if (w->read == notifier)
        w->read = nullptr;
    if (w->write == notifier)
        w->write = nullptr;
    if (w->exception == notifier)
        w->exception = nullptr;
    const int fd = static_cast<int>(notifier->socket());
    if (w->wanted() == 0) {
        // Forgotten at once, not at the next pass: the descriptor is about
        // to be closed, and its number may come back as a new socket that
        // the kernel must be told of afresh.
        if (w->kernel != 0) {
            epoll_event ev{};
            ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, &ev);
        }
        m_watches.remove(fd);
        return;
    }
    markDirty(fd);
}

void EpollDispatcher::applyInterest()
{
    for (const int fd : std::as_const(m_dirty)) {
        auto it = m_watches.find(fd);
        if (it == m_watches.end())
            continue;
        Watch& w = it.value();
        w.dirty = false;
        const unsigned want = w.wanted();
        if (want == w.kernel) {
            if (want == 0)
                m_watches.erase(it);
            continue;
        }
        epoll_event ev{};
        ev.events = want;
        ev.data.fd = fd;
        if (want == 0) {
            // Gone already when the socket was closed first: nothing to undo.
            ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, &ev);
            m_watches.erase(it);
            continue;
        }
        int done = ::epoll_ctl(m_epoll, w.kernel ? EPOLL_CTL_MOD : EPOLL_CTL_ADD, fd, &ev);
        // The descriptor may be a new socket under a closed one's number (the
        // kernel dropped the old one) or still added under an old record.
        if (done != 0 && errno == ENOENT)
            done = ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, fd, &ev);
        else if (done != 0 && errno == EEXIST)
            done = ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, fd, &ev);
        if (done != 0)
            qWarning("EpollDispatcher: cannot watch descriptor %d (errno %d)", fd, errno);
        w.kernel = done == 0 ? want : 0;
    }
    m_dirty.clear();
}

void EpollDispatcher::registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject* object)
{
    Timer t;
    t.interval = std::max<qint64>(0, interval);
    t.type = timerType;
    t.object = object;
    t.due = Clock::now() + std::chrono::milliseconds(t.interval);
    m_timers.insert(timerId, t);
}

bool EpollDispatcher::unregisterTimer(int timerId)
{
    return m_timers.remove(timerId) > 0;
}

bool EpollDispatcher::unregisterTimers(QObject* object)
{
    bool any = false;
    for (auto it = m_timers.begin(); it != m_timers.end();) {
        if (it->object == object) {
            it = m_timers.erase(it);
            any = true;
        } else {
            ++it;
        }
    }
    return any;
}

QList<QAbstractEventDispatcher::TimerInfo> EpollDispatcher::registeredTimers(QObject* object) const
{
    QList<TimerInfo> out;
    for (auto it = m_timers.cbegin(); it != m_timers.cend(); ++it)
        if (it->object == object)
            out.append(TimerInfo(it.key(), static_cast<int>(it->interval), it->type));
    return out;
}

int EpollDispatcher::remainingTime(int timerId)
{
    const auto it = m_timers.constFind(timerId);
    if (it == m_timers.cend())
        return -1;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(it->due - Clock::now()).count();
    return static_cast<int>(std::max<long long>(0, left));
}

void EpollDispatcher::wakeUp()
{
    const quint64 one = 1;
    [[maybe_unused]] const auto written = ::write(m_wake, &one, sizeof one);
}

void EpollDispatcher::interrupt()
{
    m_interrupted.store(true);
    wakeUp();
}

int EpollDispatcher::waitMs(bool canWait) const
{
    if (!canWait)
        return 0;
    if (m_timers.isEmpty())
        return -1;
    Clock::time_point first = Clock::time_point::max();
    for (const Timer& t : m_timers)
        if (!t.firing)
            first = std::min(first, t.due);
    if (first == Clock::time_point::max())
        return -1;
    // Rounded up: waking before the timer is due would only wait again.
    const auto left = std::chrono::duration_cast<std::chrono::microseconds>(first - Clock::now()).count();
    return left <= 0 ? 0 : static_cast<int>((left + 999) / 1000);
}

int EpollDispatcher::activateSockets(int ready)
{
    epoll_event events[kEventsAPass];
    const int n = ::epoll_wait(m_epoll, events, kEventsAPass, ready);
    int activated = 0;
    for (int i = 0; i < n; ++i) {
        const int fd = events[i].data.fd;
        const unsigned got = events[i].events;
        if (fd == m_wake) {
            quint64 count = 0;
            [[maybe_unused]] const auto read = ::read(m_wake, &count, sizeof count);
            continue;
        }
        // Looked up again before each: a notifier's handling may switch
        // off, delete or replace another's (or its own).
        const auto deliver = [this, fd, &activated](QSocketNotifier* Watch::*which) {
            const auto it = m_watches.constFind(fd);
            if (it == m_watches.cend())
                return;
            if (QSocketNotifier* notifier = (*it).*which) {
                QEvent event(QEvent::SockAct);
                QCoreApplication::sendEvent(notifier, &event);
                ++activated;
            }
        };
        // As Qt's own dispatcher reads poll(): a hang-up or an error wakes
        // the reader and the writer, who find out what happened.
        if (got & (EPOLLIN | EPOLLHUP | EPOLLERR))
            deliver(&Watch::read);
        if (got & (EPOLLOUT | EPOLLHUP | EPOLLERR))
            deliver(&Watch::write);
        if (got & EPOLLPRI)
            deliver(&Watch::exception);
    }
    return activated;
}

int EpollDispatcher::activateTimers()
{
    if (m_timers.isEmpty())
        return 0;
    const Clock::time_point now = Clock::now();
    std::vector<int> due;
    for (auto it = m_timers.cbegin(); it != m_timers.cend(); ++it)
        if (!it->firing && it->due <= now)
            due.push_back(it.key());
    int activated = 0;
    for (const int id : due) {
        auto it = m_timers.find(id);
        if (it == m_timers.end() || it->firing)
            continue;   // stopped by an earlier timer's handling
        // The next time from the last due time, so the beat keeps time;
        // from now when the loop fell behind (as Qt's own does).
        const auto interval = std::chrono::milliseconds(it->interval);
        it->due += interval;
        if (it->due <= now)
            it->due = now + interval;
        it->firing = true;
        QObject* object = it->object;
        QTimerEvent event(id);
        QCoreApplication::sendEvent(object, &event);
        ++activated;
        // The handler may have stopped it, or stopped and started another under its id.
        auto after = m_timers.find(id);
        if (after != m_timers.end())
            after->firing = false;
    }
    return activated;
}

bool EpollDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags)
{
    m_interrupted.store(false);
    emit awake();
    QCoreApplication::sendPostedEvents();
    const bool canWait = (flags & QEventLoop::WaitForMoreEvents) && !m_interrupted.load();
    if (canWait)
        emit aboutToBlock();
    if (m_interrupted.load())
        return false;
    applyInterest();
    // Excluded sockets stay ready in the kernel and are delivered on a later pass.
    int activated = 0;
    if (flags & QEventLoop::ExcludeSocketNotifiers) {
        // The sockets stay ready in the kernel for a later pass; meanwhile
        // only a wake-up or the next timer ends the wait.
        epoll_event event{};
        if (::epoll_wait(m_wakeOnly, &event, 1, waitMs(canWait)) > 0) {
            quint64 count = 0;
            [[maybe_unused]] const auto read = ::read(m_wake, &count, sizeof count);
        }
    } else {
        activated += activateSockets(waitMs(canWait));
    }
    if (!(flags & QEventLoop::X11ExcludeTimers))
        activated += activateTimers();
    return activated > 0;
}

void useEpollDispatcher()
{
    // CRITTER_DISPATCHER=qt keeps Qt's own (to compare the two, docs/performance.md).
    if (qEnvironmentVariable("CRITTER_DISPATCHER") == QLatin1String("qt"))
        return;
    auto* dispatcher = new EpollDispatcher;
    if (!dispatcher->isValid()) {
        delete dispatcher;
        return;
    }
    QCoreApplication::setEventDispatcher(dispatcher);
}

#else

void useEpollDispatcher() {}

#endif

} // namespace net
