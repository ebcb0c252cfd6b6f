#pragma once
// One bot seated over the network (critter-cli join and netplay): a
// connection to the host and the game's network bot, which answers every
// table message in which its seat decides.
#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

#include "netbot.h"
#include "netclient.h"

namespace critter::cli {

class NetSeat : public QObject
{
    Q_OBJECT

public:
    NetSeat(QString kind, std::uint64_t seed, QObject* parent = nullptr);

    void join(const QUrl& url, const QString& code, const QString& name, int seat);
    void leave() { m_client.close(); }
    // Waits this long before sending each move (a table at a person's pace; 0: at once).
    void setPace(int ms) { m_paceMs = ms; }

    int seat() const { return m_seat; }
    bool over() const { return m_over; }
    int moves() const { return m_moves; }
    long long violations() const { return m_violations; }
    long long refused() const { return m_refused; }
    QString lastProblem() const { return m_problem; }
    // Called with each table message's move count as it arrives (latency).
    std::function<void(int moves)> onTable;
    // Called before this seat sends a move, with the move count it answers.
    std::function<void(int moves)> onAct;

signals:
    void finished();   // the game is over, or the connection ended

private:
    void received(const QJsonObject& message);
    void problem(const QString& why, bool violation);

    net::NetClient m_client;
    QString m_kind;
    std::uint64_t m_seed;
    std::unique_ptr<NetSeatBot> m_bot;
    QString m_code;
    QString m_name;
    int m_wantedSeat = -1;
    int m_seat = -1;
    int m_moves = -1;
    int m_answered = -1;
    int m_paceMs = 0;
    bool m_over = false;
    bool m_done = false;
    long long m_violations = 0;
    long long m_refused = 0;
    QString m_problem;
};

} // namespace critter::cli
