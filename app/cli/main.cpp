#include <QCoreApplication>
#include <QTextStream>

#include "cli.h"
#include "epolldispatcher.h"

int main(int argc, char* argv[])
{
    // netplay holds thousands of connections: Qt's own event dispatcher
    // wakes for them with less work than GLib's, and epoll with less than
    // either (epolldispatcher.h, docs/performance.md).
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    if (argc > 1 && (qstrcmp(argv[1], "netplay") == 0 || qstrcmp(argv[1], "join") == 0))
        net::useEpollDispatcher();
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = app.arguments();
    args.removeFirst();
    return critter::cli::run(args, out, err);
}
