// Any text given to a game's action parser: it parses or says why, and what
// it parses prints back to text that parses to the same action.
#include <string_view>

#include "fuzz_game.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string why;
    const auto action = fuzzgame::parseAction(text, &why);
    if (!action) {
        if (why.empty())
            fuzz::fail();   // a refusal always says why
        return 0;
    }
    const std::string back = fuzzgame::toNotation(*action);
    const auto again = fuzzgame::parseAction(back);
    if (!again || !(*again == *action))
        fuzz::fail();
    return 0;
}
