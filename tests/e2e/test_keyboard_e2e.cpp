// A whole game of each of the three games through the real window, with the
// keyboard alone: Tab to the game on Home and to Start on Setup, then at the
// table only the table's keys (Tab between regions, arrows within one,
// Enter, and each game's shortcuts: R/S/B/N, C/D/X, G/D/R/K) until the game is
// over. No mouse event and no call on the session that makes a move: the
// session is only read, to choose which key to press. Also: the shortcuts
// sheet opens with ? and F1, and no move key acts while it is open.
#include "e2e_window.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QElapsedTimer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::seat;

namespace {
bool shown(QQuickItem* item)
{
    return item && item->isVisible() && item->isEnabled() && item->opacity() > 0.01;
}
} // namespace

class TestKeyboardE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(11, {});
        e2e::useTestSettings(m_config, QStringLiteral("e2e-keyboard"));
        // The tables Setup offers first: one person against one easy bot (a CPU racer in Trash Dash).
        QSettings store;
        store.setValue(QStringLiteral("setup/lastTable/trash-pandas"),
                       QVariantList{seat(QStringLiteral("Kim"), QStringLiteral("person"), {}),
                                    seat({}, QStringLiteral("bot"), QStringLiteral("easy"))});
        store.setValue(QStringLiteral("setup/lastTable/panda-panda"),
                       QVariantList{seat(QStringLiteral("Kim"), QStringLiteral("person"), {}),
                                    seat({}, QStringLiteral("bot"), QStringLiteral("easy"))});
        store.setValue(QStringLiteral("setup/lastTable/trash-dash"),
                       QVariantList{seat(QStringLiteral("Kim"), QStringLiteral("person"), {}),
                                    seat({}, QStringLiteral("cpu"), {})});
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    void playsTrashPandasByKeys()
    {
        QObject* session = openTable(QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable"));
        QVERIFY(session);
        checkSheetAndGuards(session);
        if (QTest::currentTestFailed())
            return;
        // L hides the log and brings it back.
        QVERIFY(shown(named(QStringLiteral("gameLog"))));
        key(Qt::Key_L);
        QTRY_VERIFY(!named(QStringLiteral("gameLog")));
        key(Qt::Key_L);
        QTRY_VERIFY(shown(named(QStringLiteral("gameLog"))));
        playToTheEnd(session, [this](QObject* s) { decideTrashPandas(s); });
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(shown(named(QStringLiteral("tpScoreTable"))));
        // The score table takes the focus: Tab reaches Leave, Enter leaves.
        QVERIFY(tabTo(QStringLiteral("tpLeaveAfterGame")));
        key(Qt::Key_Return);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        backHome();
    }

    void playsPandaPandaByKeys()
    {
        QObject* session = openTable(QStringLiteral("panda-panda"), QStringLiteral("pandaPandaTable"));
        QVERIFY(session);
        checkSheetAndGuards(session);
        if (QTest::currentTestFailed())
            return;
        playToTheEnd(session, [this](QObject* s) { decidePandaPanda(s); });
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(shown(named(QStringLiteral("gameEnd"))));
        QVERIFY(tabTo(QStringLiteral("leaveTableButton")));
        key(Qt::Key_Return);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        backHome();
    }

    void playsTrashDashByKeys()
    {
        // The short track, picked on Setup with the keyboard too.
        QObject* session = openTable(QStringLiteral("trash-dash"), QStringLiteral("trashDashTable"),
                                     QStringLiteral("tdTrack-back-alley-blitz"));
        QVERIFY(session);
        QCOMPARE(session->property("trackName").toString(), QStringLiteral("Back Alley Blitz"));
        checkSheetAndGuards(session);
        if (QTest::currentTestFailed())
            return;
        playToTheEnd(session, [this](QObject* s) { decideTrashDash(s); });
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(shown(named(QStringLiteral("tdStandings"))));
    }

    // H asks for a hint without moving; U and Ctrl+Z take the person's move
    // back; while a bot is on its turn no move key does anything.
    void hintUndoAndTheBotsTurnByKeys()
    {
        QObject* session = openTable(QStringLiteral("panda-panda"), QStringLiteral("pandaPandaTable"));
        QVERIFY(session);
        QTRY_VERIFY(session->property("myDecision").toBool());
        QObject* hint = session->property("hint").value<QObject*>();
        QVERIFY(hint);
        const int start = actions(session);
        key(Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(!hint->property("text").toString().isEmpty(), 30000);
        QCOMPARE(actions(session), start);   // a hint only talks
        QVERIFY(session->property("myDecision").toBool());

        // Undo, once by U and once by Ctrl+Z: play until a move of the person's can be taken back.
        for (const auto mods : {Qt::NoModifier, Qt::ControlModifier}) {
            const Qt::Key undoKey = mods == Qt::ControlModifier ? Qt::Key_Z : Qt::Key_U;
            playPandaPandaUntil(session, [&] { return session->property("canUndo").toBool() && session->property("myDecision").toBool(); });
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(session->property("canUndo").toBool(), "no move of the person's could be taken back");
            const int before = actions(session);
            key(undoKey, mods);
            QTRY_VERIFY(actions(session) < before);
            QTRY_VERIFY(session->property("myDecision").toBool());
        }

        // The bot's turn, slowed down so keys can be pressed during it.
        session->setProperty("botPaceMs", 1500);
        playPandaPandaUntil(session, [&] { return !session->property("myDecision").toBool(); });
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!session->property("myDecision").toBool());
        const int during = actions(session);
        for (Qt::Key k : {Qt::Key_C, Qt::Key_D, Qt::Key_X, Qt::Key_H, Qt::Key_Return, Qt::Key_Space})
            key(k);
        QCOMPARE(actions(session), during);   // the bot has not moved yet, and nothing of the person's went in
        QVERIFY(!session->property("myDecision").toBool());
        QVERIFY(hint->property("text").toString().isEmpty() && !hint->property("thinking").toBool());
        session->setProperty("botPaceMs", 0);
        QTRY_VERIFY(actions(session) > during || session->property("over").toBool());
        // Esc with the focus on a card of the hand (none picked) still leaves:
        // the table goes back to Setup, the game autosaved.
        QTRY_VERIFY(session->property("myDecision").toBool() || session->property("over").toBool());
        if (!session->property("over").toBool())
            QVERIFY2(tabInto(QStringLiteral("pandaHand")), qPrintable(focusedName()));
        key(Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        backHome();
    }

    // Pass-and-play: behind the privacy screen no move key does anything and no
    // hand shows; Enter (its button has the focus) hands the screen over.
    void nothingActsBehindThePrivacyScreen()
    {
        // On Setup, the second seat's kind goes from bot to person with the arrow key.
        QObject* session = openTable(QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable"),
                                     QStringLiteral("segment-bot"), Qt::Key_Left);
        QVERIFY(session);
        QTRY_VERIFY(session->property("privacyNeeded").toBool());
        QTRY_COMPARE(focusedName(), QStringLiteral("privacyReady"));
        const int before = actions(session);
        for (Qt::Key k : {Qt::Key_R, Qt::Key_S, Qt::Key_B, Qt::Key_N, Qt::Key_U, Qt::Key_H, Qt::Key_L, Qt::Key_Tab, Qt::Key_Right})
            key(k);
        QCOMPARE(actions(session), before);
        QVERIFY(session->property("privacyNeeded").toBool());
        QVERIFY(handEmpty(session));
        QCOMPARE(focusedName(), QStringLiteral("privacyReady"));
        key(Qt::Key_Return);
        QTRY_VERIFY(!session->property("privacyNeeded").toBool());
        QTRY_VERIFY(!handEmpty(session));
        // Ann's first decision: R rolls.
        QTRY_VERIFY(session->property("myDecision").toBool());
        key(Qt::Key_R);
        QTRY_VERIFY(actions(session) > before);
    }

private:
    // ---- keys ----
    QQuickWindow* window() const { return m_shell->window(); }
    QQuickItem* focused() const { return window()->activeFocusItem(); }
    QString focusedName() const { return e2e::nameOf(focused()); }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier) { e2e::pressKey(window(), k, mods); }
    bool tabTo(const QString& name, int limit = 120) { return e2e::tabTo(window(), name, limit); }
    bool focusInside(const QString& regionName) const
    {
        for (QQuickItem* it = focused(); it; it = it->parentItem())
            if (it->objectName() == regionName)
                return true;
        return false;
    }
    // Tab until focus is somewhere inside the region named `regionName`.
    bool tabInto(const QString& regionName, int limit = 12)
    {
        for (int i = 0; i < limit && !focusInside(regionName); ++i)
            key(Qt::Key_Tab);
        return focusInside(regionName);
    }
    int actions(QObject* session) const { return session->property("actionCount").toInt(); }

    // Home -> Setup -> the table, by Tab and Enter (and Space on a Setup choice).
    QObject* openTable(const QString& gameId, const QString& tableName, const QString& setupChoice = {},
                       Qt::Key setupKey = Qt::Key_Space)
    {
        for (int i = 0; i < 4 && currentScreen() != QStringLiteral("homeScreen"); ++i)   // after a failed game
            key(Qt::Key_Escape);
        [&] { QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen")); }();
        if (!tabTo(QStringLiteral("newGameButton-") + gameId)) {
            qWarning() << "no Tab stop for the new game button; focus on" << focusedName();
            return nullptr;
        }
        key(Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return currentScreen() == QStringLiteral("setupScreen"); }))
            return nullptr;
        if (!setupChoice.isEmpty()) {
            if (!tabTo(setupChoice, 300)) {
                qWarning() << "no Tab stop for" << setupChoice << "; focus on" << focusedName();
                return nullptr;
            }
            key(setupKey);
        }
        if (!tabTo(QStringLiteral("startButton"), 300))
            return nullptr;
        key(Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return currentScreen() == tableName; }))
            return nullptr;
        return screen()->property("session").value<QObject*>();
    }

    void backHome()
    {
        key(Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    // The sheet opens with ? and F1 and closes with Esc; while it is open, and
    // while the bot is asked, no move key does anything.
    void checkSheetAndGuards(QObject* session)
    {
        QTRY_VERIFY(session->property("started").toBool());
        shoot(currentScreen() + QStringLiteral("-focus"));
        key(Qt::Key_Tab);
        shoot(currentScreen() + QStringLiteral("-tab"));
        key(Qt::Key_F1);
        QTRY_VERIFY(shown(named(QStringLiteral("shortcutSheetTitle"))));
        shoot(currentScreen() + QStringLiteral("-sheet"));
        QVERIFY(named(QStringLiteral("shortcutSheetTitle"))->property("text").toString().startsWith(QStringLiteral("Keys at the")));
        const int before = actions(session);
        for (Qt::Key k : {Qt::Key_R, Qt::Key_S, Qt::Key_C, Qt::Key_D, Qt::Key_G, Qt::Key_X})
            key(k);
        QCOMPARE(actions(session), before);
        QVERIFY(shown(named(QStringLiteral("shortcutSheetTitle"))));
        escapeClosesOnlyThePopup(QStringLiteral("shortcutSheetTitle"));
        // Enter presses the sheet's Close (it has the focus): the sheet goes, the table stays.
        QTest::keyClick(window(), '?');
        QTRY_VERIFY(shown(named(QStringLiteral("shortcutSheetTitle"))));
        QTRY_COMPARE(focusedName(), QStringLiteral("shortcutSheetClose"));
        const QString table = currentScreen();
        key(Qt::Key_Return);
        QTRY_VERIFY(!shown(named(QStringLiteral("shortcutSheetTitle"))));
        QCOMPARE(currentScreen(), table);
        QCOMPARE(actions(session), before);
        // The rules panel over the table, opened by keys: Esc shuts it and leaves the table open.
        // Tab reaches the top bar; the arrows walk along it to Rules.
        // The top bar is the shell's, the same at every table.
        const QString rulesButton = QStringLiteral("rulesButton");
        QVERIFY2(tabTo(QStringLiteral("leaveButton")),
                 qPrintable(focusedName()));
        for (int i = 0; i < 12 && focusedName() != rulesButton; ++i)
            key(Qt::Key_Right);
        QCOMPARE(focusedName(), rulesButton);
        key(Qt::Key_Return);
        QTRY_VERIFY(shown(named(QStringLiteral("rulesPopupClose"))));
        QTRY_COMPARE(focusedName(), QStringLiteral("rulesPopupClose"));
        shoot(table + QStringLiteral("-rules"));
        escapeClosesOnlyThePopup(QStringLiteral("rulesPopupClose"));
        QCOMPARE(actions(session), before);
    }

    // Esc shuts the popup showing `shownName` and nothing else: the table stays
    // in front, however long the machine takes between the key and the check.
    void escapeClosesOnlyThePopup(const QString& shownName)
    {
        const QString table = currentScreen();
        key(Qt::Key_Escape);
        QTRY_VERIFY(!shown(named(shownName)));
        QTest::qWait(200);   // a second delivery of that Esc would have left the table by now
        QCOMPARE(currentScreen(), table);
    }

    void playToTheEnd(QObject* session, const std::function<void(QObject*)>& decide)
    {
        int decisions = 0, stuck = 0;
        QElapsedTimer clock;
        clock.start();
        while (!session->property("over").toBool()) {
            QVERIFY2(clock.elapsed() < 300000, "the game did not finish in time");
            // Panda Panda: a round's end is closed with Enter (its button has the focus).
            if (QQuickItem* roundEnd = named(QStringLiteral("roundEnd")); shown(roundEnd)) {
                QTRY_VERIFY(focusInside(QStringLiteral("roundEnd")));
                key(Qt::Key_Return);
                QTRY_VERIFY(!shown(named(QStringLiteral("roundEnd"))) || session->property("over").toBool());
                continue;
            }
            if (!session->property("myDecision").toBool()) {
                QTest::qWait(2);
                continue;
            }
            const int before = actions(session);
            decide(session);
            if (QTest::currentTestFailed())
                return;
            ++decisions;
            QVERIFY2(decisions < 4000, "too many decisions");
            if (actions(session) == before && session->property("myDecision").toBool()) {
                QVERIFY2(++stuck < 40, qPrintable(QStringLiteral("no key moved the game on; focus on %1").arg(focusedName())));
            } else {
                stuck = 0;
            }
        }
        QVERIFY(decisions > 3);
    }

    // ---- one decision of the person, per game ----
    void decideTrashPandas(QObject* session)
    {
        const int before = actions(session);
        const auto choice = [&](const char* name) { return shown(named(QStringLiteral("tpChoice-") + QLatin1String(name))); };
        if (choice("stop") && session->property("heldTokens").toList().size() >= 2)
            return key(Qt::Key_S);
        if (choice("roll"))
            return key(Qt::Key_R);
        if (choice("bust"))
            return key(Qt::Key_B);
        if (choice("pass"))
            return key(Qt::Key_N);
        // Tokens and cards: the first thing in the decision bar, then its options.
        QVERIFY2(tabInto(QStringLiteral("tpDecisionBar")), qPrintable(focusedName()));
        key(Qt::Key_Home);
        const QString first = focusedName();
        if (first.startsWith(QStringLiteral("tpUseToken-"))) {
            const int token = first.section(QLatin1Char('-'), 1).toInt();
            key(Qt::Key_Return);
            QTRY_VERIFY(shown(named(QStringLiteral("tpOptionCancel"))));
            if ((token == 1 || token == 2) && !handEmpty(session)) {   // Tree, Can or Tree: pick a hand card to stash
                QVERIFY(tabInto(QStringLiteral("tpHand")));
                key(Qt::Key_Return);
                QVERIFY(tabInto(QStringLiteral("tpDecisionBar")));
                for (int i = 0; i < 8 && focusedName() != QStringLiteral("tpStashPicked"); ++i)
                    key(Qt::Key_Right);
                if (focusedName() == QStringLiteral("tpStashPicked"))
                    return key(Qt::Key_Return);
                key(Qt::Key_Home);
            } else {
                QVERIFY(tabInto(QStringLiteral("tpDecisionBar")));
                key(Qt::Key_Home);
            }
        }
        if (actions(session) == before && focusedName() != QStringLiteral("tpOptionCancel"))
            key(Qt::Key_Return);
    }

    // Call when the hand wins; pass or discard with X; otherwise draw: from the
    // deck (D) or, every other turn, from a pile by Tab, arrows and Enter.
    void decidePandaPanda(QObject* session)
    {
        const int before = actions(session);
        if (session->property("canCall").toBool())
            return key(Qt::Key_C);
        const bool passing = !session->property("passable").toList().isEmpty();
        const bool canDiscard = !session->property("discardable").toList().isEmpty();
        const bool piles = !session->property("drawablePiles").toList().isEmpty();
        const bool deck = session->property("canDrawDeck").toBool();
        const int handSize = handCount(session);
        ++m_turn;
        if (passing || (canDiscard && (handSize > 6 || m_turn % 3 == 0 || (!deck && !piles)))) {
            // X goes to the hand, then X (twice when a discard is confirmed) plays the focused card.
            for (int i = 0; i < 4 && actions(session) == before && session->property("myDecision").toBool(); ++i)
                key(Qt::Key_X);
            return;
        }
        if (piles && (m_turn % 2 == 0 || !deck)) {
            for (int i = 0; i < 12 && !focusedName().startsWith(QStringLiteral("pileCard-")) && focusedName() != QStringLiteral("deckTop"); ++i)
                key(Qt::Key_Tab);
            key(Qt::Key_Home);   // the piles read from the top: the others', the deck, then one's own
            for (int i = 0; i < 12; ++i) {
                QQuickItem* card = focused();
                if (card && card->objectName().startsWith(QStringLiteral("pileCard-")) && card->property("interactive").toBool()
                    && card->property("highlighted").toBool())
                    return key(Qt::Key_Return);
                key(Qt::Key_Right);
            }
            QFAIL(qPrintable(QStringLiteral("no pile to take from by the keyboard; focus on %1").arg(focusedName())));
        }
        QVERIFY(deck);
        key(Qt::Key_D);
    }

    void decideTrashDash(QObject* session)
    {
        const int before = actions(session);
        // The rows' shortcuts say which moves G and D make now.
        QObject* choices = session->property("choiceModel").value<QObject*>();
        QVERIFY(choices);
        const auto offers = [choices](const QString& keyText) {
            QStringList ids;
            QMetaObject::invokeMethod(choices, "idsForShortcut", Q_RETURN_ARG(QStringList, ids), Q_ARG(QString, keyText));
            return !ids.isEmpty();
        };
        const bool go = offers(QStringLiteral("G"));
        const bool dash = offers(QStringLiteral("D"));
        if (go || dash) {
            const Qt::Key move = go ? Qt::Key_G : Qt::Key_D;
            key(move);                             // the only play, or the hand to choose a card
            if (actions(session) == before && session->property("myDecision").toBool())
                key(move);                         // the focused card's play
            if (actions(session) != before || !session->property("myDecision").toBool())
                return;
        }
        // A card's options or the bar's buttons: the first in the decision bar.
        // Nothing in the bar: a card of the hand is asked for (a Recycle Bin's discard).
        if (!tabInto(QStringLiteral("tdDecisionBar")) && tabInto(QStringLiteral("tdHand"))) {
            key(Qt::Key_Home);
            for (int i = 0; i < 10 && !(focused() && focused()->property("highlighted").toBool()); ++i)
                key(Qt::Key_Right);
            return key(Qt::Key_Return);
        }
        if (!focusInside(QStringLiteral("tdDecisionBar"))) {
            QStringList offered;
            for (int r = 0; r < choices->property("count").toInt(); ++r) {
                QVariantMap row;
                QMetaObject::invokeMethod(choices, "get", Q_RETURN_ARG(QVariantMap, row), Q_ARG(int, r));
                offered << row.value(QStringLiteral("choiceId")).toString();
            }
            QFAIL(qPrintable(QStringLiteral("no decision bar to Tab to (focus on %1); offered: %2")
                                 .arg(focusedName(), offered.join(QLatin1Char(' ')))));
        }
        key(Qt::Key_Home);
        if (focusedName() != QStringLiteral("tdOptionBack"))
            key(Qt::Key_Return);
    }

    // The person's moves by keys (a round's end closed with Enter) until
    // done() holds, at most 60 of them; fails if the game ends first.
    void playPandaPandaUntil(QObject* session, const std::function<bool()>& done)
    {
        for (int i = 0; i < 60 && !done(); ++i) {
            QTRY_VERIFY(session->property("myDecision").toBool() || session->property("over").toBool() || done());
            if (done())
                return;
            QVERIFY2(!session->property("over").toBool(), "the game ended first");
            if (QQuickItem* roundEnd = named(QStringLiteral("roundEnd")); shown(roundEnd)) {
                key(Qt::Key_Return);
                continue;
            }
            decidePandaPanda(session);
            if (QTest::currentTestFailed())
                return;
        }
    }

    int handCount(QObject* session) const
    {
        QObject* model = session->property("handModel").value<QObject*>();
        return model ? model->property("count").toInt() : 0;
    }
    bool handEmpty(QObject* session) const { return handCount(session) == 0; }
    int m_turn = 0;

    // CRITTER_E2E_SHOTS=<folder>: a picture of the window, to look at.
    void shoot(const QString& name)
    {
        const QString folder = qEnvironmentVariable("CRITTER_E2E_SHOTS");
        if (folder.isEmpty())
            return;
        QTest::qWait(300);   // the focus ring fades in
        window()->grabWindow().save(folder + QStringLiteral("/keys-") + name + QStringLiteral(".png"));
    }

    QQuickItem* root() const { return window()->contentItem(); }
    QQuickItem* named(const QString& name) const
    {
        return findItem(root(), [&](QQuickItem* it) { return it->objectName() == name && it->isVisible(); });
    }
    QQuickItem* screen() const { return e2e::screenOf(named(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }

    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestKeyboardE2E)
#include "test_keyboard_e2e.moc"
