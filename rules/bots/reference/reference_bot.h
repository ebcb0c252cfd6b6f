#pragma once
// ReferenceBot: a yardstick for the best play, for tests and reference_bench
// only (issue 34). Unlike every Bot<S> it is handed the TRUE state, so it
// sees every hidden card (others' hands, face-down stashes, the deck's
// order); it must never seat a player, which is why it is not a Bot<S> and
// lives in a target of its own (critter_reference_bot) that only tests and
// reference_bench link.
//
// The search is IsMctsBot's (the same tree, policies and root prior), with
// one change: every iteration searches a copy of the true state rather than
// a world sampled from an observation. Each copy's chance generator is
// reseeded (S::reseedChance) so the bot sees every card but cannot foresee
// dice, reshuffles or random picks: "perfect-information hard", not an
// oracle. Inside the tree every seat knows everything (the usual
// perfect-information assumption); playouts still move each seat from its
// own observation of the copy, through the game's rollout policy.
//
// Deterministic for a given Rng state and iteration budget.
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "bots/ismcts.h"
#include "bots/ismcts_tree.h"
#include "bots/search_policy.h"

namespace critter {

// A game whose true state can take fresh future chance.
template <class S>
concept ReseedableState = GameState<S> && requires(S s, std::uint64_t seed) {
    { s.reseedChance(seed) } -> std::same_as<void>;
};

template <ReseedableState S>
class ReferenceBot {
public:
    // options: as for IsMctsBot (the time budget is ignored: iterations only,
    // so a seed replays the same games on a busy machine). policies: the
    // game's (BotTraits<S>::recipe().policies); `sample` is not used.
    // A game whose policies read the world's history (Panda Panda's "the
    // searched round has ended") sets rebase: it adapts a copy of the
    // policies to search from `truth`, whose history is the whole game where
    // a sampled world's is empty.
    using Rebase = std::function<void(SearchPolicies<S>& policies, const S& truth)>;

    explicit ReferenceBot(IsMctsOptions options = {}, SearchPolicies<S> policies = {}, Rebase rebase = {})
        : options_(options), base_(policies.resolved()), rebase_(std::move(rebase))
    {
        options_.budget.time = {};
    }

    // truth: the game as it really is; legal: its legal actions (non-empty).
    Action choose(const S& truth, const std::vector<Action>& legal, Rng& rng)
    {
        iterations_ = 0;
        if (legal.size() == 1)
            return legal.front();
        policies_ = base_;
        if (rebase_)
            rebase_(policies_, truth);
        int favourite = -1;
        if (options_.rootWidth > 0 || options_.priorMargin > 0.0) {
            const auto seen = truth.observation(truth.currentSeat());
            favourite = bestByPrior<S>(seen, legal, policies_.prior, options_.rootWidth, priorScores_, rootLegal_);
        } else {
            rootLegal_ = legal;
        }
        if (rootLegal_.size() == 1)
            return rootLegal_.front();
        const auto budgetNodes = static_cast<std::size_t>(std::max(options_.budget.iterations, 0)) + 1;
        tree_.reset(std::min(budgetNodes, options_.maxNodes));
        for (; iterations_ < options_.budget.iterations; ++iterations_)
            iterate(truth, rng);
        const Action chosen = tree_.bestRootAction(rootLegal_, rng);
        return preferFavourite(tree_, chosen, favourite < 0 ? nullptr : &legal[static_cast<std::size_t>(favourite)],
                               options_.priorMargin);
    }

    int lastIterations() const { return iterations_; }
    const IsMctsTree& tree() const { return tree_; }

private:
    void iterate(const S& truth, Rng& rng)
    {
        S world = truth;
        world.reseedChance(rng.next()); // every card known, the dice not
        searchOnce(world, tree_, rootLegal_, policies_, options_.exploration, rng, scratch_);
    }

    IsMctsOptions options_;
    SearchPolicies<S> base_;
    Rebase rebase_;
    SearchPolicies<S> policies_; // base_ rebased for this decision
    IsMctsTree tree_;
    int iterations_ = 0;
    IsMctsScratch scratch_;
    std::vector<Action> rootLegal_;
    std::vector<double> priorScores_;
};

} // namespace critter
