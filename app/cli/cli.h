#pragma once
#include <QStringList>
#include <QTextStream>

namespace critter::cli {
// Runs critter-cli with its arguments (without the program name);
// returns the exit status. Output goes to out, errors to err.
int run(const QStringList& args, QTextStream& out, QTextStream& err);
}
