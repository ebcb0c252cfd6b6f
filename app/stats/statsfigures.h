#pragma once
// What the Statistics screen shows for one person in one game, as plain
// values: StatsStore fills them from the database, Statistics turns them
// into the screen's words. The few sums SQL does not do well (the longest
// streak, the order of bot levels) are here, so tests can pin them.
#include <QDateTime>
#include <QString>

#include <vector>

namespace stats {

// Games against at least one opponent of a kind ("bot" at a level, or a
// Trash Dash "cpu" racer), and how many of those the person won.
struct OpponentResult {
    QString kind;    // bot | cpu
    QString level;   // random | easy | normal | hard for bots; "" for cpu
    int games = 0;
    int wins = 0;
};

struct RecentGame {
    QDateTime finishedAt;
    int score = 0;
    bool won = false;
};

struct PersonFigures {
    QString name;
    int games = 0;
    int wins = 0;            // a shared win counts for each who shares it
    int bestScore = 0;
    int longestStreak = 0;   // wins in a row, oldest to newest
    std::vector<OpponentResult> opponents;   // in levelRank order
    std::vector<RecentGame> recent;          // the last few, oldest first

    double winRate() const { return games > 0 ? static_cast<double>(wins) / games : 0.0; }
};

// One rated game: the person's rating after it.
struct RatingPoint {
    QDateTime finishedAt;
    double rating = 0.0;
};

// A person's rating in one game (docs/ratings.md): where it stands now,
// how many rated games made it, and its value after each, oldest first.
// No rated game yet: the newcomer's start and no points.
struct RatingHistory {
    double current = 0.0;
    int games = 0;
    std::vector<RatingPoint> points;
};

// The longest run of true, in order.
int longestStreak(const std::vector<bool>& wins);
// random < easy < normal < hard < cpu racers < anything unknown.
int levelRank(const QString& kind, const QString& level);
void sortOpponents(std::vector<OpponentResult>& results);

} // namespace stats
