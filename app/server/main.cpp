// critter-server: network tables with no window (issue 32, docs/network.md).
// The same session core as the app's tables; many tables at once; each
// table's game file and seat tokens kept under --data, so a restarted server
// reopens its tables and their people rejoin.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QStandardPaths>
#include <QTextStream>

#include <cstdio>

#include "epolldispatcher.h"
#include "nethost.h"
#include "sessionfactory.h"

namespace {

int fail(const QString& message)
{
    QTextStream(stderr) << "critter-server: " << message << '\n';
    return 2;
}

} // namespace

int main(int argc, char* argv[])
{
    // Thousands of connections: an epoll dispatcher asks the kernel only
    // about the sockets that are ready (epolldispatcher.h). Where it cannot
    // be had, Qt's own does less work per wake-up than GLib's with that many
    // sockets (docs/performance.md). An explicit QT_NO_GLIB setting wins.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    net::useEpollDispatcher();
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("CritterTable"));
    QCoreApplication::setApplicationName(QStringLiteral("critter-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CRITTER_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts Critter Table games over the network: people join a table from the app with its address and "
        "table code; critter-cli join seats a bot. Each table's game is kept under --data, so a restarted "
        "server reopens its tables where they stood."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port({QStringLiteral("p"), QStringLiteral("port")},
                                  QStringLiteral("The TCP port to listen on (0: any free port, printed at start). Default 7171."),
                                  QStringLiteral("port"), QStringLiteral("7171"));
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    QStringLiteral("The address to listen on: 127.0.0.1 (the default: this machine "
                                                   "only, e.g. behind a reverse proxy), 0.0.0.0 or :: for every network."),
                                    QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption data(QStringLiteral("data"),
                                  QStringLiteral("The folder that keeps every table's game file and seat tokens. Default: "
                                                 "the user's data folder (~/.local/share/CritterTable/critter-server)."),
                                  QStringLiteral("folder"));
    const QCommandLineOption cert(QStringLiteral("cert"),
                                  QStringLiteral("A PEM certificate: serve wss:// (TLS) instead of ws://. Needs --key."),
                                  QStringLiteral("file"));
    const QCommandLineOption key(QStringLiteral("key"), QStringLiteral("The PEM private key of --cert."), QStringLiteral("file"));
    const QCommandLineOption maxTables(QStringLiteral("max-tables"),
                                       QStringLiteral("The most tables at once; a table asked for beyond it is refused. Default 2000."),
                                       QStringLiteral("count"), QStringLiteral("2000"));
    const QCommandLineOption noChat(QStringLiteral("no-chat"), QStringLiteral("Table talk off at every new table."));
    const QCommandLineOption rate(QStringLiteral("rate"),
                                  QStringLiteral("The most messages a connection may send per second (a burst of twice as "
                                                 "many); more closes it. Default 20."),
                                  QStringLiteral("per-second"), QStringLiteral("20"));
    parser.addOptions({port, listen, data, cert, key, maxTables, noChat, rate});
    parser.process(app);

    bool ok = false;
    const uint portNumber = parser.value(port).toUInt(&ok);
    if (!ok || portNumber > 65535)
        return fail(QStringLiteral("--port: '%1' is not a port number (0 to 65535)").arg(parser.value(port)));
    QHostAddress address;
    if (!address.setAddress(parser.value(listen)))
        return fail(QStringLiteral("--listen: '%1' is not an IP address").arg(parser.value(listen)));
    const int most = parser.value(maxTables).toInt(&ok);
    if (!ok || most < 1)
        return fail(QStringLiteral("--max-tables: '%1' is not a positive number").arg(parser.value(maxTables)));
    const int perSecond = parser.value(rate).toInt(&ok);
    if (!ok || perSecond < 1)
        return fail(QStringLiteral("--rate: '%1' is not a positive number").arg(parser.value(rate)));
    if (parser.isSet(cert) != parser.isSet(key))
        return fail(QStringLiteral("--cert and --key go together"));

    std::optional<QSslConfiguration> tls;
    if (parser.isSet(cert)) {
        QFile certFile(parser.value(cert));
        QFile keyFile(parser.value(key));
        if (!certFile.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("--cert: cannot read %1").arg(parser.value(cert)));
        if (!keyFile.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("--key: cannot read %1").arg(parser.value(key)));
        const QSslCertificate certificate(&certFile, QSsl::Pem);
        const QSslKey privateKey(&keyFile, QSsl::Rsa, QSsl::Pem);
        if (certificate.isNull())
            return fail(QStringLiteral("--cert: %1 is not a PEM certificate").arg(parser.value(cert)));
        if (privateKey.isNull())
            return fail(QStringLiteral("--key: %1 is not a PEM RSA private key").arg(parser.value(key)));
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(certificate);
        config.setPrivateKey(privateKey);
        tls = config;
    }

    QString folder = parser.value(data);
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!QDir().mkpath(folder))
        return fail(QStringLiteral("--data: cannot make the folder %1").arg(folder));

    net::NetHost host;
    host.setRateLimit(2 * perSecond, perSecond);
    const bool chat = !parser.isSet(noChat);
    host.allowCreate(net::makeSession, folder, most);
    host.setChatDefault(chat);
    QStringList report;
    const int restored = host.restoreTables(&report);
    QString why;
    if (!host.listen(address, static_cast<quint16>(portNumber), tls, &why))
        return fail(QStringLiteral("cannot listen on %1 port %2: %3").arg(address.toString()).arg(portNumber).arg(why));
    QTextStream out(stdout);
    for (const QString& line : std::as_const(report))
        out << "critter-server: not reopened: " << line << '\n';
    out << "critter-server: listening on " << (tls ? "wss://" : "ws://")
        << (address.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(address.toString()) : address.toString())
        << ':' << host.port() << " (" << restored << " tables reopened from " << folder << ")\n";
    out.flush();
    return QCoreApplication::exec();
}
