#pragma once
// What the end-to-end tests share: settings in a temporary folder, the real
// AppShell window started offscreen (ctest sets QT_QPA_PLATFORM), items
// found by objectName, the screen the window shows, and mouse clicks on an
// item. Header-only; each test keeps its own checks.
#include "shell/appshell.h"

#include <QCoreApplication>
#include <QPointF>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QtQuickTest/quicktest.h>

#include <functional>
#include <memory>

namespace e2e {

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

} // namespace e2e
