#pragma once

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrl>

// The part of the SoundBoard that reaches the audio device: Qt Multimedia's
// QSoundEffect, kept out of the window's binary in a module of its own
// (critter-table-sound, app/sound/CMakeLists.txt) that the board loads on
// first use. So Qt Multimedia and PulseAudio's chain of libraries (libsndfile,
// FLAC, Vorbis, Opus, two MP3 libraries: about 1.4 MiB) are not loaded before
// the window's first frame, nor ever in a run with sound off (issue 35).
class SoundOutput
{
public:
    virtual ~SoundOutput() = default;
    // Looks for the default output device and, when there is one, starts
    // loading the sounds (name, file); false without a device. The effects
    // are children of parent.
    virtual bool open(const QList<QPair<QString, QUrl>>& sounds, QObject* parent) = 0;
    // Plays the sound named at a linear gain 0..1; false when it has no effect.
    virtual bool play(const QString& name, float volume) = 0;
    virtual int effectCount() const = 0;
};

// The module's one entry point (extern "C", found by name): a new output, owned by the caller.
using SoundOutputFactory = SoundOutput* (*)();
inline constexpr const char* kSoundOutputFactory = "critter_sound_output_new";
