#pragma once
// The sockets under network play, tuned for small messages and many
// connections. Apart from protocol.h, which reads and writes messages with
// QtCore alone (its fuzz target links nothing else).
class QWebSocket;

namespace net {

// Lets the socket under a connected QWebSocket send each message as soon as
// it is written (TCP_NODELAY). A move is one small message each way;
// Nagle's wait for an acknowledgement, which Linux delays up to 40 ms, was
// most of a move's time on loopback (docs/performance.md).
void sendAtOnce(QWebSocket* socket);
// A host's listening socket's backlog (wsserver.h): a thousand may knock at
// once. Qt's backlog of 50 dropped the rest's SYNs when hundreds of seats
// connected together (a restarted server's people all rejoin), each retry
// waiting 1, 3, 7… seconds, and a game waited for the seat that was not there yet.
inline constexpr int kListenBacklog = 1024;

} // namespace net
