#include "clienttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QVariantMap>

#include "protocol.h"
#include "tablesession.h"

namespace net {

ClientTable::ClientTable(NetClient* client, TableSession* session, QObject* parent)
    : QObject(parent), m_client(client), m_session(session)
{
    session->setLink(this);
    connect(client, &NetClient::received, this, &ClientTable::received);
}

ClientTable::~ClientTable()
{
    if (m_session)
        m_session->setLink(nullptr);
}

void ClientTable::sendMove(const std::string& notation)
{
    if (m_client)
        m_client->act(m_moves, QString::fromStdString(notation));
}

void ClientTable::received(const QJsonObject& m)
{
    const QString type = m.value(QLatin1String("type")).toString();
    if (type == QLatin1String("welcome")) {
        m_seat = m.value(QLatin1String("seat")).toInt(-1);
        m_token = m.value(QLatin1String("token")).toString();
        emit welcomed(m_seat, m_token);
        return;
    }
    if (type == QLatin1String("refused")) {
        emit refused(m.value(QLatin1String("reason")).toString());
        return;
    }
    if (type == QLatin1String("chat")) {
        emit chat(m.value(QLatin1String("seat")).toInt(), m.value(QLatin1String("name")).toString(),
                  m.value(QLatin1String("text")).toString());
        return;
    }
    if (type == QLatin1String("react")) {
        emit reacted(m.value(QLatin1String("name")).toString(), m.value(QLatin1String("what")).toString());
        return;
    }
    if (type != QLatin1String("table") || !m_session)
        return;
    // Seats as this screen sees them: mine is the person here, every other person plays over the network.
    QVariantList seats;
    QStringList states;
    const QJsonArray hostSeats = m.value(QLatin1String("seats")).toArray();
    for (int s = 0; s < hostSeats.size(); ++s) {
        const QJsonObject seat = hostSeats[s].toObject();
        QString kind = seat.value(QLatin1String("kind")).toString();
        if (kind == QLatin1String("person"))
            kind = s == m_seat ? QStringLiteral("person") : QStringLiteral("remote");
        else if (kind != QLatin1String("cpu"))
            kind = QStringLiteral("bot");
        seats.append(QVariantMap{{QStringLiteral("name"), seat.value(QLatin1String("name")).toString()},
                                 {QStringLiteral("kind"), kind}});
        states << seat.value(QLatin1String("state")).toString();
    }
    const std::optional<std::vector<critter::Event>> events = eventsFromJson(m.value(QLatin1String("events")).toArray());
    const std::string observation = observationText(m);
    // The host's lobby holds this table too: nobody is asked before play begins.
    m_session->setLobby(m.value(QLatin1String("lobby")).toBool());
    QString why;
    if (!events || !m_session->showFromHost(seats, m_seat, observation, *events, m.value(QLatin1String("reset")).toBool(), &why)) {
        emit problem(why.isEmpty() ? QStringLiteral("the host's events cannot be read") : why);
        return;
    }
    m_moves = m.value(QLatin1String("moves")).toInt();
    if (states != m_states) {
        m_states = states;
        emit seatStatesChanged();
    }
}

} // namespace net
