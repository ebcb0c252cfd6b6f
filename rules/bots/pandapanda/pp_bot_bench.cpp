// pp_bot_bench: Panda Panda bot strength and decision time (docs/performance.md).
//   pp_bot_bench A B [games] [seed] [--OPTION V | --OPTION-a V | --OPTION-b V ...]
// with OPTION one of iters, width, margin, depth, explore, nodes, noise,
// settled, temp, tilt, draws, feed, disrupt (see Tweaks below); plain
// --OPTION sets both sides.
// A and B are levels (random, easy, normal, hard). Two players (--players N:
// 2 to 4, A in one seat and B in every other), whole games to two crowns;
// A's seat moves round the table game by game. Prints
// A's wins, B's, and the time of every A decision with a real choice (two
// or more legal actions). feed/disrupt set an easy side's weights.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/pandapanda/bot_traits.h"

using namespace critter;

namespace {

// One side's settings; a negative (or zero where said) value keeps the recipe's.
struct Tweaks {
    int iters = 0;        // iterations (flat: playouts); 0 keeps the recipe's
    int width = -1;       // root width (search only the heuristic's best few)
    double margin = -1;   // prior margin
    int depth = -2;       // rollout depth
    double explore = 0;   // exploration; 0 keeps the recipe's
    int nodes = 0;        // tree node cap; 0 keeps the recipe's
    double noise = -1;    // rollout noise
    int settled = -1;     // 0: play playouts on past the round's end
    double temp = 0;      // leaf value's turns temperature; 0 keeps the recipe's
    double tilt = -1;     // opponent model: sampleTiltedWorld's tilt (0: uniform deals)
    int draws = 0;        // opponent model: deals drawn per sampled world
    pp::bots::HeuristicWeights weights; // an easy side's weights
};

BotRecipe<pp::State> recipeWith(const Tweaks& t)
{
    BotRecipe<pp::State> r = BotTraits<pp::State>::recipe();
    for (IsMctsOptions* o : {&r.normal, &r.hard}) {
        if (t.width >= 0)
            o->rootWidth = static_cast<std::size_t>(t.width);
        if (t.margin >= 0)
            o->priorMargin = t.margin;
        if (t.nodes > 0)
            o->maxNodes = static_cast<std::size_t>(t.nodes);
        if (t.explore > 0)
            o->exploration = t.explore;
        if (t.iters > 0) {
            o->budget.iterations = t.iters;
            o->budget.time = {};
        }
    }
    if (t.noise >= 0)
        r.policies.rollout = [noise = t.noise](const pp::State& w, const std::vector<Action>& legal, Rng& rng) {
            return pp::bots::greedyRollout(w, legal, rng, noise);
        };
    if (t.temp > 0)
        r.policies.leaf = [temp = t.temp](const pp::State& w, std::vector<double>& out) {
            pp::bots::leafValuesWith(w, out, temp);
        };
    if (t.tilt >= 0 || t.draws > 0)
        r.policies.sample = [tilt = t.tilt >= 0 ? t.tilt : pp::bots::kOpponentTilt,
                              draws = t.draws > 0 ? t.draws : pp::bots::kTiltDraws](
                                const pp::Observation& seen, Rng& rng) {
            return pp::bots::sampleTiltedWorld(seen, rng, tilt, draws);
        };
    if (t.settled == 0)
        r.policies.settled = {};
    if (t.depth >= -1)
        r.policies.rolloutDepth = t.depth;
    r.easy = [weights = t.weights] { return std::make_unique<pp::bots::HeuristicBot>(weights); };
    return r;
}

// "--name V" sets both sides, "--name-a V" and "--name-b V" one side.
bool parseTweak(const std::string& arg, const char* value, Tweaks& a, Tweaks& b)
{
    static const char* names[] = {"iters", "width", "margin", "depth", "explore", "nodes", "noise", "settled",
                                  "temp", "tilt", "draws", "feed", "disrupt"};
    for (const char* name : names) {
        const std::string base = std::string("--") + name;
        std::vector<Tweaks*> sides;
        if (arg == base)
            sides = {&a, &b};
        else if (arg == base + "-a")
            sides = {&a};
        else if (arg == base + "-b")
            sides = {&b};
        else
            continue;
        const std::string n = name;
        for (Tweaks* t : sides) {
            if (n == "iters") t->iters = std::atoi(value);
            else if (n == "width") t->width = std::atoi(value);
            else if (n == "margin") t->margin = std::atof(value);
            else if (n == "depth") t->depth = std::atoi(value);
            else if (n == "explore") t->explore = std::atof(value);
            else if (n == "nodes") t->nodes = std::atoi(value);
            else if (n == "noise") t->noise = std::atof(value);
            else if (n == "settled") t->settled = std::atoi(value);
            else if (n == "temp") t->temp = std::atof(value);
            else if (n == "tilt") t->tilt = std::atof(value);
            else if (n == "draws") t->draws = std::atoi(value);
            else if (n == "feed") t->weights.feed = std::atof(value);
            else t->weights.disrupt = std::atof(value);
        }
        return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> pos;
    Tweaks tweaksA, tweaksB;
    int players = 2;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--players" && i + 1 < argc) {
            players = std::atoi(argv[++i]);
            continue;
        }
        if (arg.rfind("--", 0) == 0 && i + 1 < argc && parseTweak(arg, argv[i + 1], tweaksA, tweaksB))
            ++i;
        else
            pos.push_back(arg);
    }
    if (pos.size() < 2 || players < pp::kMinPlayers || players > pp::kMaxPlayers) {
        std::fprintf(stderr, "usage: pp_bot_bench A B [games] [seed] [--players N] [--OPTION[-a|-b] V ...]\n"
                             "  options: iters width margin depth explore nodes noise settled temp tilt draws feed disrupt\n");
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
    const int games = pos.size() > 2 ? std::atoi(pos[2].c_str()) : 100;
    const auto seed = static_cast<std::uint64_t>(pos.size() > 3 ? std::atoll(pos[3].c_str()) : 1);
    auto a = make(pos[0], tweaksA);
    auto b = make(pos[1], tweaksB);
    if (!a || !b) {
        std::fprintf(stderr, "levels: random, easy, normal, hard, flat\n");
        return 2;
    }

    Rng rng(seed);
    int winsA = 0, winsB = 0, failed = 0;
    long long turns = 0;
    std::vector<double> millis;
    std::vector<Action> legal;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        const Seat seatA = g % players;
        pp::Setup setup;
        setup.players = players;
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
        if ((g + 1) % 50 == 0 && g + 1 < games) { // progress, for long runs
            std::printf("after %d games: A %d, B %d\n", g + 1, winsA, winsB);
            std::fflush(stdout);
        }
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::sort(millis.begin(), millis.end());
    auto q = [&millis](double f) {
        return millis.empty() ? 0.0 : millis[std::min(millis.size() - 1, static_cast<std::size_t>(f * static_cast<double>(millis.size())))];
    };
    std::printf("%s vs %s (%d players): %d games, seed %llu: A wins %d (%.1f%%), B wins %d, refused %d; %.1f turns a game; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), players, games, static_cast<unsigned long long>(seed), winsA,
                games > 0 ? 100.0 * winsA / games : 0.0, winsB, failed,
                games > 0 ? static_cast<double>(turns) / games : 0.0, secs);
    std::printf("A decisions with a choice: %zu, median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                millis.size(), q(0.5), q(0.95), q(0.99), millis.empty() ? 0.0 : millis.back());
    return failed == 0 ? 0 : 1;
}
