#include "trashdash/track.h"

#include <algorithm>

namespace critter::td {

std::string checkTrackTiles(const Content& content, const std::vector<std::string>& tiles)
{
    const int count = static_cast<int>(tiles.size());
    if (count < kMinTiles || count > kMaxTiles)
        return "a track has 5 to 12 tiles counting Start and Turn, not " + std::to_string(count);
    std::array<bool, kNumberedTiles + 1> used{};
    for (int i = 0; i < count; ++i) {
        const std::string& id = tiles[static_cast<std::size_t>(i)];
        const TileSide* tile = content.tile(id);
        // Built only for a message: a sound track is checked without allocating.
        const auto where = [&] { return "tile " + std::to_string(i + 1) + " ('" + id + "')"; };
        if (!tile)
            return where() + " is not a tile side (start-a/b, turn-a/b, 1a .. 16b)";
        if (i == 0 && tile->role != TileRole::Start)
            return "a track starts with the Start tile (start-a or start-b), not '" + id + "'";
        if (i == count - 1 && tile->role != TileRole::Turn)
            return "a track ends with the Turn tile (turn-a or turn-b), not '" + id + "'";
        if (i > 0 && i < count - 1) {
            if (tile->role != TileRole::Numbered)
                return where() + ": only numbered tiles go between Start and Turn";
            auto& seen = used[static_cast<std::size_t>(tile->number)];
            if (seen)
                return where() + ": tile " + std::to_string(tile->number) + " is already on the track (one tile, two sides)";
            seen = true;
        }
    }
    return {};
}

int recommendedLaps(int tiles)
{
    if (tiles <= 6)
        return 4;
    if (tiles <= 8)
        return 3;
    if (tiles <= 10)
        return 2;
    return 1;
}

TrackBuild buildTrack(const Content& content, const std::vector<std::string>& tiles, int laps)
{
    TrackBuild build;
    if (std::string why = checkTrackTiles(content, tiles); !why.empty()) {
        build.error = why;
        return build;
    }
    if (laps < 0 || laps > kMaxLaps) {
        build.error = "laps must be 1 to " + std::to_string(kMaxLaps) + " (or 0 for the recommended count), not " +
            std::to_string(laps);
        return build;
    }
    const int n = static_cast<int>(tiles.size());
    build.track.tiles = static_cast<std::uint8_t>(n);
    build.track.laps = static_cast<std::uint8_t>(laps == 0 ? recommendedLaps(n) : laps);
    for (int i = 0; i < n; ++i) {
        const TileSide& tile = *content.tile(tiles[static_cast<std::size_t>(i)]);
        build.track.spaces[static_cast<std::size_t>(i)] = tile.upper;
        build.track.spaces[static_cast<std::size_t>(2 * n - 1 - i)] = tile.lower;
    }
    build.ok = true;
    return build;
}

std::vector<std::string> randomTrackTiles(const Content&, Rng& rng)
{
    std::vector<int> numbers;
    for (int n = 1; n <= kNumberedTiles; ++n)
        numbers.push_back(n);
    rng.shuffle(numbers);
    const int between = rng.between(kMinTiles - 2, kMaxTiles - 2);
    auto side = [&rng] { return rng.below(2) == 0 ? std::string("a") : std::string("b"); };
    std::vector<std::string> tiles{"start-" + side()};
    for (int i = 0; i < between; ++i)
        tiles.push_back(std::to_string(numbers[static_cast<std::size_t>(i)]) + side());
    tiles.push_back("turn-" + side());
    return tiles;
}

} // namespace critter::td
