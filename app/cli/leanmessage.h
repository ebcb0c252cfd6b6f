#pragma once
// What a benchmark seat (LeanSeat) reads of a host message: its type, the
// seat given, the move count, whether the game is over, who decides, the
// moves offered and a refusal's reason. It walks the top level of the JSON
// object and skips every other value without building anything, and stops
// at the observation (the host writes it last): reading a whole table
// message was most of a network bot's cost (docs/performance.md).
#include <string>
#include <string_view>
#include <vector>

namespace critter::cli {

struct LeanMessage {
    std::string type;
    std::string game;
    std::string reason;
    int seat = -1;
    int moves = -1;
    int deciding = -1;
    bool over = false;
    std::vector<std::string> legal;   // the notations offered, unescaped
};

// False for anything that is not a JSON object of that shape (a value of
// the wrong kind, text cut short, an escape it does not know).
bool readLeanMessage(std::string_view text, LeanMessage& out);

} // namespace critter::cli
