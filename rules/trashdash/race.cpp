// Races and turns: setting up a race (pawns on the upper Start space, the
// deal, the decks), starting each turn, the race's end and its points, and
// the Tournament's three races with side choices between them.
#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::int8_t i8(int n) { return static_cast<std::int8_t>(n); }
} // namespace

void Rules::startRace(State& s, Seat first, Ev ev)
{
    Public& p = s.pub_;
    const auto& c = content();
    if (p.mode == Mode::Tournament) {
        const TrackInfo& info = *c.circuitTrack(p.circuit, p.race);
        p.track = buildTrack(c, info.tiles, info.laps).track;
        p.trackIndex = i8(static_cast<int>(&info - c.tracks.data()));
    }
    for (Seat r = 0; r < p.players; ++r) {
        RacerView& view = p.racers[at(r)];
        view.progress = 0;
        view.invincible = false;
        view.tokens = 0;
    }
    p.tokenSupply = kRerollTokens;   // TD-13, TD-18: every race starts afresh
    s.hands_ = {};
    s.trash_.fill(-1);
    p.actionDiscard = {};
    p.trashDiscard = {};
    p.tasks = {};
    p.taskCount = 0;
    p.raceWinner = kNoSeat;
    shuffleActionDeck(s, ev, false);
    shuffleTrashDeck(s, ev, false);
    emit(ev, EventType::RaceStarted, first, p.race + 1, p.length(), p.track.laps);
    for (Seat r = 0; r < p.players; ++r)   // TD-20: seat 0 first; CPUs get no hand
        if (!p.racers[at(r)].cpu)
            drawActions(s, r, kHandSize, ev);
    startTurn(s, first, ev);
}

void Rules::startTurn(State& s, Seat seat, Ev ev)
{
    Public& p = s.pub_;
    p.turn = seat;
    ++p.turnNumber;
    p.moveBonus = 0;
    p.energy = 0;
    p.dashBase = 0;
    p.dashDie = 0;
    p.freeRerollUsed = false;
    p.cpuFace = -1;
    p.hissExclude = -1;
    racer(s, seat).invincible = false;   // "until the start of your next turn"
    emit(ev, EventType::TurnStarted, seat, p.turnNumber);
    push(s, {TaskKind::EndTurn, i8(seat)});
    if (racer(s, seat).cpu) {
        p.phase = Phase::Running;
        p.deciding = kNoSeat;
        push(s, {s.trash_[at(seat)] >= 0 ? TaskKind::CpuTrash : TaskKind::CpuRoll, i8(seat)});
    } else {
        ask(s, Phase::Choose, seat);
    }
}

// The race ends at once; everyone is ranked by position (racers on one
// space share a rank) and scores 3/2/1/0 (TD-7).
void Rules::raceWon(State& s, Seat winner, Ev ev)
{
    Public& p = s.pub_;
    p.tasks = {};
    p.taskCount = 0;
    p.raceWinner = winner;
    emit(ev, EventType::RaceWon, winner, p.race + 1);
    for (Seat r = 0; r < p.players; ++r) {
        const int rank = p.rank(r);
        const int points = rank <= 3 ? kRacePoints[at(rank - 1)] : 0;
        RacerView& view = p.racers[at(r)];
        view.ranks[p.race] = i8(rank);
        view.points = static_cast<std::uint8_t>(view.points + points);
        emit(ev, EventType::RaceScored, r, points, rank);
    }
    if (p.mode == Mode::Standard || p.race + 1 >= kRaces) {
        p.phase = Phase::Over;
        p.deciding = kNoSeat;
        emit(ev, EventType::GameOver, kNoSeat, winnerMask(s));
        return;
    }
    // Tournament (TD-18): the winner starts the next race; first every hand
    // racer, from the winner on, may turn its character card over.
    ++p.race;
    p.sideLeft = 0;
    for (Seat r = 0; r < p.players; ++r)
        p.sideLeft = i8(p.sideLeft + (p.racers[at(r)].cpu ? 0 : 1));
    for (Seat r = winner, n = 0; n < p.players; ++n, r = next(s, r))
        if (!racer(s, r).cpu) {
            ask(s, Phase::ChooseSide, r);
            return;
        }
}

void Rules::chooseSide(State& s, Seat seat, int side, Ev ev)
{
    Public& p = s.pub_;
    racer(s, seat).side = i8(side);
    --p.sideLeft;
    emit(ev, EventType::SideChosen, seat, side);
    for (Seat r = next(s, seat); r != p.raceWinner; r = next(s, r))
        if (!racer(s, r).cpu) {
            ask(s, Phase::ChooseSide, r);
            return;
        }
    p.phase = Phase::Running;
    startRace(s, p.raceWinner, ev);
}

} // namespace critter::td
