#include "wsserver.h"

#include <QSslSocket>

#include <unistd.h>

#include "sockettuning.h"
#include "wsconnection.h"

namespace net {

WsServer::WsServer(WsListener* listener, std::size_t maxMessage, std::optional<QSslConfiguration> tls, QObject* parent)
    : QTcpServer(parent), m_listener(listener), m_maxMessage(maxMessage), m_tls(std::move(tls))
{
    // A thousand may knock at once (a restarted server's people all rejoin):
    // Qt's backlog of 50 dropped the rest's SYNs (sockettuning.h).
    setListenBacklogSize(kListenBacklog);
}

void WsServer::incomingConnection(qintptr descriptor)
{
    if (!m_tls) {
        new WsConnection(static_cast<int>(descriptor), m_listener, m_maxMessage, parent());
        return;
    }
    auto* socket = new QSslSocket;
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        ::close(static_cast<int>(descriptor));
        return;
    }
    socket->setSslConfiguration(*m_tls);
    auto* connection = new WsConnection(socket, m_listener, m_maxMessage, parent());
    Q_UNUSED(connection)
    socket->startServerEncryption();
}

} // namespace net
