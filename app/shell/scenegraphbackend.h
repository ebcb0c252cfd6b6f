#pragma once
// Which of Qt Quick's renderers draws the window (docs/performance.md,
// "Drawing without a GPU"). With a GPU, Qt's default: OpenGL through its
// RHI. A machine with no GPU device at all (a virtual machine, a container,
// a server) can only run OpenGL on the CPU (Mesa's llvmpipe), and there Qt
// Quick's own software renderer draws our table in a fraction of the time
// and under half the memory, so it takes over. The test looks at device
// nodes only: it costs nothing and never loads a driver. QT_QUICK_BACKEND or
// QSG_RHI_BACKEND, when set, still decide; LIBGL_ALWAYS_SOFTWARE asks for
// drawing on the CPU, so it gets the software renderer too.
#include <QString>
#include <QStringList>

namespace scenegraph {

// True when `dir` holds an entry matching one of `patterns`, device nodes
// included.
bool hasNode(const QString& dir, const QStringList& patterns);

// True when `devRoot` (normally /dev) holds a node of a GPU OpenGL could
// use: a DRM device (dri/card*, dri/renderD*) or NVIDIA's own (nvidia0...).
bool hasGpuDevice(const QString& devRoot = QStringLiteral("/dev"));

struct Choice {
    bool software = false;
    QString reason;   // one line for --measure-startup and the soak's log
};

// What should draw, from the environment and the devices (no side effects).
Choice decide(const QString& devRoot = QStringLiteral("/dev"));

// decide(), then tells Qt; before the first window exists.
Choice chooseBackend();

} // namespace scenegraph
