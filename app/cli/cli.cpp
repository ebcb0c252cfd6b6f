#include "cli.h"

#include "args.h"
#include "commands.h"
#include "output.h"

namespace critter::cli {
namespace {

int dispatch(const QStringList& args, QTextStream& out, QTextStream& err)
{
    Arguments parsed;
    try {
        parsed = parseArguments(args);
    } catch (const UsageError& e) {
        err << "critter-cli: " << e.message << '\n';
        return 2;
    }
    switch (parsed.command) {
    case Command::Help:
        out << helpText();
        return 0;
    case Command::Version:
        out << "critter-cli " << CRITTER_VERSION << '\n';
        return 0;
    case Command::Simulate:
        return simulateCommand(parsed, out, err);
    case Command::Replay:
        return replayCommand(parsed, out, err);
    case Command::Bench:
        return benchCommand(parsed, out, err);
    case Command::Join:
        return joinCommand(parsed, out, err);
    case Command::Netplay:
        return netplayCommand(parsed, out, err);
    case Command::Ladder:
        return ladderCommand(parsed, out, err);
    }
    return 2;
}

} // namespace

int run(const QStringList& args, QTextStream& out, QTextStream& err)
{
    const int status = dispatch(args, out, err);
    out.flush();
    err.flush();
    return status;
}

} // namespace critter::cli
