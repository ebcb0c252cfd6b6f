#pragma once
// Internal: the rule steps shared by state.cpp, race.cpp, turn.cpp,
// movement.cpp and cpu.cpp. Each step assumes legal.cpp accepted the action.
#include <vector>

#include "core/byte_counts.h"
#include "trashdash/state.h"

namespace critter::td {

struct Rules {
    using Ev = std::vector<Event>*;

    // ---- plumbing (state.cpp)
    static void emit(Ev ev, EventType type, Seat seat, int a = -1, int b = -1, int c = -1)
    {
        if (ev)
            ev->push_back(Event{static_cast<int>(type), seat, a, b, c});
    }
    static RacerView& racer(State& s, Seat seat) { return s.pub_.racers[State::idx(seat)]; }
    static const RacerView& racer(const State& s, Seat seat) { return s.pub_.racers[State::idx(seat)]; }
    // TD-16: a CPU racer has no A/B ability, only its CPU card.
    static bool hasAbility(const State& s, Seat seat, Ability ability)
    {
        return !racer(s, seat).cpu && abilityCard(s, seat).ability == ability;
    }
    static const AbilityCard& abilityCard(const State& s, Seat seat)
    {
        const RacerView& r = racer(s, seat);
        return content().characters[static_cast<std::size_t>(r.character)].sides[static_cast<std::size_t>(r.side)];
    }
    static void push(State& s, Task task)
    {
        // kMaxTasks is far above the deepest chain (an Energy Drink step attacking
        // five racers who each land and react); checkInvariants reports overflow.
        if (s.pub_.taskCount < kMaxTasks)
            s.pub_.tasks[s.pub_.taskCount++] = task;
    }
    static Seat next(const State& s, Seat seat) { return (seat + 1) % s.pub_.players; }
    static void shuffleActionDeck(State& s, Ev ev, bool reshuffle);   // every Action card not in a hand
    static void shuffleTrashDeck(State& s, Ev ev, bool reshuffle);    // every Trash card not held
    static int takeActionTop(State& s, Ev ev);            // -1 when deck and discard are empty
    static bool drawAction(State& s, Seat seat, Ev ev);   // false when nothing is left to draw
    static void drawActions(State& s, Seat seat, int count, Ev ev);
    static bool trashAvailable(const State& s) { return s.trashCount_ > 0 || total(s.pub_.trashDiscard) > 0; }
    static bool drawTrash(State& s, Seat seat, Ev ev);    // into an empty trash slot
    static void discardFromHand(State& s, Seat seat, int kind, DiscardReason why, Ev ev);
    static int rollDash(State& s);                        // a value of the Dash die
    static int rollCpu(State& s);                         // a face index 0..5 of the CPU die
    static int pickFromHand(State& s, Seat seat);         // a random Action card kind in the hand
    template <std::size_t N>
    static int total(const std::array<std::uint8_t, N>& counts)
    {
        return byteTotal(counts);
    }

    // ---- the task loop and the turn (turn.cpp)
    static void run(State& s, Ev ev);
    static void ask(State& s, Phase phase, Seat seat);
    static void go(State& s, int card, Seat target, bool afterTrash, Ev ev);
    static void applyTrashEffect(State& s, Seat seat, const TrashEffect& effect, Seat target, Ev ev);
    static void dash(State& s, int first, int second, Ev ev);
    static void playTrash(State& s, Seat target, Ev ev);
    static void rest(State& s, Ev ev);
    static void reroll(State& s, int card, Ev ev);
    static void keepRoll(State& s);
    static void swapTrash(State& s, Seat seat, Ev ev);
    static void recycleDiscard(State& s, Seat seat, int card, Ev ev);
    static void searchBin(State& s, Seat seat, bool search, Ev ev);
    static void hiss(State& s, Seat seat, Seat target);
    static void rummage(State& s, Seat seat, int card, Ev ev);
    static void drawStep(State& s, Seat seat, Ev ev);
    static void askGo(State& s, Seat seat);

    // ---- movement, spaces, Attacks and Scares (movement.cpp)
    static bool invincible(const State& s, Seat seat);
    static BlockReason blockReason(const State& s, Seat seat);   // of an invincible racer
    static void mainMove(State& s, Seat seat, int base);
    static void move(State& s, const Task& task, Ev ev);
    static int distance(const State& s, Seat a, Seat b);   // spaces between two pawns on the loop
    static void pushAttacksOnSpace(State& s, Seat attacker, int amount);
    static void land(State& s, const Task& task, Ev ev);
    static void spaceEffect(State& s, Seat seat, Ev ev);
    static void trashCan(State& s, Seat seat, Ev ev);
    static void recycleBin(State& s, Seat seat, Ev ev);
    static void attack(State& s, Seat attacker, Seat victim, int amount, Ev ev);
    static void scare(State& s, Seat scarer, Seat victim, int amount, std::uint8_t flags, Ev ev);
    static void frantic(State& s, Seat seat, Ev ev);

    // ---- the CPU module (cpu.cpp)
    // The CPU's target, or -1 (and why in *why).
    static Seat cpuTarget(const State& s, Seat cpu, NoTargetReason* why = nullptr);
    // cpuTarget for an Attack (scare false) or Scare, saying NoTarget when there is none.
    static Seat cpuAim(State& s, Seat cpu, bool scare, Ev ev);
    static void cpuTrash(State& s, Seat cpu, Ev ev);
    static void cpuRoll(State& s, Seat cpu, bool again, Ev ev);
    static void askTokens(State& s, Seat cpu, Seat after);
    static void spendToken(State& s, Seat seat, Ev ev);
    static void passToken(State& s, Seat seat);
    static void cpuResolve(State& s, Seat cpu, Ev ev);

    // ---- races, turns, Tournament (race.cpp)
    static void startRace(State& s, Seat first, Ev ev);
    static void startTurn(State& s, Seat seat, Ev ev);
    static void raceWon(State& s, Seat winner, Ev ev);
    static void chooseSide(State& s, Seat seat, int side, Ev ev);
    static int winnerMask(const State& s);   // state.cpp; a bit per winner, once over
};

} // namespace critter::td
