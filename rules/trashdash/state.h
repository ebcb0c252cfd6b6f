#pragma once
// Trash Dash: a race (or a Tournament of three) as one copyable value that
// satisfies critter::GameState. Read next to the rulebook: turn.cpp (the four
// turn actions, Dash rerolls, Trash cards, the end-of-turn draw and every
// other decision), movement.cpp (pawn steps, laps, special spaces, Attacks,
// Scares), cpu.cpp (the CPU module), race.cpp (race start and end,
// Tournament scoring, turns), legal.cpp (what may be decided now).
// Rulings are cited by id (TD-n, docs/rulings.md); the content is our own
// (TD-1, content.h).
//
// Every decision is an Action of the seat the rules ask, also off-turn (a
// racer pushed onto a Recycle Bin discards, a Reroll token is spent on a
// CPU's roll). Between decisions the rules run on by themselves through a
// small stack of pending steps (Task), which is public and part of the state.
// CPU racers never decide: their seat is never asked.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/byte_counts.h"
#include "core/game.h"
#include "core/history.h"
#include "core/rng.h"
#include "trashdash/content.h"
#include "trashdash/track.h"

namespace critter::td {

inline constexpr int kMinRacers = 2;
inline constexpr int kMaxRacers = 6;
inline constexpr int kHandSize = 5;        // the deal, and what Rest refills to
inline constexpr int kRerollTokens = 8;
inline constexpr int kRaces = 3;           // a Tournament
inline constexpr std::array<int, 3> kRacePoints{3, 2, 1};   // 1st, 2nd, 3rd; 4th-6th score 0
// Room for the actions of a usual race (a random 4-racer race takes about
// 110; a Tournament gets three times as much), reserved at the start so that
// playing on does not allocate.
inline constexpr std::size_t kUsualRaceActions = 256;

enum class Mode : std::uint8_t { Standard, Tournament };

// Every action; a, b as listed (-1 when unused). Seats count from 0; cards
// are kinds, indexes into content().actionCards / trashCards.
enum class ActionType : int {
    Go,             // a = Action card, b = target seat for its Attack or Scare (-1 without)
    Dash,           // a <= b = two Action cards with the same Move
    PlayTrash,      // the held Trash card; a = target seat when it Attacks or Scares
    Rest,           // Move 1, refill to 5 (no end-of-turn draw)
    Reroll,         // Dash: reroll the die discarding Action card a, or a = -1 for Lucky Streak's free reroll
    KeepRoll,       // Dash: keep the die and Move
    SpendToken,     // spend a Reroll token to reroll the CPU's die
    PassToken,      // let the CPU's die stand
    SwapTrash,      // at a Trash Can holding a Trash card: drop it and draw
    KeepTrash,      // ... or keep it
    RecycleDiscard, // Recycle Bin: discard Action card a after drawing 2
    SearchBin,      // Dumpster Diver at a Recycle Bin: a = 0 recycle as usual, 1 search it like a Trash Can
    Hiss,           // Frightening Hiss: a = the other opponent who discards 1 random card
    NoHiss,
    Rummage,        // Rummage: discard Action card a, draw 1
    NoRummage,
    ChooseSide,     // Tournament, before races 2 and 3: a = 0 side A, 1 side B
    Count
};

inline constexpr Action makeAction(ActionType type, int a = -1, int b = -1)
{
    return Action{static_cast<int>(type), a, b, -1};
}

// Events for the app to animate and log; Event::seat is the acting racer.
enum class EventType : int {
    RaceStarted,    // seat = first racer, a = race (1-based), b = spaces in the loop, c = laps
    TurnStarted,    // seat, a = turn number
    CardDrawn,      // seat drew Action card a (-1 for viewers who may not see it)
    CardPlayed,     // seat played Action card a (Go)
    DashPlayed,     // seat discarded Action cards a and b to Dash
    CardDiscarded,  // Action card a from seat's hand (b = DiscardReason); seat -1 for the deck's top (Scare on a CPU)
    TrashDrawn,     // seat drew Trash card a (-1 unless the viewer is that hand racer)
    TrashPlayed,    // seat played Trash card a
    TrashDropped,   // seat dropped Trash card a to draw another
    Rested,         // seat rests
    DashRolled,     // seat rolled a on the Dash die (b = 1 for a reroll)
    CpuRolled,      // CPU seat rolled face a (0-based index into content().cpuDice[c]; c the CpuStrength, -1 Standard; b = 1 for a reroll)
    TokenSpent,     // seat spent a Reroll token on CPU a's roll
    TokensGained,   // seat took a Reroll tokens from the supply
    Stepped,        // seat's pawn moved one space: a = from, b = to (space indexes), c = +1 forward / -1 back
    SpillSlid,      // seat slides on from the Spill at space a
    LapCompleted,   // seat crossed the Start line: a = laps completed
    Attacked,       // seat Attacks a by b spaces; c = the spaces a goes back before the Start line stops it
    Scared,         // seat Scares a: b cards discarded
    Blocked,        // seat's Attack, Scare or effect on a does nothing: b = BlockReason
    Invincible,     // seat cannot be affected by opponents until its next turn
    Reshuffled,     // a = 0 the Action deck, 1 the Trash deck; b = cards in it
    SideChosen,     // seat chose side a (0 = A, 1 = B) for the next race
    RaceWon,        // seat completed the final lap, a = race (1-based)
    RaceScored,     // seat scored a points for rank b
    GameOver,       // seat = kNoSeat, a = bitmask of winners
    NoTarget,       // CPU seat's Attack (c = 0) or Scare (c = 1) aims at nobody: a = NoTargetReason, b = the leader or -1 (TD-11)
    Count
};
enum class DiscardReason : int { Reroll, Recycle, Rummage, Scared, Hissed };
// Why an Attack, Scare or effect does nothing to its target.
enum class BlockReason : int { Untouchable, Box };   // Cafe Con Leche or Aesop's CPU card; a Big Ol' Box
// Why a CPU's Attack or Scare has no target (TD-11).
enum class NoTargetReason : int { FirstShared, CpuLeads, LeaderOnBox, LeaderUntouchable };

// The event as `viewer` may see it: a card the viewer may not see becomes -1.
Event redactedFor(const Event& event, Seat viewer);

// What the game waits for.
enum class Phase : std::uint8_t {
    Running,      // internal only: the rules are working through their steps
    Choose,       // the turn racer picks Go, Trash, Dash or Rest
    AfterTrash,   // the turn racer plays an Action card after its Trash card
    DashRoll,     // the turn racer rerolls or keeps the Dash die
    TokenReroll,  // a seat holding Reroll tokens may spend one on the CPU's roll
    TrashCan,     // a racer holding a Trash card landed on a Trash Can: swap or keep
    Recycle,      // a racer drew 2 at a Recycle Bin and discards 1
    SearchBin,    // Dumpster Diver at a Recycle Bin: recycle or search
    Hiss,         // Frightening Hiss after a Scare
    Rummage,      // Rummage after the end-of-turn draw
    ChooseSide,   // Tournament: a hand racer picks the side for the next race
    Over,
};

// A pending rule step (the stack in Public). Fields by kind, see turn.cpp.
enum class TaskKind : std::uint8_t {
    EndTurn, DrawStep, AskGo, MainMove, Move, Land, SpaceEffect, Attack, Scare, Frantic, CpuTrash, CpuRoll, CpuResolve
};
struct Task {
    TaskKind kind = TaskKind::EndTurn;
    std::int8_t racer = -1;    // who moves / acts
    std::int8_t other = -1;    // target seat
    std::int8_t amount = 0;    // steps, Attack or Scare value, base Move
    std::int8_t dir = 1;       // Move / Land: +1 forward, -1 backward
    std::uint8_t flags = 0;    // kOwnMove, kMoved, kGainMove, kFromHiss
    friend bool operator==(const Task&, const Task&) = default;
};
inline constexpr std::uint8_t kOwnMove = 1;   // the turn racer's own movement (Energy Drink applies)
inline constexpr std::uint8_t kMoved = 2;     // a backward Move already took a step
inline constexpr std::uint8_t kGainMove = 4;  // a Scare that gains the discarded cards' Move (Pizza Slice)
inline constexpr std::uint8_t kFromHiss = 8;  // the Scare is a Frightening Hiss (no further Hiss)
inline constexpr int kMaxTasks = 48;

// One racer, as everybody sees it.
struct RacerView {
    std::int8_t character = 0;   // index into content().characters
    std::int8_t side = 0;        // 0 = A, 1 = B (ignored for a CPU)
    bool cpu = false;
    std::int16_t progress = 0;   // laps completed * loop length + space
    bool invincible = false;     // Cafe Con Leche or Aesop's CPU card, until its next turn
    std::uint8_t tokens = 0;     // Reroll tokens held (never by a CPU)
    std::uint8_t points = 0;     // Tournament points so far (Standard: the race's points once over)
    std::array<std::int8_t, kRaces> ranks{-1, -1, -1};   // rank in each finished race (1-based)
    friend bool operator==(const RacerView&, const RacerView&) = default;
};

// Everything public, shared verbatim by State and Observation.
struct Public {
    std::uint8_t players = 2;
    Mode mode = Mode::Standard;
    Circuit circuit = Circuit::Uptown;
    CpuStrength cpu = CpuStrength::Standard;   // the CPU racers' die (issue 34)
    std::int8_t trackIndex = 0;     // into content().tracks, -1 for a custom track
    RaceTrack track;
    std::uint8_t race = 0;          // 0-based
    std::array<RacerView, kMaxRacers> racers{};
    Seat turn = 0;
    int turnNumber = 0;
    Phase phase = Phase::Running;
    Seat deciding = kNoSeat;
    std::uint8_t tokenSupply = kRerollTokens;
    std::array<std::uint8_t, kMaxActionKinds> actionDiscard{};
    std::array<std::uint8_t, kMaxTrashKinds> trashDiscard{};
    // This turn.
    std::int8_t moveBonus = 0;      // Ketchup Packets, Pizza Slice, Opportunist, CPU Effects
    std::int8_t energy = 0;         // Energy Drink: Attack value for everyone passed this turn
    std::int8_t dashBase = 0;       // Dash: the pair's Move
    std::int8_t dashDie = 0;        // Dash: the die's value
    bool freeRerollUsed = false;    // Lucky Streak
    std::int8_t cpuFace = -1;       // the CPU die's face being decided on
    std::int8_t hissExclude = -1;   // the opponent just scared (Hiss must pick another)
    std::int8_t sideLeft = 0;       // ChooseSide: hand racers still to choose
    Seat raceWinner = kNoSeat;      // of the last finished race
    std::array<Task, kMaxTasks> tasks{};
    std::uint8_t taskCount = 0;

    int length() const { return track.length(); }
    int space(Seat seat) const { return racers[static_cast<std::size_t>(seat)].progress % track.length(); }
    int laps(Seat seat) const { return racers[static_cast<std::size_t>(seat)].progress / track.length(); }
    // 1 + the racers strictly ahead: racers on one space share a rank (TD-7).
    int rank(Seat seat) const;
    // The place in the standings (TD-18): 1 + the racers with more points,
    // or as many and a better rank in the last race run (racers equal in
    // both share the place). At the end the racers in place 1 win.
    int place(Seat seat) const;
    friend bool operator==(const Public&, const Public&) = default;
};

// TD-7 for any positions (the rules' own, or a table's pawns on the way):
// progress[s] = laps completed * loop length + space; the rank of `seat` is
// 1 + the racers strictly ahead, so racers on one space share a rank and
// the next rank is skipped.
int rankByProgress(std::span<const int> progress, Seat seat);

using Hand = std::array<std::uint8_t, kMaxActionKinds>;   // Action cards per kind
inline int handSize(const Hand& hand) { return byteTotal(hand); }

struct RacerSetup {
    int character = 0;   // index into content().characters; distinct per racer
    int side = 0;        // 0 = A, 1 = B; a CPU uses its CPU character card instead
    bool cpu = false;    // raced by the CPU module; otherwise a hand racer (person or bot)
    friend bool operator==(const RacerSetup&, const RacerSetup&) = default;
};

struct Setup {
    std::uint64_t seed = 1;
    Mode mode = Mode::Standard;
    // Standard: the track. tiles empty means the built-in track `track`;
    // otherwise tiles is the track (track then only names it, "custom" for
    // one of the table's own). laps 0: the built-in track's laps, or the
    // rulebook's recommendation for a custom track.
    std::string track = "bin-bandit-boulevard";
    std::vector<std::string> tiles;
    int laps = 0;
    Circuit circuit = Circuit::Uptown;   // Tournament: its three tracks in order
    CpuStrength cpu = CpuStrength::Standard;   // the CPU racers' strength (issue 34)
    std::vector<RacerSetup> racers{{5, 0, false}, {1, 0, false}};
    Seat first = 0;   // who starts race 1 (the table decides)
    // Forced chance for scenarios, used in order before the seeded Rng.
    // actionDecks[i] / trashDecks[i]: the top cards (top first) of the i-th
    // shuffle of that deck (a race start or a reshuffle); the rest is
    // shuffled below. The deal takes 5 each from the top, seat 0 first.
    std::vector<std::vector<int>> actionDecks;
    std::vector<std::vector<int>> trashDecks;
    std::vector<int> dashRolls;   // Dash die values
    std::vector<int> cpuRolls;    // CPU die faces, 1-6 (the paw is the face content().cpuDie marks)
    std::vector<int> picks;       // Action cards taken at random by Scares from hands; a pick the hand lacks is used up
    friend bool operator==(const Setup&, const Setup&) = default;
};

// Empty when the setup is sound; otherwise what is wrong.
std::string validateSetup(const Setup& setup);

// Setups for the app and the CLI. laps 0: the track's own.
Setup standardSetup(const std::string& trackId, std::vector<RacerSetup> racers, std::uint64_t seed, int laps = 0);
Setup customSetup(std::vector<std::string> tiles, std::vector<RacerSetup> racers, std::uint64_t seed, int laps = 0);
Setup tournamentSetup(Circuit circuit, std::vector<RacerSetup> racers, std::uint64_t seed);
// Racers with distinct characters in content order, side A: cpu[i] says which are CPUs.
std::vector<RacerSetup> defaultRacers(const std::vector<bool>& cpu);
// players hand racers with distinct characters drawn at random, each on a
// random side: the tests' and benches' random table.
std::vector<RacerSetup> randomHandRacers(int players, Rng& rng);

// All one seat may know now.
struct Observation {
    Seat seat = 0;
    Public pub;
    std::array<std::uint8_t, kMaxRacers> handCounts{};
    std::array<bool, kMaxRacers> holdsTrash{};
    Hand hand{};               // own Action cards
    std::int8_t trash = -1;    // own Trash card (a CPU's is face down: -1)
    int actionDeckCount = 0;
    int trashDeckCount = 0;
    friend bool operator==(const Observation&, const Observation&) = default;
};

class State {
public:
    using Setup = td::Setup;
    using Observation = td::Observation;
    static constexpr int kActionTypeCount = static_cast<int>(ActionType::Count);

    explicit State(const Setup& setup = Setup{}, std::vector<Event>* events = nullptr);

    int players() const { return pub_.players; }
    Seat currentSeat() const { return pub_.phase == Phase::Over ? kNoSeat : pub_.deciding; }
    void legalActions(std::vector<Action>& out) const;   // appends
    // The most candidates a decision writes (each is written before it is
    // known to be kept, legal.cpp), so also the most legal actions: Go with
    // every kind held, naming each seat, the Dash pairs of the kinds held,
    // PlayTrash naming each seat, and Rest.
    static constexpr int kMaxLegalActions =
        kMaxActionKinds * kMaxRacers + kMaxActionKinds * (kMaxActionKinds + 1) / 2 + kMaxRacers + 1;
    int legalActionsInto(Action* out) const;   // the same list (core/game.h, PlayoutState)
    ApplyResult apply(const Action& action, std::vector<Event>* events);
    // apply() without its check, for an action from legalActions() of this
    // state only (core/game.h, PlayoutState).
    void applyLegal(const Action& action, std::vector<Event>* events);
    bool isOver() const { return pub_.phase == Phase::Over; }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const;
    static State sampleWorld(const Observation& seen, Rng& rng);
    // Future chance (dice, reshuffles, random picks) from a fresh generator;
    // all else, hidden cards included, stays. For the test-and-bench
    // reference bot (rules/bots/reference), which sees every card but must
    // not foresee the dice.
    void reseedChance(std::uint64_t seed) { rng_.reseed(seed); }
    std::string checkInvariants() const;
    std::vector<int> scores() const;      // race points (Tournament: so far); 3/2/1/0 by rank
    std::vector<Seat> winners() const;    // empty until over

    // Read access for the app, bots and tests.
    const Public& pub() const { return pub_; }
    Phase phase() const { return pub_.phase; }
    const Hand& hand(Seat seat) const { return hands_[idx(seat)]; }
    int trash(Seat seat) const { return trash_[idx(seat)]; }   // hidden from others; -1 none
    int actionDeckCount() const { return actionCount_; }
    int trashDeckCount() const { return trashCount_; }
    std::vector<int> actionDeckTopFirst() const;   // hidden: tests and tools only
    std::vector<int> trashDeckTopFirst() const;    // hidden: tests and tools only

    friend bool operator==(const State&, const State&) = default;

private:
    friend struct Rules;   // the rule steps (rules_detail.h)
    static std::size_t idx(Seat seat) { return static_cast<std::size_t>(seat); }
    struct Blank {};
    explicit State(Blank) {}
    template <class Emit>
    bool forEachLegal(Emit&& emit) const;   // legal.cpp
    bool isLegal(const Action& action) const;
    std::string whyIllegal(const Action& action) const;

    History<Setup> history_;
    Rng rng_;
    Public pub_;
    std::array<Hand, kMaxRacers> hands_{};
    std::array<std::int8_t, kMaxRacers> trash_{-1, -1, -1, -1, -1, -1};
    std::array<std::uint8_t, kActionCards> actionDeck_{};   // bottom first; top at actionCount_ - 1
    int actionCount_ = 0;
    std::array<std::uint8_t, kTrashCards> trashDeck_{};
    int trashCount_ = 0;
    // Forced chance consumed so far.
    std::uint16_t actionShuffles_ = 0;
    std::uint16_t trashShuffles_ = 0;
    std::uint16_t dashIndex_ = 0;
    std::uint16_t cpuIndex_ = 0;
    std::uint16_t pickIndex_ = 0;
};

static_assert(PlayoutState<State>);

} // namespace critter::td
