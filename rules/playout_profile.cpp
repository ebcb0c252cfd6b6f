// playout_profile: a fixed amount of random playouts for a profiler
// (docs/performance.md, "Engine playouts"). critter-cli bench runs for a
// time, so its instruction count varies; this plays exactly N games from one
// seed through the bench's own loop (core/random_playout.h), and prints a
// fingerprint of every action chosen, so two builds can be checked to play
// the very same games.
//   playout_profile trash-pandas|panda-panda|trash-dash|trash-dash-random [games] [seed] [players] [track] [laps]
// Tables: 4 players unless `players` says; trash-dash races hand racers
// (distinct characters in content order, side A) on `track` (default Bin
// Bandit Boulevard) over `laps` (default the track's own); trash-dash-random is
// the table of `critter-cli bench --game trash-dash`: 4 hand racers with
// random distinct characters and sides on a randomized track (the
// recommended laps), the setup built inside the loop as the bench does.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/random_playout.h"
#include "pandapanda/state.h"
#include "trashdash/state.h"
#include "trashpandas/state.h"

using namespace critter;

namespace {

struct Totals {
    long long games = 0;
    long long actions = 0;
    std::uint64_t fingerprint = 14695981039346656037ULL;   // FNV-1a over the actions chosen
};

template <class S, class MakeSetup>
Totals play(int games, std::uint64_t seed, MakeSetup makeSetup)
{
    Totals t;
    Rng rng(seed);
    std::vector<Action> legal = playoutBuffer<S>();   // as the bench: one buffer (core/random_playout.h)
    for (int g = 0; g < games; ++g) {
        S state(makeSetup(rng.next()));
        const PlayoutEnd end = playRandomly(state, rng, legal, 1000000, [&t](const Action& chosen) {
            for (int v : {chosen.type, chosen.a, chosen.b, chosen.c})
                t.fingerprint = (t.fingerprint ^ static_cast<std::uint32_t>(v)) * 1099511628211ULL;
            ++t.actions;
        });
        if (end != PlayoutEnd::Over) {
            std::fprintf(stderr, "playout_profile: %s\n",
                         end == PlayoutEnd::NoLegalAction ? "no legal action in a game that is not over" : "a game did not end");
            std::exit(1);
        }
        ++t.games;
    }
    return t;
}

} // namespace

int main(int argc, char** argv)
{
    const std::string_view game = argc > 1 ? argv[1] : "";
    const int games = argc > 2 ? std::atoi(argv[2]) : 1000;
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
    // How the cost grows (docs/performance.md): players, track and laps.
    const int players = argc > 4 ? std::atoi(argv[4]) : 4;
    const std::string track = argc > 5 ? argv[5] : "bin-bandit-boulevard";
    const int laps = argc > 6 ? std::atoi(argv[6]) : 0;
    Totals t;
    if (game == "trash-pandas") {
        t = play<tp::State>(games, seed, [players](std::uint64_t s) {
            tp::State::Setup setup;
            setup.players = players;
            setup.seed = s;
            return setup;
        });
    } else if (game == "panda-panda") {
        t = play<pp::State>(games, seed, [players](std::uint64_t s) {
            pp::Setup setup;
            setup.players = players;
            setup.seed = s;
            return setup;
        });
    } else if (game == "trash-dash") {
        if (!td::content().track(track)) {
            std::fprintf(stderr, "playout_profile: no track '%s'\n", track.c_str());
            return 2;
        }
        const std::vector<bool> hands(static_cast<std::size_t>(players), false);
        t = play<td::State>(games, seed, [&](std::uint64_t s) {
            return td::standardSetup(track, td::defaultRacers(hands), s, laps);
        });
    } else if (game == "trash-dash-random") {
        t = play<td::State>(games, seed, [](std::uint64_t s) {
            Rng rng(s ^ 0x7d5a11ce5eedULL);   // as app/cli/games/trashdash.cpp: racers and track apart from the race
            std::vector<int> characters(td::content().characters.size());
            for (std::size_t i = 0; i < characters.size(); ++i)
                characters[i] = static_cast<int>(i);
            rng.shuffle(characters);
            std::vector<td::RacerSetup> racers;
            for (std::size_t i = 0; i < 4; ++i)
                racers.push_back({characters[i], static_cast<int>(rng.below(2)), false});
            td::Setup setup = td::customSetup(td::randomTrackTiles(td::content(), rng), std::move(racers), s);
            setup.track = "random";
            return setup;
        });
    } else {
        std::fprintf(stderr, "usage: playout_profile trash-pandas|panda-panda|trash-dash|trash-dash-random [games] [seed] [players] [track] [laps]\n");
        return 2;
    }
    std::printf("%s: %lld games, %lld actions, fingerprint %016llx\n", argv[1], t.games, t.actions,
                static_cast<unsigned long long>(t.fingerprint));
    return 0;
}
