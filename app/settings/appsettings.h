#pragma once

#include <QObject>
#include <QSettings>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

// The player's preferences, kept in QSettings so they survive a restart.
// QML sees one instance per engine as the AppSettings singleton.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(AnimationSpeed animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged)
    Q_PROPERTY(double animationScale READ animationScale NOTIFY animationSpeedChanged)
    Q_PROPERTY(bool fullScreen READ fullScreen WRITE setFullScreen NOTIFY fullScreenChanged)
    // A person playing against bots may take a move back (never past a reveal).
    Q_PROPERTY(bool undoAgainstBots READ undoAgainstBots WRITE setUndoAgainstBots NOTIFY undoAgainstBotsChanged)
    // A move undo cannot take back: 0 played at once, 1 after a short cancel
    // window (the default), 2 on a second click (PendingMove::Mode's numbers).
    Q_PROPERTY(int confirmMoves READ confirmMoves WRITE setConfirmMoves NOTIFY confirmMovesChanged)
    // How long a bot's turn takes at least, so people can follow it.
    Q_PROPERTY(AnimationSpeed botPace READ botPace WRITE setBotPace NOTIFY botPaceChanged)
    Q_PROPERTY(int botPaceMs READ botPaceMs NOTIFY botPaceChanged)
    // First-time pointers already shown (keys such as "tp/roll").
    Q_PROPERTY(QStringList seenHints READ seenHints NOTIFY seenHintsChanged)
    // Seeing: colours told apart by people with a colour-vision deficiency,
    // a high-contrast look, the size of all text, and motion kept to fades.
    Q_PROPERTY(bool colourSafe READ colourSafe WRITE setColourSafe NOTIFY colourSafeChanged)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    Q_PROPERTY(TextSize textSize READ textSize WRITE setTextSize NOTIFY textSizeChanged)
    Q_PROPERTY(double textScale READ textScale NOTIFY textSizeChanged)
    Q_PROPERTY(bool reducedMotion READ reducedMotion WRITE setReducedMotion NOTIFY reducedMotionChanged)
    // Sound (app/sound/SoundBoard): volume 0-100 (a slider's position, not
    // yet the linear gain) and mute.
    Q_PROPERTY(int soundVolume READ soundVolume WRITE setSoundVolume NOTIFY soundVolumeChanged)
    Q_PROPERTY(bool soundMuted READ soundMuted WRITE setSoundMuted NOTIFY soundMutedChanged)
    // Why changes cannot be kept for the next run (the settings file or its
    // folder cannot be written; the file was set aside): "" while they are.
    // Each change is written at once, so this follows the last one.
    Q_PROPERTY(QString writeProblem READ writeProblem NOTIFY writeProblemChanged)

public:
    enum AnimationSpeed { Slow, Normal, Fast, Instant };
    Q_ENUM(AnimationSpeed)
    enum TextSize : int { TextSmall, TextNormal, TextLarge, TextLarger };
    Q_ENUM(TextSize)

    explicit AppSettings(QObject* parent = nullptr);

    QString language() const { return m_language; }
    void setLanguage(const QString& code);

    AnimationSpeed animationSpeed() const { return m_animationSpeed; }
    void setAnimationSpeed(AnimationSpeed speed);
    // Factor every animation duration is multiplied by; 0 for Instant.
    double animationScale() const;
    // A base duration in ms scaled to the chosen speed.
    Q_INVOKABLE int duration(int baseMs) const;

    bool fullScreen() const { return m_fullScreen; }
    void setFullScreen(bool on);

    bool undoAgainstBots() const { return m_undoAgainstBots; }
    void setUndoAgainstBots(bool on);

    int confirmMoves() const { return m_confirmMoves; }
    void setConfirmMoves(int mode);   // 0-2; anything else is ignored

    AnimationSpeed botPace() const { return m_botPace; }
    void setBotPace(AnimationSpeed pace);
    int botPaceMs() const;

    bool colourSafe() const { return m_colourSafe; }
    void setColourSafe(bool on);
    bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool on);
    TextSize textSize() const { return m_textSize; }
    void setTextSize(TextSize size);
    // Factor every font size is multiplied by: 0.9, 1, 1.25 or 1.5.
    double textScale() const;
    bool reducedMotion() const { return m_reducedMotion; }
    void setReducedMotion(bool on);

    QStringList seenHints() const { return m_seenHints; }
    Q_INVOKABLE void markHintSeen(const QString& key);
    Q_INVOKABLE void resetHints();

    static constexpr int kDefaultSoundVolume = 70;
    int soundVolume() const { return m_soundVolume; }
    void setSoundVolume(int volume); // clamped to 0-100
    bool soundMuted() const { return m_soundMuted; }
    void setSoundMuted(bool muted);

    // The seats Setup last had for a game, [{ name, kind, level }] (a name
    // left empty stays empty), restored when Setup opens for it. Empty when
    // none was kept; Setup checks it against the game before using it.
    Q_INVOKABLE QVariantList lastTable(const QString& gameId) const;
    Q_INVOKABLE void setLastTable(const QString& gameId, const QVariantList& seats);
    // The options a game's own Setup panel last had (Trash Dash: the race,
    // circuit, track, laps and a built track's tiles), restored when Setup
    // opens for it. Only words, whole numbers, yes/no and lists of words are
    // kept; the panel checks every value before using it.
    Q_INVOKABLE QVariantMap lastOptions(const QString& gameId) const;
    Q_INVOKABLE void setLastOptions(const QString& gameId, const QVariantMap& options);
    // Setup's Rated game switch as it was last left for a game (docs/ratings.md).
    Q_INVOKABLE bool lastRated(const QString& gameId) const;
    Q_INVOKABLE void setLastRated(const QString& gameId, bool rated);

    QString writeProblem() const { return m_writeProblem; }

    // Language codes the app ships a translation for (English is the source).
    static QStringList supportedLanguages();

signals:
    void languageChanged();
    void animationSpeedChanged();
    void fullScreenChanged();
    void undoAgainstBotsChanged();
    void botPaceChanged();
    void confirmMovesChanged();
    void seenHintsChanged();
    void colourSafeChanged();
    void highContrastChanged();
    void textSizeChanged();
    void reducedMotionChanged();
    void soundVolumeChanged();
    void soundMutedChanged();
    void writeProblemChanged();

private:
    void store(const QString& key, const QVariant& value);
    void remember();

    QSettings m_store;
    QString m_writeProblem;
    QString m_language;
    AnimationSpeed m_animationSpeed = Normal;
    bool m_fullScreen = false;
    bool m_undoAgainstBots = true;
    AnimationSpeed m_botPace = Normal;
    int m_confirmMoves = 1;
    QStringList m_seenHints;
    bool m_colourSafe = false;
    bool m_highContrast = false;
    TextSize m_textSize = TextNormal;
    bool m_reducedMotion = false;
    int m_soundVolume = kDefaultSoundVolume;
    bool m_soundMuted = false;
};
