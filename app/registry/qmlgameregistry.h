#pragma once
// The game registry (gameregistry.h) as QML sees it: the GameRegistry
// singleton with one GameEntry per game. Texts are translated when read and
// re-read on a language switch (textsChanged), so bindings follow it.
#include <QList>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "registry/gameregistry.h"

class QJSEngine;
class QQmlEngine;

class GameEntry : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameRegistry.game(id) gives the entries")
    Q_PROPERTY(QString gameId READ gameId CONSTANT)
    Q_PROPERTY(QString title READ title NOTIFY textsChanged)
    Q_PROPERTY(QString players READ players NOTIFY textsChanged)
    Q_PROPERTY(QString minutes READ minutes NOTIFY textsChanged)
    Q_PROPERTY(QString pitch READ pitch NOTIFY textsChanged)
    Q_PROPERTY(int minPlayers READ minPlayers CONSTANT)
    Q_PROPERTY(int maxPlayers READ maxPlayers CONSTANT)
    Q_PROPERTY(int minRacers READ minRacers CONSTANT)
    // Seats at the table in Setup: players plus CPU racers.
    Q_PROPERTY(int minSeats READ minSeats CONSTANT)
    Q_PROPERTY(int maxSeats READ maxSeats CONSTANT)
    Q_PROPERTY(QStringList seatKinds READ seatKinds CONSTANT)
    Q_PROPERTY(bool cpuRacers READ cpuRacers CONSTANT)
    // The kind of a seat Setup adds ("cpu" or "bot").
    Q_PROPERTY(QString newSeatKind READ newSeatKind CONSTANT)
    Q_PROPERTY(QStringList botLevels READ botLevels CONSTANT)
    // [{ key, choices, min, max, defaultValue }]
    Q_PROPERTY(QVariantList options READ options CONSTANT)
    Q_PROPERTY(QString rulesPage READ rulesPage CONSTANT)
    Q_PROPERTY(QString art READ art CONSTANT)
    Q_PROPERTY(bool playable READ playable CONSTANT)

public:
    GameEntry(const critter::registry::Game& game, QObject* parent);

    QString gameId() const { return m_game.id; }
    QString title() const { return m_game.title(); }
    QString players() const { return m_game.players(); }
    QString minutes() const { return m_game.minutes(); }
    QString pitch() const { return m_game.pitch(); }
    int minPlayers() const { return m_game.minPlayers; }
    int maxPlayers() const { return m_game.maxPlayers; }
    int minRacers() const { return m_game.minRacers; }
    int minSeats() const { return m_game.minSeats(); }
    int maxSeats() const { return m_game.maxSeats(); }
    QStringList seatKinds() const { return m_game.seatKinds; }
    bool cpuRacers() const { return m_game.allowsCpu(); }
    QString newSeatKind() const { return m_game.newSeatKind(); }
    // A new table's seats, as Setup starts it (critter::registry::Game::defaultSeats).
    Q_INVOKABLE QVariantList defaultSeats(int count) const { return m_game.defaultSeats(count); }
    QStringList botLevels() const { return m_game.botLevels; }
    QVariantList options() const;
    QString rulesPage() const { return m_game.rulesPage; }
    QString art() const { return m_game.art; }
    bool playable() const { return m_game.playable; }

signals:
    void textsChanged();

private:
    const critter::registry::Game& m_game; // lives in the registry's static table
};

class QmlGameRegistry : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(GameRegistry)
    QML_SINGLETON
    Q_PROPERTY(QList<QObject*> games READ games CONSTANT)
    Q_PROPERTY(QStringList botLevels READ botLevels CONSTANT)

public:
    explicit QmlGameRegistry(QObject* parent = nullptr);

    QList<QObject*> games() const { return m_games; }
    QStringList botLevels() const { return critter::registry::botLevels(); }
    // The game with this id, or null.
    Q_INVOKABLE GameEntry* game(const QString& id) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QList<QObject*> m_games;
};
