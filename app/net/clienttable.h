#pragma once
// A table shown from a host's messages (the app's Join): the session shows
// what its seat is sent and nothing else, and sends the person's moves back
// over the connection. The session's rules hold a world drawn from the
// seat's observation (TableSession::showFromHost), so every table's own
// QML shows a network game as it shows one at this screen.
#include <QObject>
#include <QPointer>
#include <QString>

#include "netclient.h"
#include "tablelink.h"

class TableSession;

namespace net {

class ClientTable : public QObject, public TableLink
{
    Q_OBJECT

public:
    ClientTable(NetClient* client, TableSession* session, QObject* parent = nullptr);
    ~ClientTable() override;

    int seat() const { return m_seat; }
    QString token() const { return m_token; }
    int moves() const { return m_moves; }
    // The host's seats: per seat "" (not over the network), "open", "connected" or "lost".
    QStringList seatStates() const { return m_states; }

    // A message from the host (connected to the client's received() too).
    void take(const QJsonObject& message) { received(message); }

    // TableLink
    bool isClient() const override { return true; }
    void sendMove(const std::string& notation) override;

signals:
    void welcomed(int seat, const QString& token);
    void refused(const QString& reason);
    void problem(const QString& reason);   // the host sent what this table cannot show
    void seatStatesChanged();
    void chat(int seat, const QString& name, const QString& text);
    void reacted(const QString& name, const QString& what);

private:
    void received(const QJsonObject& message);

    QPointer<NetClient> m_client;
    QPointer<TableSession> m_session;
    int m_seat = -1;
    QString m_token;
    int m_moves = 0;
    QStringList m_states;
};

} // namespace net
