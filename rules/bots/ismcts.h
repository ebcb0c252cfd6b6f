#pragma once
// IsMctsBot: single-observer Information-Set MCTS for any GameState.
// Every iteration samples one world consistent with the bot's observation
// (SearchPolicies::sample, by default S::sampleWorld), walks the shared tree
// with UCB1 over the moves legal in that world, adds one node, plays out
// with the rollout policy and backs up each seat's value to the nodes that
// seat moved into. The bot is handed its observation only, so it cannot
// peek at the true state by construction.
//
// Deterministic for a given Rng state and iteration budget (a time budget or
// a StopFlag trades that for responsiveness). One bot must not run two
// choose() calls at once; give each thread its own bot.
//
// Relies on what the playout checker pins for every game: a sampled world
// has the same seat to decide with the same legal actions. Known limit of
// the single-observer form: inside the tree other seats' replies are chosen
// knowing the sampled world (e.g. a face-down card the bot just played), so
// the bot can be too pessimistic about bluffs; multiple-observer IS-MCTS
// would fix that at some cost, if a game ever needs it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "bots/bot.h"
#include "bots/ismcts_tree.h"
#include "bots/search_budget.h"
#include "bots/search_policy.h"

namespace critter {

struct IsMctsOptions {
    SearchBudget budget;             // iterations, optional time limit
    // UCB1's c for values in [0, 1]; 0.7 is the usual choice for IS-MCTS.
    double exploration = 0.7;
    // Memory guard for long time-budgeted searches (about 56 bytes a node).
    std::size_t maxNodes = std::size_t{1} << 20;
    // With a prior (SearchPolicies::prior): search only the rootWidth root
    // actions it scores best; 0 searches them all. Many legal moves and few
    // iterations spread the search too thin to beat the prior itself.
    std::size_t rootWidth = 0;
    // With a prior: play the prior's favourite unless the search's choice
    // beats its mean value by more than this (0: always the search's choice).
    // Noisy values from a modest budget then cannot talk the bot out of a
    // good heuristic move, only out of a clearly worse one.
    double priorMargin = 0.0;
};

// Scratch one search reuses across iterations: no allocation once warmed up.
struct IsMctsScratch {
    std::vector<Action> legal;
    std::vector<Action> untried;
    std::vector<double> values;
};

// One iteration on `world` (a sampled world, or for the reference bot a copy
// of the true state): selection and expansion through `tree` with UCB1, a
// playout by the policies, and the backup. At the root rootLegal is
// authoritative, so the search's answer is always one of it.
template <GameState S>
void searchOnce(S& world, IsMctsTree& tree, const std::vector<Action>& rootLegal, const SearchPolicies<S>& policies,
                double exploration, Rng& rng, IsMctsScratch& scratch)
{
    IsMctsTree::NodeId at = IsMctsTree::kRoot;
    while (!world.isOver()) {
        const Seat seat = world.currentSeat();
        if (at == IsMctsTree::kRoot) {
            scratch.legal = rootLegal;
        } else {
            scratch.legal.clear();
            world.legalActions(scratch.legal);
        }
        if (scratch.legal.empty())
            break;
        const IsMctsTree::NodeId next = tree.select(at, seat, scratch.legal, exploration, scratch.untried);
        if (next != IsMctsTree::kNone) {
            if (!world.apply(tree.node(next).action, nullptr))
                return; // a world the rules disagree with teaches nothing
            at = next;
            continue;
        }
        if (tree.full())
            break; // no node to learn from a random move: the rollout policy plays on
        const Action move = scratch.untried[rng.below(static_cast<std::uint32_t>(scratch.untried.size()))];
        if (!world.apply(move, nullptr))
            return;
        if (const IsMctsTree::NodeId child = tree.expand(at, seat, move); child != IsMctsTree::kNone)
            at = child;
        break;
    }
    playOut(world, policies, rng, scratch.legal, scratch.values);
    tree.backup(at, scratch.values);
}

// The search's choice, or the prior's favourite (liked; none: nullptr)
// unless the choice's mean beats it by more than margin (IsMctsOptions::priorMargin).
inline Action preferFavourite(const IsMctsTree& tree, const Action& chosen, const Action* liked, double margin)
{
    if (liked == nullptr || margin <= 0.0)
        return chosen;
    const IsMctsTree::NodeId a = tree.rootChild(chosen);
    const IsMctsTree::NodeId b = tree.rootChild(*liked);
    if (a == IsMctsTree::kNone || b == IsMctsTree::kNone)
        return chosen;
    return tree.node(a).mean() > tree.node(b).mean() + margin ? chosen : *liked;
}

template <GameState S>
class IsMctsBot final : public Bot<S> {
public:
    explicit IsMctsBot(IsMctsOptions options = {}, SearchPolicies<S> policies = {})
        : options_(options), policies_(policies.resolved()) {}

    Action choose(const typename S::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* stop = nullptr) override
    {
        const Action chosen = search(seen, legal, rng, stop);
        reason_ = iterations_ > 0 ? reasonFor(chosen) : BotReason{};
        return chosen;
    }

    BotReason lastReason() const override { return reason_; }

    // For tests and tuning: iterations run and the tree of the last choose().
    int lastIterations() const { return iterations_; }
    const IsMctsTree& tree() const { return tree_; }

private:
    Action search(const typename S::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* stop)
    {
        iterations_ = 0;
        if (legal.size() == 1)
            return legal.front(); // nothing to weigh
        filterRoot<S>(seen, legal, policies_.filter, sensible_); // no silly move is searched
        if (sensible_.size() == 1)
            return sensible_.front();
        int favourite = -1;
        if (options_.rootWidth > 0 || options_.priorMargin > 0.0)
            favourite = bestByPrior<S>(seen, sensible_, policies_.prior, options_.rootWidth, priorScores_, rootLegal_);
        else
            rootLegal_ = sensible_;
        if (rootLegal_.size() == 1)
            return rootLegal_.front();
        const bool boundedByIterations = options_.budget.time.count() <= 0;
        const auto budgetNodes = static_cast<std::size_t>(std::max(options_.budget.iterations, 0)) + 1;
        tree_.reset(boundedByIterations ? std::min(budgetNodes, options_.maxNodes) : options_.maxNodes);
        BudgetWatch watch(options_.budget, stop);
        while (!watch.spent(iterations_)) {
            iterate(seen, rootLegal_, rng);
            ++iterations_;
        }
        const Action chosen = tree_.bestRootAction(rootLegal_, rng);
        return preferFavourite(tree_, chosen, favourite < 0 ? nullptr : &sensible_[static_cast<std::size_t>(favourite)],
                               options_.priorMargin);
    }

    // The chosen move's value and visits, and the most visited other root move.
    BotReason reasonFor(const Action& chosen) const
    {
        BotReason reason;
        const IsMctsTree::NodeId at = tree_.rootChild(chosen);
        if (at == IsMctsTree::kNone)
            return reason;
        reason.searched = true;
        reason.chosenValue = tree_.node(at).mean();
        reason.looks = tree_.node(at).visits;
        std::uint32_t best = 0;
        for (IsMctsTree::NodeId c = tree_.node(IsMctsTree::kRoot).firstChild; c != IsMctsTree::kNone;
             c = tree_.node(c).nextSibling) {
            const IsMctsTree::Node& n = tree_.node(c);
            if (c != at && n.visits > best) {
                best = n.visits;
                reason.runnerUp = n.action;
                reason.runnerUpValue = n.mean();
            }
        }
        return reason;
    }

    void iterate(const typename S::Observation& seen, const std::vector<Action>& rootLegal, Rng& rng)
    {
        S world = policies_.sample(seen, rng);
        searchOnce(world, tree_, rootLegal, policies_, options_.exploration, rng, scratch_);
    }

    IsMctsOptions options_;
    SearchPolicies<S> policies_;
    IsMctsTree tree_;
    int iterations_ = 0;
    BotReason reason_;
    IsMctsScratch scratch_;
    std::vector<Action> sensible_;  // legal less what policies_.filter drops
    std::vector<Action> rootLegal_;
    std::vector<double> priorScores_;
};

} // namespace critter
