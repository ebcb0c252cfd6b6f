// td_bot_bench: Trash Dash bot strength and decision time (docs/performance.md).
//   td_bot_bench A B [races] [seed] [--players N] [--OPTION[-a|-b] V ...]
// A and B are levels (random, easy, normal, hard) or, for B, "cpu" (CPU
// racers). One racer is A, the other players-1 are B. Races rotate over the
// rulebook's six tracks with random distinct characters and sides; A's seat
// rotates so it starts equally often. Options: iters, width, margin, depth,
// explore, nodes, noise (bench::SearchTweaks); plain --OPTION sets both sides.
// Prints A's wins and the time of every A decision with a real choice.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "bots/bot_bench.h"
#include "bots/trashdash/bot_traits.h"

using namespace critter;

namespace {

BotRecipe<td::State> recipeWith(const bench::SearchTweaks& t)
{
    BotRecipe<td::State> r = BotTraits<td::State>::recipe();
    bench::applySearchTweaks(r, t, td::bots::greedyRollout);
    return r;
}

std::vector<td::RacerSetup> racersFor(int players, Seat seatA, bool othersCpu, Rng& rng)
{
    std::vector<int> characters{0, 1, 2, 3, 4, 5};
    for (std::size_t i = characters.size(); i > 1; --i)
        std::swap(characters[i - 1], characters[rng.below(static_cast<std::uint32_t>(i))]);
    std::vector<td::RacerSetup> racers;
    for (int i = 0; i < players; ++i)
        racers.push_back({characters[static_cast<std::size_t>(i)], static_cast<int>(rng.below(2)), othersCpu && i != seatA});
    return racers;
}

} // namespace

int main(int argc, char** argv)
{
    bench::SearchTweaks tweaksA, tweaksB;
    int players = 2;
    const bench::Args args = bench::parseArgs(
        argc, argv, bench::searchOptions<bench::SearchTweaks>(), tweaksA, tweaksB,
        {{"--players", [&players](const char* v) { players = std::clamp(std::atoi(v), 2, td::kMaxRacers); }}});
    const std::vector<std::string>& pos = args.positional;
    if (pos.size() < 2) {
        std::fprintf(stderr, "usage: td_bot_bench A B|cpu [races] [seed] [--players N] [--OPTION[-a|-b] V ...]\n"
                             "  options: iters width margin depth explore nodes noise\n");
        return 2;
    }
    auto make = [](const std::string& name, const bench::SearchTweaks& t) -> std::unique_ptr<Bot<td::State>> {
        const auto level = parseBotLevel(name);
        return level ? makeDefaultBot<td::State>(*level, recipeWith(t)) : nullptr;
    };
    const bool othersCpu = pos[1] == "cpu";
    const int races = args.games();
    const std::uint64_t seed = args.seed();
    auto a = make(pos[0], tweaksA);
    auto b = othersCpu ? nullptr : make(pos[1], tweaksB);
    if (!a || (!othersCpu && !b)) {
        std::fprintf(stderr, "levels: random, easy, normal, hard (B also cpu)\n");
        return 2;
    }

    Rng rng(seed);
    const auto& tracks = td::content().tracks;
    const bench::MatchResult r = bench::playMatch(
        bench::Match<td::State>{
            .a = a.get(),
            .b = b.get(), // null with CPU racers: the rules move them
            .games = races,
            .seats = players,
            .deal = [&](int race, Seat seatA, Rng& dealRng) {
                const std::string& track = tracks[static_cast<std::size_t>(race / players) % tracks.size()].id;
                // The seed first, then the racers: the order GCC chose for the old single
                // call (C++ leaves it open), kept so a seed replays the same races.
                const std::uint64_t raceSeed = dealRng.next();
                return td::State(td::standardSetup(track, racersFor(players, seatA, othersCpu, dealRng), raceSeed));
            },
            .turnsOf = [](const td::State& state) -> long long { return state.pub().turnNumber; },
            .progressEvery = 100,
            .progress = [](int played, const bench::MatchResult& sofar) {
                std::printf("after %d races: A %.0f (%.1f%%)\n", played, sofar.winsA, bench::percent(sofar.winsA, played));
            },
        },
        rng);
    std::printf("%s vs %s (%d racers): %d races, seed %llu: A wins %.0f (%.1f%%), refused %d; %.1f turns a race; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), players, races, static_cast<unsigned long long>(seed), r.winsA,
                bench::percent(r.winsA, races), r.refused, bench::perGame(r.turns, races), r.seconds);
    bench::printDecisionTimes(r, false);
    return r.refused == 0 ? 0 : 1;
}
