#include "args.h"

#include <QFileInfo>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>

namespace critter::cli {
namespace {

const QStringList kSubcommands{"simulate", "ladder", "replay", "bench", "join", "netplay"};

struct OptionSpec {
    QString name;
    bool takesValue;
};

const QList<OptionSpec> kSimulateOptions{
    {"--game", true}, {"--seats", true}, {"--games", true}, {"--seed", true},
    {"--json", false}, {"--track", true}, {"--laps", true}, {"--mode", true},
    {"--iterations", true}, {"--cpu", true},
};
const QList<OptionSpec> kLadderOptions{
    {"--game", true}, {"--players", true}, {"--games", true}, {"--seed", true},
    {"--json", false}, {"--track", true}, {"--laps", true}, {"--mode", true},
    {"--iterations", true}, {"--cpu", true},
};
const QList<OptionSpec> kReplayOptions{{"--json", false}};
const QList<OptionSpec> kJoinOptions{{"--seat-kind", true}, {"--name", true}, {"--seat", true}, {"--timeout", true}};
const QList<OptionSpec> kNetplayOptions{{"--game", true}, {"--players", true}, {"--games", true}, {"--tables", true},
                                        {"--seat-kind", true}, {"--timeout", true}, {"--pace", true}, {"--json", false},
                                        {"--lean", false}};
const QList<OptionSpec> kBenchOptions{{"--game", true}, {"--seconds", true}, {"--json", false},
                                      {"--track", true}, {"--laps", true}};

[[noreturn]] void fail(const QString& message)
{
    throw UsageError{message};
}

QString quoted(const QString& text)
{
    return "'" + text + "'";
}

bool isHelp(const QString& arg)
{
    return arg == "--help" || arg == "-h";
}

// The options and positional arguments of one subcommand, syntax checked:
// unknown options, missing values, repeats. "--name=value" is accepted too.
struct Tokens {
    QMap<QString, QString> options;   // a flag maps to an empty string
    QStringList positional;
};

Tokens tokenize(const QString& command, const QStringList& args, const QList<OptionSpec>& specs)
{
    Tokens tokens;
    bool optionsEnded = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args[i];
        // An empty argument is a slip in a script (an unset variable): said, never skipped.
        if (arg.isEmpty())
            fail("'': an empty argument for " + command);
        if (optionsEnded || !arg.startsWith('-') || arg == "-") {
            tokens.positional << arg;
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        const qsizetype eq = arg.indexOf('=');
        const QString name = eq < 0 ? arg : arg.left(eq);
        const OptionSpec* spec = nullptr;
        for (const OptionSpec& s : specs)
            if (s.name == name)
                spec = &s;
        if (!spec)
            fail(name + ": unknown option for " + command + " (see --help)");
        if (tokens.options.contains(name))
            fail(name + ": given more than once");
        QString value;
        if (!spec->takesValue) {
            if (eq >= 0)
                fail(name + ": takes no value");
        } else if (eq >= 0) {
            value = arg.mid(eq + 1);
        } else if (i + 1 < args.size() && !args[i + 1].startsWith("--")) {
            value = args[++i];
        } else {
            fail(name + ": missing value");
        }
        if (spec->takesValue && value.isEmpty())
            fail(name + ": missing value");
        tokens.options.insert(name, value);
    }
    return tokens;
}

bool allDigits(const QString& text)
{
    if (text.isEmpty())
        return false;
    for (QChar c : text)
        if (c < '0' || c > '9')
            return false;
    return true;
}

int positiveInt(const QString& option, const QString& value, int max = std::numeric_limits<int>::max())
{
    bool ok = allDigits(value);
    const qulonglong n = ok ? value.toULongLong(&ok) : 0;
    if (!ok || n == 0)
        fail(option + ": expected a positive whole number, got " + quoted(value));
    if (n > static_cast<qulonglong>(max))
        fail(option + ": " + value + " is too large (at most " + QString::number(max) + ")");
    return static_cast<int>(n);
}

std::uint64_t seedValue(const QString& value)
{
    bool ok = allDigits(value);
    const qulonglong n = ok ? value.toULongLong(&ok) : 0;
    if (!ok)
        fail("--seed: expected a whole number from 0 to 18446744073709551615, got " + quoted(value));
    return n;
}

double positiveSeconds(const QString& value)
{
    bool ok = value.trimmed() == value;
    const double seconds = ok ? value.toDouble(&ok) : 0.0;
    if (!ok || !std::isfinite(seconds) || seconds <= 0.0)
        fail("--seconds: expected a positive number, got " + quoted(value));
    return seconds;
}

const GameInfo& requireGame(const Tokens& tokens, const QString& command)
{
    if (!tokens.options.contains("--game"))
        fail("--game: required by " + command + " (" + gameNames().join(", ") + ")");
    const QString name = tokens.options.value("--game");
    const GameInfo* game = findGame(name);
    if (!game)
        fail("--game: unknown game " + quoted(name) + " (" + gameNames().join(", ") + ")");
    return *game;
}

QString require(const Tokens& tokens, const QString& option, const QString& command)
{
    if (!tokens.options.contains(option))
        fail(option + ": required by " + command);
    return tokens.options.value(option);
}

void noPositional(const Tokens& tokens, const QString& command)
{
    if (!tokens.positional.isEmpty())
        fail(quoted(tokens.positional.first()) + ": unexpected argument for " + command);
}

QStringList parseSeats(const GameInfo& game, const QString& value)
{
    const QStringList seats = value.split(',');
    for (const QString& seat : seats) {
        if (seat.isEmpty())
            fail("--seats: empty seat in " + quoted(value));
        if (!allSeatKinds().contains(seat))
            fail("--seats: unknown seat " + quoted(seat) + " (" + allSeatKinds().join(", ") + ")");
        if (!game.seatKinds.contains(seat))
            fail("--seats: " + quoted(seat) + " is not a seat in " + game.name + " ("
                 + game.seatKinds.join(", ") + ")");
    }
    if (game.checkSeats)
        if (const QString why = game.checkSeats(seats); !why.isEmpty())
            fail(why);
    const auto count = seats.size();
    if (count < game.minSeats || count > game.maxSeats)
        fail("--seats: " + game.name + " takes " + QString::number(game.minSeats) + "-"
             + QString::number(game.maxSeats) + " seats, got " + QString::number(count));
    return seats;
}

GameOptions parseRaceOptions(const GameInfo& game, const Tokens& tokens)
{
    GameOptions options;
    for (const QString option : {"--track", "--laps", "--mode", "--cpu"})
        if (tokens.options.contains(option) && !game.raceOptions)
            fail(option + ": not an option of " + game.name + " (only trash-dash)");
    options.track = tokens.options.value("--track");
    options.cpu = tokens.options.value("--cpu");
    if (tokens.options.contains("--laps")) {
        // GAME-FACTS.md: a race runs 1 to 4 laps.
        const QString laps = tokens.options.value("--laps");
        bool ok = allDigits(laps);
        const int n = ok ? laps.toInt(&ok) : 0;
        if (!ok || n < 1 || n > 4)
            fail("--laps: expected 1 to 4, got " + quoted(laps));
        options.laps = n;
    }
    if (tokens.options.contains("--mode")) {
        options.mode = tokens.options.value("--mode");
        if (options.mode != "standard" && options.mode != "tournament")
            fail("--mode: expected standard or tournament, got " + quoted(options.mode));
    }
    if (game.checkOptions)
        if (const QString why = game.checkOptions(options); !why.isEmpty())
            fail(why);
    return options;
}

void requirePlayable(const GameInfo& game)
{
    if (!game.engine)
        fail("--game: " + quoted(game.name) + " is not playable yet");
}

// What simulate and ladder share: how many games, the seed, the race
// options, the search budget and the output.
void parseRuns(const GameInfo& game, const Tokens& tokens, const char* command, Arguments& parsed)
{
    parsed.simulate.games = positiveInt("--games", require(tokens, "--games", command));
    parsed.simulate.seed = seedValue(require(tokens, "--seed", command));
    parsed.simulate.options = parseRaceOptions(game, tokens);
    if (tokens.options.contains("--iterations"))
        parsed.simulate.searchIterations = positiveInt("--iterations", tokens.options.value("--iterations"), 1000000);
    parsed.json = tokens.options.contains("--json");
    requirePlayable(game);
}

Arguments parseSimulate(const QStringList& rest)
{
    const Tokens tokens = tokenize("simulate", rest, kSimulateOptions);
    noPositional(tokens, "simulate");
    Arguments parsed;
    parsed.command = Command::Simulate;
    const GameInfo& game = requireGame(tokens, "simulate");
    parsed.game = &game;
    parsed.simulate.seats = parseSeats(game, require(tokens, "--seats", "simulate"));
    parseRuns(game, tokens, "simulate", parsed);
    return parsed;
}

Arguments parseLadder(const QStringList& rest)
{
    const Tokens tokens = tokenize("ladder", rest, kLadderOptions);
    noPositional(tokens, "ladder");
    Arguments parsed;
    parsed.command = Command::Ladder;
    const GameInfo& game = requireGame(tokens, "ladder");
    parsed.game = &game;
    parsed.ladderPlayers = positiveInt("--players", require(tokens, "--players", "ladder"), game.maxSeats);
    if (parsed.ladderPlayers < std::max(2, game.minSeats))
        fail("--players: a ladder of " + game.name + " needs at least " + QString::number(std::max(2, game.minSeats)));
    parseRuns(game, tokens, "ladder", parsed);
    return parsed;
}

Arguments parseReplay(const QStringList& rest)
{
    const Tokens tokens = tokenize("replay", rest, kReplayOptions);
    Arguments parsed;
    parsed.command = Command::Replay;
    parsed.json = tokens.options.contains("--json");
    if (tokens.positional.isEmpty())
        fail("FILE: missing (replay FILE [--json])");
    if (tokens.positional.size() > 1)
        fail(quoted(tokens.positional[1]) + ": unexpected argument (replay takes one FILE)");
    parsed.file = tokens.positional.first();
    const QFileInfo info(parsed.file);
    if (!info.exists())
        fail(parsed.file + ": no such file");
    if (!info.isFile())
        fail(parsed.file + ": not a file");
    if (!info.isReadable())
        fail(parsed.file + ": not readable");
    return parsed;
}

Arguments parseBench(const QStringList& rest)
{
    const Tokens tokens = tokenize("bench", rest, kBenchOptions);
    noPositional(tokens, "bench");
    Arguments parsed;
    parsed.command = Command::Bench;
    const GameInfo& game = requireGame(tokens, "bench");
    parsed.game = &game;
    if (tokens.options.contains("--seconds"))
        parsed.seconds = positiveSeconds(tokens.options.value("--seconds"));
    parsed.benchOptions = parseRaceOptions(game, tokens);
    parsed.json = tokens.options.contains("--json");
    requirePlayable(game);
    return parsed;
}

QString netAddress(const QString& text)
{
    if (text.isEmpty() || !text.contains(':'))
        fail("ADDRESS: expected host:port (e.g. 127.0.0.1:7171), got " + quoted(text));
    return text;
}

QString seatKind(const Tokens& tokens)
{
    const QString kind = tokens.options.value("--seat-kind", "normal");
    if (!QStringList{"random", "easy", "normal", "hard"}.contains(kind))
        fail("--seat-kind: expected random, easy, normal or hard, got " + quoted(kind));
    return kind;
}

Arguments parseJoin(const QStringList& rest)
{
    const Tokens tokens = tokenize("join", rest, kJoinOptions);
    Arguments parsed;
    parsed.command = Command::Join;
    if (tokens.positional.size() != 2)
        fail("join: expected ADDRESS CODE (join 127.0.0.1:7171 ABC234 [--seat-kind hard])");
    parsed.net.address = netAddress(tokens.positional[0]);
    parsed.net.code = tokens.positional[1].toUpper();
    parsed.net.seatKind = seatKind(tokens);
    if (tokens.options.contains("--name"))
        parsed.net.name = tokens.options.value("--name");
    if (tokens.options.contains("--seat"))
        parsed.net.seat = positiveInt("--seat", tokens.options.value("--seat"), 8) - 1;
    if (tokens.options.contains("--timeout"))
        parsed.net.timeoutSeconds = positiveInt("--timeout", tokens.options.value("--timeout"), 86400);
    return parsed;
}

Arguments parseNetplay(const QStringList& rest)
{
    const Tokens tokens = tokenize("netplay", rest, kNetplayOptions);
    Arguments parsed;
    parsed.command = Command::Netplay;
    if (tokens.positional.size() != 1)
        fail("netplay: expected ADDRESS (netplay 127.0.0.1:7171 --game G --players N --games N)");
    parsed.net.address = netAddress(tokens.positional[0]);
    const GameInfo& game = requireGame(tokens, "netplay");
    parsed.game = &game;
    requirePlayable(game);
    parsed.net.seatKind = seatKind(tokens);
    parsed.net.players = positiveInt("--players", require(tokens, "--players", "netplay"), game.maxSeats);
    if (parsed.net.players < game.minSeats)
        fail("--players: " + game.name + " needs at least " + QString::number(game.minSeats));
    parsed.net.games = positiveInt("--games", require(tokens, "--games", "netplay"));
    if (tokens.options.contains("--tables"))
        parsed.net.tables = positiveInt("--tables", tokens.options.value("--tables"), 5000);
    if (tokens.options.contains("--timeout"))
        parsed.net.timeoutSeconds = positiveInt("--timeout", tokens.options.value("--timeout"), 86400);
    if (tokens.options.contains("--pace"))
        parsed.net.paceMs = positiveInt("--pace", tokens.options.value("--pace"), 60000);
    parsed.net.lean = tokens.options.contains("--lean");
    if (parsed.net.lean && parsed.net.seatKind != "random" && tokens.options.contains("--seat-kind"))
        fail("--lean: lean seats play a random one of the moves offered; --seat-kind must be random or left out");
    if (parsed.net.lean)
        parsed.net.seatKind = "random";
    parsed.json = tokens.options.contains("--json");
    return parsed;
}

} // namespace

Arguments parseArguments(const QStringList& args)
{
    if (args.isEmpty())
        fail("missing subcommand (" + kSubcommands.join(", ") + "; see --help)");
    const QString& first = args.first();
    if (first.isEmpty())
        fail("'': an empty argument where a subcommand was expected (" + kSubcommands.join(", ") + ")");
    const QStringList rest = args.mid(1);
    // --help anywhere wins, so "critter-cli simulate --help" helps too.
    if (isHelp(first) || (kSubcommands.contains(first) && std::any_of(rest.begin(), rest.end(), isHelp)))
        return Arguments{Command::Help, nullptr, {}, 3.0, {}, false, {}, {}};
    if (first == "--version") {
        if (!rest.isEmpty())
            fail(quoted(rest.first()) + ": unexpected argument after --version");
        return Arguments{Command::Version, nullptr, {}, 3.0, {}, false, {}, {}};
    }
    if (first == "simulate")
        return parseSimulate(rest);
    if (first == "ladder")
        return parseLadder(rest);
    if (first == "replay")
        return parseReplay(rest);
    if (first == "bench")
        return parseBench(rest);
    if (first == "join")
        return parseJoin(rest);
    if (first == "netplay")
        return parseNetplay(rest);
    if (first.startsWith('-'))
        fail(first + ": unknown option (see --help)");
    fail(quoted(first) + ": unknown subcommand (" + kSubcommands.join(", ") + ")");
}

} // namespace critter::cli
