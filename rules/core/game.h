#pragma once
// The one rules shape every game implements (in the spirit of OpenSpiel).
// A state is a copyable value; chance comes from its own Rng or from a
// scenario's forced values; apply() validates; observation(seat) is all that
// seat may know; sampleWorld() builds a full state from one observation alone,
// re-sampling all that is hidden (IS-MCTS bots and the hidden-information
// check use it, so a bot never touches the true state).
#include <concepts>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/history.h"
#include "core/rng.h"

namespace critter {

template <class S>
concept GameState = std::copyable<S> && std::equality_comparable<S> &&
    requires(S s, const S cs, const typename S::Setup setup, Action action,
             std::vector<Action>& out, std::vector<Event>* events, Seat seat, Rng& rng) {
        typename S::Setup;
        typename S::Observation;
        requires std::equality_comparable<typename S::Observation>;
        { S(setup) };                                      // deal from a setup
        { cs.players() } -> std::convertible_to<int>;
        { cs.currentSeat() } -> std::same_as<Seat>;        // kNoSeat when over
        { cs.legalActions(out) } -> std::same_as<void>;    // appends to out
        { s.apply(action, events) } -> std::same_as<ApplyResult>;
        { cs.isOver() } -> std::same_as<bool>;
        { cs.history() } -> std::same_as<const History<typename S::Setup>&>;
        { cs.observation(seat) } -> std::same_as<typename S::Observation>;
        { S::sampleWorld(cs.observation(seat), rng) } -> std::same_as<S>;
        { cs.checkInvariants() } -> std::same_as<std::string>; // empty when sound
        { cs.scores() } -> std::same_as<std::vector<int>>;
        { cs.winners() } -> std::same_as<std::vector<Seat>>;
        { S::kActionTypeCount } -> std::convertible_to<int>;
    };

// A game whose random playouts may skip apply()'s check: applyLegal(action,
// events) does what apply() does for an action taken from legalActions() of
// that very state, and is undefined for any other (debug builds assert).
// Only a loop that feeds it its own legal list may use it (the random
// playout of core/random_playout.h); everything else keeps apply(), which refuses with a
// reason and leaves the state untouched.
// legalActionsInto(out) writes the same list, in the same order, to a
// buffer with room for S::kMaxLegalActions and returns how many: a playout
// reuses one buffer and pays no vector bookkeeping at every decision.
template <class S>
concept PlayoutState = GameState<S> &&
    requires(S s, const S cs, Action action, std::vector<Event>* events, Action* out) {
        { s.applyLegal(action, events) } -> std::same_as<void>;
        { S::kMaxLegalActions } -> std::convertible_to<int>;
        { cs.legalActionsInto(out) } -> std::same_as<int>;
    };

template <GameState S>
Decision decisionOf(const S& state)
{
    Decision decision;
    decision.seat = state.currentSeat();
    if (decision.seat != kNoSeat)
        state.legalActions(decision.actions);
    return decision;
}

// Rebuilds a state from its history; stops at the first refused action.
template <GameState S>
ApplyResult replay(const History<typename S::Setup>& history, S& out, std::size_t* failedIndex = nullptr)
{
    out = S(history.setup);
    for (std::size_t i = 0; i < history.actions.size(); ++i) {
        ApplyResult result = out.apply(history.actions[i], nullptr);
        if (!result) {
            if (failedIndex)
                *failedIndex = i;
            return result;
        }
    }
    return ApplyResult::success();
}

} // namespace critter
