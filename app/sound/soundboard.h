#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class AppSettings;
class QJSEngine;
class QQmlEngine;
class SoundOutput;

// The table's sounds (resources/sounds/<name>.wav, made by tools/make-sounds.sh)
// played through Qt Multimedia's QSoundEffect, which lives in a module of its
// own loaded on first use (soundoutput.h: critter-table-sound, beside the
// binary in the build and under <libdir>/critter-table when installed). QML sees one instance per
// engine as the SoundBoard singleton and calls play("die") and so on; the
// volume and mute come from AppSettings.
//
// Sound is off unless main() allows it: critter-table does unless started
// with --no-sound (as the tests that run it are); critter-table-lab never
// does for a screenshot, the soak or the start-up probe. So tests never open
// an audio device. When off, play() still checks its
// arguments and the settings but never creates an effect (nor loads the
// module). With sound on, the audio device is looked for once, a moment after
// start (after the window's first frame) or on first use if sooner; with no
// audio server or no output device the board stays silent and logs nothing.
class SoundBoard : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool enabled READ enabled CONSTANT)

public:
    // What became of a request to play a sound.
    enum Outcome {
        Played,    // handed to the audio device
        Unknown,   // no sound has that name (logged: a mistake in the caller)
        Muted,     // muted, or the volume is 0
        Instant,   // animations are instant: events fly by, sounds would rattle
        TooSoon,   // the same sound started less than kMinGapMs ago
        Disabled,  // sound is off for this run (tests, screenshots, the soak)
        NoDevice,  // no audio server or output device
    };
    Q_ENUM(Outcome)

    // The same sound is not started again within this many ms (a bot-only
    // game at a fast pace, a deal of many cards).
    static constexpr int kMinGapMs = 90;

    // main() allows sound for a normal run; off by default, so every test that
    // builds the window in-process is silent. Only the command line decides
    // (critter-table --no-sound); no environment variable does.
    static void setAllowed(bool allowed);
    static bool allowed();

    // settings may be null (defaults: volume 70, not muted, normal speed).
    // Not default-constructible, so QML makes the singleton through create().
    SoundBoard(AppSettings* settings, bool enabled, QObject* parent = nullptr);
    ~SoundBoard() override;
    static SoundBoard* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

    // Every sound's name, and its file in the resources.
    static QStringList names();
    static QString resourcePath(const QString& name); // ":/CritterTable/resources/sounds/<name>.wav"

    bool enabled() const { return m_enabled; }
    // Plays the sound named (die, card, bust, call, lap, win) unless one of
    // the Outcomes above says otherwise; true when it was played.
    Q_INVOKABLE bool play(const QString& name);
    Outcome request(const QString& name);
    // The gain an effect plays at: 0 when muted, else the volume setting
    // (0-100, a slider's position) turned into a linear gain 0..1.
    double effectVolume() const;
    static double linearGain(int volume);
    // How many QSoundEffects exist (0 until sound is on and a device was found).
    int effectCount() const;
    // Where the sound module is looked for: beside the program (the build), then
    // where `cmake --install` puts it, relative to the program.
    static QStringList moduleCandidates();

private:
    void findDevice();

    // The settings read; for the QML singleton, the engine's AppSettings,
    // looked up on first use (not owned; it lives as long as the engine).
    AppSettings* settings() const;
    mutable AppSettings* m_settings = nullptr;
    QQmlEngine* m_engine = nullptr;
    bool m_enabled = false;
    bool m_deviceLooked = false;
    std::unique_ptr<SoundOutput> m_output; // from the module, once a device was found
    QHash<QString, QElapsedTimer> m_lastPlayed;
};
