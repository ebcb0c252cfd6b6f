// The CPU module: no hand; a Trash card (face down) played first with its CPU
// Effect; the CPU die, which any seat holding Reroll tokens may have rerolled;
// Attacks and Scares aimed only at the single opponent in first place.
#include <algorithm>

#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::int8_t i8(int n) { return static_cast<std::int8_t>(n); }
} // namespace

// The single opponent in first place, or -1 when the Attack or Scare does not
// resolve: several opponents share first place, the leader cannot be
// affected, or the CPU itself is in first place (also when sharing it, TD-11).
Seat Rules::cpuTarget(const State& s, Seat cpu, NoTargetReason* why)
{
    const Public& p = s.pub_;
    const auto none = [why](NoTargetReason reason) {
        if (why)
            *why = reason;
        return Seat{-1};
    };
    int best = 0;
    for (Seat o = 0; o < p.players; ++o)
        best = std::max<int>(best, p.racers[at(o)].progress);
    if (p.racers[at(cpu)].progress == best)
        return none(NoTargetReason::CpuLeads);
    Seat leader = -1;
    for (Seat o = 0; o < p.players; ++o) {
        if (p.racers[at(o)].progress != best)
            continue;
        if (leader >= 0)
            return none(NoTargetReason::FirstShared);
        leader = o;
    }
    if (invincible(s, leader))
        return none(blockReason(s, leader) == BlockReason::Box ? NoTargetReason::LeaderOnBox : NoTargetReason::LeaderUntouchable);
    return leader;
}

// An Attack or Scare that aims at nobody is said (NoTarget), so the table can tell why nothing happens.
Seat Rules::cpuAim(State& s, Seat cpu, bool scare, Ev ev)
{
    NoTargetReason why = NoTargetReason::FirstShared;
    const Seat target = cpuTarget(s, cpu, &why);
    if (target < 0) {
        Seat leader = -1;
        if (why == NoTargetReason::LeaderOnBox || why == NoTargetReason::LeaderUntouchable)
            for (Seat o = 0; o < s.pub_.players; ++o)
                if (leader < 0 || s.pub_.racers[at(o)].progress > s.pub_.racers[at(leader)].progress)
                    leader = o;
        emit(ev, EventType::NoTarget, cpu, static_cast<int>(why), leader, scare ? 1 : 0);
    }
    return target;
}

void Rules::cpuTrash(State& s, Seat cpu, Ev ev)
{
    const int kind = s.trash_[at(cpu)];
    s.trash_[at(cpu)] = -1;
    ++s.pub_.trashDiscard[at(kind)];
    emit(ev, EventType::TrashPlayed, cpu, kind);
    const TrashEffect& e = content().trashCards[at(kind)].effectFor(true);
    if (e.noActionCard)   // Rubber Band: no die this turn
        push(s, {TaskKind::MainMove, i8(cpu), -1, i8(e.move)});
    else
        push(s, {TaskKind::CpuRoll, i8(cpu)});
    applyTrashEffect(s, cpu, e, e.targeted() ? cpuAim(s, cpu, e.scare > 0, ev) : -1, ev);
}

void Rules::cpuRoll(State& s, Seat cpu, bool again, Ev ev)
{
    s.pub_.cpuFace = i8(rollCpu(s));
    // c names a stronger die (issue 34); Standard's roll reads as it always did.
    emit(ev, EventType::CpuRolled, cpu, s.pub_.cpuFace, again ? 1 : 0,
         s.pub_.cpu == CpuStrength::Standard ? -1 : static_cast<int>(s.pub_.cpu));
    askTokens(s, cpu, cpu);
}

// Every seat holding a Reroll token may spend one before the die resolves,
// asked in turn order after the CPU; a reroll asks everyone again (TD-13).
void Rules::askTokens(State& s, Seat cpu, Seat after)
{
    for (Seat o = next(s, after); o != cpu; o = next(s, o))
        if (racer(s, o).tokens > 0) {
            ask(s, Phase::TokenReroll, o);
            return;
        }
    push(s, {TaskKind::CpuResolve, i8(cpu)});
}

void Rules::spendToken(State& s, Seat seat, Ev ev)
{
    --racer(s, seat).tokens;
    ++s.pub_.tokenSupply;   // spent tokens go back to the supply
    emit(ev, EventType::TokenSpent, seat, s.pub_.turn);
    cpuRoll(s, s.pub_.turn, true, ev);
}

void Rules::passToken(State& s, Seat seat)
{
    askTokens(s, s.pub_.turn, seat);
}

// The final face as an Action card played by the CPU, or the paw: its CPU
// character card.
void Rules::cpuResolve(State& s, Seat cpu, Ev ev)
{
    const auto strength = static_cast<std::size_t>(s.pub_.cpu);
    const CpuEffect& face = content().cpuDice[strength][at(s.pub_.cpuFace)];
    const CpuEffect& f = face.paw ? content().characters[at(racer(s, cpu).character)].cpu : face;
    // A stronger CPU's paw card moves further (issue 34: pawMove, 0 for Standard).
    int move = f.move + (face.paw ? content().pawMove[strength] : 0);
    if (f.dashDie) {
        const int die = rollDash(s);
        emit(ev, EventType::DashRolled, cpu, die, 0);
        move += die;
    }
    if (f.invincible) {
        racer(s, cpu).invincible = true;
        emit(ev, EventType::Invincible, cpu);
    }
    if (f.drawTrash && s.trash_[at(cpu)] < 0)
        drawTrash(s, cpu, ev);
    push(s, {TaskKind::MainMove, i8(cpu), -1, i8(move)});
    const Seat target = f.attack > 0 || f.scare > 0 ? cpuAim(s, cpu, f.attack <= 0, ev) : -1;
    if (target >= 0 && f.attack > 0)
        push(s, {TaskKind::Attack, i8(cpu), i8(target), i8(f.attack)});
    if (target >= 0 && f.scare > 0)
        push(s, {TaskKind::Scare, i8(cpu), i8(target), i8(f.scare)});
}

} // namespace critter::td
