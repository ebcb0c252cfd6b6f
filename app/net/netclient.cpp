#include "netclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QWebSocket>

#include "protocol.h"
#include "sockettuning.h"

namespace net {

NetClient::NetClient(QObject* parent) : QObject(parent), m_socket(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this))
{
    // What a host may send is bounded too: a table's view is a few KiB.
    m_socket->setMaxAllowedIncomingMessageSize(static_cast<quint64>(4 * kMaxMessageBytes));
    connect(m_socket, &QWebSocket::connected, this, [this] {
        sendAtOnce(m_socket);
        emit opened();
    });
    connect(m_socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
        const std::optional<QJsonObject> read = readHostMessage(text.toUtf8());
        if (!read)
            return;
        const QJsonObject& m = *read;
        if (m.value(QLatin1String("type")).toString() == QLatin1String("error"))
            m_lastError = m.value(QLatin1String("reason")).toString();
        emit received(m);
    });
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        emit closed(!m_lastError.isEmpty() ? m_lastError
                    : m_socket->closeReason().isEmpty() ? m_socket->errorString()
                                                        : m_socket->closeReason());
    });
}

NetClient::~NetClient() = default;

QUrl NetClient::hostUrl(const QString& address)
{
    QString text = address.trimmed();
    if (!text.startsWith(QLatin1String("ws://")) && !text.startsWith(QLatin1String("wss://")))
        text.prepend(QLatin1String("ws://"));
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && !url.host().isEmpty() && url.port() > 0 ? url : QUrl();
}

void NetClient::open(const QUrl& url)
{
    m_lastError.clear();
    m_socket->open(url);
}

void NetClient::close()
{
    m_socket->close();
}

bool NetClient::connected() const
{
    return m_socket->state() == QAbstractSocket::ConnectedState;
}

void NetClient::send(const QJsonObject& message)
{
    m_socket->sendTextMessage(QString::fromUtf8(encode(message)));
}

void NetClient::sendRaw(const QByteArray& text)
{
    m_socket->sendTextMessage(QString::fromUtf8(text));
}

void NetClient::join(const QString& code, const QString& name, int seat, const QString& token)
{
    QJsonObject m = message("join");
    m.insert(QStringLiteral("code"), code);
    m.insert(QStringLiteral("name"), name);
    m.insert(QStringLiteral("seat"), seat);
    if (!token.isEmpty())
        m.insert(QStringLiteral("token"), token);
    send(m);
}

void NetClient::watch(const QString& code)
{
    join(code, QString(), -2);
}

void NetClient::create(const QString& game, const QJsonArray& seats, const QJsonObject& options)
{
    QJsonObject m = message("create");
    m.insert(QStringLiteral("game"), game);
    m.insert(QStringLiteral("seats"), seats);
    m.insert(QStringLiteral("options"), options);
    send(m);
}

void NetClient::act(int moves, const QString& notation)
{
    QJsonObject m = message("act");
    m.insert(QStringLiteral("moves"), moves);
    m.insert(QStringLiteral("action"), notation);
    send(m);
}

void NetClient::chat(const QString& text)
{
    QJsonObject m = message("chat");
    m.insert(QStringLiteral("text"), text);
    send(m);
}

void NetClient::react(const QString& what)
{
    QJsonObject m = message("react");
    m.insert(QStringLiteral("what"), what);
    send(m);
}

} // namespace net
