// The one game registry (app/registry): the three games and their facts,
// critter-cli reading the same seat ranges and kinds, and the QML-facing
// GameRegistry following a language switch.
#include "registry/gameregistry.h"
#include "registry/qmlgameregistry.h"

#include "i18n/languageswitcher.h"
#include "registry.h" // critter-cli's games

#include <QSignalSpy>
#include <QTest>

namespace reg = critter::registry;

class TestGameRegistry : public QObject
{
    Q_OBJECT

private slots:
    void threeGamesInHomeOrder()
    {
        QCOMPARE(reg::gameIds(), (QStringList{"trash-pandas", "panda-panda", "trash-dash"}));
        QVERIFY(!reg::findGame(QStringLiteral("nope")));
        for (const reg::Game& game : reg::games()) {
            QVERIFY(!game.title().isEmpty());
            QVERIFY(!game.players().isEmpty());
            QVERIFY(!game.minutes().isEmpty());
            QVERIFY(game.pitch().size() > 20);
            QVERIFY(game.rulesPage.startsWith(QLatin1String("rules/")));
            QCOMPARE(game.art, game.id);
            QCOMPARE(game.botLevels, (QStringList{"random", "easy", "normal", "hard"}));
            QVERIFY(game.seatKinds.contains(QLatin1String("person")));
            QVERIFY(game.seatKinds.contains(QLatin1String("bot")));
        }
    }

    void seatRanges_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("minPlayers");
        QTest::addColumn<int>("maxPlayers");
        QTest::addColumn<int>("minRacers");
        QTest::addColumn<int>("minSeats");
        QTest::addColumn<bool>("cpu");
        QTest::addColumn<bool>("playable");
        QTest::addColumn<QString>("players");
        QTest::newRow("trash-pandas") << "trash-pandas" << 2 << 4 << 0 << 2 << false << true << "2–4 players";
        QTest::newRow("panda-panda") << "panda-panda" << 2 << 4 << 0 << 2 << false << true << "2–4 players";
        // One person may race: CPU racers make up the two a race needs.
        QTest::newRow("trash-dash") << "trash-dash" << 1 << 6 << 2 << 2 << true << true << "1–6 players";
    }

    void seatRanges()
    {
        QFETCH(QString, id);
        const reg::Game* game = reg::findGame(id);
        QVERIFY(game);
        QTEST(game->minPlayers, "minPlayers");
        QTEST(game->maxPlayers, "maxPlayers");
        QTEST(game->minRacers, "minRacers");
        QTEST(game->minSeats(), "minSeats");
        QCOMPARE(game->maxSeats(), game->maxPlayers);
        QTEST(game->allowsCpu(), "cpu");
        QTEST(game->playable, "playable");
        QTEST(game->players(), "players");
    }

    // Setup's first seats and the lab's new-table screen come from here: a
    // person, then bots at normal (CPU racers in Trash Dash), within the
    // game's seat range; names left to the table.
    void defaultSeatsAreAPersonThenNewSeats()
    {
        const reg::Game* pandas = reg::findGame(QStringLiteral("trash-pandas"));
        const QVariantList four = pandas->defaultSeats(4);
        QCOMPARE(four.size(), 4);
        QCOMPARE(four.at(0).toMap().value("kind").toString(), QStringLiteral("person"));
        for (int i = 1; i < 4; ++i) {
            QCOMPARE(four.at(i).toMap().value("kind").toString(), QStringLiteral("bot"));
            QCOMPARE(four.at(i).toMap().value("level").toString(), QStringLiteral("normal"));
            QCOMPARE(four.at(i).toMap().value("name").toString(), QString());
        }
        QCOMPARE(pandas->defaultSeats(0).size(), pandas->minSeats());
        QCOMPARE(pandas->defaultSeats(9).size(), pandas->maxSeats());
        const reg::Game* dash = reg::findGame(QStringLiteral("trash-dash"));
        QCOMPARE(dash->newSeatKind(), QStringLiteral("cpu"));
        QCOMPARE(dash->defaultSeats(3).at(2).toMap().value("kind").toString(), QStringLiteral("cpu"));
        GameEntry entry(*dash, nullptr);
        QCOMPARE(entry.defaultSeats(3), dash->defaultSeats(3));
        QCOMPARE(entry.newSeatKind(), QStringLiteral("cpu"));
    }

    void trashDashOptions()
    {
        const reg::Game* dash = reg::findGame(QStringLiteral("trash-dash"));
        QVERIFY(dash);
        QCOMPARE(dash->options.size(), 3);
        const reg::GameOption* laps = dash->option(QStringLiteral("laps"));
        QVERIFY(laps);
        QCOMPARE(laps->min, 1);
        QCOMPARE(laps->max, 4);
        QVERIFY(dash->option(QStringLiteral("track"))->choices.contains(QLatin1String("random")));
        QCOMPARE(dash->option(QStringLiteral("mode"))->choices, (QStringList{"standard", "tournament"}));
        QVERIFY(reg::findGame(QStringLiteral("trash-pandas"))->options.isEmpty());
        QVERIFY(reg::findGame(QStringLiteral("panda-panda"))->options.isEmpty());
    }

    void cliReadsTheSameTable()
    {
        QCOMPARE(critter::cli::gameNames(), reg::gameIds());
        QCOMPARE(critter::cli::allSeatKinds(), (QStringList{"random", "easy", "normal", "hard", "cpu"}));
        for (const reg::Game& game : reg::games()) {
            const critter::cli::GameInfo* info = critter::cli::findGame(game.id);
            QVERIFY(info);
            QCOMPARE(info->minSeats, game.minPlayers);
            QCOMPARE(info->maxSeats, game.maxPlayers);
            QCOMPARE(info->seatKinds.contains(QLatin1String("cpu")), game.allowsCpu());
            for (const QString& level : game.botLevels)
                QVERIFY(info->seatKinds.contains(level));
            QVERIFY(!info->seatKinds.contains(QLatin1String("person")));
            QCOMPARE(info->raceOptions, !game.options.isEmpty());
            // An engine exactly where the registry says the game plays.
            QCOMPARE(info->engine != nullptr, game.playable);
        }
    }

    void qmlEntriesFollowTheLanguage()
    {
        QmlGameRegistry registry;
        QCOMPARE(registry.games().size(), 3);
        QVERIFY(!registry.game(QStringLiteral("nope")));
        GameEntry* dash = registry.game(QStringLiteral("trash-dash"));
        QVERIFY(dash);
        QCOMPARE(dash->minSeats(), 2);
        QCOMPARE(dash->maxSeats(), 6);
        QCOMPARE(dash->minPlayers(), 1);
        QVERIFY(dash->playable());
        QCOMPARE(dash->options().size(), 3);

        QSignalSpy changed(dash, &GameEntry::textsChanged);
        LanguageSwitcher switcher(nullptr);
        QVERIFY(switcher.apply(QStringLiteral("de")));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(dash->players(), QStringLiteral("1–6 Spieler"));
        QCOMPARE(registry.game(QStringLiteral("panda-panda"))->minutes(), QStringLiteral("etwa 15 Minuten"));
        changed.clear();
        QVERIFY(switcher.apply(QStringLiteral("en")));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(dash->players(), QStringLiteral("1–6 players"));
    }
};

QTEST_MAIN(TestGameRegistry)
#include "test_game_registry.moc"
