#pragma once
// The pluggable parts of a search bot, shared by IS-MCTS and flat Monte Carlo:
//  - rollout: picks each move of a playout from a sampled world (default
//    uniform random; a game passes a cheap heuristic to sharpen playouts);
//  - reward: each seat's value of a finished game, in [0, 1];
//  - leaf: each seat's estimated value of an unfinished world, used when a
//    playout hits the depth cap or `settled` says the rest is noise (also in
//    [0, 1], so it mixes with rewards);
//  - prior: scores the bot's own legal actions from its observation; a
//    search with a root width looks only at the best few (IsMctsOptions);
//  - sample: deals a world from the bot's observation (default
//    S::sampleWorld, uniform over the hidden cards; a game may weigh in a
//    model of how the others hold their cards);
//  - filter: drops from the root's legal actions the ones a player would
//    call silly (a wasted card, a win left on the table), judged from the
//    observation; it never empties the list (docs/bots.md).
// Policies see a sampled world, never the true state: the bot only ever
// builds worlds from its own observation.
#include <algorithm>
#include <functional>
#include <vector>

#include "core/game.h"

namespace critter {

template <GameState S>
using RolloutPolicy = std::function<Action(const S&, const std::vector<Action>& legal, Rng&)>;

// Fills out with one value per seat (out arrives cleared).
template <GameState S>
using Valuation = std::function<void(const S&, std::vector<double>& out)>;

// True when a playout may stop and be valued by the leaf valuation (say, the
// round being searched has ended and only a fresh deal follows).
template <GameState S>
using SettledTest = std::function<bool(const S&)>;

// Fills scores with one value per legal action, higher is better.
template <GameState S>
using RootPrior =
    std::function<void(const typename S::Observation&, const std::vector<Action>& legal, std::vector<double>& scores)>;

// Removes silly actions from legal, seen from the observation; must leave at
// least one (a filter that would empty it leaves it as it was).
template <GameState S>
using RootFilter = std::function<void(const typename S::Observation&, std::vector<Action>& legal)>;

// A world consistent with the observation (it must keep S::sampleWorld's promises).
template <GameState S>
using WorldSampler = std::function<S(const typename S::Observation&, Rng&)>;

// Non-template cores of the default valuations (in search_policy.cpp).
// Winners share 1 (1/k each); marginWeight in [0, 1] blends in each seat's
// score placed between the lowest (0) and highest (1) score at the table, so
// that among wins (or losses) the bot prefers the wider margin.
void winShareValues(const std::vector<Seat>& winners, const std::vector<int>& scores, int players,
                    double marginWeight, std::vector<double>& out);
// The seats with the top score share 1, blended the same way.
void scoreLeaderValues(const std::vector<int>& scores, int players, double marginWeight,
                       std::vector<double>& out);

template <GameState S>
Action uniformRollout(const S&, const std::vector<Action>& legal, Rng& rng)
{
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

template <GameState S>
Valuation<S> winShareReward(double marginWeight = 0.05)
{
    return [marginWeight](const S& state, std::vector<double>& out) {
        winShareValues(state.winners(), state.scores(), state.players(), marginWeight, out);
    };
}

// A neutral guess for cut-off playouts: whoever leads on score now. Games
// whose mid-game scores mean little should pass a leaf valuation of their own.
template <GameState S>
Valuation<S> scoreLeaderValue(double marginWeight = 0.05)
{
    return [marginWeight](const S& state, std::vector<double>& out) {
        scoreLeaderValues(state.scores(), state.players(), marginWeight, out);
    };
}

template <GameState S>
struct SearchPolicies {
    RolloutPolicy<S> rollout;    // empty: uniformRollout
    Valuation<S> reward;         // empty: winShareReward()
    Valuation<S> leaf;           // empty: scoreLeaderValue()
    int rolloutDepth = -1;       // moves per playout before `leaf`; -1: to the end
    SettledTest<S> settled;      // empty: never; else a playout stops at `leaf` once true
    RootPrior<S> prior;          // empty: every root action is searched
    WorldSampler<S> sample;      // empty: S::sampleWorld
    RootFilter<S> filter;        // empty: every legal action may be chosen

    // A copy with every empty policy replaced by its default.
    SearchPolicies resolved() const
    {
        SearchPolicies out = *this;
        if (!out.rollout)
            out.rollout = uniformRollout<S>;
        if (!out.reward)
            out.reward = winShareReward<S>();
        if (!out.leaf)
            out.leaf = scoreLeaderValue<S>();
        if (!out.sample)
            out.sample = [](const typename S::Observation& seen, Rng& rng) { return S::sampleWorld(seen, rng); };
        return out;
    }
};

// Keeps the actions of legal that keep(action) accepts, unless it accepts
// none: a silly-move filter never empties the list. True when it kept some.
template <typename Keep>
bool keepIf(std::vector<Action>& legal, Keep&& keep)
{
    std::vector<Action> kept;
    for (const Action& a : legal)
        if (keep(a))
            kept.push_back(a);
    if (kept.empty())
        return false;
    legal = std::move(kept);
    return true;
}

// legal without the actions filter calls silly (all of legal with no filter,
// or when it would leave none), into out.
template <GameState S>
void filterRoot(const typename S::Observation& seen, const std::vector<Action>& legal, const RootFilter<S>& filter,
                std::vector<Action>& out)
{
    out = legal;
    if (!filter || legal.size() < 2)
        return;
    filter(seen, out);
    if (out.empty())
        out = legal;
}

// The `width` actions of legal that prior scores highest, in legal's order
// (ties keep the earlier action); with width 0 or at least legal's size, all
// of legal. Returns the index in legal of the prior's favourite (its first
// top score), or -1 with no prior. scores is scratch space.
template <GameState S>
int bestByPrior(const typename S::Observation& seen, const std::vector<Action>& legal, const RootPrior<S>& prior,
                std::size_t width, std::vector<double>& scores, std::vector<Action>& out)
{
    out = legal;
    if (!prior || legal.empty())
        return -1;
    scores.clear();
    prior(seen, legal, scores);
    if (scores.size() != legal.size())
        return -1; // a prior that misreports is ignored rather than trusted
    const auto favourite = static_cast<int>(std::max_element(scores.begin(), scores.end()) - scores.begin());
    if (width == 0 || legal.size() <= width)
        return favourite;
    std::vector<double> sorted = scores;
    std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(width - 1), sorted.end(),
                     std::greater<>());
    const double cut = sorted[width - 1];
    // Everything above the cut, then ties at the cut in legal's order.
    std::size_t above = 0;
    for (double s : scores)
        above += s > cut ? 1 : 0;
    std::size_t tiesLeft = width - above;
    out.clear();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (scores[i] > cut) {
            out.push_back(legal[i]);
        } else if (scores[i] == cut && tiesLeft > 0) {
            out.push_back(legal[i]);
            --tiesLeft;
        }
    }
    return favourite;
}

// Plays world on with the rollout policy until it ends, rolloutDepth moves
// were made or it is settled, then values it (reward or leaf) into values, one per seat.
// legal is scratch space, passed in so a search reuses one buffer. Returns
// false if the game refused a move its own legalActions offered (a rules
// bug): values are then left neutral so one bad world cannot skew a search.
template <GameState S>
bool playOut(S& world, const SearchPolicies<S>& policies, Rng& rng, std::vector<Action>& legal,
             std::vector<double>& values)
{
    values.clear();
    for (int depth = 0; !world.isOver(); ++depth) {
        if ((policies.rolloutDepth >= 0 && depth >= policies.rolloutDepth) ||
            (policies.settled && policies.settled(world))) {
            policies.leaf(world, values);
            return true;
        }
        legal.clear();
        world.legalActions(legal);
        if (legal.empty() || !world.apply(policies.rollout(world, legal, rng), nullptr)) {
            values.assign(static_cast<std::size_t>(world.players()), 0.5);
            return false;
        }
    }
    policies.reward(world, values);
    return true;
}

} // namespace critter
