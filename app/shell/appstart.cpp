#include "appstart.h"

#include "launchoptions.h"
#include "settings/settingsfile.h"

#include <QDir>
#include <QGuiApplication>
#include <QIcon>
#include <QQuickWindow>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace appstart {

void prepare(const char* program)
{
    QGuiApplication::setOrganizationName(QStringLiteral("CritterTable"));
    QGuiApplication::setApplicationName(QStringLiteral("Critter Table"));
    QGuiApplication::setApplicationVersion(QStringLiteral(CRITTER_VERSION));
    // The installed menu entry's name, so desktops match the window to it (and its icon).
    QGuiApplication::setDesktopFileName(QStringLiteral(CRITTER_APP_ID));
    // Before anything reads the settings (a pipe in their place would hang it).
    if (const QString setAside = settingsfile::setAsideIfNotAFile(); !setAside.isEmpty())
        std::fprintf(stderr, "%s: %s\n", program, qPrintable(setAside));
}

void iconAfterFirstFrame(QQuickWindow* window)
{
    // The icon is an SVG: the X11 window takes it drawn at four sizes,
    // about 2 ms on the GUI thread, with Qt's SVG icon plugin loaded first.
    // Given before the window is shown, that would come before its first
    // frame (docs/performance.md, "Start-up and memory"); a moment after,
    // nobody sees the difference.
    const auto give = [] { QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/" CRITTER_APP_ID ".svg"))); };
    if (!window) {
        give();
        return;
    }
    QObject::connect(window, &QQuickWindow::frameSwapped, QGuiApplication::instance(), give,
                     static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
}

PlayerOptions::PlayerOptions(QCommandLineParser& parser)
    : m_seed(QStringLiteral("seed"), QStringLiteral("Deal every new game of this run from seed N."), QStringLiteral("N")),
      m_noSound(QStringLiteral("no-sound"), QStringLiteral("Play no sound in this run."))
{
    parser.setApplicationDescription(QStringLiteral("Critter Table"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A saved game, replay or scenario to open."),
                                 QStringLiteral("[file]"));
    parser.addOption(m_seed);
    parser.addOption(m_noSound);
}

PlayerRequest PlayerOptions::read(const QCommandLineParser& parser) const
{
    PlayerRequest out;
    if (parser.isSet(m_seed)) {
        // One seed range with game files and critter-cli: 0 to 2^64-1, digits only.
        const QString text = parser.value(m_seed);
        bool ok = !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
        out.seed = ok ? text.toULongLong(&ok) : 0;
        if (!ok) {
            out.error = QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615, got '%1'").arg(text);
            return out;
        }
    }
    const QStringList files = parser.positionalArguments();
    for (const QString& file : files)
        if (file.isEmpty()) {
            out.error = QStringLiteral("'': an empty argument where a game file's name was expected");
            return out;
        }
    if (files.size() > 1) {
        out.error = QStringLiteral("'%1': unexpected argument (critter-table opens one file)").arg(files[1]);
        return out;
    }
    if (!files.isEmpty())
        out.file = QUrl::fromUserInput(files.first(), QDir::currentPath(), QUrl::AssumeLocalFile);
    return out;
}

void PlayerOptions::apply(const QCommandLineParser& parser) const
{
    const PlayerRequest request = read(parser);
    if (!request.error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(request.error));
        std::exit(2);
    }
    // The seed's 64 bits pass unchanged: a table reads them back as unsigned.
    LaunchOptions::set(static_cast<qint64>(request.seed), request.file);
}

} // namespace appstart
