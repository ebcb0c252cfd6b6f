#include "tpwhywon.h"

#include <QLocale>

#include <algorithm>
#include <array>

#include "tptext.h"

using critter::Seat;
using critter::kNoSeat;
namespace tp = critter::tp;

namespace tpwhy {

namespace {

// TP-3's order: points, then card types, then cards.
bool ahead(const tp::ScoreBreakdown& b, Seat x, Seat y)
{
    const auto i = static_cast<std::size_t>(x);
    const auto j = static_cast<std::size_t>(y);
    if (b.total[i] != b.total[j])
        return b.total[i] > b.total[j];
    if (b.types[i] != b.types[j])
        return b.types[i] > b.types[j];
    return b.cards[i] > b.cards[j];
}

// A seat's stash as a spectator sees it during play: how many face down, which face up.
struct SeenStash {
    int down = 0;
    tp::Counts up{};
    friend bool operator==(const SeenStash&, const SeenStash&) = default;
};

SeenStash seenStash(const tp::State::Observation& o, Seat seat)
{
    const auto& view = o.seats[static_cast<std::size_t>(seat)];
    return {view.stashDownCount, view.stashUp};
}

} // namespace

Facts scoreFacts(const tp::ScoreBreakdown& final)
{
    Facts f;
    f.winners = tp::winnersOf(final);
    if (f.winners.empty() || final.players < 2)
        return f;
    f.winner = f.winners.front();
    for (Seat s = 0; s < final.players; ++s) {
        if (std::find(f.winners.begin(), f.winners.end(), s) != f.winners.end())
            continue;
        if (f.rival == kNoSeat || ahead(final, s, f.rival))
            f.rival = s;
    }
    if (f.winners.size() > 1) {
        f.by = DecidedBy::Shared;
        f.rival = f.winners[1];
    }
    if (f.rival == kNoSeat)
        return f;
    const auto w = static_cast<std::size_t>(f.winner);
    const auto r = static_cast<std::size_t>(f.rival);
    f.total = final.total[w];
    f.rivalTotal = final.total[r];
    f.types = final.types[w];
    f.rivalTypes = final.types[r];
    f.cards = final.cards[w];
    f.rivalCards = final.cards[r];
    if (f.by != DecidedBy::Shared)
        f.by = f.total != f.rivalTotal ? DecidedBy::Points : f.types != f.rivalTypes ? DecidedBy::Types : DecidedBy::Cards;
    if (f.by != DecidedBy::Points)
        return f;

    std::vector<Gain> gains;
    for (int c = 0; c < tp::kCardTypes; ++c) {
        const tp::ScoreLine& mine = final.lines[w][static_cast<std::size_t>(c)];
        const tp::ScoreLine& theirs = final.lines[r][static_cast<std::size_t>(c)];
        if (mine.points > theirs.points)
            gains.push_back({static_cast<tp::Card>(c), mine.points, theirs.points, mine.place, mine.tied, mine.cards});
    }
    // Biggest gain first; equal gains in the card guide's order.
    std::stable_sort(gains.begin(), gains.end(), [](const Gain& a, const Gain& b) { return a.gain() > b.gain(); });
    const int margin = f.total - f.rivalTotal;
    int made = 0;
    for (const Gain& g : gains) {
        if (made >= margin || f.deciding.size() == 3)
            break;
        f.deciding.push_back(g);
        made += g.gain();
    }
    return f;
}

Facts explain(const tp::State& finished)
{
    if (!finished.isOver())
        return {};
    const tp::State::Observation end = finished.observation(kNoSeat);
    // The stashes as the rules show them at the end: face up, and the face-down ones revealed.
    std::array<tp::Counts, tp::kMaxPlayers> stashes{};
    for (int s = 0; s < finished.players(); ++s)
        for (int c = 0; c < tp::kCardTypes; ++c) {
            const auto i = static_cast<std::size_t>(s);
            const auto k = static_cast<std::size_t>(c);
            stashes[i][k] = static_cast<std::uint8_t>(end.seats[i].stashUp[k] + end.revealed[i][k]);
        }
    Facts f = scoreFacts(tp::scoreStashes(stashes, finished.players()));
    if (f.winner == kNoSeat)
        return f;

    // The public trail: the game played again, watched as a spectator.
    const auto& history = finished.history();
    tp::State state(history.setup);
    SeenStash before = seenStash(state.observation(kNoSeat), f.winner);
    for (std::size_t i = 0; i < history.actions.size(); ++i) {
        const int turn = state.turn().number;
        if (!state.apply(history.actions[i], nullptr))
            break;
        const SeenStash after = seenStash(state.observation(kNoSeat), f.winner);
        if (after != before) {
            f.position = static_cast<int>(i) + 1;
            f.turn = turn;
            before = after;
        }
    }
    return f;
}

WhyWon Words::of(const Facts& f, const QStringList& names)
{
    WhyWon why;
    if (f.winner == kNoSeat || f.rival == kNoSeat)
        return why;
    const auto name = [&](Seat s) { return s >= 0 && s < names.size() ? names[s] : QString(); };
    const auto number = [](int n) { return QLocale().toString(n); };
    const QString winner = name(f.winner);
    const QString rival = name(f.rival);
    QStringList sentences;
    switch (f.by) {
    case DecidedBy::Points: {
        //: Why the winner won (Trash Pandas): %1 the winner, %2 the runner-up, %3 and %4 their points; %n the margin.
        sentences << tr("%1 won by %n point(s) over %2 (%3 to %4).", nullptr, f.total - f.rivalTotal)
                         .arg(winner, rival, number(f.total), number(f.rivalTotal));
        QStringList parts;
        for (const Gain& g : f.deciding) {
            const QString card = TpText::cardName(g.card);
            if (g.place == 0)
                //: A deciding card type (Blammo! pays per card): %1 the card, %2 how many, %3 the points gained over the runner-up.
                parts << tr("%2 %1 cards (+%3)").arg(card, number(g.cards), number(g.gain()));
            else if (g.tied)
                //: A deciding card type: %1 the card, %2 the place shared ("1st"), %3 the points gained over the runner-up.
                parts << tr("a share of %2 place in %1 (+%3)").arg(card, TpText::placeName(g.place), number(g.gain()));
            else
                //: A deciding card type: %1 the card, %2 the place ("1st"), %3 the points gained over the runner-up.
                parts << tr("%2 place in %1 (+%3)").arg(card, TpText::placeName(g.place), number(g.gain()));
        }
        if (!parts.isEmpty())
            //: %1 the winner, %2 a list such as "1st place in Feesh (+5) and 1st place in MMM Pie! (+4)".
            sentences << tr("What decided it: %1 took %2.").arg(winner, QLocale().createSeparatedList(parts));
        break;
    }
    case DecidedBy::Types:
        //: Trash Pandas, equal points: %1 the winner, %2 the runner-up, %3 the points, %4 and %5 their card types.
        sentences << tr("%1 and %2 both scored %3 points; %1 won with more card types stashed (%4 to %5).")
                         .arg(winner, rival, number(f.total), number(f.types), number(f.rivalTypes));
        break;
    case DecidedBy::Cards:
        //: Trash Pandas, equal points and types: %1 the winner, %2 the runner-up, %3 the points, %4 and %5 their cards stashed.
        sentences << tr("%1 and %2 both scored %3 points with as many card types; %1 won with more cards stashed (%4 to %5).")
                         .arg(winner, rival, number(f.total), number(f.cards), number(f.rivalCards));
        break;
    case DecidedBy::Shared: {
        QStringList sharing;
        for (Seat s : f.winners)
            sharing << name(s);
        //: Trash Pandas: %1 the players sharing the win ("Ann and Ben"), %2 their points.
        sentences << tr("%1 share the win: %2 points each, with as many card types and cards.")
                         .arg(QLocale().createSeparatedList(sharing), number(f.total));
        break;
    }
    case DecidedBy::Nothing:
        return why;
    }
    if (f.position >= 0) {
        //: Trash Pandas: %1 the winner, %2 the turn of the last move that changed their stash.
        sentences << tr("%1's stash was complete on turn %2.").arg(winner, number(f.turn));
        //: The decisive moment, shown on the link to the replay: %1 a turn number.
        why.moment = tr("turn %1").arg(number(f.turn));
        why.position = f.position;
        why.seat = f.winner;
    }
    why.text = sentences.join(QLatin1Char(' '));
    return why;
}

} // namespace tpwhy
