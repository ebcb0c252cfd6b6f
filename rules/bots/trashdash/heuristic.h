#pragma once
// The Trash Dash heuristic: the easy bot, the playout policy of the search
// levels (with some noise) and their root prior. It reads only the seat's
// observation (own hand, own Trash card, the public board) and scores each
// legal action in spaces gained this turn, plus:
//  - cards: a card in hand is worth `card` spaces (a Dash spends one more
//    than a Go, a Rest refills the hand, Recycle Bins and draws add some);
//  - harm: spaces an Attack takes from an opponent, cards a Scare takes,
//    weighted by how dangerous the opponent is (the leader counts most);
//  - the space the pawn lands on (a Spill slides on, a Trash Can gives a
//    Trash card to empty paws, a Recycle Bin a card, a Box shelter).
// No search: the best score wins, ties to the first listed.
#include <vector>

#include "bots/bot.h"
#include "trashdash/state.h"

namespace critter::td::bots {

struct HeuristicWeights {
    double card = 1.0;         // spaces one Action card in hand is worth
    double trashCard = 2.0;    // spaces a fresh Trash card is worth
    double leaderHarm = 1.0;   // a space taken from the opponent best placed to win
    double otherHarm = 0.35;   // ... from any other opponent
    double box = 0.4;          // landing on a Big Ol' Box (shelter until moved)
};

// The score of each legal action for seen.seat (higher is better), in legal's order.
void scoreActions(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores,
                  const HeuristicWeights& weights = {});

// The best-scored legal action (the first of equals); with chance `noise` a random one.
Action heuristicAction(const Observation& seen, const std::vector<Action>& legal, Rng& rng, double noise = 0.0,
                       const HeuristicWeights& weights = {});

// Drops from legal the moves a player would call silly (docs/bots.md,
// "Silly decisions checked"), judged from seen alone, never all of them:
// when a move finishes the race for seen.seat, every other move; a reroll
// of the Dash die's top face; keeping its bottom face when Lucky Streak's
// reroll is free; an Attack or Scare aimed where it does nothing while the
// same card reaches someone; a Dash that at best moves no farther than a Go;
// a Rest that draws nothing (full hand) while a Go moves two or more and
// Rest's one step lands on a plain space. The easy bot and the search
// levels' root (SearchPolicies::filter) use it.
void dropSillyMoves(const Observation& seen, std::vector<Action>& legal);

// The easy bot.
class HeuristicBot final : public Bot<State> {
public:
    explicit HeuristicBot(HeuristicWeights weights = {}) : weights_(weights) {}
    Action choose(const Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* stop = nullptr) override;

private:
    HeuristicWeights weights_;
};

} // namespace critter::td::bots
