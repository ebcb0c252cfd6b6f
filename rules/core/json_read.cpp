#include "core/json_read.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

namespace critter {
namespace {

// The deepest nesting of objects and arrays, brackets inside strings aside;
// stops counting past `limit`. Invalid JSON is left to the parser.
int nestingDepth(std::string_view text, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size() && deepest <= limit; ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;   // the escaped character cannot end the string
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

} // namespace

bool readJson(std::string_view text, nlohmann::json& out, std::string& why)
{
    if (text.size() > kMaxJsonBytes) {
        why = "larger than " + std::to_string(kMaxJsonBytes >> 20) + " MiB, too large to read";
        return false;
    }
    if (nestingDepth(text, kMaxJsonDepth) > kMaxJsonDepth) {
        why = "nested more than " + std::to_string(kMaxJsonDepth) + " levels deep";
        return false;
    }
    // The same key twice in one object would silently keep the last: the
    // file means two things at once, so it is refused with the key named.
    std::vector<std::set<std::string>> keysOpen;
    std::string twice;
    bool repeated = false;
    const auto watchKeys = [&](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        if (event == Event::object_start)
            keysOpen.emplace_back();
        else if (event == Event::object_end && !keysOpen.empty())
            keysOpen.pop_back();
        else if (event == Event::key && !keysOpen.empty() && !repeated && !keysOpen.back().insert(parsed.get<std::string>()).second) {
            repeated = true;
            twice = parsed.get<std::string>();
        }
        return true;
    };
    nlohmann::json doc = nlohmann::json::parse(text.begin(), text.end(), watchKeys, false);
    if (doc.is_discarded()) {
        why = "not valid JSON";
        return false;
    }
    if (repeated) {
        // A key of any length is named by its start (cut between whole UTF-8 characters).
        constexpr std::size_t kShownKey = 60;
        if (twice.size() > kShownKey) {
            std::size_t cut = kShownKey;
            while (cut > 0 && (static_cast<unsigned char>(twice[cut]) & 0xC0) == 0x80)
                --cut;
            twice = twice.substr(0, cut) + "...";
        }
        why = "the key \"" + twice + "\" is given twice in one object";
        return false;
    }
    out = std::move(doc);
    return true;
}

} // namespace critter
