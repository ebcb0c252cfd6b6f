#pragma once
// The driver shared by the games' random-playout tests: one data row per
// player count (2, 3 and 4), the generic PlayoutChecker run over a game's
// setups, and the test failed with the checker's messages when it finds a
// violation. Each test keeps its own seeds, probe rates and game counts.
#include <QtTest>

#include <utility>

#include "core/playout_checker.h"

namespace critter::playouttest {

// The data rows of a test_random_playouts slot: column "players", 2 to 4.
inline void addPlayerCounts()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

// Runs the generic checker with options; makeSetup(game, rng) gives each game's setup.
template <GameState S>
PlayoutReport run(typename PlayoutChecker<S>::SetupMaker makeSetup, const PlayoutOptions& options)
{
    return PlayoutChecker<S>(std::move(makeSetup), options).run();
}

// Every message of a report, one a line.
inline QString messagesOf(const PlayoutReport& report)
{
    QString messages;
    for (const auto& m : report.messages)
        messages += QString::fromStdString(m) + "\n";
    return messages;
}

// Fails the current test unless the report is clean and covers `games` games.
inline void verify(const PlayoutReport& report, int games)
{
    QVERIFY2(report.ok(), qPrintable(messagesOf(report)));
    QCOMPARE(report.games, games);
}

} // namespace critter::playouttest
