#pragma once
// The order a Trash Dash hand shows in: cards keep their places while the
// hand lasts (the card under the pointer never changes between looking and
// clicking), cards that left close the gap, and new cards arrive at the end.
// Plain C++, no Qt.
#include <vector>

namespace tdhand {

// The hand `now` (any order) shown after `shown`: shown's cards still held,
// in their places, then the new ones in `now`'s order. `arrived` (if given)
// receives the rows of the new ones.
std::vector<int> keepPlaces(const std::vector<int>& shown, const std::vector<int>& now, std::vector<int>* arrived = nullptr);

} // namespace tdhand
