#pragma once
// A bot seated over the network (critter-cli join and netplay). SeatLink is
// what join and netplay see of a seat, whichever way it reads the host: it
// follows the table messages (the move count, the game's end, whose turn)
// and sends a move whenever its seat decides. NetSeat reads the host through
// Qt WebSockets, like the app: its bot sees only the observation it is sent
// and checks it. LeanSeat (leanseat.h) is the benchmark's cheap stand-in.
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

#include "netbot.h"
#include "netclient.h"

namespace critter::cli {

class SeatLink : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void join(const QUrl& url, const QString& code, const QString& name, int seat) = 0;
    virtual void leave() = 0;
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

protected:
    // The host's answers, as each kind of seat reads them.
    void welcomed(int seat) { m_seat = seat; }
    void refusedMove(const QString& reason);
    // A table message: counted, the end noticed, and a move chosen and sent
    // when this seat decides in it (once for each move count).
    void tableArrived(int moves, bool over, int deciding);
    void connectionEnded(const QString& reason);
    void problem(const QString& why, bool violation);

    // The move for the table message just read, or nullopt with why (a violation).
    virtual std::optional<QString> chooseMove(QString* why) = 0;
    virtual void sendMove(int moves, const QString& action) = 0;

private:
    void end();

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

class NetSeat final : public SeatLink
{
    Q_OBJECT

public:
    NetSeat(QString kind, std::uint64_t seed, QObject* parent = nullptr);

    void join(const QUrl& url, const QString& code, const QString& name, int seat) override;
    void leave() override { m_client.close(); }

private:
    void received(const QJsonObject& message);
    std::optional<QString> chooseMove(QString* why) override;
    void sendMove(int moves, const QString& action) override { m_client.act(moves, action); }

    net::NetClient m_client;
    QString m_kind;
    std::uint64_t m_seed;
    std::unique_ptr<NetSeatBot> m_bot;
    QString m_code;
    QString m_name;
    int m_wantedSeat = -1;
    const QJsonObject* m_table = nullptr;   // the table message being answered
};

} // namespace critter::cli
