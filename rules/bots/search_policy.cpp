#include "bots/search_policy.h"

#include <algorithm>

namespace critter {
namespace {

// Blends each seat's place between the lowest and highest score into out.
void blendMargin(const std::vector<int>& scores, double marginWeight, std::vector<double>& out)
{
    if (marginWeight <= 0.0 || scores.size() != out.size())
        return;
    const auto [lo, hi] = std::minmax_element(scores.begin(), scores.end());
    const double span = static_cast<double>(*hi - *lo);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double place = span > 0.0 ? static_cast<double>(scores[i] - *lo) / span : 0.5;
        out[i] = (1.0 - marginWeight) * out[i] + marginWeight * place;
    }
}

} // namespace

void winShareValues(const std::vector<Seat>& winners, const std::vector<int>& scores, int players,
                    double marginWeight, std::vector<double>& out)
{
    out.assign(static_cast<std::size_t>(players), 0.0);
    if (!winners.empty()) {
        const double share = 1.0 / static_cast<double>(winners.size());
        for (Seat seat : winners)
            if (seat >= 0 && seat < players)
                out[static_cast<std::size_t>(seat)] += share;
    }
    blendMargin(scores, marginWeight, out);
}

void scoreLeaderValues(const std::vector<int>& scores, int players, double marginWeight,
                       std::vector<double>& out)
{
    out.assign(static_cast<std::size_t>(players), 1.0 / static_cast<double>(std::max(players, 1)));
    if (scores.size() != out.size() || scores.empty())
        return;
    const int top = *std::max_element(scores.begin(), scores.end());
    const auto leaders = std::count(scores.begin(), scores.end(), top);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = scores[i] == top ? 1.0 / static_cast<double>(leaders) : 0.0;
    blendMargin(scores, marginWeight, out);
}

} // namespace critter
