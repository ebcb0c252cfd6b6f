#include "windowgeometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWindow>

namespace critter {
namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kMaximizedKey = QStringLiteral("window/maximized");

bool onSomeScreen(const QRect& rect)
{
    const auto screens = QGuiApplication::screens();
    return std::any_of(screens.begin(), screens.end(), [&](const QScreen* screen) {
        return screen->availableGeometry().intersects(rect);
    });
}
} // namespace

void restoreWindowGeometry(QWindow& window, QSettings& store)
{
    window.setMinimumSize(kMinimumWindowSize);
    QRect rect = store.value(kGeometryKey).toRect();
    if (!rect.isValid() || !onSomeScreen(rect)) {
        const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
        const QRect available = screen ? screen->availableGeometry() : QRect(QPoint(0, 0), kDefaultWindowSize);
        rect = QRect(QPoint(0, 0), kDefaultWindowSize.boundedTo(available.size()).expandedTo(kMinimumWindowSize));
        rect.moveCenter(available.center());
    }
    rect.setSize(rect.size().expandedTo(kMinimumWindowSize));
    window.setGeometry(rect);
    if (store.value(kMaximizedKey, false).toBool())
        window.setWindowStates(Qt::WindowMaximized);
}

void saveWindowGeometry(const QWindow& window, QSettings& store)
{
    const bool maximized = window.windowStates() & (Qt::WindowMaximized | Qt::WindowFullScreen);
    store.setValue(kMaximizedKey, bool(window.windowStates() & Qt::WindowMaximized));
    // A maximised window keeps the normal size it had, so restoring un-maximises sensibly.
    if (!maximized)
        store.setValue(kGeometryKey, window.geometry());
}

} // namespace critter
