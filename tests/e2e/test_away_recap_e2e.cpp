// "While you were away" (issue 33 part 2) through the real window, for each
// game: from Home, a pass-and-play table of Ann and Ben set up by clicks on
// Setup (each seat's kind and typed name); Ann plays her turn by clicks; Ben
// lifts his privacy screen and sees the recap of Ann's moves over the side
// column, with the keyboard on it, clear of his hand and his choices; he
// closes it (a click in Trash Pandas and Trash Dash, Enter in Panda Panda)
// and plays on. Ann's own first turn, with nothing behind her, has no recap.
// CRITTER_E2E_SHOTS=<folder> saves away-recap-<game>-<W>x<H>.png there, at
// the size CRITTER_E2E_SIZE=<W>x<H> gives (1280x800 otherwise), in the
// language CRITTER_E2E_LANGUAGE gives (English otherwise).
#include "e2e_window.h"
#include "table_players.h"
#include "settings/appsettings.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;
using e2e::shown;

class TestAwayRecapE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(19, {});   // every table deals from this seed, as --seed does
        e2e::useTestSettings(m_config, QStringLiteral("e2e-away-recap"));
        e2e::startWindow(m_shell);
        QSize size(1280, 800);
        if (const QStringList wanted = qEnvironmentVariable("CRITTER_E2E_SIZE").split(QLatin1Char('x')); wanted.size() == 2)
            size = QSize(wanted[0].toInt(), wanted[1].toInt());
        QQuickWindow* win = m_shell->window();
        QVERIFY(win);
        win->resize(size);
        QTRY_COMPARE(win->size(), size);
        // CRITTER_E2E_LANGUAGE=de|fr looks at it in another language.
        if (const QString language = qEnvironmentVariable("CRITTER_E2E_LANGUAGE"); !language.isEmpty())
            m_shell->settings()->setLanguage(language);
    }

    void cleanupTestCase() { m_shell.reset(); }

    void trashPandasTellsBenWhatAnnDid() { tellsBenWhatAnnDid(QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable"), false); }
    void pandaPandaTellsBenWhatAnnDid() { tellsBenWhatAnnDid(QStringLiteral("panda-panda"), QStringLiteral("pandaPandaTable"), true); }
    void trashDashTellsBenWhatAnnDid() { tellsBenWhatAnnDid(QStringLiteral("trash-dash"), QStringLiteral("trashDashTable"), false); }

    // Trash Pandas, played on by clicks until Ann does something to Ben (a
    // Yum Yum on him, a Doggo or Kitteh against his steal; a steal from him
    // happens as he answers it, so he watches that one): it is the first
    // line of his recap, in the notices' colour.
    void whatWasDoneToBenComesFirst()
    {
        QObject* session = startTable(QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable"));
        QVERIFY(session);
        QObject* data = session->property("recap").value<QObject*>();
        QVERIFY(data);
        QRandomGenerator choices(9);
        bool seen = false;
        for (int i = 0; i < 400 && !seen && !session->property("over").toBool(); ++i) {
            QTRY_VERIFY(session->property("myDecision").toBool() || session->property("privacyNeeded").toBool() ||
                        session->property("over").toBool());
            if (session->property("over").toBool())
                break;
            if (session->property("privacyNeeded").toBool()) {
                click(named(QStringLiteral("privacyReady")));
                QTRY_VERIFY(session->property("myDecision").toBool());
            }
            if (shown(named(QStringLiteral("awayRecap")))) {
                if (data->property("toYou").toInt() > 0 && session->property("viewer").toInt() == 1) {
                    const QString first = data->property("lines").toStringList().value(0);
                    QVERIFY2(first.startsWith(QStringLiteral("Ann ")), qPrintable(first));
                    if (qEnvironmentVariable("CRITTER_E2E_LANGUAGE").isEmpty())
                        QVERIFY2(first.contains(QStringLiteral("you")), qPrintable(first));
                    QVERIFY(shown(named(QStringLiteral("awayRecapLine-0"))));
                    QTest::qWait(100);
                    shot(QStringLiteral("away-recap-done-to-you-trash-pandas") + language());
                    seen = true;
                }
                click(named(QStringLiteral("awayRecap")), 0.3);
                QTRY_VERIFY(!shown(named(QStringLiteral("awayRecap"))));
            }
            if (QQuickItem* skip = named(QStringLiteral("tpPointerSkip")); shown(skip))
                click(skip);
            // A Yum Yum, a Doggo or a Kitteh whenever one is offered: each is done to the other person.
            QQuickItem* reaction = nullptr;
            for (const char* card : {"tpChoice-play-yumyum", "tpChoice-play-doggo", "tpChoice-play-kitteh"})
                if (!reaction)
                    reaction = e2e::players::prefixed(m_shell->window(), QLatin1String(card));
            if (!seen && reaction)
                click(reaction);
            else if (!seen)
                e2e::players::decide(m_shell->window(), session, choices);
            if (QTest::currentTestFailed())
                return;
            QTest::qWait(10);
        }
        QVERIFY2(seen, "Ann never did anything to Ben in this game");
        leaveTable();
    }

private:
    void tellsBenWhatAnnDid(const QString& game, const QString& table, bool closeByEnter)
    {
        QObject* session = startTable(game, table);
        QVERIFY(session);
        QRandomGenerator choices(5);

        // Ann first: nothing happened before her, so no recap.
        QTRY_VERIFY(shown(named(QStringLiteral("privacyReady"))));
        QCOMPARE(session->property("privacySeat").toInt(), 0);
        click(named(QStringLiteral("privacyReady")));
        QTRY_VERIFY(session->property("myDecision").toBool());
        QVERIFY(!shown(named(QStringLiteral("awayRecap"))));
        // Its words and button are made when it first opens, not hidden at every table (issue 35).
        QVERIFY(!named(QStringLiteral("awayRecapClose")));

        // Ann plays her turn by clicks until the screen goes to Ben.
        const int before = session->property("actionCount").toInt();
        for (int i = 0; i < 80 && !(session->property("privacyNeeded").toBool() && session->property("privacySeat").toInt() == 1); ++i) {
            QTRY_VERIFY(session->property("myDecision").toBool() || session->property("privacyNeeded").toBool() ||
                        shown(named(QStringLiteral("ppDrawnOk"))));
            if (QQuickItem* ok = named(QStringLiteral("ppDrawnOk")); shown(ok)) {
                click(ok);   // Panda Panda shows Ann her draw before the device goes on
                continue;
            }
            if (session->property("privacyNeeded").toBool())
                break;
            if (QQuickItem* skip = named(QStringLiteral("tpPointerSkip")); shown(skip))
                click(skip);
            QVERIFY(!shown(named(QStringLiteral("awayRecap"))));   // her own moves are no news to her
            e2e::players::decide(m_shell->window(), session, choices);
            if (QTest::currentTestFailed())
                return;
            QTest::qWait(20);
        }
        QTRY_VERIFY(session->property("privacyNeeded").toBool());
        QCOMPARE(session->property("privacySeat").toInt(), 1);
        QVERIFY(session->property("actionCount").toInt() > before);
        QVERIFY(!shown(named(QStringLiteral("awayRecap"))));   // not over the privacy screen

        // Ben comes back to the device: what Ann did, before he is asked anything.
        // (Asked in the open, Trash Pandas' Yum Yum, this is his look at his hand.)
        click(named(QStringLiteral("privacyReady")));
        QTRY_VERIFY(session->property("myDecision").toBool());
        QCOMPARE(session->property("viewer").toInt(), 1);
        QQuickItem* recap = named(QStringLiteral("awayRecap"));
        QTRY_VERIFY(shown(recap));
        QObject* data = session->property("recap").value<QObject*>();
        QVERIFY(data);
        const QStringList lines = data->property("lines").toStringList();
        QVERIFY(!lines.isEmpty());
        QVERIFY2(lines.join(QLatin1Char(' ')).contains(QStringLiteral("Ann")), qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(shown(named(QStringLiteral("awayRecapLine-0"))));
        if (language().isEmpty())   // back through the privacy screen: he was away
            QCOMPARE(named(QStringLiteral("awayRecapTitle"))->property("text").toString(), QStringLiteral("While you were away"));
        // Every line on screen, inside the window.
        const QRectF window(0, 0, m_shell->window()->width(), m_shell->window()->height());
        const QRectF box = recap->mapRectToScene(QRectF(0, 0, recap->width(), recap->height()));
        QVERIFY2(window.contains(box), "the recap goes off the window");
        // Clear of what Ben must do next: no choice button and no hand card under it.
        const QStringList clear{QStringLiteral("tpChoice-"), QStringLiteral("ppChoice-"), QStringLiteral("tdChoice-"),
                                QStringLiteral("tpHandCard-"), QStringLiteral("handCard-"), QStringLiteral("tdHandCard-")};
        int checked = 0;
        QStringList under;
        findItem(m_shell->window()->contentItem(), [&](QQuickItem* it) {
            for (const QString& prefix : clear)
                if (it->objectName().startsWith(prefix) && shown(it)) {
                    ++checked;
                    if (it->mapRectToScene(QRectF(0, 0, it->width(), it->height())).intersects(box))
                        under << it->objectName();
                }
            return false;
        });
        QVERIFY2(under.isEmpty(), qPrintable(under.join(QStringLiteral(", ")) + QStringLiteral(" under the recap")));
        QVERIFY(checked > 0);
        // Back through the privacy screen, the keyboard is on the recap, not on a choice.
        QTRY_COMPARE(e2e::nameOf(m_shell->window()->activeFocusItem()), QStringLiteral("awayRecapClose"));
        QTest::qWait(100);
        shot(QStringLiteral("away-recap-") + game + language());

        const int actions = session->property("actionCount").toInt();
        if (closeByEnter)
            e2e::pressKey(m_shell->window(), Qt::Key_Return);
        else
            click(recap, 0.3);   // anywhere on it
        QTRY_VERIFY(!shown(named(QStringLiteral("awayRecap"))));
        QCOMPARE(session->property("actionCount").toInt(), actions);   // closing it played nothing
        QVERIFY(session->property("myDecision").toBool());
        // Ben plays on by clicks.
        if (QQuickItem* skip = named(QStringLiteral("tpPointerSkip")); shown(skip))
            click(skip);
        e2e::players::decide(m_shell->window(), session, choices);
        QTRY_VERIFY(session->property("actionCount").toInt() > actions);
        leaveTable();
    }

    // Home -> Setup: seat 1 Ann and seat 2 Ben, both people, by clicks and typing -> the table.
    QObject* startTable(const QString& gameId, const QString& tableName)
    {
        if (!QTest::qWaitFor([&] { return currentScreen() == QStringLiteral("homeScreen"); }, 5000))
            return nullptr;
        click(named(QStringLiteral("newGameButton-") + gameId));
        if (!QTest::qWaitFor([&] { return currentScreen() == QStringLiteral("setupScreen"); }))
            return nullptr;
        QObject* seats = named(QStringLiteral("seatEditor"), screen());
        while (seats && seats->property("count").toInt() < 2)
            click(named(QStringLiteral("addSeatButton"), screen()));
        const QStringList people{QStringLiteral("Ann"), QStringLiteral("Ben")};
        for (int i = 0; i < people.size(); ++i) {
            QQuickItem* card = named(QStringLiteral("seatCard-%1").arg(i), screen());
            if (!card)
                return nullptr;
            e2e::scrollTo(card);
            QQuickItem* segment = named(QStringLiteral("segment-person"), card);
            if (!segment)
                return nullptr;
            if (!segment->property("selected").toBool())
                click(segment);
            if (!QTest::qWaitFor([&] { return segment->property("selected").toBool(); }))
                return nullptr;
            QQuickItem* field = named(QStringLiteral("seatName"), card);
            click(field);
            if (!QTest::qWaitFor([&] { return field->hasActiveFocus(); }))
                return nullptr;
            QTest::keyClick(m_shell->window(), Qt::Key_A, Qt::ControlModifier);
            e2e::typeText(m_shell->window(), people[i]);
            if (!QTest::qWaitFor([&] { return field->property("text").toString() == people[i]; }))
                return nullptr;
        }
        QQuickItem* start = named(QStringLiteral("startButton"), screen());
        e2e::scrollTo(start);
        click(start);
        if (!QTest::qWaitFor([&] { return currentScreen() == tableName; }))
            return nullptr;
        return screen()->property("session").value<QObject*>();
    }

    void leaveTable()
    {
        // A privacy screen covers Leave: the next person lifts it first.
        if (shown(named(QStringLiteral("privacyReady")))) {
            click(named(QStringLiteral("privacyReady")));
            QTRY_VERIFY(!shown(named(QStringLiteral("privacyScreen"))));
        }
        click(named(QStringLiteral("leaveButton")));
        QTRY_VERIFY(!currentScreen().endsWith(QStringLiteral("Table")));
        for (int i = 0; i < 3 && currentScreen() != QStringLiteral("homeScreen"); ++i) {
            e2e::pressKey(m_shell->window(), Qt::Key_Escape);
            QTest::qWait(50);
        }
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

    QQuickItem* root() const { return m_shell->window()->contentItem(); }
    QQuickItem* screen() const { return e2e::screenOf(findItem(root(), QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }
    // The first visible item of that name (in the window, or under `under`).
    QQuickItem* named(const QString& name, QQuickItem* under = nullptr) const
    {
        QQuickItem* r = findItem(under ? under : root(), [&](QQuickItem* it) { return it->objectName() == name && it->isVisible(); });
        return r ? r : findItem(under ? under : root(), name);
    }
    void click(QQuickItem* target, double fx = 0.5) { e2e::click(m_shell->window(), target, fx); }
    // "-de" for a screenshot in German, "" in English.
    static QString language()
    {
        const QString language = qEnvironmentVariable("CRITTER_E2E_LANGUAGE");
        return language.isEmpty() ? QString() : QLatin1Char('-') + language;
    }
    void shot(const QString& name)
    {
        if (const QString dir = qEnvironmentVariable("CRITTER_E2E_SHOTS"); !dir.isEmpty())
            m_shell->window()->grabWindow().save(QStringLiteral("%1/%2-%3x%4.png").arg(dir, name)
                                                     .arg(m_shell->window()->width()).arg(m_shell->window()->height()));
    }

    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestAwayRecapE2E)
#include "test_away_recap_e2e.moc"
