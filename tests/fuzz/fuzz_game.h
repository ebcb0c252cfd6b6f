#pragma once
// The game a fuzz target is built for (CRITTER_FUZZ_GAME: 1 Trash Pandas,
// 2 Panda Panda, 3 Trash Dash): its state, notation and a setup made from
// a few input bytes. One source per kind of input, built once per game.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/action.h"

#if CRITTER_FUZZ_GAME == 1
#include "trashpandas/notation.h"
#include "trashpandas/save.h"
#include "trashpandas/state.h"
namespace fuzzgame = critter::tp;
#elif CRITTER_FUZZ_GAME == 2
#include "pandapanda/notation.h"
#include "pandapanda/save.h"
#include "pandapanda/state.h"
namespace fuzzgame = critter::pp;
#elif CRITTER_FUZZ_GAME == 3
#include "trashdash/notation.h"
#include "trashdash/save.h"
#include "trashdash/state.h"
namespace fuzzgame = critter::td;
#else
#error "CRITTER_FUZZ_GAME must be 1, 2 or 3"
#endif

namespace fuzz {

using State = fuzzgame::State;

// A failed check: crash loudly so libFuzzer keeps the input.
[[noreturn]] inline void fail() { __builtin_trap(); }

// Reads the input a byte at a time; past the end it gives zeros.
struct Bytes {
    const std::uint8_t* data;
    std::size_t size;
    std::size_t at = 0;
    bool done() const { return at >= size; }
    std::uint8_t next() { return at < size ? data[at++] : 0; }
    std::uint32_t next32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v = (v << 8) | next();
        return v;
    }
};

// A legal setup from the input's first bytes: players, seed and (Trash
// Dash) track, racers with CPUs among them, and mode.
inline State::Setup setupFrom(Bytes& in)
{
    const std::uint8_t shape = in.next();
    const std::uint64_t seed = in.next32() | 1u;
#if CRITTER_FUZZ_GAME == 3
    static const char* const kTracks[] = {"bin-bandit-boulevard", "play-dead-parkway", "cardboard-kingdom",
                                          "back-alley-blitz", "pigeon-plaza", "feisty-feral-frenzy"};
    const int racers = 2 + shape % 5;
    std::vector<bool> cpu(static_cast<std::size_t>(racers), false);
    const std::uint8_t cpus = in.next();
    for (int i = 1; i < racers; ++i)   // seat 0 always races with a hand (TD-19)
        cpu[static_cast<std::size_t>(i)] = (cpus >> i) & 1u;
    const auto who = critter::td::defaultRacers(cpu);
    if ((shape >> 4) & 1u)
        return critter::td::tournamentSetup((shape >> 5) & 1u ? critter::td::Circuit::Downtown
                                                               : critter::td::Circuit::Uptown,
                                            who, seed);
    return critter::td::standardSetup(kTracks[(shape >> 5) % 6], who, seed, 1 + (shape >> 7));
#else
    State::Setup setup;
    setup.players = 2 + shape % 3;
    setup.seed = seed;
    return setup;
#endif
}

} // namespace fuzz
