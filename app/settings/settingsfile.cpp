#include "settingsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
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

QString g_setAside;   // the file set aside this run, if any
} // namespace

namespace settingsfile {

QString setAsideIfNotAFile()
{
    const QFileInfo info(path());
    if (!info.exists() || info.isFile())
        return {};
    static QTemporaryDir runOnly;   // removed at exit, with this run's settings
    g_setAside = info.filePath();
    if (!runOnly.isValid())
        return QStringLiteral("%1 is not a file (a folder, a pipe or a device), and no temporary folder could be made; "
                              "settings cannot be kept").arg(info.filePath());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, runOnly.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, runOnly.path());
    return QStringLiteral("%1 is not a file (a folder, a pipe or a device), so it is left as it is and "
                          "settings changed in this run are not kept").arg(info.filePath());
}

QString setAsideReason()
{
    if (g_setAside.isEmpty())
        return {};
    return QCoreApplication::translate("AppSettings", "%1 is not a file (a folder, a pipe or a device)")
        .arg(QDir::toNativeSeparators(g_setAside));
}

QString whyNotWritable(const QString& file)
{
    const QFileInfo info(file);
    for (QString up = QDir::cleanPath(info.absolutePath());;) {
        const QFileInfo above(up);
        if (above.exists()) {
            if (!above.isDir())
                return QCoreApplication::translate("AppSettings", "%1 is a file, not a folder")
                    .arg(QDir::toNativeSeparators(up));
            break;
        }
        if (above.path() == up)
            break;
        up = above.path();
    }
    if (!QDir().mkpath(info.absolutePath()))
        return QCoreApplication::translate("AppSettings", "the folder %1 could not be made")
            .arg(QDir::toNativeSeparators(info.absolutePath()));
    // A write begun and abandoned: the system says what stops it, and the file is untouched.
    QSaveFile probe(file);
    if (!probe.open(QIODevice::WriteOnly))
        //: %1 the file, %2 the system's reason ("Permission denied").
        return QCoreApplication::translate("AppSettings", "%1 could not be written: %2")
            .arg(QDir::toNativeSeparators(file), probe.errorString());
    probe.cancelWriting();
    return {};
}

} // namespace settingsfile
