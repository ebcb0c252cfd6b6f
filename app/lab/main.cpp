// critter-table-lab: the real window (the same critter_ui and critter_app as
// critter-table, the same player's options) plus what only tests, tools and
// documentation need: screenshots of any screen, the window soak with its
// frame timing, and the start-up probe. Built beside critter-table, never
// installed (docs/architecture.md, "The lab").
#include "frametimes.h"
#include "screens.h"
#include "shell/appshell.h"
#include "shell/appstart.h"
#include "shell/scenegraphbackend.h"
#include "sound/soundboard.h"
#include "startupprobe.h"
#include "windowsoak.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QSize>
#include <QString>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>
#include <cstdlib>
#include <memory>

// The CritterTable QML module is a static library; keep its plugin linked in.
Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

namespace {

struct LabRequest
{
    QString screenshot;          // --screenshot FILE
    QString screen;              // --screen NAME
    QSize size;                  // --size WxH
    int seats = 0;               // --seats N
    int soakGames = 0;           // --soak-games N (tools/window-soak.sh)
    bool measureStartup = false; // --measure-startup (tools/bench-startup.sh)
    qint64 launchedAtNs = 0;     // --launched-at-ns NS

    bool measuring() const { return !screenshot.isEmpty() || soakGames > 0 || measureStartup; }
};

[[noreturn]] void usageError(const QString& message)
{
    std::fputs(qPrintable(message + QLatin1Char('\n')), stderr);
    std::exit(2);
}

LabRequest parseOptions(const QCoreApplication& app, bool& noSound)
{
    QCommandLineParser parser;
    const appstart::PlayerOptions player(parser);
    parser.setApplicationDescription(
        QStringLiteral("Critter Table's lab: the real window, with screenshots, the window soak and the start-up probe."));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Save the window to FILE and quit."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption screen(
        QStringLiteral("screen"),
        QStringLiteral("Open a screen first: setup:<game>, rules:<game>, table:<game> (through Home and Setup), "
                       "new-table:<game> (started straight onto it), settings, statistics, about."),
        QStringLiteral("NAME"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"));
    const QCommandLineOption seats(QStringLiteral("seats"), QStringLiteral("Seats at a table: screen (bots added)."),
                                   QStringLiteral("N"));
    const QCommandLineOption soak(QStringLiteral("soak-games"),
                                  QStringLiteral("Play N bot-only games back to back, report memory and frames, quit."),
                                  QStringLiteral("N"));
    const QCommandLineOption measure(QStringLiteral("measure-startup"),
                                     QStringLiteral("Print when the first frame was drawn and the peak memory, then quit."));
    const QCommandLineOption launched(QStringLiteral("launched-at-ns"),
                                      QStringLiteral("For --measure-startup: the launch time, nanoseconds since the epoch "
                                                     "(date +%s%N), so loading the program counts too."),
                                      QStringLiteral("NS"));
    for (const QCommandLineOption* option : {&shot, &screen, &size, &seats, &soak, &measure, &launched})
        parser.addOption(*option);
    parser.process(app);
    player.apply(parser);
    noSound = player.noSound(parser);

    LabRequest request;
    request.screenshot = parser.value(shot);
    request.screen = parser.value(screen);
    request.seats = parser.value(seats).toInt();
    request.measureStartup = parser.isSet(measure);
    if (parser.isSet(soak)) {
        bool ok = false;
        request.soakGames = parser.value(soak).toInt(&ok);
        if (!ok || request.soakGames < 1)
            usageError(QStringLiteral("--soak-games: expected a positive whole number, got '%1'").arg(parser.value(soak)));
    }
    if (parser.isSet(launched)) {
        bool ok = false;
        request.launchedAtNs = parser.value(launched).toLongLong(&ok);
        if (!ok || request.launchedAtNs <= 0)
            usageError(QStringLiteral("--launched-at-ns: expected a positive whole number, got '%1'").arg(parser.value(launched)));
    }
    // A size that does not read as WxH is ignored, as a hostile launch tries.
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (wh.size() == 2)
        request.size = QSize(wh[0].toInt(), wh[1].toInt());
    return request;
}

} // namespace

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    startup::markGuiApplication(); // for --measure-startup: where the time before the first frame goes
    appstart::prepare("critter-table-lab");
    bool noSound = false;
    const LabRequest request = parseOptions(app, noSound);
    startup::setLaunchTime(request.launchedAtNs);
    // Sound only when someone plays: never for a screenshot, the soak or the probe.
    SoundBoard::setAllowed(!noSound && !request.measuring());

    // Before the window: without a GPU, Qt Quick's software renderer draws it.
    const scenegraph::Choice backend = scenegraph::chooseBackend();
    if (request.measureStartup || request.soakGames > 0)
        std::printf("%s\n", qPrintable(backend.reason));
    if (request.measureStartup) // where the time before the first frame goes
        std::printf("application ready after %.0f ms\n", startup::msSinceProcessStart());
    AppShell shell;
    const bool startedAtTable = lab::startOnNewTable(shell.engine(), request.screen, request.seats);
    if (!shell.load())
        return 1;
    appstart::iconAfterFirstFrame(shell.window());
    if (request.measureStartup) {
        std::printf("window loaded after %.0f ms\n", startup::msSinceProcessStart());
        std::fflush(stdout);
    }

    const bool atTable = startedAtTable || request.screen.startsWith(QLatin1String("table:"));
    if (!request.screen.isEmpty() && !startedAtTable)
        lab::openScreen(shell.window(), request.screen, request.seats);
    if (request.size.isValid())
        shell.window()->resize(request.size);
    if (!request.screenshot.isEmpty()) // a table deals and animates first
        lab::saveWindowLater(shell.window(), request.screenshot, atTable ? 4000 : 1200);
    if (request.measureStartup) // a table deals and animates before it settles
        new startup::StartupProbe(shell.window(), atTable ? 4000 : 1500);
    std::unique_ptr<WindowSoak> soak;
    if (request.soakGames > 0) {
        soak = std::make_unique<WindowSoak>(shell.window(), request.soakGames);
        QTimer::singleShot(1000, soak.get(), &WindowSoak::start);
    }
    return QGuiApplication::exec();
}
