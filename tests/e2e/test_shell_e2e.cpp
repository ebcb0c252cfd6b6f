// Starts the real window as main() does, then goes Home -> Setup -> Back,
// opens Settings with Escape to return, and switches the language to German
// at run time, checking what is on screen at each step.
#include "e2e_window.h"
#include "settings/appsettings.h"
#include "shell/appshell.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;

class TestShellE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e"));
    }

    void init() { e2e::startWindow(m_shell); }

    void cleanup() { m_shell.reset(); }

    void windowHasTheRightSize()
    {
        QQuickWindow* window = m_shell->window();
        QCOMPARE(window->minimumSize(), QSize(1024, 640));
        QVERIFY(window->width() >= 1024);
        QVERIFY(window->height() >= 640);
        QCOMPARE(window->title(), QStringLiteral("Critter Table"));
    }

    void homeShowsTheThreeGames()
    {
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));
        for (const char* id : {"trash-pandas", "panda-panda", "trash-dash"}) {
            QQuickItem* tile = item(QStringLiteral("gameTile-%1").arg(QLatin1String(id)));
            QVERIFY2(tile && tile->isVisible(), id);
        }
        QCOMPARE(text(findItem(item(QStringLiteral("gameTile-trash-dash")), QStringLiteral("tilePlayers"))),
                 QStringLiteral("1–6 players"));
        // All three can start: no tile says "Coming soon".
        QVERIFY(item(QStringLiteral("newGameButton-trash-dash"))->isVisible());
        QVERIFY(!findItem(item(QStringLiteral("gameTile-trash-dash")), QStringLiteral("comingSoon"))->isVisible());
        QVERIFY(item(QStringLiteral("newGameButton-trash-pandas"))->isVisible());
    }

    // Askew, the tiles' text and corners are the costliest part of the first
    // frame for the software renderer: they lie straight in it and settle
    // into their tilt once it is on screen.
    void tilesLieStraightUntilTheFirstFrame()
    {
        m_shell.reset();
        m_shell = std::make_unique<AppShell>();
        QVERIFY(m_shell->load());
        const QStringList ids = {QStringLiteral("trash-pandas"), QStringLiteral("panda-panda"), QStringLiteral("trash-dash")};
        for (const QString& id : ids) {
            QQuickItem* tile = item(QStringLiteral("gameTile-") + id);
            QVERIFY2(tile, qPrintable(id));
            QCOMPARE(tile->rotation(), 0.0);
        }
        QVERIFY(QTest::qWaitForWindowExposed(m_shell->window()));
        for (const QString& id : ids) {
            QQuickItem* tile = item(QStringLiteral("gameTile-") + id);
            QTRY_VERIFY2(tile->property("tilt").toDouble() != 0.0, qPrintable(id));
            QTRY_COMPARE(tile->rotation(), tile->property("tilt").toDouble());
        }
    }

    // Larger text in the smallest window: every tile's pitch is shown whole
    // (the art gives way to it) and, when the tiles are then taller than the
    // table, the table scrolls: a button reached by Tab comes into view, and
    // a click on it at its place on screen works.
    void largeTextInASmallWindowScrollsTheTilesWhole()
    {
        QQuickWindow* window = m_shell->window();
        m_shell->settings()->setTextSize(AppSettings::TextLarger);
        window->resize(1024, 640);
        QTRY_COMPARE(window->height(), 640);
        QQuickItem* scroll = item(QStringLiteral("homeTableScroll"));
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->property("interactive").toBool());
        for (const char* id : {"trash-pandas", "panda-panda", "trash-dash"}) {
            QQuickItem* pitch = findItem(item(QStringLiteral("gameTile-%1").arg(QLatin1String(id))), QStringLiteral("tilePitch"));
            QVERIFY2(pitch, id);
            QTRY_VERIFY2(!pitch->property("truncated").toBool(), id);
        }
        QQuickItem* newGame = item(QStringLiteral("newGameButton-trash-pandas"));
        const auto onScreen = [&] {
            const QRectF at = newGame->mapRectToItem(scroll, QRectF(0, 0, newGame->width(), newGame->height()));
            return at.top() >= 0 && at.bottom() <= scroll->height();
        };
        QVERIFY2(!onScreen(), "the button should start below the fold in this test");
        QVERIFY(e2e::tabTo(window, QStringLiteral("newGameButton-trash-pandas")));
        QTRY_VERIFY(onScreen());
        click(newGame);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        m_shell->settings()->setTextSize(AppSettings::TextNormal);
    }

    void returnOnATileOpensSetup()
    {
        item(QStringLiteral("newGameButton-trash-pandas"))->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(m_shell->window(), Qt::Key_Return);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QCOMPARE(text(findItem(screen(), QStringLiteral("screenTitle"))), QStringLiteral("New game: Trash Pandas"));
    }

    void homeToSetupAndBack()
    {
        click(item(QStringLiteral("newGameButton-panda-panda")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* setup = screen();
        QCOMPARE(text(findItem(setup, QStringLiteral("screenTitle"))), QStringLiteral("New game: Panda Panda"));

        QQuickItem* seats = findItem(setup, QStringLiteral("seatEditor"));
        QCOMPARE(seats->property("count").toInt(), 2);
        QVERIFY(findItem(setup, QStringLiteral("seatCard-0"))->isVisible());
        QVERIFY(findItem(setup, QStringLiteral("seatCard-1"))->isVisible());

        // Panda Panda has its table: Start is on, with no "still being built" note.
        QQuickItem* start = findItem(setup, QStringLiteral("startButton"));
        QVERIFY(start->isVisible());
        QVERIFY(start->isEnabled());
        QVERIFY(!findItem(setup, QStringLiteral("startNote"))->isVisible());

        // Panda Panda seats four at most.
        QQuickItem* add = findItem(setup, QStringLiteral("addSeatButton"));
        click(add);
        click(add);
        QCOMPARE(seats->property("count").toInt(), 4);
        QTRY_VERIFY(!add->isVisible());

        click(findItem(setup, QStringLiteral("backButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(item(QStringLiteral("gameTile-panda-panda"))->isVisible());
    }

    void setupRestoresTheLastTable()
    {
        // The previous test left Panda Panda with four seats; a new window brings them back.
        click(item(QStringLiteral("newGameButton-panda-panda")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* seats = findItem(screen(), QStringLiteral("seatEditor"));
        QCOMPARE(seats->property("count").toInt(), 4);
        QVERIFY(seats->property("restored").toBool());
        checkSeatRows(seats);
        QVERIFY(QMetaObject::invokeMethod(seats, "setName", Q_ARG(QVariant, 0), Q_ARG(QVariant, QStringLiteral("Mia"))));
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("newGameButton-panda-panda")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QVariant chosen;
        QVERIFY(QMetaObject::invokeMethod(findItem(screen(), QStringLiteral("seatEditor")), "seats",
                                          Q_RETURN_ARG(QVariant, chosen)));
        const QVariantList list = chosen.toList();
        QCOMPARE(list.size(), 4);
        QCOMPARE(list[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Mia"));
        QCOMPARE(list[1].toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("bot"));
    }

    // Setup opened before the window first shows (critter-table-lab --screen
    // setup:<game>): the remembered seats are laid out all the same.
    void setupOpenedBeforeTheWindowShows()
    {
        m_shell.reset();
        m_shell = std::make_unique<AppShell>();
        QVERIFY(m_shell->load());
        QMetaObject::invokeMethod(m_shell->window(), "openScreen", Q_ARG(QVariant, QStringLiteral("setup")),
                                  Q_ARG(QVariant, QStringLiteral("panda-panda")));
        QVERIFY(QTest::qWaitForWindowExposed(m_shell->window()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* seats = findItem(screen(), QStringLiteral("seatEditor"));
        QVERIFY(seats);
        QCOMPARE(seats->property("count").toInt(), 4);   // as the tests above left it
        checkSeatRows(seats);
    }

    void escapeGoesBack()
    {
        click(item(QStringLiteral("aboutButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("aboutScreen"));
        QVERIFY(text(findItem(screen(), QStringLiteral("versionText"))).startsWith(QStringLiteral("Version")));
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        // Escape on Home stays home.
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QCOMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    void switchesLanguageAtRunTime()
    {
        QQuickItem* settingsButton = item(QStringLiteral("settingsButton"));
        QVERIFY(text(settingsButton).endsWith(QStringLiteral("Settings")));
        click(settingsButton);
        QTRY_COMPARE(currentScreen(), QStringLiteral("settingsScreen"));

        click(findItem(screen(), QStringLiteral("segment-de")));
        QCOMPARE(m_shell->settings()->language(), QStringLiteral("de"));
        QTRY_COMPARE(text(findItem(screen(), QStringLiteral("screenTitle"))), QStringLiteral("Einstellungen"));
        QCOMPARE(text(findItem(screen(), QStringLiteral("backButton"))), QStringLiteral("Zurück"));

        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(text(item(QStringLiteral("settingsButton"))).endsWith(QStringLiteral("Einstellungen")));
        QCOMPARE(text(item(QStringLiteral("tagline"))), QStringLiteral("Nimm dir einen Stuhl und such dir ein Spiel aus."));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
    }

    void germanSurvivesARestart()
    {
        // Left German by the previous test: a new window starts in German.
        QCOMPARE(text(item(QStringLiteral("tagline"))), QStringLiteral("Nimm dir einen Stuhl und such dir ein Spiel aus."));
        m_shell->settings()->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(text(item(QStringLiteral("tagline"))), QStringLiteral("Pull up a chair and pick a game."));
    }

private:
    // Each card reads mark, name, remove button, side by side (the button
    // once sat on the mark: seats dealt while the screen was still hidden,
    // and a RowLayout missed the button showing).
    void checkSeatRows(QQuickItem* seats)
    {
        const int count = seats->property("count").toInt();
        for (int i = 0; i < count; ++i) {
            QQuickItem* card = findItem(seats, QStringLiteral("seatCard-%1").arg(i));
            QVERIFY(card);
            QQuickItem* mark = findItem(card, QStringLiteral("seatMark"));
            QQuickItem* name = findItem(card, QStringLiteral("seatName"));
            QQuickItem* remove = findItem(card, QStringLiteral("removeSeat"));
            QVERIFY(mark && name && remove);
            QTRY_VERIFY(remove->isVisible());
            auto left = [card](QQuickItem* it) { return it->mapToItem(card, QPointF(0, 0)).x(); };
            QTRY_VERIFY2(left(mark) + mark->width() <= left(name) && left(name) + name->width() <= left(remove),
                         qPrintable(QStringLiteral("seat %1: mark at %2, name at %3 (%4 wide), remove at %5")
                                        .arg(i + 1).arg(left(mark)).arg(left(name)).arg(name->width()).arg(left(remove))));
        }
    }

    QQuickItem* root() const { return m_shell->window()->contentItem(); }
    QQuickItem* item(const QString& name) const { return findItem(root(), name); }

    QQuickItem* screen() const { return e2e::screenOf(item(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }

    static QString text(const QQuickItem* it) { return it ? it->property("text").toString() : QString(); }

    void click(QQuickItem* target) { e2e::click(m_shell->window(), target); }

    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestShellE2E)
#include "test_shell_e2e.moc"
