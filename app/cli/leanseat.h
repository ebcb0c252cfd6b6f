#pragma once
// The benchmark's seat (critter-cli netplay --lean): a WebSocket client on a
// plain non-blocking socket (RFC 6455's client side: the upgrade, masked
// frames out, whole messages in, ping answered) that reads only the top of
// each table message (leanmessage.h) and answers with a uniformly random one
// of the moves offered. It neither reads its observation nor checks what it
// is sent, so one core can stand in for the screens of 500 tables while the
// server is measured; NetSeat is the checking seat (the soak tests).
#include <QSocketNotifier>

#include <memory>
#include <random>
#include <string>

#include "leanmessage.h"
#include "netseat.h"

namespace critter::cli {

class LeanSeat final : public SeatLink
{
    Q_OBJECT

public:
    LeanSeat(std::uint64_t seed, QObject* parent = nullptr);
    ~LeanSeat() override;

    // ws:// to an IP address (the benchmark's loopback); anything else ends the seat with why.
    void join(const QUrl& url, const QString& code, const QString& name, int seat) override;
    void leave() override;

private:
    void readable();
    void writable();
    bool upgraded();
    void frames();
    void message(std::string_view text);
    void sendFrame(int opcode, std::string_view payload);
    void flush();
    void fail(const QString& why);
    std::optional<QString> chooseMove(QString* why) override;
    void sendMove(int moves, const QString& action) override;

    int m_fd = -1;
    std::unique_ptr<QSocketNotifier> m_read;
    std::unique_ptr<QSocketNotifier> m_write;
    std::string m_host;       // Host header
    std::string m_key;        // Sec-WebSocket-Key sent
    std::string m_joinText;   // sent once upgraded
    bool m_open = false;      // upgraded
    std::string m_in;         // bytes read, not yet a whole frame
    std::string m_message;    // a message's fragments so far
    std::string m_out;        // bytes not yet written
    LeanMessage m_last;
    std::mt19937_64 m_rng;
};

} // namespace critter::cli
