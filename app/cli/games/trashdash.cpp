// Trash Dash in critter-cli: the adapter around rules/trashdash.
// --track NAME|random picks one of the rulebook's six tracks (kebab-case ids)
// or a randomized track (the rulebook's "randomized track": random tiles,
// the recommended laps); --laps 1-4 overrides the track's laps (TD-2);
// --mode tournament races the three tracks of the named track's circuit
// (random: a circuit drawn from the game's seed). A seat "cpu" is a racer
// of the CPU module: the rules run it and never ask its seat (TD-19 needs
// one racer that is not a CPU). Each game deals the racers random distinct
// characters and sides from its seed, so a long simulation covers them all.

#include <algorithm>
#include <string_view>

#include "adapter_engine.h"
#include "game_file_load.h"
#include "bots/trashdash/bot_traits.h"
#include "games/games.h"
#include "seat_bots.h"
#include "trashdash/describe.h"
#include "trashdash/notation.h"
#include "trashdash/save.h"
#include "trashdash/state.h"

namespace critter::cli {
namespace {

inline constexpr std::uint64_t kRacerSalt = 0x7d5a11ce5eedULL;   // racers and track apart from the race's own Rng

QStringList trackIds()
{
    QStringList ids;
    for (const td::TrackInfo& t : td::content().tracks)
        ids << QString::fromStdString(t.id);
    return ids;
}

// Distinct random characters and sides; cpu[i] says which racers are CPUs.
std::vector<td::RacerSetup> randomRacers(const std::vector<bool>& cpu, Rng& rng)
{
    std::vector<int> characters(td::content().characters.size());
    for (std::size_t i = 0; i < characters.size(); ++i)
        characters[i] = static_cast<int>(i);
    for (std::size_t i = characters.size(); i > 1; --i)
        std::swap(characters[i - 1], characters[rng.below(static_cast<std::uint32_t>(i))]);
    std::vector<td::RacerSetup> racers;
    for (std::size_t i = 0; i < cpu.size(); ++i)
        racers.push_back({characters[i], static_cast<int>(rng.below(2)), cpu[i]});
    return racers;
}

td::Setup raceSetupOnTrack(const std::vector<bool>& cpu, std::uint64_t seed, const GameOptions& options)
{
    Rng rng(seed ^ kRacerSalt);
    std::vector<td::RacerSetup> racers = randomRacers(cpu, rng);
    const std::string track = options.track.isEmpty() ? std::string("random") : options.track.toStdString();
    if (options.mode == "tournament") {
        const td::TrackInfo* info = td::content().track(track);
        const td::Circuit circuit = info ? info->circuit : rng.below(2) == 0 ? td::Circuit::Uptown : td::Circuit::Downtown;
        return td::tournamentSetup(circuit, std::move(racers), seed);
    }
    if (track == "random") {
        td::Setup setup = td::customSetup(td::randomTrackTiles(td::content(), rng), std::move(racers), seed, options.laps);
        setup.track = "random";
        return setup;
    }
    return td::standardSetup(track, std::move(racers), seed, options.laps);
}

td::Setup raceSetup(const std::vector<bool>& cpu, std::uint64_t seed, const GameOptions& options)
{
    td::Setup setup = raceSetupOnTrack(cpu, seed, options);
    setup.cpu = td::cpuStrengthFromId(options.cpu.toStdString()).value_or(td::CpuStrength::Standard);
    return setup;
}

// The race so far as the table saw it, one line per event (a pawn's steps
// folded into where it stopped), for `replay`'s text.
std::string raceLog(const td::State& state)
{
    std::vector<Event> events;
    td::State again(state.history().setup, &events);   // the deal and the first turn
    for (const Action& action : state.history().actions)
        if (!again.apply(action, &events))
            break;
    std::string out;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        const auto sameNext = [&](td::EventType type) {
            return e.type == static_cast<int>(type) && i + 1 < events.size() && events[i + 1].type == e.type &&
                events[i + 1].seat == e.seat;
        };
        if (sameNext(td::EventType::Stepped) && events[i + 1].c == e.c)
            continue;
        if (sameNext(td::EventType::CardDrawn)) {   // hidden draws in a row: "draws 5 cards"
            std::size_t n = 1;
            while (i + n < events.size() && events[i + n].type == e.type && events[i + n].seat == e.seat)
                ++n;
            out += "Player " + std::to_string(e.seat + 1) + " draws " + std::to_string(n) + " cards\n";
            i += n - 1;
            continue;
        }
        out += td::describeEvent(e, kNoSeat) + "\n";
    }
    return out;
}

struct TrashDashAdapter {
    using State = td::State;
    static_assert(BotTraits<State>::kTuned, "include bots/trashdash/bot_traits.h for the game's own bots");
    static constexpr int kBenchPlayers = 4;

    static td::Setup makeSetup(int players, std::uint64_t seed, const GameOptions& options)
    {
        return raceSetup(std::vector<bool>(static_cast<std::size_t>(players), false), seed, options);
    }

    // Seats in table order: "cpu" seats race as CPUs.
    static td::Setup makeTableSetup(const QStringList& tableSeats, std::uint64_t seed, const GameOptions& options)
    {
        std::vector<bool> cpu;
        for (const QString& seat : tableSeats)
            cpu.push_back(seat == QLatin1String("cpu"));
        return raceSetup(cpu, seed, options);
    }

    static SeatBot<State> makeBot(const QString& seat, int searchIterations)
    {
        if (seat == QLatin1String("cpu")) // the rules play a CPU racer and never ask its seat
            return {std::make_unique<RandomBot<State>>(), {}};
        return levelBot<State>("trash-dash", seat, searchIterations);
    }

    // The bench races the performance target's track (issue 15: Bin Bandit
    // Boulevard, 4 racers) unless --track names another.
    static GameOptions benchOptions(GameOptions options)
    {
        if (options.track.isEmpty())
            options.track = QStringLiteral("bin-bandit-boulevard");
        return options;
    }

    static int turns(const State& state) { return state.pub().turnNumber; }

    static QString actionText(const State&, const Action& action)
    {
        return QString::fromStdString(td::toNotation(action));
    }

    static QString text(const State& state)
    {
        return QString::fromStdString(raceLog(state) + td::describeState(state));
    }

    static QJsonObject json(const State& state)
    {
        return toJsonObject(td::stateJson(state));
    }

    static std::optional<History<td::Setup>> load(const QByteArray& file, QString& why)
    {
        return loadHistoryFile<State>(file, why);
    }
};

} // namespace

std::shared_ptr<const GameEngine> trashDashEngine()
{
    return makeEngine<TrashDashAdapter>();
}

QString trashDashOptionsProblem(const GameOptions& options)
{
    const QStringList tracks = trackIds();
    if (!options.track.isEmpty() && options.track != QLatin1String("random") && !tracks.contains(options.track))
        return "--track: unknown track '" + options.track + "' (random, " + tracks.join(", ") + ")";
    if (options.mode == QLatin1String("tournament") && options.laps != 0)
        return "--laps: a tournament races each track's own laps; leave --laps out with --mode tournament";
    if (!options.cpu.isEmpty() && !td::cpuStrengthFromId(options.cpu.toStdString()))
        return "--cpu: expected standard, tough or champion, got '" + options.cpu + "'";
    return {};
}

QString trashDashSeatsProblem(const QStringList& seats)
{
    if (seats.size() < td::kMinRacers)
        return "--seats: a trash-dash race needs at least " + QString::number(td::kMinRacers) + " racers, got " +
            QString::number(seats.size());
    // TD-19: the CPU module adds CPU racers to people and bots; a race of CPUs only has nobody to play it.
    if (std::all_of(seats.begin(), seats.end(), [](const QString& s) { return s == QLatin1String("cpu"); }))
        return "--seats: trash-dash needs at least one racer that is not cpu (the CPU module joins people and bots)";
    return {};
}

} // namespace critter::cli
