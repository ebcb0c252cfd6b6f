#include "settingsfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {
// The path QSettings() uses for this application.
QString path()
{
    // Where QSettings' native format lives on Unix: <config>/<organisation>/<application>.conf.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/')
           + QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName()
           + QStringLiteral(".conf");
}
} // namespace

namespace settingsfile {

QString setAsideIfNotAFile()
{
    const QFileInfo info(path());
    if (!info.exists() || info.isFile())
        return {};
    static QTemporaryDir runOnly;   // removed at exit, with this run's settings
    if (!runOnly.isValid())
        return QStringLiteral("%1 is not a file (a folder, a pipe or a device), and no temporary folder could be made; "
                              "settings cannot be kept").arg(info.filePath());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, runOnly.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, runOnly.path());
    return QStringLiteral("%1 is not a file (a folder, a pipe or a device), so it is left as it is and "
                          "settings changed in this run are not kept").arg(info.filePath());
}

} // namespace settingsfile
