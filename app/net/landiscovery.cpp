#include "landiscovery.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QNetworkDatagram>
#include <QUdpSocket>
#include <QVariantMap>

#include <algorithm>
#include <cmath>

#include "protocol.h"

namespace net {

namespace {

const QString kVersionKey = QStringLiteral("critter-table");
const QString kCodeKey = QStringLiteral("code");
const QString kGameKey = QStringLiteral("game");
const QString kHostKey = QStringLiteral("host");
const QString kPortKey = QStringLiteral("port");
const QString kOpenKey = QStringLiteral("open");
constexpr int kMaxOpenSeats = 63;   // the protocol's highest seat number
// A flood of datagrams is read a batch at a time so the event loop keeps turning.
constexpr int kReadBatch = 256;

bool plainCodePoint(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:        // bidi overrides and invisible marks could disguise a name
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return false;
    default:
        return true;
    }
}

// A JSON number that is a whole number within [low, high].
std::optional<int> wholeNumber(const QJsonValue& value, int low, int high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (!std::isfinite(d) || std::trunc(d) != d || d < low || d > high)
        return std::nullopt;
    return static_cast<int>(d);
}

// The sender as people read it: an IPv4 address without the ::ffff: of a mapped one.
QString addressText(const QHostAddress& address)
{
    bool ok = false;
    const quint32 v4 = address.toIPv4Address(&ok);
    return ok ? QHostAddress(v4).toString() : address.toString();
}

// A host name listeners accept: plain, single spaced, at most 40 characters.
QString cleanName(const QString& name)
{
    QList<uint> points = name.toUcs4();
    for (uint& c : points)
        if (!plainCodePoint(c))
            c = ' ';
    QString clean = QString::fromUcs4(reinterpret_cast<const char32_t*>(points.constData()), points.size())
                        .simplified();
    const QList<uint> cut = clean.toUcs4();
    if (cut.size() > kLanMaxNameChars)
        clean = QString::fromUcs4(reinterpret_cast<const char32_t*>(cut.constData()), kLanMaxNameChars).trimmed();
    return clean;
}

} // namespace

const QStringList& lanGameIds()
{
    static const QStringList ids{QStringLiteral("trash-pandas"), QStringLiteral("panda-panda"),
                                 QStringLiteral("trash-dash")};
    return ids;
}

bool isPlainLanText(const QString& text)
{
    if (!QStringView(text).isValidUtf16())
        return false;
    const QList<uint> points = text.toUcs4();
    return std::all_of(points.cbegin(), points.cend(), [](uint c) { return plainCodePoint(c); });
}

QByteArray lanAnnouncement(const QString& code, const QString& game, const QString& hostName, quint16 wsPort,
                           int openSeats)
{
    QJsonObject o;
    o.insert(kVersionKey, kProtocolVersion);
    o.insert(kCodeKey, code);
    o.insert(kGameKey, game);
    o.insert(kHostKey, hostName);
    o.insert(kPortKey, static_cast<int>(wsPort));
    o.insert(kOpenKey, openSeats);
    return encode(o);
}

std::optional<LanTable> readLanAnnouncement(const QByteArray& bytes)
{
    if (bytes.isEmpty() || bytes.size() > kLanMaxDatagramBytes)
        return std::nullopt;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    // Exactly these keys: anything else is another program's (or another version's) datagram.
    if (o.size() != 6)
        return std::nullopt;
    for (const QString& key : {kVersionKey, kCodeKey, kGameKey, kHostKey, kPortKey, kOpenKey})
        if (!o.contains(key))
            return std::nullopt;
    const auto version = wholeNumber(o.value(kVersionKey), kProtocolVersion, kProtocolVersion);
    const auto port = wholeNumber(o.value(kPortKey), 1, 65535);
    const auto open = wholeNumber(o.value(kOpenKey), 0, kMaxOpenSeats);
    if (!version || !port || !open)
        return std::nullopt;
    const QJsonValue code = o.value(kCodeKey);
    const QJsonValue game = o.value(kGameKey);
    const QJsonValue host = o.value(kHostKey);
    if (!code.isString() || !game.isString() || !host.isString())
        return std::nullopt;
    LanTable t;
    t.code = code.toString();
    t.game = game.toString();
    t.host = host.toString();
    t.port = static_cast<quint16>(*port);
    t.open = *open;
    if (!isTableCode(t.code) || !lanGameIds().contains(t.game))
        return std::nullopt;
    if (t.host.size() > 2 * kLanMaxNameChars || !isPlainLanText(t.host) || t.host.toUcs4().size() > kLanMaxNameChars)
        return std::nullopt;
    return t;
}

// ---------------------------------------------------------------- LanAnnouncer

LanAnnouncer::LanAnnouncer(QObject* parent)
    : QObject(parent)
    , m_socket(new QUdpSocket(this))
{
    // Precise and single shot: each datagram is scheduled a full interval after the last.
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &LanAnnouncer::send);
}

LanAnnouncer::~LanAnnouncer() = default;

void LanAnnouncer::setTable(const QString& code, const QString& game, const QString& hostName, quint16 wsPort,
                            int openSeats)
{
    m_code = code;
    m_game = game;
    m_hostName = cleanName(hostName);
    m_wsPort = wsPort;
    m_open = std::clamp(openSeats, 0, kMaxOpenSeats);
    rebuild();
}

void LanAnnouncer::setOpenSeats(int openSeats)
{
    m_open = std::clamp(openSeats, 0, kMaxOpenSeats);
    rebuild();
}

void LanAnnouncer::rebuild()
{
    m_payload = lanAnnouncement(m_code, m_game, m_hostName, m_wsPort, m_open);
    // Announcing what every listener would throw away is only noise on the network.
    if (!readLanAnnouncement(m_payload))
        m_payload.clear();
}

void LanAnnouncer::start(const QHostAddress& broadcast, quint16 port)
{
    m_address = broadcast;
    m_port = port;
    m_running = true;
    send();
}

void LanAnnouncer::stop()
{
    m_running = false;
    m_timer.stop();
}

void LanAnnouncer::send()
{
    if (!m_running)
        return;
    // Restarting or a stray call never sends faster than once an interval.
    if (m_lastSend.isValid() && m_lastSend.elapsed() < kLanAnnounceIntervalMs) {
        m_timer.start(static_cast<int>(kLanAnnounceIntervalMs - m_lastSend.elapsed()));
        return;
    }
    if (!m_payload.isEmpty() && m_port != 0) {
        m_lastSend.start();
        // A network that is down just means nobody hears this one; the next goes out in a second.
        if (m_socket->writeDatagram(m_payload, m_address, m_port) == m_payload.size())
            ++m_sent;
    }
    m_timer.start(kLanAnnounceIntervalMs);
}

// ----------------------------------------------------------------- LanListener

LanListener::LanListener(QObject* parent)
    : QObject(parent)
    , m_socket(new QUdpSocket(this))
{
    m_clock.start();
    connect(m_socket, &QUdpSocket::readyRead, this, &LanListener::readPending);
    m_pruneTimer.setInterval(kLanStaleMs / 10);
    connect(&m_pruneTimer, &QTimer::timeout, this, &LanListener::dropStale);
}

LanListener::~LanListener() = default;

bool LanListener::listen(quint16 port, QString* why)
{
    close();
    if (!m_socket->bind(QHostAddress(QHostAddress::AnyIPv4), port,
                        QAbstractSocket::ShareAddress | QAbstractSocket::ReuseAddressHint)) {
        if (why)
            *why = m_socket->errorString();
        return false;
    }
    m_pruneTimer.start();
    return true;
}

void LanListener::close()
{
    m_pruneTimer.stop();
    if (m_socket->state() != QAbstractSocket::UnconnectedState)
        m_socket->close();
    if (!m_seen.isEmpty()) {
        m_seen.clear();
        emit changed();
    }
}

bool LanListener::isListening() const
{
    return m_socket->state() == QAbstractSocket::BoundState;
}

quint16 LanListener::port() const
{
    return m_socket->localPort();
}

QVariantList LanListener::tables() const
{
    QList<LanTable> list;
    list.reserve(m_seen.size());
    for (const Seen& s : m_seen)
        list << s.table;
    std::sort(list.begin(), list.end(), [](const LanTable& a, const LanTable& b) {
        if (const int byName = a.host.compare(b.host, Qt::CaseInsensitive))
            return byName < 0;
        if (a.host != b.host)
            return a.host < b.host;
        if (a.code != b.code)
            return a.code < b.code;
        if (a.address != b.address)
            return a.address < b.address;
        return a.port < b.port;
    });
    QVariantList out;
    for (const LanTable& t : list)
        out << QVariantMap{{QStringLiteral("address"), t.address}, {QStringLiteral("port"), static_cast<int>(t.port)},
                           {QStringLiteral("code"), t.code},       {QStringLiteral("game"), t.game},
                           {QStringLiteral("host"), t.host},       {QStringLiteral("open"), t.open}};
    return out;
}

void LanListener::readPending()
{
    bool any = false;
    int read = 0;
    while (m_socket->hasPendingDatagrams() && read < kReadBatch) {
        ++read;
        // One byte more than allowed: a longer datagram arrives cut, and too long.
        const QNetworkDatagram d = m_socket->receiveDatagram(kLanMaxDatagramBytes + 1);
        if (!d.isValid())
            continue;
        any = take(d.senderAddress(), d.data()) || any;
    }
    if (m_socket->hasPendingDatagrams())
        QTimer::singleShot(0, this, &LanListener::readPending);
    if (any)
        emit changed();
}

bool LanListener::take(const QHostAddress& sender, const QByteArray& bytes)
{
    std::optional<LanTable> t = readLanAnnouncement(bytes);
    if (!t || sender.isNull())
        return false;
    t->address = addressText(sender);
    const QString key = t->address + QLatin1Char(' ') + QString::number(t->port) + QLatin1Char(' ') + t->code;
    const auto it = m_seen.find(key);
    if (it == m_seen.end()) {
        if (m_seen.size() >= kLanMaxTables)
            return false;
        m_seen.insert(key, Seen{*t, m_clock.elapsed()});
        return true;
    }
    it->seenMs = m_clock.elapsed();
    const bool different = it->table.game != t->game || it->table.host != t->host || it->table.open != t->open;
    it->table = *t;
    return different;
}

void LanListener::dropStale()
{
    const qint64 now = m_clock.elapsed();
    bool any = false;
    for (auto it = m_seen.begin(); it != m_seen.end();) {
        if (now - it->seenMs > kLanStaleMs) {
            it = m_seen.erase(it);
            any = true;
        } else {
            ++it;
        }
    }
    if (any)
        emit changed();
}

} // namespace net
