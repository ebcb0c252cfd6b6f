#include "ppwhywon.h"

#include <QLocale>

#include <array>

using critter::Event;
using critter::kNoSeat;
using critter::Seat;
namespace pp = critter::pp;

namespace ppwhy {

int Facts::position() const
{
    if (crowns.empty())
        return -1;
    const Crown& last = crowns.back();
    return last.made == Made::Dealt ? last.calledAt : last.madeAt;
}

Facts explain(const pp::State& finished)
{
    Facts f;
    if (!finished.isOver())
        return f;
    const std::vector<Seat> winners = finished.winners();
    if (winners.empty())
        return f;
    f.winner = winners.front();

    // Each seat's last public hand change this round: what, when, on which turn.
    struct Change {
        Made made = Made::Dealt;
        Seat pileOwner = kNoSeat;
        int turn = 0;
        int at = -1;
    };
    std::array<Change, pp::kMaxPlayers> last{};
    const auto& history = finished.history();
    pp::State state(history.setup, nullptr);
    std::vector<Event> events;
    int round = 1;   // the deal of round 1 came with the state
    for (std::size_t i = 0; i < history.actions.size(); ++i) {
        const int turn = state.turnNumber();
        events.clear();
        if (!state.apply(history.actions[i], &events))
            break;
        const int at = static_cast<int>(i) + 1;
        for (const Event& raw : events) {
            const Event e = pp::redactedFor(raw, kNoSeat);
            const auto seat = static_cast<std::size_t>(e.seat);
            switch (e.type) {
            case pp::kRoundStarted:
                round = e.a;
                last.fill(Change{});
                break;
            case pp::kDrewFromDeck:
                last[seat] = {Made::DrawDeck, kNoSeat, turn, at};
                break;
            case pp::kDrewFromPile:
                last[seat] = {Made::DrawPile, e.b, turn, at};
                break;
            case pp::kDiscarded:
                last[seat] = {Made::Discard, kNoSeat, turn, at};
                break;
            case pp::kCardPassed:
                // Every seat holding cards gives one and takes one at once.
                last[seat] = {Made::Pass, kNoSeat, turn, at};
                if (e.b >= 0 && e.b < pp::kMaxPlayers)
                    last[static_cast<std::size_t>(e.b)] = {Made::Pass, kNoSeat, turn, at};
                break;
            case pp::kCalled:
                if (e.seat == f.winner) {
                    const Change& c = last[seat];
                    f.crowns.push_back({round, e.a, turn, at - 1, c.made, c.pileOwner, c.turn, c.at});
                }
                break;
            default:
                break;
            }
        }
    }
    return f;
}

WhyWon Words::of(const Facts& f, const QStringList& names)
{
    WhyWon why;
    if (f.winner == kNoSeat || f.crowns.empty())
        return why;
    const auto name = [&](Seat s) { return s >= 0 && s < names.size() ? names[s] : QString(); };
    const auto handName = [](int hand) {
        return hand >= 0 && hand < pp::kWinningHands ? QString::fromLatin1(pp::winningHands()[static_cast<std::size_t>(hand)].name)
                                                     : QString();
    };
    const QString winner = name(f.winner);
    const Crown& last = f.crowns.back();
    const QLocale locale;
    QStringList sentences;
    //: Why the winner won (Panda Panda): %1 the winner, %2 the winning hand's letters ("AACCEE"), %3 the round, %4 the turn it was called.
    sentences << tr("%1 took the second crown with %2 in round %3, calling “Panda Panda!” on turn %4.")
                     .arg(winner, handName(last.hand), locale.toString(last.round), locale.toString(last.calledTurn));
    const QString turn = locale.toString(last.madeTurn);
    switch (last.made) {
    case Made::Dealt:
        //: Panda Panda: the winning hand came with the deal.
        sentences << tr("The hand was dealt complete.");
        break;
    case Made::DrawDeck:
        //: Panda Panda: %1 the turn the winning hand was completed.
        sentences << tr("It was complete on turn %1, with a card drawn from the deck.").arg(turn);
        break;
    case Made::DrawPile:
        if (last.pileOwner == f.winner)
            //: Panda Panda: %1 the turn the winning hand was completed.
            sentences << tr("It was complete on turn %1, with a card taken back from their own discard pile.").arg(turn);
        else
            //: Panda Panda: %1 the turn the winning hand was completed, %2 whose discard pile the card came from.
            sentences << tr("It was complete on turn %1, with a card from %2's discard pile.").arg(turn, name(last.pileOwner));
        break;
    case Made::Discard:
        //: Panda Panda: %1 the turn the winning hand was completed by shedding a card.
        sentences << tr("It was complete on turn %1, by discarding the card too many.").arg(turn);
        break;
    case Made::Pass:
        //: Panda Panda: %1 the turn the winning hand was completed by an A-pass.
        sentences << tr("It was complete on turn %1, when an A sent every hand one card to the left.").arg(turn);
        break;
    }
    if (f.crowns.size() >= 2) {
        const Crown& first = f.crowns[f.crowns.size() - 2];
        //: Panda Panda: %1 the round of the winner's first crown, %2 its winning hand's letters.
        sentences << tr("The first crown came in round %1, with %2.").arg(locale.toString(first.round), handName(first.hand));
    }
    why.text = sentences.join(QLatin1Char(' '));
    why.position = f.position();
    why.seat = f.winner;
    const int momentTurn = last.made == Made::Dealt ? last.calledTurn : last.madeTurn;
    //: The decisive moment, shown on the link to the replay: %1 a turn number.
    why.moment = tr("turn %1").arg(locale.toString(momentTurn));
    return why;
}

} // namespace ppwhy
