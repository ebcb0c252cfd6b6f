#include "pptext.h"

#include "pandapanda/hands.h"
#include "pandapanda/state.h"

namespace pp = critter::pp;

QString PpText::letter(int letter)
{
    return QString(QLatin1Char(pp::letterChar(letter)));
}

QString PpText::card(int letter)
{
    switch (letter) {
    case 0: return tr("an A");
    case 1: return tr("a B");
    case 2: return tr("a C");
    case 3: return tr("a D");
    case 4: return tr("an E");
    case 5: return tr("an F");
    case 6: return tr("a G");
    default: return tr("a card");
    }
}

QString PpText::describe(const critter::Event& e, const QStringList& names, bool noCardPassed)
{
    auto name = [&](int seat) {
        return seat >= 0 && seat < names.size() ? names[seat] : tr("Nobody");
    };
    switch (e.type) {
    case pp::kRoundStarted:
        return tr("Round %1 begins. %2 goes first.").arg(e.a).arg(name(e.seat));
    case pp::kTurnSkipped:
        return tr("%1 has no cards and there is nothing to draw: turn skipped.").arg(name(e.seat));
    case pp::kCalled: {
        const bool valid = e.a >= 0 && e.a < pp::kWinningHands;
        const QString hand = valid ? QString::fromLatin1(pp::winningHands()[static_cast<std::size_t>(e.a)].name.data(),
                                                         static_cast<qsizetype>(pp::winningHands()[static_cast<std::size_t>(e.a)].name.size()))
                                   : QStringLiteral("?");
        return tr("%1 calls “Panda Panda!” with %2.").arg(name(e.seat), hand);
    }
    case pp::kRoundWon:
        return e.a == 1 ? tr("%1 wins round %2 and takes a first crown.").arg(name(e.seat)).arg(e.b)
                        : tr("%1 wins round %2 and has %3 crowns.").arg(name(e.seat)).arg(e.b).arg(e.a);
    case pp::kGameWon:
        return tr("%1 wins the game!").arg(name(e.seat));
    case pp::kDiscarded:
        return tr("%1 discards %2.").arg(name(e.seat), card(e.a));
    case pp::kDrewFromDeck:
        return tr("%1 draws %2 from the deck.").arg(name(e.seat), card(e.a));
    case pp::kDrewFromPile:
        if (e.b == e.seat)
            return tr("%1 takes %2 back from their own pile.").arg(name(e.seat), card(e.a));
        return tr("%1 takes %2 from %3’s pile.").arg(name(e.seat), card(e.a), name(e.b));
    case pp::kReshuffled:
        return tr("The discard piles are shuffled into a new deck (%1 cards).").arg(e.a);
    case pp::kPassStarted:
        return tr("%1 discarded an A: everyone passes one card to the left.").arg(name(e.seat));
    case pp::kPassChosen:
        return tr("%1 has chosen a card to pass.").arg(name(e.seat));
    case pp::kCardPassed:
        if (noCardPassed)
            return tr("%1 has no card to pass to %2.").arg(name(e.seat), name(e.b));
        return tr("%1 passes %2 to %3.").arg(name(e.seat), card(e.a), name(e.b));
    default:
        break;
    }
    return {};   // deals and turn starts are not logged line by line
}

QString PpText::choiceLabel(const critter::Action& action, int seat, const QStringList& names)
{
    switch (action.type) {
    case pp::kCall: return tr("Call Panda Panda!");
    case pp::kDiscard: return tr("Discard %1").arg(card(action.a));
    case pp::kDrawDeck: return tr("Draw from the deck");
    case pp::kDrawPile:
        if (action.a == seat)
            return tr("Draw from your own discard pile");
        return tr("Draw from %1's discard pile").arg(action.a >= 0 && action.a < names.size() ? names[action.a] : tr("Nobody"));
    case pp::kPass: return tr("Pass %1").arg(card(action.a));
    default: return tr("A move");
    }
}
