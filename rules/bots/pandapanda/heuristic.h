#pragma once
// The Panda Panda heuristic: the easy and normal bots (each with its own
// noise), and with some noise the rollout policy of the hard search. It
// prices each legal action in estimated turns to a winning hand (estimate.h)
// after the action, and adds:
//  - feeding: a card left on a pile top (or passed) that could complete the
//    next seat's hand, weighed by the chance its hidden hand needs it;
//  - disruption: an A makes everyone pass, which breaks an opponent's
//    finished hand, weighed by the chance an opponent holds one now.
// It reads only the observation; the lowest price wins, ties at random.
#include <vector>

#include "bots/bot.h"
#include "bots/pandapanda/estimate.h"
#include "pandapanda/state.h"

namespace critter::pp::bots {

struct HeuristicWeights {
    double feed = 4.0;     // turns a gift that may complete the next hand costs
    double disrupt = 6.0;  // turns an opponent's finished hand is worth breaking
};

// The price of one legal action for seen.deciding (lower is better).
double actionPrice(const Observation& seen, const Supply& supply, const Action& action,
                   const HeuristicWeights& weights = {});

// The cheapest legal action (ties at random); with chance `noise` a random one.
Action heuristicAction(const Observation& seen, const std::vector<Action>& legal, Rng& rng,
                       double noise = 0.0, const HeuristicWeights& weights = {});

// Drops from legal the moves a player would call silly (docs/bots.md,
// "Silly decisions checked"), judged from seen alone, never all of them:
// when a discard (not an A: it starts a pass) or a draw from an open pile
// makes a winning hand, every move that does not; with seven or more cards
// (no winning hand is bigger), every draw. The easy bot and the search
// levels' root (SearchPolicies::filter) use it.
void dropSillyMoves(const Observation& seen, std::vector<Action>& legal);

// The easy and normal bots: the cheapest sensible action (dropSillyMoves
// first), or with chance `noise` a random sensible one, never a draw from
// its own pile while there is another. The noise sets the levels apart
// (bot_traits.h); a random pick is never a silly move.
class HeuristicBot final : public Bot<State> {
public:
    explicit HeuristicBot(HeuristicWeights weights = {}, double noise = 0.0) : weights_(weights), noise_(noise) {}
    Action choose(const Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* stop = nullptr) override;

private:
    HeuristicWeights weights_;
    double noise_ = 0.0;
};

} // namespace critter::pp::bots
