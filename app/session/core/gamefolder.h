#pragma once
// The game files in one folder (Save and Open's own panel, GameFilePanel):
// newest first, each with what its envelope says (which game, who sat
// there, how far it got) or why it cannot be opened. It also decides what
// a name typed for Save becomes, and whether saving under it would replace
// a game (asked first) or something else (refused): QML only shows.
#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameFolder : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QUrl folder READ folder WRITE setFolder NOTIFY folderChanged)
    Q_PROPERTY(QString folderPath READ folderPath NOTIFY folderChanged)
    // One map a file: {name (without .json), file (url), game (id, "" when
    // unreadable), names (the seats'), progress, moves, savedAt, readable, error}.
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)

public:
    // More than anyone keeps by hand; the newest are listed.
    static constexpr int kMaxFiles = 300;
    static constexpr int kMaxNameLength = 100;

    using QObject::QObject;

    QUrl folder() const { return m_folder; }
    void setFolder(const QUrl& folder);
    // The folder as a person reads it: "~/Documents/Critter Table".
    QString folderPath() const;
    QVariantList games() const { return m_games; }

    // Reads the folder again (the panel opens, a file was saved).
    Q_INVOKABLE void refresh();
    // The first game that can be opened, or -1 (Open starts there).
    Q_INVOKABLE int firstReadable() const;
    // What saving under a typed name would do: {ok, file (url), replaces
    // (a game of that name is there: ask first), error (why not)}.
    Q_INVOKABLE QVariantMap checkName(const QString& name) const;
    // A name no file in the folder has yet: "<title> <date>", then "(2)"...
    Q_INVOKABLE QString suggestedName(const QString& title, const QDateTime& when) const;
    // What Save offers: the name of the file the game came from or was last
    // saved to when that file is in this folder (saving again replaces it,
    // as a desktop program's Save does), else suggestedName.
    Q_INVOKABLE QString nameFor(const QUrl& gameFile, const QString& title, const QDateTime& when) const;
    // Moves a game file of this folder to the desktop's trash (so a slip can
    // be undone there): {ok, error}. Only a game file, and only one here.
    Q_INVOKABLE QVariantMap moveToTrash(const QUrl& file);
    // A file's name as a person calls it: without its folder and .json.
    Q_INVOKABLE static QString displayName(const QUrl& file);

signals:
    void folderChanged();
    void gamesChanged();

private:
    static QVariantMap readGame(const QString& path);
    // A game file right in this folder (what Save may offer again and Open may trash).
    bool holdsGame(const QUrl& file) const;
    QUrl m_folder;
    QVariantList m_games;
};
