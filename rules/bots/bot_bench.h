#pragma once
// What the bot benches (tp_bot_bench, pp_bot_bench, td_bot_bench; see
// docs/performance.md) share: the search tweaks every game takes, the
// "--OPTION[-a|-b] V" command line, the match loop that plays bot A against
// bot B, and the decision-time summary. Each bench keeps its own levels,
// extra tweaks, usage text and result line.
#include <algorithm>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "bots/bot_factory.h"

namespace critter::bench {

// One side's search settings; a negative (or zero where said) value keeps the recipe's.
struct SearchTweaks {
    int iters = 0;      // iterations (flat: playouts); 0 keeps the recipe's
    int width = -1;     // root width: search only the heuristic's best few moves
    double margin = -1; // prior margin: keep the heuristic's favourite unless beaten by this much
    int depth = -2;     // rollout depth; -1: play out to the end
    double explore = 0; // exploration; 0 keeps the recipe's
    int nodes = 0;      // tree node cap; 0 keeps the recipe's
    double noise = -1;  // share of random moves in the greedy rollout
};

// A game's greedy rollout with its share of random moves (each game's greedyRollout).
template <GameState S>
using NoisyRollout = Action (*)(const S&, const std::vector<Action>&, Rng&, double noise);

// Applies t to both search levels of r; noise goes to `greedy`, the game's rollout.
template <GameState S>
void applySearchTweaks(BotRecipe<S>& r, const SearchTweaks& t, std::type_identity_t<NoisyRollout<S>> greedy)
{
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
            o->budget.time = {}; // iterations alone, so a seed replays the same games
        }
    }
    if (t.noise >= 0)
        r.policies.rollout = [greedy, noise = t.noise](const S& world, const std::vector<Action>& legal, Rng& rng) {
            return greedy(world, legal, rng, noise);
        };
    if (t.depth >= -1)
        r.policies.rolloutDepth = t.depth;
}

// "--name V" sets both sides' T, "--name-a V" A's and "--name-b V" B's.
template <class T>
struct SideOption {
    std::string name;
    std::function<void(T&, const char* value)> set;
};

// A side option read straight into one int or double field.
template <class T, class Owner, class Field>
    requires std::derived_from<T, Owner>
SideOption<T> fieldOption(std::string name, Field Owner::*field)
{
    return {std::move(name), [field](T& side, const char* value) {
                if constexpr (std::is_integral_v<Field>)
                    side.*field = std::atoi(value);
                else
                    side.*field = std::atof(value);
            }};
}

// The SearchTweaks options, then a bench's own.
template <class T>
    requires std::derived_from<T, SearchTweaks>
std::vector<SideOption<T>> searchOptions(std::vector<SideOption<T>> extra = {})
{
    std::vector<SideOption<T>> options{
        fieldOption<T>("iters", &SearchTweaks::iters),     fieldOption<T>("width", &SearchTweaks::width),
        fieldOption<T>("margin", &SearchTweaks::margin),   fieldOption<T>("depth", &SearchTweaks::depth),
        fieldOption<T>("explore", &SearchTweaks::explore), fieldOption<T>("nodes", &SearchTweaks::nodes),
        fieldOption<T>("noise", &SearchTweaks::noise),
    };
    options.insert(options.end(), extra.begin(), extra.end());
    return options;
}

// A "--flag V" option of the whole match (like --players).
struct MatchOption {
    std::string flag;
    std::function<void(const char* value)> set;
};

// The positional arguments: A B [games] [seed].
struct Args {
    std::vector<std::string> positional;

    int games() const { return positional.size() > 2 ? std::atoi(positional[2].c_str()) : 100; }
    std::uint64_t seed() const
    {
        return static_cast<std::uint64_t>(positional.size() > 3 ? std::atoll(positional[3].c_str()) : 1);
    }
};

// Sets side option `arg` (if it is one) to value on its side or sides.
template <class T>
bool setSideOption(const std::string& arg, const char* value, const std::vector<SideOption<T>>& options, T& a, T& b)
{
    for (const SideOption<T>& option : options) {
        const std::string flag = "--" + option.name;
        const bool onA = arg == flag || arg == flag + "-a";
        const bool onB = arg == flag || arg == flag + "-b";
        if (onA)
            option.set(a, value);
        if (onB)
            option.set(b, value);
        if (onA || onB)
            return true;
    }
    return false;
}

// Reads every known option that has a value after it; all else is positional.
template <class T>
Args parseArgs(int argc, char** argv, const std::vector<SideOption<T>>& sideOptions, T& a, T& b,
               const std::vector<MatchOption>& matchOptions = {})
{
    Args args;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 < argc) {
            const auto match = std::find_if(matchOptions.begin(), matchOptions.end(),
                                            [&arg](const MatchOption& o) { return o.flag == arg; });
            if (match != matchOptions.end()) {
                match->set(argv[++i]);
                continue;
            }
            if (arg.starts_with("--") && setSideOption(arg, argv[i + 1], sideOptions, a, b)) {
                ++i;
                continue;
            }
        }
        args.positional.push_back(arg);
    }
    return args;
}

// This thread's CPU time: what a decision costs whatever else the machine runs.
inline double threadCpuMillis()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

struct MatchResult {
    double winsA = 0;           // A's wins, a win shared by k seats counting 1/k
    int soleWinsA = 0;          // games A won alone
    int soleWinsB = 0;          // games a B seat won alone
    int shared = 0;             // finished games with no sole winner
    int refused = 0;            // games cut short by a refused move
    long long turns = 0;        // over all games, as Match::turnsOf counts them
    std::vector<double> wallMs; // every A decision with two or more legal actions
    std::vector<double> cpuMs;  // the same in this thread's CPU time
    double seconds = 0;
};

template <GameState S>
struct Match {
    Bot<S>* a = nullptr;
    Bot<S>* b = nullptr; // null where B's seats never choose (Trash Dash's CPU racers)
    int games = 0;
    int seats = 2;       // A sits in seat g % seats in game g, so it starts equally often
    std::function<S(int game, Seat seatA, Rng& rng)> deal = {}; // game g's start, drawn from the match's Rng
    std::function<long long(const S&)> turnsOf = {};             // empty: turns stay 0
    int progressEvery = 0;                                       // 0: no progress lines
    std::function<void(int played, const MatchResult& sofar)> progress = {};
};

// A deal for games set up by player count and seed alone (Trash Pandas,
// Panda Panda): each game takes the next seed from the match's Rng.
template <GameState S>
std::function<S(int, Seat, Rng&)> seededDeal(int players)
{
    return [players](int, Seat, Rng& rng) {
        typename S::Setup setup;
        setup.players = players;
        setup.seed = rng.next();
        return S(setup);
    };
}

// Plays the match with one Rng for deals and both bots, so a seed replays it.
// The decision times come back sorted.
template <GameState S>
MatchResult playMatch(const Match<S>& match, Rng& rng)
{
    MatchResult r;
    std::vector<Action> legal;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < match.games; ++g) {
        const Seat seatA = g % match.seats;
        S state = match.deal(g, seatA, rng);
        bool ok = true;
        while (ok && !state.isOver()) {
            const Seat seat = state.currentSeat();
            legal.clear();
            state.legalActions(legal);
            Bot<S>* bot = seat == seatA ? match.a : match.b;
            if (!bot) { // a seat with no bot to move it: count the game as refused
                ok = false;
                break;
            }
            const auto t0 = std::chrono::steady_clock::now();
            const double c0 = threadCpuMillis();
            const Action chosen = bot->choose(state.observation(seat), legal, rng);
            const double c1 = threadCpuMillis();
            const auto t1 = std::chrono::steady_clock::now();
            if (seat == seatA && legal.size() > 1) {
                r.wallMs.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
                r.cpuMs.push_back(c1 - c0);
            }
            ok = static_cast<bool>(state.apply(chosen, nullptr));
        }
        if (match.turnsOf)
            r.turns += match.turnsOf(state);
        if (!ok) {
            ++r.refused;
            continue;
        }
        const std::vector<Seat> w = state.winners();
        if (w.size() == 1)
            (w.front() == seatA ? r.soleWinsA : r.soleWinsB) += 1;
        else
            ++r.shared;
        if (std::find(w.begin(), w.end(), seatA) != w.end())
            r.winsA += 1.0 / static_cast<double>(w.size());
        if (match.progress && match.progressEvery > 0 && (g + 1) % match.progressEvery == 0 && g + 1 < match.games) {
            match.progress(g + 1, r); // for long runs
            std::fflush(stdout);
        }
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::sort(r.wallMs.begin(), r.wallMs.end());
    std::sort(r.cpuMs.begin(), r.cpuMs.end());
    return r;
}

// The f quantile of sorted (1 gives the largest); 0 when empty.
inline double quantile(const std::vector<double>& sorted, double f)
{
    if (sorted.empty())
        return 0.0;
    return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(f * static_cast<double>(sorted.size())))];
}

// part as a percentage of games (0 for no games).
inline double percent(double part, int games)
{
    return games > 0 ? 100.0 * part / games : 0.0;
}

// part per game (0 for no games).
inline double perGame(long long part, int games)
{
    return games > 0 ? static_cast<double>(part) / games : 0.0;
}

// A's decision times: wall clock, and with cpu also thread CPU time.
inline void printDecisionTimes(const MatchResult& r, bool cpu)
{
    auto quantiles = [](const std::vector<double>& sorted) {
        std::printf("median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n", quantile(sorted, 0.5),
                    quantile(sorted, 0.95), quantile(sorted, 0.99), quantile(sorted, 1.0));
    };
    std::printf("A decisions with a choice: %zu, ", r.wallMs.size());
    quantiles(r.wallMs);
    if (cpu) {
        std::printf("  the same in thread CPU time: ");
        quantiles(r.cpuMs);
    }
}

} // namespace critter::bench
