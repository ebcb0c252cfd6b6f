#include "registry.h"

#include <algorithm>

#include "games/games.h"
#include "registry/gameregistry.h"

namespace critter::cli {
namespace {

// critter-cli's own part of a game: its engine, keyed by the registry's id.
// A game without one here is listed but says it is not playable yet.
std::shared_ptr<const GameEngine> engineFor(const QString& id)
{
    if (id == QLatin1String("trash-pandas"))
        return trashPandasEngine();
    if (id == QLatin1String("panda-panda"))
        return pandaPandaEngine();
    if (id == QLatin1String("trash-dash"))
        return trashDashEngine();
    return nullptr;
}

// A seat on the command line is a bot level, or "cpu" where the game has CPU
// racers; a person never sits at a headless table.
QStringList cliSeats(const registry::Game& game)
{
    QStringList seats;
    if (game.seatKinds.contains(QStringLiteral("bot")))
        seats << game.botLevels;
    if (game.allowsCpu())
        seats << QStringLiteral("cpu");
    return seats;
}

std::vector<GameInfo>& table()
{
    // Seat counts and kinds from the one registry (app/registry); the number
    // of seats is the number of players (Trash Dash: 1-6, CPU racers count).
    static std::vector<GameInfo> list = [] {
        std::vector<GameInfo> infos;
        for (const registry::Game& game : registry::games()) {
            GameInfo info{game.id, game.minPlayers, game.maxPlayers, cliSeats(game), !game.options.isEmpty(),
                          engineFor(game.id), {}, {}};
            if (game.id == QLatin1String("trash-dash")) {
                info.checkOptions = trashDashOptionsProblem;
                info.checkSeats = trashDashSeatsProblem;
            }
            infos.push_back(std::move(info));
        }
        return infos;
    }();
    return list;
}

} // namespace

QStringList allSeatKinds()
{
    QStringList kinds;
    for (const registry::Game& game : registry::games())
        for (const QString& seat : cliSeats(game))
            if (!kinds.contains(seat))
                kinds << seat;
    return kinds;
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
