#pragma once
// Strict parsing of critter-cli's arguments (docs/cli.md). Anything wrong is
// a UsageError: one line that names the argument and says why (exit 2).
#include <QString>
#include <QStringList>

#include "engine.h"
#include "registry.h"

namespace critter::cli {

enum class Command { Help, Version, Simulate, Replay, Bench };

struct Arguments {
    Command command = Command::Help;
    const GameInfo* game = nullptr;   // simulate, bench
    SimulateRequest simulate;
    double seconds = 3.0;             // bench
    QString file;                     // replay
    bool json = false;
    GameOptions benchOptions;         // bench: trash-dash's --track, --laps
};

struct UsageError {
    QString message;                  // e.g. "--games: expected a positive whole number, got 'x'"
};

// Throws UsageError.
Arguments parseArguments(const QStringList& args);

} // namespace critter::cli
