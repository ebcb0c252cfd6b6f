// The baseline tools/bench-startup.sh measures critter-table's window
// (critter-table-lab --measure-startup) against: a bare Qt Quick Controls
// window (an ApplicationWindow with one Button), measured by the same probe.
// Usage: bench-bare-window [SETTLE_MS [LAUNCHED_AT_NS]]
#include "startupprobe.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    startup::markGuiApplication();
    const int settleMs = argc > 1 ? QByteArray(argv[1]).toInt() : 1500;
    // The launch time (date +%s%N), as critter-table-lab's --launched-at-ns.
    startup::setLaunchTime(argc > 2 ? QByteArray(argv[2]).toLongLong() : 0);
    QQmlApplicationEngine engine;
    engine.loadData(R"(
import QtQuick
import QtQuick.Controls
ApplicationWindow {
    visible: true
    width: 1280
    height: 800
    Button { anchors.centerIn: parent; text: "Button" }
})");
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    new startup::StartupProbe(window, settleMs);
    return QGuiApplication::exec();
}
