#pragma once
// Finding tables on the local network (issue 32): a host announces its open
// table in one small UDP datagram a second to a broadcast address; the Join
// screen's listener collects the announcements it hears and forgets a table
// not heard for a few seconds. Nothing here joins anything: an announcement
// only says where a host's WebSocket listens (docs/network.md). Datagrams
// come from anyone on the network, so the listener trusts none of them:
// each is checked strictly and the list it keeps is bounded.
#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>

#include <optional>

class QUdpSocket;

namespace net {

inline constexpr quint16 kLanDiscoveryPort = 7172;
inline constexpr int kLanMaxDatagramBytes = 512;
inline constexpr int kLanMaxNameChars = 40;
inline constexpr int kLanAnnounceIntervalMs = 1000;
inline constexpr int kLanStaleMs = 5000;
inline constexpr int kLanMaxTables = 64;   // more distinct tables than this are ignored (a flood)

// One announcement as read from a datagram (address: the datagram's sender).
struct LanTable {
    QString address;
    quint16 port = 0;     // the host's WebSocket port
    QString code;
    QString game;
    QString host;         // the host's name
    int open = 0;         // open seats
};

// The game ids an announcement may name.
const QStringList& lanGameIds();
// Text fit to show: no control, format or line-separator characters, no lone surrogates.
bool isPlainLanText(const QString& text);
// The compact JSON an announcer sends for a table.
QByteArray lanAnnouncement(const QString& code, const QString& game, const QString& hostName, quint16 wsPort,
                           int openSeats);
// Reads an announcement strictly (size, exact keys and types, version, code,
// game, port, plain short name); nullopt for anything else. The address is
// left empty: the caller knows where the datagram came from.
std::optional<LanTable> readLanAnnouncement(const QByteArray& bytes);

class LanAnnouncer : public QObject
{
    Q_OBJECT

public:
    explicit LanAnnouncer(QObject* parent = nullptr);
    ~LanAnnouncer() override;

    // What is announced. The host name is cleaned and cut to 40 characters so
    // that listeners accept it; a change goes out with the next datagram.
    void setTable(const QString& code, const QString& game, const QString& hostName, quint16 wsPort, int openSeats);
    void setOpenSeats(int openSeats);
    QByteArray payload() const { return m_payload; }

    // Sends to address:port now (unless a datagram went out less than a
    // second ago) and every second after, until stop().
    void start(const QHostAddress& broadcast = QHostAddress(QHostAddress::Broadcast),
               quint16 port = kLanDiscoveryPort);
    void stop();
    bool isRunning() const { return m_running; }
    // Datagrams written so far (tests check the rate).
    int sentCount() const { return m_sent; }

private:
    void send();
    void rebuild();

    QUdpSocket* m_socket = nullptr;
    QTimer m_timer;
    QElapsedTimer m_lastSend;
    QHostAddress m_address;
    quint16 m_port = 0;
    bool m_running = false;
    int m_sent = 0;
    QString m_code;
    QString m_game;
    QString m_hostName;
    quint16 m_wsPort = 0;
    int m_open = 0;
    QByteArray m_payload;
};

class LanListener : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QVariantList tables READ tables NOTIFY changed)

public:
    explicit LanListener(QObject* parent = nullptr);
    ~LanListener() override;

    // Binds port on every IPv4 address, shared so that two apps on one
    // machine both hear the announcements (port 0: any free port, see port()).
    // False and why when it cannot.
    bool listen(quint16 port = kLanDiscoveryPort, QString* why = nullptr);
    void close();
    bool isListening() const;
    quint16 port() const;

    // The tables heard in the last 5 seconds, sorted by host name: maps of
    // address, port, code, game, host, open.
    QVariantList tables() const;

signals:
    void changed();

private:
    struct Seen {
        LanTable table;
        qint64 seenMs = 0;
    };

    void readPending();
    bool take(const QHostAddress& sender, const QByteArray& bytes);   // true: the list changed
    void dropStale();

    QUdpSocket* m_socket = nullptr;
    QTimer m_pruneTimer;
    QElapsedTimer m_clock;
    QHash<QString, Seen> m_seen;   // key: sender address, WebSocket port, code
};

} // namespace net
