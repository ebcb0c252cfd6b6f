// AppSettings: defaults, persistence through QSettings, the animation scale.
#include "settings/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "unwritable.h"

class TestAppSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("CritterTableTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_app_settings"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init() { QSettings().clear(); }

    void defaults()
    {
        AppSettings settings;
        QVERIFY(AppSettings::supportedLanguages().contains(settings.language()));
        QCOMPARE(settings.animationSpeed(), AppSettings::Normal);
        QCOMPARE(settings.animationScale(), 1.0);
        QCOMPARE(settings.duration(300), 300);
        QCOMPARE(settings.fullScreen(), false);
    }

    void seeingDefaults()
    {
        AppSettings settings;
        QCOMPARE(settings.colourSafe(), false);
        QCOMPARE(settings.highContrast(), false);
        QCOMPARE(settings.textSize(), AppSettings::TextNormal);
        QCOMPARE(settings.textScale(), 1.0);
        QCOMPARE(settings.reducedMotion(), false);
    }

    void seeingSwitchesPersistAndSignalOnce()
    {
        {
            AppSettings settings;
            QSignalSpy colour(&settings, &AppSettings::colourSafeChanged);
            QSignalSpy contrast(&settings, &AppSettings::highContrastChanged);
            QSignalSpy motion(&settings, &AppSettings::reducedMotionChanged);
            settings.setColourSafe(true);
            settings.setColourSafe(true);
            settings.setHighContrast(true);
            settings.setHighContrast(true);
            settings.setReducedMotion(true);
            settings.setReducedMotion(true);
            QCOMPARE(colour.count(), 1);
            QCOMPARE(contrast.count(), 1);
            QCOMPARE(motion.count(), 1);
        }
        AppSettings reread;
        QVERIFY(reread.colourSafe());
        QVERIFY(reread.highContrast());
        QVERIFY(reread.reducedMotion());
        // Reduced motion leaves the speed setting alone: fades keep their time.
        QCOMPARE(reread.animationSpeed(), AppSettings::Normal);
        reread.setHighContrast(false);
        QVERIFY(!AppSettings().highContrast());
        QVERIFY(AppSettings().colourSafe());
    }

    void textSizeScalesAndPersists_data()
    {
        QTest::addColumn<AppSettings::TextSize>("size");
        QTest::addColumn<double>("scale");
        QTest::addColumn<QString>("stored");
        QTest::newRow("small") << AppSettings::TextSmall << 0.9 << QStringLiteral("small");
        QTest::newRow("normal") << AppSettings::TextNormal << 1.0 << QStringLiteral("normal");
        QTest::newRow("large") << AppSettings::TextLarge << 1.25 << QStringLiteral("large");
        QTest::newRow("larger") << AppSettings::TextLarger << 1.5 << QStringLiteral("larger");
    }

    void textSizeScalesAndPersists()
    {
        QFETCH(AppSettings::TextSize, size);
        QFETCH(double, scale);
        QFETCH(QString, stored);
        {
            AppSettings settings;
            // Start elsewhere so every row changes the setting.
            settings.setTextSize(size == AppSettings::TextLarger ? AppSettings::TextSmall : AppSettings::TextLarger);
            QSignalSpy spy(&settings, &AppSettings::textSizeChanged);
            settings.setTextSize(size);
            QCOMPARE(spy.count(), 1);
            QCOMPARE(settings.textScale(), scale);
        }
        QCOMPARE(QSettings().value(QStringLiteral("ui/textSize")).toString(), stored);
        AppSettings reread;
        QCOMPARE(reread.textSize(), size);
        QCOMPARE(reread.textScale(), scale);
    }

    void textSizeOutOfRangeIsIgnored()
    {
        AppSettings settings;
        QSignalSpy spy(&settings, &AppSettings::textSizeChanged);
        settings.setTextSize(static_cast<AppSettings::TextSize>(7));
        settings.setTextSize(static_cast<AppSettings::TextSize>(-1));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(settings.textSize(), AppSettings::TextNormal);
    }

    void badSeeingValuesFallBack()
    {
        QSettings store;
        store.setValue(QStringLiteral("ui/colourSafe"), QStringLiteral("banana"));
        store.setValue(QStringLiteral("ui/highContrast"), 42);
        store.setValue(QStringLiteral("ui/textSize"), QStringLiteral("enormous"));
        store.setValue(QStringLiteral("ui/reducedMotion"), QStringList{QStringLiteral("a"), QStringLiteral("b")});
        store.sync();
        AppSettings settings;
        QCOMPARE(settings.colourSafe(), false);
        QCOMPARE(settings.highContrast(), false);
        QCOMPARE(settings.textSize(), AppSettings::TextNormal);
        QCOMPARE(settings.textScale(), 1.0);
        QCOMPARE(settings.reducedMotion(), false);
    }

    void seeingSwitchesReadWhatQSettingsWrites()
    {
        QSettings store;
        store.setValue(QStringLiteral("ui/colourSafe"), QStringLiteral("TRUE"));
        store.setValue(QStringLiteral("ui/highContrast"), 1);
        store.setValue(QStringLiteral("ui/reducedMotion"), QStringLiteral("false"));
        store.setValue(QStringLiteral("ui/textSize"), QStringLiteral("large"));
        store.sync();
        AppSettings settings;
        QVERIFY(settings.colourSafe());
        QVERIFY(settings.highContrast());
        QVERIFY(!settings.reducedMotion());
        QCOMPARE(settings.textSize(), AppSettings::TextLarge);
    }

    void soundDefaultsPersistAndSignal()
    {
        {
            AppSettings settings;
            QCOMPARE(settings.soundVolume(), AppSettings::kDefaultSoundVolume);
            QCOMPARE(settings.soundMuted(), false);
            QSignalSpy volumeSpy(&settings, &AppSettings::soundVolumeChanged);
            QSignalSpy mutedSpy(&settings, &AppSettings::soundMutedChanged);
            settings.setSoundVolume(35);
            settings.setSoundVolume(35); // no change, no signal
            settings.setSoundMuted(true);
            settings.setSoundMuted(true);
            QCOMPARE(volumeSpy.count(), 1);
            QCOMPARE(mutedSpy.count(), 1);
        }
        AppSettings reread;
        QCOMPARE(reread.soundVolume(), 35);
        QCOMPARE(reread.soundMuted(), true);
        QCOMPARE(QSettings().value(QStringLiteral("sound/volume")).toInt(), 35);
        QCOMPARE(QSettings().value(QStringLiteral("sound/muted")).toBool(), true);
    }

    void soundVolumeIsClamped()
    {
        AppSettings settings;
        QSignalSpy spy(&settings, &AppSettings::soundVolumeChanged);
        settings.setSoundVolume(250);
        QCOMPARE(settings.soundVolume(), 100);
        settings.setSoundVolume(-4);
        QCOMPARE(settings.soundVolume(), 0);
        settings.setSoundVolume(-90); // still 0: no change, no signal
        QCOMPARE(spy.count(), 2);
    }

    void soundValuesOutOfRangeInTheFileAreClamped_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<int>("volume");
        QTest::newRow("too loud") << QVariant(400) << 100;
        QTest::newRow("below zero") << QVariant(-12) << 0;
        QTest::newRow("as text") << QVariant(QStringLiteral("55")) << 55;
        QTest::newRow("not a number") << QVariant(QStringLiteral("loud")) << int(AppSettings::kDefaultSoundVolume);
        QTest::newRow("in range") << QVariant(0) << 0;
    }

    void soundValuesOutOfRangeInTheFileAreClamped()
    {
        QFETCH(QVariant, stored);
        QFETCH(int, volume);
        QSettings store;
        store.setValue(QStringLiteral("sound/volume"), stored);
        store.setValue(QStringLiteral("sound/muted"), QStringLiteral("maybe"));
        store.sync();
        AppSettings settings;
        QCOMPARE(settings.soundVolume(), volume);
        QCOMPARE(settings.soundMuted(), false);
    }

    void botPacePersistsAndGivesMilliseconds()
    {
        {
            AppSettings settings;
            QCOMPARE(settings.botPace(), AppSettings::Normal);
            QSignalSpy spy(&settings, &AppSettings::botPaceChanged);
            settings.setBotPace(AppSettings::Instant);
            settings.setBotPace(AppSettings::Instant);
            QCOMPARE(spy.count(), 1);
            QCOMPARE(settings.botPaceMs(), 0);
            settings.setBotPace(AppSettings::Slow);
            QVERIFY(settings.botPaceMs() > 1000);
        }
        AppSettings reread;
        QCOMPARE(reread.botPace(), AppSettings::Slow);
        QCOMPARE(QSettings().value(QStringLiteral("ui/botPace")).toString(), QStringLiteral("slow"));
    }

    void seenHintsAreRemembered()
    {
        {
            AppSettings settings;
            QVERIFY(settings.seenHints().isEmpty());
            QSignalSpy spy(&settings, &AppSettings::seenHintsChanged);
            settings.markHintSeen(QStringLiteral("tp/roll"));
            settings.markHintSeen(QStringLiteral("tp/roll"));
            QCOMPARE(spy.count(), 1);
        }
        AppSettings reread;
        QCOMPARE(reread.seenHints(), QStringList{QStringLiteral("tp/roll")});
        reread.resetHints();
        QVERIFY(AppSettings().seenHints().isEmpty());
    }

    void languagePersistsAndSignals()
    {
        {
            AppSettings settings;
            settings.setLanguage(QStringLiteral("en"));
            QSignalSpy spy(&settings, &AppSettings::languageChanged);
            settings.setLanguage(QStringLiteral("de"));
            settings.setLanguage(QStringLiteral("de")); // no change, no signal
            QCOMPARE(spy.count(), 1);
        }
        AppSettings reread;
        QCOMPARE(reread.language(), QStringLiteral("de"));
    }

    void everyShippedLanguageIsAccepted()
    {
        QCOMPARE(AppSettings::supportedLanguages(),
                 (QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}));
        {
            AppSettings settings;
            settings.setLanguage(QStringLiteral("fr"));
            QCOMPARE(settings.language(), QStringLiteral("fr"));
        }
        QCOMPARE(AppSettings().language(), QStringLiteral("fr"));
    }

    void unsupportedLanguageIsIgnored()
    {
        AppSettings settings;
        settings.setLanguage(QStringLiteral("de"));
        QSignalSpy spy(&settings, &AppSettings::languageChanged);
        settings.setLanguage(QStringLiteral("xx"));
        QCOMPARE(settings.language(), QStringLiteral("de"));
        QCOMPARE(spy.count(), 0);
    }

    void garbageInTheFileFallsBack()
    {
        QSettings store;
        store.setValue(QStringLiteral("ui/language"), QStringLiteral("klingon"));
        store.setValue(QStringLiteral("ui/animationSpeed"), QStringLiteral("warp"));
        store.sync();
        AppSettings settings;
        QCOMPARE(settings.language(), QStringLiteral("en"));
        QCOMPARE(settings.animationSpeed(), AppSettings::Normal);
    }

    void animationSpeedScalesDurations_data()
    {
        QTest::addColumn<AppSettings::AnimationSpeed>("speed");
        QTest::addColumn<int>("ms300");
        QTest::newRow("slow") << AppSettings::Slow << 480;
        QTest::newRow("normal") << AppSettings::Normal << 300;
        QTest::newRow("fast") << AppSettings::Fast << 165;
        QTest::newRow("instant") << AppSettings::Instant << 0;
    }

    void animationSpeedScalesDurations()
    {
        QFETCH(AppSettings::AnimationSpeed, speed);
        QFETCH(int, ms300);
        {
            AppSettings settings;
            settings.setAnimationSpeed(speed);
            QCOMPARE(settings.duration(300), ms300);
        }
        AppSettings reread; // and it survives a restart
        QCOMPARE(reread.animationSpeed(), speed);
        QCOMPARE(reread.duration(300), ms300);
    }

    void speedIsStoredAsAWord()
    {
        AppSettings settings;
        settings.setAnimationSpeed(AppSettings::Instant);
        QCOMPARE(QSettings().value(QStringLiteral("ui/animationSpeed")).toString(), QStringLiteral("instant"));
    }

    void fullScreenPersists()
    {
        {
            AppSettings settings;
            QSignalSpy spy(&settings, &AppSettings::fullScreenChanged);
            settings.setFullScreen(true);
            QCOMPARE(spy.count(), 1);
        }
        QVERIFY(AppSettings().fullScreen());
    }

    void lastTablePerGamePersists()
    {
        QVERIFY(AppSettings().lastTable(QStringLiteral("panda-panda")).isEmpty());
        const QVariantList seats{
            QVariantMap{{"name", "Mia"}, {"kind", "person"}, {"level", "normal"}},
            QVariantMap{{"name", ""}, {"kind", "bot"}, {"level", "random"}, {"extra", 3}},
        };
        AppSettings().setLastTable(QStringLiteral("panda-panda"), seats);
        const QVariantList back = AppSettings().lastTable(QStringLiteral("panda-panda"));
        QCOMPARE(back.size(), 2);
        QCOMPARE(back[0].toMap().value("name").toString(), QStringLiteral("Mia"));
        QCOMPARE(back[1].toMap().value("level").toString(), QStringLiteral("random"));
        QVERIFY(!back[1].toMap().contains("extra"));
        // Per game, and no key outside setup/lastTable/.
        QVERIFY(AppSettings().lastTable(QStringLiteral("trash-pandas")).isEmpty());
        AppSettings().setLastTable(QStringLiteral("../ui"), seats);
        QVERIFY(AppSettings().lastTable(QStringLiteral("../ui")).isEmpty());
    }

    // A game's Setup panel options: plain values only, per game.
    void lastOptionsKeepPlainValuesPerGame()
    {
        QVERIFY(AppSettings().lastOptions(QStringLiteral("trash-dash")).isEmpty());
        AppSettings().setLastOptions(QStringLiteral("trash-dash"),
                                     {{"mode", "tournament"}, {"laps", 3}, {"fast", true},
                                      {"tiles", QVariantList{"start-a", "3a", "turn-a"}},
                                      {"half", 1.5}, {"nested", QVariantMap{{"a", 1}}}});
        const QVariantMap back = AppSettings().lastOptions(QStringLiteral("trash-dash"));
        QCOMPARE(back.value("mode").toString(), QStringLiteral("tournament"));
        QCOMPARE(back.value("laps").toInt(), 3);
        QCOMPARE(back.value("fast").toBool(), true);
        QCOMPARE(back.value("tiles").toStringList(), (QStringList{"start-a", "3a", "turn-a"}));
        QVERIFY(!back.contains("half"));     // not a whole number
        QVERIFY(!back.contains("nested"));   // not a plain value
        QVERIFY(AppSettings().lastOptions(QStringLiteral("panda-panda")).isEmpty());
        AppSettings().setLastOptions(QStringLiteral("../ui"), back);
        QVERIFY(AppSettings().lastOptions(QStringLiteral("../ui")).isEmpty());
    }

    // Setup's Rated game switch, per game (docs/ratings.md).
    void lastRatedIsKeptPerGame()
    {
        QVERIFY(!AppSettings().lastRated(QStringLiteral("trash-pandas")));
        AppSettings().setLastRated(QStringLiteral("trash-pandas"), true);
        QVERIFY(AppSettings().lastRated(QStringLiteral("trash-pandas")));
        QVERIFY(!AppSettings().lastRated(QStringLiteral("trash-dash")));
        AppSettings().setLastRated(QStringLiteral("trash-pandas"), false);
        QVERIFY(!AppSettings().lastRated(QStringLiteral("trash-pandas")));
        QSettings().setValue(QStringLiteral("setup/lastRated/panda-panda"), QStringLiteral("maybe"));
        QVERIFY(!AppSettings().lastRated(QStringLiteral("panda-panda")));   // nonsense is off
        AppSettings().setLastRated(QStringLiteral("../ui"), true);
        QVERIFY(!AppSettings().lastRated(QStringLiteral("../ui")));
    }

    // Issue 31, finding 8: settings that cannot be written say so (the
    // Settings screen shows writeProblem in place of "are remembered"),
    // with the reason; what was kept before is not lost, and once the file
    // can be written again the words go.
    void test_settings_that_cannot_be_written_say_so()
    {
        const QString file = QSettings().fileName();
        {
            AppSettings settings;
            settings.setAnimationSpeed(AppSettings::Instant);
            QCOMPARE(settings.writeProblem(), QString());
        }
        QVERIFY(QFileInfo::exists(file));
        unwritable::Folder folder(QFileInfo(file).absolutePath());
        QVERIFY(folder.block());
        {
            AppSettings settings;
            // Said from the start, before any change is lost.
            const QString why = settings.writeProblem();
            QVERIFY2(why.contains(QDir::toNativeSeparators(unwritable::Folder::asRoot() ? folder.path() : file)),
                     qPrintable(why));
            QVERIFY2(why.contains(unwritable::Folder::asRoot() ? QStringLiteral("is a file, not a folder")
                                                               : QStringLiteral("could not be written")),
                     qPrintable(why));
            QSignalSpy spy(&settings, &AppSettings::writeProblemChanged);
            settings.setBotPace(AppSettings::Fast);
            QCOMPARE(settings.botPace(), AppSettings::Fast);   // the change applies now
            QCOMPARE(settings.writeProblem(), why);
            QCOMPARE(spy.count(), 0);

            QVERIFY(folder.restore());
            settings.setBotPace(AppSettings::Slow);
            QCOMPARE(settings.writeProblem(), QString());
            QCOMPARE(spy.count(), 1);
        }
        QFile kept(file);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QByteArray text = kept.readAll();
        QVERIFY2(text.contains("animationSpeed=instant"), text.constData());   // kept through it all
        QVERIFY2(text.contains("botPace=slow"), text.constData());
    }

private:
    QTemporaryDir m_dir;

};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "test_app_settings.moc"
