// Issue 31, findings 6 to 8: a write that fails is said where the person
// is, through the real window, reached by clicks from Home.
//  - The autosave folder made unwritable (read-only; as root, a file in its
//    place): the table shows "This game is not being saved: <why>" for as
//    long as it lasts, gone once an autosave works again, and Leave says the
//    game was not saved instead of "Saved. Continue this game ...". What was
//    autosaved before is not touched.
//  - The statistics database's folder unwritable: a finished game it cannot
//    take is counted and said on the Statistics screen, with the reason, and
//    a game played to its end at a table says so over the results.
//  - The settings file's folder unwritable: a change on the Settings screen
//    applies, and the screen says it cannot be remembered, and why.
//  - The games folder unwritable: Save's panel says why it could not save,
//    naming the folder or file, and nothing is written anywhere else.
#include "e2e_window.h"
#include "panda_player.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"
#include "../app/unwritable.h"

#include "savedgames.h"
#include "statistics.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
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
using e2e::shown;

namespace {
const QString kGame = QStringLiteral("panda-panda");

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

FinishedGame finished(int minute)
{
    FinishedGame g;
    g.gameId = QStringLiteral("trash-pandas");
    g.finishedAt = QDateTime(QDate(2026, 12, 6), QTime(12, 0), Qt::UTC).addSecs(60 * minute);
    g.moves = 40;
    g.seats = {{QStringLiteral("Ann"), QStringLiteral("person"), QString(), 30, true},
               {QStringLiteral("Bot 2"), QStringLiteral("bot"), QStringLiteral("easy"), 20, false}};
    return g;
}
} // namespace

class TestWriteProblemsE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        QVERIFY(m_data.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-write-problems"));
        LaunchOptions::set(20261206, {});
        QDir(SavedGames::defaultFolder()).removeRecursively();
        QVERIFY(QDir().mkpath(SavedGames::defaultFolder()));
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase()
    {
        m_shell.reset();
        QDir(SavedGames::defaultFolder()).removeRecursively();
    }

    void a_failed_autosave_is_said_at_the_table_and_by_leave()
    {
        const QString autosave = SavedGames::autosavePath(SavedGames::defaultFolder(), kGame);
        // An autosave from before, of another game of this kind: it must survive all this.
        const QByteArray before = "{\"game\": \"panda-panda\", \"setup\": {\"players\": 2, \"seed\": 5}, "
                                  "\"seats\": [{\"name\": \"Ann\", \"kind\": \"person\"}, "
                                  "{\"name\": \"Bot\", \"kind\": \"bot\", \"level\": \"easy\"}], \"actions\": []}\n";
        {
            QFile file(autosave);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(before);
        }
        unwritable::Folder folder(SavedGames::defaultFolder());
        QVERIFY(folder.block());

        // Home -> Setup -> Start, as a person does.
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("newGameButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        click(findInScreen(QStringLiteral("startButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);

        // The deal's autosave failed: the table says so, with the reason.
        QQuickItem* notice = nullptr;
        QTRY_VERIFY(shown(notice = findInScreen(QStringLiteral("saveProblemNotice"))));
        const QString why = session->property("saveProblem").toString();
        const QString folderShown = QDir::toNativeSeparators(folder.path());
        QVERIFY2(why.contains(folderShown), qPrintable(why));
        QVERIFY2(why.contains(unwritable::Folder::asRoot() ? QStringLiteral("is a file, not a folder")
                                                           : QStringLiteral("Permission denied")),
                 qPrintable(why));
        QCOMPARE(findItem(notice, QStringLiteral("saveProblemText"))->property("text").toString(),
                 QStringLiteral("This game is not being saved: ") + why);

        // It lasts: still there after the person's next moves.
        QRandomGenerator choices(7);
        QVERIFY(playMoves(session, choices, 2));
        QVERIFY(shown(notice));

        // The folder writable again: the next autosave works and the notice goes.
        QVERIFY(folder.restore());
        QCOMPARE(contents(autosave), before);   // untouched all along
        QVERIFY(playMoves(session, choices, 1));
        QTRY_VERIFY(!shown(notice));
        QCOMPARE(session->property("saveProblem").toString(), QString());
        QTRY_VERIFY(contents(autosave) != before);

        // Unwritable once more, then Leave: it says the truth, not "Saved".
        QVERIFY(folder.block());
        QVERIFY(playMoves(session, choices, 1));
        QTRY_VERIFY(shown(notice));
        const QString whyNow = session->property("saveProblem").toString();
        click(findInScreen(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));   // back where the table was opened
        QQuickItem* said = item(QStringLiteral("notice"));
        QTRY_VERIFY(shown(said));
        QCOMPARE(said->property("text").toString(),
                 QStringLiteral("This game was not saved (%1), so Continue cannot bring it back as it is now.").arg(whyNow));
        QVERIFY(folder.restore());
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    void a_game_statistics_cannot_record_is_said_on_the_statistics_screen()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(QDir().mkpath(m_data.filePath(QStringLiteral("stats"))));
        Statistics* stats = m_shell->statistics();
        stats->openAt(m_data.filePath(QStringLiteral("stats/stats.sqlite")));
        QCOMPARE(stats->recordGame(finished(0)), QString());
        unwritable::Folder folder(m_data.filePath(QStringLiteral("stats")));
        QVERIFY(folder.block());
        const QString why = stats->recordGame(finished(1));
        QVERIFY(!why.isEmpty());

        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        QQuickItem* note = nullptr;
        QTRY_VERIFY(shown(note = findInScreen(QStringLiteral("statsUnrecorded"))));
        QCOMPARE(note->property("text").toString(),
                 QStringLiteral("Finished games that could not be recorded: 1 (%1)").arg(why));
        QCOMPARE(stats->totalGames(), 1);   // the game recorded before is still there

        // Writable again: the next game takes the waiting one along; the words go.
        QVERIFY(folder.restore());
        QCOMPARE(stats->recordGame(finished(2)), QString());
        QTRY_VERIFY(!note->isVisible());
        QCOMPARE(stats->totalGames(), 3);
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    void settings_that_cannot_be_remembered_say_so_on_the_settings_screen()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        const QString file = QSettings().fileName();
        QVERIFY(QFileInfo::exists(file));
        const QByteArray before = contents(file);
        unwritable::Folder folder(QFileInfo(file).absolutePath());
        QVERIFY(folder.block());

        click(item(QStringLiteral("settingsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("settingsScreen"));
        QQuickItem* problem = findInScreen(QStringLiteral("settingsWriteProblem"));
        QVERIFY(problem);
        // A change by a click applies, and cannot be kept: the screen says so.
        QQuickItem* undoSwitch = findInScreen(QStringLiteral("undoSwitch"));
        const bool was = undoSwitch->property("checked").toBool();
        click(undoSwitch);
        QTRY_VERIFY(undoSwitch->property("checked").toBool() != was);
        QTRY_VERIFY(shown(problem));
        const QString text = problem->property("text").toString();
        QVERIFY2(text.startsWith(QStringLiteral("Changes apply now but cannot be remembered: ")), qPrintable(text));
        QVERIFY2(text.contains(QDir::toNativeSeparators(unwritable::Folder::asRoot() ? folder.path() : file)), qPrintable(text));

        // Writable again: the next change is kept and the words go.
        QVERIFY(folder.restore());
        QCOMPARE(contents(file), before);   // what was kept is not lost
        click(undoSwitch);
        QTRY_VERIFY(!problem->isVisible());
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    // Finding 7 at the results: a game played to its end at a table (two
    // bots, so it plays itself) that the statistics cannot take says so over
    // the results, with the reason.
    void a_game_statistics_cannot_record_is_said_over_the_results()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(QDir().mkpath(m_data.filePath(QStringLiteral("results"))));
        Statistics* stats = m_shell->statistics();
        stats->openAt(m_data.filePath(QStringLiteral("results/stats.sqlite")));
        unwritable::Folder folder(m_data.filePath(QStringLiteral("results")));
        QVERIFY(folder.block());

        click(item(QStringLiteral("newGameButton-trash-pandas")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* editor = findInScreen(QStringLiteral("seatEditor"));
        QVERIFY(editor);
        QVariant done;
        QVERIFY(QMetaObject::invokeMethod(editor, "setKind", Q_RETURN_ARG(QVariant, done), Q_ARG(QVariant, 0),
                                          Q_ARG(QVariant, QStringLiteral("bot"))));
        QVERIFY(QMetaObject::invokeMethod(editor, "setLevel", Q_ARG(QVariant, 0), Q_ARG(QVariant, QStringLiteral("easy"))));
        click(findInScreen(QStringLiteral("startButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("trashPandasTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QTRY_VERIFY_WITH_TIMEOUT(session->property("over").toBool(), 120000);
        QQuickItem* notice = nullptr;
        QTRY_VERIFY(shown(notice = findInScreen(QStringLiteral("saveProblemNotice"))));
        const QString why = session->property("recordProblem").toString();
        QVERIFY(!why.isEmpty());
        QCOMPARE(findItem(notice, QStringLiteral("recordProblemText"))->property("text").toString(),
                 QStringLiteral("This game could not be recorded in the statistics: ") + why);
        QTRY_VERIFY(shown(findInScreen(QStringLiteral("tpScoreTable"))));   // the results, under the notice
        QCOMPARE(stats->unrecordedGames(), 1);
        QVERIFY(folder.restore());
        click(findInScreen(QStringLiteral("tpLeaveAfterGame")));   // the notice takes no clicks
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    // Finding 9: with the games folder unusable, Save in its panel says why,
    // naming the folder, stays open, and writes nowhere else.
    void save_says_why_it_could_not_save_in_its_panel()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        const QString games = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
        QVERIFY(QDir().mkpath(games));
        click(item(QStringLiteral("newGameButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        click(findInScreen(QStringLiteral("startButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QTRY_VERIFY(session->property("myDecision").toBool() && !session->property("busy").toBool());

        unwritable::Folder folder(games);
        QVERIFY(folder.block());
        click(findInScreen(QStringLiteral("saveAsButton")));
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = screen()->findChild<QObject*>(QStringLiteral("saveDialog"))) && dialog->property("opened").toBool());
        QTRY_VERIFY(item(QStringLiteral("saveNameField"))->hasActiveFocus());
        const QString name = item(QStringLiteral("saveNameField"))->property("text").toString();
        QTest::keyClick(m_shell->window(), Qt::Key_Return);   // Save, as the panel's Enter does
        QQuickItem* note = nullptr;
        QTRY_VERIFY(shown(note = item(QStringLiteral("fileDialogNote"))));
        const QString said = note->property("text").toString();
        if (unwritable::Folder::asRoot())
            QCOMPARE(said, QStringLiteral("Could not save: %1 is a file, not a folder.").arg(QDir::toNativeSeparators(games)));
        else
            QCOMPARE(said, QStringLiteral("Could not save: %1 could not be written: Permission denied.")
                               .arg(QDir::toNativeSeparators(games + QLatin1Char('/') + name + QStringLiteral(".json"))));
        QVERIFY(dialog->property("opened").toBool());   // the panel stays, to choose again
        QVERIFY(!QFileInfo::exists(QDir::home().filePath(name + QStringLiteral(".json"))));
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_VERIFY(!dialog->property("opened").toBool());
        QVERIFY(folder.restore());
        QVERIFY(!QFileInfo::exists(games + QLatin1Char('/') + name + QStringLiteral(".json")));
        click(findInScreen(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

private:
    // The person makes `count` moves (the bots answer in between).
    bool playMoves(QObject* session, QRandomGenerator& choices, int count)
    {
        QElapsedTimer clock;
        clock.start();
        int made = 0;
        while (made < count && clock.elapsed() < 60000) {
            QQuickItem* roundEnd = findInScreen(QStringLiteral("roundEnd"));
            if (shown(roundEnd)) {
                click(findItem(roundEnd, QStringLiteral("nextRoundButton")));
                continue;
            }
            if (!session->property("myDecision").toBool() || session->property("busy").toBool()) {
                QTest::qWait(5);
                continue;
            }
            e2e::panda::MoveCounts counts;
            e2e::panda::playOneMove(m_shell->window(), screen(), session, choices, counts);
            if (QTest::currentTestFailed())
                return false;
            ++made;
            // Settled on the next decision: the move's autosave has run.
            QElapsedTimer settle;
            settle.start();
            while (settle.elapsed() < 20000 && (session->property("busy").toBool() || !session->property("myDecision").toBool())
                   && !shown(findInScreen(QStringLiteral("roundEnd"))))
                QTest::qWait(5);
        }
        return made == count;
    }

    QQuickItem* root() const { return m_shell->window()->contentItem(); }
    QQuickItem* item(const QString& name) const { return findItem(root(), name); }
    QQuickItem* findInScreen(const QString& name) const { return findItem(screen(), name); }
    QQuickItem* screen() const { return e2e::screenOf(item(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }
    void click(QQuickItem* target, double fx = 0.5) { e2e::click(m_shell->window(), target, fx); }

    QTemporaryDir m_config;
    QTemporaryDir m_data;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestWriteProblemsE2E)
#include "test_write_problems_e2e.moc"
