// Nothing aborts (issue 13), for click sequences: the real window, driven by
// a seeded stream of clicks on whatever can be clicked, clicks anywhere,
// drags and the keys the app answers, across every screen the clicks reach
// (Home, Setup, the three tables with bots playing, Rules, Settings,
// Statistics, About, the file dialog). The window must stay up with a screen
// in front, answer the event loop after every step, and log no warning.
// CRITTER_MONKEY_SEED and CRITTER_MONKEY_STEPS make a longer or another run,
// CRITTER_MONKEY_TRACE=1 prints each step (to find what led to a failure):
//   CRITTER_MONKEY_STEPS=5000 build/release/tests/e2e/test_random_clicks_e2e
#include "e2e_window.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QElapsedTimer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <atomic>
#include <memory>
#include <random>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

namespace {

std::atomic<int> g_warnings{0};
QtMessageHandler g_previous = nullptr;

void countWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg || type == QtCriticalMsg)
        ++g_warnings;
    if (g_previous)
        g_previous(type, context, message);
}

int fromEnv(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

// What a person can press or drag: controls that take focus and anything
// that takes the left mouse button (MouseArea, Flickable, the cards).
void collectClickable(QQuickItem* item, QList<QQuickItem*>& out)
{
    if (!item->isVisible() || !item->isEnabled() || item->opacity() < 0.05)
        return;
    if (item->activeFocusOnTab() || (item->acceptedMouseButtons() & Qt::LeftButton))
        out << item;
    const auto children = item->childItems();
    for (QQuickItem* child : children)
        collectClickable(child, out);
}

} // namespace

class TestRandomClicksE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(13, {});
        e2e::useTestSettings(m_config, QStringLiteral("e2e-random-clicks"));
        g_previous = qInstallMessageHandler(countWarnings);
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase()
    {
        m_shell.reset();
        qInstallMessageHandler(g_previous);
    }

    void aClickSequenceNeverAbortsOrHangs()
    {
        const int seed = fromEnv("CRITTER_MONKEY_SEED", 2026);
        const int steps = fromEnv("CRITTER_MONKEY_STEPS", 400);
        qInfo("random clicks: seed %d, %d steps", seed, steps);
        std::mt19937 rng(static_cast<std::mt19937::result_type>(seed));
        auto below = [&rng](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
        static const Qt::Key keys[] = {Qt::Key_Escape, Qt::Key_Return, Qt::Key_Space, Qt::Key_Tab, Qt::Key_Left,
                                       Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_R, Qt::Key_S, Qt::Key_B,
                                       Qt::Key_N, Qt::Key_C, Qt::Key_D, Qt::Key_X, Qt::Key_G, Qt::Key_K,
                                       Qt::Key_U, Qt::Key_H, Qt::Key_L, Qt::Key_F1};
        const bool trace = qEnvironmentVariableIntValue("CRITTER_MONKEY_TRACE") > 0;
        QSet<QString> screens;
        QElapsedTimer clock;
        clock.start();
        for (int step = 0; step < steps; ++step) {
            QQuickWindow* window = m_shell->window();
            QVERIFY2(window && window->isVisible(), qPrintable(QStringLiteral("the window went away at step %1").arg(step)));
            const QSize size = window->size();
            const int kind = below(100);
            if (kind < 70) {
                // A click on something clickable (what is above it, an open popup, may take it).
                QList<QQuickItem*> clickable;
                collectClickable(window->contentItem(), clickable);
                if (!clickable.isEmpty()) {
                    QQuickItem* target = clickable.at(below(static_cast<int>(clickable.size())));
                    const QPoint at = target->mapToScene(QPointF(target->width() * (0.2 + 0.6 * below(100) / 100.0),
                                                                 target->height() * (0.2 + 0.6 * below(100) / 100.0)))
                                          .toPoint();
                    if (QRect(QPoint(0, 0), size).contains(at)) {
                        if (trace)
                            qInfo() << step << "click" << target << at;
                        e2e::clickAt(window, at);
                    }
                }
            } else if (kind < 82) {
                const QPointF at(below(size.width()), below(size.height()));
                if (trace)
                    qInfo() << step << "click anywhere" << at;
                e2e::clickAt(window, at);
            } else if (kind < 87) {
                // A drag, as a card dragged onto a pile or a list flicked.
                const QPoint from(below(size.width()), below(size.height()));
                const QPoint to(below(size.width()), below(size.height()));
                if (trace)
                    qInfo() << step << "drag" << from << to;
                QTest::mousePress(window, Qt::LeftButton, {}, from);
                for (int i = 1; i <= 4; ++i)
                    QTest::mouseMove(window, from + (to - from) * i / 4, 5);
                QTest::mouseRelease(window, Qt::LeftButton, {}, to);
            } else {
                const Qt::Key key = keys[below(static_cast<int>(std::size(keys)))];
                if (trace)
                    qInfo() << step << "key" << key;
                e2e::pressKey(window, key);
            }
            // The event loop answers: bots move, animations end, screens change.
            QTest::qWait(15);
            QQuickItem* stack = e2e::findItem(window->contentItem(), QStringLiteral("screenStack"));
            QVERIFY2(stack, "the screen stack went away");
            QQuickItem* screen = e2e::screenOf(stack);
            QVERIFY2(screen, qPrintable(QStringLiteral("no screen in front after step %1").arg(step)));
            screens.insert(screen->objectName());
            QVERIFY2(g_warnings.load() == 0, qPrintable(QStringLiteral("a warning was logged by step %1 (above)").arg(step)));
        }
        qInfo("random clicks: %d steps in %lld ms, screens seen: %s", steps, static_cast<long long>(clock.elapsed()),
              qPrintable(QStringList(screens.values()).join(QStringLiteral(", "))));
        // The run went somewhere: beyond Home at least once.
        QVERIFY2(screens.size() >= 2, qPrintable(QStringList(screens.values()).join(QStringLiteral(", "))));
        QCOMPARE(g_warnings.load(), 0);
    }

private:
    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestRandomClicksE2E)
#include "test_random_clicks_e2e.moc"
