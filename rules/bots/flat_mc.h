#pragma once
// FlatMcBot: flat Monte Carlo, a middle level between random and IS-MCTS.
// Each legal action is tried in turn (round-robin, so a stopped search is
// still balanced) in a freshly sampled world and played out; the action with
// the best mean value for the bot's seat wins. It sees only its observation.
#include <cstddef>

#include "bots/bot.h"
#include "bots/search_budget.h"
#include "bots/search_policy.h"

namespace critter {

struct FlatMcOptions {
    SearchBudget budget{200, {}}; // total playouts, spread over the actions
};

template <GameState S>
class FlatMcBot final : public Bot<S> {
public:
    explicit FlatMcBot(FlatMcOptions options = {}, SearchPolicies<S> policies = {})
        : options_(options), policies_(policies.resolved()) {}

    Action choose(const typename S::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* stop = nullptr) override
    {
        filterRoot<S>(seen, legal, policies_.filter, sensible_); // no silly move is tried
        return chooseAmong(seen, sensible_, rng, stop);
    }

private:
    Action chooseAmong(const typename S::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                       const StopFlag* stop)
    {
        if (legal.size() == 1) // one move, or the filter left one
            return legal.front();
        totals_.assign(legal.size(), 0.0);
        counts_.assign(legal.size(), 0);
        BudgetWatch watch(options_.budget, stop);
        for (int done = 0; !watch.spent(done); ++done) {
            const std::size_t i = static_cast<std::size_t>(done) % legal.size();
            S world = policies_.sample(seen, rng);
            const Seat me = world.currentSeat();
            if (me == kNoSeat || !world.apply(legal[i], nullptr))
                continue; // a world the rules disagree with teaches nothing
            playOut(world, policies_, rng, scratch_, values_);
            totals_[i] += values_[static_cast<std::size_t>(me)];
            ++counts_[i];
        }
        // Best mean; unplayed actions count as 0; ties by reservoir sampling.
        auto mean = [&](std::size_t i) { return counts_[i] > 0 ? totals_[i] / counts_[i] : 0.0; };
        std::size_t best = 0;
        std::uint32_t ties = 1;
        for (std::size_t i = 1; i < legal.size(); ++i) {
            if (mean(i) > mean(best)) {
                best = i;
                ties = 1;
            } else if (mean(i) == mean(best) && rng.below(++ties) == 0) {
                best = i;
            }
        }
        return legal[best];
    }

    FlatMcOptions options_;
    SearchPolicies<S> policies_;
    std::vector<double> totals_;
    std::vector<int> counts_;
    std::vector<Action> scratch_;
    std::vector<double> values_;
    std::vector<Action> sensible_;
};

} // namespace critter
