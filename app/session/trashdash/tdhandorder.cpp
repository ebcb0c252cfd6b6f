#include "tdhandorder.h"

#include <algorithm>

namespace tdhand {

std::vector<int> keepPlaces(const std::vector<int>& shown, const std::vector<int>& now, std::vector<int>* arrived)
{
    std::vector<int> left = now;   // the cards not placed yet
    std::vector<int> out;
    out.reserve(now.size());
    for (const int card : shown) {
        const auto it = std::find(left.begin(), left.end(), card);
        if (it == left.end())
            continue;   // played or lost: the gap closes
        out.push_back(card);
        left.erase(it);
    }
    if (arrived)
        arrived->clear();
    for (const int card : left) {
        if (arrived)
            arrived->push_back(static_cast<int>(out.size()));
        out.push_back(card);
    }
    return out;
}

} // namespace tdhand
