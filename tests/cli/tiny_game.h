#pragma once
// A tiny game for testing critter-cli without a real game: the seat to move
// first grabs the only token and wins. So wins show exactly who started
// each game, which is what turn-order rotation is about. Flawed variants
// make the checks fire: Tie (everyone wins), Broken (an invariant fails),
// Leaks (the observation shows a hidden number), and the "hard" seat is a bot that answers with an illegal action.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "adapter.h"

namespace tiny {

using namespace critter;

enum class Variant { Plain, Tie, Broken, Leaks };

template <Variant V>
struct State {
    struct Setup {
        int players = 2;
        std::uint64_t seed = 0;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    struct Observation {
        int players = 2;
        bool over = false;
        int secret = 0;
        friend bool operator==(const Observation&, const Observation&) = default;
    };
    enum Type { Grab, TypeCount };
    static constexpr int kActionTypeCount = TypeCount;

    explicit State(const Setup& setup) : secret_(static_cast<int>(setup.seed % 1000) + 1)
    {
        history_.setup = setup;
    }

    int players() const { return history_.setup.players; }
    Seat currentSeat() const { return over_ ? kNoSeat : 0; }
    bool isOver() const { return over_; }
    void legalActions(std::vector<Action>& out) const
    {
        if (!over_)
            out.push_back({Grab});
    }
    ApplyResult apply(const Action& action, std::vector<Event>*)
    {
        if (over_)
            return ApplyResult::refuse("the game is over");
        if (action != Action{Grab})
            return ApplyResult::refuse("only Grab is legal");
        over_ = true;
        history_.actions.push_back(action);
        return ApplyResult::success();
    }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat) const { return {players(), over_, V == Variant::Leaks ? secret_ : 0}; }
    static State sampleWorld(const Observation& seen, Rng&)
    {
        State world(Setup{seen.players, 0});
        world.secret_ = 0; // hidden: a sampled world cannot know it
        world.over_ = seen.over;
        return world;
    }
    std::string checkInvariants() const { return V == Variant::Broken && over_ ? "the token vanished" : ""; }
    std::vector<int> scores() const
    {
        std::vector<int> s(static_cast<std::size_t>(players()), V == Variant::Tie ? 1 : 0);
        if (!s.empty()) // always true; tells GCC 12 at -O3 that s[0] exists
            s.front() = 1;
        return s;
    }
    std::vector<Seat> winners() const
    {
        if (V != Variant::Tie)
            return {0};
        std::vector<Seat> all;
        for (Seat s = 0; s < players(); ++s)
            all.push_back(s);
        return all;
    }
    friend bool operator==(const State&, const State&) = default;

private:
    History<Setup> history_;
    bool over_ = false;
    int secret_ = 0;
};

template <Variant V>
class IllegalBot final : public Bot<State<V>> {
public:
    Action choose(const typename State<V>::Observation&, const std::vector<Action>&, Rng&,
                  const StopFlag* = nullptr) override
    {
        return {99};
    }
};

template <Variant V>
struct Adapter {
    using State = tiny::State<V>;
    static constexpr int kBenchPlayers = 3;

    static typename State::Setup makeSetup(int players, std::uint64_t seed, const critter::cli::GameOptions&)
    {
        return {players, seed};
    }
    static critter::cli::SeatBot<State> makeBot(const QString& seat, int /*searchIterations*/)
    {
        if (seat == "hard")
            return {std::make_unique<IllegalBot<V>>(), {}};
        return {std::make_unique<RandomBot<State>>(), "tiny plays " + seat + " as random"};
    }
    static QString text(const State& state) { return state.isOver() ? "grabbed\n" : "waiting\n"; }
    static QJsonObject json(const State& state) { return {{"grabbed", state.isOver()}}; }
    // {"game": "...", "players": N, "actions": [type, ...]}
    static std::optional<History<typename State::Setup>> load(const QByteArray& file, QString& why)
    {
        const QJsonObject root = QJsonDocument::fromJson(file).object();
        if (!root.value("players").isDouble()) {
            why = "no \"players\"";
            return std::nullopt;
        }
        History<typename State::Setup> history;
        history.setup.players = root.value("players").toInt();
        for (const QJsonValue action : root.value("actions").toArray())
            history.actions.push_back({action.toInt()});
        return history;
    }
};

} // namespace tiny
