// After the game (issue 33 part 4), as a person reaches it, in every game and
// at both window sizes: Home -> Setup (every seat a Random bot, or a bot and
// CPU racers, set by clicking the seat cards and the level lists) -> Start;
// the bots play to the end; the results say why the winner won (the
// session's explanation, in the game's own terms, naming the winner) and
// show it whole inside the window; a click on "See it in the replay" opens
// the replay at the decisive moment (its position is the session's
// whyWonMove), and closing the replay brings the results back, saying the
// same. Every click goes through e2e::click, which fails a click that would
// land on something lying over its target.
// With CRITTER_E2E_SHOTS set to a folder it saves the results there
// (why-won-<game>-<w>x<h>.png) and the replay at the moment
// (why-won-<game>-replay-<w>x<h>.png).
// A rated Trash Pandas game, played by a person's clicks against a bot:
// the results also say how the rating moved, as the statistics hold it
// (why-won-trash-pandas-rated-<w>x<h>.png).
#include "e2e_window.h"
#include "table_players.h"
#include "statistics.h"
#include "settings/appsettings.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QQuickItem>
#include <QSettings>
#include <QtQuickTest/quicktest.h>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::shown;

namespace {
struct Game {
    QString id;        // the registry's id
    QString table;     // the table's objectName
    QString results;   // the results cover's objectName
    QString why;       // the results' WhyWonBox
    QStringList buttons;   // the results' own buttons, which the box must not push out of the window
};

Game gameNamed(const QString& id)
{
    if (id == QLatin1String("trash-pandas"))
        return {id, QStringLiteral("trashPandasTable"), QStringLiteral("tpScoreTable"), QStringLiteral("tpWhyWon"),
                {QStringLiteral("tpLookAtTable"), QStringLiteral("tpPlayAgain")}};
    if (id == QLatin1String("panda-panda"))
        return {id, QStringLiteral("pandaPandaTable"), QStringLiteral("gameEnd"), QStringLiteral("ppWhyWon"),
                {QStringLiteral("lookAtTableButton"), QStringLiteral("playAgainButton")}};
    return {id, QStringLiteral("trashDashTable"), QStringLiteral("tdStandings"), QStringLiteral("tdWhyWon"),
            {QStringLiteral("tdLookAtTable"), QStringLiteral("tdPlayAgain")}};
}

// The item lies whole inside the window.
bool insideWindow(QQuickItem* item, QQuickWindow* win)
{
    const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    return r.left() >= 0 && r.top() >= 0 && r.right() <= win->width() && r.bottom() <= win->height();
}
} // namespace

class TestWhyWonE2E : public e2e::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(2026, {});   // every table deals from this seed, as --seed does
        e2e::useTestSettings(m_config, QStringLiteral("e2e-why-won"));
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    void whyTheWinnerWon_data() { eachGameAtBothSizes(); }

    void whyTheWinnerWon()
    {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        const Game g = gameNamed(game);
        QQuickWindow* win = window();
        win->resize(size);
        QTRY_COMPARE(win->size(), size);
        goHome();

        // Home -> Setup; every seat a bot (Trash Dash: a bot and CPU racers) -> Start.
        startBotsOnly(game);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE(currentScreen(), g.table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);

        // The bots play to the end; the results say why the winner won.
        QQuickItem* results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(shown(results = named(g.results)), 180000);
        QVERIFY(session->property("over").toBool());
        QQuickItem* box = named(g.why, results);
        QVERIFY(box);
        QTRY_VERIFY(shown(box));
        QQuickItem* whyText = named(QStringLiteral("whyWonText"), box);
        QVERIFY(shown(whyText));
        const QString why = whyText->property("text").toString();
        QCOMPARE(why, session->property("whyWon").toString());
        QVERIFY2(!why.isEmpty(), "no explanation in the results");
        // It names a winner: one of the seats' names.
        const QStringList names = session->property("names").toStringList();
        QVERIFY2(std::any_of(names.begin(), names.end(), [&](const QString& n) { return why.startsWith(n) || why.contains(n + QLatin1Char(' ')); }),
                 qPrintable(why));
        // Each game in its own terms.
        if (game == QLatin1String("trash-pandas"))
            QVERIFY2(why.contains(QStringLiteral(" won by ")) || why.contains(QStringLiteral("both scored")) || why.contains(QStringLiteral("share the win")), qPrintable(why));
        else if (game == QLatin1String("panda-panda"))
            QVERIFY2(why.contains(QStringLiteral("took the second crown with ")), qPrintable(why));
        else
            QVERIFY2(why.contains(QStringLiteral("took the lead for good on turn")), qPrintable(why));
        // Seen whole: the words and the link inside the window, the words not cut.
        QTRY_VERIFY(!QQuickTest::qIsPolishScheduled(box));
        QVERIFY2(insideWindow(whyText, win), qPrintable(e2e::hit::describe(whyText)));
        QQuickItem* link = named(QStringLiteral("whyWonReplay"), box);
        QVERIFY(shown(link));
        QVERIFY2(insideWindow(link, win), qPrintable(e2e::hit::describe(link)));
        QVERIFY(whyText->property("lineCount").toInt() >= 1);
        QVERIFY(whyText->height() >= whyText->property("contentHeight").toReal() - 1);
        for (const QString& name : g.buttons) {
            QQuickItem* button = named(name, results);
            QVERIFY2(shown(button), qPrintable(name));
            QVERIFY2(insideWindow(button, win), qPrintable(e2e::hit::describe(button)));
            // The race's last motion (a shout, a card's flight) may pass over
            // it for a moment: reachable once the table is still.
            QTRY_VERIFY2(e2e::reachable(win, button), qPrintable(name));
        }
        const int moment = session->property("whyWonMove").toInt();
        QVERIFY(moment >= 1);
        QVERIFY(moment <= session->property("actionCount").toInt());
        shoot(game, QString());

        // "See it in the replay": the replay opens at the decisive moment, showing the winner's cards.
        const int winner = session->property("whyWonSeat").toInt();
        QVERIFY(winner >= 0 && winner < names.size());
        QVERIFY2(why.startsWith(names[winner]) || why.contains(QStringLiteral(" ") + names[winner] + QStringLiteral(" took ")), qPrintable(why));
        click(link);
        QTRY_VERIFY(session->property("replaying").toBool());
        QTRY_VERIFY(shown(named(QStringLiteral("replayBar"))));
        QCOMPARE(session->property("replayPosition").toInt(), moment);
        QCOMPARE(session->property("viewer").toInt(), winner);
        QVERIFY(!shown(named(g.results)));
        shoot(game, QStringLiteral("replay-"));

        // Closing the replay: the results again, saying the same.
        click(named(QStringLiteral("replayClose")));
        QTRY_VERIFY(!session->property("replaying").toBool());
        QTRY_VERIFY(shown(results = named(g.results)));
        QTRY_COMPARE(named(QStringLiteral("whyWonText"), named(g.why, results))->property("text").toString(), why);
        QCOMPARE(session->property("whyWonMove").toInt(), moment);
    }

    // After a rated game the results say how the rating moved: the figure
    // before (a newcomer's 1,000), after (the statistics' own) and the change.
    void aRatedGameShowsTheRatingChange()
    {
        QTemporaryDir data;
        QVERIFY(data.isValid());
        QSettings().setValue(QStringLiteral("ui/botPace"), QStringLiteral("instant"));
        m_shell->statistics()->openAt(data.filePath(QStringLiteral("stats.sqlite")));
        QQuickWindow* win = window();
        win->resize(QSize(1280, 800));
        QTRY_COMPARE(win->size(), QSize(1280, 800));
        goHome();
        click(named(QStringLiteral("newGameButton-trash-pandas")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* setup = screen();
        QVERIFY(named(QStringLiteral("seatEditor"), setup));
        // A person and a bot: the default seats, or make the first a person again.
        QQuickItem* first = named(QStringLiteral("seatCard-0"), setup);
        if (QQuickItem* personSegment = named(QStringLiteral("segment-person"), first); shown(personSegment))
            click(personSegment);
        QQuickItem* rated = named(QStringLiteral("ratedSwitch"), setup);
        QVERIFY(rated && rated->isEnabled());
        if (!rated->property("checked").toBool())
            click(rated);
        QTRY_VERIFY(rated->property("checked").toBool());
        click(named(QStringLiteral("startButton"), setup));
        QTRY_COMPARE(currentScreen(), QStringLiteral("trashPandasTable"));
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session && session->property("rated").toBool());

        QElapsedTimer clock;
        clock.start();
        while (!session->property("over").toBool()) {
            QVERIFY2(clock.elapsed() < 240000, "the game did not finish in time");
            if (!session->property("myDecision").toBool()) {
                QTest::qWait(2);
                continue;
            }
            if (QQuickItem* skip = named(QStringLiteral("tpPointerSkip")); shown(skip)) {
                click(skip);   // the first-time pointer
                continue;
            }
            e2e::players::trashPandas(win, session);
            if (QTest::currentTestFailed())
                return;
        }
        QQuickItem* results = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(shown(results = named(QStringLiteral("tpScoreTable"))), 20000);
        const QString person = session->property("names").toStringList().value(0);
        const int rating = m_shell->statistics()->rating(QStringLiteral("trash-pandas"), person).value(QStringLiteral("value")).toInt();
        const int change = rating - 1000;
        const QString sign = change > 0 ? QStringLiteral("+") : change < 0 ? QStringLiteral("−") : QString();
        const QString expected = QStringLiteral("Rating 1,000 → %1 (%2%3)").arg(QLocale().toString(rating), sign, QLocale().toString(std::abs(change)));
        QQuickItem* line = nullptr;
        QTRY_VERIFY(shown(line = named(QStringLiteral("ratingChangeText"), named(QStringLiteral("tpWhyWon"), results))));
        QCOMPARE(line->property("text").toString(), expected);
        QVERIFY2(insideWindow(line, win), qPrintable(e2e::hit::describe(line)));
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)}) {
            win->resize(size);
            QTRY_COMPARE(win->size(), size);
            QTRY_VERIFY(insideWindow(named(QStringLiteral("tpPlayAgain"), results), win));
            QVERIFY(insideWindow(line, win));
            shoot(QStringLiteral("trash-pandas"), QStringLiteral("rated-"));
        }
        // A new deal: no rating change to tell yet.
        click(named(QStringLiteral("tpPlayAgain"), results));
        QTRY_COMPARE(session->property("ratingChange").toString(), QString());
        QSettings().remove(QStringLiteral("ui/botPace"));
    }

private:
    void goHome()
    {
        escapeToHome();
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    void shoot(const QString& game, const QString& what)
    {
        const QString folder = qEnvironmentVariable("CRITTER_E2E_SHOTS");
        if (folder.isEmpty())
            return;
        QTest::qWait(300);
        window()->grabWindow().save(QStringLiteral("%1/why-won-%2-%3%4x%5.png")
                                        .arg(folder, game, what)
                                        .arg(window()->width())
                                        .arg(window()->height()));
    }

    QTemporaryDir m_config;
};

QTEST_MAIN(TestWhyWonE2E)
#include "test_why_won_e2e.moc"
