#pragma once
// The greedy Trash Pandas heuristic: scores every legal action from one
// seat's observation and plays the best. With a little noise it is the
// rollout policy of the search levels (normal, hard); as HeuristicBot it is
// a yardstick between easy and the searches. Its rules of thumb:
//  - roll or stop by the exact expectation of odds.h (planRoll) over what
//    each token is worth now; save a bust with Blammo! or Nanners when that
//    pays (fishing one with Feesh if need be);
//  - resolve draws before stashes so the new cards can be stashed; put a Pie
//    on the best token; Recycle into the best token left;
//  - stash the cards that gain the most majority points, keeping a few saves
//    and defenders while the trash can is still full;
//  - steal from the richest hand; block steals with Doggo, else Kitteh;
//  - Yum Yum a player who stopped holding many tokens; stash a card matching
//    a Mask when it gains points.
#include <vector>

#include "bots/bot.h"
#include "trashpandas/state.h"

namespace critter::tp::bots {

struct HeuristicOptions {
    double noise = 0.0; // chance of a uniformly random legal action instead
};

// The heuristic's score of every legal action (higher is better), one per
// action in legal's order: the search levels' root prior.
void scoreActions(const State::Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores);

Action heuristicAction(const State::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                       const HeuristicOptions& options = {});

// Drops from legal the moves a player would call silly (docs/bots.md,
// "Silly decisions checked"), judged from seen alone, never all of them:
// rolling on with five tokens and nothing to save a bust; on the last turn
// (TP-5) a Tree or Trash Can/Tree that stashes fewer cards than it may, and
// passing up a face-up Mask stash; a Trash Can drawing fewer cards than it
// may while ten or more are left. The easy bot and the search levels' root
// (SearchPolicies::filter) use it.
void dropSillyMoves(const State::Observation& seen, std::vector<Action>& legal);

class HeuristicBot final : public Bot<State> {
public:
    explicit HeuristicBot(HeuristicOptions options = {}) : options_(options) {}
    Action choose(const State::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* = nullptr) override
    {
        std::vector<Action> sensible = legal;
        dropSillyMoves(seen, sensible);
        return heuristicAction(seen, sensible, rng, options_);
    }

private:
    HeuristicOptions options_;
};

// Rollout policy for IS-MCTS: the heuristic from the deciding seat's view of
// the sampled world, with a few random moves to keep playouts varied.
inline constexpr double kRolloutNoise = 0.03;
Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng,
                     double noise = kRolloutNoise);

} // namespace critter::tp::bots
