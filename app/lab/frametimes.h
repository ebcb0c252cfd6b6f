#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <array>
#include <cstdint>
#include <mutex>

class QQuickWindow;

// Frame pacing from the scene graph's own signals (issue 15): each frame's
// work, from beforeSynchronizing to frameSwapped (sync, render and swap, the
// span QSG_RENDER_TIMING reports), and the gap between frames that follow
// each other while something moves. Kept as histograms of 0.1 ms steps, so
// a soak of hours holds constant memory. The render thread writes, the GUI
// thread reads the summary, hence the mutex.
class FrameTimes : public QObject
{
    Q_OBJECT

public:
    explicit FrameTimes(QQuickWindow* window, QObject* parent = nullptr);

    struct Summary {
        int frames = 0;
        double medianMs = 0;
        double p99Ms = 0;           // 99% of frames took at most this
        double worstMs = 0;
        double withinBudget = 0;    // share of frames within kBudgetMs
        int gaps = 0;               // frame-to-frame gaps while animating
        double gapP99Ms = 0;
    };
    Summary summary() const;
    QString describe() const;       // one line for the soak's log

    static constexpr double kBudgetMs = 17.0;      // issue 15: 99% of frames within 17 ms
    // Two frames less than this apart belong to one stretch of motion; a
    // longer gap is the table standing still, not a late frame.
    static constexpr double kMotionGapMs = 100.0;

private:
    void frameStarts();
    void frameSwapped();

    // Bucket i holds samples of [i/10, (i+1)/10) ms; the last also holds longer.
    static constexpr int kBuckets = 2000;
    using Histogram = std::array<std::uint32_t, kBuckets>;
    static void add(Histogram& histogram, double ms);
    static double percentile(const Histogram& histogram, double share);

    QElapsedTimer m_clock;
    qint64 m_frameStartNs = -1;
    qint64 m_lastSwapNs = -1;
    mutable std::mutex m_mutex;
    Histogram m_work{};
    Histogram m_gaps{};
    double m_worstMs = 0;
};
