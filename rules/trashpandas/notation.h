#pragma once
// Readable action text for saves, scenarios, logs and the CLI. Seats count
// from 0, cards and tokens by their ids (cards.h). Examples:
//   roll | stop | bust | pass
//   play blammo | play nanners | play yumyum | play doggo | play doggo draw 0
//   play feesh take pie             (Feesh: the card taken from the discard pile)
//   play shiny target 2 up feesh    (a face-up stashed Feesh of seat 2)
//   play shiny target 2 down        (a face-down stashed card at random)
//   play kitteh | play kitteh up feesh | play kitteh down
//   play pie on paw
//   resolve trashcan draw 2 | resolve tree stash none | resolve tree stash feesh pie
//   resolve cantree draw | resolve cantree stash feesh
//   resolve paw target 2 | resolve mask | resolve recycle for tree | resolve recycle
//   stash feesh                     (matching the Mask, face up)
#include <optional>
#include <string>
#include <string_view>

#include "core/action.h"

namespace critter::tp {

std::string toNotation(const Action& action);
// Whitespace and letter case are free. On failure error (if given) says why.
std::optional<Action> parseAction(std::string_view text, std::string* error = nullptr);

} // namespace critter::tp
