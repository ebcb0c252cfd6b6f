#include "tdwhywon.h"

#include <QLocale>

#include "tdtext.h"

using critter::Action;
using critter::Event;
using critter::kNoSeat;
using critter::Seat;
namespace td = critter::td;

namespace tdwhy {

LeadFacts leadFacts(const std::vector<Seat>& leaders, Seat winner)
{
    LeadFacts f;
    Seat previous = kNoSeat;   // the last racer to lead alone
    Seat before = kNoSeat;     // the leader after the move before
    bool anyone = false;
    bool firstAtTook = false;
    for (std::size_t i = 0; i < leaders.size(); ++i) {
        const Seat now = leaders[i];
        if (now != kNoSeat) {
            if (previous != kNoSeat && now != previous)
                ++f.changes;
            if (now == winner && before != winner) {
                f.tookLead = static_cast<int>(i);
                firstAtTook = !anyone;
            }
            previous = now;
            anyone = true;
        }
        before = now;
    }
    f.firstLead = firstAtTook;
    return f;
}

namespace {

// One move of the replayed game, as everyone saw it.
struct Step {
    int race = 0;                           // 1-based
    Seat leader = kNoSeat;                  // alone in front after it
    int turn = 0;                           // the turn it began in
    std::array<int, td::kMaxRacers> forwardTurn{};   // a racer's pawn went forward in it: on this turn (0: not)
};

Seat soleLeader(const td::Public& p)
{
    Seat leader = kNoSeat;
    int best = -1;
    bool shared = false;
    for (Seat r = 0; r < p.players; ++r) {
        const int progress = p.racers[static_cast<std::size_t>(r)].progress;
        if (progress > best) {
            best = progress;
            leader = r;
            shared = false;
        } else if (progress == best) {
            shared = true;
        }
    }
    return shared || best <= 0 ? kNoSeat : leader;
}

} // namespace

Facts explain(const td::State& finished)
{
    Facts f;
    if (!finished.isOver())
        return f;
    const std::vector<Seat> winners = finished.winners();
    if (winners.empty())
        return f;
    f.winner = winners.front();
    const td::Public& end = finished.pub();
    const auto w = static_cast<std::size_t>(f.winner);
    f.tournament = end.mode == td::Mode::Tournament;
    f.points = end.racers[w].points;
    f.ranks = {end.racers[w].ranks[0], end.racers[w].ranks[1], end.racers[w].ranks[2]};

    // The public trail, move by move.
    const auto& history = finished.history();
    std::vector<Event> events;
    td::State state(history.setup, &events);
    int race = 1;
    int turn = state.pub().turnNumber;
    std::vector<Step> steps;
    std::vector<Seat> raceWinners;   // by race
    // What each racer last did on its own turn: its main move and the card it used.
    struct Main {
        How how = How::Unknown;
        int card = -1;
    };
    std::vector<std::array<Main, td::kMaxRacers>> mainAt;   // as it stood after each move
    std::array<Main, td::kMaxRacers> main{};
    for (std::size_t i = 0; i < history.actions.size(); ++i) {
        const Action& action = history.actions[i];
        const Seat actor = state.currentSeat();
        if (actor >= 0) {
            const auto a = static_cast<std::size_t>(actor);
            switch (static_cast<td::ActionType>(action.type)) {
            case td::ActionType::Go: main[a] = {How::Go, action.a}; break;
            case td::ActionType::Dash: main[a] = {How::Dash, -1}; break;
            case td::ActionType::PlayTrash: main[a] = {How::Trash, -1}; break;
            case td::ActionType::Rest: main[a] = {How::Rest, -1}; break;
            default: break;
            }
        }
        events.clear();
        if (!state.apply(action, &events))
            break;
        Step step;
        step.race = race;
        step.turn = turn;
        Seat wonBy = kNoSeat;
        for (const Event& raw : events) {
            const Event e = td::redactedFor(raw, kNoSeat);
            switch (static_cast<td::EventType>(e.type)) {
            case td::EventType::TurnStarted:
                turn = e.a;
                if (wonBy == kNoSeat && e.seat >= 0 && state.pub().racers[static_cast<std::size_t>(e.seat)].cpu)
                    main[static_cast<std::size_t>(e.seat)] = {How::Cpu, -1};
                break;
            case td::EventType::TrashPlayed:
                if (e.seat >= 0)
                    main[static_cast<std::size_t>(e.seat)] = {How::Trash, e.a};
                break;
            case td::EventType::Stepped:
                if (wonBy == kNoSeat && e.c > 0 && e.seat >= 0)
                    step.forwardTurn[static_cast<std::size_t>(e.seat)] = turn;
                break;
            case td::EventType::RaceWon:
                wonBy = e.seat;
                raceWinners.push_back(e.seat);
                break;
            case td::EventType::RaceStarted:
                if (wonBy != kNoSeat)
                    break;   // a next race begun by the same move counts from its own first move
                race = e.a;
                step.race = race;
                break;
            default:
                break;
            }
        }
        if (wonBy != kNoSeat) {
            step.leader = wonBy;   // the finish: the winner is in front
            race = step.race + 1;
        } else {
            step.leader = soleLeader(state.pub());
        }
        steps.push_back(step);
        mainAt.push_back(main);
    }

    // The race explained: the last one the winner won.
    for (std::size_t r = raceWinners.size(); r-- > 0;)
        if (raceWinners[r] == f.winner) {
            f.race = static_cast<int>(r) + 1;
            break;
        }
    if (f.race == 0)
        return f;
    std::vector<Seat> leaders;
    std::vector<std::size_t> moveOf;   // the race's i-th move is the game's moveOf[i]-th
    for (std::size_t i = 0; i < steps.size(); ++i)
        if (steps[i].race == f.race) {
            leaders.push_back(steps[i].leader);
            moveOf.push_back(i);
        }
    f.lead = leadFacts(leaders, f.winner);
    if (f.lead.tookLead < 0)
        return f;
    const std::size_t move = moveOf[static_cast<std::size_t>(f.lead.tookLead)];
    const Step& step = steps[move];
    f.position = static_cast<int>(move) + 1;
    if (const int forward = step.forwardTurn[w]; forward > 0) {
        f.turn = forward;
        f.how = mainAt[move][w].how;
        f.card = mainAt[move][w].card;
    } else {
        f.turn = step.turn;
        f.how = How::OtherFellBack;
        for (int k = f.lead.tookLead - 1; k >= 0 && f.fellBack == kNoSeat; --k)
            f.fellBack = leaders[static_cast<std::size_t>(k)];
    }
    return f;
}

WhyWon Words::of(const Facts& f, const QStringList& names)
{
    WhyWon why;
    if (f.winner == kNoSeat)
        return why;
    const auto name = [&](Seat s) { return s >= 0 && s < names.size() ? names[s] : QString(); };
    const QString winner = name(f.winner);
    const QLocale locale;
    QStringList sentences;
    if (f.tournament) {
        QStringList places;
        for (int rank : f.ranks)
            if (rank > 0)
                //: A place in one race of a Tournament, as the results show it.
                places << tr("#%1").arg(rank);
        //: Why the winner won (Trash Dash Tournament): %1 the winner, %2 their places race by race ("#1, #2, #1"); %n their points.
        sentences << tr("%1 won the Tournament with %n point(s): %2.", nullptr, f.points).arg(winner, places.join(QStringLiteral(", ")));
    }
    if (f.race > 0 && f.lead.tookLead >= 0) {
        const QString turn = locale.toString(f.turn);
        QString took;
        switch (f.how) {
        case How::Go:
            //: Trash Dash: %1 the winner, %2 the turn, %3 the Action card played.
            took = tr("%1 took the lead for good on turn %2, playing %3.").arg(winner, turn, TdText::cardName(f.card));
            break;
        case How::Dash:
            //: Trash Dash: %1 the winner, %2 the turn.
            took = tr("%1 took the lead for good on turn %2 with a Dash.").arg(winner, turn);
            break;
        case How::Trash:
            if (f.card >= 0)
                //: Trash Dash: %1 the winner, %2 the turn, %3 the Trash card played.
                took = tr("%1 took the lead for good on turn %2 with %3.").arg(winner, turn, TdText::trashName(f.card));
            else
                //: Trash Dash: %1 the winner, %2 the turn.
                took = tr("%1 took the lead for good on turn %2 with a Trash card.").arg(winner, turn);
            break;
        case How::Rest:
            //: Trash Dash: %1 the winner, %2 the turn.
            took = tr("%1 took the lead for good on turn %2 by resting.").arg(winner, turn);
            break;
        case How::Cpu:
            //: Trash Dash: %1 the winner (a CPU racer), %2 the turn.
            took = tr("%1 took the lead for good on turn %2 with its CPU roll.").arg(winner, turn);
            break;
        case How::OtherFellBack:
            if (f.fellBack != kNoSeat)
                //: Trash Dash: %1 the winner, %2 the turn, %3 the racer who led until then.
                took = tr("%1 took the lead for good on turn %2, when %3 fell back.").arg(winner, turn, name(f.fellBack));
            else
                //: Trash Dash: %1 the winner, %2 the turn.
                took = tr("%1 took the lead for good on turn %2.").arg(winner, turn);
            break;
        case How::Unknown:
            took = tr("%1 took the lead for good on turn %2.").arg(winner, turn);
            break;
        }
        if (f.tournament)
            //: Trash Dash Tournament: %1 the race explained, %2 what happened in it.
            took = tr("Race %1: %2").arg(locale.toString(f.race), took);
        if (f.lead.changes == 0)
            //: Trash Dash: nobody else led alone in that race.
            sentences << took << tr("Nobody else led alone.");
        else
            //: Trash Dash: how often the lead passed from one racer to another in the race.
            sentences << tr("The lead changed hands %n time(s).", nullptr, f.lead.changes) << took;
        why.position = f.position;
        why.seat = f.winner;
        //: The decisive moment, shown on the link to the replay: %1 a turn number.
        why.moment = tr("turn %1").arg(turn);
    }
    why.text = sentences.join(QLatin1Char(' '));
    return why;
}

} // namespace tdwhy
