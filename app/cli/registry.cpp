#include "registry.h"

#include <algorithm>

#include "games/games.h"

namespace critter::cli {
namespace {

const QStringList kBotSeats{"random", "easy", "normal", "hard"};

std::vector<GameInfo>& table()
{
    // Seat limits from GAME-FACTS.md; Trash Dash counts CPU racers as seats.
    static std::vector<GameInfo> list{
        {"trash-pandas", 2, 4, kBotSeats, false, trashPandasEngine(), {}},
        {"panda-panda", 2, 4, kBotSeats, false, pandaPandaEngine(), {}},
        {"trash-dash", 1, 6, kBotSeats + QStringList{"cpu"}, true, nullptr, {}},
    };
    return list;
}

} // namespace

QStringList allSeatKinds()
{
    return kBotSeats + QStringList{"cpu"};
}

const std::vector<GameInfo>& games()
{
    return table();
}

QStringList gameNames()
{
    QStringList names;
    for (const GameInfo& info : table())
        names << info.name;
    return names;
}

const GameInfo* findGame(const QString& name)
{
    const auto& list = table();
    auto it = std::find_if(list.begin(), list.end(), [&](const GameInfo& g) { return g.name == name; });
    return it == list.end() ? nullptr : &*it;
}

void registerGame(GameInfo info)
{
    auto& list = table();
    auto it = std::find_if(list.begin(), list.end(), [&](const GameInfo& g) { return g.name == info.name; });
    if (it != list.end())
        *it = std::move(info);
    else
        list.push_back(std::move(info));
}

} // namespace critter::cli
