#include "scenegraphbackend.h"

#include <QDir>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace scenegraph {

bool hasNode(const QString& dir, const QStringList& patterns)
{
    // System: device nodes are neither files nor directories to QDir.
    return !QDir(dir).entryList(patterns, QDir::System | QDir::Files).isEmpty();
}

bool hasGpuDevice(const QString& devRoot)
{
    const QDir dev(devRoot);
    return hasNode(dev.filePath(QStringLiteral("dri")), {QStringLiteral("card*"), QStringLiteral("renderD*")})
        || hasNode(devRoot, {QStringLiteral("nvidia[0-9]*")});
}

Choice decide(const QString& devRoot)
{
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") || !qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        return {false, QStringLiteral("renderer: as QT_QUICK_BACKEND / QSG_RHI_BACKEND say")};
    if (qEnvironmentVariableIntValue("LIBGL_ALWAYS_SOFTWARE") != 0)
        return {true, QStringLiteral("renderer: software (LIBGL_ALWAYS_SOFTWARE asks for drawing on the CPU)")};
    if (!hasGpuDevice(devRoot))
        return {true, QStringLiteral("renderer: software (no GPU device in %1: OpenGL would run on the CPU)").arg(devRoot)};
    return {false, QStringLiteral("renderer: Qt's default (a GPU device is present)")};
}

Choice chooseBackend()
{
    const Choice choice = decide();
    if (choice.software)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return choice;
}

} // namespace scenegraph
