#pragma once

#include "frametimes.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class QQuickItem;
class QQuickWindow;

// The window over time (issue 13, docs/reliability.md): plays `games` bot-only
// games back to back in the real window, the three games in turn, through
// the same openTable() a person's Start uses. After each game it prints the
// resident memory; at the end, the growth after warm-up and every warning
// the app logged, and the frame pacing (FrameTimes). Exit status 0 only when every game finished, growth stayed
// under 10% and nothing was logged at warning level or above.
class WindowSoak : public QObject
{
    Q_OBJECT

public:
    WindowSoak(QQuickWindow* window, int games, QObject* parent = nullptr);
    ~WindowSoak() override;

    void start();

    static constexpr int kWarmUpGames = 10;       // caches, glyphs and pools fill first
    static constexpr double kMaxGrowth = 0.10;    // issue 13
    static constexpr int kGameTimeoutMs = 10 * 60 * 1000;

private:
    void startGame();
    void poll();
    void finish(const QString& failure);
    QQuickItem* currentTable() const;   // the screen on top of the window's stack
    QObject* currentSession() const;

    QPointer<QQuickWindow> m_window;
    int m_games;
    int m_played = 0;
    bool m_tableOpen = false;
    double m_baselineMiB = 0;
    double m_peakAfterWarmUpMiB = 0;
    QElapsedTimer m_gameClock;
    QElapsedTimer m_totalClock;
    QTimer m_poll;
    FrameTimes m_frames;
};
