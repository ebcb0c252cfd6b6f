#pragma once
// One random playout: every action drawn uniformly from the state's own
// legal list and, for a PlayoutState, applied without apply()'s check
// (core/game.h). The one loop behind `critter-cli bench`, playout_profile and
// td_playout_bench, so the three measure the very same thing.
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/rng.h"

namespace critter {

enum class PlayoutEnd { Over, NoLegalAction, TooLong, Refused };

// A buffer for the legal actions, reused by every playout: room for any
// decision of a PlayoutState, filled in place; any other game appends.
template <GameState S>
std::vector<Action> playoutBuffer()
{
    if constexpr (PlayoutState<S>)
        return std::vector<Action>(static_cast<std::size_t>(S::kMaxLegalActions));
    else
        return {};
}

// Plays state to its end (or stops after maxActions, a game that would not
// end); calls onAction(action) after each action applied. A game that is
// not a PlayoutState goes through apply(), whose refusal (a legal action
// refused: a bug) ends the playout with its reason in *refusal.
template <GameState S, class OnAction>
PlayoutEnd playRandomly(S& state, Rng& rng, std::vector<Action>& buffer, long long maxActions, OnAction&& onAction,
                        std::string* refusal = nullptr)
{
    for (long long n = 0; !state.isOver(); ++n) {
        int count = 0;
        if constexpr (PlayoutState<S>) {
            count = state.legalActionsInto(buffer.data());
        } else {
            buffer.clear();
            state.legalActions(buffer);
            count = static_cast<int>(buffer.size());
        }
        if (count == 0)
            return PlayoutEnd::NoLegalAction;
        if (n >= maxActions)
            return PlayoutEnd::TooLong;
        // A lone legal action needs no draw: about half the decisions of a
        // Trash Pandas game (a pass, a forced roll) offer one.
        const Action chosen = count == 1 ? buffer[0] : buffer[rng.below(static_cast<std::uint32_t>(count))];
        if constexpr (PlayoutState<S>) {
            state.applyLegal(chosen, nullptr);   // from the state's own list: no check (core/game.h)
        } else if (ApplyResult applied = state.apply(chosen, nullptr); !applied) {
            if (refusal)
                *refusal = applied.error;
            return PlayoutEnd::Refused;
        }
        onAction(chosen);
    }
    return PlayoutEnd::Over;
}

} // namespace critter
