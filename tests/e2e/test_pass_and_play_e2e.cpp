// Pass-and-play friction (issue 29 items 29-31), through the real window by
// clicks from Home:
//  - Trash Pandas: one Stop asks every other person about a Yum Yum, each on
//    their own privacy screen (named, no hand), in one tap: "No Yum Yum", or
//    "Look at my hand" and then the answer; no extra hand-over screen.
//  - Panda Panda: the card a person draws is shown to them before the device
//    goes on; a discard's first click lifts the card and says at the card
//    what the second click does.
#include "e2e_window.h"
#include "settings/appsettings.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::handOf;
using e2e::shown;

class TestPassAndPlayE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(7, {});   // every table deals from this seed, as --seed does
        e2e::useTestSettings(m_config, QStringLiteral("e2e-pass-and-play"));
        e2e::startWindow(m_shell);
        // CRITTER_E2E_SIZE=1024x640 (with CRITTER_E2E_SHOTS=<folder>) looks at the screens at another size.
        if (const QStringList size = qEnvironmentVariable("CRITTER_E2E_SIZE").split(QLatin1Char('x')); size.size() == 2)
            m_shell->window()->resize(size[0].toInt(), size[1].toInt());
    }

    void cleanupTestCase() { m_shell.reset(); }

    // Item 29: from Ann's Stop to her next decision, every other person is
    // asked, each in exactly one tap on a screen that names them and shows no
    // hand; the one who looks answers with one more tap. 3 people: 4 clicks.
    void yumYumAsksCostOneTapEach()
    {
        QObject* session = startTable(QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable"),
                                      {QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cat")});
        QVERIFY(session);
        e2e::HandWatch watch(m_shell->window(), session, [session] { return !handOf(session).isEmpty(); });
        QTRY_VERIFY(shown(named(QStringLiteral("privacyReady"))));
        watch.handedTo(0);
        click(named(QStringLiteral("privacyReady")));
        QTRY_VERIFY(session->property("myDecision").toBool());
        if (QQuickItem* skip = named(QStringLiteral("tpPointerSkip")); shown(skip))
            click(skip);
        click(named(QStringLiteral("tpChoice-roll")));
        QTRY_VERIFY(shown(named(QStringLiteral("tpChoice-stop"))));
        click(named(QStringLiteral("tpChoice-stop")));

        int clicks = 0;
        // Ben: asked at once on his own screen, no hand shown; "No Yum Yum" is one tap.
        askedOnScreen(session, 1, QStringLiteral("Ben"));
        if (QTest::currentTestFailed())
            return;
        QVERIFY(named(QStringLiteral("privacyQuestion"))->property("text").toString().startsWith(QStringLiteral("Ann stopped.")));
        QCOMPARE(named(QStringLiteral("privacyChoice-pass"))->property("text").toString(), QStringLiteral("No Yum Yum"));
        shot(QStringLiteral("tp-yum-yum-ask"));
        // The keyboard stays on the screen: the look has the focus (a stray Enter answers
        // nothing unseen); Tab and Backtab move between the screen's two buttons only.
        QTRY_COMPARE(e2e::nameOf(m_shell->window()->activeFocusItem()), QStringLiteral("privacyReady"));
        e2e::pressKey(m_shell->window(), Qt::Key_Tab);
        QTRY_COMPARE(e2e::nameOf(m_shell->window()->activeFocusItem()), QStringLiteral("privacyChoice-pass"));
        e2e::pressKey(m_shell->window(), Qt::Key_Backtab);
        QTRY_COMPARE(e2e::nameOf(m_shell->window()->activeFocusItem()), QStringLiteral("privacyReady"));
        QCOMPARE(session->property("openSeat").toInt(), 1);   // keys answered nothing
        click(named(QStringLiteral("privacyChoice-pass")));
        ++clicks;
        // Cat: the same screen straight away; she looks (one tap), her hand and her whole decision show.
        askedOnScreen(session, 2, QStringLiteral("Cat"));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(named(QStringLiteral("privacyReady"))->property("text").toString(), QStringLiteral("Look at my hand"));
        watch.handedTo(2);
        click(named(QStringLiteral("privacyReady")));
        ++clicks;
        QTRY_VERIFY(session->property("myDecision").toBool());
        QCOMPARE(session->property("viewer").toInt(), 2);
        QVERIFY(!handOf(session).isEmpty());
        QVERIFY(!session->property("privacyNeeded").toBool());
        click(named(QStringLiteral("tpChoice-pass")));   // "No, let them stop"
        ++clicks;
        // Back to Ann: her usual screen, then her tokens.
        QTRY_VERIFY(session->property("privacyNeeded").toBool());
        QCOMPARE(session->property("privacySeat").toInt(), 0);
        QVERIFY(!shown(named(QStringLiteral("privacyChoice-pass"))));
        QVERIFY(handOf(session).isEmpty());
        watch.handedTo(0);
        click(named(QStringLiteral("privacyReady")));
        ++clicks;
        QTRY_VERIFY(session->property("myDecision").toBool());
        QCOMPARE(session->property("viewer").toInt(), 0);
        QCOMPARE(session->property("phase").toInt(), 4);   // PhaseResolve: using her tokens
        QCOMPARE(clicks, 4);
        QVERIFY2(watch.violation().isEmpty(), qPrintable(watch.violation()));
        leaveTable();
    }

    // Item 30: Ann draws; her card shows to her until she clicks "OK, pass
    // the device"; only then does Bob's privacy screen come up.
    // Item 31: Bob's discard: the first click lifts the card and puts
    // "Discard <letter>" at it, and nothing is discarded yet; the second does it.
    void pandaPandaShowsTheDrawAndSaysWhatADiscardDoes()
    {
        // Settings: "Confirm moves that cannot be undone" set to pick, then
        // play (the e2e settings start with it off): the core's pending move
        // is what holds the discard, the hand only shows it.
        click(named(QStringLiteral("settingsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("settingsScreen"));
        QQuickItem* confirmMoves = named(QStringLiteral("confirmMovesChoice"), screen());
        QVERIFY(confirmMoves);
        e2e::scrollTo(confirmMoves);
        click(findItem(confirmMoves, QStringLiteral("segment-2")));   // pick, then play
        QTRY_COMPARE(m_shell->settings()->confirmMoves(), 2);
        click(named(QStringLiteral("backButton"), screen()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QObject* session = startTable(QStringLiteral("panda-panda"), QStringLiteral("pandaPandaTable"),
                                      {QStringLiteral("Ann"), QStringLiteral("Bob")});
        QVERIFY(session);
        QTRY_VERIFY(shown(named(QStringLiteral("privacyReady"))));
        click(named(QStringLiteral("privacyReady")));
        QTRY_VERIFY(session->property("myDecision").toBool());
        const int turnSeat = session->property("turnSeat").toInt();
        const qsizetype before = handOf(session).size();
        QTRY_VERIFY(shown(named(QStringLiteral("ppChoice-draw-deck"))));
        click(named(QStringLiteral("ppChoice-draw-deck")));

        QTRY_VERIFY(shown(named(QStringLiteral("ppDrawnOk"))));
        QVERIFY(!session->property("privacyNeeded").toBool());
        const int drawn = session->property("drawnCard").toInt();
        QVERIFY(drawn >= 0);
        QCOMPARE(handOf(session).size(), before + 1);
        QVERIFY(handOf(session).contains(drawn));
        QCOMPARE(named(QStringLiteral("ppDrawnCard"))->property("letter").toInt(), drawn);
        QVERIFY(named(QStringLiteral("ppDrawnText"))->property("text").toString().startsWith(QStringLiteral("You drew ")));
        shot(QStringLiteral("pp-drawn-card"));
        QTest::qWait(300);   // it stays until she clicks
        QVERIFY(shown(named(QStringLiteral("ppDrawnOk"))));
        QVERIFY(!session->property("privacyNeeded").toBool());
        click(named(QStringLiteral("ppDrawnOk")));
        QTRY_VERIFY(session->property("privacyNeeded").toBool());
        QCOMPARE(session->property("privacySeat").toInt(), 1 - turnSeat);
        QVERIFY(!shown(named(QStringLiteral("ppDrawn"))));

        click(named(QStringLiteral("privacyReady")));
        QTRY_VERIFY(session->property("myDecision").toBool());
        QVERIFY(session->property("confirmCardChoice").toBool());
        const QVariantList discardable = session->property("discardable").toList();
        QVERIFY(!discardable.isEmpty());
        const int letter = discardable.first().toInt();
        QQuickItem* hand = named(QStringLiteral("pandaHand"));
        QQuickItem* card = nullptr;
        for (int i = 0; i < 40 && !card; ++i) {
            QQuickItem* c = findItem(hand, QStringLiteral("handCard-%1").arg(i));
            if (!c)
                break;
            if (c->property("letter").toInt() == letter)
                card = c;
        }
        QVERIFY(card);
        const int actions = session->property("actionCount").toInt();
        click(card, 0.2);
        QQuickItem* confirm = named(QStringLiteral("pandaConfirmPick"));
        QTRY_VERIFY(shown(confirm));
        QVERIFY(card->property("selected").toBool());
        const QString letterText = QString(QChar(u'A' + letter));
        const QString says = confirm->property("text").toString();   // "Discard this A"
        QVERIFY2(says.startsWith(QStringLiteral("Discard")) && says.endsWith(QLatin1Char(' ') + letterText), qPrintable(says));
        // At the card: just above it, over its width.
        const QRectF at = confirm->mapRectToScene(QRectF(0, 0, confirm->width(), confirm->height()));
        const QRectF c = card->mapRectToScene(QRectF(0, 0, card->width(), card->height()));
        QVERIFY2(at.bottom() <= c.top() + 30 && at.right() > c.left() && at.left() < c.right(),
                 "the confirm button is not at the picked card");
        // Lifted: the card's face (its first child) stands a sixth of its height above its place.
        QVERIFY(!card->childItems().isEmpty());
        QTRY_VERIFY(card->childItems().first()->y() <= -card->height() * 0.15);
        QCOMPARE(session->property("actionCount").toInt(), actions);   // nothing discarded yet
        shot(QStringLiteral("pp-discard-picked"));
        click(confirm);
        QTRY_COMPARE(session->property("actionCount").toInt(), actions + 1);
        leaveTable();
    }

private:
    // A seat asked in the open, on its own privacy screen: named, no hand, one-tap answers.
    void askedOnScreen(QObject* session, int seat, const QString& name)
    {
        QTRY_COMPARE(session->property("openSeat").toInt(), seat);
        QVERIFY(session->property("privacyNeeded").toBool());
        QCOMPARE(session->property("privacySeat").toInt(), seat);
        QTRY_VERIFY(shown(named(QStringLiteral("privacyChoice-pass"))));
        QVERIFY(shown(named(QStringLiteral("privacyReady"))));
        QCOMPARE(named(QStringLiteral("privacyTitle"))->property("text").toString(),
                 QStringLiteral("Pass the screen to %1").arg(name));
        QVERIFY(handOf(session).isEmpty());
        QVERIFY(!session->property("handVisible").toBool());
    }

    // Home -> Setup (every seat a person, named) -> the table.
    QObject* startTable(const QString& gameId, const QString& tableName, const QStringList& people)
    {
        if (!QTest::qWaitFor([&] { return currentScreen() == QStringLiteral("homeScreen"); }, 5000))
            return nullptr;
        click(named(QStringLiteral("newGameButton-") + gameId));
        if (!QTest::qWaitFor([&] { return currentScreen() == QStringLiteral("setupScreen"); }))
            return nullptr;
        QObject* seats = named(QStringLiteral("seatEditor"), screen());
        while (seats->property("count").toInt() < people.size())
            click(named(QStringLiteral("addSeatButton"), screen()));
        for (int i = 0; i < people.size(); ++i) {
            QMetaObject::invokeMethod(seats, "setKind", Q_ARG(QVariant, i), Q_ARG(QVariant, QStringLiteral("person")));
            QMetaObject::invokeMethod(seats, "setName", Q_ARG(QVariant, i), Q_ARG(QVariant, people[i]));
        }
        click(named(QStringLiteral("startButton"), screen()));
        if (!QTest::qWaitFor([&] { return currentScreen() == tableName; }))
            return nullptr;
        return screen()->property("session").value<QObject*>();
    }

    void leaveTable()
    {
        QQuickItem* leave = named(QStringLiteral("leaveButton"));
        QVERIFY(leave);
        click(leave);
        QTRY_VERIFY(currentScreen() != QStringLiteral("trashPandasTable") && currentScreen() != QStringLiteral("pandaPandaTable"));
        for (int i = 0; i < 3 && currentScreen() != QStringLiteral("homeScreen"); ++i) {
            e2e::pressKey(m_shell->window(), Qt::Key_Escape);
            QTest::qWait(50);
        }
    }

    QQuickItem* root() const { return m_shell->window()->contentItem(); }
    QQuickItem* screen() const { return e2e::screenOf(findItem(root(), QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }
    // The first visible item of that name (in the window, or under `under`).
    QQuickItem* named(const QString& name, QQuickItem* under = nullptr) const
    {
        QQuickItem* r = findItem(under ? under : root(), [&](QQuickItem* it) {
            return it->objectName() == name && it->isVisible();
        });
        return r ? r : findItem(under ? under : root(), name);
    }
    void click(QQuickItem* target, double fx = 0.5) { e2e::click(m_shell->window(), target, fx); }
    void shot(const QString& name)
    {
        if (const QString dir = qEnvironmentVariable("CRITTER_E2E_SHOTS"); !dir.isEmpty())
            m_shell->window()->grabWindow().save(QStringLiteral("%1/%2-%3x%4.png").arg(dir, name)
                                                     .arg(m_shell->window()->width()).arg(m_shell->window()->height()));
    }

    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestPassAndPlayE2E)
#include "test_pass_and_play_e2e.moc"
