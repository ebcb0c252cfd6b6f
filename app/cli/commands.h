#pragma once
// The three subcommands, after their arguments were checked. Each returns
// the exit status.
#include <QTextStream>

#include "args.h"

namespace critter::cli {

int simulateCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int ladderCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int replayCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int benchCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int joinCommand(const Arguments& args, QTextStream& out, QTextStream& err);
int netplayCommand(const Arguments& args, QTextStream& out, QTextStream& err);

} // namespace critter::cli
