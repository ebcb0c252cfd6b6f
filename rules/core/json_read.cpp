#include "core/json_read.h"

#include <algorithm>
#include <utility>

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
    nlohmann::json doc = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (doc.is_discarded()) {
        why = "not valid JSON";
        return false;
    }
    out = std::move(doc);
    return true;
}

} // namespace critter
