#pragma once
// The `easy` Trash Pandas bot: a few plain rules of thumb a casual player
// would use, from its own observation only. Deliberately simpler than the
// greedy policy (heuristic.h) the search levels play out with:
//  - roll while the bust chance is at most 1/3 (1/2 holding a save);
//    save a bust of three or more tokens with Blammo!, else Nanners;
//  - resolve draws first, then stash the cards with the most first-place
//    points (Blammo! counts 1), keeping one Blammo! and one Nanners in hand;
//  - steal from the biggest hand; block steals with Doggo, else Kitteh;
//  - Yum Yum a player who stopped on four or more tokens; stash a card that
//    matches a Mask when it is worth 4 or more first-place points.
#include "bots/bot.h"
#include "bots/trashpandas/heuristic.h"
#include "trashpandas/state.h"

namespace critter::tp::bots {

Action simpleAction(const State::Observation& seen, const std::vector<Action>& legal, Rng& rng);

class SimpleBot final : public Bot<State> {
public:
    Action choose(const State::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* = nullptr) override
    {
        std::vector<Action> sensible = legal;
        dropSillyMoves(seen, sensible); // heuristic.h: nothing a player would call silly
        return simpleAction(seen, sensible, rng);
    }
};

} // namespace critter::tp::bots
