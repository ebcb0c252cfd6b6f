#pragma once
// The network side of the table on this screen (issue 32), for QML: host
// the open table ("Host on the network": its code, the addresses others
// type, who has taken which seat), join a table (an address and a code, or
// the rejoin ticket kept from the last one), table talk and reactions, a
// lost seat handed to its bot and back. The window has one table at a time,
// so one object serves it; it decides nothing a session would not.
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSettings>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

#include "tablesession.h"   // complete: an invokable takes a TableSession*

namespace net {
class ClientTable;
class LanAnnouncer;
class LanListener;
class NetClient;
class NetHost;
}

class NetPlay : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // "" (a table on its own), "host" or "client".
    Q_PROPERTY(QString role READ role NOTIFY changed)
    Q_PROPERTY(QString code READ code NOTIFY changed)
    // Host: where others reach this table ("192.168.1.20:7171").
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY changed)
    // Client: "connecting", "joined" or "lost"; host: "hosting".
    Q_PROPERTY(QString status READ status NOTIFY changed)
    // Why the last host, join or move did not go through ("" when it did).
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // Every seat as the network sees it: {seat, name, state ("" for no
    // network seat, "open", "connected", "lost"), standIn, me}.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
    Q_PROPERTY(bool seatsFull READ seatsFull NOTIFY seatsChanged)
    Q_PROPERTY(QStringList lostNames READ lostNames NOTIFY seatsChanged)
    // Table talk, oldest first (plain text lines "Ann: hello").
    Q_PROPERTY(QStringList talk READ talk NOTIFY talkChanged)
    Q_PROPERTY(bool chatAllowed READ chatAllowed WRITE setChatAllowed NOTIFY changed)
    // The name this person joins tables under (remembered).
    Q_PROPERTY(QString playerName READ playerName WRITE setPlayerName NOTIFY playerNameChanged)
    // The last table joined and not finished: {game, code, address, name}; empty when none.
    Q_PROPERTY(QVariantMap rejoinTicket READ rejoinTicket NOTIFY rejoinTicketChanged)
    // Its table code ("" when none): Home's Rejoin button.
    Q_PROPERTY(QString rejoinCode READ rejoinCode NOTIFY rejoinTicketChanged)
    // Tables announced on this network while looking: {address, port, code, game, host, open}.
    Q_PROPERTY(QVariantList foundTables READ foundTables NOTIFY foundTablesChanged)
    Q_PROPERTY(bool looking READ looking NOTIFY foundTablesChanged)

public:
    explicit NetPlay(QObject* parent = nullptr);
    ~NetPlay() override;

    QString role() const { return m_role; }
    QString code() const { return m_code; }
    QStringList addresses() const { return m_addresses; }
    QString status() const { return m_status; }
    QString problem() const { return m_problem; }
    QVariantList seats() const;
    bool seatsFull() const;
    QStringList lostNames() const;
    QStringList talk() const { return m_talk; }
    bool chatAllowed() const { return m_chatAllowed; }
    void setChatAllowed(bool allowed);
    QString playerName() const;
    void setPlayerName(const QString& name);
    QVariantMap rejoinTicket() const;
    QString rejoinCode() const { return rejoinTicket().value(QStringLiteral("code")).toString(); }

    // Hosts this started session's remote seats; its play waits in the lobby
    // until the seats are taken. resumed: a game continued from its autosave
    // opens under the code and seat tokens it had, so its people rejoin.
    // False (problem says why) when it cannot listen.
    Q_INVOKABLE bool host(TableSession* session, bool resumed = false);
    // Asks the host at ADDRESS for a seat at table CODE under name; once
    // seated (seated(gameId)) the window opens that game's table, which
    // attaches its session. False (problem says why) for a bad address or code.
    Q_INVOKABLE bool join(const QString& address, const QString& code, const QString& name);
    // Watches table CODE at ADDRESS as a spectator (the public view only).
    Q_INVOKABLE bool watch(const QString& address, const QString& code);
    // Joins the ticket's table again with its seat token.
    Q_INVOKABLE bool rejoin();
    // The table opened for the seat shows the host's messages from now on
    // (those that came before it opened included).
    Q_INVOKABLE void attach(TableSession* session);
    Q_INVOKABLE void forgetTicket();
    // The seat lost its connection and no bot plays it: the table waits for its person.
    Q_INVOKABLE bool waitsFor(int seat) const;
    // The Join screen lists the tables hosts announce on this network.
    Q_INVOKABLE void startLooking();
    Q_INVOKABLE void stopLooking();
    QVariantList foundTables() const;
    bool looking() const { return m_listener != nullptr; }
    Q_INVOKABLE void say(const QString& text);
    Q_INVOKABLE void react(const QString& what);
    // Host: a seat whose person lost connection is played by its bot (or waits again).
    Q_INVOKABLE void setStandIn(int seat, bool on);
    // Several windows in one process (an end-to-end test of a host and its
    // clients): each keeps its name, tickets and hosted table under its own group.
    void setStoreGroup(const QString& group)
    {
        m_group = group;
        emit playerNameChanged();
        emit rejoinTicketChanged();
    }

    // Leaving the table: the host closes it; a client goes (its ticket stays
    // while the game is unfinished, so Home offers to rejoin).
    Q_INVOKABLE void leave();

signals:
    void changed();
    void seatsChanged();
    void talkChanged();
    void playerNameChanged();
    void rejoinTicketChanged();
    void foundTablesChanged();
    // A seat was given at a table of this game: open its table (attach).
    void seated(const QString& gameId);
    // A quick reaction from someone at the table.
    void reacted(const QString& name, const QString& what);

private:
    void reset();
    void setStatus(const QString& status, const QString& problem = {});
    void addTalk(const QString& line);
    // seat -2: watch.
    bool connectClient(const QString& address, const QString& code, const QString& name, const QString& token, int seat = -1);
    void saveTicket(const QVariantMap& ticket);

    QSettings m_store;
    QString m_group;
    QString key(const QString& name) const { return m_group + name; }
    QString m_role;
    QString m_code;
    QStringList m_addresses;
    QString m_status;
    QString m_problem;
    QStringList m_talk;
    bool m_chatAllowed = true;
    TableSession* m_session = nullptr;   // cleared when it goes (watch())
    void watch(TableSession* session);
    std::unique_ptr<net::NetHost> m_host;
    std::unique_ptr<net::NetClient> m_client;
    std::unique_ptr<net::ClientTable> m_clientTable;
    std::unique_ptr<net::LanAnnouncer> m_announcer;
    std::unique_ptr<net::LanListener> m_listener;
    void announce();
    QString m_address;
    QString m_joinName;
    QList<QJsonObject> m_early;   // the host's messages before the table attached
};
