#pragma once
// A connection to a host (the app's Join, critter-cli join, the tests): it
// speaks the protocol (protocol.h) and hands each message the host sends to
// whoever listens. It never decides anything: the table it shows or the bot
// it seats does.
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUrl>

class QWebSocket;

namespace net {

class NetClient : public QObject
{
    Q_OBJECT

public:
    explicit NetClient(QObject* parent = nullptr);
    ~NetClient() override;

    // "127.0.0.1:7171", "ws://host:port" or "wss://host:port": the URL to open; invalid when it is none.
    static QUrl hostUrl(const QString& address);

    void open(const QUrl& url);
    void close();
    bool connected() const;

    void join(const QString& code, const QString& name, int seat = -1, const QString& token = {});
    void watch(const QString& code);
    void create(const QString& game, const QJsonArray& seats, const QJsonObject& options = {});
    void act(int moves, const QString& notation);
    void chat(const QString& text);
    void react(const QString& what);
    // Any text, as it is (tests of a hostile client).
    void sendRaw(const QByteArray& text);

signals:
    void opened();
    // Every message the host sends, read as JSON ("type" says which).
    void received(const QJsonObject& message);
    // The connection ended; reason: the host's, or the socket's.
    void closed(const QString& reason);

private:
    void send(const QJsonObject& message);

    QWebSocket* m_socket;
    QString m_lastError;
};

} // namespace net
