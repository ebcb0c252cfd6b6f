#include "sockettuning.h"

#include <QAbstractSocket>
#include <QWebSocket>

namespace net {

void sendAtOnce(QWebSocket* socket)
{
    // QWebSocket keeps its TCP socket as a child and offers no option of its own.
    const auto sockets = socket->findChildren<QAbstractSocket*>();
    for (QAbstractSocket* tcp : sockets)
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
}

} // namespace net
