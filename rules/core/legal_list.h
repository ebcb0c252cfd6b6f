#pragma once
// legalActions() for every game, from its legalActionsInto() (core/game.h,
// PlayoutState): the list gathered on the stack and appended at once, one
// size check for the whole list (it is built at every step of a search).
#include <vector>

#include "core/action.h"

namespace critter {

template <class S>
void appendLegalActions(const S& state, std::vector<Action>& out)
{
    union Slots {   // left unwritten: only the slots used are filled
        Slots() {}
        Action list[S::kMaxLegalActions];
    } slots;
    out.insert(out.end(), slots.list, slots.list + state.legalActionsInto(slots.list));
}

} // namespace critter
