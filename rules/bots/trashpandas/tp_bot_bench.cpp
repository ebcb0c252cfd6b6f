// tp_bot_bench: Trash Pandas bot strength and decision time (docs/performance.md).
//   tp_bot_bench A B [games] [seed] [--iters-a N] [--iters-b N] [--depth D] [--explore C] [--noise P] [--scale S]
//                [--width-a K] [--width-b K] [--margin-a M]   (root width: search only the heuristic's K best
//                moves; margin: keep the heuristic's favourite unless the search's pick is that much better)
// A and B are levels (random, easy, normal, hard) or greedy (heuristic.h). Two players; A sits
// first in even games and second in odd ones. Prints A's sole wins, B's,
// shared wins, and the time of every A decision with a real choice
// (two or more legal actions), wall clock and this thread's CPU time.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/trashpandas/bot_traits.h"

using namespace critter;

namespace {

// This thread's CPU time: what a decision costs whatever else the machine runs.
double cpuMillis()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

BotRecipe<tp::State> recipeWith(int iterations, int depth, double explore, double noise, double scale, int width, double margin)
{
    BotRecipe<tp::State> r = BotTraits<tp::State>::recipe();
    if (margin >= 0)
        r.normal.priorMargin = r.hard.priorMargin = margin;
    if (width >= 0)
        r.normal.rootWidth = r.hard.rootWidth = static_cast<std::size_t>(width);
    if (scale > 0)
        r.policies.leaf = [scale](const tp::State& w, std::vector<double>& out) { tp::bots::stashLeafValues(w, out, scale); };
    if (noise >= 0)
        r.policies.rollout = [noise](const tp::State& w, const std::vector<Action>& legal, Rng& rng) {
            return tp::bots::greedyRollout(w, legal, rng, noise);
        };
    if (explore > 0)
        r.normal.exploration = r.hard.exploration = explore;
    if (iterations > 0)
        r.normal.budget.iterations = r.hard.budget.iterations = iterations;
    if (depth >= 0)
        r.policies.rolloutDepth = depth;
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> pos;
    int itersA = 0, itersB = 0, depth = -2, widthA = -1, widthB = -1;
    double marginA = -1;
    double explore = 0, noise = -1, scale = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--iters-a" && i + 1 < argc)
            itersA = std::atoi(argv[++i]);
        else if (arg == "--iters-b" && i + 1 < argc)
            itersB = std::atoi(argv[++i]);
        else if (arg == "--width-a" && i + 1 < argc)
            widthA = std::atoi(argv[++i]);
        else if (arg == "--margin-a" && i + 1 < argc)
            marginA = std::atof(argv[++i]);
        else if (arg == "--width-b" && i + 1 < argc)
            widthB = std::atoi(argv[++i]);
        else if (arg == "--noise" && i + 1 < argc)
            noise = std::atof(argv[++i]);
        else if (arg == "--scale" && i + 1 < argc)
            scale = std::atof(argv[++i]);
        else if (arg == "--explore" && i + 1 < argc)
            explore = std::atof(argv[++i]);
        else if (arg == "--depth" && i + 1 < argc)
            depth = std::atoi(argv[++i]);
        else
            pos.push_back(arg);
    }
    if (pos.size() < 2) {
        std::fprintf(stderr, "usage: tp_bot_bench A B [games] [seed] [--iters-a N] [--iters-b N] [--depth D] [--explore C] [--noise P] [--scale S] [--width-a K] [--width-b K] [--margin-a M]\n");
        return 2;
    }
    // "greedy" is the heuristic the searches play out with, as a bot.
    auto make = [&](const std::string& name, int iterations, int width, double margin) -> std::unique_ptr<Bot<tp::State>> {
        if (name == "greedy")
            return std::make_unique<tp::bots::HeuristicBot>();
        const auto level = parseBotLevel(name);
        if (!level)
            return nullptr;
        return makeDefaultBot<tp::State>(*level, recipeWith(iterations, depth, explore, noise, scale, width, margin));
    };
    const int games = pos.size() > 2 ? std::atoi(pos[2].c_str()) : 100;
    const auto seed = static_cast<std::uint64_t>(pos.size() > 3 ? std::atoll(pos[3].c_str()) : 1);
    auto a = make(pos[0], itersA, widthA, marginA);
    auto b = make(pos[1], itersB, widthB, -1);
    if (!a || !b) {
        std::fprintf(stderr, "levels: random, easy, normal, hard, greedy\n");
        return 2;
    }

    Rng rng(seed);
    int winsA = 0, winsB = 0, shared = 0, failed = 0;
    std::vector<double> millis;
    std::vector<double> cpu;
    std::vector<Action> legal;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        const Seat seatA = g % 2;
        tp::State::Setup setup;
        setup.players = 2;
        setup.seed = rng.next();
        tp::State state(setup);
        bool ok = true;
        while (ok && !state.isOver()) {
            const Seat seat = state.currentSeat();
            legal.clear();
            state.legalActions(legal);
            Bot<tp::State>& bot = seat == seatA ? *a : *b;
            const auto t0 = std::chrono::steady_clock::now();
            const double c0 = cpuMillis();
            const Action chosen = bot.choose(state.observation(seat), legal, rng);
            const double c1 = cpuMillis();
            const auto t1 = std::chrono::steady_clock::now();
            if (seat == seatA && legal.size() > 1) {
                millis.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
                cpu.push_back(c1 - c0);
            }
            ok = static_cast<bool>(state.apply(chosen, nullptr));
        }
        if (!ok) {
            ++failed;
            continue;
        }
        const std::vector<Seat> w = state.winners();
        if (w.size() == 1)
            (w.front() == seatA ? winsA : winsB) += 1;
        else
            ++shared;
        if ((g + 1) % 25 == 0 && g + 1 < games) { // progress, for long runs
            std::vector<double> sorted = millis;
            std::sort(sorted.begin(), sorted.end());
            std::printf("after %d games: A %d, B %d, shared %d; A median %.2f ms, max %.2f ms\n", g + 1, winsA,
                        winsB, shared, sorted.empty() ? 0.0 : sorted[sorted.size() / 2],
                        sorted.empty() ? 0.0 : sorted.back());
            std::fflush(stdout);
        }
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::sort(millis.begin(), millis.end());
    std::sort(cpu.begin(), cpu.end());
    auto at = [](const std::vector<double>& v, double f) {
        return v.empty() ? 0.0 : v[std::min(v.size() - 1, static_cast<std::size_t>(f * static_cast<double>(v.size())))];
    };
    auto q = [&](double f) { return at(millis, f); };
    std::printf("%s vs %s: %d games, seed %llu: A wins %d (%.1f%%), B wins %d, shared %d, refused %d; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), games, static_cast<unsigned long long>(seed), winsA,
                games > 0 ? 100.0 * winsA / games : 0.0, winsB, shared, failed, secs);
    std::printf("A decisions with a choice: %zu, median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                millis.size(), q(0.5), q(0.95), q(0.99), millis.empty() ? 0.0 : millis.back());
    std::printf("  the same in thread CPU time: median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                at(cpu, 0.5), at(cpu, 0.95), at(cpu, 0.99), cpu.empty() ? 0.0 : cpu.back());
    return failed == 0 ? 0 : 1;
}
