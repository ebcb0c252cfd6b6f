#pragma once
// The host of network tables (issue 32, docs/network.md): a WebSocket
// server that seats people over the network at tables it holds. The host is
// the only authority: each table is a TableSession playing the one true
// game; a client sends only its own seat's moves, which the session checks
// like any other; each connection is sent only what its seat may know (the
// session's wire*), a spectator the public view. The app hosts its one open
// table; critter-server hosts many and keeps each one's game file.
#include <QBasicTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include <algorithm>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "protocol.h"
#include "wsconnection.h"

class TableSession;

namespace net {

class HostedTable;
class WsServer;

// Speaks WebSocket itself (wsconnection.h), not through QWebSocketServer.
class NetHost : public QObject, private WsListener
{
    Q_OBJECT

public:
    // Makes a table for a game id, its options and seats (critter-server's
    // create; sessionfactory.h); nullptr and why for an unknown game.
    using SessionFactory = std::function<TableSession*(const QString& gameId, const QVariantMap& options,
                                                       const QVariantList& seats, QString* why)>;

    explicit NetHost(QObject* parent = nullptr);
    ~NetHost() override;

    // Listens on address:port (port 0: any free one); tls: wss:// with this
    // certificate and key. False (why) when it cannot.
    bool listen(const QHostAddress& address, quint16 port, const std::optional<QSslConfiguration>& tls, QString* why);
    quint16 port() const;
    bool secure() const;

    // critter-server: clients may create tables of these games; each table's
    // game file and seats are kept under dataDir/<code>/ (empty: nowhere).
    void allowCreate(SessionFactory factory, const QString& dataDir, int maxTables);
    // critter-server at start: the tables kept under dataDir, each reopened
    // where its game file stands; their people rejoin with their seat tokens.
    // Returns how many; problems (a damaged folder is skipped) go to report.
    int restoreTables(QStringList* report);

    // The app's host: seats people over the network at this session's remote
    // seats under a new code (returned), or under the code and seat tokens it
    // had before (a host reopening its table after a crash: the people rejoin
    // with their tokens). The session stays the caller's.
    QString hostTable(TableSession* session, const QString& code = {}, const QStringList& tokens = {});
    // Each seat's token at a table ("" for none yet): what a host keeps to reopen it.
    QStringList seatTokens(const QString& code) const;
    void closeTable(const QString& code);
    int tableCount() const { return static_cast<int>(m_tables.size()); }
    QStringList codes() const;
    // The session of a table (nullptr for no such code).
    TableSession* session(const QString& code) const;
    // Table talk at tables made from now on (on unless the host says otherwise).
    void setChatDefault(bool allowed) { m_chatDefault = allowed; }
    // Table talk on or off (the host's choice).
    void setChatAllowed(const QString& code, bool allowed);
    // The host's own table talk and reactions, sent to everyone at the table.
    void broadcastChat(const QString& code, int seat, const QString& name, const QString& text);
    void broadcastReaction(const QString& code, int seat, const QString& name, const QString& what);
    // Who is seated over the network at a table: per seat "" (not a network
    // seat), "open", "connected" or "lost".
    QStringList seatStates(const QString& code) const;
    // The most messages a connection may send in a burst, and per second after (flooding closes it).
    void setRateLimit(int burst, int perSecond);
    // Admission control: new connections' opening requests, joins and table
    // requests (and whatever a connection sends after one, in its order) wait
    // in a queue served after the moves
    // of each pass of the event loop, for at most this long a pass (at least
    // one each pass), so that a burst of them cannot hold up the tables
    // already playing. Default kAdmissionBudgetUs.
    void setAdmissionBudget(int microseconds) { m_admissionBudgetUs = std::max(0, microseconds); }
    // Messages waiting for admission now.
    int admissionsWaiting() const { return static_cast<int>(m_admissions.size()); }
    static constexpr int kAdmissionBudgetUs = 5000;

signals:
    void tableSeatsChanged(const QString& code);
    void chatReceived(const QString& code, int seat, const QString& name, const QString& text);
    void reactionReceived(const QString& code, int seat, const QString& name, const QString& what);

private:
    friend class HostedTable;
    struct Peer {
        QPointer<WsConnection> socket;
        HostedTable* table = nullptr;
        int seat = -3;             // -3: not joined; -1: a spectator; else the seat
        double allowance = 0;      // the rate limit's bucket
        qint64 lastRefillMs = 0;
        int queued = 0;            // its messages waiting for admission
    };
    struct Admission {
        QPointer<WsConnection> socket;
        ClientMessage message;
        bool open = false;   // its WebSocket opening request (no message yet)
    };

protected:
    void timerEvent(QTimerEvent* event) override;

private:
    void admit();
    // A table touched by the admissions of this pass: its files written once, at the pass's end.
    void holdWhileAdmitting(HostedTable* table);

    // WsListener
    void wsText(WsConnection* socket, std::string_view text) override;
    void wsBinary(WsConnection* socket) override;
    void wsClosed(WsConnection* socket) override;
    bool wsMayOpen(WsConnection* socket) override;
    bool withinRate(Peer& peer);
    void handle(Peer& peer, const ClientMessage& m);
    void join(Peer& peer, const ClientMessage& m);
    void create(Peer& peer, const ClientMessage& m);
    void refuse(WsConnection* socket, const QString& about, const QString& reason);
    // Says why and closes the connection (a hostile or broken client).
    void drop(WsConnection* socket, const QString& reason);
    HostedTable* table(const QString& code) const;
    void removeTable(const QString& code);
    QString uniqueCode() const;
    void forgetFinished(HostedTable* table);
    void sendToTable(HostedTable* table, const QJsonObject& message, bool spectators);

    WsServer* m_server = nullptr;
    QHash<WsConnection*, Peer> m_peers;
    std::vector<std::unique_ptr<HostedTable>> m_tables;
    SessionFactory m_factory;
    QString m_dataDir;
    int m_maxTables = 0;
    bool m_chatDefault = true;
    int m_burst = 40;
    int m_perSecond = 20;
    std::deque<Admission> m_admissions;
    QBasicTimer m_admit;           // a zero timer: one share of admissions a pass
    int m_admissionBudgetUs = kAdmissionBudgetUs;
    bool m_admitting = false;
    std::vector<HostedTable*> m_held;   // tables held during this pass's admissions
};

} // namespace net
