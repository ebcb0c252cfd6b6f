#include "netplay.h"

#include <QNetworkInterface>

#include <utility>

#include "clienttable.h"
#include "landiscovery.h"
#include "netclient.h"
#include "nethost.h"
#include "protocol.h"
#include "seatname.h"
#include "tablesession.h"

namespace {
const QString kName = QStringLiteral("network/name");
const QString kListen = QStringLiteral("network/listen");   // tests: 127.0.0.1
const QString kPort = QStringLiteral("network/port");       // 0: any free port
const QString kTicket = QStringLiteral("network/rejoin");
// Where a host announces its table, and where Join listens (tests: 127.255.255.255 and a free port).
const QString kHosted = QStringLiteral("network/hosted");   // {game, code, tokens}: the host's table, to reopen
const QString kBroadcast = QStringLiteral("network/broadcast");
const QString kDiscoveryPort = QStringLiteral("network/discoveryPort");
constexpr int kTalkLines = 60;
} // namespace

NetPlay::NetPlay(QObject* parent) : QObject(parent) {}

NetPlay::~NetPlay() = default;

QString NetPlay::playerName() const
{
    return m_store.value(key(kName)).toString();
}

void NetPlay::setPlayerName(const QString& name)
{
    const QString cleaned = seatname::clean(name);
    if (cleaned == playerName())
        return;
    m_store.setValue(key(kName), cleaned);
    emit playerNameChanged();
}

QVariantMap NetPlay::rejoinTicket() const
{
    QVariantMap ticket = m_store.value(key(kTicket)).toMap();
    ticket.remove(QStringLiteral("token"));   // QML never sees the secret
    return ticket.value(QStringLiteral("code")).toString().isEmpty() ? QVariantMap() : ticket;
}

void NetPlay::saveTicket(const QVariantMap& ticket)
{
    if (ticket.isEmpty())
        m_store.remove(key(kTicket));
    else
        m_store.setValue(key(kTicket), ticket);
    m_store.sync();
    emit rejoinTicketChanged();
}

void NetPlay::forgetTicket()
{
    saveTicket({});
}

void NetPlay::setStatus(const QString& status, const QString& problem)
{
    m_status = status;
    m_problem = problem;
    emit changed();
}

void NetPlay::addTalk(const QString& line)
{
    m_talk << line;
    while (m_talk.size() > kTalkLines)
        m_talk.removeFirst();
    emit talkChanged();
}

void NetPlay::watch(TableSession* session)
{
    m_session = session;
    connect(session, &QObject::destroyed, this, [this, session] {
        if (m_session != session)
            return;
        // The table went without leaving (the window closed, a test moved on): close its hosting too.
        m_session = nullptr;
        reset();
    });
}

void NetPlay::reset()
{
    if (m_session) {
        m_session->setLink(nullptr);
        disconnect(m_session, nullptr, this, nullptr);
    }
    m_clientTable.reset();
    m_client.reset();
    m_announcer.reset();
    m_host.reset();
    m_role.clear();
    m_code.clear();
    m_addresses.clear();
    m_talk.clear();
    m_session = nullptr;
    emit talkChanged();
    emit seatsChanged();
    setStatus({});
}

bool NetPlay::host(TableSession* session, bool resumed)
{
    reset();
    if (!session || !session->started())
        return false;
    m_host = std::make_unique<net::NetHost>();
    const QHostAddress address(m_store.value(key(kListen), QStringLiteral("0.0.0.0")).toString());
    const quint16 wanted = static_cast<quint16>(m_store.value(key(kPort), 7171).toUInt());
    QString why;
    // The usual port, or any free one when another program holds it.
    if (!m_host->listen(address, wanted, std::nullopt, &why) && (wanted == 0 || !m_host->listen(address, 0, std::nullopt, &why))) {
        m_host.reset();
        setStatus({}, tr("Cannot open the table to the network: %1").arg(why));
        return false;
    }
    watch(session);
    m_role = QStringLiteral("host");
    const QVariantMap kept = m_store.value(key(kHosted)).toMap();
    const bool reopen = resumed && kept.value(QStringLiteral("game")).toString() == session->gameId();
    m_code = reopen ? m_host->hostTable(session, kept.value(QStringLiteral("code")).toString(),
                                        kept.value(QStringLiteral("tokens")).toStringList())
                    : m_host->hostTable(session);
    // The code and tokens go with the autosave: a host that crashed reopens the same table.
    auto keep = [this, session] {
        if (!m_host)
            return;
        if (session->over())
            m_store.remove(key(kHosted));
        else
            m_store.setValue(key(kHosted), QVariantMap{{QStringLiteral("game"), session->gameId()},
                                                  {QStringLiteral("code"), m_code},
                                                  {QStringLiteral("tokens"), m_host->seatTokens(m_code)}});
        m_store.sync();
    };
    keep();
    connect(m_host.get(), &net::NetHost::tableSeatsChanged, this, keep);
    connect(session, &TableSession::overChanged, this, keep);
    m_host->setChatAllowed(m_code, m_chatAllowed);
    const QString port = QString::number(m_host->port());
    if (address.isLoopback()) {
        m_addresses << address.toString() + QLatin1Char(':') + port;
    } else {
        for (const QHostAddress& a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
                m_addresses << a.toString() + QLatin1Char(':') + port;
        if (m_addresses.isEmpty())
            m_addresses << QStringLiteral("127.0.0.1:") + port;
    }
    connect(m_host.get(), &net::NetHost::tableSeatsChanged, this, &NetPlay::seatsChanged);
    connect(session, &TableSession::seatsChanged, this, &NetPlay::seatsChanged);
    connect(m_host.get(), &net::NetHost::chatReceived, this,
            [this](const QString&, int, const QString& name, const QString& text) { addTalk(tr("%1: %2").arg(name, text)); });
    connect(m_host.get(), &net::NetHost::reactionReceived, this,
            [this](const QString&, int, const QString& name, const QString& what) { emit reacted(name, what); });
    // Nobody plays until the people over the network are seated.
    session->setLobby(!seatsFull());
    connect(m_host.get(), &net::NetHost::tableSeatsChanged, this, &NetPlay::announce);
    m_announcer = std::make_unique<net::LanAnnouncer>();
    announce();
    m_announcer->start(QHostAddress(m_store.value(key(kBroadcast), QStringLiteral("255.255.255.255")).toString()),
                       static_cast<quint16>(m_store.value(key(kDiscoveryPort), net::kLanDiscoveryPort).toUInt()));
    setStatus(QStringLiteral("hosting"));
    emit seatsChanged();
    return true;
}

bool NetPlay::join(const QString& address, const QString& code, const QString& name)
{
    setPlayerName(name);
    return connectClient(address, code, name, {});
}

bool NetPlay::watch(const QString& address, const QString& code)
{
    return connectClient(address, code, QString(), {}, -2);
}

bool NetPlay::rejoin()
{
    const QVariantMap ticket = m_store.value(key(kTicket)).toMap();
    return connectClient(ticket.value(QStringLiteral("address")).toString(), ticket.value(QStringLiteral("code")).toString(),
                         ticket.value(QStringLiteral("name")).toString(), ticket.value(QStringLiteral("token")).toString());
}

bool NetPlay::connectClient(const QString& address, const QString& code, const QString& name, const QString& token, int seat)
{
    reset();
    const QUrl url = net::NetClient::hostUrl(address);
    const QString upper = code.trimmed().toUpper();
    if (!url.isValid()) {
        setStatus({}, tr("'%1' is not an address: type it as the host shows it, like 192.168.1.20:7171.").arg(address.left(60)));
        return false;
    }
    if (!net::isTableCode(upper)) {
        setStatus({}, tr("'%1' is not a table code: it has %2 letters and digits.").arg(code.left(20)).arg(net::kCodeLength));
        return false;
    }
    m_role = QStringLiteral("client");
    m_code = upper;
    m_address = address.trimmed();
    m_joinName = name;
    m_early.clear();
    m_client = std::make_unique<net::NetClient>();
    connect(m_client.get(), &net::NetClient::opened, this, [this, token, seat] { m_client->join(m_code, m_joinName, seat, token); });
    connect(m_client.get(), &net::NetClient::closed, this, [this](const QString& why) {
        if (m_role == QLatin1String("client"))
            setStatus(QStringLiteral("lost"), why.isEmpty() ? tr("The connection to the host ended.") : why);
    });
    connect(m_client.get(), &net::NetClient::received, this, [this](const QJsonObject& m) {
        const QString type = m.value(QLatin1String("type")).toString();
        if (type == QLatin1String("refused") && !m_clientTable) {
            setStatus(QStringLiteral("refused"), m.value(QLatin1String("reason")).toString());
            return;
        }
        if (m_clientTable)
            return;   // the table reads it
        m_early << m;
        if (type == QLatin1String("welcome")) {
            // A seat is kept for rejoining; watching keeps nothing.
            if (m.value(QLatin1String("seat")).toInt(-1) >= 0)
                saveTicket({{QStringLiteral("game"), m.value(QLatin1String("game")).toString()},
                            {QStringLiteral("code"), m_code},
                            {QStringLiteral("address"), m_address},
                            {QStringLiteral("name"), m_joinName},
                            {QStringLiteral("token"), m.value(QLatin1String("token")).toString()}});
            setStatus(QStringLiteral("joined"));
            emit seated(m.value(QLatin1String("game")).toString());
        }
    });
    setStatus(QStringLiteral("connecting"));
    m_client->open(url);
    return true;
}

void NetPlay::attach(TableSession* session)
{
    if (!session || !m_client || m_clientTable)
        return;
    watch(session);
    m_clientTable = std::make_unique<net::ClientTable>(m_client.get(), session);
    connect(m_clientTable.get(), &net::ClientTable::refused, this, [this](const QString& why) {
        m_problem = why;
        emit changed();
    });
    connect(m_clientTable.get(), &net::ClientTable::problem, this, [this](const QString& why) {
        m_problem = why;
        emit changed();
    });
    connect(m_clientTable.get(), &net::ClientTable::seatStatesChanged, this, &NetPlay::seatsChanged);
    connect(m_clientTable.get(), &net::ClientTable::chat, this, [this](int, const QString& who, const QString& text) {
        addTalk(tr("%1: %2").arg(who, text));
        if (m_session)
            m_session->appendLog(tr("%1 says: %2").arg(who, text));
    });
    connect(m_clientTable.get(), &net::ClientTable::reacted, this, &NetPlay::reacted);
    // The connection goes with the session (its sender), so the pointer is live here.
    connect(session, &TableSession::overChanged, this, [this, session] {
        if (session->over() && m_role == QLatin1String("client"))
            forgetTicket();   // a finished game has nothing to rejoin
    });
    const QList<QJsonObject> early = std::exchange(m_early, {});
    for (const QJsonObject& m : early)
        m_clientTable->take(m);
    emit seatsChanged();
}

QVariantList NetPlay::seats() const
{
    QVariantList out;
    if (!m_session)
        return out;
    const QStringList states = m_host ? m_host->seatStates(m_code) : m_clientTable ? m_clientTable->seatStates() : QStringList();
    for (int s = 0; s < m_session->players(); ++s)
        out.append(QVariantMap{{QStringLiteral("seat"), s},
                               {QStringLiteral("name"), m_session->seatName(s)},
                               {QStringLiteral("state"), states.value(s)},
                               {QStringLiteral("standIn"), m_session->standIn(s)},
                               {QStringLiteral("me"), m_clientTable ? m_clientTable->seat() == s : m_session->seatModel()->isPerson(s)}});
    return out;
}

bool NetPlay::seatsFull() const
{
    if (!m_host)
        return true;
    const QStringList states = m_host->seatStates(m_code);
    return !states.contains(QStringLiteral("open"));
}

bool NetPlay::waitsFor(int seat) const
{
    const QVariantList all = seats();
    if (seat < 0 || seat >= all.size())
        return false;
    const QVariantMap entry = all[seat].toMap();
    return entry.value(QStringLiteral("state")).toString() == QLatin1String("lost") && !entry.value(QStringLiteral("standIn")).toBool();
}

QStringList NetPlay::lostNames() const
{
    QStringList out;
    if (!m_session)
        return out;
    const QStringList states = m_host ? m_host->seatStates(m_code) : m_clientTable ? m_clientTable->seatStates() : QStringList();
    for (int s = 0; s < states.size() && s < m_session->players(); ++s)
        if (states[s] == QLatin1String("lost"))
            out << m_session->seatName(s);
    return out;
}

void NetPlay::setChatAllowed(bool allowed)
{
    if (allowed == m_chatAllowed)
        return;
    m_chatAllowed = allowed;
    if (m_host)
        m_host->setChatAllowed(m_code, allowed);
    emit changed();
}

void NetPlay::say(const QString& text)
{
    const QString line = text.simplified().left(net::kMaxChatChars);
    if (line.isEmpty())
        return;
    if (m_client) {
        m_client->chat(line);
    } else if (m_host && m_session && m_chatAllowed) {
        // The host's own words go round like anyone's.
        const QString me = m_session->seatName(m_session->viewer() >= 0 ? m_session->viewer() : 0);
        m_session->appendLog(tr("%1 says: %2").arg(me, line));
        addTalk(tr("%1: %2").arg(me, line));
        m_host->broadcastChat(m_code, m_session->viewer(), me, line);
    }
}

void NetPlay::react(const QString& what)
{
    if (!net::reactions().contains(what))
        return;
    if (m_client)
        m_client->react(what);
    else if (m_host && m_session)
        m_host->broadcastReaction(m_code, m_session->viewer(), m_session->seatName(std::max(0, m_session->viewer())), what);
}

void NetPlay::setStandIn(int seat, bool on)
{
    if (m_host && m_session)
        m_session->setStandIn(seat, on);
    emit seatsChanged();
}

void NetPlay::announce()
{
    if (!m_announcer || !m_host || !m_session)
        return;
    int open = 0;
    for (const QString& state : m_host->seatStates(m_code))
        open += state == QLatin1String("open") ? 1 : 0;
    const QString me = m_session->seatName(std::max(0, m_session->viewer()));
    m_announcer->setTable(m_code, m_session->gameId(), me, m_host->port(), open);
}

void NetPlay::startLooking()
{
    if (m_listener)
        return;
    m_listener = std::make_unique<net::LanListener>();
    if (!m_listener->listen(static_cast<quint16>(m_store.value(key(kDiscoveryPort), net::kLanDiscoveryPort).toUInt()))) {
        m_listener.reset();   // another program holds the port: typing the address still works
        emit foundTablesChanged();
        return;
    }
    connect(m_listener.get(), &net::LanListener::changed, this, &NetPlay::foundTablesChanged);
    emit foundTablesChanged();
}

void NetPlay::stopLooking()
{
    m_listener.reset();
    emit foundTablesChanged();
}

QVariantList NetPlay::foundTables() const
{
    return m_listener ? m_listener->tables() : QVariantList();
}

void NetPlay::leave()
{
    if (m_host)
        m_host->closeTable(m_code);
    reset();
}
