// Any text as a save, replay or scenario file of every game: it loads or is
// refused with a reason, never crashes; what loads saves and loads again to
// the same game.
#include <string_view>

#include "core/game_file.h"
#include "pandapanda/save.h"
#include "trashdash/save.h"
#include "trashpandas/save.h"

namespace {

template <class S>
void check(std::string_view text)
{
    const critter::GameFileRead<S> read = critter::loadGameFile<S>(text);
    if (!read.ok) {
        if (read.error.empty())
            __builtin_trap();
        return;
    }
    const critter::GameFileRead<S> again = critter::loadGameFile<S>(critter::saveGameFile(read.file));
    if (!again.ok || !(again.state == read.state))
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check<critter::tp::State>(text);
    check<critter::pp::State>(text);
    check<critter::td::State>(text);
    return 0;
}
