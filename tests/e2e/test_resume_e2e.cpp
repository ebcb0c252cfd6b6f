// Leaving a game and coming back, through the real window: Panda Panda
// against two bots is dealt from a seed (LaunchOptions, as --seed) and the
// person makes a few moves; then the window closes (every move was
// autosaved). A new window's Home tile offers Continue with who sat there
// and how far it got; Continue opens the same game (same moves, same hand,
// same log), which is then played to the end by clicks. A finished game
// leaves no autosave, so Home offers no Continue afterwards. Save… at the
// table keeps the game in the games' folder (our own panel: a name, Enter,
// and only a game is ever replaced), and Home's "Open a saved game…" opens it
// (or moves a spare copy to the trash).
#include "e2e_window.h"
#include "panda_player.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include "savedgames.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;

namespace {
bool shown(const QQuickItem* item)
{
    return item && item->isVisible() && item->opacity() > 0;
}
const QString kGame = QStringLiteral("panda-panda");
} // namespace

class TestResumeE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-resume"));
        // The desktop's trash (Open's Move to trash): in test mode Qt keeps it
        // under ~/.qttest, never the tester's own; emptied, so a file found
        // there was put there by this run.
        QDir(trashFolder()).removeRecursively();
        QSettings().setValue(QStringLiteral("ui/botPace"), QStringLiteral("instant"));
        LaunchOptions::set(20240607, {});   // every table deals from this seed, as --seed does
        // A previous run's unfinished game (the test folder only) is gone.
        QDir(SavedGames::defaultFolder()).removeRecursively();
        // And its saved games (this test's own app name, so no other test's).
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games")).removeRecursively();
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    void leavesAGameAndContinuesIt()
    {
        // No unfinished game yet: the tile offers only a new game.
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QCOMPARE(m_shell->window()->title(), QStringLiteral("Critter Table"));
        QVERIFY(!e2e::shown(item(QStringLiteral("continueButton-") + kGame)));   // made only beside an unfinished game

        // Home -> Setup: one person, an easy bot and a random bot.
        click(item(QStringLiteral("newGameButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QVERIFY(!findInScreen(QStringLiteral("replaceNote"))->isVisible());
        QQuickItem* editor = findInScreen(QStringLiteral("seatEditor"));
        QVERIFY(editor);
        click(findInScreen(QStringLiteral("addSeatButton")));
        QTRY_COMPARE(editor->property("count").toInt(), 3);
        QVERIFY(QMetaObject::invokeMethod(editor, "setName", Q_ARG(QVariant, 0), Q_ARG(QVariant, QStringLiteral("Ann"))));
        QVERIFY(QMetaObject::invokeMethod(editor, "setLevel", Q_ARG(QVariant, 1), Q_ARG(QVariant, QStringLiteral("easy"))));
        QVERIFY(QMetaObject::invokeMethod(editor, "setLevel", Q_ARG(QVariant, 2), Q_ARG(QVariant, QStringLiteral("random"))));
        QCOMPARE(m_shell->window()->title(), QStringLiteral("Panda Panda – Critter Table"));
        click(findInScreen(QStringLiteral("startButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        // The game in front names the window (taskbar, window switcher).
        QCOMPARE(m_shell->window()->title(), QStringLiteral("Panda Panda – Critter Table"));
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);

        // A few of the person's moves (the bots move in between).
        QRandomGenerator choices(3);
        int moves = 0;
        QElapsedTimer clock;
        clock.start();
        while (moves < 4 && clock.elapsed() < 60000) {
            if (advance(session, choices))
                ++moves;
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(moves, 4);
        // Settled on the person's next decision: everything so far is saved.
        QTRY_VERIFY_WITH_TIMEOUT(session->property("myDecision").toBool() && !session->property("busy").toBool(), 20000);
        const int actions = session->property("actionCount").toInt();
        QVERIFY(actions >= 4);
        const QStringList names = session->property("names").toStringList();
        const QVariantList hand = e2e::panda::handOf(session);
        const QVariantList piles = e2e::panda::pilesOf(session);
        const int round = session->property("round").toInt();
        const int logCount = session->property("log").value<QObject*>()->property("count").toInt();
        QCOMPARE(names.value(0), QStringLiteral("Ann"));

        // Close the window as a player would; the game stays autosaved.
        m_shell.reset();
        e2e::startWindow(m_shell);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // Home's tile offers Continue with who sat there and how far it got.
        QQuickItem* tile = item(QStringLiteral("gameTile-") + kGame);
        QVERIFY(tile);
        QQuickItem* resume = nullptr;
        QTRY_VERIFY((resume = item(QStringLiteral("continueButton-") + kGame)) && resume->isVisible());
        QVERIFY(item(QStringLiteral("newGameButton-") + kGame)->isVisible());
        QCOMPARE(findItem(tile, QStringLiteral("tileSavedNames"))->property("text").toString(), names.join(QStringLiteral(", ")));
        QVERIFY(findItem(tile, QStringLiteral("tileSavedProgress"))->property("text").toString().contains(QStringLiteral("Round")));
        QCOMPARE(findItem(tile, QStringLiteral("tileSavedWhen"))->property("text").toString(), QStringLiteral("left just now"));
        // The game that cannot continue offers nothing of the kind.
        QVERIFY(!e2e::shown(item(QStringLiteral("continueButton-trash-pandas"))));

        // Continue: the same game, at the same move.
        click(resume);
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(session->property("actionCount").toInt(), actions);
        QCOMPARE(session->property("names").toStringList(), names);
        QCOMPARE(session->property("round").toInt(), round);
        QCOMPARE(e2e::panda::handOf(session), hand);
        QCOMPARE(e2e::panda::pilesOf(session), piles);
        QVERIFY(session->property("myDecision").toBool());
        // The log was restored from the history (and says the game continued).
        QVERIFY(session->property("log").value<QObject*>()->property("count").toInt() >= logCount);

        // Play it to the end.
        clock.restart();
        while (clock.elapsed() < 240000 && !shown(findInScreen(QStringLiteral("gameEnd")))) {
            advance(session, choices);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(shown(findInScreen(QStringLiteral("gameEnd"))), "the game did not end in time");
        QVERIFY(session->property("actionCount").toInt() > actions);
        int two = 0;
        for (const QVariant& c : session->property("crowns").toList())
            two += c.toInt() == 2 ? 1 : 0;
        QCOMPARE(two, 1);

        // A finished game leaves nothing to continue: Home says so on return.
        click(findItem(findInScreen(QStringLiteral("gameEnd")), QStringLiteral("leaveTableButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QTRY_VERIFY(!e2e::shown(item(QStringLiteral("continueButton-") + kGame)));
        QVERIFY(item(QStringLiteral("newGameButton-") + kGame)->isVisible());
    }

    void returningFromATableShowsContinue()
    {
        // A new game left mid-way: back on Home (no restart) the tile offers Continue.
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("newGameButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        click(findInScreen(QStringLiteral("startButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QRandomGenerator choices(5);
        QElapsedTimer clock;
        clock.start();
        int moves = 0;
        while (moves < 1 && clock.elapsed() < 60000) {
            if (advance(session, choices))
                ++moves;
            if (QTest::currentTestFailed())
                return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(session->property("myDecision").toBool() && !session->property("busy").toBool(), 20000);
        const int actions = session->property("actionCount").toInt();
        click(findInScreen(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        // Setup says a new game would replace the unfinished one.
        QVERIFY(findInScreen(QStringLiteral("replaceNote"))->isVisible());
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QTRY_VERIFY(e2e::shown(item(QStringLiteral("continueButton-") + kGame)));
        click(item(QStringLiteral("continueButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        session = screen()->property("session").value<QObject*>();
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(session->property("actionCount").toInt(), actions);
    }

    void savesAndOpensAGameFromTheGamesFolder()
    {
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        const int actions = session->property("actionCount").toInt();
        // In tests the games' own folder is in the app's data folder, never in anyone's documents.
        const QString games = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
        const QString saved = games + QStringLiteral("/my game.json");

        // Save… opens our own panel, its name field ready with a suggested name.
        QQuickItem* saveAs = findInScreen(QStringLiteral("saveAsButton"));
        QVERIFY(saveAs && saveAs->isVisible());
        click(saveAs);
        QObject* saveDialog = nullptr;
        QTRY_VERIFY((saveDialog = screen()->findChild<QObject*>(QStringLiteral("saveDialog"))) && saveDialog->property("opened").toBool());
        QQuickItem* name = item(QStringLiteral("saveNameField"));
        QVERIFY(name);
        QTRY_VERIFY(name->hasActiveFocus());
        QVERIFY(name->property("text").toString().startsWith(QStringLiteral("Panda Panda 20")));
        QVERIFY(QFileInfo(games).isDir());
        // Typing replaces the suggestion (it starts selected); Enter saves.
        type(QStringLiteral("my game"));
        QCOMPARE(name->property("text").toString(), QStringLiteral("my game"));
        QTest::keyClick(m_shell->window(), Qt::Key_Return);
        QTRY_VERIFY(!saveDialog->property("opened").toBool());
        QVERIFY(SavedGames::isGameFile(saved));
        QCOMPARE(session->property("actionCount").toInt(), actions);

        // Again (Ctrl+S, as in any program) under the same name: the panel
        // says it replaces that game, and does.
        // Save offers the game's own file again (as a desktop program's Save does).
        QTest::keyClick(m_shell->window(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(saveDialog->property("opened").toBool());
        QTRY_VERIFY(name->hasActiveFocus());
        QCOMPARE(name->property("text").toString(), QStringLiteral("my game"));
        QQuickItem* accept = item(QStringLiteral("fileDialogAccept"));
        QTRY_COMPARE(accept->property("text").toString(), QStringLiteral("Replace"));
        QVERIFY(item(QStringLiteral("gameFile-my game")));
        QTest::keyClick(m_shell->window(), Qt::Key_Return);
        QTRY_VERIFY(!saveDialog->property("opened").toBool());
        QVERIFY(SavedGames::isGameFile(saved));

        // A file that is not a game is never offered to be replaced.
        const QByteArray notesText = "{\"name\": \"not a game\"}";
        {
            QFile notes(games + QStringLiteral("/notes.json"));
            QVERIFY(notes.open(QIODevice::WriteOnly));
            notes.write(notesText);
            QVERIFY(notes.flush());   // or closing writes it, and the time with it
            // Newer than the game for sure (a file system's clock may give both one time).
            QVERIFY(notes.setFileTime(QDateTime::currentDateTime().addSecs(60), QFileDevice::FileModificationTime));
        }
        click(saveAs);
        QTRY_VERIFY(saveDialog->property("opened").toBool());
        QTRY_VERIFY(name->hasActiveFocus());
        type(QStringLiteral("notes"));
        QTRY_VERIFY(!accept->isEnabled());
        QVERIFY(item(QStringLiteral("fileDialogNote"))->property("text").toString().contains(QStringLiteral("notes.json")));
        QTest::keyClick(m_shell->window(), Qt::Key_Return);   // Enter does nothing then
        QVERIFY(saveDialog->property("opened").toBool());
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_VERIFY(!saveDialog->property("opened").toBool());
        {
            QFile notes(games + QStringLiteral("/notes.json"));
            QVERIFY(notes.open(QIODevice::ReadOnly));
            QCOMPARE(notes.readAll(), notesText);
        }
        QCOMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));   // Esc shut only the panel

        click(findInScreen(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // The footer's "Open a saved game…" opens the same panel for opening.
        QQuickItem* open = item(QStringLiteral("openFileButton"));
        QVERIFY(open && open->isVisible());
        QVERIFY(open->mapToScene(QPointF(open->width(), open->height())).y() <= m_shell->window()->height());
        // Made on the first press (nothing of it is compiled at start-up).
        QVERIFY(!screen()->findChild<QObject*>(QStringLiteral("openDialog")));
        click(open);
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && dialog->property("opened").toBool());
        // The newest file is the one that is not a game: listed, but the
        // choice starts on the newest game that can be opened.
        QQuickItem* list = item(QStringLiteral("gameFileList"));
        QVERIFY(list);
        QTRY_COMPARE(list->property("count").toInt(), 2);
        QCOMPARE(list->property("currentIndex").toInt(), 1);
        QVERIFY(item(QStringLiteral("gameFile-notes")));
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_VERIFY(!dialog->property("opened").toBool());
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // A spare copy, newer than the game: opened again (Ctrl+O, the same
        // panel), the choice starts on it, and Delete moves it to the trash.
        const QString spare = games + QStringLiteral("/spare.json");
        QVERIFY(QFile::copy(saved, spare));
        {
            QFile file(spare);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(30), QFileDevice::FileModificationTime));
        }
        QTest::keyClick(m_shell->window(), Qt::Key_O, Qt::ControlModifier);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(screen()->findChild<QObject*>(QStringLiteral("openDialog")), dialog);
        QTRY_VERIFY(list->hasActiveFocus());
        QTRY_COMPARE(list->property("count").toInt(), 3);
        QCOMPARE(list->property("currentIndex").toInt(), 1);
        QVERIFY(item(QStringLiteral("gameFile-spare")));
        QTest::keyClick(m_shell->window(), Qt::Key_Delete);
        QTRY_COMPARE(list->property("count").toInt(), 2);
        QVERIFY(!QFileInfo::exists(spare));
        QVERIFY(QFileInfo::exists(trashFolder() + QStringLiteral("/files/spare.json")));
        QVERIFY(item(QStringLiteral("fileDialogNote"))->property("text").toString().contains(QStringLiteral("spare")));
        // The choice stays in its place, now on the game; Enter opens it.
        QCOMPARE(list->property("currentIndex").toInt(), 1);
        QTest::keyClick(m_shell->window(), Qt::Key_Return);
        // A Panda Panda game is left unfinished: Open asks before the file replaces it (issue 29 item 1).
        QQuickItem* replace = nullptr;
        QTRY_VERIFY(shown(replace = item(QStringLiteral("replaceUnfinishedButton"))));
        click(replace);
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        session = screen()->property("session").value<QObject*>();
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(session->property("actionCount").toInt(), actions);
    }

private:
    // One step of the game loop: close a round's end screen, wait for the
    // bots, or make the person's move (true when a move was made).
    bool advance(QObject* session, QRandomGenerator& choices)
    {
        QQuickItem* roundEnd = findInScreen(QStringLiteral("roundEnd"));
        if (shown(roundEnd)) {
            click(findItem(roundEnd, QStringLiteral("nextRoundButton")));
            [&] { QTRY_VERIFY(!session->property("roundOver").toBool()); }();
            return false;
        }
        if (!session->property("myDecision").toBool()) {
            QTest::qWait(1);
            return false;
        }
        e2e::panda::MoveCounts counts;
        e2e::panda::playOneMove(m_shell->window(), screen(), session, choices, counts);
        return true;
    }

    static QString trashFolder()
    {
        return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/Trash");
    }
    QQuickItem* root() const { return m_shell->window()->contentItem(); }
    QQuickItem* item(const QString& name) const { return findItem(root(), name); }
    QQuickItem* findInScreen(const QString& name) const { return findItem(screen(), name); }
    QQuickItem* screen() const { return e2e::screenOf(item(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }
    void click(QQuickItem* target, double fx = 0.5) { e2e::click(m_shell->window(), target, fx); }
    // QTest's keyClicks is for widgets only: one key at a time to the window.
    void type(const QString& text)
    {
        for (const QChar c : text)
            QTest::keyClick(m_shell->window(), c.toLatin1());
    }

    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestResumeE2E)
#include "test_resume_e2e.moc"
