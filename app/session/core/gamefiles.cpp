#include "gamefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

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

// Writes text to path in one piece: "" or the system's reason it could not
// (a read-only folder, a full disk), with the path. The autosave makes its
// own folder; Save writes only into one that is there.
QString writeAtomically(const QString& path, const std::string& text, bool makeFolder)
{
    if (const QString why = folderProblem(QFileInfo(path).absolutePath(), makeFolder); !why.isEmpty())
        return why;
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::fromStdString(text));
        if (file.commit())
            return {};
    }
    //: %1 the file, %2 the system's reason ("Permission denied", "No space left on device").
    return QCoreApplication::translate("TableSession", "%1 could not be written: %2").arg(QDir::toNativeSeparators(path), file.errorString());
}
} // namespace

// Its words stay in TableSession's context, where the translations have them.
namespace gamefiles {

QString autosave(const QString& path, bool over, const std::string& text)
{
    if (path.isEmpty())
        return {};
    if (over) {
        QFile::remove(path);   // a finished game has nothing to continue
        return {};
    }
    return writeAtomically(path, text, true);
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
