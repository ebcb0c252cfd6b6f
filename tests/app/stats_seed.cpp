// Not a test: writes a plausible statistics database for screenshots of the
// Statistics screen (docs/screenshots/statistics-*.png), through the same
// StatsStore the app records with. Deterministic.
//   critter_stats_seed <path/to/stats.sqlite>
#include <QCoreApplication>
#include <QDateTime>
#include <cstdio>

#include "rating.h"
#include "statsstore.h"

static void record(stats::StatsStore& store, const FinishedGame& game)
{
    QString error;
    if (!store.record(game, &error))
        std::fprintf(stderr, "not recorded: %s\n", qPrintable(error));
}

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fputs("usage: critter_stats_seed <stats.sqlite>\n", stderr);
        return 2;
    }
    stats::StatsStore store;
    if (store.open(QString::fromLocal8Bit(argv[1])) != stats::StatsStore::State::Ready) {
        std::fprintf(stderr, "cannot open: %s\n", qPrintable(store.detail()));
        return 1;
    }
    std::uint32_t x = 12345;
    auto next = [&x](int n) {
        x = x * 1664525u + 1013904223u;
        return static_cast<int>((x >> 8) % static_cast<std::uint32_t>(n));
    };
    const char* levels[] = {"random", "easy", "normal", "hard"};
    const int skill[] = {75, 60, 40, 25};   // the person's chance to win against each level, in percent
    QDateTime when(QDate(2026, 9, 5), QTime(19, 0), Qt::UTC);
    struct Person { const char* name; int games; };
    const Person tp[] = {{"Ann", 26}, {"Ben", 14}, {"Cleo", 6}};
    for (const Person& p : tp) {
        for (int i = 0; i < p.games; ++i) {
            // Ann plays rated games after her first six: the bots follow her rating.
            const bool rated = QLatin1String(p.name) == QLatin1String("Ann") && i >= 6;
            int level = next(4);
            if (rated) {
                const QString ratedLevel = stats::rating::levelFor(QStringLiteral("trash-pandas"),
                                                                   store.rating(QStringLiteral("trash-pandas"), QStringLiteral("Ann")).current);
                for (int l = 0; l < 4; ++l)
                    if (ratedLevel == QLatin1String(levels[l]))
                        level = l;
            }
            const bool won = next(100) < skill[level];
            const int mine = won ? 22 + next(14) : 12 + next(12);
            FinishedGame g;
            g.gameId = QStringLiteral("trash-pandas");
            g.finishedAt = when = when.addSecs(3600 * (5 + next(40)));
            g.moves = 60 + next(60);
            g.rated = rated;
            g.seats.push_back({QString::fromLatin1(p.name), QStringLiteral("person"), QString(), mine, won});
            const int bots = 1 + next(2);
            for (int b = 0; b < bots; ++b) {
                const bool botWins = !won && b == 0;
                g.seats.push_back({QStringLiteral("Bot %1").arg(b + 2), QStringLiteral("bot"), QLatin1String(levels[level]),
                                   botWins ? mine + 2 + next(8) : mine - 1 - next(9), botWins});
            }
            record(store, g);
        }
    }
    for (int i = 0; i < 9; ++i) {
        const bool won = next(100) < 55;
        FinishedGame g;
        g.gameId = QStringLiteral("panda-panda");
        g.finishedAt = when = when.addSecs(3600 * (3 + next(30)));
        g.seats = {{QStringLiteral("Ann"), QStringLiteral("person"), QString(), won ? 2 : next(2), won},
                   {QStringLiteral("Bot 2"), QStringLiteral("bot"), QStringLiteral("normal"), won ? next(2) : 2, !won}};
        record(store, g);
    }
    for (int i = 0; i < 11; ++i) {
        const int rank = next(3);
        FinishedGame g;
        g.gameId = QStringLiteral("trash-dash");
        g.finishedAt = when = when.addSecs(3600 * (3 + next(30)));
        g.seats = {{QStringLiteral("Ben"), QStringLiteral("person"), QString(), 3 - rank, rank == 0},
                   {QStringLiteral("CPU 2"), QStringLiteral("cpu"), QString(), rank == 1 ? 3 : 1, rank == 1},
                   {QStringLiteral("Bot 3"), QStringLiteral("bot"), QStringLiteral("easy"), rank == 2 ? 3 : 0, rank == 2}};
        record(store, g);
    }
    std::printf("%d games in %s\n", store.gameCount(), argv[1]);
    return 0;
}
