#include "screens.h"

#include "itemlookup.h"
#include "registry/gameregistry.h"

#include <QCoreApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QVariant>

namespace lab {

namespace {
// table:<game>: Setup with its default seats (plus bots up to `seats`), then Start.
void openTable(QQuickWindow* window, const QString& game, int seats)
{
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, QStringLiteral("setup")), Q_ARG(QVariant, game));
    QQuickItem* setup = findNamedItem(window->contentItem(), QStringLiteral("setupScreen"));
    QQuickItem* editor = findNamedItem(setup, QStringLiteral("seatEditor"));
    if (!setup || !editor)
        return;
    QVariant added;
    while (editor->property("count").toInt() < seats && editor->property("canAdd").toBool())
        QMetaObject::invokeMethod(editor, "addSeat", Q_RETURN_ARG(QVariant, added));
    QVariant chosen;
    QMetaObject::invokeMethod(editor, "seats", Q_RETURN_ARG(QVariant, chosen));
    QMetaObject::invokeMethod(setup, "startRequested", Q_ARG(QString, game), Q_ARG(QVariant, chosen));
}
} // namespace

void openScreen(QQuickWindow* window, const QString& name, int seats)
{
    const QString screen = name.section(QLatin1Char(':'), 0, 0);
    const QString game = name.section(QLatin1Char(':'), 1);
    if (screen == QLatin1String("table"))
        openTable(window, game, seats);
    else
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, screen), Q_ARG(QVariant, game));
}

bool startOnNewTable(QQmlApplicationEngine& engine, const QString& name, int seats)
{
    if (!name.startsWith(QLatin1String("new-table:")))
        return false;
    const QString game = name.section(QLatin1Char(':'), 1);
    const critter::registry::Game* entry = critter::registry::findGame(game);
    if (!entry)
        return false;
    // The seats Setup starts a new table with; the table names them as Setup does.
    const QVariantList list = entry->defaultSeats(seats);
    engine.setInitialProperties({{QStringLiteral("startTable"),
                                  QVariantMap{{QStringLiteral("gameId"), game}, {QStringLiteral("seats"), list}}}});
    return true;
}

void saveWindowLater(QQuickWindow* window, const QString& file, int delayMs)
{
    QTimer::singleShot(delayMs, window, [window, file] {
        const bool saved = window->grabWindow().save(file);
        QCoreApplication::exit(saved ? 0 : 2);
    });
}

} // namespace lab
