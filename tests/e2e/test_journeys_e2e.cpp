// Every feature a person reaches from Home, reached the way a person reaches
// it (issue 28, Tests): in each game, at 1280x800 and 1024x640, only by
// mouse clicks at the on-screen place of what the window shows, each through
// e2e::click, which fails a click that would land on something lying over
// its target. C++ and QML are only read, to check what the clicks did.
//   Home -> the game's tile -> Setup (a person and a Random bot, set by
//   clicking the seat cards and the level list) -> Start -> the table;
//   Rules and back (the top bar's Rules panel and its Close);
//   Undo (moves clicked until one can be taken back; Undo takes it back);
//   Save (the Save panel: a name typed, Save clicked; the file is there);
//   Leave (the same screen in every game) and back to Home;
//   Continue (the tile's Continue: the same game, same move);
//   Open (Home's "Open a saved game…", the file's row, Open, and "Open this
//   file" when asked about the unfinished game it replaces: the same game);
//   the Rules screen, Statistics, Settings and About from Home, and back by
//   each screen's own "← Back" (issue 29 item 3: Statistics' Back).
// At the table, at each of the person's decisions in English and in German,
// no visible text is cut short (elided) or sticks out of the panel it stands
// in (issue 29 item 13): textProblems().
// Leave goes back to where the table was opened from: Setup after Start, Home
// after Continue or Open. Replay after a finished game is test_replay_e2e's.
#include "e2e_window.h"
#include "panda_player.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"
#include "settings/appsettings.h"

#include "savedgames.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QSize>
#include <QTest>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::handOf;
using e2e::offeredChoices;
using e2e::shown;

namespace {
// What differs between the games' tables.
struct Game {
    QString id;      // the registry's id
    QString table;   // the table's objectName
    QString title;   // as the suggested save name starts
};

Game gameNamed(const QString& id)
{
    if (id == QLatin1String("trash-pandas"))
        return {id, QStringLiteral("trashPandasTable"), QStringLiteral("Trash Pandas")};
    if (id == QLatin1String("panda-panda"))
        return {id, QStringLiteral("pandaPandaTable"), QStringLiteral("Panda Panda")};
    return {id, QStringLiteral("trashDashTable"), QStringLiteral("Trash Dash")};
}
} // namespace

class TestJourneysE2E : public e2e::WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-journeys"));
        LaunchOptions::set(20240628, {});   // every table deals from this seed, as --seed does
        // A previous run's unfinished games and saved games (this test's own folders only).
        QDir(SavedGames::defaultFolder()).removeRecursively();
        QDir(gamesFolder()).removeRecursively();
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    // A game whose journey failed half way leaves the next one on Home all the same
    // (Esc shuts a panel and goes back a screen).
    void init()
    {
        escapeToHome();
    }

    void journeys_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)}) {
            for (const char* id : {"trash-pandas", "panda-panda", "trash-dash"})
                QTest::addRow("%s-%dx%d", id, size.width(), size.height()) << QString::fromLatin1(id) << size;
        }
    }

    void journeys()
    {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        const Game g = gameNamed(game);
        QElapsedTimer clock;
        clock.start();
        QQuickWindow* win = window();
        QVERIFY(win);
        win->resize(size);
        QTRY_COMPARE(win->size(), size);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        // (A game left unfinished by the other size's journey is replaced by the new one.)

        // 1. Home -> the tile's New game -> Setup: a person and a Random bot -> Start.
        click(named(QStringLiteral("newGameButton-") + game));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QObject* seats = named(QStringLiteral("seatEditor"), screen());
        QVERIFY(seats);
        while (seats->property("count").toInt() > 2) {
            const int before = seats->property("count").toInt();
            click(named(QStringLiteral("removeSeat"), named(QStringLiteral("seatCard-%1").arg(before - 1), screen())));
            QTRY_COMPARE(seats->property("count").toInt(), before - 1);
        }
        QCOMPARE(seats->property("count").toInt(), 2);
        seatKind(named(QStringLiteral("seatCard-0"), screen()), QStringLiteral("person"));
        if (QTest::currentTestFailed())
            return;
        botAtRandom(named(QStringLiteral("seatCard-1"), screen()));
        if (QTest::currentTestFailed())
            return;
        click(named(QStringLiteral("startButton"), screen()));
        QTRY_COMPARE(currentScreen(), g.table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("people").toInt(), 1);
        QCOMPARE(session->property("players").toInt(), 2);
        QTRY_VERIFY(session->property("myDecision").toBool() && !session->property("busy").toBool());
        m_textFaults.clear();
        noteTextProblems(game);

        // 2. Rules and back: the top bar's Rules opens the rules over the table; Close shuts them.
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("rulesButton"))));
        click(named(QStringLiteral("rulesButton")));
        QObject* rules = screen()->findChild<QObject*>(QStringLiteral("rulesPopup"));
        QVERIFY(rules);
        QTRY_VERIFY(rules->property("opened").toBool());
        QVERIFY2(named(QStringLiteral("rulesPopupClose")), "the rules panel shows no Close");
        // While the panel is open the table under it cannot be clicked.
        QVERIFY(!e2e::coverAt(window(), named(QStringLiteral("leaveButton")), e2e::scenePoint(named(QStringLiteral("leaveButton")))).isEmpty());
        click(named(QStringLiteral("rulesPopupClose")));
        QTRY_VERIFY(!rules->property("visible").toBool());
        QCOMPARE(currentScreen(), g.table);
        QVERIFY(e2e::reachable(window(), named(QStringLiteral("leaveButton"))));

        // 3. Undo: moves made by clicks until one of the person's can be taken back; Undo takes it back.
        QRandomGenerator choices(11);
        QElapsedTimer playing;
        playing.start();
        int moves = 0;
        // The moves are made in German: the texts are checked in both languages.
        m_shell->settings()->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY(!session->property("busy").toBool());
        noteTextProblems(game);
        for (;;) {
            QVERIFY2(playing.elapsed() < 40000,
                     qPrintable(QStringLiteral("no move could be taken back after %1 moves").arg(moves)));
            QVERIFY2(!session->property("over").toBool(), "the game ended before a move could be taken back");
            if (skipTips())
                continue;
            if (QTest::currentTestFailed())
                return;
            if (nextRound(session))
                continue;
            if (QTest::currentTestFailed())
                return;
            if (!session->property("myDecision").toBool() || session->property("busy").toBool()) {
                QTest::qWait(2);
                continue;
            }
            noteTextProblems(game);
            if (session->property("canUndo").toBool() && moves > 0)
                break;
            move(game, session, choices);
            if (QTest::currentTestFailed())
                return;
            ++moves;
            QTest::qWait(5);
        }
        // Back to English (the session's own words follow at its next change).
        m_shell->settings()->setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(named(QStringLiteral("leaveButton"))->property("text").toString() == QLatin1String("Leave"));
        m_textFaults.removeDuplicates();
        QVERIFY2(m_textFaults.isEmpty(), qPrintable(QStringLiteral("text cut or out of its panel (%1x%2):\n  %3")
                                                      .arg(size.width()).arg(size.height()).arg(m_textFaults.join(QStringLiteral("\n  ")))));
        const int beforeUndo = session->property("actionCount").toInt();
        QQuickItem* undo = nullptr;
        QTRY_VERIFY2(e2e::reachable(window(), undo = named(QStringLiteral("undoButton"))), "Undo is not there to click");
        click(undo);
        QTRY_VERIFY(session->property("actionCount").toInt() < beforeUndo);
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(currentScreen(), g.table);
        QVERIFY(session->property("myDecision").toBool());
        const int actions = session->property("actionCount").toInt();
        qInfo("%s: %d moves clicked, Undo took %d action(s) back", qPrintable(game), moves, beforeUndo - actions);

        // 4. Save: Save… opens the Save panel; a name typed, Save clicked; the file is there.
        const QString name = QStringLiteral("journey %1 %2x%3").arg(game).arg(size.width()).arg(size.height());
        const QString file = gamesFolder() + QLatin1Char('/') + name + QStringLiteral(".json");
        QVERIFY(!QFileInfo::exists(file));
        click(named(QStringLiteral("saveAsButton")));
        QObject* saveDialog = nullptr;
        QTRY_VERIFY((saveDialog = screen()->findChild<QObject*>(QStringLiteral("saveDialog"))) && saveDialog->property("opened").toBool());
        QQuickItem* field = named(QStringLiteral("saveNameField"));
        QVERIFY(field);
        QTRY_VERIFY(field->hasActiveFocus());
        QVERIFY2(field->property("text").toString().startsWith(g.title), qPrintable(field->property("text").toString()));
        type(name);   // the suggestion starts selected: typing replaces it
        QCOMPARE(field->property("text").toString(), name);
        QQuickItem* accept = named(QStringLiteral("fileDialogAccept"));
        QTRY_COMPARE(accept->property("text").toString(), QStringLiteral("Save"));
        QTRY_VERIFY(accept->isEnabled());
        click(accept);
        QTRY_VERIFY(!saveDialog->property("opened").toBool());
        QTRY_VERIFY(!saveDialog->property("visible").toBool());
        QVERIFY2(SavedGames::isGameFile(file), qPrintable(file));
        QCOMPARE(session->property("actionCount").toInt(), actions);
        QCOMPARE(currentScreen(), g.table);

        // 5. Leave: the same screen in every game.
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("leaveButton"))));
        click(named(QStringLiteral("leaveButton")));
        QTRY_VERIFY(currentScreen() != g.table);
        const QString afterLeave = currentScreen();
        QVERIFY2(afterLeave == QLatin1String("setupScreen") || afterLeave == QLatin1String("homeScreen"), qPrintable(afterLeave));
        if (m_leaveGoesTo.isEmpty())
            m_leaveGoesTo = afterLeave;
        QCOMPARE(afterLeave, m_leaveGoesTo);
        qInfo("%s: Leave went to %s", qPrintable(game), qPrintable(afterLeave));
        if (afterLeave == QLatin1String("setupScreen")) {
            // Setup says a new game would replace the unfinished one; its Back goes Home.
            QTRY_VERIFY(shown(named(QStringLiteral("replaceNote"), screen())));
            click(named(QStringLiteral("backButton"), screen()));
        }
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // 6. Continue: the tile's Continue brings the same game back, at the same move.
        QQuickItem* resume = nullptr;
        QTRY_VERIFY(shown(resume = named(QStringLiteral("continueButton-") + game)));
        click(resume);
        QTRY_COMPARE(currentScreen(), g.table);
        session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(session->property("actionCount").toInt(), actions);
        QTRY_VERIFY(session->property("myDecision").toBool());
        // Opened from Home, the table leaves to Home.
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("leaveButton"))));
        click(named(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // 7. Open: Home's "Open a saved game…", the saved game's row, Open: the game at its table.
        click(named(QStringLiteral("openFileButton")));
        QObject* openDialog = nullptr;
        QTRY_VERIFY((openDialog = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && openDialog->property("opened").toBool());
        QQuickItem* row = nullptr;
        QTRY_VERIFY(shown(row = named(QStringLiteral("gameFile-") + name)));
        click(row);
        QQuickItem* open = named(QStringLiteral("fileDialogAccept"));
        QTRY_COMPARE(open->property("text").toString(), QStringLiteral("Open"));
        QTRY_VERIFY(open->isEnabled());
        click(open);
        // The game continued above is still unfinished: Open asks before the file replaces it (issue 29 item 1).
        QQuickItem* replace = nullptr;
        QTRY_VERIFY(shown(replace = named(QStringLiteral("replaceUnfinishedButton"))));
        click(replace);
        QTRY_COMPARE(currentScreen(), g.table);
        QTRY_VERIFY(!openDialog->property("visible").toBool());
        session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(session->property("actionCount").toInt(), actions);
        QCOMPARE(session->property("gameId").toString(), game);
        QCOMPARE(session->property("gameFile").toUrl().toLocalFile(), file);
        QTRY_VERIFY(e2e::reachable(window(), named(QStringLiteral("leaveButton"))));
        click(named(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));

        // 8. From Home and back by each screen's own "← Back": the game's Rules,
        // Statistics, Settings, About.
        const QList<QPair<QString, QString>> screens = {
            {QStringLiteral("rulesButton-") + game, QStringLiteral("rulesScreen")},
            {QStringLiteral("statisticsButton"), QStringLiteral("statisticsScreen")},
            {QStringLiteral("settingsButton"), QStringLiteral("settingsScreen")},
            {QStringLiteral("aboutButton"), QStringLiteral("aboutScreen")},
        };
        for (const auto& [button, screenName] : screens) {
            click(named(button));
            QTRY_COMPARE(currentScreen(), screenName);
            QQuickItem* back = nullptr;
            QTRY_VERIFY(e2e::reachable(window(), back = named(QStringLiteral("backButton"), screen())));
            click(back);
            QTRY_VERIFY2(currentScreen() == QLatin1String("homeScreen"),
                         qPrintable(QStringLiteral("%1's Back did not go Home").arg(screenName)));
        }
        qInfo("%s: every journey in %lld ms", qPrintable(game), static_cast<long long>(clock.elapsed()));
    }

    // Issue 29 item 13 in the longer language at the smallest window: Home's
    // tiles (their Rules button read "Re…" in German) and Trash Dash's seat
    // plates with six racers (the names read "CPU-Re…"), reached by clicks
    // after the language changes at run time, as Settings changes it.
    void nothingCutInGermanAtTheSmallestWindow()
    {
        const QSize size(1024, 640);
        QQuickWindow* win = window();
        QVERIFY(win);
        win->resize(size);
        QTRY_COMPARE(win->size(), size);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        m_shell->settings()->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(named(QStringLiteral("settingsButton"))->property("text").toString(), QStringLiteral("Einstellungen"));
        QTest::qWait(50);
        QStringList faults = textProblems();
        QVERIFY2(faults.isEmpty(), qPrintable(QStringLiteral("Home: text cut or out of its panel:\n  %1").arg(faults.join(QStringLiteral("\n  ")))));

        click(named(QStringLiteral("newGameButton-trash-dash")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QObject* seats = named(QStringLiteral("seatEditor"), screen());
        QVERIFY(seats);
        while (seats->property("count").toInt() < 6) {
            const int before = seats->property("count").toInt();
            QQuickItem* add = named(QStringLiteral("addSeatButton"), screen());
            QVERIFY(add);
            e2e::scrollTo(add);
            click(add);
            QTRY_COMPARE(seats->property("count").toInt(), before + 1);
        }
        // A person and five CPU racers, whose names ("CPU-Rennfahrer 2") are the longest.
        for (int i = 0; i < 6; ++i) {
            QQuickItem* card = named(QStringLiteral("seatCard-%1").arg(i), screen());
            QVERIFY(card);
            e2e::scrollTo(card);
            seatKind(card, i == 0 ? QStringLiteral("person") : QStringLiteral("cpu"));
            if (QTest::currentTestFailed())
                return;
        }
        QQuickItem* start = named(QStringLiteral("startButton"), screen());
        e2e::scrollTo(start);
        click(start);
        QTRY_COMPARE(currentScreen(), gameNamed(QStringLiteral("trash-dash")).table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("players").toInt(), 6);
        QTRY_VERIFY(session->property("myDecision").toBool() && !session->property("busy").toBool());
        QTest::qWait(50);
        faults = textProblems();
        m_shell->settings()->setLanguage(QStringLiteral("en"));
        QVERIFY2(faults.isEmpty(), qPrintable(QStringLiteral("Trash Dash, six racers: text cut or out of its panel:\n  %1").arg(faults.join(QStringLiteral("\n  ")))));
        click(named(QStringLiteral("leaveButton")));
        QTRY_VERIFY(currentScreen() != gameNamed(QStringLiteral("trash-dash")).table);
    }

private:
    // Issue 29 item 13: the visible texts of the screen that are elided, or
    // stick out of the panel they stand in (their nearest clipping ancestor
    // or Panel; the window when there is none). What scrolls (a Flickable:
    // the log, a list) is left out: it is clipped on purpose.
    QStringList textProblems() const
    {
        QStringList out;
        QQuickItem* root = window()->contentItem();
        const std::function<void(QQuickItem*, qreal)> walk = [&](QQuickItem* item, qreal opacity) {
            opacity *= item->opacity();
            if (!item->isVisible() || opacity < 0.05 || item->inherits("QQuickFlickable"))
                return;
            if (item->inherits("QQuickText"))
                checkText(item, root, out);
            for (QQuickItem* child : item->childItems())
                walk(child, opacity);
        };
        walk(screen(), 1.0);
        return out;
    }

    static void checkText(QQuickItem* text, QQuickItem* root, QStringList& out)
    {
        const QString words = text->property("text").toString().simplified();
        if (words.isEmpty())
            return;
        const QString who = QStringLiteral("%1 \"%2\"").arg(e2e::hit::describe(text), words.left(60));
        if (text->property("truncated").toBool()) {
            out << who + QStringLiteral(" is cut short");
            return;
        }
        // What the text paints: its box, or more where its words do not fit in it.
        const qreal w = text->width();
        const qreal h = text->height();
        const qreal cw = std::max(w, text->property("contentWidth").toReal());
        const qreal ch = std::max(h, text->property("contentHeight").toReal());
        const int align = text->property("horizontalAlignment").toInt();
        const int valign = text->property("verticalAlignment").toInt();
        const qreal x = (align & Qt::AlignRight) ? w - cw : (align & Qt::AlignHCenter) ? (w - cw) / 2 : 0;
        const qreal y = (valign & Qt::AlignBottom) ? h - ch : (valign & Qt::AlignVCenter) ? (h - ch) / 2 : 0;
        const QRectF painted = text->mapRectToScene(QRectF(x, y, cw, ch));
        QQuickItem* panel = text->parentItem();
        while (panel && panel != root && !panel->clip()
               && !QString::fromLatin1(panel->metaObject()->className()).startsWith(QLatin1String("Panel_QML")))
            panel = panel->parentItem();
        if (!panel)
            panel = root;
        const QRectF room = panel->mapRectToScene(panel->boundingRect()).adjusted(-1.5, -1.5, 1.5, 1.5);
        if (!room.contains(painted))
            out << who + QStringLiteral(" sticks out of %1 by %2 px").arg(e2e::hit::describe(panel))
                             .arg(qRound(std::max({room.left() - painted.left(), painted.right() - room.right(),
                                                   room.top() - painted.top(), painted.bottom() - room.bottom()})));
    }

    // Adds this moment's text problems to m_textFaults, with the language:
    // any fails the journey (issue 29 item 13: nothing cut, in any language).
    void noteTextProblems(const QString& game)
    {
        const QString language = m_shell->settings()->language();
        for (const QString& problem : textProblems())
            m_textFaults << QStringLiteral("%1 [%2]: %3").arg(game, language, problem);
    }

    // Seat card `card` becomes kind (person, bot, cpu) by clicking its segment.
    void seatKind(QQuickItem* card, const QString& kind)
    {
        QVERIFY(card);
        QQuickItem* segment = named(QStringLiteral("segment-") + kind, card);
        QVERIFY(segment);
        if (!segment->property("selected").toBool())
            click(segment);
        QTRY_VERIFY(segment->property("selected").toBool());
    }

    // Seat card `card` becomes a Random bot, by clicking "Bot" and the level list.
    void botAtRandom(QQuickItem* card)
    {
        seatKind(card, QStringLiteral("bot"));
        if (QTest::currentTestFailed())
            return;
        e2e::chooseRandomLevel(window(), card);
    }

    // Trash Pandas' first-time tips: "Skip tips" (true when clicked).
    bool skipTips()
    {
        QQuickItem* skip = named(QStringLiteral("tpPointerSkip"));
        if (!shown(skip))
            return false;
        click(skip);
        [&] { QTRY_VERIFY(!shown(named(QStringLiteral("tpPointerSkip")))); }();
        return true;
    }

    // Panda Panda's round end: Next round (true when clicked).
    bool nextRound(QObject* session)
    {
        QQuickItem* roundEnd = named(QStringLiteral("roundEnd"), screen());
        if (!shown(roundEnd))
            return false;
        click(named(QStringLiteral("nextRoundButton"), roundEnd));
        [&] { QTRY_VERIFY(!session->property("roundOver").toBool()); }();
        return true;
    }

    // One move of the person's, by clicking what the table shows.
    void move(const QString& game, QObject* session, QRandomGenerator& choices)
    {
        if (game == QLatin1String("panda-panda")) {
            e2e::panda::MoveCounts counts;
            e2e::panda::playOneMove(window(), screen(), session, choices, counts);
        } else if (game == QLatin1String("trash-pandas")) {
            trashPandasMove(session);
        } else {
            trashDashMove(session);
        }
    }

    // Trash Pandas: a token's use first (no card or die is revealed by it, so
    // it can be taken back), else stop with two tokens, else roll or answer.
    void trashPandasMove(QObject* session)
    {
        const auto choice = [&](const QString& id) { return named(QStringLiteral("tpChoice-") + id); };
        QQuickItem* use = prefixed(QStringLiteral("tpUseToken-"));
        if (use) {
            const int token = use->objectName().section(QLatin1Char('-'), 1).toInt();
            click(use);
            QTRY_VERIFY(shown(named(QStringLiteral("tpOptionCancel"))));
            noteTextProblems(QStringLiteral("trash-pandas"));   // a token's options open (Tree, Can or Tree, Shiny...)
            if ((token == 1 || token == 2) && !handOf(session).isEmpty()) {   // Tree, Can or Tree: stash a card
                click(named(QStringLiteral("tpHandCard-0")));
                QQuickItem* stash = named(QStringLiteral("tpStashPicked"));
                if (shown(stash))
                    return click(stash);
            }
            QQuickItem* option = prefixed(QStringLiteral("tpOption-"));
            QVERIFY2(option, "a token's use without an option");
            return click(option);
        }
        if (shown(choice(QStringLiteral("stop"))) && session->property("heldTokens").toList().size() >= 2)
            return click(choice(QStringLiteral("stop")));
        for (const char* id : {"roll", "play-blammo", "bust", "pass"}) {
            if (shown(choice(QLatin1String(id))))
                return click(choice(QLatin1String(id)));
        }
        QQuickItem* any = prefixed(QStringLiteral("tpChoice-"));
        QVERIFY2(any, "a decision without a choice to click");
        click(any);
    }

    // Trash Dash: the first choice on offer (a card by its hand card, then
    // its target if it asks for one), else its button.
    void trashDashMove(QObject* session)
    {
        const QVariantList offered = offeredChoices(session);
        QVERIFY(!offered.isEmpty());
        const QVariantMap pick = offered.first().toMap();
        const QString button = QStringLiteral("tdChoice-") + pick.value("choiceId").toString().replace(QLatin1Char(' '), QLatin1Char('-'));
        const int card = pick.value("card").toInt();
        if (card >= 0) {
            const int index = static_cast<int>(handOf(session).indexOf(card));
            QVERIFY2(index >= 0, "the card of a choice is not in the hand");
            const QString cardName = QStringLiteral("tdHandCard-%1").arg(index);
            QTRY_VERIFY2(shown(named(cardName)), qPrintable(cardName));
            click(named(cardName));
            QTest::qWait(5);
            if (session->property("myDecision").toBool() && shown(named(QStringLiteral("tdOptionBack")))) {
                QTRY_VERIFY2(shown(named(button)), qPrintable(button));
                click(named(button));
            }
            return;
        }
        QTRY_VERIFY2(shown(named(button)), qPrintable(button));
        click(named(button));
    }

    static QString gamesFolder()
    {
        // In tests the games' own folder is in the app's data folder.
        return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
    }

    void type(const QString& text) { e2e::typeText(window(), text); }

    QQuickItem* prefixed(const QString& prefix) const
    {
        return findItem(window()->contentItem(), [&](QQuickItem* it) { return it->objectName().startsWith(prefix) && shown(it); });
    }

    QTemporaryDir m_config;
    QString m_leaveGoesTo;   // where the first game's Leave went: every game's goes there
    QStringList m_textFaults;   // this journey's texts cut or out of their panel
};

QTEST_MAIN(TestJourneysE2E)
#include "test_journeys_e2e.moc"
