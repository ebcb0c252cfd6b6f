#include "gamefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "savedgames.h"

namespace {

// Why the folder a file goes into cannot hold it: a file standing where the
// folder (or one above it) should be, or a folder that is not there (made
// when `make`, or said); "" once the folder is there.
QString folderProblem(const QString& folder, bool make)
{
    for (QString up = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());;) {
        const QFileInfo info(up);
        if (info.exists()) {
            if (!info.isDir())
                return QCoreApplication::translate("TableSession", "%1 is a file, not a folder")
                    .arg(QDir::toNativeSeparators(up));
            break;
        }
        if (info.path() == up)
            break;
        up = info.path();
    }
    if (!make && !QFileInfo(folder).isDir())
        return QCoreApplication::translate("TableSession", "the folder %1 does not exist")
            .arg(QDir::toNativeSeparators(folder));
    if (!QDir().mkpath(folder))
        return QCoreApplication::translate("TableSession", "the folder %1 could not be made")
            .arg(QDir::toNativeSeparators(folder));
    return {};
}

// One try at writing bytes to path whole: true, or false with the system's
// reason. Either way a reader finds the old file or the new one, never half.
bool writeWhole(const QString& path, const QByteArray& bytes, bool waitForDisk, QString* error)
{
    if (waitForDisk) {
        QSaveFile file(path);
        if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
            return true;
        *error = file.errorString();
        return false;
    }
    // Written beside and renamed over (atomic on POSIX), without waiting for
    // the disk: a killed process loses nothing, the kernel has the bytes.
    const QString part = path + QStringLiteral(".part");
    QFile file(part);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = file.errorString();
        return false;
    }
    const bool written = file.write(bytes) == bytes.size() && file.flush();
    *error = file.errorString();
    file.close();
    if (written && std::rename(QFile::encodeName(part).constData(), QFile::encodeName(path).constData()) == 0)
        return true;
    if (written)
        *error = QString::fromLocal8Bit(std::strerror(errno));
    QFile::remove(part);
    return false;
}

// Writes text to path in one piece: "" or the system's reason it could not
// (a read-only folder, a full disk), with the path. The autosave makes its
// own folder; Save writes only into one that is there. The folder is looked
// at only when a write fails: the autosave runs after every move.
QString writeAtomically(const QString& path, const std::string& text, bool makeFolder, bool waitForDisk = true)
{
    const QByteArray bytes = QByteArray::fromStdString(text);
    QString error;
    if (writeWhole(path, bytes, waitForDisk, &error))
        return {};
    if (const QString why = folderProblem(QFileInfo(path).absolutePath(), makeFolder); !why.isEmpty())
        return why;
    if (writeWhole(path, bytes, waitForDisk, &error))
        return {};
    //: %1 the file, %2 the system's reason ("Permission denied", "No space left on device").
    return QCoreApplication::translate("TableSession", "%1 could not be written: %2").arg(QDir::toNativeSeparators(path), error);
}
} // namespace

// Its words stay in TableSession's context, where the translations have them.
namespace gamefiles {

QString keep(const QString& path, const std::string& text, bool waitForDisk)
{
    return writeAtomically(path, text, true, waitForDisk);
}

QString autosave(const QString& path, bool over, const std::string& text, bool waitForDisk)
{
    if (path.isEmpty())
        return {};
    if (over) {
        QFile::remove(path);   // a finished game has nothing to continue
        return {};
    }
    return writeAtomically(path, text, true, waitForDisk);
}

QString saveAs(const QString& path, const std::string& text)
{
    // Only a game file is ever replaced: a slip in the file dialog must not
    // cost anyone a document (the random clicks once saved over a project file).
    if (QFileInfo::exists(path) && !SavedGames::isGameFile(path))
        return QCoreApplication::translate("TableSession",
                                           "%1 is not a Critter Table game, so it was left as it is. Choose another name.")
            .arg(QFileInfo(path).fileName());
    if (const QString why = writeAtomically(path, text, false); !why.isEmpty())
        //: %1 why, with the file or folder at fault.
        return QCoreApplication::translate("TableSession", "Could not save: %1.").arg(why);
    return {};
}

QString read(const QString& path, std::string& text)
{
    QFile file(path);
    if (QString why = SavedGames::openGameFile(file); !why.isEmpty())
        return why;
    text = SavedGames::gameText(file);
    return {};
}

} // namespace gamefiles
