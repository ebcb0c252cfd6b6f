#pragma once
// The track as a loop of spaces. With n tiles (Start first, Turn last) there
// are 2n spaces: space 0..n-1 are the upper spaces from Start to Turn, space
// n..2n-1 the lower spaces from Turn back to Start. Moving forward from the
// last space (Start's lower space) onto space 0 crosses Start's dotted line
// and completes a lap; a racer is never moved backward across that line
// (it stops on space 0 instead). A racer's progress, laps * 2n + space,
// ranks the racers: laps first, then distance.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.h"
#include "trashdash/content.h"

namespace critter::td {

inline constexpr int kMinTiles = 5;    // counting Start and Turn (Back Alley Blitz)
inline constexpr int kMaxTiles = 12;   // counting Start and Turn (Feisty Feral Frenzy)
inline constexpr int kMaxSpaces = 2 * kMaxTiles;
// GAME-FACTS: a race runs 1 to 4 laps (TD-2); 4 is also the most the
// rulebook's recommendation table ever gives.
inline constexpr int kMaxLaps = 4;

// Empty when the tile list makes a track; otherwise why not (TD-2): 5 to 12 tiles,
// a Start side first, a Turn side last, numbered tiles between (3 to 10), each
// numbered tile at most once (one side of it), every id known.
std::string checkTrackTiles(const Content& content, const std::vector<std::string>& tiles);

// TD-2: the rulebook's recommended laps for a custom or random track of that many
// tiles (Start and Turn included): 6 or less 4, 7-8 3, 9-10 2, 11 or more 1.
int recommendedLaps(int tiles);

// A track ready to race on: the space kinds in loop order and the laps.
struct RaceTrack {
    std::array<SpaceKind, kMaxSpaces> spaces{};
    std::uint8_t tiles = 0;   // n; the loop has 2n spaces
    std::uint8_t laps = 1;
    int length() const { return 2 * tiles; }
    SpaceKind at(int space) const { return spaces[static_cast<std::size_t>(space)]; }
    // The tile (0 = Start, n-1 = Turn) a space belongs to, and whether it is the upper one.
    int tileOf(int space) const { return space < tiles ? space : length() - 1 - space; }
    bool upper(int space) const { return space < tiles; }
    int finish() const { return laps * length(); }   // the progress that wins
    friend bool operator==(const RaceTrack&, const RaceTrack&) = default;
};

struct TrackBuild {
    bool ok = false;
    std::string error;
    RaceTrack track;
};

// laps 0: the recommended laps for the tile count; otherwise 1 to kMaxLaps.
TrackBuild buildTrack(const Content& content, const std::vector<std::string>& tiles, int laps);

// A random legal tile list: 5 to 12 tiles, distinct numbered tiles on random
// sides, random Start and Turn sides.
std::vector<std::string> randomTrackTiles(const Content& content, Rng& rng);

} // namespace critter::td
