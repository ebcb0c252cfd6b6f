#pragma once
// --measure-startup (issue 15): how long from the process's start to the
// window's first rendered frame, and the peak resident memory once the screen
// asked for has settled. critter-table-lab (the real window) and
// tools/bench-startup's bare window both use this, so the two are measured
// the same way; critter-table itself does not hold it.
#include <QObject>
#include <QtGlobal>

class QQuickWindow;

namespace startup {

// The launch time in nanoseconds since the epoch, taken by the script just
// before it starts us (critter-table-lab's --launched-at-ns, the bare
// window's second argument), so loading the program counts too; 0 for none.
void setLaunchTime(qint64 launchedAtNs);

// Milliseconds since this process started: from the launch time set above,
// or else the kernel's start time.
double msSinceProcessStart();

// Takes the time the program's QGuiApplication was made (call just after
// it), printed by the probe as "gui application after N ms" at the first
// frame: the split between loading the program and Qt's own start, which
// both programs share, and what each then does before its first frame.
void markGuiApplication();

// The peak resident set (VmHWM) in KiB, or -1 where /proc cannot say.
long peakResidentKiB();

// Prints "first frame after N ms" and "drawn with API" (software, opengl,
// ...: the renderer that drew it) at the window's first swapped frame, then
// after settleMs "peak memory N KiB", and quits the application with 0.
class StartupProbe : public QObject
{
    Q_OBJECT
public:
    StartupProbe(QQuickWindow* window, int settleMs);

private:
    void firstFrame();   // on the render thread
    void settle();

    QQuickWindow* m_window = nullptr;
    int m_settleMs = 0;
    bool m_seen = false; // the render thread's alone
};

} // namespace startup
