#pragma once
// One seat's decision times over a simulate run: the mean and the worst of
// every decision, and the median of a uniform sample of at most kKept of
// them (Algorithm R), so a million-game soak holds constant memory while a
// run of a few thousand decisions keeps them all and its median is exact.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/rng.h"

namespace critter::cli {

class DecisionTimes {
public:
    static constexpr std::size_t kKept = 100000;

    void add(double ms)
    {
        ++count_;
        sum_ += ms;
        worst_ = std::max(worst_, ms);
        if (kept_.size() < kKept)
            kept_.push_back(ms);
        else if (const std::uint64_t slot = pick_.next() % count_; slot < kKept)
            kept_[static_cast<std::size_t>(slot)] = ms;
    }

    long long count() const { return static_cast<long long>(count_); }
    double mean() const { return count_ > 0 ? sum_ / static_cast<double>(count_) : 0.0; }
    double worst() const { return worst_; }

    // The middle value; with an even count, the mean of the two middle ones.
    double median() const
    {
        if (kept_.empty())
            return 0.0;
        std::vector<double> sorted = kept_;
        std::sort(sorted.begin(), sorted.end());
        const std::size_t mid = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
    }

private:
    std::uint64_t count_ = 0;
    double sum_ = 0.0;
    double worst_ = 0.0;
    std::vector<double> kept_;
    // Its own generator, fixed: which times are kept never touches the games' dice.
    Rng pick_{0x5eed0fdec1510e5ULL};
};

} // namespace critter::cli
