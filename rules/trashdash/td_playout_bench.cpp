// td_playout_bench: how fast the Trash Dash rules play random races on one
// thread (docs/performance.md style; not built by default).
//   td_playout_bench [seconds] [racers] [standard|tournament] [seed] [--json]
// Each race: the six rulebook tracks in turn, racers with distinct
// characters, every third one a CPU (never all). Prints races, races per
// second, actions per second and the mean actions per race.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/random_playout.h"
#include "trashdash/state.h"

using namespace critter;
using namespace critter::td;

int main(int argc, char** argv)
{
    double seconds = 3;
    int racers = 4;
    Mode mode = Mode::Standard;
    std::uint64_t seed = 1;
    bool json = false;
    std::vector<std::string> pos;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--json") == 0)
            json = true;
        else
            pos.emplace_back(argv[i]);
    }
    if (pos.size() > 0)
        seconds = std::atof(pos[0].c_str());
    if (pos.size() > 1)
        racers = std::atoi(pos[1].c_str());
    if (pos.size() > 2)
        mode = pos[2] == "tournament" ? Mode::Tournament : Mode::Standard;
    if (pos.size() > 3)
        seed = std::strtoull(pos[3].c_str(), nullptr, 10);
    if (racers < kMinRacers || racers > kMaxRacers || seconds <= 0) {
        std::fprintf(stderr, "td_playout_bench: racers must be 2-6 and seconds above 0\n");
        return 2;
    }

    Rng rng(seed);
    std::vector<Action> legal = playoutBuffer<State>();   // one buffer, filled in place
    long long races = 0, actions = 0;
    const auto start = std::chrono::steady_clock::now();
    double elapsed = 0;
    while (elapsed < seconds) {
        std::vector<bool> cpu;
        for (int r = 0; r < racers; ++r)
            cpu.push_back(r % 3 == 2);
        const auto& tracks = content().tracks;
        Setup setup = mode == Mode::Tournament
            ? tournamentSetup(races % 2 == 0 ? Circuit::Uptown : Circuit::Downtown, defaultRacers(cpu), rng.next())
            : standardSetup(tracks[static_cast<std::size_t>(races % 6)].id, defaultRacers(cpu), rng.next());
        State state(setup);
        if (playRandomly(state, rng, legal, 1000000, [&actions](const Action&) { ++actions; }) != PlayoutEnd::Over) {
            std::fprintf(stderr, "td_playout_bench: a race did not end\n");
            return 1;
        }
        ++races;
        elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    const double perSecond = static_cast<double>(races) / elapsed;
    const double actionsPerSecond = static_cast<double>(actions) / elapsed;
    if (json)
        std::printf("{\"game\": \"trash-dash\", \"seconds\": %.3f, \"games\": %lld, \"games_per_second\": %.1f, "
                    "\"actions_per_second\": %.1f}\n",
                    elapsed, races, perSecond, actionsPerSecond);
    else
        std::printf("%lld %s in %.2f s: %.1f per second, %.0f actions per second, %.1f actions each (%d racers)\n",
                    races, mode == Mode::Tournament ? "tournaments" : "races", elapsed, perSecond, actionsPerSecond,
                    static_cast<double>(actions) / static_cast<double>(races), racers);
    return 0;
}
