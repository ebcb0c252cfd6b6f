#pragma once
// JSON that comes from outside the program (a save, a replay, a scenario,
// Trash Dash's content files), read within bounds: no file, however made,
// can exhaust memory or the stack. A parsed document costs many times its
// text, and copying or freeing one recurses once per level of nesting, so a
// small file of nothing but brackets would otherwise crash the reader.
#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace critter {

// Far above any real file: a long Trash Dash tournament saves in well under 100 KiB.
inline constexpr std::size_t kMaxJsonBytes = 4u << 20;
// Our files nest five levels at most.
inline constexpr int kMaxJsonDepth = 64;

// Parses text into out; or leaves out alone and says why, in words to follow
// the file's name: "not valid JSON", "larger than 4 MiB, too large to read",
// "nested more than 64 levels deep", "the key \"seed\" is given twice in one
// object" (a parser would keep the last without a word).
bool readJson(std::string_view text, nlohmann::json& out, std::string& why);

} // namespace critter
