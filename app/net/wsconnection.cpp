#include "wsconnection.h"

#include <QSocketNotifier>
#include <QSslSocket>
#include <QTimerEvent>

#include <cerrno>

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#include "wshandshake.h"

namespace net {

namespace {
// A client that has not finished its handshake, or not answered a close, by then is let go.
constexpr int kHandshakeMs = 10000;
constexpr int kClosingMs = 5000;
} // namespace

WsConnection::WsConnection(int fd, WsListener* listener, std::size_t maxMessage, QObject* parent)
    : QObject(parent), m_fd(fd), m_listener(listener), m_reader(maxMessage)
{
    ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) | O_NONBLOCK);
    // A move is one small message each way: sent at once, no wait for Nagle.
    const int on = 1;
    ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    m_read = std::make_unique<QSocketNotifier>(m_fd, QSocketNotifier::Read);
    connect(m_read.get(), &QSocketNotifier::activated, this, [this] { readable(); });
    m_write = std::make_unique<QSocketNotifier>(m_fd, QSocketNotifier::Write);
    m_write->setEnabled(false);
    connect(m_write.get(), &QSocketNotifier::activated, this, [this] { writable(); });
    m_deadline.start(kHandshakeMs, this);
}

WsConnection::WsConnection(QSslSocket* tls, WsListener* listener, std::size_t maxMessage, QObject* parent)
    : QObject(parent), m_tls(tls), m_listener(listener), m_reader(maxMessage)
{
    m_tls->setParent(this);
    m_tls->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(m_tls, &QSslSocket::readyRead, this, [this] { readable(); });
    connect(m_tls, &QSslSocket::disconnected, this, [this] { finish(); });
    connect(m_tls, &QSslSocket::errorOccurred, this, [this] { finish(); });
    m_deadline.start(kHandshakeMs, this);
}

WsConnection::~WsConnection()
{
    m_read.reset();
    m_write.reset();
    if (m_fd >= 0)
        ::close(m_fd);
}

qintptr WsConnection::descriptor() const
{
    return m_tls ? m_tls->socketDescriptor() : m_fd;
}

void WsConnection::timerEvent(QTimerEvent* event)
{
    if (event->timerId() == m_deadline.timerId())
        finish();
    else
        QObject::timerEvent(event);
}

void WsConnection::readable()
{
    if (m_state == State::Closed)
        return;
    if (m_tls) {
        const QByteArray bytes = m_tls->readAll();
        m_in.append(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        process();
        return;
    }
    char buffer[65536];
    const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, 0);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return;   // the notifier says when there is more
    if (n <= 0) {
        finish();   // the client went, or the connection broke
        return;
    }
    if (m_in.empty() && m_state != State::Handshake) {
        // The common case: frames read straight from the buffer (the reader keeps a partial one).
        std::string_view bytes(buffer, static_cast<std::size_t>(n));
        m_in.assign(bytes);   // process() reads m_in
    } else {
        m_in.append(buffer, static_cast<std::size_t>(n));
    }
    process();
}

void WsConnection::process()
{
    if (m_state == State::Handshake) {
        if (m_waiting)
            return;
        const ws::Handshake h = ws::readHandshake(m_in);
        if (h.status == ws::Handshake::NeedMore)
            return;
        if (h.status == ws::Handshake::Upgrade && !m_tls && !m_admitted && m_listener && !m_listener->wsMayOpen(this)) {
            // Its bytes stay where they are (the request kept, the rest in the kernel) until admitted().
            m_waiting = true;
            m_read->setEnabled(false);
            return;
        }
        write(h.response.data(), h.response.size());
        if (h.status == ws::Handshake::Refused) {
            finish();
            return;
        }
        m_in.erase(0, h.used);
        m_state = State::Open;
        m_deadline.stop();
    }
    std::size_t used = 0;
    while (m_state == State::Open || m_state == State::Closing) {
        const ws::FrameReader::Item item = m_reader.next(m_in.data(), m_in.size(), &used);
        using Item = ws::FrameReader::Item;
        if (item.kind == Item::None)
            break;
        switch (item.kind) {
        case Item::Text:
            if (m_state == State::Open && m_listener)
                m_listener->wsText(this, item.payload);
            break;
        case Item::Binary:
            if (m_state == State::Open && m_listener)
                m_listener->wsBinary(this);
            break;
        case Item::Ping:
            if (m_state == State::Open)
                sendFrame(ws::kPong, item.payload);
            break;
        case Item::Pong:
            break;
        case Item::Close:
            if (m_state == State::Open) {
                // The client closes first: answer with its code, then end.
                const std::uint16_t code = item.code == ws::kCloseNoStatus ? std::uint16_t{ws::kCloseNormal} : item.code;
                sendFrame(ws::kClose, ws::closePayload(code, {}));
            }
            finish();
            break;
        case Item::Error:
            if (m_state == State::Open) {
                startClosing(item.code, item.reason);
            } else {
                finish();
            }
            break;
        case Item::None:
            break;
        }
        if (m_reader.failed())
            break;
    }
    m_in.clear();
}

void WsConnection::write(const char* a, std::size_t an, const char* b, std::size_t bn)
{
    if (m_state == State::Closed)
        return;
    if (m_tls) {
        m_tls->write(a, static_cast<qint64>(an));
        if (bn)
            m_tls->write(b, static_cast<qint64>(bn));
        return;
    }
    if (!m_out.empty()) {
        // Behind what the socket has not taken yet.
        m_out.append(a, an);
        if (bn)
            m_out.append(b, bn);
        return;
    }
    iovec parts[2] = {{const_cast<char*>(a), an}, {const_cast<char*>(b), bn}};
    msghdr message{};
    message.msg_iov = parts;
    message.msg_iovlen = bn ? 2 : 1;
    ssize_t n;
    do
        n = ::sendmsg(m_fd, &message, MSG_NOSIGNAL);
    while (n < 0 && errno == EINTR);
    if (n < 0) {
        if (errno != EAGAIN && errno != EWOULDBLOCK) {
            finish();   // broken: the reader hears of it too
            return;
        }
        n = 0;
    }
    const auto sent = static_cast<std::size_t>(n);
    if (sent < an + bn) {
        if (sent < an) {
            m_out.append(a + sent, an - sent);
            m_out.append(b, bn);
        } else {
            m_out.append(b + (sent - an), bn - (sent - an));
        }
        m_write->setEnabled(true);
    }
}

void WsConnection::writable()
{
    while (!m_out.empty()) {
        const ssize_t n = ::send(m_fd, m_out.data(), m_out.size(), MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return;
            finish();
            return;
        }
        m_out.erase(0, static_cast<std::size_t>(n));
    }
    m_write->setEnabled(false);
}

void WsConnection::sendFrame(ws::Opcode opcode, std::string_view payload)
{
    unsigned char header[10];
    const std::size_t n = ws::frameHeader(header, opcode, payload.size());
    write(reinterpret_cast<const char*>(header), n, payload.data(), payload.size());
}

void WsConnection::admitted()
{
    m_admitted = true;
    if (!m_waiting || m_state != State::Handshake)
        return;
    m_waiting = false;
    m_read->setEnabled(true);
    process();
}

void WsConnection::sendText(std::string_view text)
{
    if (m_state == State::Open)
        sendFrame(ws::kText, text);
}

void WsConnection::close(std::uint16_t code, const QString& reason)
{
    startClosing(code, reason.toStdString());
}

void WsConnection::startClosing(std::uint16_t code, std::string_view reason)
{
    if (m_state != State::Open) {
        if (m_state == State::Handshake)
            finish();
        return;
    }
    sendFrame(ws::kClose, ws::closePayload(code, reason));
    if (m_state == State::Closed)
        return;
    // The client answers with its own close frame; then (or after a while) the connection ends.
    m_state = State::Closing;
    m_deadline.start(kClosingMs, this);
}

void WsConnection::finish()
{
    if (m_state == State::Closed)
        return;
    m_state = State::Closed;
    m_deadline.stop();
    if (m_tls) {
        m_tls->disconnect(this);
        m_tls->disconnectFromHost();
    } else {
        // What the socket has not taken is lost with the connection.
        m_read.reset();
        m_write.reset();
        ::close(m_fd);
        m_fd = -1;
    }
    // Told on a later pass: the listener may be in the middle of this connection's message.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (!m_told && m_listener) {
                m_told = true;
                m_listener->wsClosed(this);
            }
        },
        Qt::QueuedConnection);
}

} // namespace net
