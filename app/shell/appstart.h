#pragma once
// What critter-table (app/main.cpp) and critter-table-lab (app/lab/main.cpp)
// do alike before the window loads: name the application, set aside a
// settings file that is not a file, and read the player's options. The
// product has these options and nothing else; the lab adds its own
// (screenshots, the window soak, the start-up probe) to the same parser, so
// both read a game file and --seed the same way.
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QUrl>

class QQuickWindow;

namespace appstart {

// Organisation, name, version and desktop file name; then a
// settings file that is not a regular file (a pipe would hang QSettings) is
// set aside, said on stderr as "<program>: ...". After the QGuiApplication
// exists, before anything reads the settings.
void prepare(const char* program);

// The window icon, given once the window's first frame is drawn (the SVG
// drawn at the X11 icon's sizes would otherwise come before it); at once if
// there is no window.
void iconAfterFirstFrame(QQuickWindow* window);

// What the player's command line asks for: a seed (0: each game picks
// one) and a file to open, or why it cannot be done (a usage error).
struct PlayerRequest {
    quint64 seed = 0;
    QUrl file;
    QString error;   // "--seed: expected ..., got '-5'", "'b.json': unexpected argument ..."
};

// The player's options: [file], --seed N, --no-sound, --help, --version.
class PlayerOptions
{
public:
    explicit PlayerOptions(QCommandLineParser& parser);

    // After parser.process(): the seed (0 to 2^64-1, as game files and
    // critter-cli take it) and the one file, or the usage error: an empty
    // argument, a second file, a --seed out of range.
    PlayerRequest read(const QCommandLineParser& parser) const;
    // read(), then hands the seed and the file to LaunchOptions; a usage
    // error is said on stderr and the program exits with status 2.
    void apply(const QCommandLineParser& parser) const;
    // --no-sound: this run plays no sound (the tests that start the real app).
    bool noSound(const QCommandLineParser& parser) const { return parser.isSet(m_noSound); }

private:
    QCommandLineOption m_seed;
    QCommandLineOption m_noSound;
};

} // namespace appstart
