// Learn to play (issue 33 part 1), through the real window as a newcomer
// meets it: from Home, "Learn to play" on a game's tile, then every step of
// the lesson by clicking where the coach points (or its Next), to the
// summary of the rules met and "Play a real game", which lands on Setup for
// that game. Checked at every step: the coach points at something that shows
// and that a click reaches (nothing covers it, the dimmed table around it
// takes no part), its bubble lies inside the window and never over what it
// points at, and the lesson moves on. Each game in English at 1280x800 and
// in German at 1024x640 (and English at 1024x640 for the screenshots); a
// move other than the lesson's is refused with a friendly word and changes
// nothing. CRITTER_E2E_SHOTS=<dir> saves the first and last step of each
// (and every step between with LEARN_SHOTS_EVERY set).
#include "e2e_window.h"
#include "settings/appsettings.h"
#include "shell/appshell.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRectF>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::shown;

class TestLearnToPlayE2E : public e2e::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-learn"));
        e2e::startWindow(m_shell);
    }
    void cleanupTestCase() { m_shell.reset(); }

    void finishesEachLesson_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        const QList<std::pair<QString, QString>> games = {
            {QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable")},
            {QStringLiteral("panda-panda"), QStringLiteral("pandaPandaTable")},
            {QStringLiteral("trash-dash"), QStringLiteral("trashDashTable")},
        };
        for (const auto& [game, table] : games) {
            QTest::newRow(qPrintable(game + QStringLiteral(" en 1280x800"))) << game << table << QStringLiteral("en") << QSize(1280, 800);
            QTest::newRow(qPrintable(game + QStringLiteral(" de 1024x640"))) << game << table << QStringLiteral("de") << QSize(1024, 640);
            QTest::newRow(qPrintable(game + QStringLiteral(" en 1024x640"))) << game << table << QStringLiteral("en") << QSize(1024, 640);
        }
    }

    void finishesEachLesson()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        QFETCH(QString, language);
        QFETCH(QSize, size);
        escapeToHome();
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QQuickWindow* win = window();
        QVERIFY(win);
        win->resize(size);
        QTRY_COMPARE(win->size(), size);
        QTRY_COMPARE(win->contentItem()->size(), QSizeF(size));
        if (m_shell->settings()->language() != language)
            setLanguage(language);

        // Home: the game's tile offers Learn to play.
        click(named(QStringLiteral("learnButton-") + game));
        QTRY_COMPARE(currentScreen(), table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QVERIFY(session->property("scripted").toBool());
        QQuickItem* overlay = nullptr;
        QTRY_VERIFY(overlay = named(QStringLiteral("coachOverlay")));
        QObject* coach = overlay->property("coach").value<QObject*>();
        QVERIFY(coach);
        QTRY_VERIFY(coach->property("started").toBool());
        const int steps = coach->property("stepCount").toInt();
        QVERIFY(steps > 5);

        const QString shots = qEnvironmentVariable("CRITTER_E2E_SHOTS");
        const auto shot = [&](const QString& which) {
            if (!shots.isEmpty())
                window()->grabWindow().save(QStringLiteral("%1/learn-%2-%3-%4-%5x%6.png")
                                                .arg(shots, game, which, language).arg(size.width()).arg(size.height()));
        };
        bool triedOffScript = false;
        int clicks = 0;
        int lastStep = -1;
        QElapsedTimer clock;
        clock.start();
        while (!coach->property("finished").toBool()) {
            QVERIFY2(clock.elapsed() < 120000, qPrintable(QStringLiteral("stuck at step %1").arg(coach->property("step").toInt())));
            if (!coach->property("ready").toBool()) {
                QTest::qWait(5);
                continue;
            }
            const int step = coach->property("step").toInt();
            const bool explains = coach->property("explains").toBool();
            const bool points = !coach->property("point").toStringList().isEmpty();
            // Let the overlay find and frame what the step points at.
            QQuickItem* target = nullptr;
            if (points)
                QTRY_VERIFY2((target = overlay->property("targetItem").value<QQuickItem*>()),
                             qPrintable(QStringLiteral("step %1 points at nothing that shows: %2")
                                            .arg(step).arg(coach->property("point").toStringList().join(QLatin1String(", ")))));
            QTest::qWait(120);   // the overlay follows a target that moved (its timer)
            if (coach->property("step").toInt() != step || !coach->property("ready").toBool())
                continue;
            target = points ? overlay->property("targetItem").value<QQuickItem*>() : nullptr;
            checkStep(step, target, points);
            if (QTest::currentTestFailed())
                return;
            if (step == 0 && step != lastStep)
                shot(QStringLiteral("first"));
            if (step == steps - 1 && step != lastStep)
                shot(QStringLiteral("last"));
            else if (step > 0 && step != lastStep && qEnvironmentVariableIsSet("LEARN_SHOTS_EVERY"))
                shot(QStringLiteral("step%1").arg(step, 2, 10, QLatin1Char('0')));
            lastStep = step;

            // Once per run: the lesson refuses another move (a key for one)
            // with a friendly word, and nothing changes (Trash Pandas: Roll
            // where the lesson stops; Trash Dash: Rest where it plays a card).
            const QString firstPoint = coach->property("point").toStringList().value(0);
            if (!triedOffScript && !explains
                && (firstPoint == QLatin1String("tpChoice-stop") || firstPoint == QLatin1String("tdHandCard-*@kind=1"))) {
                triedOffScript = true;
                const int before = session->property("actionCount").toInt();
                e2e::pressKey(window(), Qt::Key_R);
                QTRY_VERIFY(shown(named(QStringLiteral("coachNudge"))));
                QCOMPARE(session->property("actionCount").toInt(), before);
                QCOMPARE(coach->property("step").toInt(), step);
            }

            QVERIFY2(++clicks < 400, "too many clicks");
            if (qEnvironmentVariableIsSet("LEARN_TRACE"))
                qDebug() << "step" << step << "moves" << session->property("actionCount").toInt()
                         << (explains ? QStringLiteral("next") : target->objectName());
            // (One button may become another: a token's opener turns into its only option.)
            const QString targetName = target ? target->objectName() : QString();
            if (explains)
                clickSteady(named(QStringLiteral("coachNext")));
            else
                clickSteady(target);
            if (QTest::currentTestFailed())
                return;
            // A click moves the lesson on, or opens the next thing to click (a token's choices).
            QTRY_VERIFY2(coach->property("step").toInt() != step || !coach->property("ready").toBool()
                             || overlay->property("targetItem").value<QQuickItem*>() != target
                             || (target && target->objectName() != targetName),
                         qPrintable(QStringLiteral("a click at step %1 changed nothing").arg(step)));
        }
        QVERIFY(triedOffScript || game == QLatin1String("panda-panda"));
        // The whole story was played: every move of the lesson's file, no more.
        QFile lessonFile(QStringLiteral(":/CritterTable/resources/tutorials/%1.json").arg(game));
        QVERIFY(lessonFile.open(QIODevice::ReadOnly));
        const QJsonArray story = QJsonDocument::fromJson(lessonFile.readAll()).object().value(QLatin1String("file")).toObject()
                                     .value(QLatin1String("actions")).toArray();
        QCOMPARE(session->property("actionCount").toInt(), story.size());

        // The summary: the rules met, and on to a real game.
        QQuickItem* summary = nullptr;
        QTRY_VERIFY(shown(summary = named(QStringLiteral("coachSummary"))));
        QVERIFY(coach->property("summary").toStringList().size() >= 5);
        QQuickItem* play = named(QStringLiteral("coachPlayReal"));
        QVERIFY(insideWindow(play));
        shot(QStringLiteral("summary"));
        clickSteady(play);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QCOMPARE(screen()->property("gameId").toString(), game);
        // Nothing of the lesson was kept as a game to continue.
        escapeToHome();
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(!shown(named(QStringLiteral("continueButton-") + game)));
    }

    // The Rules screen offers the lesson too.
    void rulesScreenOffersTheLesson_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::newRow("trash-pandas") << QStringLiteral("trash-pandas") << QStringLiteral("trashPandasTable");
        QTest::newRow("trash-dash") << QStringLiteral("trash-dash") << QStringLiteral("trashDashTable");
    }
    void rulesScreenOffersTheLesson()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        escapeToHome();
        click(named(QStringLiteral("rulesButton-") + game));
        QTRY_COMPARE(currentScreen(), QStringLiteral("rulesScreen"));
        click(named(QStringLiteral("learnButton"), screen()));
        QTRY_COMPARE(currentScreen(), table);
        QQuickItem* overlay = nullptr;
        QTRY_VERIFY(overlay = named(QStringLiteral("coachOverlay")));
        QObject* coach = overlay->property("coach").value<QObject*>();
        QTRY_VERIFY(coach->property("ready").toBool());
        // Leave the lesson from its bubble: back where it came from, nothing to continue.
        clickSteady(named(QStringLiteral("coachLeave")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("rulesScreen"));
    }

private:
    QRectF sceneRect(const QQuickItem* item) const
    {
        return QRectF(item->mapToScene(QPointF(0, 0)), item->size());
    }
    bool insideWindow(const QQuickItem* item) const
    {
        const QRectF r = sceneRect(item);
        return r.left() >= -0.5 && r.top() >= -0.5 && r.right() <= window()->width() + 0.5 && r.bottom() <= window()->height() + 0.5;
    }

    // What a step shows: its bubble inside the window with its words whole,
    // never over the target; the target shown and reachable by a click.
    void checkStep(int step, QQuickItem* target, bool points)
    {
        const QString at = QStringLiteral("step %1").arg(step);
        QQuickItem* bubble = named(QStringLiteral("coachBubble"));
        QVERIFY2(shown(bubble), qPrintable(at + QStringLiteral(": no bubble")));
        QVERIFY2(insideWindow(bubble), qPrintable(at + QStringLiteral(": the bubble leaves the window")));
        QQuickItem* text = named(QStringLiteral("coachText"), bubble);
        QVERIFY2(text && !text->property("text").toString().isEmpty(), qPrintable(at + QStringLiteral(": no words")));
        static const QRegularExpression textId(QStringLiteral("^[a-z]{2}\\.[A-Za-z.]+$"));
        QVERIFY2(!textId.match(text->property("text").toString()).hasMatch(),
                 qPrintable(at + QStringLiteral(": a text id shows instead of words")));
        QVERIFY2(sceneRect(text).bottom() <= sceneRect(bubble).bottom() + 0.5, qPrintable(at + QStringLiteral(": the words run out of the bubble")));
        if (!points)
            return;
        QVERIFY2(target && shown(target), qPrintable(at + QStringLiteral(": the target does not show")));
        QVERIFY2(insideWindow(target), qPrintable(at + QStringLiteral(": the target ") + target->objectName() + QStringLiteral(" is outside the window")));
        QVERIFY2(!sceneRect(bubble).intersects(sceneRect(target)),
                 qPrintable(at + QStringLiteral(": the bubble covers ") + target->objectName()));
        if (!coachExplains()) {
            // (The ring follows a target that just moved within a moment.)
            QString cover;
            QTRY_VERIFY2((cover = e2e::coverAt(window(), target, e2e::scenePoint(target))).isEmpty(),
                         qPrintable(at + QStringLiteral(": ") + target->objectName() + QStringLiteral(" cannot be clicked: ") + cover));
        }
    }
    bool coachExplains() const
    {
        QQuickItem* overlay = named(QStringLiteral("coachOverlay"));
        QObject* coach = overlay ? overlay->property("coach").value<QObject*>() : nullptr;
        return coach && coach->property("explains").toBool();
    }

    // A click once the target stays put (rows and fans place things on the next polish).
    void clickSteady(QQuickItem* target)
    {
        QVERIFY(target);
        QVERIFY2(shown(target), qPrintable(target->objectName()));
        QPointF centre = e2e::scenePoint(target);
        for (int i = 0; i < 20; ++i) {
            QTest::qWait(i == 0 ? 1 : 16);
            const QPointF now = e2e::scenePoint(target);
            if (now == centre && i > 0)
                break;
            centre = now;
        }
        e2e::clickOn(window(), target, centre);
    }

    // The language setting (the switch itself is Settings' and its tests').
    void setLanguage(const QString& code)
    {
        m_shell->settings()->setLanguage(code);
        QTRY_COMPARE(m_shell->settings()->language(), code);
        QTest::qWait(50);
    }

    QTemporaryDir m_config;
};

QTEST_MAIN(TestLearnToPlayE2E)
#include "test_learn_to_play_e2e.moc"
