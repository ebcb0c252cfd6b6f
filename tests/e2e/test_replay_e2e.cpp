// Replay after a finished game, reached as a person reaches it, in every game
// and at both window sizes: Home -> Setup (every seat a Random bot, or CPU
// racers, set by clicking the seat cards and the level lists) -> Start; the
// bots play to the end; the results cover the table (so the top bar's Replay
// cannot be clicked: the click check says what lies over it); Esc closes the
// results and stays at the table, the top bar's Results opens them again,
// "Look at the table" closes them; the top bar's Replay starts the replay;
// one step on, seek with the slider and to either end, whose cards to show,
// close the replay, and the results are there again; their own "Watch the
// replay" starts it too. Every click goes through e2e::click, which fails a
// click that would land on something lying over its target.
// With CRITTER_E2E_SHOTS set to a folder it saves the results and the table
// with the results closed there (replay-<game>-<what>-<w>x<h>.png), and each
// finished game (replay-<game>.json).
#include "e2e_window.h"
#include "settings/appsettings.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QElapsedTimer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::handOf;
using e2e::offeredChoices;
using e2e::shown;

namespace {
// What differs between the games' tables.
struct Game {
    QString id;            // the registry's id
    QString table;         // the table's objectName
    QString results;       // the results cover's objectName
    QString lookAtTable;   // its "Look at the table" button
    QString watchReplay;   // its "Watch the replay" button
    QString verdict;       // its text saying who won
};

Game gameNamed(const QString& id)
{
    if (id == QLatin1String("trash-pandas"))
        return {id, QStringLiteral("trashPandasTable"), QStringLiteral("tpScoreTable"), QStringLiteral("tpLookAtTable"),
                QStringLiteral("tpWatchReplay"), QStringLiteral("tpWinnerText")};
    if (id == QLatin1String("panda-panda"))
        return {id, QStringLiteral("pandaPandaTable"), QStringLiteral("gameEnd"), QStringLiteral("lookAtTableButton"),
                QStringLiteral("watchReplayFromResults"), QStringLiteral("roundEndTitle")};
    return {id, QStringLiteral("trashDashTable"), QStringLiteral("tdStandings"), QStringLiteral("tdLookAtTable"),
            QStringLiteral("tdWatchReplay"), QStringLiteral("tdResultText")};
}
} // namespace

class TestReplayE2E : public e2e::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(2024, {});   // every table deals from this seed, as --seed does
        e2e::useTestSettings(m_config, QStringLiteral("e2e-replay"));
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    void replayAfterTheEnd_data() { eachGameAtBothSizes(); }

    void replayAfterTheEnd()
    {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        const Game g = gameNamed(game);
        QQuickWindow* win = window();
        win->resize(size);
        QTRY_COMPARE(win->size(), size);
        goHome();
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // Home -> Setup; every seat a bot (Trash Dash: a bot and CPU racers).
        startBotsOnly(game);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(currentScreen(), g.table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("people").toInt(), 0);

        // The bots play to the end; the results cover the table, the top bar's Replay with it.
        QQuickItem* results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(shown(results = named(g.results)), 180000);
        QVERIFY(session->property("over").toBool());
        const QString verdict = named(g.verdict, results)->property("text").toString();
        QVERIFY2(verdict.contains(QStringLiteral("Bot")) || verdict.contains(QStringLiteral("CPU")), qPrintable(verdict));
        QQuickItem* replayButton = named(QStringLiteral("watchReplayButton"));
        QVERIFY(replayButton);
        QTRY_VERIFY(!QQuickTest::qIsPolishScheduled(replayButton->parentItem()));
        const QString cover = e2e::coverAt(win, replayButton, e2e::scenePoint(replayButton));
        QVERIFY2(!cover.isEmpty(), "the results do not cover the top bar's Replay button");
        QVERIFY2(cover.contains(g.results), qPrintable(cover));
        QVERIFY(!shown(named(QStringLiteral("showResultsButton"))));
        shoot(game, QStringLiteral("results"));
        // The finished game as a file too, for screenshots of the real app (it opens as a replay).
        if (const QString folder = qEnvironmentVariable("CRITTER_E2E_SHOTS"); !folder.isEmpty()) {
            bool saved = false;
            QMetaObject::invokeMethod(session, "saveAs", Q_RETURN_ARG(bool, saved),
                                      Q_ARG(QUrl, QUrl::fromLocalFile(folder + QStringLiteral("/replay-%1.json").arg(game))));
            QVERIFY(saved);
        }

        // Esc closes the results and stays at the table; Results opens them again.
        QTRY_VERIFY2(results->isAncestorOf(win->activeFocusItem()), qPrintable(e2e::hit::describe(win->activeFocusItem())));
        e2e::pressKey(win, Qt::Key_Escape);
        QTRY_VERIFY(!shown(named(g.results)));
        QCOMPARE(currentScreen(), g.table);
        click(named(QStringLiteral("showResultsButton")));
        QTRY_VERIFY(shown(named(g.results)));

        // "Look at the table": the final table and the top bar, with Replay and Results.
        click(named(g.lookAtTable));
        QTRY_VERIFY(!shown(named(g.results)));
        QCOMPARE(currentScreen(), g.table);
        QVERIFY(shown(named(QStringLiteral("showResultsButton"))));
        QTRY_VERIFY(e2e::reachable(win, named(QStringLiteral("watchReplayButton"))));
        shoot(game, QStringLiteral("table"));

        // The top bar's Replay: from the first move, one step on, seek, whose cards.
        click(named(QStringLiteral("watchReplayButton")));
        QTRY_VERIFY(session->property("replaying").toBool());
        QVERIFY(shown(named(QStringLiteral("replayBar"))));
        QVERIFY(!shown(named(g.results)));
        const int length = session->property("replayLength").toInt();
        QVERIFY(length > 4);
        QCOMPARE(session->property("replayPosition").toInt(), 0);
        click(named(QStringLiteral("replayForward")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), 1);
        click(named(QStringLiteral("replayForward")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), 2);
        click(named(QStringLiteral("replayBack")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), 1);
        // The slider: a click three quarters along goes about three quarters into the game.
        click(named(QStringLiteral("replaySlider")), 0.75);
        QTRY_VERIFY(session->property("replayPosition").toInt() > length / 2);
        QVERIFY(session->property("replayPosition").toInt() < length);
        click(named(QStringLiteral("replayStart")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), 0);
        click(named(QStringLiteral("replayEnd")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), length);
        QVERIFY(session->property("replaying").toBool());
        QVERIFY(!shown(named(g.results)));   // the end of a replay is no new end of the game
        // Whose cards: each seat in turn, then back to the first.
        for (int seat = session->property("players").toInt() - 1; seat >= 0; --seat) {
            click(named(QStringLiteral("replaySeat-%1").arg(seat)));
            QTRY_COMPARE(session->property("viewer").toInt(), seat);
        }
        click(named(QStringLiteral("replayBack")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), length - 1);

        // Close the replay: the game as it ended, and its results again, saying the same.
        click(named(QStringLiteral("replayClose")));
        QTRY_VERIFY(!session->property("replaying").toBool());
        QTRY_VERIFY(shown(results = named(g.results)));
        QVERIFY(session->property("over").toBool());
        QTRY_COMPARE(named(g.verdict, results)->property("text").toString(), verdict);

        // The results' own "Watch the replay", and closed again.
        click(named(g.watchReplay));
        QTRY_VERIFY(session->property("replaying").toBool());
        QCOMPARE(session->property("replayPosition").toInt(), 0);
        click(named(QStringLiteral("replayForward")));
        QTRY_COMPARE(session->property("replayPosition").toInt(), 1);
        click(named(QStringLiteral("replayClose")));
        QTRY_VERIFY(!session->property("replaying").toBool());
        QTRY_VERIFY(shown(named(g.results)));

        // With the results closed, Esc leaves the table as before.
        click(named(g.lookAtTable));
        QTRY_VERIFY(!shown(named(g.results)));
        e2e::pressKey(win, Qt::Key_Escape);
        QTRY_VERIFY(currentScreen() != g.table);
    }

private:
    // Back to Home, whatever shows.
    void goHome()
    {
        for (int i = 0; i < 4 && currentScreen() != QLatin1String("homeScreen"); ++i) {
            QQuickItem* back = named(QStringLiteral("backButton"), screen());
            if (shown(back))
                click(back);
            else
                e2e::pressKey(window(), Qt::Key_Escape);
            QTest::qWait(20);
        }
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    void shoot(const QString& game, const QString& what)
    {
        const QString folder = qEnvironmentVariable("CRITTER_E2E_SHOTS");
        if (folder.isEmpty())
            return;
        QTest::qWait(50);
        window()->grabWindow().save(QStringLiteral("%1/replay-%2-%3-%4x%5.png")
                                        .arg(folder, game, what)
                                        .arg(window()->width())
                                        .arg(window()->height()));
    }


    QTemporaryDir m_config;
};

QTEST_MAIN(TestReplayE2E)
#include "test_replay_e2e.moc"
