#include "leanseat.h"

#include <QCryptographicHash>
#include <QHostAddress>
#include <QMetaObject>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/json_write.h"
#include "protocol.h"

namespace critter::cli {
namespace {

// A host's message is a few KiB; NetClient allows four times the client limit too.
constexpr std::size_t kMostMessageBytes = 4 * static_cast<std::size_t>(net::kMaxMessageBytes);

enum Opcode { kContinuation = 0x0, kText = 0x1, kBinary = 0x2, kClose = 0x8, kPing = 0x9, kPong = 0xA };

} // namespace

LeanSeat::LeanSeat(std::uint64_t seed, QObject* parent) : SeatLink(parent), m_rng(seed) {}

LeanSeat::~LeanSeat()
{
    m_read.reset();
    m_write.reset();
    if (m_fd >= 0)
        ::close(m_fd);
}

void LeanSeat::fail(const QString& why)
{
    const bool wasOpen = m_fd >= 0;
    m_read.reset();
    m_write.reset();
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    // Later, as a socket's own close arrives: the caller may be ending the table's other seats.
    if (wasOpen || !why.isEmpty())
        QMetaObject::invokeMethod(this, [this, why] { connectionEnded(why); }, Qt::QueuedConnection);
}

void LeanSeat::leave()
{
    if (m_fd >= 0)
        fail(QStringLiteral("left"));
}

void LeanSeat::join(const QUrl& url, const QString& code, const QString& name, int seat)
{
    const QHostAddress address(url.host());
    if (url.scheme() != QLatin1String("ws") || address.isNull() || url.port() <= 0) {
        fail(QStringLiteral("a lean seat needs ws://IP:PORT, got %1").arg(url.toString()));
        return;
    }
    sockaddr_storage to{};
    socklen_t length = 0;
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        auto* in = reinterpret_cast<sockaddr_in*>(&to);
        in->sin_family = AF_INET;
        in->sin_port = htons(static_cast<quint16>(url.port()));
        in->sin_addr.s_addr = htonl(address.toIPv4Address());
        length = sizeof(sockaddr_in);
    } else {
        auto* in6 = reinterpret_cast<sockaddr_in6*>(&to);
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons(static_cast<quint16>(url.port()));
        const Q_IPV6ADDR bytes = address.toIPv6Address();
        std::memcpy(&in6->sin6_addr, bytes.c, 16);
        length = sizeof(sockaddr_in6);
    }
    m_fd = ::socket(to.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (m_fd < 0) {
        fail(QStringLiteral("socket: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        return;
    }
    const int one = 1;
    ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);   // as every critter socket (sockettuning.h)
    if (::connect(m_fd, reinterpret_cast<sockaddr*>(&to), length) < 0 && errno != EINPROGRESS) {
        fail(QStringLiteral("connect: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        return;
    }
    m_host = url.host().toStdString() + ':' + std::to_string(url.port());
    const QByteArray key = [this] {
        QByteArray random(16, Qt::Uninitialized);
        for (char& c : random)
            c = static_cast<char>(m_rng());
        return random.toBase64();
    }();
    m_key = key.toStdString();
    critter::JsonText j;
    j.openObject().field("code", code.toStdString()).field("name", name.toStdString()).field("seat", seat);
    j.field("type", "join").field("v", net::kProtocolVersion).closeObject();
    m_joinText = j.take();
    m_out = "GET / HTTP/1.1\r\nHost: " + m_host + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " +
            m_key + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
    m_read = std::make_unique<QSocketNotifier>(m_fd, QSocketNotifier::Read);
    connect(m_read.get(), &QSocketNotifier::activated, this, &LeanSeat::readable);
    m_write = std::make_unique<QSocketNotifier>(m_fd, QSocketNotifier::Write);
    connect(m_write.get(), &QSocketNotifier::activated, this, &LeanSeat::writable);
}

void LeanSeat::writable()
{
    flush();
}

void LeanSeat::flush()
{
    while (!m_out.empty() && m_fd >= 0) {
        const ssize_t n = ::send(m_fd, m_out.data(), m_out.size(), MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == ENOTCONN)
                break;   // ENOTCONN: still connecting; the write notifier says when
            fail(QStringLiteral("send: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
            return;
        }
        m_out.erase(0, static_cast<std::size_t>(n));
    }
    if (m_write)
        m_write->setEnabled(!m_out.empty());
}

void LeanSeat::readable()
{
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, 0);
        if (n > 0) {
            m_in.append(buffer, static_cast<std::size_t>(n));
            if (n < static_cast<ssize_t>(sizeof buffer))
                break;
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        fail(n == 0 ? QStringLiteral("the host closed the connection")
                    : QStringLiteral("recv: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        return;
    }
    if (!m_open && !upgraded())
        return;
    frames();
}

// The host's answer to the upgrade: 101 and the accept value RFC 6455 derives from our key.
bool LeanSeat::upgraded()
{
    const std::size_t end = m_in.find("\r\n\r\n");
    if (end == std::string::npos) {
        if (m_in.size() > 8192)
            fail(QStringLiteral("the host's upgrade answer is too long"));
        return false;
    }
    std::string head = m_in.substr(0, end);
    m_in.erase(0, end + 4);
    const QByteArray accept =
        QCryptographicHash::hash(QByteArray::fromStdString(m_key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"),
                                 QCryptographicHash::Sha1)
            .toBase64();
    for (char& c : head)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (head.rfind("http/1.1 101", 0) != 0 || head.find("sec-websocket-accept: " + accept.toLower().toStdString()) == std::string::npos) {
        fail(QStringLiteral("the host did not upgrade to a WebSocket"));
        return false;
    }
    m_open = true;
    sendFrame(kText, m_joinText);
    return true;
}

void LeanSeat::frames()
{
    std::size_t at = 0;
    while (m_fd >= 0) {
        const std::size_t left = m_in.size() - at;
        if (left < 2)
            break;
        const auto* p = reinterpret_cast<const unsigned char*>(m_in.data() + at);
        const bool fin = (p[0] & 0x80) != 0;
        const int opcode = p[0] & 0x0F;
        if ((p[1] & 0x80) != 0) {
            fail(QStringLiteral("the host sent a masked frame"));
            return;
        }
        std::size_t header = 2;
        std::uint64_t size = p[1] & 0x7F;
        if (size == 126) {
            if (left < 4)
                break;
            size = (std::uint64_t(p[2]) << 8) | p[3];
            header = 4;
        } else if (size == 127) {
            if (left < 10)
                break;
            size = 0;
            for (int i = 0; i < 8; ++i)
                size = (size << 8) | p[2 + i];
            header = 10;
        }
        if (size > kMostMessageBytes || m_message.size() + size > kMostMessageBytes) {
            fail(QStringLiteral("the host sent a message over %1 bytes").arg(kMostMessageBytes));
            return;
        }
        if (left < header + size)
            break;
        const std::string_view payload(m_in.data() + at + header, static_cast<std::size_t>(size));
        at += header + static_cast<std::size_t>(size);
        switch (opcode) {
        case kText:
        case kBinary:
        case kContinuation:
            if (fin && m_message.empty() && opcode != kContinuation) {
                message(payload);
            } else {
                m_message.append(payload);
                if (fin) {
                    const std::string whole = std::move(m_message);
                    m_message.clear();
                    message(whole);
                }
            }
            break;
        case kPing:
            sendFrame(kPong, payload);
            break;
        case kClose:
            fail(QStringLiteral("the host closed the table"));
            return;
        default:
            break;   // pong: nothing to do
        }
    }
    if (m_fd >= 0)
        m_in.erase(0, at);
}

void LeanSeat::message(std::string_view text)
{
    if (!readLeanMessage(text, m_last)) {
        problem(QStringLiteral("a host message this seat cannot read"), true);
        return;
    }
    const std::string& type = m_last.type;
    if (type == "welcome")
        welcomed(m_last.seat);
    else if (type == "refused")
        refusedMove(QString::fromStdString(m_last.reason));
    else if (type == "error")
        fail(QString::fromStdString(m_last.reason));
    else if (type == "table")
        tableArrived(m_last.moves, m_last.over, m_last.deciding);
}

std::optional<QString> LeanSeat::chooseMove(QString* why)
{
    if (m_last.legal.empty()) {
        *why = QStringLiteral("the host asked this seat to decide and offered no move");
        return std::nullopt;
    }
    std::uniform_int_distribution<std::size_t> pick(0, m_last.legal.size() - 1);
    return QString::fromStdString(m_last.legal[pick(m_rng)]);
}

void LeanSeat::sendMove(int moves, const QString& action)
{
    critter::JsonText j;
    j.openObject().field("action", action.toStdString()).field("moves", moves).field("type", "act");
    j.field("v", net::kProtocolVersion).closeObject();
    sendFrame(kText, j.text());
}

// A client's frames are masked (RFC 6455 5.3), with a fresh key each.
void LeanSeat::sendFrame(int opcode, std::string_view payload)
{
    if (m_fd < 0)
        return;
    std::string frame;
    frame.reserve(payload.size() + 14);
    frame += static_cast<char>(0x80 | opcode);
    if (payload.size() < 126) {
        frame += static_cast<char>(0x80 | payload.size());
    } else if (payload.size() <= 0xFFFF) {
        frame += static_cast<char>(0x80 | 126);
        frame += static_cast<char>(payload.size() >> 8);
        frame += static_cast<char>(payload.size() & 0xFF);
    } else {
        frame += static_cast<char>(0x80 | 127);
        for (int i = 7; i >= 0; --i)
            frame += static_cast<char>((static_cast<std::uint64_t>(payload.size()) >> (8 * i)) & 0xFF);
    }
    const std::uint64_t random = m_rng();
    char mask[4];
    std::memcpy(mask, &random, 4);
    frame.append(mask, 4);
    for (std::size_t i = 0; i < payload.size(); ++i)
        frame += static_cast<char>(payload[i] ^ mask[i % 4]);
    m_out += frame;
    flush();
}

} // namespace critter::cli
