#include "netseat.h"

#include <QJsonArray>
#include <QTimer>

#include "registry.h"

namespace critter::cli {

void SeatLink::problem(const QString& why, bool violation)
{
    if (violation)
        ++m_violations;
    if (m_problem.isEmpty())
        m_problem = why;
}

void SeatLink::end()
{
    if (!m_done) {
        m_done = true;
        emit finished();
    }
}

void SeatLink::refusedMove(const QString& reason)
{
    ++m_refused;
    problem(QStringLiteral("refused: %1").arg(reason), false);
}

void SeatLink::connectionEnded(const QString& reason)
{
    if (!m_over)
        problem(QStringLiteral("connection closed before the end: %1").arg(reason), false);
    end();
}

void SeatLink::tableArrived(int moves, bool over, int deciding)
{
    m_moves = moves;
    if (onTable)
        onTable(moves);
    if (over) {
        m_over = true;
        end();
        return;
    }
    if (deciding != m_seat || m_answered == moves)
        return;
    QString why;
    const std::optional<QString> move = chooseMove(&why);
    if (!move) {
        problem(why, true);
        leave();
        return;
    }
    m_answered = moves;
    const auto send = [this, moves, action = *move] {
        if (onAct)
            onAct(moves);
        sendMove(moves, action);
    };
    if (m_paceMs > 0)
        QTimer::singleShot(m_paceMs, this, send);
    else
        send();
}

NetSeat::NetSeat(QString kind, std::uint64_t seed, QObject* parent)
    : SeatLink(parent), m_kind(std::move(kind)), m_seed(seed)
{
    connect(&m_client, &net::NetClient::opened, this, [this] { m_client.join(m_code, m_name, m_wantedSeat); });
    connect(&m_client, &net::NetClient::received, this, &NetSeat::received);
    connect(&m_client, &net::NetClient::closed, this, &NetSeat::connectionEnded);
}

void NetSeat::join(const QUrl& url, const QString& code, const QString& name, int seat)
{
    m_code = code;
    m_name = name;
    m_wantedSeat = seat;
    m_client.open(url);
}

std::optional<QString> NetSeat::chooseMove(QString* why)
{
    return m_bot->choose(*m_table, why);
}

void NetSeat::received(const QJsonObject& m)
{
    const QString type = m.value(QLatin1String("type")).toString();
    if (type == QLatin1String("welcome")) {
        welcomed(m.value(QLatin1String("seat")).toInt(-1));
        const GameInfo* game = findGame(m.value(QLatin1String("game")).toString());
        if (!game || !game->engine) {
            problem(QStringLiteral("the host plays a game this critter-cli does not know"), false);
            m_client.close();
            return;
        }
        m_bot = game->engine->netBot(m_kind, m_seed);
        if (!m_bot) {
            problem(QStringLiteral("this game has no network play"), false);
            m_client.close();
        }
        return;
    }
    if (type == QLatin1String("refused")) {
        refusedMove(m.value(QLatin1String("reason")).toString());
        return;
    }
    if (type != QLatin1String("table") || !m_bot)
        return;
    m_table = &m;
    tableArrived(m.value(QLatin1String("moves")).toInt(), m.value(QLatin1String("over")).toBool(),
                 m.value(QLatin1String("deciding")).toInt());
    m_table = nullptr;
}

} // namespace critter::cli
