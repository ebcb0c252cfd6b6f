#pragma once
// What a game supplies to plug into critter-cli: one small struct of static
// functions around its GameState. The generic engine does the rest.
//
//   struct MyGameAdapter {
//       using State = my::State;                    // a critter::GameState
//       static constexpr int kBenchPlayers = 4;     // table size for bench
//       static State::Setup makeSetup(int players, std::uint64_t seed, const GameOptions&);
//       static SeatBot<State> makeBot(const QString& seat, int searchIterations);
//                                                   // easy/normal/hard (levelBot<State> in seat_bots.h),
//                                                   // cpu ...; "random" is generic; searchIterations > 0
//                                                   // caps the search levels (simulate --iterations)
//       static QString text(const State&);          // final state, readable
//       static QJsonObject json(const State&);      // final state, as data
//       static std::optional<History<State::Setup>> load(const QByteArray& file, QString& why);
//       // optional: static State::Setup makeTableSetup(const QStringList& tableSeats, seed, options);
//       //           seats in this game's table order, for seat kinds the rules must know (Trash Dash's cpu)
//       // optional: static int turns(const State&);  (default: actions taken)
//       // optional: static QString actionText(const State&, const Action&); (default: toDebugString)
//   };
//
// Then games/<game>.cpp returns makeEngine<MyGameAdapter>() (adapter_engine.h)
// and registry.cpp lists it with its seat limits and seat kinds.
#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <concepts>
#include <cstdint>
#include <memory>
#include <optional>

#include "bots/bot.h"
#include "core/game.h"
#include "engine.h"

namespace critter::cli {

// A bot for one seat; note says so when a level is played by a stand-in.
template <GameState S>
struct SeatBot {
    std::unique_ptr<Bot<S>> bot;
    QString note;
};

template <class A>
concept GameAdapter = GameState<typename A::State> &&
    requires(const typename A::State& state, const QByteArray& file, QString& why,
             const GameOptions& options, const QString& seat) {
        { A::kBenchPlayers } -> std::convertible_to<int>;
        { A::makeSetup(2, std::uint64_t{1}, options) } -> std::same_as<typename A::State::Setup>;
        { A::makeBot(seat, 1) } -> std::same_as<SeatBot<typename A::State>>;
        { A::text(state) } -> std::convertible_to<QString>;
        { A::json(state) } -> std::convertible_to<QJsonObject>;
        { A::load(file, why) } -> std::same_as<std::optional<History<typename A::State::Setup>>>;
    };

template <GameAdapter A>
SeatBot<typename A::State> makeSeatBot(const QString& seat, int searchIterations = 0)
{
    if (seat == "random")
        return {std::make_unique<RandomBot<typename A::State>>(), {}};
    return A::makeBot(seat, searchIterations);
}

template <GameAdapter A>
int turnsOf(const typename A::State& state)
{
    if constexpr (requires { { A::turns(state) } -> std::convertible_to<int>; })
        return A::turns(state);
    else
        return static_cast<int>(state.history().actions.size());
}

template <GameAdapter A>
QString actionTextOf(const typename A::State& state, const Action& action)
{
    if constexpr (requires { { A::actionText(state, action) } -> std::convertible_to<QString>; })
        return A::actionText(state, action);
    else
        return QString::fromStdString(toDebugString(action));
}

} // namespace critter::cli
