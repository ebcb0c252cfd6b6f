// critter-table-sound: the SoundBoard's output through Qt Multimedia
// (soundoutput.h), a module the board loads on first use.
#include "soundoutput.h"

#include <QAudioDevice>
#include <QHash>
#include <QMediaDevices>
#include <QSoundEffect>

namespace {

class QtSoundOutput final : public SoundOutput
{
public:
    bool open(const QList<QPair<QString, QUrl>>& sounds, QObject* parent) override
    {
        const QAudioDevice device = QMediaDevices::defaultAudioOutput();
        if (device.isNull())
            return false;
        for (const auto& [name, source] : sounds) {
            auto* effect = new QSoundEffect(device, parent);
            effect->setSource(source);
            m_effects.insert(name, effect);
        }
        return true;
    }

    bool play(const QString& name, float volume) override
    {
        QSoundEffect* effect = m_effects.value(name);
        if (!effect)
            return false;
        effect->setVolume(volume);
        effect->play();
        return true;
    }

    int effectCount() const override { return static_cast<int>(m_effects.size()); }

private:
    QHash<QString, QSoundEffect*> m_effects; // children of the board
};

} // namespace

extern "C" Q_DECL_EXPORT SoundOutput* critter_sound_output_new()
{
    return new QtSoundOutput;
}
