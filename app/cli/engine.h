#pragma once
// What a playable game offers the subcommands, whatever its state type.
// The subcommands parse and print; a GameEngine (adapter_engine.h) plays.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace critter::cli {

// Trash Dash's race options; empty / 0 when not given.
struct GameOptions {
    QString track;
    int laps = 0;
    QString mode;
    QString cpu;   // trash-dash: the CPU racers' strength (issue 34); "" is standard
};

struct SimulateRequest {
    QStringList seats;          // seat kinds, in the order they were listed
    int games = 0;
    std::uint64_t seed = 0;
    GameOptions options;
    int searchIterations = 0;   // > 0: normal and hard search at most this many iterations, no time limit
};

// Every vector is one entry per listed seat, in the listed order.
struct SimulateResult {
    int games = 0;
    double seconds = 0;
    std::vector<double> wins;   // a shared win counts 1/k to each of k winners
    std::vector<double> meanScore;
    std::vector<double> meanDecisionMs;
    std::vector<double> medianDecisionMs;
    std::vector<double> maxDecisionMs;
    double meanTurns = 0;
    long long violations = 0;
    long long errors = 0;
    QStringList messages;       // the first few violations and errors, for stderr
    QStringList notes;          // e.g. a bot level played by a stand-in
};

struct BenchResult {
    long long games = 0;
    long long actions = 0;
    double seconds = 0;
    QString track;              // the track raced (trash-dash); empty for the card games
    QString error;              // a legal action refused, or a game that never ends
};

struct ReplayResult {
    bool ok = false;
    QString error;              // without the file name; the caller adds it
    QString text;
    QJsonObject json;
};

class NetSeatBot;   // netbot.h

class GameEngine {
public:
    virtual ~GameEngine() = default;
    virtual SimulateResult simulate(const SimulateRequest& request) const = 0;
    virtual BenchResult bench(double seconds, const GameOptions& options) const = 0;
    virtual ReplayResult replay(const QByteArray& file) const = 0;
    // A bot of this kind (random, easy, normal, hard) for a seat over the network.
    virtual std::unique_ptr<NetSeatBot> netBot(const QString& kind, std::uint64_t seed) const = 0;
};

} // namespace critter::cli
