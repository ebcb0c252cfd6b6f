#include "appsettings.h"

#include "settingsfile.h"

#include <QLocale>
#include <QMetaEnum>
#include <algorithm>
#include <cmath>

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kSpeedKey = QStringLiteral("ui/animationSpeed");
const QString kFullScreenKey = QStringLiteral("window/fullScreen");
const QString kUndoKey = QStringLiteral("play/undoAgainstBots");
const QString kBotPaceKey = QStringLiteral("ui/botPace");
const QString kConfirmKey = QStringLiteral("play/confirmMoves");
// play/confirmMoves as words, in PendingMove::Mode's order.
const QStringList kConfirmWords{QStringLiteral("off"), QStringLiteral("window"), QStringLiteral("pick")};
const QString kSeenHintsKey = QStringLiteral("ui/seenHints");
const QString kColourSafeKey = QStringLiteral("ui/colourSafe");
const QString kHighContrastKey = QStringLiteral("ui/highContrast");
const QString kTextSizeKey = QStringLiteral("ui/textSize");
const QString kReducedMotionKey = QStringLiteral("ui/reducedMotion");
const QString kSoundVolumeKey = QStringLiteral("sound/volume");
const QString kSoundMutedKey = QStringLiteral("sound/muted");
// setup/lastTable/<game id>: a list of { name, kind, level } maps.
const QString kLastTablePrefix = QStringLiteral("setup/lastTable/");
// setup/lastOptions/<game id>: a map of plain values (setLastOptions).
const QString kLastOptionsPrefix = QStringLiteral("setup/lastOptions/");
// setup/lastRated/<game id>: Setup's Rated game switch, true or false.
const QString kLastRatedPrefix = QStringLiteral("setup/lastRated/");

bool validGameKey(const QString& gameId)
{
    return !gameId.isEmpty() && !gameId.contains(QLatin1Char('/')) && !gameId.contains(QLatin1Char('\\'));
}

// First run: follow the system language when we have it, else English.
QString defaultLanguage()
{
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    return AppSettings::supportedLanguages().contains(system) ? system : QStringLiteral("en");
}

// Stored as a word, not a number, so the file stays readable and reorder-proof.
QString speedKey(AppSettings::AnimationSpeed speed)
{
    return QString::fromLatin1(QMetaEnum::fromType<AppSettings::AnimationSpeed>().valueToKey(speed)).toLower();
}

AppSettings::AnimationSpeed speedFromKey(const QString& key)
{
    const auto meta = QMetaEnum::fromType<AppSettings::AnimationSpeed>();
    for (int i = 0; i < meta.keyCount(); ++i) {
        if (QString::fromLatin1(meta.key(i)).toLower() == key)
            return static_cast<AppSettings::AnimationSpeed>(meta.value(i));
    }
    return AppSettings::Normal;
}

// Stored as "small", "normal", "large" or "larger".
QString textSizeKey(AppSettings::TextSize size)
{
    return QString::fromLatin1(QMetaEnum::fromType<AppSettings::TextSize>().valueToKey(size)).mid(4).toLower();
}

AppSettings::TextSize textSizeFromKey(const QString& key)
{
    const auto meta = QMetaEnum::fromType<AppSettings::TextSize>();
    for (int i = 0; i < meta.keyCount(); ++i) {
        if (QString::fromLatin1(meta.key(i)).mid(4).toLower() == key)
            return static_cast<AppSettings::TextSize>(meta.value(i));
    }
    return AppSettings::TextNormal;
}

// A stored switch: only "true"/"false" (as QSettings writes them) or 1/0
// count; anything else keeps the default (QVariant would read "banana" as on).
bool switchFrom(const QVariant& stored, bool fallback)
{
    const QString word = stored.toString().trimmed().toLower();
    if (word == QLatin1String("true") || word == QLatin1String("1"))
        return true;
    if (word == QLatin1String("false") || word == QLatin1String("0"))
        return false;
    return fallback;
}
} // namespace

AppSettings::AppSettings(QObject* parent) : QObject(parent)
{
    m_language = m_store.value(kLanguageKey, defaultLanguage()).toString();
    if (!supportedLanguages().contains(m_language))
        m_language = QStringLiteral("en");
    m_animationSpeed = speedFromKey(m_store.value(kSpeedKey, QStringLiteral("normal")).toString());
    m_fullScreen = m_store.value(kFullScreenKey, false).toBool();
    m_undoAgainstBots = m_store.value(kUndoKey, true).toBool();
    m_botPace = speedFromKey(m_store.value(kBotPaceKey, QStringLiteral("normal")).toString());
    // A word not known keeps the default (the cancel window).
    const qsizetype confirm = kConfirmWords.indexOf(m_store.value(kConfirmKey).toString());
    m_confirmMoves = confirm >= 0 ? static_cast<int>(confirm) : 1;
    m_seenHints = m_store.value(kSeenHintsKey).toStringList();
    m_colourSafe = switchFrom(m_store.value(kColourSafeKey), false);
    m_highContrast = switchFrom(m_store.value(kHighContrastKey), false);
    m_textSize = textSizeFromKey(m_store.value(kTextSizeKey, QStringLiteral("normal")).toString());
    m_reducedMotion = switchFrom(m_store.value(kReducedMotionKey), false);
    // A volume out of range is clamped; one that is no number at all is the default.
    bool volumeOk = false;
    const int volume = m_store.value(kSoundVolumeKey, kDefaultSoundVolume).toInt(&volumeOk);
    m_soundVolume = volumeOk ? std::clamp(volume, 0, 100) : kDefaultSoundVolume;
    // Only a clear yes mutes; anything else in the file is the default (sound on).
    m_soundMuted = switchFrom(m_store.value(kSoundMutedKey), false);
    m_writeProblem = settingsfile::setAsideReason();
    if (m_writeProblem.isEmpty())
        m_writeProblem = settingsfile::whyNotWritable(m_store.fileName());
}

void AppSettings::store(const QString& key, const QVariant& value)
{
    m_store.setValue(key, value);
    remember();
}

void AppSettings::remember()
{
    // Written now, not at exit, so a file that cannot take it is said while
    // the person is on the screen. QSettings gives only a status, and keeps
    // an error once set; the reason, and whether it still holds, come from
    // trying the file.
    m_store.sync();
    QString why = settingsfile::setAsideReason();
    if (why.isEmpty() && m_store.status() != QSettings::NoError)
        why = settingsfile::whyNotWritable(m_store.fileName());
    if (why == m_writeProblem)
        return;
    m_writeProblem = why;
    emit writeProblemChanged();
}

QStringList AppSettings::supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

void AppSettings::setLanguage(const QString& code)
{
    if (code == m_language || !supportedLanguages().contains(code))
        return;
    m_language = code;
    store(kLanguageKey, code);
    emit languageChanged();
}

void AppSettings::setAnimationSpeed(AnimationSpeed speed)
{
    if (speed == m_animationSpeed)
        return;
    m_animationSpeed = speed;
    store(kSpeedKey, speedKey(speed));
    emit animationSpeedChanged();
}

double AppSettings::animationScale() const
{
    switch (m_animationSpeed) {
    case Slow: return 1.6;
    case Normal: return 1.0;
    case Fast: return 0.55;
    case Instant: return 0.0;
    }
    return 1.0;
}

int AppSettings::duration(int baseMs) const
{
    return static_cast<int>(std::lround(baseMs * animationScale()));
}

void AppSettings::setFullScreen(bool on)
{
    if (on == m_fullScreen)
        return;
    m_fullScreen = on;
    store(kFullScreenKey, on);
    emit fullScreenChanged();
}

void AppSettings::setUndoAgainstBots(bool on)
{
    if (on == m_undoAgainstBots)
        return;
    m_undoAgainstBots = on;
    store(kUndoKey, on);
    emit undoAgainstBotsChanged();
}

void AppSettings::setConfirmMoves(int mode)
{
    if (mode == m_confirmMoves || mode < 0 || mode >= kConfirmWords.size())
        return;
    m_confirmMoves = mode;
    m_store.setValue(kConfirmKey, kConfirmWords[mode]);
    emit confirmMovesChanged();
}

void AppSettings::setBotPace(AnimationSpeed pace)
{
    if (pace == m_botPace)
        return;
    m_botPace = pace;
    store(kBotPaceKey, speedKey(pace));
    emit botPaceChanged();
}

int AppSettings::botPaceMs() const
{
    switch (m_botPace) {
    case Slow: return 1800;
    case Normal: return 1000;
    case Fast: return 450;
    case Instant: return 0;
    }
    return 1000;
}

void AppSettings::setColourSafe(bool on)
{
    if (on == m_colourSafe)
        return;
    m_colourSafe = on;
    store(kColourSafeKey, on);
    emit colourSafeChanged();
}

void AppSettings::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    store(kHighContrastKey, on);
    emit highContrastChanged();
}

void AppSettings::setTextSize(TextSize size)
{
    if (size == m_textSize || size < TextSmall || size > TextLarger)
        return;
    m_textSize = size;
    store(kTextSizeKey, textSizeKey(size));
    emit textSizeChanged();
}

double AppSettings::textScale() const
{
    switch (m_textSize) {
    case TextSmall: return 0.9;
    case TextNormal: return 1.0;
    case TextLarge: return 1.25;
    case TextLarger: return 1.5;
    }
    return 1.0;
}

void AppSettings::setReducedMotion(bool on)
{
    if (on == m_reducedMotion)
        return;
    m_reducedMotion = on;
    store(kReducedMotionKey, on);
    emit reducedMotionChanged();
}

void AppSettings::markHintSeen(const QString& key)
{
    if (key.isEmpty() || m_seenHints.contains(key))
        return;
    m_seenHints.append(key);
    store(kSeenHintsKey, m_seenHints);
    emit seenHintsChanged();
}

void AppSettings::resetHints()
{
    if (m_seenHints.isEmpty())
        return;
    m_seenHints.clear();
    m_store.remove(kSeenHintsKey);
    remember();
    emit seenHintsChanged();
}

void AppSettings::setSoundVolume(int volume)
{
    volume = std::clamp(volume, 0, 100);
    if (volume == m_soundVolume)
        return;
    m_soundVolume = volume;
    store(kSoundVolumeKey, volume);
    emit soundVolumeChanged();
}

void AppSettings::setSoundMuted(bool muted)
{
    if (muted == m_soundMuted)
        return;
    m_soundMuted = muted;
    store(kSoundMutedKey, muted);
    emit soundMutedChanged();
}

QVariantList AppSettings::lastTable(const QString& gameId) const
{
    if (!validGameKey(gameId))
        return {};
    return m_store.value(kLastTablePrefix + gameId).toList();
}

void AppSettings::setLastTable(const QString& gameId, const QVariantList& seats)
{
    if (!validGameKey(gameId))
        return;
    // Only the three words a seat has, as plain strings.
    QVariantList kept;
    for (const QVariant& seat : seats) {
        const QVariantMap in = seat.toMap();
        kept << QVariantMap{{QStringLiteral("name"), in.value(QStringLiteral("name")).toString()},
                            {QStringLiteral("kind"), in.value(QStringLiteral("kind")).toString()},
                            {QStringLiteral("level"), in.value(QStringLiteral("level")).toString()}};
    }
    store(kLastTablePrefix + gameId, kept);
}

bool AppSettings::lastRated(const QString& gameId) const
{
    // Anything but a plain true (a damaged or hand-edited file) is off.
    return validGameKey(gameId) && m_store.value(kLastRatedPrefix + gameId).toString() == QLatin1String("true");
}

void AppSettings::setLastRated(const QString& gameId, bool rated)
{
    if (validGameKey(gameId))
        store(kLastRatedPrefix + gameId, rated);
}

QVariantMap AppSettings::lastOptions(const QString& gameId) const
{
    if (!validGameKey(gameId))
        return {};
    return m_store.value(kLastOptionsPrefix + gameId).toMap();
}

void AppSettings::setLastOptions(const QString& gameId, const QVariantMap& options)
{
    if (!validGameKey(gameId))
        return;
    // Plain values only, so the settings file stays readable and a panel
    // never gets back an object it did not write.
    QVariantMap kept;
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        const QVariant& value = it.value();
        switch (value.typeId()) {
        case QMetaType::QString:
        case QMetaType::Bool:
            kept.insert(it.key(), value);
            break;
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::Double:
            if (value.toDouble() == static_cast<double>(value.toLongLong()))
                kept.insert(it.key(), value.toLongLong());
            break;
        case QMetaType::QStringList:
        case QMetaType::QVariantList:
            kept.insert(it.key(), value.toStringList());
            break;
        default:
            break;
        }
    }
    store(kLastOptionsPrefix + gameId, kept);
}
