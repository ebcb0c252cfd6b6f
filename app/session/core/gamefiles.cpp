#include "gamefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "savedgames.h"

namespace {

bool writeAtomically(const QString& path, const std::string& text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QByteArray::fromStdString(text));
    return file.commit();
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
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!writeAtomically(path, text))
        return QCoreApplication::translate("TableSession", "Could not save the game to %1.").arg(path);
    return {};
}

QString saveAs(const QString& path, const std::string& text)
{
    // Only a game file is ever replaced: a slip in the file dialog must not
    // cost anyone a document (the random clicks once saved over a project file).
    if (QFileInfo::exists(path) && !SavedGames::isGameFile(path))
        return QCoreApplication::translate("TableSession",
                                           "%1 is not a Critter Table game, so it was left as it is. Choose another name.")
            .arg(QFileInfo(path).fileName());
    if (!writeAtomically(path, text))
        return QCoreApplication::translate("TableSession", "Could not save to %1.").arg(path);
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
