// pp_bot_bench: Panda Panda bot strength and decision time (docs/performance.md).
//   pp_bot_bench A B [games] [seed] [--iters-a N] [--iters-b N] [--depth D]
//                [--explore C] [--nodes N] [--feed-a W] [--disrupt-a W]
// A and B are levels (random, easy, normal, hard). Two players, whole games
// to two crowns; A sits first in even games and second in odd ones. Prints
// A's wins, B's, and the time of every A decision with a real choice (two
// or more legal actions). --feed-a/--disrupt-a set an easy A's weights.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/pandapanda/bot_traits.h"

using namespace critter;

namespace {

BotRecipe<pp::State> recipeWith(int iterations, int depth, double explore, int nodes, pp::bots::HeuristicWeights weights)
{
    BotRecipe<pp::State> r = BotTraits<pp::State>::recipe();
    if (nodes > 0)
        r.normal.maxNodes = r.hard.maxNodes = static_cast<std::size_t>(nodes);
    if (explore > 0)
        r.normal.exploration = r.hard.exploration = explore;
    if (iterations > 0) {
        r.normal.budget.iterations = r.hard.budget.iterations = iterations;
        r.hard.budget.time = {};
    }
    if (depth >= 0)
        r.policies.rolloutDepth = depth;
    r.easy = [weights] { return std::make_unique<pp::bots::HeuristicBot>(weights); };
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> pos;
    int itersA = 0, itersB = 0, depth = -2, nodes = 0;
    double explore = 0;
    pp::bots::HeuristicWeights weightsA;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool more = i + 1 < argc;
        if (arg == "--iters-a" && more)
            itersA = std::atoi(argv[++i]);
        else if (arg == "--iters-b" && more)
            itersB = std::atoi(argv[++i]);
        else if (arg == "--explore" && more)
            explore = std::atof(argv[++i]);
        else if (arg == "--nodes" && more)
            nodes = std::atoi(argv[++i]);
        else if (arg == "--depth" && more)
            depth = std::atoi(argv[++i]);
        else if (arg == "--feed-a" && more)
            weightsA.feed = std::atof(argv[++i]);
        else if (arg == "--disrupt-a" && more)
            weightsA.disrupt = std::atof(argv[++i]);
        else
            pos.push_back(arg);
    }
    if (pos.size() < 2) {
        std::fprintf(stderr, "usage: pp_bot_bench A B [games] [seed] [--iters-a N] [--iters-b N] [--depth D] "
                             "[--explore C] [--nodes N] [--feed-a W] [--disrupt-a W]\n");
        return 2;
    }
    const auto levelA = parseBotLevel(pos[0]);
    const auto levelB = parseBotLevel(pos[1]);
    if (!levelA || !levelB) {
        std::fprintf(stderr, "levels: random, easy, normal, hard\n");
        return 2;
    }
    const int games = pos.size() > 2 ? std::atoi(pos[2].c_str()) : 100;
    const auto seed = static_cast<std::uint64_t>(pos.size() > 3 ? std::atoll(pos[3].c_str()) : 1);
    auto a = makeDefaultBot<pp::State>(*levelA, recipeWith(itersA, depth, explore, nodes, weightsA));
    auto b = makeDefaultBot<pp::State>(*levelB, recipeWith(itersB, depth, explore, nodes, {}));

    Rng rng(seed);
    int winsA = 0, winsB = 0, failed = 0;
    long long turns = 0;
    std::vector<double> millis;
    std::vector<Action> legal;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        const Seat seatA = g % 2;
        pp::Setup setup;
        setup.players = 2;
        setup.seed = rng.next();
        pp::State state(setup);
        bool ok = true;
        while (ok && !state.isOver()) {
            const Seat seat = state.currentSeat();
            legal.clear();
            state.legalActions(legal);
            Bot<pp::State>& bot = seat == seatA ? *a : *b;
            const auto t0 = std::chrono::steady_clock::now();
            const Action chosen = bot.choose(state.observation(seat), legal, rng);
            const auto t1 = std::chrono::steady_clock::now();
            if (seat == seatA && legal.size() > 1)
                millis.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            ok = static_cast<bool>(state.apply(chosen, nullptr));
        }
        turns += state.turnNumber();
        if (!ok) {
            ++failed;
            continue;
        }
        const std::vector<Seat> w = state.winners();
        if (w.size() == 1)
            (w.front() == seatA ? winsA : winsB) += 1;
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::sort(millis.begin(), millis.end());
    auto q = [&millis](double f) {
        return millis.empty() ? 0.0 : millis[std::min(millis.size() - 1, static_cast<std::size_t>(f * static_cast<double>(millis.size())))];
    };
    std::printf("%s vs %s: %d games, seed %llu: A wins %d (%.1f%%), B wins %d, refused %d; %.1f turns a game; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), games, static_cast<unsigned long long>(seed), winsA,
                games > 0 ? 100.0 * winsA / games : 0.0, winsB, failed,
                games > 0 ? static_cast<double>(turns) / games : 0.0, secs);
    std::printf("A decisions with a choice: %zu, median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                millis.size(), q(0.5), q(0.95), q(0.99), millis.empty() ? 0.0 : millis.back());
    return failed == 0 ? 0 : 1;
}
