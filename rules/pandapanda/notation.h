#pragma once
// Readable text of Panda Panda actions, used in save files, scenarios, the
// CLI and logs, and a one-line description of each event for the game log.
//
//   call            call Panda Panda (the only action with a winning hand)
//   discard C       discard one card of that letter
//   draw deck       draw the top of the deck (reshuffling an empty deck)
//   draw pile 1     draw the top of seat 1's discard pile (seats count
//                   from 0, as everywhere in notation and files)
//   pass B          pass a B to the left after an A was discarded
//
// Parsing ignores case and extra spaces; toNotation() writes the forms above.
#include <optional>
#include <string>
#include <string_view>

#include "core/action.h"

namespace critter::pp {

class State;

std::string toNotation(const Action& action);

// The action, or nullopt with *error (if given) saying why the text is not one.
std::optional<Action> parseAction(std::string_view text, std::string* error = nullptr);

// "Player 2 drew a C from player 1's pile", as `viewer` may see it
// (letters hidden from the viewer are left out). kNoSeat: a spectator.
std::string describeEvent(const Event& event, Seat viewer);

// The whole state in a few lines, every hand shown (for replays, tools and
// test messages; never for a seat's screen):
//   Round 2, player 3 to discard or draw
//   Player 1: crowns 1, hand ABCE, pile DA
//   ...
//   Deck: 14 cards
std::string describeState(const State& state);

} // namespace critter::pp
