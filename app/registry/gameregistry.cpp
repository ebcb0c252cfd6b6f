#include "gameregistry.h"

#include <QCoreApplication>
#include <QVariantMap>

#include <algorithm>

namespace critter::registry {
namespace {

QStringList allBotLevels()
{
    return {QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"), QStringLiteral("hard")};
}

QList<Game> makeGames()
{
    const QStringList people{QStringLiteral("person"), QStringLiteral("bot")};

    Game trashPandas;
    trashPandas.id = QStringLiteral("trash-pandas");
    trashPandas.titleSource = QT_TRANSLATE_NOOP("GameRegistry", "Trash Pandas");
    trashPandas.playersSource = QT_TRANSLATE_NOOP("GameRegistry", "2–4 players");
    trashPandas.minutesSource = QT_TRANSLATE_NOOP("GameRegistry", "about 20 minutes");
    trashPandas.pitchSource = QT_TRANSLATE_NOOP("GameRegistry", 
        "Roll, grab tokens, push your luck, and stash the best trash before the can runs dry.");
    trashPandas.minPlayers = 2;
    trashPandas.maxPlayers = 4;
    trashPandas.seatKinds = people;
    trashPandas.botLevels = allBotLevels();
    trashPandas.rulesPage = QStringLiteral("rules/TrashPandasRules.qml");
    trashPandas.art = QStringLiteral("trash-pandas");
    trashPandas.playable = true;

    Game pandaPanda;
    pandaPanda.id = QStringLiteral("panda-panda");
    pandaPanda.titleSource = QT_TRANSLATE_NOOP("GameRegistry", "Panda Panda");
    pandaPanda.playersSource = QT_TRANSLATE_NOOP("GameRegistry", "2–4 players");
    pandaPanda.minutesSource = QT_TRANSLATE_NOOP("GameRegistry", "about 15 minutes");
    pandaPanda.pitchSource = QT_TRANSLATE_NOOP("GameRegistry", 
        "Draw, discard and pass letter cards until your hand spells a winning set.");
    pandaPanda.minPlayers = 2;
    pandaPanda.maxPlayers = 4;
    pandaPanda.seatKinds = people;
    pandaPanda.botLevels = allBotLevels();
    pandaPanda.rulesPage = QStringLiteral("rules/PandaPandaRules.qml");
    pandaPanda.art = QStringLiteral("panda-panda");
    pandaPanda.playable = true;

    // GAME-FACTS.md: 1-6 players with the CPU module, and a race needs two
    // racers, so a lone person races CPU racers.
    Game trashDash;
    trashDash.id = QStringLiteral("trash-dash");
    trashDash.titleSource = QT_TRANSLATE_NOOP("GameRegistry", "Trash Dash");
    trashDash.playersSource = QT_TRANSLATE_NOOP("GameRegistry", "1–6 players");
    trashDash.minutesSource = QT_TRANSLATE_NOOP("GameRegistry", "about 25 minutes");
    trashDash.pitchSource = QT_TRANSLATE_NOOP("GameRegistry", 
        "Race your critter around an alley track, scrap with rivals and grab trash power-ups.");
    trashDash.minPlayers = 1;
    trashDash.maxPlayers = 6;
    trashDash.minRacers = 2;
    trashDash.seatKinds = people + QStringList{QStringLiteral("cpu")};
    trashDash.botLevels = allBotLevels();
    // The rulebook's six pre-built tracks, or a random one; 1 to 4 laps (by
    // default the track's own count); a single race or a three-race tournament.
    trashDash.options = {
        {QStringLiteral("track"),
         {QStringLiteral("random"), QStringLiteral("bin-bandit-boulevard"), QStringLiteral("play-dead-parkway"),
          QStringLiteral("cardboard-kingdom"), QStringLiteral("back-alley-blitz"), QStringLiteral("pigeon-plaza"),
          QStringLiteral("feisty-feral-frenzy")},
         0, 0, QStringLiteral("random")},
        {QStringLiteral("laps"), {}, 1, 4, QString()},
        {QStringLiteral("mode"), {QStringLiteral("standard"), QStringLiteral("tournament")}, 0, 0,
         QStringLiteral("standard")},
    };
    trashDash.rulesPage = QStringLiteral("rules/TrashDashRules.qml");
    trashDash.art = QStringLiteral("trash-dash");
    trashDash.playable = true; // rules in rules/trashdash, table in qml/trashdash

    return {trashPandas, pandaPanda, trashDash};
}

// The sources above are translated in this one context (kTextContext).
QString translated(const char* source)
{
    return QCoreApplication::translate(kTextContext, source);
}

} // namespace

QString Game::title() const { return translated(titleSource); }
QString Game::players() const { return translated(playersSource); }
QString Game::minutes() const { return translated(minutesSource); }
QString Game::pitch() const { return translated(pitchSource); }

const GameOption* Game::option(const QString& key) const
{
    auto it = std::find_if(options.begin(), options.end(), [&](const GameOption& o) { return o.key == key; });
    return it == options.end() ? nullptr : &*it;
}

QVariantList Game::defaultSeats(int count) const
{
    QVariantList seats;
    const int n = qBound(minSeats(), count, maxSeats());
    for (int i = 0; i < n; ++i)
        seats.append(QVariantMap{{QStringLiteral("name"), QString()},
                                 {QStringLiteral("kind"), i == 0 ? QStringLiteral("person") : newSeatKind()},
                                 {QStringLiteral("level"), QString::fromLatin1(kDefaultBotLevel)}});
    return seats;
}

const QList<Game>& games()
{
    static const QList<Game> list = makeGames();
    return list;
}

const Game* findGame(const QString& id)
{
    const auto& list = games();
    auto it = std::find_if(list.begin(), list.end(), [&](const Game& g) { return g.id == id; });
    return it == list.end() ? nullptr : &*it;
}

QStringList gameIds()
{
    QStringList ids;
    for (const Game& game : games())
        ids << game.id;
    return ids;
}

QStringList botLevels()
{
    return allBotLevels();
}

} // namespace critter::registry
