#pragma once
// The listening side of our own WebSocket connections (wsconnection.h): a
// QTcpServer that hands every accepted socket, plain or wrapped in a
// QSslSocket for wss://, to a new WsConnection for its listener.
#include <QSslConfiguration>
#include <QTcpServer>

#include <optional>

namespace net {

class WsConnection;
class WsListener;

class WsServer : public QTcpServer
{
public:
    WsServer(WsListener* listener, std::size_t maxMessage, std::optional<QSslConfiguration> tls, QObject* parent);

    bool secure() const { return m_tls.has_value(); }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    WsListener* m_listener;
    std::size_t m_maxMessage;
    std::optional<QSslConfiguration> m_tls;
};

} // namespace net
