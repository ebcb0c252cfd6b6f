#include "qmlgameregistry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QQmlEngine>
#include <QVariantMap>

GameEntry::GameEntry(const critter::registry::Game& game, QObject* parent) : QObject(parent), m_game(game)
{
    // QML must never collect an entry it was handed by game(id).
    QQmlEngine::setObjectOwnership(this, QQmlEngine::CppOwnership);
}

QVariantList GameEntry::options() const
{
    QVariantList list;
    for (const critter::registry::GameOption& option : m_game.options) {
        list << QVariantMap{{QStringLiteral("key"), option.key},
                            {QStringLiteral("choices"), option.choices},
                            {QStringLiteral("min"), option.min},
                            {QStringLiteral("max"), option.max},
                            {QStringLiteral("defaultValue"), option.defaultValue}};
    }
    return list;
}

QmlGameRegistry::QmlGameRegistry(QObject* parent) : QObject(parent)
{
    for (const critter::registry::Game& game : critter::registry::games())
        m_games << new GameEntry(game, this);
    // Installing or removing a translator sends LanguageChange to the application.
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
}

GameEntry* QmlGameRegistry::game(const QString& id) const
{
    for (QObject* object : m_games) {
        auto* entry = static_cast<GameEntry*>(object);
        if (entry->gameId() == id)
            return entry;
    }
    return nullptr;
}

bool QmlGameRegistry::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (QObject* object : m_games)
            emit static_cast<GameEntry*>(object)->textsChanged();
    }
    return QObject::eventFilter(watched, event);
}
