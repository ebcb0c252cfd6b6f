// SoundBoard: every sound is in the resources and short; unknown names are
// refused; mute, volume and instant animations are respected; with sound
// off (every test) no QSoundEffect is ever made; with no audio server the
// board stays silent and logs nothing.
#include "settings/appsettings.h"
#include "sound/soundboard.h"

#include <QFile>
#include <QFileInfo>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQml/qqml.h>

#include <memory>
#include <unistd.h>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

namespace {
// The parts of a WAV file's header we care about.
struct WavInfo
{
    bool ok = false;
    QString why;
    quint16 format = 0;
    quint16 channels = 0;
    quint32 rate = 0;
    quint16 bits = 0;
    quint32 dataBytes = 0;
    double seconds() const { return rate && channels && bits ? double(dataBytes) / (double(rate) * channels * (bits / 8)) : 0.0; }
};

WavInfo readWav(const QByteArray& file)
{
    WavInfo info;
    if (file.size() < 12 || !file.startsWith("RIFF") || file.mid(8, 4) != "WAVE") {
        info.why = QStringLiteral("not RIFF/WAVE");
        return info;
    }
    bool haveFormat = false;
    qsizetype at = 12;
    while (at + 8 <= file.size()) {
        const QByteArray id = file.mid(at, 4);
        const quint32 size = qFromLittleEndian<quint32>(file.constData() + at + 4);
        const qsizetype body = at + 8;
        if (body + qsizetype(size) > file.size()) {
            info.why = QStringLiteral("chunk %1 runs past the end").arg(QString::fromLatin1(id));
            return info;
        }
        if (id == "fmt " && size >= 16) {
            info.format = qFromLittleEndian<quint16>(file.constData() + body);
            info.channels = qFromLittleEndian<quint16>(file.constData() + body + 2);
            info.rate = qFromLittleEndian<quint32>(file.constData() + body + 4);
            info.bits = qFromLittleEndian<quint16>(file.constData() + body + 14);
            haveFormat = true;
        } else if (id == "data") {
            info.dataBytes = size;
            info.ok = haveFormat;
            if (!haveFormat)
                info.why = QStringLiteral("data before fmt");
            return info;
        }
        at = body + size + (size & 1); // chunks are padded to an even size
    }
    info.why = QStringLiteral("no data chunk");
    return info;
}

// Sets or removes an environment variable for one scope.
class EnvOverride
{
public:
    EnvOverride(const char* name, const QByteArray* value) : m_name(name), m_had(qEnvironmentVariableIsSet(name)), m_old(qgetenv(name))
    {
        if (value)
            qputenv(name, *value);
        else
            qunsetenv(name);
    }
    ~EnvOverride()
    {
        if (m_had)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }
    EnvOverride(const EnvOverride&) = delete;
    EnvOverride& operator=(const EnvOverride&) = delete;

private:
    const char* m_name;
    bool m_had;
    QByteArray m_old;
};
} // namespace

class TestSoundBoard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("CritterTableTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_sound_board"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        QSettings().clear();
        SoundBoard::setAllowed(false);
    }

    void everySoundIsAShortWavInTheResources_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : SoundBoard::names())
            QTest::newRow(qPrintable(name)) << name;
    }

    void everySoundIsAShortWavInTheResources()
    {
        QFETCH(QString, name);
        QFile file(SoundBoard::resourcePath(name));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QByteArray bytes = file.readAll();
        QVERIFY2(bytes.size() < 60 * 1024, qPrintable(QString::number(bytes.size())));
        const WavInfo wav = readWav(bytes);
        QVERIFY2(wav.ok, qPrintable(wav.why));
        QCOMPARE(wav.format, quint16(1)); // PCM, which QSoundEffect plays
        QCOMPARE(wav.channels, quint16(1));
        QCOMPARE(wav.rate, quint32(22050));
        QCOMPARE(wav.bits, quint16(16));
        QVERIFY2(wav.seconds() > 0.05 && wav.seconds() < 1.0, qPrintable(QString::number(wav.seconds())));
        // The committed file is the one tools/make-sounds.sh writes.
        QVERIFY(QFileInfo::exists(QStringLiteral(CRITTER_SOURCE_DIR "/resources/sounds/%1.wav").arg(name)));
    }

    void theSixSounds()
    {
        QCOMPARE(SoundBoard::names(), (QStringList{QStringLiteral("die"), QStringLiteral("card"), QStringLiteral("bust"),
                                                   QStringLiteral("call"), QStringLiteral("lap"), QStringLiteral("win")}));
    }

    void unknownNamesAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << QString();
        QTest::newRow("made up") << QStringLiteral("boing");
        QTest::newRow("a path") << QStringLiteral("../die");
        QTest::newRow("case") << QStringLiteral("DIE");
    }

    void unknownNamesAreRefused()
    {
        QFETCH(QString, name);
        AppSettings settings;
        SoundBoard board(&settings, false);
        QTest::ignoreMessage(QtWarningMsg, qPrintable(QStringLiteral("SoundBoard: no sound named '%1'").arg(name)));
        QCOMPARE(board.request(name), SoundBoard::Unknown);
        QCOMPARE(board.effectCount(), 0);
    }

    void volumeBecomesALinearGain()
    {
        QCOMPARE(SoundBoard::linearGain(0), 0.0);
        QCOMPARE(SoundBoard::linearGain(100), 1.0);
        double last = 0.0;
        for (int v = 5; v <= 100; v += 5) {
            const double gain = SoundBoard::linearGain(v);
            QVERIFY2(gain > last && gain <= 1.0, qPrintable(QString::number(v)));
            last = gain;
        }
        // Out of range is clamped, never louder than full.
        QCOMPARE(SoundBoard::linearGain(400), 1.0);
        QCOMPARE(SoundBoard::linearGain(-3), 0.0);
        // Halfway on the slider is well below half the gain (a log scale).
        QVERIFY(SoundBoard::linearGain(50) < 0.5);
    }

    void effectVolumeFollowsTheSettings()
    {
        AppSettings settings;
        SoundBoard board(&settings, false);
        QCOMPARE(board.effectVolume(), SoundBoard::linearGain(AppSettings::kDefaultSoundVolume));
        settings.setSoundVolume(100);
        QCOMPARE(board.effectVolume(), 1.0);
        settings.setSoundVolume(30);
        QCOMPARE(board.effectVolume(), SoundBoard::linearGain(30));
        settings.setSoundMuted(true);
        QCOMPARE(board.effectVolume(), 0.0);
        settings.setSoundMuted(false);
        QCOMPARE(board.effectVolume(), SoundBoard::linearGain(30));
        SoundBoard noSettings(nullptr, false);
        QCOMPARE(noSettings.effectVolume(), SoundBoard::linearGain(AppSettings::kDefaultSoundVolume));
    }

    void mutedOrSilentIsNotPlayed()
    {
        AppSettings settings;
        SoundBoard board(&settings, false);
        settings.setSoundMuted(true);
        QCOMPARE(board.request(QStringLiteral("die")), SoundBoard::Muted);
        settings.setSoundMuted(false);
        settings.setSoundVolume(0);
        QCOMPARE(board.request(QStringLiteral("die")), SoundBoard::Muted);
        QVERIFY(!board.play(QStringLiteral("die")));
        settings.setSoundVolume(60);
        QCOMPARE(board.request(QStringLiteral("die")), SoundBoard::Disabled);
    }

    void instantAnimationsAreSilent()
    {
        AppSettings settings;
        settings.setAnimationSpeed(AppSettings::Instant);
        SoundBoard board(&settings, false);
        for (const QString& name : SoundBoard::names())
            QCOMPARE(board.request(name), SoundBoard::Instant);
        settings.setAnimationSpeed(AppSettings::Fast);
        QCOMPARE(board.request(QStringLiteral("card")), SoundBoard::Disabled);
    }

    void theSameSoundIsNotRepeatedAtOnce()
    {
        AppSettings settings;
        SoundBoard board(&settings, false);
        QCOMPARE(board.request(QStringLiteral("card")), SoundBoard::Disabled);
        QCOMPARE(board.request(QStringLiteral("card")), SoundBoard::TooSoon);
        QCOMPARE(board.request(QStringLiteral("die")), SoundBoard::Disabled); // another sound may start
        QTest::qWait(SoundBoard::kMinGapMs + 30);
        QCOMPARE(board.request(QStringLiteral("card")), SoundBoard::Disabled);
    }

    void offNeverMakesAnEffect()
    {
        AppSettings settings;
        SoundBoard board(&settings, false);
        QVERIFY(!board.enabled());
        for (int round = 0; round < 3; ++round) {
            for (const QString& name : SoundBoard::names())
                QVERIFY(!board.play(name));
            QTest::qWait(SoundBoard::kMinGapMs + 10);
        }
        QCOMPARE(board.effectCount(), 0);
    }

    // Only main() turns sound on (critter-table unless --no-sound); the
    // board's own switch follows what it is told.
    void allowedOnlyWhenMainSaysSo()
    {
        QVERIFY(!SoundBoard::allowed()); // the default: every test is silent
        SoundBoard::setAllowed(true);
        QVERIFY(SoundBoard::allowed());
        SoundBoard::setAllowed(false);
        QVERIFY(!SoundBoard::allowed());
        AppSettings settings;
        SoundBoard off(&settings, SoundBoard::allowed());
        QVERIFY(!off.enabled());
        QVERIFY(!off.play(QStringLiteral("die")));
        QCOMPARE(off.effectCount(), 0);
    }

    void theQmlSingletonIsOffAndReadsTheEnginesSettings()
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));
        QQmlComponent component(&engine);
        component.setData("import QtQml\nimport CritterTable\nQtObject { property bool on: SoundBoard.enabled }", QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("on").toBool(), false);
        auto* board = engine.singletonInstance<SoundBoard*>(qmlTypeId("CritterTable", 1, 0, "SoundBoard"));
        auto* settings = engine.singletonInstance<AppSettings*>(qmlTypeId("CritterTable", 1, 0, "AppSettings"));
        QVERIFY(board && settings);
        settings->setSoundMuted(true);
        QCOMPARE(board->effectVolume(), 0.0);
        settings->setSoundMuted(false);
        QVERIFY(!board->play(QStringLiteral("win")));
        QCOMPARE(board->effectCount(), 0);
    }

    // Sound on, but no PulseAudio server to be found: silent, no effect, and
    // nothing logged (QMediaDevices is not even asked).
    void noAudioServerStaysSilent()
    {
        QTemporaryDir runtime;
        QVERIFY(runtime.isValid());
        for (const QString& path : {QStringLiteral("/run/user/%1/pulse/native").arg(getuid()), QStringLiteral("/run/pulse/native"),
                                    QStringLiteral("/var/run/pulse/native")}) {
            if (QFileInfo::exists(path))
                QSKIP("this machine runs an audio server; the test would open the device");
        }
        const QByteArray runtimePath = runtime.path().toLocal8Bit();
        EnvOverride noServer("PULSE_SERVER", nullptr);
        EnvOverride xdg("XDG_RUNTIME_DIR", &runtimePath);
        AppSettings settings;
        SoundBoard board(&settings, true);
        QVERIFY(board.enabled());
        QTest::qWait(20); // the board looks for the device once the event loop runs
        QCOMPARE(board.request(QStringLiteral("die")), SoundBoard::NoDevice);
        QCOMPARE(board.effectCount(), 0);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSoundBoard)
#include "test_sound_board.moc"
