// What a screen reader sees at each game's table: the real window, opened
// with the keyboard (Tab and Enter) against a bot, walked through
// QAccessible from the window down. Every interactive item (a button, check
// box, list item, anything focusable or with an action) must have a name;
// the test fails naming each one that has none. It also checks that cards
// are named from what they show, seats are named, and that the log's
// announcement says the newest thing that happened.
#include "e2e_window.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include "cardlistmodel.h"
#include "stats/statistics.h"

#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::seat;

namespace {

bool interactive(QAccessibleInterface* iface)
{
    switch (iface->role()) {
    case QAccessible::PushButton:   // (Button is the same value)
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ListItem:
    case QAccessible::ComboBox:
    case QAccessible::Slider:
    case QAccessible::PageTab:
        return true;
    default:
        break;
    }
    if (iface->state().focusable)
        return true;
    QAccessibleActionInterface* actions = iface->actionInterface();
    return actions && !actions->actionNames().isEmpty();
}

// Where an interface sits, for the failure message: its object's name and class.
QString describe(QAccessibleInterface* iface)
{
    QObject* object = iface->object();
    QString where;
    for (QObject* o = object; o; o = o->parent()) {
        if (!o->objectName().isEmpty()) {
            where = o->objectName();
            break;
        }
    }
    return QStringLiteral("%1 (role %2, in %3)")
        .arg(object ? QString::fromLatin1(object->metaObject()->className()) : QStringLiteral("?"))
        .arg(int(iface->role()))
        .arg(where.isEmpty() ? QStringLiteral("?") : where);
}

struct Walk {
    int visited = 0;
    int interactiveCount = 0;
    QStringList unnamed;
    QStringList names;   // every name seen, to look for what must (not) be said
};

void walk(QAccessibleInterface* iface, Walk& out, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 200)
        return;
    ++out.visited;
    if (iface->state().invisible)
        return;
    const QString name = iface->text(QAccessible::Name).trimmed();
    if (!name.isEmpty())
        out.names << name;
    if (interactive(iface) && iface->role() != QAccessible::Window) {
        ++out.interactiveCount;
        if (name.isEmpty())
            out.unnamed << describe(iface);
    }
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), out, depth + 1);
}

} // namespace

class TestAccessibilityTree : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        LaunchOptions::set(5, {});
        e2e::useTestSettings(m_config, QStringLiteral("e2e-accessibility"));
        QSettings store;
        const QVariantList againstABot{seat(QStringLiteral("Kim"), QStringLiteral("person"), {}),
                                       seat({}, QStringLiteral("bot"), QStringLiteral("easy"))};
        store.setValue(QStringLiteral("setup/lastTable/trash-pandas"), againstABot);
        store.setValue(QStringLiteral("setup/lastTable/panda-panda"), againstABot);
        store.setValue(QStringLiteral("setup/lastTable/trash-dash"),
                       QVariantList{seat(QStringLiteral("Kim"), QStringLiteral("person"), {}), seat({}, QStringLiteral("cpu"), {})});
        e2e::startWindow(m_shell);
    }

    void cleanupTestCase() { m_shell.reset(); }

    void homeScreenIsNamed() { checkTree(QStringLiteral("home")); }

    void tables_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("cardPrefix");
        QTest::addColumn<QString>("banner");   // the line that says whose turn it is
        QTest::newRow("trash-pandas") << QStringLiteral("trash-pandas") << QStringLiteral("trashPandasTable")
                                      << QStringLiteral("Trash Pandas card: ") << QStringLiteral("banner");
        QTest::newRow("panda-panda") << QStringLiteral("panda-panda") << QStringLiteral("pandaPandaTable")
                                     << QStringLiteral("Panda Panda card: ") << QStringLiteral("banner");
        QTest::newRow("trash-dash") << QStringLiteral("trash-dash") << QStringLiteral("trashDashTable")
                                    << QStringLiteral("Trash Dash card: ") << QStringLiteral("banner");
    }

    void tables()
    {
        QFETCH(QString, game);
        QFETCH(QString, table);
        QFETCH(QString, cardPrefix);
        QFETCH(QString, banner);
        for (int i = 0; i < 4 && currentScreen() != QStringLiteral("homeScreen"); ++i)   // after a failed row
            e2e::pressKey(window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(e2e::tabTo(window(), QStringLiteral("newGameButton-") + game));
        e2e::pressKey(window(), Qt::Key_Return);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        checkTree(game + QStringLiteral(" setup"));
        QVERIFY(e2e::tabTo(window(), QStringLiteral("startButton"), 300));
        e2e::pressKey(window(), Qt::Key_Return);
        QTRY_COMPARE(currentScreen(), table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        // The person's first decision: their hand shows, the bot has been dealt its hidden cards.
        QTRY_VERIFY_WITH_TIMEOUT(session->property("myDecision").toBool(), 20000);
        QTest::qWait(50);

        const Walk seen = checkTree(game);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(std::any_of(seen.names.cbegin(), seen.names.cend(), [&](const QString& n) { return n.startsWith(cardPrefix); }),
                 qPrintable(QStringLiteral("no card named \"%1…\"").arg(cardPrefix)));
        QVERIFY(std::any_of(seen.names.cbegin(), seen.names.cend(), [](const QString& n) { return n.startsWith(QStringLiteral("Seat ")) || n.startsWith(QStringLiteral("Racer: ")); }));
        // No hidden card is named: only the viewer's hand and the cards face up on the table.
        const auto cardsNamed = std::count_if(seen.names.cbegin(), seen.names.cend(), [&](const QString& n) { return n.startsWith(cardPrefix); });
        const int allowed = countOf(session, "handModel") + faceUpOnTable(game, session);
        qInfo("%s: %d cards named, %d may be seen", qPrintable(game), int(cardsNamed), allowed);
        QVERIFY2(cardsNamed <= allowed, qPrintable(QStringLiteral("%1 cards named, but only %2 may be seen").arg(cardsNamed).arg(allowed)));
        QVERIFY(std::any_of(seen.names.cbegin(), seen.names.cend(), [](const QString& n) { return n.startsWith(QStringLiteral("face-down card")) || n.startsWith(QStringLiteral("Deck, ")); }) || game == QStringLiteral("trash-dash"));
        // Whose turn it is and what is asked is read out, not only shown.
        QQuickItem* bannerItem = named(banner);
        QVERIFY(bannerItem);
        const QString turnLine = bannerItem->property("text").toString();
        QVERIFY(!turnLine.isEmpty());
        QVERIFY2(seen.names.contains(turnLine), qPrintable(turnLine));
        // The announcement of what happened is the log's newest line.
        QObject* log = session->property("log").value<QObject*>();
        QVERIFY(log);
        const QString last = log->property("lastText").toString();
        QVERIFY(!last.isEmpty());
        QVERIFY2(seen.names.contains(last), qPrintable(last));

        // The sheet of keys: every line named too.
        e2e::pressKey(window(), Qt::Key_F1);
        QTRY_VERIFY(named(QStringLiteral("shortcutSheetTitle")));
        checkTree(game + QStringLiteral(" keys sheet"));
        e2e::pressKey(window(), Qt::Key_Escape);
        QTRY_VERIFY(!named(QStringLiteral("shortcutSheetTitle")));

        // Home again (Esc leaves the table, then Setup); a person's second Esc comes a moment later.
        QTest::qWait(100);
        e2e::pressKey(window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        e2e::pressKey(window(), Qt::Key_Escape);
    }

    // The screens beside the tables, reached from Home by the keyboard:
    // Statistics (with a recorded game, so its chart and rows are there),
    // Settings, About and each game's Rules.
    void otherScreens_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<QString>("screenName");
        QTest::addColumn<QStringList>("mustSay");   // words a screen reader must find (a trailing "…": a start)
        QTest::newRow("statistics") << QStringLiteral("statisticsButton") << QStringLiteral("statisticsScreen")
                                    << QStringList{QStringLiteral("Statistics"), QStringLiteral("Game"), QStringLiteral("Kim, …")};
        QTest::newRow("settings") << QStringLiteral("settingsButton") << QStringLiteral("settingsScreen")
                                  << QStringList{QStringLiteral("Settings"), QStringLiteral("Animation speed"), QStringLiteral("Bot pace"),
                                                 QStringLiteral("The language of every screen…")};
        QTest::newRow("about") << QStringLiteral("aboutButton") << QStringLiteral("aboutScreen")
                               << QStringList{QStringLiteral("About"), QStringLiteral("Made by"), QStringLiteral("Version…")};
        // Each game's rules: its first two headings.
        const std::pair<const char*, const char*> rules[] = {
            {"trash-pandas", "Getting ready"}, {"panda-panda", "The cards"}, {"trash-dash", "Modes"}};
        for (const auto& [game, second] : rules)
            QTest::newRow((QByteArray("rules ") + game).constData())
                << QStringLiteral("rulesButton-") + QLatin1String(game) << QStringLiteral("rulesScreen")
                << QStringList{QStringLiteral("The idea"), QString::fromUtf8(second)};
    }

    void otherScreens()
    {
        QFETCH(QString, button);
        QFETCH(QString, screenName);
        QFETCH(QStringList, mustSay);
        if (screenName == QStringLiteral("statisticsScreen") && m_shell->statistics()) {
            FinishedGame game{QStringLiteral("trash-pandas"), QDateTime::currentDateTimeUtc(), 40,
                              {{QStringLiteral("Kim"), QStringLiteral("person"), {}, 61, true},
                               {QStringLiteral("Easy bot"), QStringLiteral("bot"), QStringLiteral("easy"), 48, false}}};
            m_shell->statistics()->recordGame(game);
        }
        for (int i = 0; i < 4 && currentScreen() != QStringLiteral("homeScreen"); ++i)   // after a failed row
            e2e::pressKey(window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY(e2e::tabTo(window(), button));
        e2e::pressKey(window(), Qt::Key_Return);
        QTRY_COMPARE(currentScreen(), screenName);
        QTest::qWait(50);
        const Walk seen = checkTree(QString::fromLatin1(QTest::currentDataTag()));
        // Not only the controls: the words on the screen are read out too
        // (headings, paragraphs, what each group of choices is for).
        for (const QString& words : mustSay) {
            const bool start = words.endsWith(QChar(0x2026));
            const QString want = start ? words.chopped(1) : words;
            QVERIFY2(std::any_of(seen.names.cbegin(), seen.names.cend(),
                                 [&](const QString& n) { return start ? n.startsWith(want) : n == want; }),
                     qPrintable(QStringLiteral("nothing says \"%1\"; the names: %2").arg(words, seen.names.join(QLatin1Char('|')))));
        }
        e2e::pressKey(window(), Qt::Key_Escape);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

private:
    Walk checkTree(const QString& where)
    {
        // Controls give their items a role when accessibility is switched on;
        // offscreen there is no screen reader to do it, so the test does, for
        // every control that exists now.
        QAccessible::setActive(true);
        Walk out;
        QAccessibleInterface* root = QAccessible::queryAccessibleInterface(window());
        [&] { QVERIFY(root); }();
        if (!root)
            return out;
        walk(root, out);
        qInfo("%s: %d accessible items, %d interactive", qPrintable(where), out.visited, out.interactiveCount);
        [&] {
            QVERIFY2(out.interactiveCount > 0, qPrintable(where + QStringLiteral(": no interactive item at all")));
            QVERIFY2(out.unnamed.isEmpty(), qPrintable(QStringLiteral("%1: %2 of %3 interactive items have no name:\n  %4")
                                                           .arg(where).arg(out.unnamed.size()).arg(out.interactiveCount)
                                                           .arg(out.unnamed.join(QStringLiteral("\n  ")))));
        }();
        return out;
    }

    static int countOf(QObject* session, const char* model)
    {
        QObject* list = session->property(model).value<QObject*>();
        return list ? list->property("count").toInt() : 0;
    }
    // Cards anyone may see on the table: Trash Pandas' discard top, Panda Panda's piles.
    static int faceUpOnTable(const QString& game, QObject* session)
    {
        if (game == QStringLiteral("trash-pandas"))
            return countOf(session, "discardModel") > 0 ? 1 : 0;
        int open = 0;
        if (game == QStringLiteral("panda-panda")) {
            for (int seat = 0; seat < session->property("players").toInt(); ++seat) {
                CardListModel* pile = nullptr;
                QMetaObject::invokeMethod(session, "pileModel", Q_RETURN_ARG(CardListModel*, pile), Q_ARG(int, seat));
                open += pile ? pile->property("count").toInt() : 0;
            }
        }
        return open;
    }

    QQuickWindow* window() const { return m_shell->window(); }
    QQuickItem* root() const { return window()->contentItem(); }
    QQuickItem* named(const QString& name) const
    {
        return e2e::findItem(root(), [&](QQuickItem* it) { return it->objectName() == name && it->isVisible(); });
    }
    QQuickItem* screen() const { return e2e::screenOf(named(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }

    QTemporaryDir m_config;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestAccessibilityTree)
#include "test_accessibility_tree.moc"
