#pragma once
// A person's move at the Panda Panda table, made by clicks as a player
// would (shared by the Panda Panda and resume end-to-end tests): call when
// the hand wins, pass a random offered card, else keep the hand between 2
// and 7 cards by discarding or drawing from a pile or the deck.
#include <QObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTest>
#include <QVariantList>

#include "cardlistmodel.h"
#include "e2e_window.h"

namespace e2e::panda {

// The session's card rows (CardListModel) as plain lists.
inline QVariantList cardsOf(const CardListModel* model)
{
    return model ? model->toList() : QVariantList{};
}
// The viewer's hand, letters sorted (empty while it may not show).
inline QVariantList handOf(QObject* session)
{
    return cardsOf(session->property("handModel").value<CardListModel*>());
}
// A seat's discard pile, bottom card first.
inline QVariantList pileOf(QObject* session, int seat)
{
    CardListModel* model = nullptr;
    QMetaObject::invokeMethod(session, "pileModel", Q_RETURN_ARG(CardListModel*, model), Q_ARG(int, seat));
    return cardsOf(model);
}
// Every seat's pile.
inline QVariantList pilesOf(QObject* session)
{
    QVariantList piles;
    for (int seat = 0; seat < session->property("players").toInt(); ++seat)
        piles.append(QVariant(pileOf(session, seat)));
    return piles;
}

// What the person did, for the tests' summaries.
struct MoveCounts {
    int calls = 0;
    int passes = 0;
};

inline int pick(const QVariantList& list, QRandomGenerator& choices)
{
    return list[static_cast<int>(choices.bounded(static_cast<quint32>(list.size())))].toInt();
}

// The hand's fan has put its cards in place, left to right (it lays them
// out a moment after they change, before a person could click one).
inline bool fanLaidOut(QQuickItem* hand)
{
    qreal left = -1e9;
    for (int i = 0; i < 40; ++i) {
        QQuickItem* card = findItem(hand, QStringLiteral("handCard-%1").arg(i));
        if (!card)
            return true;
        if (card->x() <= left)
            return false;
        left = card->x();
    }
    return true;
}

// Clicks the hand card showing letter, if it may be chosen now.
inline void clickHandCard(QQuickWindow* window, QQuickItem* screen, int letter)
{
    QQuickItem* hand = findItem(screen, QStringLiteral("pandaHand"));
    QVERIFY(hand);
    QTRY_VERIFY(fanLaidOut(hand));
    for (int i = 0; i < 40; ++i) {
        QQuickItem* card = findItem(hand, QStringLiteral("handCard-%1").arg(i));
        if (!card)
            break;
        if (card->property("letter").toInt() == letter && card->property("interactive").toBool()) {
            click(window, card, 0.2);
            // Pass-and-play picks first: the button above the card confirms.
            QQuickItem* confirm = findItem(hand, QStringLiteral("pandaConfirmPick"));
            if (confirm && confirm->isVisible()) {
                QVERIFY(card->property("selected").toBool());
                click(window, confirm);
            }
            return;
        }
    }
    QFAIL("no hand card to click for that letter");
}

inline void playOneMove(QQuickWindow* window, QQuickItem* screen, QObject* session, QRandomGenerator& choices,
                        MoveCounts& counts)
{
    if (session->property("canCall").toBool()) {
        ++counts.calls;
        click(window, findItem(screen, QStringLiteral("ppChoice-call")));   // the call's choice row as a button
        return;
    }
    const QVariantList passable = session->property("passable").toList();
    if (!passable.isEmpty()) {
        ++counts.passes;
        clickHandCard(window, screen, pick(passable, choices));
        return;
    }
    const QVariantList discardable = session->property("discardable").toList();
    const QVariantList piles = session->property("drawablePiles").toList();
    const bool deck = session->property("canDrawDeck").toBool();
    const auto handSize = handOf(session).size();
    const quint32 roll = choices.bounded(10u);
    if (!discardable.isEmpty() && (handSize > 6 || roll < 4 || (!deck && piles.isEmpty()))) {
        clickHandCard(window, screen, pick(discardable, choices));
    } else if (!piles.isEmpty() && (roll < 6 || !deck)) {
        const int seat = pick(piles, choices);
        const auto top = pileOf(session, seat).size() - 1;
        click(window, findItem(screen, QStringLiteral("pileCard-%1-%2").arg(seat).arg(top)), 0.75);
    } else {
        QVERIFY(deck);
        click(window, findItem(screen, QStringLiteral("ppChoice-draw-deck")));
    }
}

} // namespace e2e::panda
