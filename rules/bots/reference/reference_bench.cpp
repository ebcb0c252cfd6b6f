// reference_bench: how far the bots are from the best play (issue 34 part 3;
// docs/performance.md, "Reference bot").
//   reference_bench GAME A B [games] [seed] [--players N] [--threads T]
//                   [--ref-iters N] [--ref-nodes N] [--ref-width N] [--ref-margin X]
// GAME: tp (Trash Pandas), pp (Panda Panda), td (Trash Dash). A and B:
// random, easy, normal, hard (the shipped levels, iterations only: no time
// cap, so a seed replays the same games however busy the machine is) or ref
// (ReferenceBot: hard's search over the true state, every hidden card seen;
// --ref-iters a decision, 4 x hard's by default; every root move
// searched unless --ref-width / --ref-margin say otherwise). One seat is A, the others
// are B; A sits in seat g % players in game g, so it starts equally often.
// Trash Dash races rotate over the six rulebook tracks with random distinct
// characters and sides (as td_bot_bench). Game g is dealt and played from
// its own Rng (seed and g), so the result does not depend on --threads.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "bots/reference/reference_games.h"

using namespace critter;

namespace {

struct Options {
    int players = 2;
    int threads = 1;
    int refIters = 0;      // 0: 4 x hard's
    int refNodes = 0;      // 0: hard's node cap
    int refWidth = -1;     // -1: referenceOptions' (0: every root move)
    double refMargin = -1; // -1: referenceOptions' (0: none)
};

// One seat's player: a shipped bot (sees its observation) or the reference (sees all).
template <class S>
struct Player {
    std::unique_ptr<Bot<S>> bot;
    std::unique_ptr<ReferenceBot<S>> ref;

    Action choose(const S& state, const std::vector<Action>& legal, Rng& rng)
    {
        if (ref)
            return ref->choose(state, legal, rng);
        return bot->choose(state.observation(state.currentSeat()), legal, rng);
    }
};

template <class S>
BotRecipe<S> iterationsOnly(BotRecipe<S> r)
{
    r.normal.budget.time = {};
    r.hard.budget.time = {};
    return r;
}

template <class S>
std::unique_ptr<Player<S>> makePlayer(const std::string& name, const Options& o)
{
    const BotRecipe<S> recipe = iterationsOnly(BotTraits<S>::recipe());
    auto p = std::make_unique<Player<S>>();
    if (name == "ref") {
        IsMctsOptions options = referenceOptions<S>(o.refIters > 0 ? o.refIters : 4 * recipe.hard.budget.iterations);
        if (o.refNodes > 0)
            options.maxNodes = static_cast<std::size_t>(o.refNodes);
        if (o.refWidth >= 0)
            options.rootWidth = static_cast<std::size_t>(o.refWidth);
        if (o.refMargin >= 0)
            options.priorMargin = o.refMargin;
        p->ref = std::make_unique<ReferenceBot<S>>(makeReferenceBot<S>(options));
        return p;
    }
    const auto level = parseBotLevel(name);
    if (!level)
        return nullptr;
    p->bot = makeDefaultBot<S>(*level, recipe);
    return p;
}

tp::State dealTp(int players, Rng& rng)
{
    tp::State::Setup setup;
    setup.players = players;
    setup.seed = rng.next();
    return tp::State(setup);
}

pp::State dealPp(int players, Rng& rng)
{
    pp::Setup setup;
    setup.players = players;
    setup.seed = rng.next();
    return pp::State(setup);
}

td::State dealTd(int players, int game, Rng& rng)
{
    const auto& tracks = td::content().tracks;
    const std::string& track = tracks[static_cast<std::size_t>(game / players) % tracks.size()].id;
    std::vector<td::RacerSetup> racers = td::randomHandRacers(players, rng);
    const std::uint64_t seed = rng.next();
    return td::State(td::standardSetup(track, racers, seed));
}

struct GameResult {
    double shareA = 0; // A's share of the win (1/k for a win shared by k seats)
    bool soleA = false;
    bool soleB = false;
    bool refused = false;
};

template <class S, class Deal>
int run(const std::string& gameName, const std::string& nameA, const std::string& nameB, int games,
        std::uint64_t seed, const Options& o, Deal deal)
{
    if (!makePlayer<S>(nameA, o) || !makePlayer<S>(nameB, o)) {
        std::fprintf(stderr, "players: random, easy, normal, hard, ref\n");
        return 2;
    }
    std::vector<GameResult> results(static_cast<std::size_t>(games));
    std::atomic<int> next{0};
    auto worker = [&] {
        auto a = makePlayer<S>(nameA, o);
        auto b = makePlayer<S>(nameB, o);
        std::vector<Action> legal;
        for (int g = next++; g < games; g = next++) {
            const std::uint64_t mix = 0x9E3779B97F4A7C15u; // spreads game numbers over the seed
            Rng rng(seed ^ (mix * static_cast<std::uint64_t>(g + 1)));
            const Seat seatA = g % o.players;
            S state = deal(o.players, g, rng);
            GameResult& r = results[static_cast<std::size_t>(g)];
            while (!state.isOver()) {
                legal.clear();
                state.legalActions(legal);
                Player<S>& p = state.currentSeat() == seatA ? *a : *b;
                if (!state.apply(p.choose(state, legal, rng), nullptr)) {
                    r.refused = true;
                    break;
                }
            }
            if (r.refused)
                continue;
            const std::vector<Seat> w = state.winners();
            const bool hasA = std::find(w.begin(), w.end(), seatA) != w.end();
            r.shareA = hasA ? 1.0 / static_cast<double>(w.size()) : 0.0;
            r.soleA = w.size() == 1 && hasA;
            r.soleB = w.size() == 1 && !hasA;
        }
    };
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(o.threads, 1); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    double winsA = 0;
    int soleA = 0, soleB = 0, refused = 0;
    for (const GameResult& r : results) {
        winsA += r.shareA;
        soleA += r.soleA ? 1 : 0;
        soleB += r.soleB ? 1 : 0;
        refused += r.refused ? 1 : 0;
    }
    const int played = games - refused;
    const double p = played > 0 ? winsA / played : 0.0;
    const double se = played > 0 ? std::sqrt(p * (1.0 - p) / played) : 0.0;
    const int refIters = o.refIters > 0 ? o.refIters : 4 * BotTraits<S>::recipe().hard.budget.iterations;
    std::printf("%s %s vs %s (%d players): %d games, seed %llu: A wins %.1f (%.1f%%, standard error %.1f points); "
                "sole A %d, sole B %d, shared %d, refused %d; ref %d iterations; %.1f s\n",
                gameName.c_str(), nameA.c_str(), nameB.c_str(), o.players, games, static_cast<unsigned long long>(seed),
                winsA, 100.0 * p, 100.0 * se, soleA, soleB, played - soleA - soleB, refused, refIters, seconds);
    return refused == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    std::vector<std::string> pos;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--players" && hasValue)
            o.players = std::atoi(argv[++i]);
        else if (arg == "--threads" && hasValue)
            o.threads = std::atoi(argv[++i]);
        else if (arg == "--ref-iters" && hasValue)
            o.refIters = std::atoi(argv[++i]);
        else if (arg == "--ref-nodes" && hasValue)
            o.refNodes = std::atoi(argv[++i]);
        else if (arg == "--ref-width" && hasValue)
            o.refWidth = std::atoi(argv[++i]);
        else if (arg == "--ref-margin" && hasValue)
            o.refMargin = std::atof(argv[++i]);
        else
            pos.push_back(arg);
    }
    if (pos.size() < 3 || o.players < 2 || o.players > 4) {
        std::fprintf(stderr, "usage: reference_bench tp|pp|td A B [games] [seed] [--players 2-4] [--threads T]\n"
                             "       [--ref-iters N] [--ref-nodes N] [--ref-width N] [--ref-margin X]\n"
                             "  A, B: random easy normal hard ref\n");
        return 2;
    }
    const int games = pos.size() > 3 ? std::atoi(pos[3].c_str()) : 100;
    const auto seed = static_cast<std::uint64_t>(pos.size() > 4 ? std::atoll(pos[4].c_str()) : 1);
    if (pos[0] == "tp")
        return run<tp::State>("tp", pos[1], pos[2], games, seed, o,
                              [](int players, int, Rng& rng) { return dealTp(players, rng); });
    if (pos[0] == "pp")
        return run<pp::State>("pp", pos[1], pos[2], games, seed, o,
                              [](int players, int, Rng& rng) { return dealPp(players, rng); });
    if (pos[0] == "td")
        return run<td::State>("td", pos[1], pos[2], games, seed, o,
                              [](int players, int game, Rng& rng) { return dealTd(players, game, rng); });
    std::fprintf(stderr, "games: tp, pp, td\n");
    return 2;
}
