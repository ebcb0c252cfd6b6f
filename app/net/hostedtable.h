#pragma once
// One table a NetHost holds: its session (the one true game), who sits at
// each network seat (a secret token, the live connection) and who watches.
// As the session's TableLink it hears of every move and reset and sends each
// connection the table as that seat may see it (tableMessage).
#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QString>

#include <string>
#include <utility>
#include <vector>

#include "tablelink.h"

class TableSession;

namespace net {

class NetHost;
class WsConnection;

class HostedTable : public TableLink
{
public:
    struct NetSeat {
        bool network = false;   // a remote seat: people join it over the network
        QString token;          // "" until someone claims it
        QPointer<WsConnection> socket;
    };

    HostedTable(NetHost* host, QString code, TableSession* session, bool owned);
    ~HostedTable() override;

    const QString& code() const { return m_code; }
    // nullptr once the session is gone (a table left without closing its hosting first).
    TableSession* session() const { return m_session.data(); }
    std::vector<NetSeat>& seats() { return m_seats; }
    const std::vector<NetSeat>& seats() const { return m_seats; }
    QList<QPointer<WsConnection>>& spectators() { return m_spectators; }
    bool chatAllowed() const { return m_chat; }
    void setChatAllowed(bool allowed) { m_chat = allowed; }
    // Where this table's game file and seats are kept ("" for nowhere).
    QString folder;

    // The whole table as `seat` may see it (-1: a spectator), with the events
    // since the last message as that seat may see them. The same game in two
    // worlds that seat cannot tell apart gives the same bytes.
    QByteArray tableBytes(int seat, const std::vector<critter::Event>& events, bool reset) const;
    // The same, read back (tests look into it).
    QJsonObject tableMessage(int seat, const std::vector<critter::Event>& events, bool reset) const;
    // Sends every connection its own view; events: a move's, as the rules emitted them.
    void sendAll(const std::vector<critter::Event>& events, bool reset);
    // A connection's first message (joined, rejoined, watching): the table
    // afresh, with the game so far as `seat` saw it, for its log.
    void sendTo(WsConnection* socket, int seat, bool reset);
    static constexpr std::size_t kHistoryEvents = 600;
    // A table message is what every seat gets alike (JSON text without its
    // closing brace) followed by the seat's own part (its legal moves, events
    // and observation, and the brace).
    QByteArray sharedPart(bool reset) const;
    QByteArray seatPart(int seat, const std::vector<critter::Event>& events) const;
    std::string sharedText(bool reset) const;
    void appendSeatPart(std::string& out, int seat, const std::vector<critter::Event>& events) const;
    // Keeps the seats' tokens beside the game file (critter-server).
    bool saveSeats();
    // While held (NetHost seating a batch of people), the seats and the game
    // file are written once at the last release instead of at every join.
    void hold();
    void release();
    bool held() const { return m_holds > 0; }
    bool loadSeats(QString* why);

    // TableLink
    void tableMoved(critter::Seat actor, const std::vector<critter::Event>& events) override;
    void tableReset() override;
    void seatsChanged() override;

private:
    // A seat's name or kind as UTF-8 for the table message, converted again
    // only when it changes (a move changes none): slot 2i is seat i's kind, 2i+1 its name.
    const std::string& utf8(std::size_t slot, const QString& text) const;

    NetHost* m_host;
    QString m_code;
    std::string m_codeUtf8;
    std::string m_gameUtf8;
    mutable std::vector<std::pair<QString, std::string>> m_utf8;
    QPointer<TableSession> m_session;   // critter-server's is owned; the app's may go first
    QString m_gameId;
    bool m_owned;
    std::vector<NetSeat> m_seats;
    QList<QPointer<WsConnection>> m_spectators;
    bool m_chat = true;
    int m_holds = 0;
    bool m_seatsOwed = false;
};

} // namespace net
