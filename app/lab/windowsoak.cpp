#include "windowsoak.h"

#include "itemlookup.h"
#include "tablesession.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QVariant>

#include <atomic>
#include <cstdio>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

// Every message at warning level or above, from anywhere in the app, counts.
std::atomic<int> g_warnings{0};
QtMessageHandler g_previousHandler = nullptr;

void countingHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)
        ++g_warnings;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

// A field of /proc/self/status ("VmRSS", "RssAnon", "RssFile"), in MiB
// (0 where there is no /proc).
double statusMiB(const QByteArray& field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    // readAll: /proc files report size 0, so atEnd() is true at once.
    const QByteArray key = field + ':';
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray& line : lines)
        if (line.startsWith(key))
            return line.mid(key.size()).simplified().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}
double residentMiB() { return statusMiB("VmRSS"); }

// Where resident memory sits, to tell a leak (malloc's bytes in use grow)
// from a heap that only holds freed memory, the JS heap and the renderer
// (anonymous memory outside malloc) or fonts and libraries (file-backed).
QString memoryBreakdown()
{
    QString line = QStringLiteral("anon %1 MiB, file %2 MiB")
                       .arg(statusMiB("RssAnon"), 0, 'f', 1).arg(statusMiB("RssFile"), 0, 'f', 1);
#if defined(__GLIBC__)
    const struct mallinfo2 info = mallinfo2();
    constexpr double kMiB = 1024.0 * 1024.0;
    line += QStringLiteral(", malloc in use %1 MiB of %2 MiB held")
                .arg(static_cast<double>(info.uordblks + info.hblkhd) / kMiB, 0, 'f', 1)
                .arg(static_cast<double>(info.arena + info.hblkhd) / kMiB, 0, 'f', 1);
#endif
    return line;
}

void say(const QString& line)
{
    std::fprintf(stdout, "%s\n", qPrintable(line));
    std::fflush(stdout);
}

// The three games in turn, each with bots only. Heuristic and random bots:
// the soak watches the window's memory, and searching bots would only make
// each game longer (the search levels are soaked by tools/soak.sh).
struct SoakTable {
    const char* game;
    QStringList levels;   // "cpu" seats are Trash Dash CPU racers
};
constexpr int kTableCount = 3;
const SoakTable kTables[kTableCount] = {
    {"trash-pandas", {"easy", "random", "easy", "random"}},
    {"panda-panda", {"easy", "random", "easy"}},
    {"trash-dash", {"easy", "cpu", "random", "cpu"}},
};

QVariantList seatsFor(const SoakTable& table)
{
    QVariantList seats;
    int n = 0;
    for (const QString& level : table.levels) {
        const bool cpu = level == QLatin1String("cpu");
        seats << QVariantMap{{QStringLiteral("name"), QStringLiteral("Soak %1").arg(++n)},
                             {QStringLiteral("kind"), cpu ? QStringLiteral("cpu") : QStringLiteral("bot")},
                             {QStringLiteral("level"), cpu ? QString() : level}};
    }
    return seats;
}

} // namespace

WindowSoak::WindowSoak(QQuickWindow* window, int games, QObject* parent)
    : QObject(parent), m_window(window), m_games(games), m_frames(window)
{
    g_previousHandler = qInstallMessageHandler(countingHandler);
    m_poll.setInterval(200);
    connect(&m_poll, &QTimer::timeout, this, &WindowSoak::poll);
}

WindowSoak::~WindowSoak()
{
    qInstallMessageHandler(g_previousHandler);
}

void WindowSoak::start()
{
    m_totalClock.start();
    // Soak games are no one's games: they stay out of the statistics.
    TableSession::setRecorder(nullptr);
    say(QStringLiteral("soak: %1 bot-only games in the window, warm-up %2, RSS at start %3 MiB")
            .arg(m_games).arg(kWarmUpGames).arg(residentMiB(), 0, 'f', 1));
    startGame();
    m_poll.start();
}

QQuickItem* WindowSoak::currentTable() const
{
    QQuickItem* stack = m_window ? findNamedItem(m_window->contentItem(), QStringLiteral("screenStack")) : nullptr;
    return stack ? stack->property("currentItem").value<QQuickItem*>() : nullptr;
}

QObject* WindowSoak::currentSession() const
{
    const QQuickItem* table = currentTable();
    return table ? table->property("session").value<QObject*>() : nullptr;
}

void WindowSoak::startGame()
{
    const SoakTable& table = kTables[m_played % kTableCount];
    const QVariantMap options{{QStringLiteral("seats"), seatsFor(table)}};
    QVariant opened;
    QMetaObject::invokeMethod(m_window, "openTable", Q_RETURN_ARG(QVariant, opened),
                              Q_ARG(QVariant, QString::fromLatin1(table.game)), Q_ARG(QVariant, options));
    if (!opened.toBool())
        return finish(QStringLiteral("the %1 table did not open").arg(QString::fromLatin1(table.game)));
    m_tableOpen = true;
    m_gameClock.start();
}

void WindowSoak::poll()
{
    if (!m_tableOpen)
        return;
    QObject* session = currentSession();
    const bool over = session && session->property("over").toBool() && !session->property("busy").toBool();
    if (!over) {
        if (m_gameClock.elapsed() > kGameTimeoutMs)
            finish(QStringLiteral("game %1 did not end within %2 minutes").arg(m_played + 1).arg(kGameTimeoutMs / 60000));
        return;
    }
    ++m_played;
    const double rss = residentMiB();
    if (m_played == kWarmUpGames)
        m_baselineMiB = rss;
    if (m_played >= kWarmUpGames)
        m_peakAfterWarmUpMiB = std::max(m_peakAfterWarmUpMiB, rss);
    say(QStringLiteral("soak: game %1/%2 %3 over after %4 s, RSS %5 MiB (%6), warnings %7")
            .arg(m_played).arg(m_games)
            .arg(QString::fromLatin1(kTables[(m_played - 1) % kTableCount].game))
            .arg(static_cast<double>(m_gameClock.elapsed()) / 1000.0, 0, 'f', 1)
            .arg(rss, 0, 'f', 1)
            .arg(memoryBreakdown())
            .arg(g_warnings.load()));
    // Every tenth game, the frames so far: a run cut short still says something.
    if (m_played % 10 == 0)
        say(QStringLiteral("soak: after game %1, ").arg(m_played) + m_frames.describe());
    // Leave the table as a person would (its Back), then deal the next.
    m_tableOpen = false;
    if (QQuickItem* table = currentTable())
        QMetaObject::invokeMethod(table, "leave");
    if (m_played >= m_games)
        return finish({});
    QTimer::singleShot(300, this, &WindowSoak::startGame);
}

void WindowSoak::finish(const QString& failure)
{
    m_poll.stop();
    const double end = residentMiB();
    const double growth = m_baselineMiB > 0 ? (end - m_baselineMiB) / m_baselineMiB : 0.0;
    say(QStringLiteral("soak: %1 games in %2 s; RSS after warm-up %3 MiB, at the end %4 MiB (growth %5%), "
                       "highest after warm-up %6 MiB; warnings %7")
            .arg(m_played).arg(static_cast<double>(m_totalClock.elapsed()) / 1000.0, 0, 'f', 0)
            .arg(m_baselineMiB, 0, 'f', 1).arg(end, 0, 'f', 1).arg(growth * 100.0, 0, 'f', 1)
            .arg(m_peakAfterWarmUpMiB, 0, 'f', 1).arg(g_warnings.load()));
    say(QStringLiteral("soak: ") + m_frames.describe());
    bool ok = failure.isEmpty() && g_warnings.load() == 0;
    if (!failure.isEmpty())
        say(QStringLiteral("soak: FAILED: ") + failure);
    if (m_played > kWarmUpGames && growth >= kMaxGrowth) {
        say(QStringLiteral("soak: FAILED: memory grew %1% after warm-up (at most %2%)")
                .arg(growth * 100.0, 0, 'f', 1).arg(kMaxGrowth * 100.0, 0, 'f', 0));
        ok = false;
    }
    if (g_warnings.load() > 0)
        say(QStringLiteral("soak: FAILED: %1 warnings were logged (above)").arg(g_warnings.load()));
    QCoreApplication::exit(ok ? 0 : 1);
}
