#include "cli.h"

namespace critter::cli {
int run(const QStringList& args, QTextStream& out, QTextStream& err)
{
    Q_UNUSED(out);
    err << "not implemented: " << args.join(' ') << '\n';
    return 2;
}
}
