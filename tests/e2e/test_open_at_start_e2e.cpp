// A game file named on the command line (`critter-table FILE`, LaunchOptions)
// asks first when it would replace the game of its kind left unfinished, as
// Home's Open does (issue 29 item 1: nothing unfinished is lost without the
// person saying so). Through the real window: a Panda Panda game is left
// unfinished by clicks (Home, New game, Start, Leave); the window closes and
// starts again with another Panda Panda file as its argument. "Keep it"
// leaves Home in front and the autosave as it was; "Open this file" opens
// the file at its table; with no unfinished game the file opens at once.
#include "e2e_window.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include "savedgames.h"

#include <QDir>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
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
const qint64 kSeed = 20240702;

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestOpenAtStartE2E : public e2e::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        QVERIFY(m_files.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-open-at-start"));
        QDir(SavedGames::defaultFolder()).removeRecursively();

        // The file to open: a game with the seats Setup offers, left at once, its autosave kept aside.
        LaunchOptions::set(kSeed, {});
        e2e::startWindow(m_shell);
        leaveAnUnfinishedGame(false);
        if (QTest::currentTestFailed())
            return;
        m_fileSeats = m_seats;
        m_file = m_files.filePath(QStringLiteral("the other game.json"));
        QVERIFY(QFile::copy(autosave(), m_file));
    }

    void cleanupTestCase() { m_shell.reset(); }

    void aFileOnTheCommandLineAsksBeforeItReplacesAnUnfinishedGame()
    {
        // The unfinished game: a seat more, so it differs from the file.
        LaunchOptions::set(kSeed, {});
        e2e::startWindow(m_shell);
        leaveAnUnfinishedGame(true);
        if (QTest::currentTestFailed())
            return;
        const QByteArray unfinished = bytesOf(autosave());
        QVERIFY(!unfinished.isEmpty());
        QVERIFY(unfinished != bytesOf(m_file));

        // critter-table FILE: Home, and the question, naming the game and who played it.
        startWithFile();
        QObject* ask = nullptr;
        QTRY_VERIFY((ask = startAsk()) && ask->property("opened").toBool());
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QQuickItem* question = named(QStringLiteral("replaceUnfinishedText"));
        QVERIFY(question);
        QVERIFY2(question->property("text").toString().contains(QStringLiteral("Panda Panda"))
                     && question->property("text").toString().contains(QStringLiteral("Player 1")),
                 qPrintable(question->property("text").toString()));
        // Its panel holds what it says (a template popup is 0 high unless told).
        QTRY_VERIFY(ask->property("height").toReal() > question->height() + 60);
        if (const QString folder = qEnvironmentVariable("CRITTER_SCREENSHOTS"); !folder.isEmpty())
            window()->grabWindow().save(folder + QStringLiteral("/open-at-start-ask.png"));

        // Keep it: Home, the unfinished game as it was, still offered under Continue.
        click(named(QStringLiteral("keepUnfinishedButton")));
        QTRY_VERIFY(!ask->property("visible").toBool());
        QTest::qWait(200);   // nothing opens after the question closed
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QCOMPARE(bytesOf(autosave()), unfinished);
        QTRY_VERIFY(shown(named(QStringLiteral("continueButton-") + kGame)));

        // Started again with the file: "Open this file" opens it at its table.
        startWithFile();
        QTRY_VERIFY((ask = startAsk()) && ask->property("opened").toBool());
        click(named(QStringLiteral("replaceUnfinishedButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("gameFile").toUrl().toLocalFile(), m_file);
        QCOMPARE(session->property("names").toStringList().size(), m_fileSeats);
    }

    // Nothing unfinished of its game: the file opens at once, nothing asked.
    void aFileOnTheCommandLineOpensAtOnceWhenNothingIsUnfinished()
    {
        m_shell.reset();
        QDir(SavedGames::defaultFolder()).removeRecursively();
        startWithFile();
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QObject* ask = startAsk();
        QVERIFY(ask);
        QVERIFY(!ask->property("visible").toBool());
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("gameFile").toUrl().toLocalFile(), m_file);
    }

private:
    static QString autosave() { return SavedGames::autosavePath(SavedGames::defaultFolder(), kGame); }

    // The window closes and starts again as `critter-table FILE` does.
    void startWithFile()
    {
        m_shell.reset();
        LaunchOptions::set(kSeed, QUrl::fromLocalFile(m_file));
        e2e::startWindow(m_shell);
    }

    // Home -> Panda Panda's New game (a seat more than Setup offers, if asked) -> Start -> Leave -> Home.
    void leaveAnUnfinishedGame(bool oneMoreSeat)
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(named(QStringLiteral("newGameButton-") + kGame));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* editor = named(QStringLiteral("seatEditor"), screen());
        QVERIFY(editor);
        const int seats = editor->property("count").toInt();
        if (oneMoreSeat) {
            QQuickItem* add = named(QStringLiteral("addSeatButton"), screen());
            e2e::scrollTo(add);
            click(add);
            QTRY_COMPARE(editor->property("count").toInt(), seats + 1);
        }
        m_seats = editor->property("count").toInt();
        QQuickItem* start = named(QStringLiteral("startButton"), screen());
        e2e::scrollTo(start);
        click(start);
        QTRY_COMPARE(currentScreen(), QStringLiteral("pandaPandaTable"));
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("leaveButton"))));
        click(named(QStringLiteral("leaveButton")));
        QTRY_VERIFY(currentScreen() != QLatin1String("pandaPandaTable"));
        if (currentScreen() == QLatin1String("setupScreen"))
            click(named(QStringLiteral("backButton"), screen()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QTRY_VERIFY(shown(named(QStringLiteral("continueButton-") + kGame)));
    }

    // The question the window asks about its start-up file (Main.qml's, in the window's overlay).
    QObject* startAsk() const { return window()->findChild<QObject*>(QStringLiteral("startFileAsk")); }


    QTemporaryDir m_config;
    QTemporaryDir m_files;
    QString m_file;
    int m_seats = 0;       // of the game leaveAnUnfinishedGame() left
    int m_fileSeats = 0;   // of the game in m_file
};

QTEST_MAIN(TestOpenAtStartE2E)
#include "test_open_at_start_e2e.moc"
