#pragma once
// Runs critter-cli in-process and captures what it prints.
#include <QString>
#include <QStringList>
#include <QTextStream>

#include "cli.h"

struct CliRun {
    int status = -1;
    QString out;
    QString err;
    QString errLine() const { return err.section('\n', 0, 0); }
    int errLines() const { return static_cast<int>(err.count('\n')); }
};

inline CliRun runCli(const QStringList& args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.status = critter::cli::run(args, out, err);
    return r;
}
