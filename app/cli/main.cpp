#include <QCoreApplication>
#include <QTextStream>

#include "cli.h"

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = app.arguments();
    args.removeFirst();
    return critter::cli::run(args, out, err);
}
