#pragma once
// The games left unfinished: one autosave per game in the app's data folder
// (written by TableSession after every move with QSaveFile). The home
// screen asks here whether a game can be continued and what it looked like;
// Open asks which game a file holds. Reads only the file's envelope.
#include <QFile>
#include <QIODevice>
#include <QFileInfo>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <string>

namespace critter { struct Envelope; struct EnvelopeRead; }

class SavedGames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY changed)

public:
    explicit SavedGames(QObject* parent = nullptr);

    // Where autosaves live: <AppDataLocation>/autosave unless set (tests).
    static QString defaultFolder();
    QString folder() const { return m_folder; }
    void setFolder(const QString& folder);
    static QString autosavePath(const QString& folder, const QString& gameId);
    // A game file's text, as much of it as anyone need read: a byte past
    // critter::kMaxJsonBytes is enough for the reader to refuse a larger file.
    static std::string gameText(QIODevice& file);
    // Opens a game file for reading: "" when open, else why not. Only a
    // regular file (or a link to one): opening a pipe or a device named
    // like a game would wait for ever (a FIFO waits for its writer).
    static QString openGameFile(QFile& file);
    // Opens and reads a game file's envelope into out: "" when it reads as
    // a game, else why not (the file, or the reader's "<field>: <why>").
    // text, when given, gets what was read (to play it: progress()).
    static QString readEnvelopeAt(const QString& path, critter::EnvelopeRead& out, std::string* text = nullptr);
    // How far a file's game got, in the language shown (gamefiles::progress);
    // a file that does not play (or a game we do not know) keeps its stored words.
    static QString progress(const critter::Envelope& envelope, const std::string& text);
    // Whether the file at path reads as a Critter Table game: the only kind
    // of file Save ever replaces.
    static bool isGameFile(const QString& path);

    // {exists, names: [..], kinds: [..], progress, savedAt (date), moves}; exists false when
    // there is none or it cannot be read (then error says why).
    Q_INVOKABLE QVariantMap summary(const QString& gameId) const;
    // summary(gameId)'s exists alone: an unfinished game of this kind to continue.
    Q_INVOKABLE bool hasUnfinished(const QString& gameId) const
    {
        return summary(gameId).value(QStringLiteral("exists")).toBool();
    }
    // The game id a file holds, or "" with error set.
    Q_INVOKABLE QVariantMap inspect(const QUrl& file) const;
    // inspect(file)'s game alone, typed for QML: "" when the file does not read as a game.
    Q_INVOKABLE QString gameOf(const QUrl& file) const
    {
        return inspect(file).value(QStringLiteral("game")).toString();
    }
    // summary(gameId)'s names alone, typed for QML: the unfinished game's
    // seats as its table will show them; none when there is no such game.
    Q_INVOKABLE QStringList unfinishedNames(const QString& gameId) const
    {
        return summary(gameId).value(QStringLiteral("names")).toStringList();
    }
    // Whether opening file would replace an unfinished game: one of its
    // kind is unfinished and file is not that game's own autosave
    // (continuing it loses nothing).
    Q_INVOKABLE bool replacesUnfinished(const QUrl& file) const
    {
        const QString game = gameOf(file);
        return !game.isEmpty() && hasUnfinished(game) &&
               QFileInfo(file.toLocalFile()).canonicalFilePath() !=
                   QFileInfo(autosavePath(m_folder, game)).canonicalFilePath();
    }
    // Forgets the unfinished game (a new game replaces it).
    Q_INVOKABLE void discard(const QString& gameId);
    // Where Save and Open start: a "Critter Table" folder in the person's
    // documents, made when first asked; the app's data folder where there
    // are no documents, or in tests (which must not write into anyone's).
    Q_INVOKABLE QUrl gameFolder() const;
    // Something changed on disk (a table saved): the home screen asks again.
    Q_INVOKABLE void refresh() { emit changed(); }

signals:
    void changed();

private:
    QString m_folder;
};
