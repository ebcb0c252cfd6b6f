// Panda Panda in critter-cli: the adapter around rules/pandapanda.

#include <string_view>

#include "adapter_engine.h"
#include "game_file_load.h"
#include "bots/pandapanda/bot_traits.h"
#include "games/games.h"
#include "pandapanda/notation.h"
#include "pandapanda/save.h"
#include "pandapanda/state.h"
#include "seat_bots.h"

namespace critter::cli {
namespace {

struct PandaPandaAdapter {
    using State = pp::State;
    static_assert(BotTraits<State>::kTuned, "include bots/pandapanda/bot_traits.h for the game's own bots");
    static constexpr int kBenchPlayers = pp::kMaxPlayers;

    static pp::Setup makeSetup(int players, std::uint64_t seed, const GameOptions&)
    {
        pp::Setup setup;
        setup.players = players;
        setup.seed = seed;
        return setup;
    }

    static SeatBot<State> makeBot(const QString& seat, int searchIterations)
    {
        return levelBot<State>("panda-panda", seat, searchIterations);
    }

    static int turns(const State& state) { return state.turnNumber(); }

    static QString actionText(const State&, const Action& action)
    {
        return QString::fromStdString(pp::toNotation(action));
    }

    // The rules' own renderings, so replays, tools and tests describe a
    // state the same way.
    static QString text(const State& state) { return QString::fromStdString(pp::describeState(state)); }

    static QJsonObject json(const State& state)
    {
        return toJsonObject(pp::stateJson(state));
    }

    static std::optional<History<pp::Setup>> load(const QByteArray& file, QString& why)
    {
        return loadHistoryFile<State>(file, why);
    }
};

} // namespace

std::shared_ptr<const GameEngine> pandaPandaEngine()
{
    return makeEngine<PandaPandaAdapter>();
}

} // namespace critter::cli
