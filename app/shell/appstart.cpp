#include "appstart.h"

#include "launchoptions.h"
#include "settings/settingsfile.h"

#include <QDir>
#include <QGuiApplication>
#include <QIcon>
#include <QUrl>

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
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/" CRITTER_APP_ID ".svg")));
    // Before anything reads the settings (a pipe in their place would hang it).
    if (const QString setAside = settingsfile::setAsideIfNotAFile(); !setAside.isEmpty())
        std::fprintf(stderr, "%s: %s\n", program, qPrintable(setAside));
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

void PlayerOptions::apply(const QCommandLineParser& parser) const
{
    bool seedOk = true;
    const qint64 seed = parser.isSet(m_seed) ? parser.value(m_seed).toLongLong(&seedOk) : 0;
    if (!seedOk) {
        std::fputs(qPrintable(QStringLiteral("--seed: '%1' is not a whole number\n").arg(parser.value(m_seed))), stderr);
        std::exit(2);
    }
    const QStringList files = parser.positionalArguments();
    LaunchOptions::set(seed, files.isEmpty() ? QUrl()
                                             : QUrl::fromUserInput(files.first(), QDir::currentPath(), QUrl::AssumeLocalFile));
}

} // namespace appstart
