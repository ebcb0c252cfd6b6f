#pragma once
// Readable text of Trash Dash actions for saves, scenarios, logs and the CLI.
// Seats count from 0; Action cards by their ids (m3, m1a2, m2s1: Move,
// Attack, Scare), as in content().actionCards.
//
//   go m3                 Go with a plain card
//   go m1a2 at 2          Go with an Attack (or Scare) card aimed at seat 2
//   dash m3 m3a1          Dash with two cards of one Move value
//   trash | trash at 1    play the held Trash card (aimed at seat 1)
//   rest
//   reroll m2 | reroll free | keep roll          the Dash die
//   token reroll | token pass                    a Reroll token on a CPU's roll
//   trash swap | trash keep                      a Trash Can while holding one
//   recycle discard m4                           a Recycle Bin
//   bin recycle | bin search                     Dumpster Diver at a Recycle Bin
//   hiss 2 | hiss none                           Frightening Hiss
//   rummage m1 | rummage none                    Rummage
//   side a | side b                              Tournament, before races 2 and 3
//
// Parsing ignores case and extra spaces; toNotation() writes the forms above.
#include <optional>
#include <string>
#include <string_view>

#include "core/action.h"

namespace critter::td {

std::string toNotation(const Action& action);
// The action, or nullopt with *error (if given) saying why the text is not one.
std::optional<Action> parseAction(std::string_view text, std::string* error = nullptr);

} // namespace critter::td
