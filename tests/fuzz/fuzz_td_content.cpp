// Any text in place of one of Trash Dash's six content files (the first
// byte says which), and any tile list as a custom track: read or refused
// with a reason, never a crash.
#include <string>
#include <vector>

#include "trashdash/content.h"
#include "trashdash/track.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    critter::td::ContentFiles files = critter::td::embeddedContentFiles();
    std::string* slots[] = {&files.actionCards, &files.trashCards, &files.characters,
                            &files.tiles, &files.tracks, &files.dice};
    const std::uint8_t which = data[0];
    if (which < 6 * 40) {
        *slots[which % 6] = text;
        const critter::td::ContentRead read = critter::td::readContent(files);
        if (!read.ok && read.error.empty())
            __builtin_trap();
        return 0;
    }
    // A custom track: words separated by spaces, laps from the first byte.
    std::vector<std::string> tiles;
    std::string word;
    for (char ch : text) {
        if (ch == ' ') {
            tiles.push_back(word);
            word.clear();
        } else {
            word += ch;
        }
    }
    tiles.push_back(word);
    const std::string why = critter::td::checkTrackTiles(critter::td::content(), tiles);
    const critter::td::TrackBuild built = critter::td::buildTrack(critter::td::content(), tiles, which % 7);
    if (!built.ok && built.error.empty())
        __builtin_trap();   // a refusal says why
    if (built.ok && !why.empty())
        __builtin_trap();   // a track the checker refuses is never built
    return 0;
}
