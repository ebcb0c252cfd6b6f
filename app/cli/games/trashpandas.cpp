// Trash Pandas in critter-cli: the adapter around rules/trashpandas.
#include <QJsonArray>

#include <string_view>

#include "adapter_engine.h"
#include "game_file_load.h"
#include "bots/trashpandas/bot_traits.h"
#include "games/games.h"
#include "seat_bots.h"
#include "trashpandas/notation.h"
#include "trashpandas/save.h"
#include "trashpandas/state.h"

namespace critter::cli {
namespace {

QString cardId(int card)
{
    return QString::fromUtf8(tp::cardInfo(static_cast<tp::Card>(card)).id);
}

// "feesh 2, pie 1" in card order; "-" when empty.
QString countsText(const tp::Counts& counts)
{
    QStringList parts;
    for (int c = 0; c < tp::kCardTypes; ++c)
        if (const int n = counts[static_cast<std::size_t>(c)]; n > 0)
            parts << cardId(c) + " " + QString::number(n);
    return parts.isEmpty() ? QString("-") : parts.join(", ");
}

QString phaseName(tp::Phase phase)
{
    switch (phase) {
    case tp::Phase::Roll: return "roll";
    case tp::Phase::Rolled: return "rolled";
    case tp::Phase::Busting: return "busting";
    case tp::Phase::YumYum: return "yumyum";
    case tp::Phase::Resolve: return "resolve";
    case tp::Phase::Steal: return "steal";
    case tp::Phase::Mask: return "mask";
    case tp::Phase::Over: return "over";
    }
    return "?";
}

// Token ids of a token bitmask, in token order.
QJsonArray tokensJson(std::uint8_t mask)
{
    QJsonArray out;
    for (int t = 0; t < tp::kTokens; ++t)
        if (mask & tp::tokenBit(static_cast<tp::Token>(t)))
            out.append(QString::fromUtf8(tp::tokenInfo(static_cast<tp::Token>(t)).id));
    return out;
}

QJsonObject countsJson(const tp::Counts& counts)
{
    QJsonObject out;
    for (int c = 0; c < tp::kCardTypes; ++c)
        if (const int n = counts[static_cast<std::size_t>(c)]; n > 0)
            out.insert(cardId(c), n);
    return out;
}

struct TrashPandasAdapter {
    using State = tp::State;
    static_assert(BotTraits<State>::kTuned, "include bots/trashpandas/bot_traits.h for the game's own bots");
    static constexpr int kBenchPlayers = tp::kMaxPlayers;

    static State::Setup makeSetup(int players, std::uint64_t seed, const GameOptions&)
    {
        State::Setup setup;
        setup.players = players;
        setup.seed = seed;
        return setup;
    }

    static SeatBot<State> makeBot(const QString& seat, int searchIterations)
    {
        return levelBot<State>("trash-pandas", seat, searchIterations);
    }

    static int turns(const State& state) { return state.turn().number; }

    static QString actionText(const State&, const Action& action)
    {
        return QString::fromStdString(tp::toNotation(action));
    }

    static QString text(const State& state)
    {
        const std::vector<int> scores = state.scores();
        QString text = QString("turn %1, trash can %2 cards, discard pile: %3\n")
                           .arg(state.turn().number)
                           .arg(state.trashCount())
                           .arg(countsText(state.discard()));
        for (Seat s = 0; s < state.players(); ++s)
            text += QString("player %1: score %2\n  hand: %3\n  stash face down: %4\n  stash face up: %5\n")
                        .arg(s + 1)
                        .arg(scores[static_cast<std::size_t>(s)])
                        .arg(countsText(state.hand(s)), countsText(state.stashDown(s)), countsText(state.stashUp(s)));
        return text;
    }

    static QJsonObject json(const State& state)
    {
        const std::vector<int> scores = state.scores();
        QJsonArray seats;
        for (Seat s = 0; s < state.players(); ++s)
            seats.append(QJsonObject{
                {"score", scores[static_cast<std::size_t>(s)]},
                {"hand", countsJson(state.hand(s))},
                {"stash_down", countsJson(state.stashDown(s))},
                {"stash_up", countsJson(state.stashUp(s))},
            });
        const tp::Turn& turn = state.turn();
        return QJsonObject{
            {"turn", turn.number},
            {"phase", phaseName(turn.phase)},
            {"active", static_cast<int>(turn.active)},
            {"tokens_held", tokensJson(turn.held)},
            {"tokens_resolved", tokensJson(turn.done)},
            {"die", turn.die == 0 ? QJsonValue() : QJsonValue(static_cast<int>(turn.die))},
            {"trash_can", state.trashCount()},
            {"discard", countsJson(state.discard())},
            {"seats", seats},
        };
    }

    static std::optional<History<State::Setup>> load(const QByteArray& file, QString& why)
    {
        return loadHistoryFile<State>(file, why);
    }
};

} // namespace

std::shared_ptr<const GameEngine> trashPandasEngine()
{
    return makeEngine<TrashPandasAdapter>();
}

} // namespace critter::cli
