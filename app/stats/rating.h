#pragma once
// Ratings of rated games against bots (docs/ratings.md): a person's
// Elo-style figure per game, the fixed figure of each bot level, the level
// a rating plays against, and the update after a finished rated game.
// Plain arithmetic: StatsStore keeps the figures, this file decides them.
#include <QString>

#include <optional>
#include <vector>

#include "finishedgame.h"

namespace stats::rating {

// Where every person starts in every game: Easy's figure, so a newcomer's
// first rated game is against Easy bots.
inline constexpr double kNewcomer = 1000.0;
// Games whose results move a rating twice as far while it is still finding its place.
inline constexpr int kSettlingGames = 10;
inline constexpr double kSettlingK = 40.0;
inline constexpr double kSettledK = 20.0;

// The fixed figure of a bot level in a game (from the measured ladder,
// docs/ratings.md); kNewcomer for a level or game we do not know.
double levelRating(const QString& gameId, const QString& level);
// The level whose figure is nearest the rating (the lower one on a tie).
QString levelFor(const QString& gameId, double rating);
// K for a person with this many rated games of the game behind them.
double kFactor(int ratedGamesBefore);
// The share of points the first expects against the second (0..1).
double expected(double mine, double theirs);

// One bot seat the person played against: its figure and the person's
// result against it (1 ahead of it, 0.5 level with it, 0 behind it).
struct Pairing {
    double opponent = kNewcomer;
    double result = 0.5;
};
// The person's result against one other seat: a winner is ahead of a
// non-winner, a shared win is level, and between two non-winners the
// higher score is ahead.
double resultAgainst(const FinishedSeat& person, const FinishedSeat& other);
// The one person seat of a game that can be rated (exactly one person, at
// least one bot; CPU racers do not count), or nothing.
std::optional<int> ratedSeat(const FinishedGame& game);
// The pairings of that seat against every bot seat.
std::vector<Pairing> pairings(const FinishedGame& game, int personSeat);
// The rating after one game: rating + K / n * sum(result - expected) over
// the n bots, so a game against three bots moves it as far as one against one.
double updated(double rating, int ratedGamesBefore, const std::vector<Pairing>& pairings);

} // namespace stats::rating
