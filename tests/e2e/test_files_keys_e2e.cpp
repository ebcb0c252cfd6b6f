// Saved games, keys and tooltips through the real window, reached by clicks
// from Home (issue 29):
//  - item 1: opening a saved game of a game left unfinished asks first
//    ("Open this file?" / "Keep it"); Keep it keeps the unfinished game;
//  - item 26: Ctrl+O opens the Open panel at a table too (with the same
//    question), and the Keys list says which keys work everywhere;
//  - item 25: Home's summary of an unfinished game is worded in the language
//    shown, not the one it was saved in;
//  - item 14: a tooltip closes when the decision changes, and stays closed
//    while the pointer rests.
#include "e2e_window.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"
#include "settings/appsettings.h"

#include "savedgames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::shown;

namespace {
const QString kGame = QStringLiteral("panda-panda");

QString gamesFolder()
{
    // In tests the games' own folder is in the app's data folder.
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestFilesKeysE2E : public e2e::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-files-keys"));
        LaunchOptions::set(20240701, {});
        QDir(SavedGames::defaultFolder()).removeRecursively();
        QDir(gamesFolder()).removeRecursively();
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    // Each case starts on Home, whatever the last one left open.
    void init()
    {
        escapeToHome();
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    // Item 1: Open asks before a file replaces the game left unfinished.
    void openingAFileAsksBeforeItReplacesAnUnfinishedGame()
    {
        leaveAnUnfinishedGame();
        if (QTest::currentTestFailed())
            return;
        const QString autosave = SavedGames::autosavePath(SavedGames::defaultFolder(), kGame);
        const QByteArray unfinished = bytesOf(autosave);
        QVERIFY(!unfinished.isEmpty());
        // A saved game of the same game in the games' folder.
        QDir().mkpath(gamesFolder());
        const QString spare = gamesFolder() + QStringLiteral("/spare.json");
        QFile::remove(spare);
        QVERIFY(QFile::copy(autosave, spare));

        // Open, the file, Open: the question, naming the game and who played it.
        openFromPanel(named(QStringLiteral("openFileButton")));
        QObject* ask = replaceAsk();
        QVERIFY(ask);
        QTRY_VERIFY(ask->property("opened").toBool());
        const QString question = named(QStringLiteral("replaceUnfinishedText"))->property("text").toString();
        QVERIFY2(question.contains(QStringLiteral("Panda Panda")) && question.contains(QStringLiteral("Player 1")),
                 qPrintable(question));
        // Its panel holds what it says (a template popup is 0 high unless told).
        QTRY_VERIFY(ask->property("height").toReal() > named(QStringLiteral("replaceUnfinishedText"))->height() + 60);
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));
        snapshots(QStringLiteral("open-replace-ask"));

        // Keep it: the unfinished game stays, the list comes back.
        click(named(QStringLiteral("keepUnfinishedButton")));
        QTRY_VERIFY(!ask->property("visible").toBool());
        QObject* panel = screen()->findChild<QObject*>(QStringLiteral("openDialog"));
        QTRY_VERIFY(panel && panel->property("opened").toBool());
        click(named(QStringLiteral("fileDialogCancel")));
        QTRY_VERIFY(!panel->property("visible").toBool());
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QCOMPARE(bytesOf(autosave), unfinished);
        QTRY_VERIFY(shown(named(QStringLiteral("continueButton-") + kGame)));

        // Asked again, "Open this file": the file's game at its table.
        openFromPanel(named(QStringLiteral("openFileButton")));
        QTRY_VERIFY(ask->property("opened").toBool());
        click(named(QStringLiteral("replaceUnfinishedButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("gameFile").toUrl().toLocalFile(), spare);
    }

    // Item 26: Ctrl+O at a table opens the Open panel (and asks as on Home);
    // the Keys list says Ctrl+O works everywhere.
    void ctrlOOpensAGameAtATableAndTheKeysListSaysWhere()
    {
        leaveAnUnfinishedGame();
        if (QTest::currentTestFailed())
            return;
        const QString spare = gamesFolder() + QStringLiteral("/spare.json");
        QDir().mkpath(gamesFolder());
        QFile::remove(spare);
        QVERIFY(QFile::copy(SavedGames::autosavePath(SavedGames::defaultFolder(), kGame), spare));
        click(named(QStringLiteral("continueButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QTRY_VERIFY(!session->property("busy").toBool());

        // Ctrl+O: the panel, the file, Open: the table's own game is the one asked about.
        e2e::pressKey(window(), Qt::Key_O, Qt::ControlModifier);
        openFromPanel(nullptr);
        QObject* ask = replaceAsk();
        QVERIFY(ask);
        QTRY_VERIFY(ask->property("opened").toBool());
        click(named(QStringLiteral("keepUnfinishedButton")));
        QTRY_VERIFY(!ask->property("visible").toBool());
        QObject* panel = screen()->findChild<QObject*>(QStringLiteral("openDialog"));
        QTRY_VERIFY(panel && panel->property("opened").toBool());
        click(named(QStringLiteral("fileDialogCancel")));
        QTRY_VERIFY(!panel->property("visible").toBool());
        QCOMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QCOMPARE(screen()->property("session").value<QObject*>(), session);

        // The Keys list: Ctrl+O under the keys that work everywhere.
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("keysButton"))));
        click(named(QStringLiteral("keysButton")));
        QObject* sheet = screen()->findChild<QObject*>(QStringLiteral("shortcutSheet"));
        QTRY_VERIFY(sheet && sheet->property("opened").toBool());
        QQuickItem* sheetItem = sheet->property("contentItem").value<QQuickItem*>();
        QVERIFY(sheetItem);
        const auto textShown = [&](const QString& text) {
            return findItem(sheetItem, [&](QQuickItem* it) {
                       return it->inherits("QQuickText") && it->property("text").toString() == text;
                   }) != nullptr;
        };
        QVERIFY(textShown(QStringLiteral("Everywhere, at a table and on Home")));
        QVERIFY(textShown(QStringLiteral("Ctrl+O")));
        QVERIFY(textShown(QStringLiteral("Open a saved game")));
        snapshots(QStringLiteral("keys-sheet-panda-panda"));
        e2e::pressKey(window(), Qt::Key_Escape);
        QTRY_VERIFY(!sheet->property("visible").toBool());
    }

    // Item 25: a summary saved in one language reads in the language shown.
    void homeSummaryFollowsTheLanguageShown()
    {
        leaveAnUnfinishedGame();
        if (QTest::currentTestFailed())
            return;
        QQuickItem* progress = nullptr;
        QTRY_VERIFY(shown(progress = named(QStringLiteral("tileSavedProgress"))));
        QTRY_VERIFY2(progress->property("text").toString().startsWith(QStringLiteral("Round 1 · crowns: ")),
                     qPrintable(progress->property("text").toString()));

        setLanguage(QStringLiteral("de"));
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(shown(progress = named(QStringLiteral("tileSavedProgress"))));
        QTRY_VERIFY2(progress->property("text").toString().startsWith(QStringLiteral("Runde 1 · Kronen: ")),
                     qPrintable(progress->property("text").toString()));

        // A window started in German words it in German from the start (Home
        // is made before the saved language's translation is installed).
        m_shell.reset();
        e2e::startWindow(m_shell);
        QTRY_VERIFY(shown(progress = named(QStringLiteral("tileSavedProgress"))));
        QTRY_VERIFY2(progress->property("text").toString().startsWith(QStringLiteral("Runde 1 · Kronen: ")),
                     qPrintable(progress->property("text").toString()));

        // And the other way: a new game saved in German, read in English.
        leaveAnUnfinishedGame();
        if (QTest::currentTestFailed())
            return;
        QVERIFY(bytesOf(SavedGames::autosavePath(SavedGames::defaultFolder(), kGame)).contains("Runde"));
        setLanguage(QStringLiteral("en"));
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(shown(progress = named(QStringLiteral("tileSavedProgress"))));
        QTRY_VERIFY2(progress->property("text").toString().startsWith(QStringLiteral("Round 1 · crowns: ")),
                     qPrintable(progress->property("text").toString()));
    }

    // Item 14: a space's tooltip closes when the decision changes and stays
    // closed while the pointer rests on the space.
    void tooltipsCloseWhenTheDecisionChanges()
    {
        click(named(QStringLiteral("newGameButton-trash-dash")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        click(named(QStringLiteral("startButton"), screen()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("trashDashTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QTRY_VERIFY(session->property("myDecision").toBool() && !session->property("busy").toBool());

        QQuickItem* space = findItem(screen(), [](QQuickItem* it) {
            return (it->objectName() == QLatin1String("tdUpperSpace") || it->objectName() == QLatin1String("tdLowerSpace"))
                   && shown(it) && it->property("special").toBool();
        });
        QVERIFY2(space, "no special space on the track");
        const QPoint over = window()->contentItem()->mapFromItem(space, space->boundingRect().center()).toPoint();
        QTest::mouseMove(window(), over + QPoint(3, 0));
        QTest::mouseMove(window(), over);
        QObject* tip = sharedToolTip();
        QVERIFY(tip);
        QTRY_VERIFY(tip->property("visible").toBool());

        // Rest, by its key (the pointer stays where it is): the decision changes.
        const int before = session->property("actionCount").toInt();
        QTest::keyClick(window(), Qt::Key_R);
        QTRY_VERIFY(session->property("actionCount").toInt() > before);
        QTRY_VERIFY(!tip->property("visible").toBool());
        QTRY_VERIFY(session->property("myDecision").toBool() && !session->property("busy").toBool());
        QTest::qWait(800);   // longer than the tooltip's delay
        QVERIFY2(!tip->property("visible").toBool(), "the tooltip came back with the pointer at rest");

        // Out and back over the space: it shows again.
        QTest::mouseMove(window(), QPoint(5, window()->height() - 5));
        QTest::qWait(50);
        QTest::mouseMove(window(), over);
        QTRY_VERIFY(tip->property("visible").toBool());
        QTest::mouseMove(window(), QPoint(5, window()->height() - 5));
    }

private:
    // Home -> Panda Panda's New game -> Start -> Leave -> Home: a game left unfinished.
    void leaveAnUnfinishedGame()
    {
        click(named(QStringLiteral("newGameButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        click(named(QStringLiteral("startButton"), screen()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("leaveButton"))));
        click(named(QStringLiteral("leaveButton")));
        QTRY_VERIFY(currentScreen() != QLatin1String("pandaPandaTable"));
        if (currentScreen() == QLatin1String("setupScreen"))
            click(named(QStringLiteral("backButton"), screen()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QTRY_VERIFY(shown(named(QStringLiteral("continueButton-") + kGame)));
    }

    // The Open panel (opened by clicking button, or already opening), the
    // spare game's row, Open.
    void openFromPanel(QQuickItem* button)
    {
        if (button)
            click(button);
        QObject* panel = nullptr;
        QTRY_VERIFY((panel = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && panel->property("opened").toBool());
        QQuickItem* row = nullptr;
        QTRY_VERIFY(shown(row = named(QStringLiteral("gameFile-spare"))));
        click(row);
        QQuickItem* open = named(QStringLiteral("fileDialogAccept"));
        QTRY_VERIFY(open->isEnabled());
        click(open);
    }

    // With CRITTER_SCREENSHOTS set to a folder: the window as it is now, in
    // English and German at 1280x800 and 1024x640 (docs/screenshots/).
    void snapshots(const QString& name)
    {
        const QString folder = qEnvironmentVariable("CRITTER_SCREENSHOTS");
        if (folder.isEmpty())
            return;
        QQuickWindow* win = window();
        AppSettings* settings = m_shell->settings();
        QVERIFY(win && settings);
        const QSize was = win->size();
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)}) {
            win->resize(size);
            QTRY_COMPARE(win->size(), size);
            for (const char* language : {"en", "de"}) {
                settings->setLanguage(QString::fromLatin1(language));
                QTest::qWait(300);
                win->grabWindow().save(QStringLiteral("%1/%2-%3-%4x%5.png").arg(folder, name, QString::fromLatin1(language))
                                                .arg(size.width()).arg(size.height()));
            }
        }
        settings->setLanguage(QStringLiteral("en"));
        win->resize(was);
        QTRY_COMPARE(win->size(), was);
    }

    QObject* replaceAsk() const { return screen()->findChild<QObject*>(QStringLiteral("replaceUnfinishedAsk")); }

    // Every attached ToolTip shows through one ToolTip the engine keeps.
    QObject* sharedToolTip() const
    {
        QQmlEngine* engine = qmlEngine(window()->contentItem()->childItems().value(0));
        if (!engine)
            engine = qmlEngine(screen());
        return engine ? engine->property("_q_QQuickToolTip").value<QObject*>() : nullptr;
    }

    // Settings -> the language's segment -> Back to Home.
    void setLanguage(const QString& code)
    {
        click(named(QStringLiteral("settingsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("settingsScreen"));
        click(findItem(screen(), QStringLiteral("segment-") + code));
        QTRY_COMPARE(m_shell->settings()->language(), code);
        click(named(QStringLiteral("backButton"), screen()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }


    QTemporaryDir m_config;
};

QTEST_MAIN(TestFilesKeysE2E)
#include "test_files_keys_e2e.moc"
