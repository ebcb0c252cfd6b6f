#include "statsfigures.h"

#include <algorithm>

namespace stats {

int longestStreak(const std::vector<bool>& wins)
{
    int best = 0;
    int run = 0;
    for (bool won : wins) {
        run = won ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

int levelRank(const QString& kind, const QString& level)
{
    if (kind == QLatin1String("cpu"))
        return 4;
    static const char* const levels[] = {"random", "easy", "normal", "hard"};
    for (int i = 0; i < 4; ++i)
        if (level == QLatin1String(levels[i]))
            return i;
    return 5;
}

void sortOpponents(std::vector<OpponentResult>& results)
{
    std::stable_sort(results.begin(), results.end(), [](const OpponentResult& a, const OpponentResult& b) {
        return levelRank(a.kind, a.level) < levelRank(b.kind, b.level);
    });
}

} // namespace stats
