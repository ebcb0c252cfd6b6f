#pragma once
// Readable Trash Dash: one line per event for logs and `critter-cli replay`,
// and the whole state in a few lines for replays, tools and test messages.
// Seats are written from 1 ("Player 2"), as people count.
#include <string>

#include "core/action.h"

namespace critter::td {

class State;

// "Player 2 plays Move 1, Attack 2 at Player 1", as `viewer` may see it: a
// card the viewer may not see (another racer's draw, a CPU's face-down Trash
// card) is left out (redactedFor). kNoSeat: a spectator.
std::string describeEvent(const Event& event, Seat viewer);

// Every hand shown (never for a seat's screen):
//   Bin Bandit Boulevard, race 1 of 1, 3 laps of 12 spaces; Player 2 to choose Go, Trash, Dash or Rest
//   Player 1: Winston (A: Crafty Critter), lap 2, space 5 (Trash Can), rank 1, hand m1 m3 m3a1, trash Ketchup Packets
//   Player 2: Jet (CPU), lap 1, space 11, rank 2, 2 tokens
//   Action deck 40, discard 12; Trash deck 20, discard 3; Reroll tokens 6
std::string describeState(const State& state);

} // namespace critter::td
