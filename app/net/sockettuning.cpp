#include "sockettuning.h"

#include <QAbstractSocket>
#include <QWebSocket>
#include <QWebSocketServer>

#ifdef Q_OS_UNIX
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#endif

namespace net {

void sendAtOnce(QWebSocket* socket)
{
    // QWebSocket keeps its TCP socket as a child and offers no option of its own.
    const auto sockets = socket->findChildren<QAbstractSocket*>();
    for (QAbstractSocket* tcp : sockets)
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
}

void tuneListener(QWebSocketServer* server)
{
#ifdef Q_OS_UNIX
    // The connections' sockets are out of reach; Linux gives every accepted
    // connection the listening socket's TCP_NODELAY.
    const int fd = static_cast<int>(server->socketDescriptor());
    const int on = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    // QWebSocketServer offers no backlog setting; listen() again sets it (capped by net.core.somaxconn).
    ::listen(fd, kListenBacklog);
#else
    Q_UNUSED(server)
#endif
}

} // namespace net
