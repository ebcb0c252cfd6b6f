#pragma once
// Trash Dash content as data (ruling TD-1): Action cards, Trash cards,
// characters and their abilities, CPU character cards, track tiles, the
// rulebook's tracks and the two dice. The files live in rules/data/trash-dash/
// and are compiled into the library (embedded_content.h), so nothing is read
// at run time; readContent() checks them and refuses bad data with a reason
// that names the file and the entry ("trash-cards.json: cards[2].copies: ...").
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace critter::td {

// Published component counts the data must add up to.
inline constexpr int kActionCards = 84;
inline constexpr int kTrashCards = 33;
inline constexpr int kCharacters = 6;
inline constexpr int kNumberedTiles = 16;
inline constexpr int kMaxActionKinds = 24;   // distinct Move/Attack/Scare combinations
inline constexpr int kMaxTrashKinds = 16;
inline constexpr int kDieFaces = 6;

struct ActionCardKind {
    std::string id;   // m<move>, m<move>a<attack> or m<move>s<scare>
    int move = 0;
    int attack = 0;
    int scare = 0;
    int copies = 0;
    friend bool operator==(const ActionCardKind&, const ActionCardKind&) = default;
};

// What a Trash card does; all zero / false is "nothing". A card's standard
// effect and its CPU Effect are both of this shape.
struct TrashEffect {
    int draw = 0;                  // Action cards drawn (hand racers only)
    int moveBonus = 0;             // added to this turn's Move
    int movePerOpponentAhead = 0;  // added per opponent ahead when played
    int attack = 0;                // on one opponent
    int scare = 0;                 // on one opponent
    bool gainScaredMove = false;   // the scared card's Move is added to this turn's Move
    bool invincible = false;       // until the start of the racer's next turn
    int attackPassed = 0;          // Attack each opponent moved through or onto this turn
    int move = 0;                  // with noActionCard: the Move instead of an Action card
    bool noActionCard = false;     // no Action card (nor CPU die) after this card
    bool targeted() const { return attack > 0 || scare > 0; }
    friend bool operator==(const TrashEffect&, const TrashEffect&) = default;
};

struct TrashCardKind {
    std::string id;
    std::string name;
    std::string text;
    std::string cpuText;
    int copies = 0;
    TrashEffect effect;
    std::optional<TrashEffect> cpu;   // the CPU Effect, when the card has one
    const TrashEffect& effectFor(bool cpuRacer) const { return cpuRacer && cpu ? *cpu : effect; }
    friend bool operator==(const TrashCardKind&, const TrashCardKind&) = default;
};

// Every ability the rules engine knows; a character side names one.
enum class Ability : std::uint8_t {
    Frantic,          // Aesop: draw after an opponent's Attack or Scare affects you
    Slippery,         // Aesop: Attacks on you are weaker by amount
    Scrappy,          // Chloe: Attacks stronger by amount within range (before moving)
    Territorial,      // Chloe: landing on opponents Attacks each of them
    Rummage,          // Flipp: after the end-of-turn draw, discard 1 to draw 1
    NestEgg,          // Flipp: Rest refills to amount
    TurboTail,        // Jet: Dash Move + amount (with a range: only for a pair of Move <= range)
    LuckyStreak,      // Jet: the first Dash reroll needs no discard
    FrighteningHiss,  // Madam Penelope: after a Scare, another opponent discards 1
    Opportunist,      // Madam Penelope: + amount Move per card her Scares discard (with a range: at most range cards a Scare)
    CraftyCritter,    // Winston: drawing a Trash card also draws an Action card
    DumpsterDiver,    // Winston: a Recycle Bin may be searched like a Trash Can
};
inline constexpr int kAbilities = 12;
std::string_view abilityId(Ability ability);
std::optional<Ability> abilityFromId(std::string_view id);

struct AbilityCard {
    Ability ability = Ability::Frantic;
    std::string name;
    std::string text;
    int amount = 0;
    int range = 0;
    friend bool operator==(const AbilityCard&, const AbilityCard&) = default;
};

// A CPU die face, or what a CPU character card's paw does.
struct CpuEffect {
    int move = 0;
    int attack = 0;
    int scare = 0;
    bool paw = false;        // die face only: resolve the CPU character card
    bool dashDie = false;    // card only: add a Dash die roll to the Move
    bool invincible = false; // card only: until the CPU's next turn
    bool drawTrash = false;  // card only: draw a Trash card face down if none held
    friend bool operator==(const CpuEffect&, const CpuEffect&) = default;
};

struct Character {
    std::string id;
    std::string name;
    std::string style;
    std::array<AbilityCard, 2> sides;   // side A, side B
    std::string cpuName;
    std::string cpuText;
    CpuEffect cpu;
    friend bool operator==(const Character&, const Character&) = default;
};

enum class SpaceKind : std::uint8_t { Plain, TrashCan, RecycleBin, Spill, Box };
inline constexpr int kSpaceKinds = 5;
std::string_view spaceKindId(SpaceKind kind);
std::optional<SpaceKind> spaceKindFromId(std::string_view id);

enum class TileRole : std::uint8_t { Start, Numbered, Turn };

struct TileSide {
    std::string id;    // "start-a", "turn-b", "5a", "12b"
    TileRole role = TileRole::Numbered;
    int number = 0;    // 1..16 for numbered tiles, 0 otherwise
    char side = 'a';   // 'a' or 'b'
    SpaceKind upper = SpaceKind::Plain;
    SpaceKind lower = SpaceKind::Plain;
    friend bool operator==(const TileSide&, const TileSide&) = default;
};

enum class Circuit : std::uint8_t { Uptown, Downtown };
std::string_view circuitId(Circuit circuit);
std::optional<Circuit> circuitFromId(std::string_view id);

// How strong the CPU racers play (issue 34): the rulebook's CPU module is
// the same at every strength; the CPU die and the paw's bonus are our own
// content (TD-1), so harder dice make harder racers. Standard is for
// newcomers; Tough and Champion for players who beat it (the reasons in
// docs/trash-dash-content.md).
enum class CpuStrength : std::uint8_t { Standard, Tough, Champion };
inline constexpr int kCpuStrengths = 3;
std::string_view cpuStrengthId(CpuStrength strength);
std::optional<CpuStrength> cpuStrengthFromId(std::string_view id);

struct TrackInfo {
    std::string id;     // kebab case, e.g. "bin-bandit-boulevard"
    std::string name;
    std::string text;
    std::string character;
    Circuit circuit = Circuit::Uptown;
    int laps = 1;
    std::vector<std::string> tiles;   // tile side ids, Start first, Turn last
    friend bool operator==(const TrackInfo&, const TrackInfo&) = default;
};

struct Content {
    std::vector<ActionCardKind> actionCards;
    std::vector<TrashCardKind> trashCards;
    std::vector<Character> characters;
    std::vector<TileSide> tiles;
    std::vector<TrackInfo> tracks;
    std::array<int, kDieFaces> dashDie{};
    std::array<CpuEffect, kDieFaces> cpuDie{};   // the Standard die
    // Each strength's die (Standard's is cpuDie) and the Move its paw adds
    // to a CPU character card.
    std::array<std::array<CpuEffect, kDieFaces>, kCpuStrengths> cpuDice{};
    std::array<int, kCpuStrengths> pawMove{};

    int actionKind(std::string_view id) const;     // -1 when unknown
    int trashKind(std::string_view id) const;      // -1 when unknown
    int character(std::string_view id) const;      // -1 when unknown
    const TileSide* tile(std::string_view id) const;
    const TrackInfo* track(std::string_view id) const;
    // The circuit's three tracks in race order.
    std::vector<const TrackInfo*> circuitTracks(Circuit circuit) const;
    // Its track for race 0, 1, 2 (nullptr past the last), without a list.
    const TrackInfo* circuitTrack(Circuit circuit, int race) const;
    friend bool operator==(const Content&, const Content&) = default;
};

// The texts of the six data files, by file name.
struct ContentFiles {
    std::string actionCards;   // action-cards.json
    std::string trashCards;    // trash-cards.json
    std::string characters;    // characters.json
    std::string tiles;         // tiles.json
    std::string tracks;        // tracks.json
    std::string dice;          // dice.json
};

struct ContentRead {
    bool ok = false;
    std::string error;   // "<file>: <field>: <why>"
    Content content;
};

// Reads and checks all six files; never throws.
ContentRead readContent(const ContentFiles& files);

// The files compiled into the library.
const ContentFiles& embeddedContentFiles();

namespace detail {
const Content& readEmbeddedContent();   // once; content() is the way in
}

// The built-in content, read once from the embedded files (a broken build
// aborts with the reader's reason; the tests read it first). Inline: the
// rules look up cards and abilities at every step.
inline const Content& content()
{
    static const Content& built = detail::readEmbeddedContent();
    return built;
}

} // namespace critter::td
