#pragma once
// The Trash Pandas discard pile in the order its cards were played, for the
// table's view: the rules keep the pile as counts per card type (the order
// never matters to a rule), but a person sees the card played last on top.
// The order is read from the events of the game's own history, replayed
// once and then followed move by move; an undo, a load or a new game (a
// history that no longer continues the last one) replays it afresh.
#include <optional>
#include <vector>

#include "trashpandas/state.h"

class TpDiscardOrder
{
public:
    // The pile of `state`, bottom card first, top card last.
    const std::vector<int>& follow(const critter::tp::State& state);

private:
    void seen(const critter::Event& event);

    std::optional<critter::tp::State> m_shadow;   // the history followed so far
    std::vector<int> m_pile;
};
