#pragma once
// A bot in a network seat (critter-cli join, netplay): it reads the table
// message the host sent its seat, sees only the observation in it (as every
// bot does), picks one of the moves the host offers and answers with its
// notation. It also checks what it was sent: an observation for another
// seat, a list of moves that the seat's own view does not give, or a move the
// host refuses are violations, counted like simulate's.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "adapter.h"
#include "core/game_file.h"
#include "protocol.h"
#include "wiretraits.h"

namespace critter::cli {

class NetSeatBot {
public:
    virtual ~NetSeatBot() = default;
    // The move to send for this table message (the seat decides in it), or
    // nullopt with why (a violation: what the host sent makes no sense).
    virtual std::optional<QString> choose(const QJsonObject& table, QString* why) = 0;
};

template <GameAdapter A>
class AdapterNetBot final : public NetSeatBot {
    using S = typename A::State;

public:
    AdapterNetBot(const QString& kind, std::uint64_t seed) : m_bot(makeSeatBot<A>(kind)), m_rng(seed) {}

    std::optional<QString> choose(const QJsonObject& table, QString* why) override
    {
        const std::string text = net::observationText(table);
        std::string error;
        const std::optional<typename S::Observation> seen = WireTraits<S>::read(text, &error);
        if (!seen) {
            *why = QStringLiteral("the host's observation cannot be read: %1").arg(QString::fromStdString(error));
            return std::nullopt;
        }
        if (seen->seat != table.value(QLatin1String("seat")).toInt()) {
            *why = QStringLiteral("the host sent seat %1 the observation of seat %2")
                       .arg(table.value(QLatin1String("seat")).toInt())
                       .arg(seen->seat);
            return std::nullopt;
        }
        // The seat's own view gives its moves: a world drawn from it offers the same ones.
        const S world = S::sampleWorld(*seen, m_rng);
        std::vector<Action> own;
        world.legalActions(own);
        const QJsonArray offered = table.value(QLatin1String("legal")).toArray();
        std::vector<Action> legal;
        for (const QJsonValue& move : offered) {
            const std::optional<Action> action = GameFileTraits<S>::parseAction(world, move.toString().toStdString(), error);
            if (!action) {
                *why = QStringLiteral("the host offered '%1', not a move: %2").arg(move.toString(), QString::fromStdString(error));
                return std::nullopt;
            }
            legal.push_back(*action);
        }
        std::vector<Action> a = legal, b = own;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        if (legal.empty() || a != b) {
            *why = QStringLiteral("the host offered %1 moves; the seat's own view gives %2").arg(legal.size()).arg(own.size());
            return std::nullopt;
        }
        const Action chosen = m_bot.bot->choose(*seen, legal, m_rng, nullptr);
        const auto at = std::find(legal.begin(), legal.end(), chosen);
        if (at == legal.end()) {
            *why = QStringLiteral("the bot chose a move it was not offered");
            return std::nullopt;
        }
        return offered[static_cast<qsizetype>(at - legal.begin())].toString();
    }

private:
    SeatBot<S> m_bot;
    Rng m_rng;
};

} // namespace critter::cli
