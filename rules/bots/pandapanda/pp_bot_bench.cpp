// pp_bot_bench: Panda Panda bot strength and decision time (docs/performance.md).
//   pp_bot_bench A B [games] [seed] [--OPTION V | --OPTION-a V | --OPTION-b V ...]
// with OPTION one of iters, width, margin, depth, explore, nodes, noise
// (bench::SearchTweaks), settled, temp, tilt, draws, easy-noise,
// normal-noise, feed, disrupt (see Tweaks below); plain --OPTION sets both
// sides.
// A and B are levels (random, easy, normal, hard). Two players (--players N:
// 2 to 4, A in one seat and B in every other), whole games to two crowns;
// A's seat moves round the table game by game. Prints
// A's wins, B's, and the time of every A decision with a real choice (two
// or more legal actions). feed/disrupt set an easy or normal side's weights.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/bot_bench.h"
#include "bots/pandapanda/bot_traits.h"

using namespace critter;

namespace {

// One side's settings beyond the shared search tweaks; a negative (or zero
// where said) value keeps the recipe's.
struct Tweaks : bench::SearchTweaks {
    int settled = -1;     // 0: play playouts on past the round's end
    double temp = 0;      // leaf value's turns temperature; 0 keeps the recipe's
    double tilt = -1;     // opponent model: sampleTiltedWorld's tilt (0: uniform deals)
    int draws = 0;        // opponent model: deals drawn per sampled world
    pp::bots::HeuristicWeights weights; // an easy or normal side's weights
    double easyNoise = -1;              // easy's chance of a random sensible move (negative: the recipe's)
    double normalNoise = -1;            // normal's
};

BotRecipe<pp::State> recipeWith(const Tweaks& t)
{
    BotRecipe<pp::State> r = BotTraits<pp::State>::recipe();
    bench::applySearchTweaks(r, t, pp::bots::greedyRollout);
    if (t.temp > 0)
        r.policies.leaf = [temp = t.temp](const pp::State& w, std::vector<double>& out) {
            pp::bots::leafValuesWith(w, out, temp);
        };
    if (t.tilt >= 0 || t.draws > 0)
        r.policies.sample = [tilt = t.tilt >= 0 ? t.tilt : pp::bots::kOpponentTilt,
                             draws = t.draws > 0 ? t.draws : pp::bots::kTiltDraws](const pp::Observation& seen, Rng& rng) {
            return pp::bots::sampleTiltedWorld(seen, rng, tilt, draws);
        };
    if (t.settled == 0)
        r.policies.settled = {};
    // The heuristic levels, with the side's weights and noise.
    r.easy = [weights = t.weights, noise = t.easyNoise >= 0 ? t.easyNoise : pp::bots::kEasyNoise] {
        return std::make_unique<pp::bots::HeuristicBot>(weights, noise);
    };
    r.normalBot = [weights = t.weights, noise = t.normalNoise >= 0 ? t.normalNoise : pp::bots::kNormalNoise] {
        return std::make_unique<pp::bots::HeuristicBot>(weights, noise);
    };
    return r;
}

// The shared options and Panda Panda's own.
std::vector<bench::SideOption<Tweaks>> options()
{
    return bench::searchOptions<Tweaks>({
        bench::fieldOption<Tweaks>("settled", &Tweaks::settled),
        bench::fieldOption<Tweaks>("temp", &Tweaks::temp),
        bench::fieldOption<Tweaks>("tilt", &Tweaks::tilt),
        bench::fieldOption<Tweaks>("draws", &Tweaks::draws),
        bench::fieldOption<Tweaks>("easy-noise", &Tweaks::easyNoise),
        bench::fieldOption<Tweaks>("normal-noise", &Tweaks::normalNoise),
        {"feed", [](Tweaks& t, const char* value) { t.weights.feed = std::atof(value); }},
        {"disrupt", [](Tweaks& t, const char* value) { t.weights.disrupt = std::atof(value); }},
    });
}

} // namespace

int main(int argc, char** argv)
{
    Tweaks tweaksA, tweaksB;
    int players = 2;
    const bench::Args args = bench::parseArgs(argc, argv, options(), tweaksA, tweaksB,
                                              {{"--players", [&players](const char* v) { players = std::atoi(v); }}});
    const std::vector<std::string>& pos = args.positional;
    if (pos.size() < 2 || players < pp::kMinPlayers || players > pp::kMaxPlayers) {
        std::fprintf(stderr, "usage: pp_bot_bench A B [games] [seed] [--players N] [--OPTION[-a|-b] V ...]\n"
                             "  options: iters width margin depth explore nodes noise settled temp tilt draws easy-noise normal-noise\n"
                             "           feed disrupt\n");
        return 2;
    }
    // "flat" is flat Monte Carlo with the search levels' policies (iters playouts).
    auto make = [](const std::string& name, const Tweaks& t) -> std::unique_ptr<Bot<pp::State>> {
        const BotRecipe<pp::State> recipe = recipeWith(t);
        if (name == "flat")
            return std::make_unique<FlatMcBot<pp::State>>(FlatMcOptions{{t.iters > 0 ? t.iters : 600, {}}},
                                                          recipe.policies);
        const auto level = parseBotLevel(name);
        return level ? makeDefaultBot<pp::State>(*level, recipe) : nullptr;
    };
    const int games = args.games();
    const std::uint64_t seed = args.seed();
    auto a = make(pos[0], tweaksA);
    auto b = make(pos[1], tweaksB);
    if (!a || !b) {
        std::fprintf(stderr, "levels: random, easy, normal, hard, flat\n");
        return 2;
    }

    Rng rng(seed);
    const bench::MatchResult r = bench::playMatch(
        bench::Match<pp::State>{
            .a = a.get(),
            .b = b.get(),
            .games = games,
            .seats = players,
            .deal = bench::seededDeal<pp::State>(players),
            .turnsOf = [](const pp::State& state) -> long long { return state.turnNumber(); },
            .progressEvery = 50,
            .progress = [](int played, const bench::MatchResult& sofar) {
                std::printf("after %d games: A %d, B %d\n", played, sofar.soleWinsA, sofar.soleWinsB);
            },
        },
        rng);
    std::printf("%s vs %s (%d players): %d games, seed %llu: A wins %d (%.1f%%), B wins %d, refused %d; %.1f turns a game; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), players, games, static_cast<unsigned long long>(seed), r.soleWinsA,
                bench::percent(r.soleWinsA, games), r.soleWinsB, r.refused, bench::perGame(r.turns, games),
                r.seconds);
    bench::printDecisionTimes(r, false);
    return r.refused == 0 ? 0 : 1;
}
