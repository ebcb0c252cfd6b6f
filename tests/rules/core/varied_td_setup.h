#pragma once
// The spread of Trash Dash races the engine-wide rules tests play: every
// rulebook track in turn, 2 to 6 racers with a CPU in every third seat, the
// CPU strengths in turn, and every tenth game a Tournament (its new races and side choices are actions
// too). One definition, so the tests that compare paths or count
// allocations play the same races.
#include <vector>

#include "core/rng.h"
#include "trashdash/state.h"

namespace critter::testing {

inline td::Setup variedTrashDashSetup(int g, Rng& rng)
{
    const int racers = 2 + g % 5;
    std::vector<bool> cpu;
    for (int r = 0; r < racers; ++r)
        cpu.push_back(r % 3 == 2);
    td::Setup setup;
    if (g % 10 == 9) {
        setup = td::tournamentSetup(g % 20 == 9 ? td::Circuit::Uptown : td::Circuit::Downtown,
                                    td::defaultRacers(cpu), rng.next());
    } else {
        const auto& tracks = td::content().tracks;
        setup = td::standardSetup(tracks[static_cast<std::size_t>(g) % tracks.size()].id, td::defaultRacers(cpu),
                                  rng.next());
    }
    setup.cpu = static_cast<td::CpuStrength>(g % td::kCpuStrengths);   // every CPU strength (issue 34)
    return setup;
}

} // namespace critter::testing
