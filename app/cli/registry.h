#pragma once
// The games critter-cli knows, keyed by their CLI name: seat counts and seat
// kinds come from the one game registry (app/registry), the engines from
// app/cli/games. A game is listed before it is playable: its seat limits are
// checked either way, and a game without an engine yet says so instead of
// pretending.
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

#include "engine.h"

namespace critter::cli {

struct GameInfo {
    QString name;                   // "trash-pandas"
    int minSeats = 2;
    int maxSeats = 4;
    QStringList seatKinds;          // allowed seat names for this game
    bool raceOptions = false;       // --track, --laps, --mode apply
    std::shared_ptr<const GameEngine> engine; // null: not playable yet
    // The game's own check of --track/--laps/--mode (a track name, say):
    // empty when fine, else the whole message, "--track: unknown track 'x' (...)".
    std::function<QString(const GameOptions&)> checkOptions;
    // The game's own check of the seat list beyond kinds and count limits
    // (Trash Dash: two racers, not all of them CPUs): empty when fine.
    std::function<QString(const QStringList&)> checkSeats;
};

// Every seat name any game accepts, for messages.
QStringList allSeatKinds();

const std::vector<GameInfo>& games();
QStringList gameNames();
const GameInfo* findGame(const QString& name);

// Adds a game or replaces the one of the same name (tests register a tiny game).
void registerGame(GameInfo info);

} // namespace critter::cli
