#pragma once
// One client's WebSocket connection on critter-server's side (and the app's
// host's), spoken by ourselves over the socket (wshandshake.h, wsframes.h)
// instead of through QWebSocket: a plain connection reads and writes its
// descriptor directly, one system call a message; a secure one (wss://) goes
// through a QSslSocket. Qt WebSockets' framing, copies, UTF-16 text and
// signals were a third of the server's own time a move (docs/performance.md,
// "Network play", session 22).
//
// Messages arrive at the listener (a virtual call, no signal), whole and
// checked: a text message is valid UTF-8 and at most maxMessage bytes. What
// breaks the protocol is refused and closes the connection with a close code
// and reason. A message sent is written at once when the socket takes it
// (TCP_NODELAY); what it does not take waits for the socket to be writable.
// The listener hears closed() once, on a later pass of the event loop than
// any call it made itself, so closing from inside a message's handling is safe.
#include <QBasicTimer>
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "wsframes.h"

class QSocketNotifier;
class QSslSocket;

namespace net {

class WsConnection;

class WsListener
{
public:
    virtual void wsText(WsConnection* connection, std::string_view text) = 0;
    virtual void wsBinary(WsConnection* connection) = 0;
    // The connection ended (either side, or broken); it is deleted later.
    virtual void wsClosed(WsConnection* connection) = 0;
    // A plain connection's opening request was read and is good: may it be
    // answered now? False: the listener calls admitted() when it may (its
    // socket not read meanwhile).
    virtual bool wsMayOpen(WsConnection* connection)
    {
        (void)connection;
        return true;
    }

protected:
    ~WsListener() = default;
};

class WsConnection : public QObject
{
    Q_OBJECT
public:
    // A plain connection on an accepted socket descriptor (taken over: closed here).
    WsConnection(int fd, WsListener* listener, std::size_t maxMessage, QObject* parent);
    // A secure one: a QSslSocket already given its descriptor and starting its server encryption (taken over).
    WsConnection(QSslSocket* tls, WsListener* listener, std::size_t maxMessage, QObject* parent);
    ~WsConnection() override;

    void setListener(WsListener* listener) { m_listener = listener; }
    bool isOpen() const { return m_state == State::Open; }
    // The socket's descriptor (-1 once closed).
    qintptr descriptor() const;

    void sendText(std::string_view text);
    // The listener lets a connection waiting on wsMayOpen answer its opening request now.
    void admitted();
    // Says why (close code and reason, cut to 123 bytes) and ends the connection
    // once the client answers, or after a few seconds.
    void close(std::uint16_t code = ws::kCloseNormal, const QString& reason = {});

protected:
    void timerEvent(QTimerEvent* event) override;

private:
    enum class State { Handshake, Open, Closing, Closed };

    void readable();
    void writable();
    void process();
    void write(const char* a, std::size_t an, const char* b = nullptr, std::size_t bn = 0);
    void sendFrame(ws::Opcode opcode, std::string_view payload);
    void startClosing(std::uint16_t code, std::string_view reason);
    // Ends it now: the socket closed, the listener told (on a later pass).
    void finish();

    int m_fd = -1;
    QSslSocket* m_tls = nullptr;
    std::unique_ptr<QSocketNotifier> m_read;
    std::unique_ptr<QSocketNotifier> m_write;
    WsListener* m_listener;
    ws::FrameReader m_reader;
    State m_state = State::Handshake;
    std::string m_in;            // bytes read and not yet taken
    std::string m_out;           // bytes the socket has not taken yet
    QBasicTimer m_deadline;      // the handshake's, then the closing's
    bool m_told = false;         // the listener heard closed()
    bool m_waiting = false;      // its opening request waits for the listener (wsMayOpen)
    bool m_admitted = false;
};

} // namespace net
