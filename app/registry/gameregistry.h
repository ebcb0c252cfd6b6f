#pragma once
// The one table of games: what Home, Setup, the Rules screen and critter-cli
// know about each game. Plain data, Qt Core only (no QML, no rules engine):
// critter-cli adds its engines by id, the window wraps it for QML
// (qmlgameregistry.h).
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace critter::registry {

// The context every game text is translated in (QT_TRANSLATE_NOOP in the .cpp).
inline constexpr const char* kTextContext = "GameRegistry";

// A game option a table or critter-cli may set, e.g. Trash Dash's laps.
struct GameOption {
    QString key;            // "track", "laps", "mode"
    QStringList choices;    // the allowed words (empty for a number range)
    int min = 0;            // a number range when choices is empty
    int max = 0;
    QString defaultValue;   // "random", "standard"; empty: the game decides (laps: the track's own)
};

struct Game {
    QString id;             // "trash-pandas": the CLI name, the save files' "game"
    // Untranslated English (QT_TRANSLATE_NOOP); use the translated accessors below.
    const char* titleSource = "";
    const char* playersSource = "";
    const char* minutesSource = "";
    const char* pitchSource = "";
    // Players are people and bots. Trash Dash also seats CPU racers: a race
    // needs minRacers racers in all, so one person races CPU racers.
    int minPlayers = 2;
    int maxPlayers = 4;
    int minRacers = 0;      // 0: the game has no racers beyond its players
    QStringList seatKinds;  // "person", "bot", and "cpu" where CPU racers exist
    QStringList botLevels;  // "random", "easy", "normal", "hard"
    QList<GameOption> options;
    QString rulesPage;      // QML file in the CritterTable module, "rules/TrashPandasRules.qml"
    QString art;            // resources/art/<art>.svg
    bool playable = false;  // false: listed, but its table or rules do not exist yet

    QString title() const;   // translated now (follows a language switch)
    QString players() const;
    QString minutes() const;
    QString pitch() const;

    bool allowsCpu() const { return seatKinds.contains(QStringLiteral("cpu")); }
    // Seats at a table (players plus CPU racers): at least a race's worth.
    int minSeats() const { return qMax(minPlayers, minRacers); }
    int maxSeats() const { return maxPlayers; }
    const GameOption* option(const QString& key) const;
    // The kind of a seat Setup adds: a CPU racer where the game has them, a bot elsewhere.
    QString newSeatKind() const { return allowsCpu() ? QStringLiteral("cpu") : QStringLiteral("bot"); }
    // A new table's seats as Setup starts it (and the lab's new-table screen):
    // a person, then new seats up to `count` (at least minSeats, at most
    // maxSeats), each [{name: "" (the table names it), kind, level}].
    QVariantList defaultSeats(int count) const;
};

// The level a new bot seat starts at.
inline constexpr const char* kDefaultBotLevel = "normal";

// The three games, in the order Home shows them.
const QList<Game>& games();
// nullptr for an unknown id.
const Game* findGame(const QString& id);
QStringList gameIds();

// Every bot level, weakest first ("random" plays any legal move).
QStringList botLevels();

} // namespace critter::registry
