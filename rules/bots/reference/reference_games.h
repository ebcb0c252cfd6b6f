#pragma once
// The reference bot for each game (tests and reference_bench): the game's
// hard settings and policies, searching the true state, with `iterations`
// a decision and no time limit.
#include <type_traits>

#include "bots/pandapanda/bot_traits.h"
#include "bots/reference/reference_bot.h"
#include "bots/trashdash/bot_traits.h"
#include "bots/trashpandas/bot_traits.h"

namespace critter {

// Hard's exploration and tree size, every root move searched (hard's root
// width and prior margin keep it to what its observation-only heuristic
// likes, and the move only a hidden card shows may not be among them).
template <ReseedableState S>
IsMctsOptions referenceOptions(int iterations)
{
    IsMctsOptions options = BotTraits<S>::recipe().hard;
    options.budget = SearchBudget{iterations, {}};
    options.rootWidth = 0;
    options.priorMargin = 0.0;
    return options;
}

// Panda Panda's playouts stop and its leaf values turn to crowns once "the
// searched round" has a call; in the true state's history every earlier
// round has one, so count calls from the search root only.
inline void rebaseForTruth(SearchPolicies<pp::State>& policies, const pp::State& truth)
{
    const std::size_t from = truth.history().actions.size();
    policies.settled = [from](const pp::State& world) { return pp::bots::roundSettledSince(world, from); };
    policies.leaf = [from](const pp::State& world, std::vector<double>& out) {
        pp::bots::leafValuesSince(world, out, from);
    };
}

template <ReseedableState S>
ReferenceBot<S> makeReferenceBot(const IsMctsOptions& options)
{
    if constexpr (std::is_same_v<S, pp::State>)
        return ReferenceBot<S>(options, BotTraits<S>::recipe().policies, rebaseForTruth);
    else
        return ReferenceBot<S>(options, BotTraits<S>::recipe().policies);
}

} // namespace critter
