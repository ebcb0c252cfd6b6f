#pragma once
// Every game's action notation is words: whitespace separates them and letter
// case is free. One splitter for all of them.
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

namespace critter {

// The words of text, lower-cased.
inline std::vector<std::string> notationWords(std::string_view text)
{
    std::vector<std::string> out;
    std::string word;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty())
                out.push_back(std::move(word));
            word.clear();
        } else {
            word.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
        }
    }
    if (!word.empty())
        out.push_back(std::move(word));
    return out;
}

} // namespace critter
