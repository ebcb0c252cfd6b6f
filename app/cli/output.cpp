#include "output.h"

#include <QJsonArray>
#include <QJsonDocument>

#include "registry.h"

namespace critter::cli {
namespace {

double perSecond(double count, double seconds)
{
    return seconds > 0.0 ? count / seconds : 0.0;
}

QJsonArray array(const std::vector<double>& values)
{
    QJsonArray out;
    for (double v : values)
        out.append(v);
    return out;
}

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

} // namespace

QString helpText()
{
    return QString(
        "Usage: critter-cli <subcommand> [options]\n"
        "Headless Critter Table: bot tournaments, replays and benchmarks.\n"
        "\n"
        "  critter-cli --help\n"
        "  critter-cli --version\n"
        "\n"
        "  critter-cli simulate --game G --seats S1,S2[,...] --games N --seed N [--json]\n"
        "              [--track NAME|random] [--laps N] [--mode standard|tournament]\n"
        "              [--iterations N] [--cpu standard|tough|champion]\n"
        "      Plays N games between bots, rotating who starts; reports wins,\n"
        "      scores, decision times, rule violations and illegal actions.\n"
        "      Exit 0 only if there are no violations and no errors.\n"
        "      --track, --laps (1-4), --mode, --cpu (how strong the CPU racers\n"
        "      play; default standard): trash-dash only.\n"
        "      --iterations N: normal and hard search at most N iterations a\n"
        "      move, with no time limit (cheaper bots for long soaks).\n"
        "\n"
        "  critter-cli ladder --game G --players N --games N --seed N [--json]\n"
        "              [--track NAME|random] [--laps N] [--mode standard|tournament]\n"
        "              [--iterations N]\n"
        "      The bot levels' ladder at one table size: random < easy < normal\n"
        "      < hard, each step N games of one seat of the stronger level against\n"
        "      the rest of the weaker, rotating who starts. Heads-up a step wants\n"
        "      60% of the games; at more seats 1.4 times the stronger seat's fair\n"
        "      share. Exit 0 only if there are no violations and no errors.\n"
        "\n"
        "  critter-cli replay FILE [--json]\n"
        "      Plays a save file or scenario and prints the final state.\n"
        "\n"
        "  critter-cli bench --game G [--seconds N] [--json]\n"
        "              [--track NAME|random] [--laps N]   (trash-dash; default bin-bandit-boulevard)\n"
        "      Random playouts on one thread for N seconds (default 3).\n"
        "\n"
        "  critter-cli join ADDRESS CODE [--seat-kind random|easy|normal|hard]\n"
        "              [--name NAME] [--seat N] [--timeout SECONDS]\n"
        "      Seats a bot at the network table CODE of the host at ADDRESS\n"
        "      (host:port, ws:// or wss://) and plays that seat to the end.\n"
        "\n"
        "  critter-cli netplay ADDRESS --game G --players N --games N [--tables T]\n"
        "              [--seat-kind K] [--timeout SECONDS] [--pace MS] [--lean] [--json]\n"
        "      Asks critter-server at ADDRESS for N games of G, T tables at once,\n"
        "      every seat a bot over the network (answering at once, or after MS\n"
        "      milliseconds); reports how fast a move reached every other seat,\n"
        "      violations and refused moves. --lean: each seat answers with a\n"
        "      random one of the moves offered without reading or checking its\n"
        "      observation (a load cheaper than the server, for benchmarks).\n"
        "\n"
        "Games: %1\n"
        "Seats: random, easy, normal, hard; cpu (trash-dash only).\n"
        "Exit status 2 for bad arguments. See docs/cli.md.\n")
        .arg(gameNames().join(", "));
}

QString simulateText(const QString& game, const SimulateRequest& request, const SimulateResult& result)
{
    QString text = QString("%1: %2 games, seed %3, %4 s (%5 games/s)\n")
                       .arg(game)
                       .arg(result.games)
                       .arg(request.seed)
                       .arg(fixed(result.seconds, 3))
                       .arg(fixed(perSecond(result.games, result.seconds), 1));
    text += QString("%1 %2 %3 %4 %5 %6 %7 %8\n")
                .arg("seat", -4).arg("bot", -7).arg("wins", 9).arg("win %", 6)
                .arg("mean score", 10).arg("mean ms", 9).arg("median ms", 9).arg("max ms", 9);
    for (qsizetype i = 0; i < request.seats.size(); ++i) {
        const auto s = static_cast<std::size_t>(i);
        const double share = result.games > 0 ? 100.0 * result.wins[s] / result.games : 0.0;
        text += QString("%1 %2 %3 %4 %5 %6 %7 %8\n")
                    .arg(i + 1, -4).arg(request.seats[i], -7)
                    .arg(fixed(result.wins[s], 2), 9).arg(fixed(share, 1), 6)
                    .arg(fixed(result.meanScore[s], 2), 10)
                    .arg(fixed(result.meanDecisionMs[s], 4), 9)
                    .arg(fixed(result.medianDecisionMs[s], 4), 9)
                    .arg(fixed(result.maxDecisionMs[s], 4), 9);
    }
    text += QString("mean turns: %1\nviolations: %2\nerrors: %3\n")
                .arg(fixed(result.meanTurns, 1))
                .arg(result.violations)
                .arg(result.errors);
    return text;
}

QJsonObject simulateJson(const QString& game, const SimulateRequest& request, const SimulateResult& result)
{
    return QJsonObject{
        {"game", game},
        {"games", result.games},
        {"seconds", result.seconds},
        {"games_per_second", perSecond(result.games, result.seconds)},
        {"seats", QJsonArray::fromStringList(request.seats)},
        {"wins", array(result.wins)},
        {"mean_score", array(result.meanScore)},
        {"mean_turns", result.meanTurns},
        {"mean_decision_ms", array(result.meanDecisionMs)},
        {"median_decision_ms", array(result.medianDecisionMs)},
        {"max_decision_ms", array(result.maxDecisionMs)},
        {"violations", result.violations},
        {"errors", result.errors},
    };
}

QString benchText(const QString& game, const BenchResult& result)
{
    const auto games = static_cast<double>(result.games);
    const auto actions = static_cast<double>(result.actions);
    const QString what = result.track.isEmpty() ? game : game + " on " + result.track;
    return QString("%1: %2 games in %3 s\ngames/s: %4\nactions/s: %5\n")
        .arg(what)
        .arg(result.games)
        .arg(fixed(result.seconds, 3))
        .arg(fixed(perSecond(games, result.seconds), 1))
        .arg(fixed(perSecond(actions, result.seconds), 0));
}

QJsonObject benchJson(const QString& game, const BenchResult& result)
{
    const auto games = static_cast<double>(result.games);
    const auto actions = static_cast<double>(result.actions);
    QJsonObject o{
        {"game", game},
        {"seconds", result.seconds},
        {"games", result.games},
        {"games_per_second", perSecond(games, result.seconds)},
        {"actions_per_second", perSecond(actions, result.seconds)},
    };
    if (!result.track.isEmpty())
        o["track"] = result.track;
    return o;
}

QString jsonLine(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace critter::cli
