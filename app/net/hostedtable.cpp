#include "hostedtable.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QWebSocket>

#include "protocol.h"
#include "tablesession.h"

namespace net {

HostedTable::HostedTable(NetHost* host, QString code, TableSession* session, bool owned)
    : m_host(host), m_code(std::move(code)), m_session(session), m_gameId(session->gameId()), m_owned(owned)
{
    m_seats.resize(static_cast<std::size_t>(session->players()));
    for (int s = 0; s < session->players(); ++s)
        m_seats[static_cast<std::size_t>(s)].network = session->isRemote(s);
    session->setLink(this);
}

HostedTable::~HostedTable()
{
    TableSession* session = m_session.data();
    if (!session)
        return;
    session->setLink(nullptr);
    if (m_owned)
        delete session;
}

QByteArray HostedTable::sharedPart(bool reset) const
{
    QJsonObject m = message("table");
    const TableSession* live = m_session.data();
    if (live) {
        const TableSession& s = *live;
        m.insert(QStringLiteral("game"), s.gameId());
        m.insert(QStringLiteral("code"), m_code);
        m.insert(QStringLiteral("moves"), s.actionCount());
        m.insert(QStringLiteral("reset"), reset);
        m.insert(QStringLiteral("chat"), m_chat);
        QJsonArray seats;
        for (int i = 0; i < s.players(); ++i) {
            const SeatSpec& spec = s.seatModel()->at(i);
            const NetSeat& net = m_seats[static_cast<std::size_t>(i)];
            QJsonObject entry{{QStringLiteral("name"), spec.name},
                              {QStringLiteral("kind"), spec.isRemote() ? QStringLiteral("person") : spec.kind},
                              {QStringLiteral("net"), net.network}};
            if (net.network) {
                entry.insert(QStringLiteral("state"), net.socket ? QStringLiteral("connected")
                                                      : net.token.isEmpty() ? QStringLiteral("open")
                                                                            : QStringLiteral("lost"));
                entry.insert(QStringLiteral("standIn"), s.standIn(i));
            }
            seats.append(entry);
        }
        m.insert(QStringLiteral("seats"), seats);
        m.insert(QStringLiteral("deciding"), s.seatToDecide());
        m.insert(QStringLiteral("lobby"), s.lobby());
        m.insert(QStringLiteral("over"), s.over());
    }
    QByteArray out = encode(m);
    out.chop(1);   // the seat's own part follows
    return out;
}

QByteArray HostedTable::seatPart(int seat, const std::vector<critter::Event>& events) const
{
    const TableSession* live = m_session.data();
    if (!live)
        return QByteArrayLiteral("}");
    const TableSession& s = *live;
    QJsonArray legal;
    if (!s.lobby())
        for (const std::string& move : s.wireLegal(seat))
            legal.append(QString::fromStdString(move));
    QByteArray out = ",\"seat\":" + QByteArray::number(seat);
    out += ",\"legal\":" + QJsonDocument(legal).toJson(QJsonDocument::Compact);
    out += ",\"events\":" + QJsonDocument(eventsJson(s.wireEvents(events, seat))).toJson(QJsonDocument::Compact);
    // The observation is the rules' own JSON text (deterministic, compact):
    // spliced in as it is rather than parsed and written again.
    const std::string observation = s.wireObservation(seat);
    out += ",\"observation\":";
    out += observation.empty() ? QByteArray("{}") : QByteArray::fromStdString(observation);
    out += '}';
    return out;
}

QByteArray HostedTable::tableBytes(int seat, const std::vector<critter::Event>& events, bool reset) const
{
    return sharedPart(reset) + seatPart(seat, events);
}

QJsonObject HostedTable::tableMessage(int seat, const std::vector<critter::Event>& events, bool reset) const
{
    return QJsonDocument::fromJson(tableBytes(seat, events, reset)).object();
}

void HostedTable::sendTo(QWebSocket* socket, int seat, bool reset)
{
    const TableSession* s = m_session.data();
    if (socket && s && s->started())
        socket->sendTextMessage(QString::fromUtf8(tableBytes(seat, {}, reset)));
}

void HostedTable::sendAll(const std::vector<critter::Event>& events, bool reset)
{
    const TableSession* session = m_session.data();
    if (!session || !session->started())
        return;
    // What every seat gets alike is written once a move.
    const QByteArray shared = sharedPart(reset);
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        if (QWebSocket* socket = m_seats[s].socket)
            socket->sendTextMessage(QString::fromUtf8(shared + seatPart(static_cast<int>(s), events)));
    if (!m_spectators.isEmpty()) {
        const QString text = QString::fromUtf8(shared + seatPart(-1, events));
        for (const QPointer<QWebSocket>& socket : std::as_const(m_spectators))
            if (socket)
                socket->sendTextMessage(text);
    }
}

void HostedTable::tableMoved(critter::Seat, const std::vector<critter::Event>& events)
{
    sendAll(events, false);
}

void HostedTable::tableReset()
{
    // A new deal may have changed who sits where: the seats follow the session.
    const TableSession* session = m_session.data();
    if (session && static_cast<int>(m_seats.size()) != session->players()) {
        m_seats.resize(static_cast<std::size_t>(session->players()));
        for (int s = 0; s < session->players(); ++s)
            m_seats[static_cast<std::size_t>(s)].network = session->isRemote(s);
    }
    sendAll({}, true);
}

void HostedTable::seatsChanged()
{
    sendAll({}, false);
}

bool HostedTable::saveSeats() const
{
    if (folder.isEmpty())
        return true;
    QJsonArray seats;
    for (const NetSeat& seat : m_seats)
        seats.append(QJsonObject{{QStringLiteral("network"), seat.network}, {QStringLiteral("token"), seat.token}});
    const QJsonObject doc{{QStringLiteral("code"), m_code},
                          {QStringLiteral("game"), m_gameId},
                          {QStringLiteral("chat"), m_chat},
                          {QStringLiteral("seats"), seats}};
    QSaveFile file(QDir(folder).filePath(QStringLiteral("seats.json")));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QJsonDocument(doc).toJson());
    return file.commit();
}

bool HostedTable::loadSeats(QString* why)
{
    QFile file(QDir(folder).filePath(QStringLiteral("seats.json")));
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxMessageBytes) {
        *why = QStringLiteral("seats.json: cannot be read");
        return false;
    }
    const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray seats = doc.value(QStringLiteral("seats")).toArray();
    if (doc.value(QStringLiteral("code")).toString() != m_code || seats.size() != static_cast<int>(m_seats.size())) {
        *why = QStringLiteral("seats.json: does not match the table's game");
        return false;
    }
    for (int s = 0; s < seats.size(); ++s) {
        NetSeat& seat = m_seats[static_cast<std::size_t>(s)];
        seat.token = seats[s].toObject().value(QStringLiteral("token")).toString().left(64);
    }
    m_chat = doc.value(QStringLiteral("chat")).toBool(true);
    return true;
}

} // namespace net
