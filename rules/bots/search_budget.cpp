#include "bots/search_budget.h"

namespace critter {
namespace {
// Reading the clock costs about as much as a cheap playout step; every 8th
// iteration keeps overshoot tiny without slowing short playouts.
constexpr int kClockStride = 8;
}

BudgetWatch::BudgetWatch(const SearchBudget& budget, const StopFlag* stop)
    : budget_(budget), stop_(stop), deadline_(std::chrono::steady_clock::now() + budget.time)
{
}

bool BudgetWatch::spent(int done)
{
    if (stopped() || done >= budget_.iterations)
        return true;
    if (budget_.time.count() > 0 && !timeUp_ && done % kClockStride == 0)
        timeUp_ = std::chrono::steady_clock::now() >= deadline_;
    return timeUp_;
}

bool BudgetWatch::stopped() const
{
    return stop_ != nullptr && stop_->load(std::memory_order_relaxed);
}

} // namespace critter
