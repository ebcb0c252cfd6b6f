#pragma once
// Plays whole games between bots, each seeing only its own observation, for
// tests that compare bots by results.
#include <vector>

#include "bots/bot.h"

namespace critter::toy {

// Plays state to the end, seat s choosing with bots[s]; returns the winners,
// or nothing if a bot chose an action the rules refused.
template <GameState S>
std::vector<Seat> playGame(S state, const std::vector<Bot<S>*>& bots, Rng& rng)
{
    std::vector<Action> legal;
    while (!state.isOver()) {
        const Seat seat = state.currentSeat();
        legal.clear();
        state.legalActions(legal);
        const Action chosen = bots[static_cast<std::size_t>(seat)]->choose(state.observation(seat), legal, rng);
        if (!state.apply(chosen, nullptr))
            return {};
    }
    return state.winners();
}

// Games won by `hero` over `games` deals, alternating its seat (two seats).
template <GameState S, class MakeSetup>
int winsOver(Bot<S>& hero, Bot<S>& other, int games, MakeSetup makeSetup, Rng& rng)
{
    int wins = 0;
    for (int g = 0; g < games; ++g) {
        const Seat heroSeat = g % 2;
        std::vector<Bot<S>*> bots{&other, &other};
        bots[static_cast<std::size_t>(heroSeat)] = &hero;
        const std::vector<Seat> winners = playGame(S(makeSetup(g)), bots, rng);
        if (winners.size() == 1 && winners.front() == heroSeat)
            ++wins;
    }
    return wins;
}

} // namespace critter::toy
