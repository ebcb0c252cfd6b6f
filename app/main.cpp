#include "shell/appshell.h"
#include "shell/itemlookup.h"
#include "shell/launchoptions.h"
#include "shell/scenegraphbackend.h"
#include "shell/windowsoak.h"
#include "settings/settingsfile.h"
#include "startupprobe.h"
#include "sound/soundboard.h"

#include <QCommandLineParser>
#include <QDir>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <QGuiApplication>
#include <QIcon>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QVariant>
#include <QtQml/QQmlExtensionPlugin>

// The CritterTable QML module is a static library; keep its plugin linked in.
Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

namespace {
// Hidden options for screenshots: open a screen and save a picture of the window.
struct ScreenshotRequest
{
    QString file;
    QString screen;
    QSize size;
    int seats = 0;
    int soakGames = 0; // --soak-games N: bot-only games back to back (tools/window-soak.sh)
    bool measureStartup = false; // --measure-startup: print the first frame's time and peak memory, quit
};

// table:<game>: Setup with its default seats (plus bots up to `seats`), then Start.
void openTable(QQuickWindow* window, const QString& game, int seats)
{
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, QStringLiteral("setup")), Q_ARG(QVariant, game));
    QQuickItem* setup = findNamedItem(window->contentItem(), QStringLiteral("setupScreen"));
    QQuickItem* editor = findNamedItem(setup, QStringLiteral("seatEditor"));
    if (!setup || !editor)
        return;
    QVariant added;
    while (editor->property("count").toInt() < seats && editor->property("canAdd").toBool())
        QMetaObject::invokeMethod(editor, "addSeat", Q_RETURN_ARG(QVariant, added));
    QVariant chosen;
    QMetaObject::invokeMethod(editor, "seats", Q_RETURN_ARG(QVariant, chosen));
    QMetaObject::invokeMethod(setup, "startRequested", Q_ARG(QString, game), Q_ARG(QVariant, chosen));
}

ScreenshotRequest parseOptions(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Critter Table"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A saved game, replay or scenario to open."),
                                 QStringLiteral("[file]"));
    QCommandLineOption seed(QStringLiteral("seed"),
                            QStringLiteral("Deal every new game of this run from seed N."),
                            QStringLiteral("N"));
    parser.addOption(seed);
    QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Save the window to FILE and quit."),
                            QStringLiteral("FILE"));
    QCommandLineOption screen(QStringLiteral("screen"),
                              QStringLiteral("Open a screen first: setup:<game>, rules:<game>, table:<game>, settings, statistics, about."),
                              QStringLiteral("NAME"));
    QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"));
    QCommandLineOption seats(QStringLiteral("seats"), QStringLiteral("Seats at a table: screen (bots added)."), QStringLiteral("N"));
    QCommandLineOption soak(QStringLiteral("soak-games"), QStringLiteral("Play N bot-only games back to back, report memory, quit."),
                            QStringLiteral("N"));
    QCommandLineOption measure(QStringLiteral("measure-startup"),
                               QStringLiteral("Print when the first frame was drawn and the peak memory, then quit."));
    for (QCommandLineOption* option : {&shot, &screen, &size, &seats, &soak, &measure}) {
        option->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(*option);
    }
    parser.process(app);
    ScreenshotRequest request{parser.value(shot), parser.value(screen), {}, parser.value(seats).toInt(), 0,
                              parser.isSet(measure)};
    if (parser.isSet(soak)) {
        bool ok = false;
        request.soakGames = parser.value(soak).toInt(&ok);
        if (!ok || request.soakGames < 1) {
            std::fputs(qPrintable(QStringLiteral("--soak-games: expected a positive whole number, got '%1'\n").arg(parser.value(soak))), stderr);
            std::exit(2);
        }
    }
    bool seedOk = true;
    const qint64 seedValue = parser.isSet(seed) ? parser.value(seed).toLongLong(&seedOk) : 0;
    if (!seedOk) {
        std::fputs(qPrintable(QStringLiteral("--seed: '%1' is not a whole number\n").arg(parser.value(seed))), stderr);
        std::exit(2);
    }
    const QStringList files = parser.positionalArguments();
    LaunchOptions::set(seedValue, files.isEmpty() ? QUrl() : QUrl::fromUserInput(files.first(), QDir::currentPath(), QUrl::AssumeLocalFile));
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (wh.size() == 2)
        request.size = QSize(wh[0].toInt(), wh[1].toInt());
    return request;
}
} // namespace

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("CritterTable"));
    QGuiApplication::setApplicationName(QStringLiteral("Critter Table"));
    QGuiApplication::setApplicationVersion(QStringLiteral(CRITTER_VERSION));
    // The installed menu entry's name, so desktops match the window to it (and its icon).
    QGuiApplication::setDesktopFileName(QStringLiteral(CRITTER_APP_ID));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/" CRITTER_APP_ID ".svg")));
    // Before anything reads the settings (a pipe in their place would hang it).
    if (const QString setAside = settingsfile::setAsideIfNotAFile(); !setAside.isEmpty())
        std::fprintf(stderr, "critter-table: %s\n", qPrintable(setAside));
    const ScreenshotRequest request = parseOptions(app);
    // Sound only when someone plays: never for a screenshot or the soak
    // (and never with CRITTER_NO_SOUND set, which the tests do).
    SoundBoard::setAllowed(request.file.isEmpty() && request.soakGames == 0);

    // Before the window: without a GPU, Qt Quick's software renderer draws it.
    const scenegraph::Choice backend = scenegraph::chooseBackend();
    if (request.measureStartup || request.soakGames > 0)
        std::printf("%s\n", qPrintable(backend.reason));
    if (request.measureStartup) // where the time before the first frame goes
        std::printf("application ready after %.0f ms\n", startup::msSinceProcessStart());
    AppShell shell;
    if (!shell.load())
        return 1;
    if (request.measureStartup) {
        std::printf("window loaded after %.0f ms\n", startup::msSinceProcessStart());
        std::fflush(stdout);
    }

    if (!request.screen.isEmpty()) {
        const QString name = request.screen.section(QLatin1Char(':'), 0, 0);
        const QString game = request.screen.section(QLatin1Char(':'), 1);
        if (name == QLatin1String("table"))
            openTable(shell.window(), game, request.seats);
        else
            QMetaObject::invokeMethod(shell.window(), "openScreen", Q_ARG(QVariant, name), Q_ARG(QVariant, game));
    }
    if (request.size.isValid())
        shell.window()->resize(request.size);
    if (!request.file.isEmpty()) {
        // A table deals and animates first.
        const int delay = request.screen.startsWith(QLatin1String("table:")) ? 4000 : 1200;
        QTimer::singleShot(delay, &app, [&] {
            const bool saved = shell.window()->grabWindow().save(request.file);
            QCoreApplication::exit(saved ? 0 : 2);
        });
    }
    if (request.measureStartup) // a table deals and animates before it settles
        new startup::StartupProbe(shell.window(), request.screen.startsWith(QLatin1String("table:")) ? 4000 : 1500);
    std::unique_ptr<WindowSoak> soak;
    if (request.soakGames > 0) {
        soak = std::make_unique<WindowSoak>(shell.window(), request.soakGames);
        QTimer::singleShot(1000, soak.get(), &WindowSoak::start);
    }
    return QGuiApplication::exec();
}
