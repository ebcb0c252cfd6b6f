// td_bot_bench: Trash Dash bot strength and decision time (docs/performance.md).
//   td_bot_bench A B [races] [seed] [--players N] [--OPTION[-a|-b] V ...]
// A and B are levels (random, easy, normal, hard) or, for B, "cpu" (CPU
// racers). One racer is A, the other players-1 are B. Races rotate over the
// rulebook's six tracks with random distinct characters and sides; A's seat
// rotates so it starts equally often. Options: iters, width, margin, depth,
// explore, nodes, noise (see Tweaks); plain --OPTION sets both sides.
// Prints A's wins and the time of every A decision with a real choice.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/trashdash/bot_traits.h"

using namespace critter;

namespace {

struct Tweaks {
    int iters = 0;        // 0 keeps the recipe's (and drops its time cap)
    int width = -1;
    double margin = -1;
    int depth = -2;
    double explore = 0;
    int nodes = 0;
    double noise = -1;
};

BotRecipe<td::State> recipeWith(const Tweaks& t)
{
    BotRecipe<td::State> r = BotTraits<td::State>::recipe();
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
        r.policies.rollout = [noise = t.noise](const td::State& w, const std::vector<Action>& legal, Rng& rng) {
            return td::bots::greedyRollout(w, legal, rng, noise);
        };
    if (t.depth >= -1)
        r.policies.rolloutDepth = t.depth;
    return r;
}

bool parseTweak(const std::string& arg, const char* value, Tweaks& a, Tweaks& b)
{
    static const char* names[] = {"iters", "width", "margin", "depth", "explore", "nodes", "noise"};
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
            else t->noise = std::atof(value);
        }
        return true;
    }
    return false;
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
    std::vector<std::string> pos;
    Tweaks tweaksA, tweaksB;
    int players = 2;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--players" && i + 1 < argc)
            players = std::clamp(std::atoi(argv[++i]), 2, td::kMaxRacers);
        else if (arg.rfind("--", 0) == 0 && i + 1 < argc && parseTweak(arg, argv[i + 1], tweaksA, tweaksB))
            ++i;
        else
            pos.push_back(arg);
    }
    if (pos.size() < 2) {
        std::fprintf(stderr, "usage: td_bot_bench A B|cpu [races] [seed] [--players N] [--OPTION[-a|-b] V ...]\n"
                             "  options: iters width margin depth explore nodes noise\n");
        return 2;
    }
    auto make = [](const std::string& name, const Tweaks& t) -> std::unique_ptr<Bot<td::State>> {
        const auto level = parseBotLevel(name);
        return level ? makeDefaultBot<td::State>(*level, recipeWith(t)) : nullptr;
    };
    const bool othersCpu = pos[1] == "cpu";
    const int races = pos.size() > 2 ? std::atoi(pos[2].c_str()) : 100;
    const auto seed = static_cast<std::uint64_t>(pos.size() > 3 ? std::atoll(pos[3].c_str()) : 1);
    auto a = make(pos[0], tweaksA);
    auto b = othersCpu ? nullptr : make(pos[1], tweaksB);
    if (!a || (!othersCpu && !b)) {
        std::fprintf(stderr, "levels: random, easy, normal, hard (B also cpu)\n");
        return 2;
    }

    Rng rng(seed);
    double winsA = 0;
    int failed = 0;
    long long turns = 0;
    std::vector<double> millis;
    std::vector<Action> legal;
    const auto& tracks = td::content().tracks;
    const auto start = std::chrono::steady_clock::now();
    for (int g = 0; g < races; ++g) {
        const Seat seatA = g % players;
        const std::string& track = tracks[static_cast<std::size_t>(g / players) % tracks.size()].id;
        td::State state(td::standardSetup(track, racersFor(players, seatA, othersCpu, rng), rng.next()));
        bool ok = true;
        while (ok && !state.isOver()) {
            const Seat seat = state.currentSeat();
            legal.clear();
            state.legalActions(legal);
            Bot<td::State>& bot = seat == seatA ? *a : *b;
            const auto t0 = std::chrono::steady_clock::now();
            const Action chosen = bot.choose(state.observation(seat), legal, rng);
            const auto t1 = std::chrono::steady_clock::now();
            if (seat == seatA && legal.size() > 1)
                millis.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
            ok = static_cast<bool>(state.apply(chosen, nullptr));
        }
        turns += state.pub().turnNumber;
        if (!ok) {
            ++failed;
            continue;
        }
        const std::vector<Seat> w = state.winners();
        if (std::find(w.begin(), w.end(), seatA) != w.end())
            winsA += 1.0 / static_cast<double>(w.size());
        if ((g + 1) % 100 == 0 && g + 1 < races) {
            std::printf("after %d races: A %.0f (%.1f%%)\n", g + 1, winsA, 100.0 * winsA / (g + 1));
            std::fflush(stdout);
        }
    }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::sort(millis.begin(), millis.end());
    auto q = [&millis](double f) {
        return millis.empty() ? 0.0
                              : millis[std::min(millis.size() - 1, static_cast<std::size_t>(f * static_cast<double>(millis.size())))];
    };
    std::printf("%s vs %s (%d racers): %d races, seed %llu: A wins %.0f (%.1f%%), refused %d; %.1f turns a race; %.1f s\n",
                pos[0].c_str(), pos[1].c_str(), players, races, static_cast<unsigned long long>(seed), winsA,
                races > 0 ? 100.0 * winsA / races : 0.0, failed, races > 0 ? static_cast<double>(turns) / races : 0.0,
                secs);
    std::printf("A decisions with a choice: %zu, median %.2f ms, p95 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                millis.size(), q(0.5), q(0.95), q(0.99), millis.empty() ? 0.0 : millis.back());
    return failed == 0 ? 0 : 1;
}
