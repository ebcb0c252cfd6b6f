#pragma once
// What the end-to-end tests share: settings in a temporary folder, the real
// AppShell window started offscreen (ctest sets QT_QPA_PLATFORM), items
// found by objectName, the screen the window shows, and mouse clicks on an
// item that check the click reaches it (nothing that takes clicks lies over
// it). Header-only; each test keeps its own checks.
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

#include <algorithm>
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

// Settings for this test run only (an INI file in config), in English, at
// instant animation speed and with moves played at once (no cancel window),
// under the application name appName. configDir: a folder of this run's
// (a process the test started again keeps its settings there).
inline void useTestSettings(const QString& configDir, const QString& appName)
{
    QCoreApplication::setOrganizationName(QStringLiteral("CritterTableTests"));
    QCoreApplication::setApplicationName(appName);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, configDir);
    // Autosaves go to a test folder, never the player's own.
    QStandardPaths::setTestModeEnabled(true);
    QSettings store;
    store.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
    store.setValue(QStringLiteral("ui/animationSpeed"), QStringLiteral("instant"));
    store.setValue(QStringLiteral("ui/botPace"), QStringLiteral("instant"));   // a bot answers at once
    // Moves play at once; the cancel window's own test turns it on in Settings.
    store.setValue(QStringLiteral("play/confirmMoves"), QStringLiteral("off"));
    // A table a test hosts (Setup's "Online", clicked by a random or
    // keyboard walk too) listens on loopback and announces itself there only:
    // a test never sends to the LAN.
    store.setValue(QStringLiteral("network/listen"), QStringLiteral("127.0.0.1"));
    store.setValue(QStringLiteral("network/port"), 0);
    store.setValue(QStringLiteral("network/broadcast"), QStringLiteral("127.255.255.255"));
}
inline void useTestSettings(const QTemporaryDir& config, const QString& appName)
{
    useTestSettings(config.path(), appName);
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

// Shown and usable: visible, enabled and not faded out.
inline bool shown(const QQuickItem* item)
{
    return item && item->isVisible() && item->isEnabled() && item->opacity() > 0.01;
}

// The cards the table shows in the viewer's hand (the session's hand model).
inline QVariantList handOf(QObject* session)
{
    QObject* model = session->property("handModel").value<QObject*>();
    QVariantList cards;
    if (model)
        QMetaObject::invokeMethod(model, "toList", Q_RETURN_ARG(QVariantList, cards));
    return cards;
}

// The session's choices on offer (its ChoiceModel's rows, by role name).
inline QVariantList offeredChoices(QObject* session)
{
    QObject* model = session->property("choiceModel").value<QObject*>();
    QVariantList rows;
    const int count = model ? model->property("count").toInt() : 0;
    for (int r = 0; r < count; ++r) {
        QVariantMap row;
        QMetaObject::invokeMethod(model, "get", Q_RETURN_ARG(QVariantMap, row), Q_ARG(int, r));
        if (row.value("available").toBool())
            rows << row;
    }
    return rows;
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

// ---- where a press lands ----
// Qt Quick hands a press to the items under the point, topmost first (a
// parent's children in paint order: z, then the order they were made; the
// parent itself between its children of negative z and the rest), skipping
// the hidden and the disabled, and not looking outside a clipping parent. The
// first that takes the button keeps it: a MouseArea, a control, a text field,
// a Flickable. An item with an enabled TapHandler for the button sees the
// press too, so it counts as taking it. An open modal popup takes every
// press outside the popups (the window's Overlay).
namespace hit {

inline bool takesButton(QQuickItem* item, Qt::MouseButton button)
{
    if (item->acceptedMouseButtons() & button)
        return true;
    const QObjectList kids = item->children();
    return std::any_of(kids.cbegin(), kids.cend(), [button](const QObject* o) {
        return o->inherits("QQuickTapHandler") && o->property("enabled").toBool()
               && Qt::MouseButtons::fromInt(o->property("acceptedButtons").toUInt()).testFlag(button);
    });
}

inline bool isOverlay(const QQuickItem* item) { return item->inherits("QQuickOverlay"); }

// The item that takes a press of button at the scene point, under item.
inline QQuickItem* takerUnder(QQuickItem* item, const QPointF& scene, Qt::MouseButton button)
{
    const bool inside = item->contains(item->mapFromScene(scene));
    if (item->clip() && !inside)
        return nullptr;
    // The overlay itself stands for the modal popups: see blockingPopup().
    const bool self = inside && !isOverlay(item) && takesButton(item, button);
    QList<QQuickItem*> order = item->childItems();
    std::stable_sort(order.begin(), order.end(), [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
    const auto above = std::lower_bound(order.begin(), order.end(), 0.0,
                                        [](const QQuickItem* a, qreal z) { return a->z() < z; });
    order.insert(above, item);
    for (auto it = order.crbegin(); it != order.crend(); ++it) {
        QQuickItem* child = *it;
        if (child == item) {
            if (self)
                return item;
            continue;
        }
        if (!child->isVisible() || !child->isEnabled())
            continue;
        if (QQuickItem* taker = takerUnder(child, scene, button))
            return taker;
    }
    return nullptr;
}

inline void popupsUnder(QObject* object, QList<QObject*>& out)
{
    for (QObject* child : object->children()) {
        if (child->inherits("QQuickPopup") && !out.contains(child))
            out.append(child);
    }
    if (auto* item = qobject_cast<QQuickItem*>(object)) {
        for (QQuickItem* child : item->childItems())
            popupsUnder(child, out);
    }
}

// An open modal popup (it blocks every press outside the popups), or nullptr.
inline QObject* blockingPopup(QQuickWindow* window)
{
    QList<QObject*> popups = window->findChildren<QObject*>();
    popups.erase(std::remove_if(popups.begin(), popups.end(), [](const QObject* o) { return !o->inherits("QQuickPopup"); }),
                 popups.end());
    popupsUnder(window->contentItem(), popups);
    for (QObject* popup : popups) {
        if (popup->property("opened").toBool() && popup->property("modal").toBool())
            return popup;
    }
    return nullptr;
}

inline bool inOverlay(const QQuickItem* item)
{
    for (; item; item = item->parentItem()) {
        if (isOverlay(item))
            return true;
    }
    return false;
}

// An item for a message: its class, objectName and the nearest named ancestor.
inline QString describe(const QObject* object)
{
    if (!object)
        return QStringLiteral("nothing");
    QString text = QString::fromLatin1(object->metaObject()->className()).section(QLatin1String("_QML"), 0, 0);
    if (!object->objectName().isEmpty())
        text += QStringLiteral(" \"%1\"").arg(object->objectName());
    if (const auto* item = qobject_cast<const QQuickItem*>(object)) {
        for (const QQuickItem* up = item->parentItem(); up; up = up->parentItem()) {
            if (!up->objectName().isEmpty()) {
                text += QStringLiteral(" in \"%1\"").arg(up->objectName());
                break;
            }
        }
    }
    return text;
}

} // namespace hit

// The item that takes a left press at a scene point of window (nullptr: none).
inline QQuickItem* takerAt(QQuickWindow* window, const QPointF& at)
{
    return hit::takerUnder(window->contentItem(), at, Qt::LeftButton);
}

// Why a left click at the scene point would not reach target, or "" when it
// would: the press goes to the target or to something inside it (or, for a
// target that takes no clicks itself, such as a label, to the clickable
// item it lies in), and no modal popup outside it holds the window.
inline QString coverAt(QQuickWindow* window, QQuickItem* target, const QPointF& at)
{
    QQuickItem* taker = takerAt(window, at);
    if (taker && !hit::inOverlay(taker)) {
        if (QObject* popup = hit::blockingPopup(window))
            return QStringLiteral("the modal popup %1 takes the click").arg(hit::describe(popup));
    }
    if (taker == target || (taker && target->isAncestorOf(taker)))
        return {};
    if (taker && taker->isAncestorOf(target) && !hit::takesButton(target, Qt::LeftButton))
        return {};
    if (!taker)
        return QStringLiteral("nothing at (%1, %2) takes the click").arg(at.x()).arg(at.y());
    return QStringLiteral("%1 lies over it at (%2, %3)").arg(hit::describe(taker)).arg(at.x()).arg(at.y());
}

// Scrolls the Flickable around item so item stands near its top, as a
// person scrolls a long screen (Setup, Settings) before clicking.
inline void scrollTo(QQuickItem* item)
{
    QTest::qWait(50);   // a Column places an item just shown on its next polish
    QQuickItem* flick = item;
    while (flick && !flick->inherits("QQuickFlickable"))
        flick = flick->parentItem();
    if (!flick)
        return;
    auto* content = flick->property("contentItem").value<QQuickItem*>();
    const double y = item->mapToItem(content, QPointF(0, 0)).y();
    const double most = std::max(0.0, flick->property("contentHeight").toDouble() - flick->height());
    flick->setProperty("contentY", std::clamp(y - 12, 0.0, most));
    QTest::qWait(30);
}

// Whether a person could click target fx of the way across it, half way down.
inline bool reachable(QQuickWindow* window, QQuickItem* target, double fx = 0.5)
{
    return target && target->isVisible() && target->isEnabled() && coverAt(window, target, scenePoint(target, fx)).isEmpty();
}

// A left click on target at the scene point, failing the test when the
// click would land on something else (see coverAt).
inline void clickOn(QQuickWindow* window, QQuickItem* target, const QPointF& at)
{
    QVERIFY(target);
    const QString cover = coverAt(window, target, at);
    QVERIFY2(cover.isEmpty(), qPrintable(QStringLiteral("a click on %1 cannot reach it: %2").arg(hit::describe(target), cover)));
    clickAt(window, at);
}

// Clicks a visible target in window, fx of the way across it, half way down;
// the test fails when the click would not reach it (covered by another item).
inline void click(QQuickWindow* window, QQuickItem* target, double fx = 0.5)
{
    QVERIFY(target);
    QVERIFY2(target->isVisible(), qPrintable(target->objectName()));
    // An item just shown (a Row's button, or a choice bar's, whose place in
    // the bar's Flow holds it) is put in place on the next polish of the
    // positioner above it.
    const auto placed = [target] {
        for (QQuickItem* it = target; it; it = it->parentItem())
            if (QQuickTest::qIsPolishScheduled(it))
                return false;
        return true;
    };
    QTRY_VERIFY(placed());
    clickOn(window, target, scenePoint(target, fx));
}

// Types text into the window's focused field (QTest's keyClicks is for widgets only): one key at a time.
inline void typeText(QQuickWindow* window, const QString& text)
{
    for (const QChar c : text)
        QTest::keyClick(window, c.toLatin1());
}

// Setup: a bot seat card's level becomes Random, by clicking its level list
// and the row that reads "Random" (in the window's popup overlay).
inline void chooseRandomLevel(QQuickWindow* window, QQuickItem* card)
{
    QQuickItem* level = nullptr;
    QTRY_VERIFY(shown(level = findItem(card, QStringLiteral("botLevel"))));
    if (level->property("currentValue").toString() == QLatin1String("random"))
        return;
    click(window, level);
    const auto isRandom = [](QQuickItem* it) {
        return it->inherits("QQuickItemDelegate") && it->isVisible()
               && findItem(it, [](QQuickItem* t) { return t->property("text").toString() == QLatin1String("Random"); });
    };
    QQuickItem* random = nullptr;
    QTRY_VERIFY(shown(random = findItem(window->contentItem(), isRandom)));
    click(window, random);
    QTRY_COMPARE(level->property("currentValue").toString(), QStringLiteral("random"));
    QObject* list = level->property("popup").value<QObject*>();
    QVERIFY(list);
    QTRY_VERIFY(!list->property("visible").toBool());
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

// What every end-to-end test class asks of its window: the shell it
// started, the window, a visible item by objectName, the screen on show,
// and a click that fails when something covers its target.
class WindowTest : public QObject
{
protected:
    std::unique_ptr<AppShell> m_shell;

    QQuickWindow* window() const { return m_shell->window(); }
    QQuickItem* named(const QString& name, QQuickItem* under = nullptr) const
    {
        return findItem(under ? under : window()->contentItem(),
                        [&](QQuickItem* it) { return it->objectName() == name && it->isVisible(); });
    }
    QQuickItem* screen() const { return screenOf(named(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return nameOf(screen()); }
    void click(QQuickItem* target, double fx = 0.5) { e2e::click(window(), target, fx); }
    // Test data rows (game, size): each game at 1280x800 and at 1024x640.
    static void eachGameAtBothSizes()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        for (const char* id : {"trash-pandas", "panda-panda", "trash-dash"})
            for (const QSize size : {QSize(1280, 800), QSize(1024, 640)})
                QTest::addRow("%s-%dx%d", id, size.width(), size.height()) << QString::fromLatin1(id) << size;
    }
    // From Home to a game of bots only, by clicks: Setup, every seat a random
    // bot (Trash Dash: the first a bot, the others the CPU racers Setup
    // offers), Start. The caller checks QTest::currentTestFailed().
    void startBotsOnly(const QString& game)
    {
        click(named(QStringLiteral("newGameButton-") + game));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QObject* seats = named(QStringLiteral("seatEditor"), screen());
        QVERIFY(seats);
        const int count = seats->property("count").toInt();
        QVERIFY(count >= 2);
        for (int seat = 0; seat < count; ++seat) {
            QQuickItem* card = named(QStringLiteral("seatCard-%1").arg(seat), screen());
            QVERIFY(card);
            if (seat > 0 && game == QLatin1String("trash-dash")) {
                QTRY_VERIFY(named(QStringLiteral("segment-cpu"), card)->property("selected").toBool());
            } else {
                QQuickItem* bot = named(QStringLiteral("segment-bot"), card);
                QVERIFY(bot);
                click(bot);
                chooseRandomLevel(window(), card);
            }
            if (QTest::currentTestFailed())
                return;
        }
        click(named(QStringLiteral("startButton"), screen()));
    }
    // Back to Home by Esc, whatever the last case left open (Esc shuts a
    // panel and goes back a screen).
    void escapeToHome()
    {
        for (int i = 0; i < 6 && currentScreen() != QLatin1String("homeScreen"); ++i) {
            pressKey(window(), Qt::Key_Escape);
            QTest::qWait(50);
        }
    }
};

} // namespace e2e
