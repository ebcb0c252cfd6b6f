#include "tdtext.h"

#include "trashdash/content.h"

using critter::Action;
using critter::Event;
namespace td = critter::td;

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
QString id(const std::string& s) { return QString::fromStdString(s); }
QString name(const QStringList& names, int seat)
{
    return seat >= 0 && seat < names.size() ? names.at(seat) : QString();
}
} // namespace

QString TdText::cardName(int kind)
{
    const auto& cards = td::content().actionCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return tr("an Action card");
    const td::ActionCardKind& c = cards[at(kind)];
    if (c.attack > 0)
        return tr("Move %1 · Attack %2").arg(c.move).arg(c.attack);
    if (c.scare > 0)
        return tr("Move %1 · Scare %2").arg(c.move).arg(c.scare);
    return tr("Move %1").arg(c.move);
}

QString TdText::trashName(int kind)
{
    const auto& cards = td::content().trashCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return tr("a Trash card");
    const QString k = id(cards[at(kind)].id);
    if (k == QLatin1String("ketchup-packets")) return tr("Ketchup Packets");
    if (k == QLatin1String("energy-drink")) return tr("Energy Drink");
    if (k == QLatin1String("pizza-slice")) return tr("Pizza Slice");
    if (k == QLatin1String("cafe-con-leche")) return tr("Cafe Con Leche");
    if (k == QLatin1String("value-meal")) return tr("Value Meal");
    if (k == QLatin1String("rubber-band")) return tr("Rubber Band");
    if (k == QLatin1String("rotten-tomato")) return tr("Rotten Tomato");
    return id(cards[at(kind)].name);
}

QString TdText::trashText(int kind, bool cpu)
{
    const auto& cards = td::content().trashCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return {};
    const QString k = id(cards[at(kind)].id);
    if (k == QLatin1String("ketchup-packets"))
        return cpu ? tr("CPU: add 3 to its Move this turn.")
                   : tr("Draw an Action card. Add 1 to your Move this turn for each opponent ahead of you.");
    if (k == QLatin1String("energy-drink"))
        return tr("This turn, every opponent you move through or onto is Attacked 1 as you pass them.");
    if (k == QLatin1String("pizza-slice"))
        return tr("Scare 1 any opponent. Add the Move value of the card they discard to your Move this turn.");
    if (k == QLatin1String("cafe-con-leche"))
        return tr("Until the start of your next turn, Attacks, Scares and other effects of opponents do not affect you.");
    if (k == QLatin1String("value-meal"))
        return cpu ? tr("CPU: add 2 to its Move this turn.") : tr("Draw 3 Action cards.");
    if (k == QLatin1String("rubber-band"))
        return tr("Move 4. Do not play an Action card this turn.");
    if (k == QLatin1String("rotten-tomato"))
        return tr("Attack 2 any opponent.");
    return id(cards[at(kind)].text);
}

QString TdText::characterName(int character)
{
    const auto& list = td::content().characters;
    if (character < 0 || character >= static_cast<int>(list.size()))
        return {};
    if (list[at(character)].id == "madam-penelope")
        return tr("Madam Penelope");
    return id(list[at(character)].name);   // Aesop, Chloe, Flipp, Jet, Winston
}

QString TdText::abilityName(int character, int side)
{
    const auto& list = td::content().characters;
    if (character < 0 || character >= static_cast<int>(list.size()) || side < 0 || side > 1)
        return {};
    switch (list[at(character)].sides[at(side)].ability) {
    case td::Ability::Frantic: return tr("Frantic");
    case td::Ability::Slippery: return tr("Slippery");
    case td::Ability::Scrappy: return tr("Scrappy");
    case td::Ability::Territorial: return tr("Territorial");
    case td::Ability::Rummage: return tr("Rummage");
    case td::Ability::NestEgg: return tr("Nest Egg");
    case td::Ability::TurboTail: return tr("Turbo Tail");
    case td::Ability::LuckyStreak: return tr("Lucky Streak");
    case td::Ability::FrighteningHiss: return tr("Frightening Hiss");
    case td::Ability::Opportunist: return tr("Opportunist");
    case td::Ability::CraftyCritter: return tr("Crafty Critter");
    case td::Ability::DumpsterDiver: return tr("Dumpster Diver");
    }
    return {};
}

QString TdText::abilityText(int character, int side)
{
    const auto& list = td::content().characters;
    if (character < 0 || character >= static_cast<int>(list.size()) || side < 0 || side > 1)
        return {};
    const td::AbilityCard& card = list[at(character)].sides[at(side)];
    switch (card.ability) {
    case td::Ability::Frantic: return tr("Whenever an opponent's Attack or Scare affects you, draw 1 Action card afterwards.");
    case td::Ability::Slippery:
        return card.amount == 1 ? tr("Attacks move you back 1 space fewer.") : tr("Attacks move you back %1 spaces fewer.").arg(card.amount);
    case td::Ability::Scrappy:
        return tr("Your Attacks are %1 stronger against an opponent within %2 spaces of you (measured before you move).")
            .arg(card.amount).arg(card.range);
    case td::Ability::Territorial: return tr("Whenever you land on a space with opponents, Attack %1 each of them, on any turn.").arg(card.amount);
    case td::Ability::Rummage: return tr("After your end-of-turn draw, you may discard 1 Action card to draw 1 Action card.");
    case td::Ability::NestEgg: return tr("When you Rest, draw until you have %1 Action cards instead of 5.").arg(card.amount);
    case td::Ability::TurboTail:
        return card.range > 0 ? tr("When you Dash with a pair of Move %1 or less, add %2 to your Move.").arg(card.range).arg(card.amount)
                              : tr("When you Dash, add %1 to your Move.").arg(card.amount);
    case td::Ability::LuckyStreak: return tr("When you Dash, your first reroll of the Dash die needs no discard.");
    case td::Ability::FrighteningHiss:
        return tr("After you Scare an opponent, you may make another opponent discard 1 random Action card. You gain nothing from that card.");
    case td::Ability::Opportunist:
        return card.range > 0 ? tr("Add %1 to your Move this turn for each Action card your Scares discard, at most %2 for each Scare.").arg(card.amount).arg(card.range)
                              : tr("Add %1 to your Move this turn for each Action card your Scares discard.").arg(card.amount);
    case td::Ability::CraftyCritter: return tr("Whenever you draw a Trash card, also draw 1 Action card.");
    case td::Ability::DumpsterDiver: return tr("When you land on a Recycle Bin, you may search it like a Trash Can instead.");
    }
    return {};
}

QString TdText::cpuText(int character)
{
    const auto& list = td::content().characters;
    if (character < 0 || character >= static_cast<int>(list.size()))
        return {};
    const QString k = id(list[at(character)].id);
    if (k == QLatin1String("aesop")) return tr("Paw: Move 3, and nothing of opponents affects it until its next turn.");
    if (k == QLatin1String("chloe")) return tr("Paw: Attack 2, then Move 2.");
    if (k == QLatin1String("flipp")) return tr("Paw: Move 4.");
    if (k == QLatin1String("jet")) return tr("Paw: roll the Dash die and Move 1 plus the result.");
    if (k == QLatin1String("madam-penelope")) return tr("Paw: Scare 2, then Move 2.");
    if (k == QLatin1String("winston")) return tr("Paw: draw a Trash card face down if it holds none, then Move 2.");
    return id(list[at(character)].cpuText);
}

QString TdText::trackName(const QString& trackId)
{
    if (trackId == QLatin1String("bin-bandit-boulevard")) return tr("Bin Bandit Boulevard");
    if (trackId == QLatin1String("play-dead-parkway")) return tr("Play Dead Parkway");
    if (trackId == QLatin1String("cardboard-kingdom")) return tr("Cardboard Kingdom");
    if (trackId == QLatin1String("back-alley-blitz")) return tr("Back Alley Blitz");
    if (trackId == QLatin1String("pigeon-plaza")) return tr("Pigeon Plaza");
    if (trackId == QLatin1String("feisty-feral-frenzy")) return tr("Feisty Feral Frenzy");
    if (trackId == QLatin1String("random")) return tr("A random track");
    return tr("Your own track");
}

QString TdText::spaceName(td::SpaceKind kind)
{
    switch (kind) {
    case td::SpaceKind::Plain: return tr("Plain space");
    case td::SpaceKind::TrashCan: return tr("Trash Can");
    case td::SpaceKind::RecycleBin: return tr("Recycle Bin");
    case td::SpaceKind::Spill: return tr("Spill");
    case td::SpaceKind::Box: return tr("Big Ol' Box");
    }
    return {};
}

QString TdText::spaceHelp(td::SpaceKind kind)
{
    switch (kind) {
    case td::SpaceKind::Plain: return tr("Nothing happens here.");
    case td::SpaceKind::TrashCan:
        return tr("Land here to take a Trash card. Holding one already? Drop it to take a new one, or keep it.");
    case td::SpaceKind::RecycleBin: return tr("Land here to draw 2 Action cards, then discard 1.");
    case td::SpaceKind::Spill: return tr("Slide one more space the way you were going, and land there.");
    case td::SpaceKind::Box: return tr("While you sit here, no Attack, Scare or other effect of an opponent touches you.");
    }
    return {};
}

QString TdText::cpuFaceName(int face, int strength)
{
    if (face < 0 || face >= td::kDieFaces)
        return {};
    const auto& die = td::content().cpuDice[at(strength > 0 && strength < td::kCpuStrengths ? strength : 0)];
    const td::CpuEffect& e = die[at(face)];
    if (e.paw)
        return tr("Paw");
    if (e.attack > 0)
        return tr("Move %1 · Attack %2").arg(e.move).arg(e.attack);
    if (e.scare > 0)
        return tr("Move %1 · Scare %2").arg(e.move).arg(e.scare);
    return tr("Move %1").arg(e.move);
}

QString TdText::choiceLabel(const Action& a, const td::Observation& seen, const QStringList& names)
{
    using T = td::ActionType;
    switch (static_cast<T>(a.type)) {
    case T::Go:
        return a.b >= 0 ? tr("Play %1 at %2").arg(cardName(a.a), name(names, a.b)) : tr("Play %1").arg(cardName(a.a));
    case T::Dash: return tr("Dash with %1 and %2").arg(cardName(a.a), cardName(a.b));
    case T::PlayTrash:
        return a.a >= 0 ? tr("Use %1 on %2").arg(trashName(seen.trash), name(names, a.a))
                        : tr("Use %1").arg(trashName(seen.trash));
    case T::Rest: return tr("Rest: 1 space, refill your hand");
    case T::Reroll: return a.a >= 0 ? tr("Reroll, discarding %1").arg(cardName(a.a)) : tr("Free reroll (Lucky Streak)");
    case T::KeepRoll: return tr("Keep the %1 and go").arg(seen.pub.dashDie);
    case T::SpendToken: return tr("Spend a Reroll token");
    case T::PassToken: return tr("Let the roll stand");
    case T::SwapTrash: return tr("Drop %1, take a new one").arg(trashName(seen.trash));
    case T::KeepTrash: return tr("Keep %1").arg(trashName(seen.trash));
    case T::RecycleDiscard: return tr("Discard %1").arg(cardName(a.a));
    case T::SearchBin: return a.a == 1 ? tr("Search it like a Trash Can") : tr("Recycle as usual");
    case T::Hiss: return tr("Hiss at %1").arg(name(names, a.a));
    case T::NoHiss: return tr("No hiss");
    case T::Rummage: return tr("Swap %1 for a new card").arg(cardName(a.a));
    case T::NoRummage: return tr("Keep my hand");
    case T::ChooseSide: {
        const int character = seen.seat >= 0 ? seen.pub.racers[static_cast<std::size_t>(seen.seat)].character : 0;
        return a.a == 1 ? tr("Side B: %1").arg(abilityName(character, 1)) : tr("Side A: %1").arg(abilityName(character, 0));
    }
    case T::Count: break;
    }
    return {};
}

QString TdText::eventText(const Event& e, const td::Observation& seen, const QStringList& names)
{
    using E = td::EventType;
    const QString who = name(names, e.seat);
    switch (static_cast<E>(e.type)) {
    case E::RaceStarted:
        return e.c == 1 ? tr("Race %1 starts: 1 lap. %2 goes first.").arg(e.a).arg(who)
                        : tr("Race %1 starts: %2 laps. %3 goes first.").arg(e.a).arg(e.c).arg(who);
    case E::TurnStarted: return tr("%1's turn.").arg(who);
    case E::CardDrawn: return e.a >= 0 ? tr("%1 draws %2.").arg(who, cardName(e.a)) : QString();
    case E::CardPlayed:
        return e.b >= 0 ? tr("%1 plays %2 at %3.").arg(who, cardName(e.a), name(names, e.b))
                        : tr("%1 plays %2.").arg(who, cardName(e.a));
    case E::DashPlayed: return tr("%1 dashes with %2 and %3.").arg(who, cardName(e.a), cardName(e.b));
    case E::CardDiscarded:
        switch (static_cast<td::DiscardReason>(e.b)) {
        case td::DiscardReason::Reroll: return tr("%1 discards %2 to reroll.").arg(who, cardName(e.a));
        case td::DiscardReason::Recycle: return tr("%1 recycles %2.").arg(who, cardName(e.a));
        case td::DiscardReason::Rummage: return tr("%1 rummages away %2.").arg(who, cardName(e.a));
        case td::DiscardReason::Scared:
        case td::DiscardReason::Hissed:
            return e.seat >= 0 ? tr("%1 loses %2.").arg(who, cardName(e.a))
                               : tr("%1 comes off the deck.").arg(cardName(e.a));
        }
        return {};
    case E::TrashDrawn:
        return e.a >= 0 ? tr("%1 takes %2 from the Trash Can.").arg(who, trashName(e.a))
                        : tr("%1 takes a Trash card.").arg(who);
    case E::TrashPlayed: return tr("%1 uses %2.").arg(who, trashName(e.a));
    case E::TrashDropped: return tr("%1 drops %2.").arg(who, trashName(e.a));
    case E::Rested: return tr("%1 rests.").arg(who);
    case E::DashRolled: return e.b == 1 ? tr("%1 rerolls: %2.").arg(who).arg(e.a) : tr("%1 rolls the Dash die: %2.").arg(who).arg(e.a);
    case E::CpuRolled:
        // c names a stronger CPU's die (-1: Standard).
        return e.b == 1 ? tr("%1 rolls again: %2.").arg(who, cpuFaceName(e.a, e.c))
                        : tr("%1 rolls the CPU die: %2.").arg(who, cpuFaceName(e.a, e.c));
    case E::TokenSpent: return tr("%1 spends a Reroll token on %2's roll.").arg(who, name(names, e.a));
    case E::TokensGained:
        return e.a == 1 ? tr("%1 takes 1 Reroll token.").arg(who) : tr("%1 takes %2 Reroll tokens.").arg(who).arg(e.a);
    case E::Stepped: return {};
    case E::SpillSlid: return tr("%1 slides on a Spill.").arg(who);
    case E::LapCompleted: return tr("%1 completes lap %2.").arg(who).arg(e.a);
    case E::Attacked:
        // The Start line stops a pawn going back (TD-5): say so, or the pawn
        // seems to ignore the Attack.
        if (e.c == 0 && e.b > 0)
            return tr("%1 attacks %2: no effect, stopped at the Start line.").arg(who, name(names, e.a));
        if (e.c > 0 && e.c < e.b)
            return e.c == 1 ? tr("%1 attacks %2: 1 space back, stopped at the Start line.").arg(who, name(names, e.a))
                            : tr("%1 attacks %2: %3 spaces back, stopped at the Start line.").arg(who, name(names, e.a)).arg(e.c);
        return e.b == 1 ? tr("%1 attacks %2: 1 space back.").arg(who, name(names, e.a))
                        : tr("%1 attacks %2: %3 spaces back.").arg(who, name(names, e.a)).arg(e.b);
    case E::Scared:
        return e.b == 1 ? tr("%1 scares %2: 1 card lost.").arg(who, name(names, e.a))
                        : tr("%1 scares %2: %3 cards lost.").arg(who, name(names, e.a)).arg(e.b);
    case E::Blocked:
        return e.b == int(td::BlockReason::Box) ? tr("%1 cannot touch %2: no effect on a Big Ol' Box.").arg(who, name(names, e.a))
                                                : tr("%1 cannot touch %2: no effect, %2 is protected until their next turn.").arg(who, name(names, e.a));
    case E::Invincible: return tr("%1 cannot be touched until their next turn.").arg(who);
    case E::Reshuffled: return e.a == 0 ? tr("The Action discards are shuffled into a new deck.")
                                        : tr("The Trash discards are shuffled into a new deck.");
    case E::SideChosen: return tr("%1 picks side %2 for the next race.").arg(who, e.a == 1 ? QStringLiteral("B") : QStringLiteral("A"));
    case E::RaceWon: return tr("%1 wins race %2!").arg(who).arg(e.a);
    case E::RaceScored:
        if (e.a <= 0)
            return {};
        return e.a == 1 ? tr("%1 finishes #%2 and scores 1 point.").arg(who).arg(e.b)
                        : tr("%1 finishes #%2 and scores %3 points.").arg(who).arg(e.b).arg(e.a);
    case E::GameOver: return seen.pub.mode == td::Mode::Tournament ? tr("The tournament is over.") : tr("The race is over.");
    case E::NoTarget: return noEffectText(e, names);
    case E::Count: break;
    }
    return {};
}

QString TdText::noEffectText(const Event& e, const QStringList& names)
{
    using E = td::EventType;
    const QString who = name(names, e.seat);
    switch (static_cast<E>(e.type)) {
    case E::NoTarget: {
        const bool scare = e.c == 1;
        switch (static_cast<td::NoTargetReason>(e.a)) {
        case td::NoTargetReason::FirstShared:
            return scare ? tr("%1's Scare: no effect, first place is shared.").arg(who)
                         : tr("%1's Attack: no effect, first place is shared.").arg(who);
        case td::NoTargetReason::CpuLeads:
            return scare ? tr("%1's Scare: no effect, %1 is in first place.").arg(who)
                         : tr("%1's Attack: no effect, %1 is in first place.").arg(who);
        case td::NoTargetReason::LeaderOnBox:
            return scare ? tr("%1's Scare: no effect, %2 is on a Big Ol' Box.").arg(who, name(names, e.b))
                         : tr("%1's Attack: no effect, %2 is on a Big Ol' Box.").arg(who, name(names, e.b));
        case td::NoTargetReason::LeaderUntouchable:
            return scare ? tr("%1's Scare: no effect, %2 is protected until their next turn.").arg(who, name(names, e.b))
                         : tr("%1's Attack: no effect, %2 is protected until their next turn.").arg(who, name(names, e.b));
        }
        return {};
    }
    case E::Blocked:
    case E::Attacked:
        if (e.type == int(E::Attacked) && !(e.c >= 0 && e.c < e.b))
            return {};
        return eventText(e, td::Observation{}, names);
    default: return {};
    }
}
