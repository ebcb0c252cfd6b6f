#pragma once
// Bots shared by every game. A bot decides from its own observation only:
// it is handed the seat's Observation and legal actions, never the state.
// To look ahead it samples whole worlds with S::sampleWorld(observation).
#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace critter {

enum class BotLevel { Random, Easy, Normal, Hard };

std::string_view botLevelName(BotLevel level);
std::optional<BotLevel> parseBotLevel(std::string_view name);

// A cooperative stop flag: the app sets it to cancel a thinking bot, which
// then returns its best action so far (or any legal one) promptly.
using StopFlag = std::atomic<bool>;

// Why a bot chose what it did, for the Hint button: a searching bot fills it
// from its last choose(); the others leave it unsearched.
struct BotReason {
    bool searched = false;         // false: a rule of thumb, or nothing to weigh
    double chosenValue = 0.0;      // the chooser's estimated share of a win with the move, [0, 1]
    std::uint32_t looks = 0;       // look-ahead games that began with the move
    std::optional<Action> runnerUp; // the next most tried move, if any was tried
    double runnerUpValue = 0.0;
    std::size_t legalMoves = 0;    // how many moves there were to choose from (the caller fills it)
};

template <GameState S>
class Bot {
public:
    virtual ~Bot() = default;
    // legal is never empty; the result must be one of legal.
    virtual Action choose(const typename S::Observation& seen, const std::vector<Action>& legal,
                          Rng& rng, const StopFlag* stop = nullptr) = 0;
    // Why the last choose() chose as it did.
    virtual BotReason lastReason() const { return {}; }
};

// Uniform over the legal actions.
template <GameState S>
class RandomBot final : public Bot<S> {
public:
    Action choose(const typename S::Observation&, const std::vector<Action>& legal, Rng& rng,
                  const StopFlag* = nullptr) override
    {
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    }
};

} // namespace critter
