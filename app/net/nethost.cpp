#include "nethost.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSslKey>
#include <QTimerEvent>

#include <algorithm>
#include <chrono>
#include <utility>

#include "hostedtable.h"
#include "wsserver.h"
#include "tablesession.h"

namespace net {

NetHost::NetHost(QObject* parent) : QObject(parent) {}

NetHost::~NetHost()
{
    for (auto it = m_peers.begin(); it != m_peers.end(); ++it)
        if (it.key())
            it.key()->setListener(nullptr);
    m_tables.clear();
}

bool NetHost::listen(const QHostAddress& address, quint16 port, const std::optional<QSslConfiguration>& tls, QString* why)
{
    delete m_server;
    m_server = new WsServer(this, static_cast<std::size_t>(kMaxMessageBytes), tls, this);
    if (!m_server->listen(address, port)) {
        if (why)
            *why = m_server->errorString();
        return false;
    }
    return true;
}

quint16 NetHost::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

bool NetHost::secure() const
{
    return m_server && m_server->secure();
}

void NetHost::setRateLimit(int burst, int perSecond)
{
    m_burst = std::max(1, burst);
    m_perSecond = std::max(1, perSecond);
}

void NetHost::allowCreate(SessionFactory factory, const QString& dataDir, int maxTables)
{
    m_factory = std::move(factory);
    m_dataDir = dataDir;
    m_maxTables = maxTables;
}

QString NetHost::uniqueCode() const
{
    QString code;
    do
        code = newTableCode();
    while (table(code));
    return code;
}

QString NetHost::hostTable(TableSession* session, const QString& kept, const QStringList& tokens)
{
    const QString code = isTableCode(kept) && !table(kept) ? kept : uniqueCode();
    m_tables.push_back(std::make_unique<HostedTable>(this, code, session, false));
    HostedTable& hosted = *m_tables.back();
    hosted.setChatAllowed(m_chatDefault);
    if (code == kept && tokens.size() == static_cast<int>(hosted.seats().size()))
        for (int s = 0; s < tokens.size(); ++s)
            if (hosted.seats()[static_cast<std::size_t>(s)].network)
                hosted.seats()[static_cast<std::size_t>(s)].token = tokens[s].left(64);
    return code;
}

QStringList NetHost::seatTokens(const QString& code) const
{
    QStringList out;
    if (const HostedTable* t = table(code))
        for (const HostedTable::NetSeat& seat : t->seats())
            out << seat.token;
    return out;
}

HostedTable* NetHost::table(const QString& code) const
{
    for (const auto& t : m_tables)
        if (t->code() == code)
            return t.get();
    return nullptr;
}

TableSession* NetHost::session(const QString& code) const
{
    const HostedTable* t = table(code);
    return t ? t->session() : nullptr;
}

QStringList NetHost::codes() const
{
    QStringList out;
    for (const auto& t : m_tables)
        out << t->code();
    return out;
}

void NetHost::closeTable(const QString& code)
{
    HostedTable* t = table(code);
    if (!t)
        return;
    for (HostedTable::NetSeat& seat : t->seats())
        if (seat.socket)
            drop(seat.socket, QStringLiteral("the host closed the table"));
    for (const QPointer<WsConnection>& socket : t->spectators())
        if (socket)
            drop(socket, QStringLiteral("the host closed the table"));
    removeTable(code);
}

void NetHost::removeTable(const QString& code)
{
    for (auto it = m_peers.begin(); it != m_peers.end(); ++it)
        if (it->table && it->table->code() == code)
            it->table = nullptr;
    std::erase_if(m_tables, [&](const std::unique_ptr<HostedTable>& t) { return t->code() == code; });
}

void NetHost::setChatAllowed(const QString& code, bool allowed)
{
    if (HostedTable* t = table(code)) {
        t->setChatAllowed(allowed);
        t->saveSeats();
        t->sendAll({}, false);
    }
}

QStringList NetHost::seatStates(const QString& code) const
{
    QStringList out;
    if (const HostedTable* t = table(code))
        for (const HostedTable::NetSeat& seat : t->seats())
            out << (!seat.network ? QString()
                    : seat.socket ? QStringLiteral("connected")
                    : seat.token.isEmpty() ? QStringLiteral("open")
                                           : QStringLiteral("lost"));
    return out;
}

// ---- connections -----------------------------------------------------------

bool NetHost::withinRate(Peer& peer)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    peer.allowance = std::min<double>(m_burst, peer.allowance + static_cast<double>(now - peer.lastRefillMs) * m_perSecond / 1000.0);
    peer.lastRefillMs = now;
    if (peer.allowance < 1.0)
        return false;
    peer.allowance -= 1.0;
    return true;
}

void NetHost::refuse(WsConnection* socket, const QString& about, const QString& reason)
{
    QJsonObject m = message("refused");
    m.insert(QStringLiteral("about"), about);
    m.insert(QStringLiteral("reason"), reason);
    socket->sendText(encode(m).toStdString());
}

void NetHost::drop(WsConnection* socket, const QString& reason)
{
    QJsonObject m = message("error");
    m.insert(QStringLiteral("reason"), reason);
    socket->sendText(encode(m).toStdString());
    socket->close(ws::kClosePolicyViolated, reason.left(100));
}

void NetHost::wsBinary(WsConnection* socket)
{
    drop(socket, QStringLiteral("only text messages are spoken here"));
}

void NetHost::wsText(WsConnection* socket, std::string_view text)
{
    auto it = m_peers.find(socket);
    if (it == m_peers.end()) {
        // A new connection's first message: its rate limit starts full.
        Peer peer;
        peer.socket = socket;
        peer.allowance = m_burst;
        peer.lastRefillMs = QDateTime::currentMSecsSinceEpoch();
        it = m_peers.insert(socket, peer);
    }
    if (!withinRate(*it)) {
        drop(socket, QStringLiteral("too many messages: slow down"));
        return;
    }
    // Read where it lies (the connection's buffer): no copy.
    const QByteArray bytes = QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size()));
    QString why;
    const std::optional<ClientMessage> m = readClientMessage(bytes, &why);
    if (!m) {
        // A broken or hostile client: say why and close (another version is told so by name).
        drop(socket, why);
        return;
    }
    // A join or a table asked for waits its turn after the moves of the
    // tables already playing (admission control); so does anything the same
    // connection says after it, to keep its order.
    if (it->queued > 0 || m->type == ClientMessage::Type::Join || m->type == ClientMessage::Type::Create) {
        ++it->queued;
        m_admissions.push_back({socket, std::move(*m)});
        if (!m_admit.isActive())
            m_admit.start(0, this);
        return;
    }
    handle(*it, *m);
}

void NetHost::timerEvent(QTimerEvent* event)
{
    if (event->timerId() == m_admit.timerId())
        admit();
    else
        QObject::timerEvent(event);
}

void NetHost::admit()
{
    // A zero timer fires once a pass, after the pass's sockets (both Qt's
    // dispatcher and ours): the moves read in this pass were handled first.
    using Clock = std::chrono::steady_clock;
    const Clock::time_point until = Clock::now() + std::chrono::microseconds(m_admissionBudgetUs);
    m_admitting = true;
    do {
        const Admission next = std::move(m_admissions.front());
        m_admissions.pop_front();
        WsConnection* socket = next.socket.data();
        if (next.open) {
            if (socket)
                socket->admitted();
            continue;
        }
        const auto it = socket ? m_peers.find(socket) : m_peers.end();
        if (it == m_peers.end())
            continue;   // gone meanwhile
        --it->queued;
        if (socket->isOpen())   // not closed meanwhile (a closing connection's messages go unheard)
            handle(*it, next.message);
    } while (!m_admissions.empty() && Clock::now() < until);
    m_admitting = false;
    // The seats and game files of the tables people joined, each written once.
    for (HostedTable* held : std::exchange(m_held, {}))
        if (std::any_of(m_tables.begin(), m_tables.end(), [held](const auto& t) { return t.get() == held; }))
            held->release();
    if (m_admissions.empty())
        m_admit.stop();
}

bool NetHost::wsMayOpen(WsConnection* socket)
{
    // A new connection's handshake is answered in the admissions' share of a
    // pass too: thousands of people connecting at once (a server's start, a
    // restart's rejoins) no longer lengthen the pass of the tables playing.
    if (m_admitting)
        return true;
    m_admissions.push_back({socket, {}, true});
    if (!m_admit.isActive())
        m_admit.start(0, this);
    return false;
}

void NetHost::holdWhileAdmitting(HostedTable* t)
{
    if (!m_admitting || !t || t->held())
        return;
    t->hold();
    m_held.push_back(t);
}

void NetHost::wsClosed(WsConnection* socket)
{
    const auto it = m_peers.find(socket);
    if (it == m_peers.end()) {
        socket->deleteLater();   // it never said a word
        return;
    }
    HostedTable* t = it->table;
    const int seat = it->seat;
    m_peers.erase(it);
    socket->deleteLater();
    if (!t)
        return;
    t->spectators().removeAll(socket);
    if (seat >= 0 && seat < static_cast<int>(t->seats().size()) && t->seats()[static_cast<std::size_t>(seat)].socket == socket) {
        t->seats()[static_cast<std::size_t>(seat)].socket = nullptr;
        if (TableSession* session = t->session())
            // After the end nobody waits: a person leaving then has left, not lost connection.
            session->appendLog(session->over() ? tr("%1 left the table.").arg(session->seatName(seat))
                                               : tr("%1 lost connection; waiting for them to come back.").arg(session->seatName(seat)));
        t->sendAll({}, false);
        emit tableSeatsChanged(t->code());
    }
    forgetFinished(t);
}

void NetHost::forgetFinished(HostedTable* t)
{
    // critter-server: a finished table nobody is connected to any more goes, with its folder.
    const TableSession* session = t->session();
    if (!m_factory || !session || !session->over())
        return;
    for (const HostedTable::NetSeat& seat : t->seats())
        if (seat.socket)
            return;
    for (const QPointer<WsConnection>& socket : t->spectators())
        if (socket)
            return;
    if (!t->folder.isEmpty())
        QDir(t->folder).removeRecursively();
    removeTable(t->code());
}

void NetHost::handle(Peer& peer, const ClientMessage& m)
{
    WsConnection* socket = peer.socket;
    switch (m.type) {
    case ClientMessage::Type::Join:
        join(peer, m);
        return;
    case ClientMessage::Type::Create:
        create(peer, m);
        return;
    case ClientMessage::Type::Leave:
        socket->close();
        return;
    default:
        break;
    }
    HostedTable* t = peer.table;
    if (!t || !t->session()) {
        drop(socket, QStringLiteral("join a table first"));
        return;
    }
    TableSession* session = t->session();
    if (m.type == ClientMessage::Type::Act) {
        if (peer.seat < 0) {
            drop(socket, QStringLiteral("a spectator has no moves"));
            return;
        }
        if (m.moves != session->actionCount()) {
            // Out of order: the table moved on since the client's view (not hostile: a slow link).
            refuse(socket, QStringLiteral("act"), QStringLiteral("the table has moved on: your view was behind"));
            t->sendTo(socket, peer.seat, true);
            return;
        }
        const QString why = session->actRemote(peer.seat, m.action.toStdString());
        if (!why.isEmpty()) {
            refuse(socket, QStringLiteral("act"), why);
        } else if (const auto again = m_peers.find(socket); again != m_peers.end()) {
            // A move the rules took is play, not a flood: one offered
            // decision, one answer. A bot may play at full speed.
            again->allowance = std::min<double>(m_burst, again->allowance + 1.0);
        }
        return;
    }
    const QString name = peer.seat >= 0 ? session->seatName(peer.seat) : tr("A spectator");
    if (m.type == ClientMessage::Type::Chat) {
        if (!t->chatAllowed()) {
            refuse(socket, QStringLiteral("chat"), QStringLiteral("the host has turned table talk off"));
            return;
        }
        if (peer.seat < 0) {
            refuse(socket, QStringLiteral("chat"), QStringLiteral("spectators watch in silence"));
            return;
        }
        session->appendLog(tr("%1 says: %2").arg(name, m.text));
        broadcastChat(t->code(), peer.seat, name, m.text);
        emit chatReceived(t->code(), peer.seat, name, m.text);
        return;
    }
    if (m.type == ClientMessage::Type::React) {
        if (peer.seat < 0)
            return;
        broadcastReaction(t->code(), peer.seat, name, m.text);
        emit reactionReceived(t->code(), peer.seat, name, m.text);
    }
}

void NetHost::sendToTable(HostedTable* t, const QJsonObject& out, bool spectators)
{
    const std::string text = encode(out).toStdString();
    for (const HostedTable::NetSeat& seat : t->seats())
        if (seat.socket)
            seat.socket->sendText(text);
    if (spectators)
        for (const QPointer<WsConnection>& watcher : t->spectators())
            if (watcher)
                watcher->sendText(text);
}

void NetHost::broadcastChat(const QString& code, int seat, const QString& name, const QString& text)
{
    if (HostedTable* t = table(code)) {
        QJsonObject out = message("chat");
        out.insert(QStringLiteral("seat"), seat);
        out.insert(QStringLiteral("name"), name);
        out.insert(QStringLiteral("text"), text);
        sendToTable(t, out, true);
    }
}

void NetHost::broadcastReaction(const QString& code, int seat, const QString& name, const QString& what)
{
    if (HostedTable* t = table(code)) {
        QJsonObject out = message("react");
        out.insert(QStringLiteral("seat"), seat);
        out.insert(QStringLiteral("name"), name);
        out.insert(QStringLiteral("what"), what);
        sendToTable(t, out, false);
    }
}

namespace {
// Compares two tokens in time that does not depend on where they differ.
bool sameToken(const QString& a, const QString& b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    ushort diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<ushort>(a[i].unicode() ^ b[i].unicode());
    return diff == 0;
}
} // namespace

void NetHost::join(Peer& peer, const ClientMessage& m)
{
    WsConnection* socket = peer.socket;
    if (peer.seat != -3) {
        refuse(socket, QStringLiteral("join"), QStringLiteral("already at a table"));
        return;
    }
    HostedTable* t = table(m.code);
    TableSession* session = t ? t->session() : nullptr;
    if (!session || !session->started()) {
        refuse(socket, QStringLiteral("join"), QStringLiteral("no table with code %1 here").arg(m.code));
        return;
    }
    holdWhileAdmitting(t);
    std::vector<HostedTable::NetSeat>& seats = t->seats();
    int seat = -1;
    QString token;
    if (!m.token.isEmpty()) {
        for (std::size_t s = 0; s < seats.size(); ++s)
            if (sameToken(seats[s].token, m.token))
                seat = static_cast<int>(s);
        if (seat < 0 || (m.seat >= 0 && m.seat != seat)) {
            drop(socket, QStringLiteral("that seat token is not valid at this table"));
            return;
        }
        token = m.token;
        session->setStandIn(seat, false);   // the person is back: the seat is theirs again
        if (WsConnection* old = seats[static_cast<std::size_t>(seat)].socket) {
            m_peers[old].table = nullptr;   // the same person from elsewhere: the newer connection wins
            drop(old, QStringLiteral("you joined this seat from another connection"));
        }
    } else if (m.seat == -2) {
        peer.table = t;
        peer.seat = -1;
        t->spectators().append(socket);
        QJsonObject welcome = message("welcome");
        welcome.insert(QStringLiteral("code"), t->code());
        welcome.insert(QStringLiteral("game"), session->gameId());
        welcome.insert(QStringLiteral("seat"), -1);
        socket->sendText(encode(welcome).toStdString());
        t->sendTo(socket, -1, true);
        return;
    } else {
        for (std::size_t s = 0; s < seats.size() && seat < 0; ++s)
            if (seats[s].network && seats[s].token.isEmpty() && (m.seat < 0 || m.seat == static_cast<int>(s)))
                seat = static_cast<int>(s);
        if (seat < 0) {
            refuse(socket, QStringLiteral("join"), m.seat >= 0 ? QStringLiteral("seat %1 is not open").arg(m.seat + 1)
                                                               : QStringLiteral("no open seat at this table: watch instead"));
            return;
        }
        token = newSeatToken();
        seats[static_cast<std::size_t>(seat)].token = token;
        if (!m.name.trimmed().isEmpty())
            session->renameSeat(seat, m.name);
        t->saveSeats();
    }
    seats[static_cast<std::size_t>(seat)].socket = socket;
    peer.table = t;
    peer.seat = seat;
    QJsonObject welcome = message("welcome");
    welcome.insert(QStringLiteral("code"), t->code());
    welcome.insert(QStringLiteral("game"), session->gameId());
    welcome.insert(QStringLiteral("seat"), seat);
    welcome.insert(QStringLiteral("token"), token);
    socket->sendText(encode(welcome).toStdString());
    session->appendLog(tr("%1 joined.").arg(session->seatName(seat)));
    t->sendTo(socket, seat, true);
    t->sendAll({}, false);   // everyone sees the seat taken
    emit tableSeatsChanged(t->code());
}

void NetHost::create(Peer& peer, const ClientMessage& m)
{
    WsConnection* socket = peer.socket;
    if (!m_factory) {
        refuse(socket, QStringLiteral("create"), QStringLiteral("this host does not make tables on request"));
        return;
    }
    if (tableCount() >= m_maxTables) {
        refuse(socket, QStringLiteral("create"), QStringLiteral("this server is full: try again later"));
        return;
    }
    QVariantList seats;
    for (const QJsonValue& seat : m.seats)
        seats.append(seat.toObject().toVariantMap());
    QString refused;
    TableSession* session = m_factory(m.game, m.options.toVariantMap(), seats, &refused);
    if (!session) {
        refuse(socket, QStringLiteral("create"), refused);
        return;
    }
    session->setHeadless(true);   // a table made on request: nobody looks at it here
    const QString code = uniqueCode();
    QString folder;
    if (!m_dataDir.isEmpty()) {
        folder = QDir(m_dataDir).filePath(code);
        QDir().mkpath(folder);
        session->setAutosaveDir(folder);
        session->setAutosaveWaitsForDisk(false);   // hundreds of tables write after every move
    } else {
        session->setAutosaveDir(QString());
    }
    session->start(seats);
    if (!session->started()) {
        const QString why = session->lastError();
        delete session;
        if (!folder.isEmpty())
            QDir(folder).removeRecursively();
        refuse(socket, QStringLiteral("create"), why.isEmpty() ? QStringLiteral("those seats cannot play this game") : why);
        return;
    }
    auto hosted = std::make_unique<HostedTable>(this, code, session, true);
    hosted->folder = folder;
    hosted->setChatAllowed(m_chatDefault);
    hosted->saveSeats();
    m_tables.push_back(std::move(hosted));
    QJsonObject out = message("created");
    out.insert(QStringLiteral("code"), code);
    socket->sendText(encode(out).toStdString());
}

int NetHost::restoreTables(QStringList* report)
{
    if (m_dataDir.isEmpty() || !m_factory)
        return 0;
    int restored = 0;
    const QDir data(m_dataDir);
    for (const QString& code : data.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!isTableCode(code) || table(code))
            continue;
        const QString folder = data.filePath(code);
        QFile seatsFile(QDir(folder).filePath(QStringLiteral("seats.json")));
        QString game;
        if (seatsFile.open(QIODevice::ReadOnly) && seatsFile.size() < kMaxMessageBytes)
            game = QJsonDocument::fromJson(seatsFile.readAll()).object().value(QStringLiteral("game")).toString();
        // The game file names its seats and race; the session reads them when it continues.
        TableSession* session = game.isEmpty() ? nullptr : m_factory(game, {}, {}, nullptr);
        if (!session) {
            if (report)
                *report << QStringLiteral("%1: no game to reopen (seats.json unreadable)").arg(code);
            continue;
        }
        session->setAutosaveDir(folder);
        session->setAutosaveWaitsForDisk(false);
        session->setHeadless(true);
        if (!session->continueSaved()) {
            if (report)
                *report << QStringLiteral("%1: %2").arg(code, session->lastError());
            delete session;
            continue;
        }
        auto hosted = std::make_unique<HostedTable>(this, code, session, true);
        hosted->folder = folder;
        QString why;
        if (!hosted->loadSeats(&why)) {
            if (report)
                *report << QStringLiteral("%1: %2").arg(code, why);
            continue;
        }
        m_tables.push_back(std::move(hosted));
        ++restored;
    }
    return restored;
}

} // namespace net
