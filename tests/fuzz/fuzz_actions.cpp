// Arbitrary bytes as a stream of moves on a live game: mostly legal ones
// (a byte picks from the legal list), sometimes anything at all. A refused
// move must leave the state untouched; after every move the invariants hold
// and each seat's observation survives a re-sampled world unchanged (nothing
// hidden leaks into it).
#include <vector>

#include "core/game.h"
#include "fuzz_game.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::Bytes in{data, size};
    fuzz::State state(fuzz::setupFrom(in));
    critter::Rng rng(7);
    std::vector<critter::Action> legal;
    for (int step = 0; step < 4000 && !in.done() && !state.isOver(); ++step) {
        const std::uint8_t pick = in.next();
        critter::Action action;
        legal.clear();
        state.legalActions(legal);
        if (legal.empty())
            fuzz::fail();   // not over, yet nobody can move
        if (pick < 224) {
            action = legal[pick % legal.size()];
        } else {
            action = critter::Action{static_cast<int>(in.next() % (fuzz::State::kActionTypeCount + 2)) - 1,
                                     static_cast<int>(in.next()) - 2, static_cast<int>(in.next()) - 2,
                                     static_cast<int>(in.next()) - 2};
        }
        const fuzz::State before = state;
        std::vector<critter::Event> events;
        const critter::ApplyResult result = state.apply(action, &events);
        if (!result) {
            if (!(state == before) || result.error.empty())
                fuzz::fail();   // a refusal changes nothing and says why
            continue;
        }
        if (!state.checkInvariants().empty())
            fuzz::fail();
        if (pick % 8 == 0) {
            const critter::Seat seat = static_cast<critter::Seat>(pick % state.players());
            const auto seen = state.observation(seat);
            if (!(fuzz::State::sampleWorld(seen, rng).observation(seat) == seen))
                fuzz::fail();
        }
    }
    return 0;
}
