#include "rating.h"

#include <array>
#include <cmath>

namespace stats::rating {

namespace {
struct LevelFigures {
    const char* gameId;
    std::array<double, 4> figures;   // random, easy, normal, hard
};
// Heads-up win rates of each level against the one below it, turned into
// Elo gaps by 400 * log10(p / (1 - p)) and rounded (docs/ratings.md has the
// sums). Random sits 400 below Easy, not the measured 540 to 1080: so that
// a person who keeps losing to Easy bots meets Random ones soon.
constexpr std::array<LevelFigures, 3> kLevels{{
    {"trash-pandas", {600, 1000, 1169, 1255}},
    {"panda-panda", {600, 1000, 1148, 1372}},
    {"trash-dash", {600, 1000, 1122, 1284}},
}};
constexpr std::array<const char*, 4> kLevelNames{"random", "easy", "normal", "hard"};

const LevelFigures* figuresOf(const QString& gameId)
{
    for (const LevelFigures& level : kLevels)
        if (gameId == QLatin1String(level.gameId))
            return &level;
    return nullptr;
}
} // namespace

double levelRating(const QString& gameId, const QString& level)
{
    const LevelFigures* game = figuresOf(gameId);
    if (!game)
        return kNewcomer;
    for (std::size_t i = 0; i < kLevelNames.size(); ++i)
        if (level == QLatin1String(kLevelNames[i]))
            return game->figures[i];
    return kNewcomer;
}

QString levelFor(const QString& gameId, double rating)
{
    const LevelFigures* game = figuresOf(gameId);
    if (!game)
        return QStringLiteral("easy");
    std::size_t best = 0;
    for (std::size_t i = 1; i < kLevelNames.size(); ++i)
        if (std::abs(game->figures[i] - rating) < std::abs(game->figures[best] - rating))
            best = i;
    return QLatin1String(kLevelNames[best]);
}

double kFactor(int ratedGamesBefore)
{
    return ratedGamesBefore < kSettlingGames ? kSettlingK : kSettledK;
}

double expected(double mine, double theirs)
{
    return 1.0 / (1.0 + std::pow(10.0, (theirs - mine) / 400.0));
}

double resultAgainst(const FinishedSeat& person, const FinishedSeat& other)
{
    if (person.winner != other.winner)
        return person.winner ? 1.0 : 0.0;
    if (person.winner || person.score == other.score)
        return 0.5;
    return person.score > other.score ? 1.0 : 0.0;
}

std::optional<int> ratedSeat(const FinishedGame& game)
{
    std::optional<int> person;
    bool bot = false;
    for (std::size_t s = 0; s < game.seats.size(); ++s) {
        const QString& kind = game.seats[s].kind;
        if (kind == QLatin1String("bot")) {
            bot = true;
        } else if (kind != QLatin1String("cpu")) {
            if (person || kind != QLatin1String("person"))
                return std::nullopt;   // a second person, or one over the network
            person = static_cast<int>(s);
        }
    }
    return bot ? person : std::nullopt;
}

std::vector<Pairing> pairings(const FinishedGame& game, int personSeat)
{
    std::vector<Pairing> out;
    const FinishedSeat& me = game.seats.at(static_cast<std::size_t>(personSeat));
    for (const FinishedSeat& seat : game.seats)
        if (seat.kind == QLatin1String("bot"))
            out.push_back({levelRating(game.gameId, seat.level), resultAgainst(me, seat)});
    return out;
}

double updated(double rating, int ratedGamesBefore, const std::vector<Pairing>& pairings)
{
    if (pairings.empty())
        return rating;
    double sum = 0.0;
    for (const Pairing& p : pairings)
        sum += p.result - expected(rating, p.opponent);
    return rating + kFactor(ratedGamesBefore) / static_cast<double>(pairings.size()) * sum;
}

} // namespace stats::rating
