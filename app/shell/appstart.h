#pragma once
// What critter-table (app/main.cpp) and critter-table-lab (app/lab/main.cpp)
// do alike before the window loads: name the application, set aside a
// settings file that is not a file, and read the player's options. The
// product has these options and nothing else; the lab adds its own
// (screenshots, the window soak, the start-up probe) to the same parser, so
// both read a game file and --seed the same way.
#include <QCommandLineOption>
#include <QCommandLineParser>

namespace appstart {

// Organisation, name, version, desktop file name and window icon; then a
// settings file that is not a regular file (a pipe would hang QSettings) is
// set aside, said on stderr as "<program>: ...". After the QGuiApplication
// exists, before anything reads the settings.
void prepare(const char* program);

// The player's options: [file], --seed N, --no-sound, --help, --version.
class PlayerOptions
{
public:
    explicit PlayerOptions(QCommandLineParser& parser);

    // After parser.process(): hands the seed and the file to LaunchOptions.
    // A --seed that is not a whole number is a usage error: a message, exit 2.
    void apply(const QCommandLineParser& parser) const;
    // --no-sound: this run plays no sound (the tests that start the real app).
    bool noSound(const QCommandLineParser& parser) const { return parser.isSet(m_noSound); }

private:
    QCommandLineOption m_seed;
    QCommandLineOption m_noSound;
};

} // namespace appstart
