#include "frametimes.h"

#include <QQuickWindow>

#include <algorithm>
#include <numeric>

FrameTimes::FrameTimes(QQuickWindow* window, QObject* parent) : QObject(parent)
{
    m_clock.start();
    // Direct: the threaded render loop emits these on its own thread, and the
    // time must be taken there, not when a queued call reaches the GUI thread.
    connect(window, &QQuickWindow::beforeSynchronizing, this, &FrameTimes::frameStarts, Qt::DirectConnection);
    connect(window, &QQuickWindow::frameSwapped, this, &FrameTimes::frameSwapped, Qt::DirectConnection);
}

void FrameTimes::add(Histogram& histogram, double ms)
{
    const int bucket = std::clamp(static_cast<int>(ms * 10.0), 0, kBuckets - 1);
    ++histogram[static_cast<size_t>(bucket)];
}

// The upper edge of the bucket at or below which `share` of the samples lie.
double FrameTimes::percentile(const Histogram& histogram, double share)
{
    const std::uint64_t total = std::accumulate(histogram.begin(), histogram.end(), std::uint64_t{0});
    if (total == 0)
        return 0;
    const auto wanted = static_cast<std::uint64_t>(share * static_cast<double>(total) + 0.5);
    std::uint64_t seen = 0;
    for (int i = 0; i < kBuckets; ++i) {
        seen += histogram[static_cast<size_t>(i)];
        if (seen >= std::max<std::uint64_t>(wanted, 1))
            return (i + 1) / 10.0;
    }
    return kBuckets / 10.0;
}

void FrameTimes::frameStarts()
{
    const std::lock_guard lock(m_mutex);
    m_frameStartNs = m_clock.nsecsElapsed();
}

void FrameTimes::frameSwapped()
{
    const std::lock_guard lock(m_mutex);
    const qint64 now = m_clock.nsecsElapsed();
    if (m_frameStartNs >= 0) {
        const double work = static_cast<double>(now - m_frameStartNs) / 1e6;
        add(m_work, work);
        m_worstMs = std::max(m_worstMs, work);
    }
    if (m_lastSwapNs >= 0) {
        const double gap = static_cast<double>(now - m_lastSwapNs) / 1e6;
        if (gap < kMotionGapMs)
            add(m_gaps, gap);
    }
    m_lastSwapNs = now;
    m_frameStartNs = -1;
}

FrameTimes::Summary FrameTimes::summary() const
{
    const std::lock_guard lock(m_mutex);
    Summary s;
    s.frames = static_cast<int>(std::accumulate(m_work.begin(), m_work.end(), std::uint64_t{0}));
    s.gaps = static_cast<int>(std::accumulate(m_gaps.begin(), m_gaps.end(), std::uint64_t{0}));
    if (s.frames == 0)
        return s;
    s.medianMs = percentile(m_work, 0.5);
    s.p99Ms = percentile(m_work, 0.99);
    s.worstMs = m_worstMs;
    const auto budgetBuckets = static_cast<std::ptrdiff_t>(kBudgetMs * 10.0);
    s.withinBudget = static_cast<double>(std::accumulate(m_work.begin(), m_work.begin() + budgetBuckets, std::uint64_t{0}))
                     / static_cast<double>(s.frames);
    s.gapP99Ms = percentile(m_gaps, 0.99);
    return s;
}

QString FrameTimes::describe() const
{
    const Summary s = summary();
    return QStringLiteral("frames %1: work median %2 ms, 99% within %3 ms, worst %4 ms, %5% within %6 ms; "
                          "gap between frames in motion: 99% within %7 ms (%8 gaps)")
        .arg(s.frames).arg(s.medianMs, 0, 'f', 1).arg(s.p99Ms, 0, 'f', 1).arg(s.worstMs, 0, 'f', 1)
        .arg(s.withinBudget * 100.0, 0, 'f', 2).arg(kBudgetMs, 0, 'f', 0)
        .arg(s.gapP99Ms, 0, 'f', 1).arg(s.gaps);
}
