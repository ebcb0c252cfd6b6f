#include "gamefolder.h"
#include "seatname.h"

#include "savedgames.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "core/game_file.h"

namespace {
const QString kSuffix = QStringLiteral(".json");
}

void GameFolder::setFolder(const QUrl& folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    emit folderChanged();
    refresh();
}

bool GameFolder::holdsGame(const QUrl& file) const
{
    return file.isLocalFile() && m_folder.isLocalFile()
           && QFileInfo(file.toLocalFile()).absoluteDir() == QDir(m_folder.toLocalFile())
           && SavedGames::isGameFile(file.toLocalFile());
}

QString GameFolder::folderPath() const
{
    const QString path = QDir::cleanPath(m_folder.toLocalFile());
    const QString home = QDir::cleanPath(QDir::homePath());
    if (path.startsWith(home + QLatin1Char('/')))
        return QDir::toNativeSeparators(QStringLiteral("~") + path.mid(home.size()));
    return QDir::toNativeSeparators(path);
}

QVariantMap GameFolder::readGame(const QString& path)
{
    const QFileInfo info(path);
    QVariantMap game{{QStringLiteral("name"), displayName(QUrl::fromLocalFile(path))},
                     {QStringLiteral("file"), QUrl::fromLocalFile(info.absoluteFilePath())},
                     {QStringLiteral("savedAt"), info.lastModified()},
                     {QStringLiteral("game"), QString()},
                     {QStringLiteral("names"), QStringList()},
                     {QStringLiteral("progress"), QString()},
                     {QStringLiteral("moves"), 0},
                     {QStringLiteral("readable"), false},
                     {QStringLiteral("error"), QString()}};
    critter::EnvelopeRead read;
    std::string text;
    if (const QString why = SavedGames::readEnvelopeAt(path, read, &text); !why.isEmpty()) {
        game.insert(QStringLiteral("error"), why);
        return game;
    }
    QStringList names;
    for (const critter::SeatRecord& seat : read.envelope.seats)
        names.append(seatname::clean(QString::fromStdString(seat.name)));   // as the table will show it
    game.insert(QStringLiteral("readable"), true);
    game.insert(QStringLiteral("game"), QString::fromStdString(read.envelope.game));
    game.insert(QStringLiteral("names"), names);
    game.insert(QStringLiteral("progress"), SavedGames::progress(read.envelope, text));
    game.insert(QStringLiteral("moves"), static_cast<int>(read.envelope.actions.size()));
    return game;
}

void GameFolder::refresh()
{
    m_games.clear();
    if (m_folder.isLocalFile()) {
        const QDir dir(m_folder.toLocalFile());
        const QFileInfoList files =
            dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Time);
        for (const QFileInfo& info : files) {
            if (m_games.size() >= kMaxFiles)
                break;
            m_games.append(readGame(info.absoluteFilePath()));
        }
    }
    emit gamesChanged();
}

int GameFolder::firstReadable() const
{
    for (qsizetype i = 0; i < m_games.size(); ++i)
        if (m_games[i].toMap().value(QStringLiteral("readable")).toBool())
            return static_cast<int>(i);
    return -1;
}

QVariantMap GameFolder::moveToTrash(const QUrl& file)
{
    const auto result = [](bool ok, const QString& error) {
        return QVariantMap{{QStringLiteral("ok"), ok}, {QStringLiteral("error"), error}};
    };
    const QFileInfo info(file.toLocalFile());
    const QString name = displayName(file);
    if (!holdsGame(file))
        return result(false, tr("“%1” is not a saved game here, so it was left as it is.").arg(name));
    QFile game(info.filePath());
    if (!game.moveToTrash())
        return result(false, tr("“%1” could not be moved to the trash: %2").arg(name, game.errorString()));
    refresh();
    return result(true, QString());
}

QString GameFolder::displayName(const QUrl& file)
{
    const QFileInfo info(file.isLocalFile() ? file.toLocalFile() : file.toString());
    return info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0 ? info.completeBaseName()
                                                                                 : info.fileName();
}

QVariantMap GameFolder::checkName(const QString& typed) const
{
    const QString name = typed.trimmed();
    const auto refuse = [](const QString& why) {
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("replaces"), false},
                           {QStringLiteral("error"), why}};
    };
    if (name.isEmpty())
        return refuse(tr("Type a name for the game."));
    if (name.size() > kMaxNameLength)
        return refuse(tr("A name can be at most %1 characters long.").arg(kMaxNameLength));
    for (const QChar c : name)
        if (c == QLatin1Char('/') || c == QLatin1Char('\\') || c.category() == QChar::Other_Control)
            return refuse(tr("A name cannot hold / or \\."));
    if (name.startsWith(QLatin1Char('.')))
        return refuse(tr("A name cannot start with a dot."));
    if (!m_folder.isLocalFile())
        return refuse(tr("There is no folder to save in."));

    const QString fileName = name.endsWith(kSuffix, Qt::CaseInsensitive) ? name : name + kSuffix;
    const QString path = QDir(m_folder.toLocalFile()).filePath(fileName);
    const QFileInfo info(path);
    bool replaces = false;
    if (info.exists()) {
        if (info.isDir())
            return refuse(tr("%1 is a folder. Choose another name.").arg(fileName));
        // The same check Save makes: only a game file is ever replaced.
        if (!SavedGames::isGameFile(path))
            return refuse(tr("%1 is not a Critter Table game, so it will not be replaced. Choose another name.")
                              .arg(fileName));
        replaces = true;
    }
    return {{QStringLiteral("ok"), true}, {QStringLiteral("file"), QUrl::fromLocalFile(path)},
            {QStringLiteral("replaces"), replaces}, {QStringLiteral("error"), QString()}};
}

QString GameFolder::suggestedName(const QString& title, const QDateTime& when) const
{
    // ISO dates: the same in every language and sorted by name as by day.
    const QString base = QStringLiteral("%1 %2").arg(title, when.toString(QStringLiteral("yyyy-MM-dd")));
    if (!m_folder.isLocalFile())
        return base;
    const QDir dir(m_folder.toLocalFile());
    QString name = base;
    for (int n = 2; QFileInfo::exists(dir.filePath(name + kSuffix)); ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

QString GameFolder::nameFor(const QUrl& gameFile, const QString& title, const QDateTime& when) const
{
    return holdsGame(gameFile) ? displayName(gameFile) : suggestedName(title, when);
}
