#include "shell/appshell.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

// The CritterTable QML module is a static library; keep its plugin linked in.
Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

namespace {
// Hidden developer options: open a screen and save a picture of the window.
struct ScreenshotRequest
{
    QString file;
    QString screen;
    QSize size;
};

ScreenshotRequest parseOptions(const QCoreApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Critter Table"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Save the window to FILE and quit."),
                            QStringLiteral("FILE"));
    QCommandLineOption screen(QStringLiteral("screen"),
                              QStringLiteral("Open a screen first: setup:<game>, rules:<game>, settings, about."),
                              QStringLiteral("NAME"));
    QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"));
    for (QCommandLineOption* option : {&shot, &screen, &size}) {
        option->setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(*option);
    }
    parser.process(app);
    ScreenshotRequest request{parser.value(shot), parser.value(screen), {}};
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
    const ScreenshotRequest request = parseOptions(app);

    AppShell shell;
    if (!shell.load())
        return 1;

    if (!request.screen.isEmpty()) {
        const QString name = request.screen.section(QLatin1Char(':'), 0, 0);
        const QString game = request.screen.section(QLatin1Char(':'), 1);
        QMetaObject::invokeMethod(shell.window(), "openScreen", Q_ARG(QVariant, name), Q_ARG(QVariant, game));
    }
    if (request.size.isValid())
        shell.window()->resize(request.size);
    if (!request.file.isEmpty()) {
        QTimer::singleShot(1200, &app, [&] {
            const bool saved = shell.window()->grabWindow().save(request.file);
            QCoreApplication::exit(saved ? 0 : 2);
        });
    }
    return QGuiApplication::exec();
}
