#include "startupprobe.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <unistd.h>

namespace startup {

namespace {
qint64 g_launchedAtNs = 0;
double g_guiApplicationRealMs = -1.0; // CLOCK_REALTIME, ms

double nowMs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<double>(ts.tv_sec) * 1000.0 + static_cast<double>(ts.tv_nsec) / 1e6;
}
} // namespace

void setLaunchTime(qint64 launchedAtNs)
{
    g_launchedAtNs = launchedAtNs;
}

void markGuiApplication()
{
    g_guiApplicationRealMs = nowMs(CLOCK_REALTIME);
}

double msSinceProcessStart()
{
    if (g_launchedAtNs > 0)
        return nowMs(CLOCK_REALTIME) - static_cast<double>(g_launchedAtNs) / 1e6;
    // /proc/self/stat field 22: start time in clock ticks after boot. The
    // command's name (field 2) may hold spaces, so count from its ')'.
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return -1.0;
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 20)
        return -1.0;
    const double ticks = fields[19].toDouble(); // field 22 is the 20th after the name
    return nowMs(CLOCK_BOOTTIME) - ticks * 1000.0 / static_cast<double>(sysconf(_SC_CLK_TCK));
}

long peakResidentKiB()
{
    // /proc's files say they are empty (size 0), so read to the end, not by atEnd().
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

StartupProbe::StartupProbe(QQuickWindow* window, int settleMs)
    : QObject(window), m_window(window), m_settleMs(settleMs)
{
    // Direct: the threaded render loop swaps on its own thread; the time is
    // taken there, at the swap, not when the GUI thread next looks.
    connect(window, &QQuickWindow::frameSwapped, this, &StartupProbe::firstFrame, Qt::DirectConnection);
}

namespace {
const char* graphicsApiName(QSGRendererInterface::GraphicsApi api)
{
    switch (api) {
    case QSGRendererInterface::Software:
        return "software";
    case QSGRendererInterface::OpenGL:
        return "opengl";
    case QSGRendererInterface::Vulkan:
        return "vulkan";
    case QSGRendererInterface::Null:
        return "null";
    default:
        return "other";
    }
}
} // namespace

void StartupProbe::firstFrame()
{
    if (m_seen)
        return;
    m_seen = true;
    const double ms = msSinceProcessStart();
    const QSGRendererInterface* renderer = m_window->rendererInterface();
    if (g_launchedAtNs > 0 && g_guiApplicationRealMs > 0)
        std::printf("gui application after %.0f ms\n",
                    g_guiApplicationRealMs - static_cast<double>(g_launchedAtNs) / 1e6);
    std::printf("first frame after %.0f ms\n", ms);
    // The CPU time every thread of the process had used by then: a quieter
    // figure than the wall clock's on a shared machine, for comparing two
    // builds (the wall clock stays the measure).
    std::printf("cpu time to first frame %.1f ms\n", nowMs(CLOCK_PROCESS_CPUTIME_ID));
    // Which renderer drew it, so a comparison can check it compares like with like.
    std::printf("drawn with %s\n", renderer ? graphicsApiName(renderer->graphicsApi()) : "unknown");
    std::fflush(stdout);
    QMetaObject::invokeMethod(this, [this] { settle(); }, Qt::QueuedConnection);
}

void StartupProbe::settle()
{
    QTimer::singleShot(m_settleMs, this, [] {
        std::printf("peak memory %ld KiB\n", peakResidentKiB());
        std::fflush(stdout);
        QCoreApplication::exit(0);
    });
}

} // namespace startup
