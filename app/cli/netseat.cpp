#include "netseat.h"

#include <QJsonArray>
#include <QTimer>

#include "registry.h"

namespace critter::cli {

NetSeat::NetSeat(QString kind, std::uint64_t seed, QObject* parent)
    : QObject(parent), m_kind(std::move(kind)), m_seed(seed)
{
    connect(&m_client, &net::NetClient::opened, this, [this] { m_client.join(m_code, m_name, m_wantedSeat); });
    connect(&m_client, &net::NetClient::received, this, &NetSeat::received);
    connect(&m_client, &net::NetClient::closed, this, [this](const QString& reason) {
        if (!m_over)
            problem(QStringLiteral("connection closed before the end: %1").arg(reason), false);
        if (!m_done) {
            m_done = true;
            emit finished();
        }
    });
}

void NetSeat::join(const QUrl& url, const QString& code, const QString& name, int seat)
{
    m_code = code;
    m_name = name;
    m_wantedSeat = seat;
    m_client.open(url);
}

void NetSeat::problem(const QString& why, bool violation)
{
    if (violation)
        ++m_violations;
    if (m_problem.isEmpty())
        m_problem = why;
}

void NetSeat::received(const QJsonObject& m)
{
    const QString type = m.value(QLatin1String("type")).toString();
    if (type == QLatin1String("welcome")) {
        m_seat = m.value(QLatin1String("seat")).toInt(-1);
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
        ++m_refused;
        problem(QStringLiteral("refused: %1").arg(m.value(QLatin1String("reason")).toString()), false);
        return;
    }
    if (type != QLatin1String("table") || !m_bot)
        return;
    m_moves = m.value(QLatin1String("moves")).toInt();
    if (onTable)
        onTable(m_moves);
    if (m.value(QLatin1String("over")).toBool()) {
        m_over = true;
        if (!m_done) {
            m_done = true;
            emit finished();
        }
        return;
    }
    if (m.value(QLatin1String("deciding")).toInt() != m_seat || m_answered == m_moves)
        return;
    QString why;
    const std::optional<QString> move = m_bot->choose(m, &why);
    if (!move) {
        problem(why, true);
        m_client.close();
        return;
    }
    m_answered = m_moves;
    const auto send = [this, moves = m_moves, action = *move] {
        if (onAct)
            onAct(moves);
        m_client.act(moves, action);
    };
    if (m_paceMs > 0)
        QTimer::singleShot(m_paceMs, this, send);
    else
        send();
}

} // namespace critter::cli
