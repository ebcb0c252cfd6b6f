#include "commands.h"
#include "output.h"

namespace critter::cli {

int simulateCommand(const Arguments& args, QTextStream& out, QTextStream& err)
{
    const SimulateResult result = args.game->engine->simulate(args.simulate);
    // stdout carries only the report; notes and problems go to stderr.
    for (const QString& note : result.notes)
        err << "critter-cli: note: " << note << '\n';
    for (const QString& message : result.messages)
        err << "critter-cli: " << message << '\n';
    if (args.json)
        out << jsonLine(simulateJson(args.game->name, args.simulate, result)) << '\n';
    else
        out << simulateText(args.game->name, args.simulate, result);
    return result.violations == 0 && result.errors == 0 ? 0 : 1;
}

} // namespace critter::cli
