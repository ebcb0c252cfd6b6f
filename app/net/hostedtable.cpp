#include "hostedtable.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

#include "core/json_write.h"
#include "gamefiles.h"
#include "nethost.h"
#include "protocol.h"
#include "tablesession.h"
#include "wsconnection.h"

namespace net {

HostedTable::HostedTable(NetHost* host, QString code, TableSession* session, bool owned)
    : m_host(host), m_code(std::move(code)), m_codeUtf8(m_code.toStdString()), m_session(session),
      m_gameId(session->gameId()), m_owned(owned)
{
    m_gameUtf8 = m_gameId.toStdString();
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

// A table message is written straight as text (core/json_write.h), keys in
// sorted order as encode() gives them: it goes to every seat after every
// move, and a QJsonObject built and written for each cost the server a
// tenth of its time a move (docs/performance.md, "Network play"). Each
// seat's message is written into one buffer, the shared part copied in and
// the seat's own part appended (no part made and copied on its own).
const std::string& HostedTable::utf8(std::size_t slot, const QString& text) const
{
    if (slot >= m_utf8.size())
        m_utf8.resize(slot + 1);
    std::pair<QString, std::string>& kept = m_utf8[slot];
    if (kept.first != text || (kept.second.empty() && !text.isEmpty())) {
        kept.first = text;
        kept.second = text.toStdString();
    }
    return kept.second;
}

std::string HostedTable::sharedText(bool reset) const
{
    critter::JsonText m;
    m.openObject();
    const TableSession* live = m_session.data();
    if (live) {
        const TableSession& s = *live;
        m.field("chat", m_chat).field("code", m_codeUtf8);
        m.field("deciding", s.seatToDecide()).field("game", m_gameUtf8);
        m.field("lobby", s.lobby()).field("moves", s.actionCount()).field("over", s.over()).field("reset", reset);
        m.key("seats").openList();
        for (int i = 0; i < s.players(); ++i) {
            const SeatSpec& spec = s.seatModel()->at(i);
            const NetSeat& net = m_seats[static_cast<std::size_t>(i)];
            const auto slot = static_cast<std::size_t>(2 * i);
            m.openObject().field("kind", spec.isRemote() ? std::string_view("person") : std::string_view(utf8(slot, spec.kind)));
            m.field("name", utf8(slot + 1, spec.name)).field("net", net.network);
            if (net.network) {
                m.field("standIn", s.standIn(i));
                m.field("state", net.socket ? "connected" : net.token.isEmpty() ? "open" : "lost");
            }
            m.closeObject();
        }
        m.closeList();
    }
    m.field("type", "table").field("v", kProtocolVersion);
    // No closing brace: the seat's own part follows.
    return m.take();
}

namespace {

// A seat's own part of a table message: its seat, legal moves, events and
// observation, and the closing brace. The observation comes from `views`,
// written for every seat of this move at once.
void appendSeat(std::string& out, const TableSession& s, int seat, const std::vector<critter::Event>& events,
                const TableSession::WireViews& views)
{
    critter::JsonText part(out);
    out += ',';
    part.field("seat", seat).key("legal").openList();
    if (!s.lobby())
        for (const std::string& move : s.wireLegal(seat))
            part.value(move);
    part.closeList().key("events").openList();
    for (const critter::Event& e : s.wireEvents(events, seat))
        part.openList().value(e.type).value(e.seat).value(e.a).value(e.b).value(e.c).closeList();
    part.closeList();
    // The observation is the rules' own JSON text (deterministic, compact),
    // written straight into the message rather than parsed and written again.
    out += ",\"observation\":";
    const std::size_t before = out.size();
    views.appendTo(out, seat);
    if (out.size() == before)
        out += "{}";
    out += '}';
}

} // namespace

void HostedTable::appendSeatPart(std::string& out, int seat, const std::vector<critter::Event>& events) const
{
    const TableSession* live = m_session.data();
    if (!live) {
        out += '}';
        return;
    }
    appendSeat(out, *live, seat, events, *live->wireViews());
}

QByteArray HostedTable::sharedPart(bool reset) const
{
    return QByteArray::fromStdString(sharedText(reset));
}

QByteArray HostedTable::seatPart(int seat, const std::vector<critter::Event>& events) const
{
    std::string out;
    appendSeatPart(out, seat, events);
    return QByteArray::fromStdString(out);
}

QByteArray HostedTable::tableBytes(int seat, const std::vector<critter::Event>& events, bool reset) const
{
    std::string out = sharedText(reset);
    appendSeatPart(out, seat, events);
    return QByteArray::fromStdString(out);
}

QJsonObject HostedTable::tableMessage(int seat, const std::vector<critter::Event>& events, bool reset) const
{
    return QJsonDocument::fromJson(tableBytes(seat, events, reset)).object();
}

void HostedTable::sendTo(WsConnection* socket, int seat, bool reset)
{
    const TableSession* s = m_session.data();
    if (!socket || !s || !s->started())
        return;
    // A person joining or coming back reads the game so far in the log: the
    // message that shows the table afresh carries the game's events (the last
    // of them, so it stays small), each as this seat may see it (tableBytes).
    std::vector<critter::Event> past;
    if (reset && !s->lobby()) {
        past = s->eventsSoFar();
        if (past.size() > kHistoryEvents)
            past.erase(past.begin(), past.end() - static_cast<std::ptrdiff_t>(kHistoryEvents));
    }
    socket->sendText(tableBytes(seat, past, reset).toStdString());
}

void HostedTable::sendAll(const std::vector<critter::Event>& events, bool reset)
{
    const TableSession* session = m_session.data();
    if (!session || !session->started())
        return;
    // What every seat gets alike is written once a move; each message is
    // that, then the seat's own part, in one buffer used again seat after seat.
    // The observations too: what all seats see alike in them is written once.
    const std::string shared = sharedText(reset);
    const std::unique_ptr<TableSession::WireViews> views = session->wireViews();
    std::string message;
    message.reserve(shared.size() + 2048);
    // Each is written to its socket at once, as it is (wsconnection.h): no copy, no UTF-16.
    const auto text = [&](int seat) -> const std::string& {
        message.assign(shared);
        appendSeat(message, *session, seat, events, *views);
        return message;
    };
    for (std::size_t s = 0; s < m_seats.size(); ++s)
        if (WsConnection* socket = m_seats[s].socket)
            socket->sendText(text(static_cast<int>(s)));
    if (!m_spectators.isEmpty()) {
        const std::string watched = text(-1);
        for (const QPointer<WsConnection>& socket : std::as_const(m_spectators))
            if (socket)
                socket->sendText(watched);
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

void HostedTable::hold()
{
    if (m_holds++ == 0)
        if (TableSession* session = m_session.data())
            session->holdAutosave();
}

void HostedTable::release()
{
    if (m_holds == 0 || --m_holds > 0)
        return;
    if (m_seatsOwed)
        saveSeats();
    if (TableSession* session = m_session.data())
        session->releaseAutosave();
}

bool HostedTable::saveSeats()
{
    if (folder.isEmpty())
        return true;
    if (m_holds > 0) {
        m_seatsOwed = true;   // written at the release
        return true;
    }
    m_seatsOwed = false;
    QJsonArray seats;
    for (const NetSeat& seat : m_seats)
        seats.append(QJsonObject{{QStringLiteral("network"), seat.network}, {QStringLiteral("token"), seat.token}});
    const QJsonObject doc{{QStringLiteral("code"), m_code},
                          {QStringLiteral("game"), m_gameId},
                          {QStringLiteral("chat"), m_chat},
                          {QStringLiteral("seats"), seats}};
    // As the table's own game file is written: critter-server's tables leave
    // it to the kernel (four joins a table, each waiting for the disk, were a
    // tenth of a busy server's time).
    const TableSession* session = m_session.data();
    const bool waitForDisk = !session || session->autosaveWaitsForDisk();
    return gamefiles::keep(QDir(folder).filePath(QStringLiteral("seats.json")), QJsonDocument(doc).toJson().toStdString(),
                           waitForDisk)
        .isEmpty();
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
