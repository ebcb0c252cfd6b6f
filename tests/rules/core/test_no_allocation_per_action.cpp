// The playout loop must not touch the heap (issue 15): random games of every
// game, legal actions written into one caller-owned buffer sized up front,
// and every heap allocation counted by replacing the global operator new of
// this test executable. The rule checked, per action: legalActions() plus
// apply() allocate nothing, and so do legalActions() plus applyLegal() (the
// unchecked path the bench plays, core/game.h).
//
// Allowed, and bounded per game: what the setup allocates (the Setup's own
// strings and lists, copied into the history) and the history's growth. Each
// state reserves room for a usual game's actions at setup, so that growth is
// rare: a game longer than the reserve doubles the list, at most log2(actions)
// times a game. An action that grows the history may allocate once; any
// other allocation in the loop fails the test.
#include <QtTest>

#include <atomic>
#include <cstdlib>
#include <new>
#include <vector>

#include "pandapanda/state.h"
#include "trashdash/state.h"
#include "trashpandas/state.h"
#include "varied_td_setup.h"

namespace {

// Only the thread that plays counts (Qt may have threads of its own).
thread_local bool tCounting = false;
thread_local long long tAllocations = 0;

void* allocate(std::size_t size)
{
    if (tCounting)
        ++tAllocations;
    if (void* p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}

} // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept
{
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace critter {
namespace {

struct Count {
    long long actions = 0;
    long long stray = 0;          // allocations in actions that did not grow the history: must stay 0
    long long historyGrowth = 0;  // actions that grew the history (bounded per game)
    std::string first;            // the first action that allocated, for the message
};

enum class Path { Checked, Unchecked };   // apply() or applyLegal()

// Plays `games` random games from makeSetup(game, rng) and counts what every
// action allocates.
template <class S, class MakeSetup>
Count playCounting(int games, std::uint64_t seed, MakeSetup makeSetup, Path path)
{
    Count count;
    Rng rng(seed);
    std::vector<Action> legal;
    legal.reserve(512);   // above any game's most legal actions at once
    for (int g = 0; g < games; ++g) {
        S state(makeSetup(g, rng));   // the setup may allocate
        while (!state.isOver()) {
            const std::size_t capacity = state.history().actions.capacity();
            tAllocations = 0;
            tCounting = true;
            legal.clear();
            state.legalActions(legal);
            const Action chosen = legal.empty() ? Action{} : legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            bool applied = !legal.empty();
            if (applied && path == Path::Checked)
                applied = static_cast<bool>(state.apply(chosen, nullptr));
            else if (applied)
                state.applyLegal(chosen, nullptr);
            tCounting = false;
            if (!applied) {
                count.first = "game " + std::to_string(g) + ": no legal action applied";
                ++count.stray;
                return count;
            }
            ++count.actions;
            const bool grew = state.history().actions.capacity() != capacity;
            count.historyGrowth += grew ? 1 : 0;
            const long long stray = tAllocations - (grew ? 1 : 0);
            if (stray > 0 && count.first.empty())
                count.first = "game " + std::to_string(g) + ", action " + toDebugString(chosen) + ": " +
                    std::to_string(tAllocations) + " allocations";
            count.stray += stray > 0 ? stray : 0;
        }
    }
    return count;
}

void verify(const Count& count, int games)
{
    qInfo("%lld actions in %d games, %lld of them grew the history", count.actions, games, count.historyGrowth);
    QVERIFY2(count.stray == 0, count.first.c_str());
    QVERIFY(count.actions > games);
    // The history's reserve covers usual games: growing is the exception.
    QVERIFY2(count.historyGrowth <= games / 10,
             ("the history grew in " + std::to_string(count.historyGrowth) + " actions of " +
              std::to_string(games) + " games")
                 .c_str());
}

} // namespace
} // namespace critter

using namespace critter;

class TestNoAllocationPerAction : public QObject {
    Q_OBJECT
private slots:
    void test_counting_sees_an_allocation()
    {
        tAllocations = 0;
        tCounting = true;
        auto* v = new std::vector<int>(3);
        tCounting = false;
        delete v;
        QCOMPARE(tAllocations, 2LL);
    }

    void test_no_allocation_per_action_trash_pandas()
    {
        const int games = 300;
        const auto makeSetup = [](int g, Rng& rng) {
            tp::State::Setup setup;
            setup.players = 2 + g % 3;
            setup.seed = rng.next();
            return setup;
        };
        for (Path path : {Path::Checked, Path::Unchecked})
            verify(playCounting<tp::State>(games, 15, makeSetup, path), games);
    }

    void test_no_allocation_per_action_panda_panda()
    {
        const int games = 300;
        const auto makeSetup = [](int g, Rng& rng) {
            pp::Setup setup;
            setup.players = 2 + g % 3;
            setup.seed = rng.next();
            return setup;
        };
        for (Path path : {Path::Checked, Path::Unchecked})
            verify(playCounting<pp::State>(games, 15, makeSetup, path), games);
    }

    // Every rulebook track, 2 to 6 racers with CPUs among them, and
    // Tournaments (a new race and its side choices are actions too).
    void test_no_allocation_per_action_trash_dash()
    {
        const int games = 300;
        const auto makeSetup = testing::variedTrashDashSetup;
        for (Path path : {Path::Checked, Path::Unchecked})
            verify(playCounting<td::State>(games, 15, makeSetup, path), games);
    }
};

QTEST_APPLESS_MAIN(TestNoAllocationPerAction)
#include "test_no_allocation_per_action.moc"
