#include "savedgames.h"
#include "seatname.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QVariantList>

#include "core/game_file.h"
#include "gamefiles.h"

SavedGames::SavedGames(QObject* parent) : QObject(parent), m_folder(defaultFolder()) {}

QString SavedGames::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

std::string SavedGames::gameText(QIODevice& file)
{
    return file.read(critter::kMaxJsonBytes + 1).toStdString();
}

QString SavedGames::openGameFile(QFile& file)
{
    const QFileInfo info(file.fileName());
    if (!info.exists())
        return tr("there is no such file");
    if (!info.isFile())
        return tr("it is not a file of its own (a folder, a pipe or a device)");
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    return {};
}

QString SavedGames::readEnvelopeAt(const QString& path, critter::EnvelopeRead& out, std::string* text)
{
    QFile file(path);
    if (QString why = openGameFile(file); !why.isEmpty())
        return why;
    std::string read = gameText(file);
    out = critter::readEnvelope(read);
    if (text)
        *text = std::move(read);
    return out.ok ? QString() : QString::fromStdString(out.error);
}

QString SavedGames::progress(const critter::Envelope& envelope, const std::string& text)
{
    const QString worded = gamefiles::progress(QString::fromStdString(envelope.game), text);
    return worded.isEmpty() ? QString::fromStdString(envelope.description) : worded;
}

bool SavedGames::isGameFile(const QString& path)
{
    critter::EnvelopeRead envelope;
    return readEnvelopeAt(path, envelope).isEmpty();
}

QUrl SavedGames::gameFolder() const
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString folder = documents.isEmpty() || QStandardPaths::isTestModeEnabled()
                         ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games")
                         : documents + QStringLiteral("/Critter Table");
    // Made when first asked. When it cannot be (a file in its place, no
    // permission) it is still the folder offered: Save then says why it
    // cannot save there, and never writes somewhere else unasked.
    QDir().mkpath(folder);
    return QUrl::fromLocalFile(folder);
}

void SavedGames::setFolder(const QString& folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    emit changed();
}

QString SavedGames::autosavePath(const QString& folder, const QString& gameId)
{
    return folder + QLatin1Char('/') + gameId + QStringLiteral(".json");
}

QVariantMap SavedGames::summary(const QString& gameId) const
{
    const QString path = autosavePath(m_folder, gameId);
    if (!QFile::exists(path))
        return {{QStringLiteral("exists"), false}};
    critter::EnvelopeRead envelope;
    std::string text;
    if (const QString why = readEnvelopeAt(path, envelope, &text); !why.isEmpty())
        return {{QStringLiteral("exists"), false}, {QStringLiteral("error"), why}};
    if (envelope.envelope.game != gameId.toStdString())
        return {{QStringLiteral("exists"), false}, {QStringLiteral("error"), tr("the autosave holds another game")}};
    QVariantList names;
    QVariantList kinds;
    for (const critter::SeatRecord& seat : envelope.envelope.seats) {
        names.append(seatname::clean(QString::fromStdString(seat.name)));   // as the table will show it
        kinds.append(QString::fromStdString(seat.kind));
    }
    QVariantMap out{{QStringLiteral("exists"), true}};
    out.insert(QStringLiteral("names"), names);
    out.insert(QStringLiteral("kinds"), kinds);
    out.insert(QStringLiteral("progress"), progress(envelope.envelope, text));
    out.insert(QStringLiteral("moves"), static_cast<int>(envelope.envelope.actions.size()));
    out.insert(QStringLiteral("savedAt"), QFileInfo(path).lastModified());
    return out;
}

QVariantMap SavedGames::inspect(const QUrl& url) const
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    critter::EnvelopeRead envelope;
    if (const QString why = readEnvelopeAt(path, envelope); !why.isEmpty())
        return {{QStringLiteral("game"), QString()},
                {QStringLiteral("error"), tr("%1 was not opened: %2").arg(QFileInfo(path).fileName(), why)}};
    return {{QStringLiteral("game"), QString::fromStdString(envelope.envelope.game)},
            {QStringLiteral("description"), QString::fromStdString(envelope.envelope.description)}};
}

void SavedGames::discard(const QString& gameId)
{
    QFile::remove(autosavePath(m_folder, gameId));
    emit changed();
}
