#pragma once
// A person's decision at each game's table, made by clicks as a player
// would: shared by the games' own end-to-end tests and the network one
// (several windows at once, so each call names its window).
//  - Trash Pandas: stop with two tokens or more, else roll, save a bust with
//    a Blammo!, take the bust or pass; use a held token (a Tree stashes the
//    first hand card); else any control offered.
//  - Trash Dash: the Go that moves furthest (its card, then the play if the
//    card has several), else the first choice offered.
//  - Panda Panda: panda_player.h's playOneMove.
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QString>
#include <QTest>
#include <QVariantList>
#include <QVariantMap>

#include "e2e_window.h"
#include "panda_player.h"

namespace e2e::players {

// A shown item by objectName, or the first shown one whose name starts with prefix.
inline QQuickItem* named(QQuickWindow* window, const QString& name)
{
    return findItem(window->contentItem(), [&](QQuickItem* it) { return it->objectName() == name && it->isVisible(); });
}
inline QQuickItem* prefixed(QQuickWindow* window, const QString& prefix)
{
    return findItem(window->contentItem(), [&](QQuickItem* it) { return it->objectName().startsWith(prefix) && shown(it); });
}

inline void trashPandas(QQuickWindow* window, QObject* session)
{
    const qsizetype held = session->property("heldTokens").toList().size();
    const qsizetype hand = handOf(session).size();
    auto choice = [&](const QString& name) { return named(window, QStringLiteral("tpChoice-") + name); };
    if (shown(choice(QStringLiteral("stop"))) && held >= 2)
        return click(window, choice(QStringLiteral("stop")));
    for (const char* name : {"roll", "play-blammo", "bust", "pass"}) {
        if (shown(choice(QLatin1String(name))))
            return click(window, choice(QLatin1String(name)));
    }
    if (QQuickItem* use = prefixed(window, QStringLiteral("tpUseToken-"))) {
        const int token = use->objectName().section(QLatin1Char('-'), 1).toInt();
        click(window, use);
        // Over the network the table may move on under the click (a seat
        // lost, the turn handed on): then the next look decides again.
        if (!QTest::qWaitFor([&] { return shown(named(window, QStringLiteral("tpOptionCancel"))); }, 5000))
            return;
        if ((token == 1 || token == 2) && hand > 0) {   // Tree, Can or Tree: stash a card from the hand
            click(window, named(window, QStringLiteral("tpHandCard-0")));
            QQuickItem* stash = named(window, QStringLiteral("tpStashPicked"));
            if (shown(stash))
                return click(window, stash);
        }
        QQuickItem* option = prefixed(window, QStringLiteral("tpOption-"));
        QVERIFY(shown(option));
        return click(window, option);
    }
    QQuickItem* any = prefixed(window, QStringLiteral("tpChoice-"));
    QVERIFY2(any, qPrintable(QStringLiteral("a decision without a control: %1").arg(session->property("banner").toString())));
    click(window, any);
}

// The button of a Trash Dash choice row.
inline QString tdButtonOf(const QVariantMap& choice)
{
    return QStringLiteral("tdChoice-") + choice.value("choiceId").toString().replace(QLatin1Char(' '), QLatin1Char('-'));
}

inline void trashDash(QQuickWindow* window, QObject* session)
{
    const QVariantList choices = offeredChoices(session);
    QVERIFY(!choices.isEmpty());
    QVariantMap pick = choices.first().toMap();
    int best = -1;
    for (const QVariant& v : choices) {
        const QVariantMap c = v.toMap();
        if (c.value("shortcut").toString() != QLatin1String("G"))   // Go
            continue;
        QVariantMap values;
        QMetaObject::invokeMethod(session, "cardValues", Q_RETURN_ARG(QVariantMap, values), Q_ARG(int, c.value("card").toInt()));
        const int move = values.value("move").toInt();
        if (move > best) {
            best = move;
            pick = c;
        }
    }
    const int card = pick.value("card").toInt();
    if (card >= 0) {
        const QVariantList hand = handOf(session);
        const int index = static_cast<int>(hand.indexOf(card));
        QVERIFY2(index >= 0, "the card of a choice is not in the hand");
        const QString cardName = QStringLiteral("tdHandCard-%1").arg(index);
        QTRY_VERIFY2(named(window, cardName), qPrintable(cardName));   // a list's delegates come with its next layout
        click(window, named(window, cardName));
        if (QTest::currentTestFailed())
            return;
        // Several plays of that card (targets, Dash partners): pick this one.
        QTest::qWait(5);
        if (!session->property("myDecision").toBool())
            return;
        if (shown(named(window, QStringLiteral("tdOptionBack")))) {
            const QString option = tdButtonOf(pick);
            QTRY_VERIFY2(named(window, option), qPrintable(option));
            click(window, named(window, option));
        }
        return;
    }
    const QString button = tdButtonOf(pick);
    QTRY_VERIFY2(named(window, button), qPrintable(button));
    click(window, named(window, button));
}

// One decision at whichever game's table the window shows.
inline void decide(QQuickWindow* window, QObject* session, QRandomGenerator& choices)
{
    const QString game = session->property("gameId").toString();
    if (game == QLatin1String("trash-pandas")) {
        trashPandas(window, session);
    } else if (game == QLatin1String("trash-dash")) {
        trashDash(window, session);
    } else {
        panda::MoveCounts counts;
        panda::playOneMove(window, screenOf(named(window, QStringLiteral("screenStack"))), session, choices, counts);
    }
}

} // namespace e2e::players
