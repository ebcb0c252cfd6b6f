#include "commands.h"
#include "output.h"

namespace critter::cli {

int benchCommand(const Arguments& args, QTextStream& out, QTextStream& err)
{
    const BenchResult result = args.game->engine->bench(args.seconds, args.benchOptions);
    if (!result.error.isEmpty()) {
        err << "critter-cli: bench: " << args.game->name << ": " << result.error << '\n';
        return 1;
    }
    if (args.json)
        out << jsonLine(benchJson(args.game->name, result)) << '\n';
    else
        out << benchText(args.game->name, result);
    return 0;
}

} // namespace critter::cli
