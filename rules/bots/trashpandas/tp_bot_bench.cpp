// tp_bot_bench: Trash Pandas bot strength and decision time (docs/performance.md).
//   tp_bot_bench A B [games] [seed] [--iters-a N] [--iters-b N] [--depth D] [--explore C] [--noise P] [--scale S]
//                [--width-a K] [--width-b K] [--margin-a M]   (root width: search only the heuristic's K best
//                moves; margin: keep the heuristic's favourite unless the search's pick is that much better)
// Every option takes the spellings of bot_bench.h: --OPTION V sets both
// sides, --OPTION-a V and --OPTION-b V one (OPTION: iters, width, margin,
// depth, explore, nodes, noise, scale).
// A and B are levels (random, easy, normal, hard) or greedy (heuristic.h). Two players; A sits
// first in even games and second in odd ones. Prints A's sole wins, B's,
// shared wins, and the time of every A decision with a real choice
// (two or more legal actions), wall clock and this thread's CPU time.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "bots/bot_bench.h"
#include "bots/trashpandas/bot_traits.h"

using namespace critter;

namespace {

// One side's settings: the shared search tweaks and the leaf's scale.
struct Tweaks : bench::SearchTweaks {
    double scale = 0; // stash estimate's leaf scale; 0 keeps the recipe's
};

BotRecipe<tp::State> recipeWith(const Tweaks& t)
{
    BotRecipe<tp::State> r = BotTraits<tp::State>::recipe();
    bench::applySearchTweaks(r, t, tp::bots::greedyRollout);
    if (t.scale > 0)
        r.policies.leaf = [scale = t.scale](const tp::State& w, std::vector<double>& out) {
            tp::bots::stashLeafValues(w, out, scale);
        };
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    Tweaks tweaksA, tweaksB;
    const bench::Args args = bench::parseArgs(
        argc, argv, bench::searchOptions<Tweaks>({bench::fieldOption<Tweaks>("scale", &Tweaks::scale)}), tweaksA,
        tweaksB);
    const std::vector<std::string>& pos = args.positional;
    if (pos.size() < 2) {
        std::fprintf(stderr, "usage: tp_bot_bench A B [games] [seed] [--iters-a N] [--iters-b N] [--depth D] [--explore C] [--noise P] [--scale S] [--width-a K] [--width-b K] [--margin-a M]\n");
        return 2;
    }
    // "greedy" is the heuristic the searches play out with, as a bot.
    auto make = [](const std::string& name, const Tweaks& t) -> std::unique_ptr<Bot<tp::State>> {
        if (name == "greedy")
            return std::make_unique<tp::bots::HeuristicBot>();
        const auto level = parseBotLevel(name);
        return level ? makeDefaultBot<tp::State>(*level, recipeWith(t)) : nullptr;
    };
    const int games = args.games();
    const std::uint64_t seed = args.seed();
    auto a = make(pos[0], tweaksA);
    auto b = make(pos[1], tweaksB);
    if (!a || !b) {
        std::fprintf(stderr, "levels: random, easy, normal, hard, greedy\n");
        return 2;
    }

    Rng rng(seed);
    const bench::MatchResult r = bench::playMatch(
        bench::Match<tp::State>{
            .a = a.get(),
            .b = b.get(),
            .games = games,
            .seats = 2,
            .deal = bench::seededDeal<tp::State>(2),
            .progressEvery = 25,
            .progress = [](int played, const bench::MatchResult& sofar) {
                std::vector<double> sorted = sofar.wallMs;
                std::sort(sorted.begin(), sorted.end());
                std::printf("after %d games: A %d, B %d, shared %d; A median %.2f ms, max %.2f ms\n", played,
                            sofar.soleWinsA, sofar.soleWinsB, sofar.shared, bench::quantile(sorted, 0.5),
                            bench::quantile(sorted, 1.0));
            },
        },
        rng);
    std::printf("%s vs %s: %d games, seed %llu: A wins %d (%.1f%%), B wins %d, shared %d, refused %d; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), games, static_cast<unsigned long long>(seed), r.soleWinsA,
                bench::percent(r.soleWinsA, games), r.soleWinsB, r.shared, r.refused, r.seconds);
    bench::printDecisionTimes(r, true);
    return r.refused == 0 ? 0 : 1;
}
