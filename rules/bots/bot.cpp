#include "bots/bot.h"

#include <array>

namespace critter {
namespace {
constexpr std::array<std::string_view, 4> kNames{"random", "easy", "normal", "hard"};
}

std::string_view botLevelName(BotLevel level)
{
    return kNames[static_cast<std::size_t>(level)];
}

std::optional<BotLevel> parseBotLevel(std::string_view name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return static_cast<BotLevel>(i);
    return std::nullopt;
}

} // namespace critter
