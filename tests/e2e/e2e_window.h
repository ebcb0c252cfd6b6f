#pragma once
// What the end-to-end tests share: settings in a temporary folder, the real
// AppShell window started offscreen (ctest sets QT_QPA_PLATFORM), items
// found by objectName, the screen the window shows, and mouse clicks on an
// item. Header-only; each test keeps its own checks.
#include "shell/appshell.h"

#include <QCoreApplication>
#include <QPointF>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QVariantMap>
#include <QTemporaryDir>
#include <QTest>
#include <QtQuickTest/quicktest.h>

#include <functional>
#include <memory>

namespace e2e {

// One seat as Setup's startGame() takes it: name, kind (person, bot, cpu) and
// a bot's level.
inline QVariantMap seat(const QString& name, const QString& kind, const QString& level)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("kind"), kind}, {QStringLiteral("level"), level}};
}

// The first item under root (root included, depth first) that matches.
inline QQuickItem* findItem(QQuickItem* root, const std::function<bool(QQuickItem*)>& match)
{
    if (!root)
        return nullptr;
    if (match(root))
        return root;
    const auto children = root->childItems();
    for (QQuickItem* child : children) {
        if (QQuickItem* found = findItem(child, match))
            return found;
    }
    return nullptr;
}

// The first item under root (root included, depth first) with that objectName.
inline QQuickItem* findItem(QQuickItem* root, const QString& name)
{
    return findItem(root, [&](QQuickItem* it) { return it->objectName() == name; });
}

// Settings for this test run only (an INI file in config), in English and at
// instant animation speed, under the application name appName.
inline void useTestSettings(const QTemporaryDir& config, const QString& appName)
{
    QCoreApplication::setOrganizationName(QStringLiteral("CritterTableTests"));
    QCoreApplication::setApplicationName(appName);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, config.path());
    // Autosaves go to a test folder, never the player's own.
    QStandardPaths::setTestModeEnabled(true);
    QSettings store;
    store.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
    store.setValue(QStringLiteral("ui/animationSpeed"), QStringLiteral("instant"));
    store.setValue(QStringLiteral("ui/botPace"), QStringLiteral("instant"));   // a bot answers at once
}

// Starts the real window as main() does and waits until it is exposed.
inline void startWindow(std::unique_ptr<AppShell>& shell)
{
    shell = std::make_unique<AppShell>();
    QVERIFY(shell->load());
    QVERIFY(QTest::qWaitForWindowExposed(shell->window()));
}

// The screen a screenStack shows (nullptr without a stack).
inline QQuickItem* screenOf(QQuickItem* stack)
{
    return stack ? stack->property("currentItem").value<QQuickItem*>() : nullptr;
}

// An item's objectName, or "" without an item.
inline QString nameOf(const QQuickItem* item)
{
    return item ? item->objectName() : QString();
}

// The scene point fx of the way across target and half way down.
inline QPointF scenePoint(const QQuickItem* target, double fx = 0.5)
{
    return target->mapToScene(QPointF(target->width() * fx, target->height() / 2));
}

// A left click in window at a scene point.
inline void clickAt(QQuickWindow* window, const QPointF& at)
{
    QTest::mouseClick(window, Qt::LeftButton, {}, at.toPoint());
}

// Clicks a visible target in window, fx of the way across it, half way down.
inline void click(QQuickWindow* window, QQuickItem* target, double fx = 0.5)
{
    QVERIFY(target);
    QVERIFY2(target->isVisible(), qPrintable(target->objectName()));
    // An item just shown (a Row's button) is put in place on the next polish.
    QTRY_VERIFY(!QQuickTest::qIsPolishScheduled(target) &&
                (!target->parentItem() || !QQuickTest::qIsPolishScheduled(target->parentItem())));
    clickAt(window, scenePoint(target, fx));
}

// The keyboard: one key press (and a moment for bindings to follow).
inline void pressKey(QQuickWindow* window, Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QTest::keyClick(window, key, mods);
    QTest::qWait(1);
}

// Presses Tab until the item named `name` has focus; false after `limit` presses.
inline bool tabTo(QQuickWindow* window, const QString& name, int limit = 120)
{
    for (int i = 0; i < limit; ++i) {
        if (nameOf(window->activeFocusItem()) == name)
            return true;
        pressKey(window, Qt::Key_Tab);
    }
    return nameOf(window->activeFocusItem()) == name;
}

// Privacy at every frame: whenever a hand is face up, it belongs to the person
// the screen was last handed to (the privacy screen's "ready"). Counts frames
// so a run that drew nothing cannot pass unseen.
class HandWatch
{
public:
    HandWatch(QQuickWindow* window, QObject* session, std::function<bool()> handFaceUp)
        : m_session(session), m_faceUp(std::move(handFaceUp))
    {
        m_connection = QObject::connect(window, &QQuickWindow::frameSwapped, window, [this] { check(); },
                                        Qt::DirectConnection);
    }
    ~HandWatch() { QObject::disconnect(m_connection); }
    HandWatch(const HandWatch&) = delete;
    HandWatch& operator=(const HandWatch&) = delete;

    void handedTo(int seat) { m_holder = seat; }
    int frames() const { return m_frames; }
    int faceUpFrames() const { return m_faceUpFrames; }
    const QString& violation() const { return m_violation; }

private:
    void check()
    {
        ++m_frames;
        if (!m_session || !m_faceUp())   // the table left: nothing shows
            return;
        ++m_faceUpFrames;
        const int viewer = m_session->property("viewer").toInt();
        if (m_violation.isEmpty() && (m_holder < 0 || viewer != m_holder))
            m_violation = QStringLiteral("frame %1: seat %2's hand is face up, but the screen was handed to seat %3")
                              .arg(m_frames).arg(viewer).arg(m_holder);
    }

    QPointer<QObject> m_session;
    std::function<bool()> m_faceUp;   // called only while the session lives
    QMetaObject::Connection m_connection;
    int m_holder = -1, m_frames = 0, m_faceUpFrames = 0;
    QString m_violation;
};

} // namespace e2e
