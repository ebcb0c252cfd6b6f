// critter-cli join and netplay: bots in network seats, from another process
// (docs/cli.md, docs/network.md). Loopback or a host you run: these send
// only to the address given.
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <set>
#include <vector>

#include "commands.h"
#include "leanseat.h"
#include "netclient.h"
#include "netseat.h"

namespace critter::cli {

int joinCommand(const Arguments& args, QTextStream& out, QTextStream& err)
{
    const QUrl url = net::NetClient::hostUrl(args.net.address);
    NetSeat seat(args.net.seatKind, QRandomGenerator::global()->generate64());
    QEventLoop loop;
    QObject::connect(&seat, &NetSeat::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(args.net.timeoutSeconds * 1000, &loop, &QEventLoop::quit);
    seat.join(url, args.net.code, args.net.name, args.net.seat);
    loop.exec();
    if (!seat.over()) {
        err << "critter-cli: join " << args.net.code << ": "
            << (seat.lastProblem().isEmpty() ? QStringLiteral("the game did not end within --timeout") : seat.lastProblem()) << '\n';
        return 1;
    }
    out << "critter-cli: seat " << seat.seat() + 1 << " of " << args.net.code << " played to the end (" << seat.moves()
        << " moves, " << seat.violations() << " violations, " << seat.refused() << " refused)\n";
    return seat.violations() == 0 && seat.refused() == 0 ? 0 : 1;
}

namespace {

// Many tables on a server, each seat a bot connection: the load, the
// latency and the privacy checks of docs/network.md in one run.
class NetplayRun : public QObject
{
public:
    NetplayRun(const Arguments& args) : m_args(args), m_url(net::NetClient::hostUrl(args.net.address)) {}

    void start()
    {
        m_clock.start();
        m_epochAtStartMs = QDateTime::currentMSecsSinceEpoch();
        connect(&m_control, &net::NetClient::received, this, [this](const QJsonObject& m) { onControl(m); });
        connect(&m_control, &net::NetClient::opened, this, [this] {
            for (int i = 0; i < m_args.net.tables; ++i)
                createNext();
        });
        connect(&m_control, &net::NetClient::closed, this, [this](const QString& why) {
            if (m_finished < m_args.net.games)
                fail(QStringLiteral("the server closed the connection: %1").arg(why));
        });
        m_control.open(m_url);
    }

    bool done() const { return m_done; }
    int finished() const { return m_finished; }
    long long violations() const { return m_violations; }
    long long errors() const { return m_errors; }
    QString problem() const { return m_problem; }
    std::vector<double>& reach() { return m_reach; }
    double seconds() const { return static_cast<double>(m_clock.elapsed()) / 1000.0; }
    // The steady stretch: from the moment every seat of the first T tables
    // had its first table message (every table made and joined) to the
    // first game's end (from then on fewer tables play). Its moves' reach,
    // apart from the whole run's (the start burst is in the whole run only).
    bool steady() const { return m_steadyStartNs >= 0 && m_steadyEndNs > m_steadyStartNs; }
    std::vector<double> steadyReach() const
    {
        std::vector<double> out;
        if (!steady())
            return out;
        for (const Reached& r : m_reached)
            if (r.sentNs >= m_steadyStartNs && r.atNs <= m_steadyEndNs)
                out.push_back(static_cast<double>(r.atNs - r.sentNs) / 1e6);
        return out;
    }
    double steadySeconds() const { return steady() ? static_cast<double>(m_steadyEndNs - m_steadyStartNs) / 1e9 : 0; }
    // Wall-clock times of the stretch (milliseconds since the epoch), for a
    // benchmark to read another process's CPU time over it.
    qint64 steadyStartEpochMs() const { return m_epochAtStartMs + m_steadyStartNs / 1000000; }
    qint64 steadyEndEpochMs() const { return m_epochAtStartMs + m_steadyEndNs / 1000000; }
    // Where the slow moves fall against the steady stretch: when the worst
    // was sent, and how many took over `ms` sent before it, within it and
    // after it (all "before" when there was no steady stretch).
    qint64 worstSentEpochMs() const
    {
        const auto worst = std::max_element(m_reached.begin(), m_reached.end(), [](const Reached& x, const Reached& y) {
            return x.atNs - x.sentNs < y.atNs - y.sentNs;
        });
        return worst == m_reached.end() ? 0 : m_epochAtStartMs + worst->sentNs / 1000000;
    }
    std::array<int, 3> slowMoves(double ms) const
    {
        std::array<int, 3> counts{0, 0, 0};
        for (const Reached& r : m_reached) {
            if (static_cast<double>(r.atNs - r.sentNs) / 1e6 <= ms)
                continue;
            if (!steady() || r.sentNs < m_steadyStartNs)
                ++counts[0];
            else if (r.atNs <= m_steadyEndNs)
                ++counts[1];
            else
                ++counts[2];
        }
        return counts;
    }
    std::function<void()> onDone;

private:
    struct Table {
        std::vector<std::unique_ptr<SeatLink>> seats;
        int over = 0;
        // A move answered at moves m: when it was sent, by which seat, and how
        // many other seats have seen the table after it since.
        struct Pending {
            qint64 sentNs = 0;
            int seat = -1;
            int seen = 0;
        };
        std::map<int, Pending> pending;
    };

    void createNext()
    {
        if (m_created >= m_args.net.games)
            return;
        ++m_created;
        QJsonArray seats;
        for (int s = 0; s < m_args.net.players; ++s)
            seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("remote")}});
        m_control.create(m_args.game->name, seats, {});
    }

    void onControl(const QJsonObject& m)
    {
        const QString type = m.value(QLatin1String("type")).toString();
        if (type == QLatin1String("refused")) {
            fail(QStringLiteral("the server refused a table: %1").arg(m.value(QLatin1String("reason")).toString()));
            return;
        }
        if (type != QLatin1String("created"))
            return;
        const QString code = m.value(QLatin1String("code")).toString();
        // A table stays where it is in the map until its seats are gone.
        Table* table = &m_tables[code];
        for (int s = 0; s < m_args.net.players; ++s) {
            std::unique_ptr<SeatLink> seat;
            if (m_args.net.lean)
                seat = std::make_unique<LeanSeat>(m_seed++);
            else
                seat = std::make_unique<NetSeat>(m_args.net.seatKind, m_seed++);
            SeatLink* raw = seat.get();
            raw->setPace(m_args.net.paceMs);
            raw->onAct = [this, table, raw](int moves) { table->pending[moves] = {m_clock.nsecsElapsed(), raw->seat(), 0}; };
            raw->onTable = [this, table, raw](int moves) {
                const auto it = table->pending.find(moves - 1);
                // The acting seat's own screen does not count: every *other* screen.
                if (it == table->pending.end() || raw->seat() == -1 || raw->seat() == it->second.seat)
                    return;
                if (++it->second.seen == m_args.net.players - 1) {
                    const qint64 now = m_clock.nsecsElapsed();
                    m_reach.push_back(static_cast<double>(now - it->second.sentNs) / 1e6);
                    m_reached.push_back({it->second.sentNs, now});
                    table->pending.erase(it);
                }
            };
            raw->onTable = [inner = std::move(raw->onTable), this, raw](int moves) {
                if (m_steadyStartNs < 0 && m_seen.insert(raw).second &&
                    static_cast<int>(m_seen.size()) == m_args.net.players * std::min(m_args.net.tables, m_args.net.games))
                    m_steadyStartNs = m_clock.nsecsElapsed();
                inner(moves);
            };
            connect(raw, &SeatLink::finished, this, [this, code, table, raw] {
                // A seat gone before the end leaves its table waiting for it:
                // the others leave too, so the run goes on and counts it.
                if (!raw->over())
                    for (const auto& other : table->seats)
                        if (other.get() != raw)
                            other->leave();
                seatFinished(code);
            });
            raw->join(m_url, code, QStringLiteral("Bot %1").arg(s + 1), s);
            table->seats.push_back(std::move(seat));
        }
    }

    void seatFinished(const QString& code)
    {
        if (m_steadyEndNs < 0)
            m_steadyEndNs = m_clock.nsecsElapsed();
        Table& table = m_tables[code];
        if (++table.over < m_args.net.players)
            return;
        for (const auto& seat : table.seats) {
            m_violations += seat->violations();
            m_errors += seat->refused();
            if (!seat->over())
                ++m_errors;
            if (!seat->lastProblem().isEmpty() && m_problem.isEmpty())
                m_problem = code + QStringLiteral(": ") + seat->lastProblem();
        }
        for (const auto& seat : table.seats)
            seat->leave();
        // The seats go once their sockets have closed.
        QTimer::singleShot(0, this, [this, code] { m_tables.erase(code); });
        ++m_finished;
        if (m_finished >= m_args.net.games)
            finish();
        else
            createNext();
    }

    void fail(const QString& why)
    {
        if (m_problem.isEmpty())
            m_problem = why;
        ++m_errors;
        finish();
    }

    void finish()
    {
        if (m_done)
            return;
        m_done = true;
        m_control.close();
        if (onDone)
            onDone();
    }

    const Arguments& m_args;
    QUrl m_url;
    net::NetClient m_control;
    std::map<QString, Table> m_tables;
    QElapsedTimer m_clock;
    std::uint64_t m_seed = 1;
    int m_created = 0;
    int m_finished = 0;
    long long m_violations = 0;
    long long m_errors = 0;
    QString m_problem;
    std::vector<double> m_reach;
    struct Reached {
        qint64 sentNs = 0;
        qint64 atNs = 0;
    };
    std::vector<Reached> m_reached;
    std::set<const SeatLink*> m_seen;   // seats that had a table message (until the steady stretch starts)
    qint64 m_steadyStartNs = -1;
    qint64 m_steadyEndNs = -1;
    qint64 m_epochAtStartMs = 0;
    bool m_done = false;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(i, values.size() - 1)];
}

} // namespace

int netplayCommand(const Arguments& args, QTextStream& out, QTextStream& err)
{
    NetplayRun run(args);
    QEventLoop loop;
    run.onDone = [&loop] { loop.quit(); };
    QTimer::singleShot(args.net.timeoutSeconds * 1000, &loop, &QEventLoop::quit);
    run.start();
    loop.exec();
    std::vector<double>& reach = run.reach();
    const double median = percentile(reach, 0.5);
    const double worst = reach.empty() ? 0 : *std::max_element(reach.begin(), reach.end());
    const double p99 = percentile(reach, 0.99);
    const bool complete = run.finished() >= args.net.games;
    std::vector<double> steady = run.steadyReach();
    const double steadyMedian = percentile(steady, 0.5);
    const double steadyP99 = percentile(steady, 0.99);
    const double steadyWorst = steady.empty() ? 0 : *std::max_element(steady.begin(), steady.end());
    const std::array<int, 3> slow = run.slowMoves(100.0);
    if (args.json) {
        const QJsonObject o{{QStringLiteral("game"), args.game->name},
                            {QStringLiteral("games"), run.finished()},
                            {QStringLiteral("tables_at_once"), args.net.tables},
                            {QStringLiteral("pace_ms"), args.net.paceMs},
                            {QStringLiteral("players"), args.net.players},
                            {QStringLiteral("seconds"), run.seconds()},
                            {QStringLiteral("moves_timed"), static_cast<qint64>(reach.size())},
                            {QStringLiteral("reach_median_ms"), median},
                            {QStringLiteral("reach_p99_ms"), p99},
                            {QStringLiteral("reach_max_ms"), worst},
                            {QStringLiteral("steady_seconds"), run.steadySeconds()},
                            {QStringLiteral("steady_moves_timed"), static_cast<qint64>(steady.size())},
                            {QStringLiteral("steady_reach_median_ms"), steadyMedian},
                            {QStringLiteral("steady_reach_p99_ms"), steadyP99},
                            {QStringLiteral("steady_reach_max_ms"), steadyWorst},
                            {QStringLiteral("steady_start_epoch_ms"), run.steady() ? run.steadyStartEpochMs() : 0},
                            {QStringLiteral("steady_end_epoch_ms"), run.steady() ? run.steadyEndEpochMs() : 0},
                            {QStringLiteral("reach_max_sent_epoch_ms"), run.worstSentEpochMs()},
                            {QStringLiteral("over_100ms"), QJsonArray{slow[0], slow[1], slow[2]}},
                            {QStringLiteral("violations"), run.violations()},
                            {QStringLiteral("errors"), run.errors() + (complete ? 0 : 1)}};
        out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else {
        out << args.game->name << ": " << run.finished() << " games over the network, " << args.net.tables
            << " tables at once, " << QString::number(run.seconds(), 'f', 1) << " s\n"
            << "a move reached every other screen in " << QString::number(median, 'f', 2) << " ms (median), "
            << QString::number(p99, 'f', 2) << " ms (99%), " << QString::number(worst, 'f', 2) << " ms (worst) over "
            << reach.size() << " moves\n";
        if (run.steady())
            out << "with every table made and joined (" << QString::number(run.steadySeconds(), 'f', 1)
                << " s, until the first game ended): " << QString::number(steadyMedian, 'f', 2) << " ms (median), "
                << QString::number(steadyP99, 'f', 2) << " ms (99%), " << QString::number(steadyWorst, 'f', 2)
                << " ms (worst) over " << steady.size() << " moves\n";
        out << "violations " << run.violations() << ", errors " << run.errors() << '\n';
    }
    if (!run.problem().isEmpty())
        err << "critter-cli: netplay: " << run.problem() << '\n';
    if (!complete)
        err << "critter-cli: netplay: " << run.finished() << " of " << args.net.games << " games ended within --timeout\n";
    return complete && run.violations() == 0 && run.errors() == 0 ? 0 : 1;
}

} // namespace critter::cli
