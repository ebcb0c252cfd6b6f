#pragma once
// Strict parsing of critter-cli's arguments (docs/cli.md). Anything wrong is
// a UsageError: one line that names the argument and says why (exit 2).
#include <QString>
#include <QStringList>

#include "engine.h"
#include "registry.h"

namespace critter::cli {

enum class Command { Help, Version, Simulate, Replay, Bench, Join, Netplay, Ladder };

// join and netplay: bots in network seats.
struct NetRequest {
    QString address;            // host:port, ws://host:port or wss://host:port
    QString code;               // join: the table's code
    QString seatKind = "normal";
    QString name = "Bot";
    int seat = -1;              // join: the seat wanted (-1: any open one)
    int players = 4;            // netplay: seats at each table
    int games = 1;              // netplay: games in all
    int tables = 1;             // netplay: tables at once
    int paceMs = 0;             // netplay: each bot waits this long before it answers
    bool lean = false;          // netplay: LeanSeat stands in for each screen (a benchmark's load)
    int timeoutSeconds = 600;
};

struct Arguments {
    Command command = Command::Help;
    const GameInfo* game = nullptr;   // simulate, bench
    SimulateRequest simulate;         // simulate; ladder: games, seed, options, iterations
    double seconds = 3.0;             // bench
    QString file;                     // replay
    bool json = false;
    GameOptions benchOptions;         // bench: trash-dash's --track, --laps
    NetRequest net;                   // join, netplay
    int ladderPlayers = 2;            // ladder: the table size
};

struct UsageError {
    QString message;                  // e.g. "--games: expected a positive whole number, got 'x'"
};

// Throws UsageError.
Arguments parseArguments(const QStringList& args);

} // namespace critter::cli
