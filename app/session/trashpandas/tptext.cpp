#include "tptext.h"

using namespace critter;
using namespace critter::tp;

namespace {
QString nameOf(const QStringList& names, int seat)
{
    return seat >= 0 && seat < names.size() ? names[seat] : QString();
}
} // namespace

QString TpText::cardName(Card card)
{
    switch (card) {
    case Card::Blammo: return tr("Blammo!");
    case Card::Nanners: return tr("Nanners");
    case Card::Pie: return tr("MMM Pie!");
    case Card::Feesh: return tr("Feesh");
    case Card::YumYum: return tr("Yum Yum");
    case Card::Doggo: return tr("Doggo");
    case Card::Shiny: return tr("Shiny");
    case Card::Kitteh: return tr("Kitteh");
    }
    return {};
}

QString TpText::cardHelp(Card card)
{
    switch (card) {
    case Card::Blammo:
        return tr("Play right after a roll to roll the die again, even to save a bust. Stashed: 1 point per card.");
    case Card::Nanners:
        return tr("Play right after a roll to cancel it and stop: saves a bust. Stashed: 7 points for the most.");
    case Card::Pie:
        return tr("Play while using your tokens: one token works a second time. Stashed: 6 / 2 / 1 points.");
    case Card::Feesh:
        return tr("Play on your turn: take any card from the discard pile; you may use it at once. Stashed: 5 / 3 / 1 points.");
    case Card::YumYum:
        return tr("Play when another player stops: they must roll once more. Stashed: 4 / 2 points.");
    case Card::Doggo:
        return tr("When someone steals from you: block it, then draw 2 cards. Scores nothing.");
    case Card::Shiny:
        return tr("Play on your turn: steal one stashed card of another player into your hand. Stashed: 3 points for the most.");
    case Card::Kitteh:
        return tr("When someone steals from you: steal from the thief instead. Scores nothing.");
    }
    return {};
}

QString TpText::tokenName(Token token)
{
    switch (token) {
    case Token::TrashCan: return tr("Trash Can");
    case Token::Tree: return tr("Tree");
    case Token::CanTree: return tr("Can or Tree");
    case Token::Paw: return tr("Bandit mask");
    case Token::Mask: return tr("Masquerade mask");
    case Token::Recycle: return tr("Recycle");
    }
    return {};
}

QString TpText::tokenHelp(Token token)
{
    switch (token) {
    case Token::TrashCan: return tr("Trash Can: draw up to 2 cards from the trash can.");
    case Token::Tree: return tr("Tree: stash up to 2 cards from your hand face down.");
    case Token::CanTree: return tr("Can or Tree: draw 1 card, or stash 1 card face down.");
    case Token::Paw: return tr("Bandit mask: steal a random card from another player's hand.");
    case Token::Mask: return tr("Masquerade mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each.");
    case Token::Recycle: return tr("Recycle: swap it for a token still in the middle.");
    }
    return {};
}

QString TpText::placeName(int place)
{
    switch (place) {
    case 1: return tr("1st");
    case 2: return tr("2nd");
    case 3: return tr("3rd");
    case 4: return tr("4th");
    }
    return {};
}

// A card name ending in "!" (Blammo!, MMM Pie!) ends the sentence itself: no "!.".
QString TpText::tidy(QString line)
{
    if (line.endsWith(QLatin1String("!.")))
        line.chop(1);
    return line;
}

QString TpText::eventText(const Event& e, const QStringList& names)
{
    return tidy(eventLine(e, names));
}

QString TpText::eventLine(const Event& e, const QStringList& names)
{
    const QString who = nameOf(names, e.seat);
    switch (static_cast<EventType>(e.type)) {
    case EventType::TurnStarted:
        return tr("Turn %1: %2 plays.").arg(e.a).arg(who);
    case EventType::DieRolled:
        return tr("%1 rolls: %2.").arg(who, tokenName(static_cast<Token>(e.b)));
    case EventType::TokenTaken:
    case EventType::TokenReturned:
        return {};
    case EventType::TokenResolved:
        return e.b == 1 ? tr("%1 uses %2 a second time.").arg(who, tokenName(static_cast<Token>(e.a)))
                        : tr("%1 uses %2.").arg(who, tokenName(static_cast<Token>(e.a)));
    case EventType::CardMoved: {
        const auto fromKind = placeKind(e.a);
        const auto toKind = placeKind(e.b);
        const QString to = nameOf(names, placeSeat(e.b));
        const QString from = nameOf(names, placeSeat(e.a));
        const QString card = e.c >= 0 ? cardName(static_cast<Card>(e.c)) : QString();
        if (fromKind == PlaceKind::TrashCan && toKind == PlaceKind::Hand)
            return card.isEmpty() ? tr("%1 draws a card.").arg(to) : tr("%1 draws %2 (shown to all).").arg(to, card);
        if (fromKind == PlaceKind::Hand && toKind == PlaceKind::StashDown)
            return tr("%1 stashes a card face down.").arg(to);
        if (toKind == PlaceKind::StashUp)
            return tr("%1 stashes %2 face up.").arg(to, card);
        if (fromKind == PlaceKind::Discard && toKind == PlaceKind::Hand)
            return tr("%1 takes %2 from the discard pile.").arg(to, card);
        if (fromKind == PlaceKind::Hand && toKind == PlaceKind::Hand)
            return tr("%1 takes a card from %2's hand.").arg(to, from);
        if ((fromKind == PlaceKind::StashDown || fromKind == PlaceKind::StashUp) && toKind == PlaceKind::Hand)
            return card.isEmpty() ? tr("%1 takes a card from %2's stash.").arg(to, from)
                                  : tr("%1 takes %2 from %3's stash.").arg(to, card, from);
        if (toKind == PlaceKind::Discard)
            return {}; // CardPlayed / ReactionPlayed say it
        return {};
    }
    case EventType::CardSeen:
        return {};   // told with the hidden move it belongs to (seenMoveText)
    case EventType::CardPlayed:
        if (static_cast<Card>(e.a) == Card::Pie && e.b >= 0 && e.b < kTokens)   // b: the token it doubles
            return tr("%1 plays MMM Pie! on the %2.").arg(who, tokenName(static_cast<Token>(e.b)));
        return tr("%1 plays %2.").arg(who, cardName(static_cast<Card>(e.a)));
    case EventType::ReactionPlayed:
        if (static_cast<Card>(e.a) == Card::YumYum || static_cast<Card>(e.a) == Card::Doggo ||
            static_cast<Card>(e.a) == Card::Kitteh)
            return tr("%1 answers %2 with %3!").arg(who, nameOf(names, e.b), cardName(static_cast<Card>(e.a)));
        return {};
    case EventType::Stopped:
        return tr("%1 stops.").arg(who);
    case EventType::Bust:
        return tr("%1 busts! The tokens go back.").arg(who);   // the draw that follows has its own line
    case EventType::BonusTurn:
        return tr("%1 took all six tokens: bonus roll!").arg(who);
    case EventType::EndTriggered:
        return tr("The trash can is empty: this is the last turn.");
    case EventType::GameOver:
        return tr("Game over.");
    case EventType::Count:
        break;
    }
    return {};
}

QString TpText::actionText(const Action& action, int seat, const QStringList& names)
{
    return tidy(actionLine(action, seat, names));
}

QString TpText::actionLine(const Action& action, int seat, const QStringList& names)
{
    const QString who = nameOf(names, seat);
    const auto card = [&](int c) { return cardName(static_cast<Card>(c)); };
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Roll: return tr("%1 rolls the die.").arg(who);
    case ActionType::Stop: return tr("%1 stops rolling.").arg(who);
    case ActionType::Bust: return tr("%1 accepts the bust.").arg(who);
    case ActionType::PlayBlammo: return tr("%1 plays Blammo! and rolls again.").arg(who);
    case ActionType::PlayNanners: return tr("%1 plays Nanners and stops.").arg(who);
    case ActionType::PlayFeesh: return tr("%1 plays Feesh and takes %2.").arg(who, card(action.a));
    case ActionType::PlayShiny: return tr("%1 plays Shiny on %2's stash.").arg(who, nameOf(names, action.a));
    case ActionType::PlayPie:
        return tr("%1 plays MMM Pie! on %2.").arg(who, tokenName(static_cast<Token>(action.a)));
    case ActionType::ResolveTrashCan:
        return action.a == 1 ? tr("%1 draws a card with the Trash Can.").arg(who)
                             : tr("%1 draws %2 cards with the Trash Can.").arg(who).arg(action.a);
    case ActionType::ResolveTree: {
        const int stashed = (action.a >= 0 ? 1 : 0) + (action.b >= 0 ? 1 : 0);
        return stashed == 1 ? tr("%1 stashes a card with the Tree.").arg(who)
                            : tr("%1 stashes %2 cards with the Tree.").arg(who).arg(stashed);
    }
    case ActionType::ResolveCanTree:
        return action.a == 0 ? tr("%1 draws a card with Can or Tree.").arg(who)
                             : tr("%1 stashes a card with Can or Tree.").arg(who);
    case ActionType::ResolvePaw: return tr("%1 sends the Bandit mask after %2's hand.").arg(who, nameOf(names, action.a));
    case ActionType::ResolveMask: return tr("%1 reveals a card with the Masquerade mask.").arg(who);
    case ActionType::ResolveRecycle:
        return action.a >= 0 ? tr("%1 recycles for %2.").arg(who, tokenName(static_cast<Token>(action.a)))
                             : tr("%1 recycles: nothing left to swap.").arg(who);
    case ActionType::PlayYumYum: return tr("%1 plays Yum Yum!").arg(who);
    case ActionType::PlayDoggo:
        return action.a == 0 ? tr("%1 blocks with Doggo and draws nothing.").arg(who)
                             : tr("%1 blocks with Doggo!").arg(who);
    case ActionType::PlayKitteh: return tr("%1 turns it round with Kitteh!").arg(who);
    case ActionType::StashMatch: return tr("%1 stashes a matching %2 face up.").arg(who, card(action.a));
    case ActionType::Pass: return tr("%1 passes.").arg(who);
    case ActionType::Count: break;
    }
    return {};
}

QString TpText::seenMoveText(const Event& e, int card, const QStringList& names)
{
    const auto fromKind = placeKind(e.a);
    const auto toKind = placeKind(e.b);
    const QString to = nameOf(names, placeSeat(e.b));
    const QString from = nameOf(names, placeSeat(e.a));
    const QString name = cardName(static_cast<Card>(card));
    if (fromKind == PlaceKind::TrashCan && toKind == PlaceKind::Hand)
        return tr("%1 draws %2.").arg(to, name);
    if (fromKind == PlaceKind::Hand && toKind == PlaceKind::StashDown)
        return tr("%1 stashes %2 face down.").arg(to, name);
    if (fromKind == PlaceKind::Hand && toKind == PlaceKind::Hand)
        return tr("%1 takes %2 from %3's hand.").arg(to, name, from);
    if ((fromKind == PlaceKind::StashDown || fromKind == PlaceKind::StashUp) && toKind == PlaceKind::Hand)
        return tr("%1 takes %2 from %3's stash.").arg(to, name, from);
    Event shown = e;
    shown.c = card;
    return eventText(shown, names);
}

QString TpText::choiceLabel(const Action& action, const State::Observation& seen, const QStringList& names)
{
    const auto card = [&](int c) { return cardName(static_cast<Card>(c)); };
    const Turn& t = seen.turn;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Roll: return t.phase == Phase::Rolled ? tr("Roll again") : tr("Roll");
    case ActionType::Stop: return tr("Stop");
    case ActionType::Bust: return tr("Accept the bust");
    case ActionType::PlayBlammo: return tr("Blammo!: roll again");
    case ActionType::PlayNanners: return tr("Nanners: cancel and stop");
    case ActionType::PlayFeesh: return tr("Take %1").arg(card(action.a));
    case ActionType::PlayShiny:
        return action.b == kStashDown ? tr("%1's face-down card").arg(nameOf(names, action.a))
                                      : tr("%1's %2").arg(nameOf(names, action.a), card(action.b));
    case ActionType::PlayPie: return tr("MMM Pie! on %1").arg(tokenName(static_cast<Token>(action.a)));
    case ActionType::ResolveTrashCan: return tr("Draw %n", nullptr, action.a);
    case ActionType::ResolveTree:
        return action.a < 0 ? tr("Stash nothing") : tr("Stash");
    case ActionType::ResolveCanTree: return action.a == 0 ? tr("Draw 1") : tr("Stash");
    case ActionType::ResolvePaw:
        // TP-20: an empty hand may be named, but then nothing is taken: say so.
        if (action.a >= 0 && action.a < seen.players && seen.seats[static_cast<std::size_t>(action.a)].handCount == 0)
            return tr("Nothing to take from %1").arg(nameOf(names, action.a));
        return tr("Steal from %1").arg(nameOf(names, action.a));
    case ActionType::ResolveMask: return tr("Reveal the top card");
    case ActionType::ResolveRecycle:
        return action.a >= 0 ? tr("Swap for %1").arg(tokenName(static_cast<Token>(action.a))) : tr("Nothing to swap");
    case ActionType::PlayYumYum: return tr("Play Yum Yum: roll once more!");
    case ActionType::PlayDoggo: return action.a == 0 ? tr("Doggo: block, draw nothing") : tr("Doggo: block, draw 2");
    case ActionType::PlayKitteh:
        if (action.a == kStashDown)
            return tr("Kitteh: take a face-down card of %1").arg(nameOf(names, t.thief));
        if (action.a >= 0)
            return tr("Kitteh: take %1's %2").arg(nameOf(names, t.thief), card(action.a));
        return tr("Kitteh: steal from %1 instead").arg(nameOf(names, t.thief));
    case ActionType::StashMatch: return tr("Stash my %1 face up").arg(card(action.a));
    case ActionType::Pass:
        if (t.phase == Phase::Steal)
            return tr("Let it happen");
        if (t.phase == Phase::YumYum)
            return tr("No, let them stop");
        return tr("Pass");
    case ActionType::Count: break;
    }
    return {};
}
