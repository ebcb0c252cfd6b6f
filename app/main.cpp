// critter-table: the game a player starts. Its options are the player's
// alone (a game file to open, --seed, --no-sound; appstart.h). Screenshots,
// the window soak and the start-up probe live in critter-table-lab
// (app/lab/), which tests and tools use and nobody installs.
#include "shell/appshell.h"
#include "shell/appstart.h"
#include "shell/scenegraphbackend.h"
#include "sound/soundboard.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QtQml/QQmlExtensionPlugin>

// The CritterTable QML module is a static library; keep its plugin linked in.
Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    appstart::prepare("critter-table");
    QCommandLineParser parser;
    const appstart::PlayerOptions player(parser);
    parser.process(app);
    player.apply(parser);
    // Sound unless this run was started with --no-sound (the tests that run the real app).
    SoundBoard::setAllowed(!player.noSound(parser));

    // Before the window: without a GPU, Qt Quick's software renderer draws it.
    scenegraph::chooseBackend();
    AppShell shell;
    if (!shell.load())
        return 1;
    appstart::iconAfterFirstFrame(shell.window());
    return QGuiApplication::exec();
}
