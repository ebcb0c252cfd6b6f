#pragma once
// The shared vocabulary of every game: seats, actions, decisions, events.
// Each game gives meaning to Action::type, Event::type and the arguments;
// the shapes are common so the checker, the bots, saves and the app's
// animation builder work the same for all three games.
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace critter {

// A seat at the table, 0-based in turn order. kNoSeat: nobody (game over).
using Seat = int;
inline constexpr Seat kNoSeat = -1;

// One move a seat can make. type is a game's own enum value; a, b, c are
// its arguments (a card, a target seat, a token ...), -1 when unused.
struct Action {
    int type = 0;
    int a = -1;
    int b = -1;
    int c = -1;

    friend auto operator<=>(const Action&, const Action&) = default;
};

// Compact, game-independent text of an action (for logs and test messages);
// each game also has its own readable notation.
std::string toDebugString(const Action& action);

// Who must decide now, and every legal action for them. Off-turn decisions
// (a steal target's block, a Yum Yum after a stop, an A-pass) are decisions
// of the reacting seat like any other.
struct Decision {
    Seat seat = kNoSeat;
    std::vector<Action> actions;

    bool isOver() const { return seat == kNoSeat; }
    bool allows(const Action& action) const;
};

// Something that happened, emitted by apply() for the app to animate and log:
// a card moved from one place to another, a die rolled, a token taken.
// type is a game's own enum value; a, b, c its arguments.
struct Event {
    int type = 0;
    Seat seat = kNoSeat;
    int a = -1;
    int b = -1;
    int c = -1;

    friend bool operator==(const Event&, const Event&) = default;
};

// The outcome of apply(): ok, or refused with a reason for the player.
// A refused action leaves the state exactly as it was.
struct ApplyResult {
    bool ok = true;
    std::string error;

    static ApplyResult success() { return {}; }
    static ApplyResult refuse(std::string why) { return {false, std::move(why)}; }
    explicit operator bool() const { return ok; }
};

} // namespace critter
