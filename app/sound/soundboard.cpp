#include "soundboard.h"

#include "soundoutput.h"

#include "../settings/appsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqml.h>
#include <QtQml/qqmlengine.h>

#include <algorithm>
#include <cmath>
#include <unistd.h>

namespace {
bool s_allowed = false;

// Qt 6.4 on Linux plays through PulseAudio (or PipeWire's Pulse server), and
// QMediaDevices logs a warning when it finds no server to talk to. So look
// for the server's socket first, where libpulse looks for it, and stay quiet
// without one.
bool audioServerLikely()
{
    if (!qEnvironmentVariableIsEmpty("PULSE_SERVER"))
        return true;
    QStringList sockets;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty())
        sockets << runtime + QStringLiteral("/pulse/native");
    sockets << QStringLiteral("/run/user/%1/pulse/native").arg(getuid()) << QStringLiteral("/run/pulse/native")
            << QStringLiteral("/var/run/pulse/native");
    return std::any_of(sockets.cbegin(), sockets.cend(), [](const QString& path) { return QFileInfo::exists(path); });
}
} // namespace

void SoundBoard::setAllowed(bool allowed)
{
    s_allowed = allowed;
}

bool SoundBoard::allowed()
{
    return s_allowed;
}

SoundBoard::SoundBoard(AppSettings* settings, bool enabled, QObject* parent)
    : QObject(parent), m_settings(settings), m_enabled(enabled)
{
    // Find the device and start loading the sounds a moment after start, so
    // the first die already rattles, but not before the window's first frame
    // (the module and Qt Multimedia's libraries take a few milliseconds).
    if (m_enabled)
        QTimer::singleShot(1000, this, &SoundBoard::findDevice);
}

SoundBoard::~SoundBoard() = default;

int SoundBoard::effectCount() const
{
    return m_output ? m_output->effectCount() : 0;
}

QStringList SoundBoard::moduleCandidates()
{
    const QDir dir(QCoreApplication::applicationDirPath());
    return {dir.filePath(QStringLiteral("critter-table-sound")),
            QDir::cleanPath(dir.filePath(QStringLiteral(CRITTER_SOUND_MODULE_FROM_BINDIR "/critter-table-sound")))};
}

SoundBoard* SoundBoard::create(QQmlEngine* qmlEngine, QJSEngine*)
{
    // The engine's own AppSettings singleton (found on first use), so the
    // Settings screen's slider and this board read the same values.
    auto* board = new SoundBoard(nullptr, allowed());
    board->m_engine = qmlEngine;
    return board;
}

AppSettings* SoundBoard::settings() const
{
    if (!m_settings && m_engine)
        m_settings = m_engine->singletonInstance<AppSettings*>(qmlTypeId("CritterTable", 1, 0, "AppSettings"));
    return m_settings;
}

QStringList SoundBoard::names()
{
    return {QStringLiteral("die"), QStringLiteral("card"), QStringLiteral("bust"),
            QStringLiteral("call"), QStringLiteral("lap"), QStringLiteral("win")};
}

QString SoundBoard::resourcePath(const QString& name)
{
    return QStringLiteral(":/CritterTable/resources/sounds/%1.wav").arg(name);
}

double SoundBoard::linearGain(int volume)
{
    const float position = static_cast<float>(std::clamp(volume, 0, 100)) / 100.0F;
    // A slider's position is heard logarithmically; the effect wants a linear
    // gain: QAudio::convertVolume(position, Logarithmic, Linear), worked here
    // so the board needs no Qt Multimedia until it plays.
    if (position >= 1.0F)
        return 1.0;
    return static_cast<double>(std::min(1.0F, -std::log(1.0F - position) / 4.60517018599F)); // ln 100
}

double SoundBoard::effectVolume() const
{
    const AppSettings* s = settings();
    if (s && s->soundMuted())
        return 0.0;
    return linearGain(s ? s->soundVolume() : AppSettings::kDefaultSoundVolume);
}

bool SoundBoard::play(const QString& name)
{
    return request(name) == Played;
}

SoundBoard::Outcome SoundBoard::request(const QString& name)
{
    if (!names().contains(name)) {
        qWarning("SoundBoard: no sound named '%s'", qPrintable(name));
        return Unknown;
    }
    if (effectVolume() <= 0.0)
        return Muted;
    const AppSettings* s = settings();
    if (s && s->animationSpeed() == AppSettings::Instant)
        return Instant;
    QElapsedTimer& last = m_lastPlayed[name];
    if (last.isValid() && last.elapsed() < kMinGapMs)
        return TooSoon;
    last.start();
    if (!m_enabled)
        return Disabled;
    findDevice();
    if (!m_output || !m_output->play(name, static_cast<float>(effectVolume())))
        return NoDevice;
    return Played;
}

void SoundBoard::findDevice()
{
    if (m_deviceLooked)
        return;
    m_deviceLooked = true;
    if (!audioServerLikely())
        return;
    SoundOutputFactory makeOutput = nullptr;
    for (const QString& candidate : moduleCandidates()) {
        QLibrary module(candidate); // never unloaded: the effects live on
        if ((makeOutput = reinterpret_cast<SoundOutputFactory>(module.resolve(kSoundOutputFactory))))
            break;
    }
    if (!makeOutput) {
        qWarning("SoundBoard: no sound module (critter-table-sound) in %s",
                 qPrintable(moduleCandidates().join(QStringLiteral(" or "))));
        return;
    }
    QList<QPair<QString, QUrl>> sounds;
    for (const QString& name : names())
        sounds.append({name, QUrl(QStringLiteral("qrc") + resourcePath(name))});
    std::unique_ptr<SoundOutput> output(makeOutput());
    if (output && output->open(sounds, this))
        m_output = std::move(output);
}
