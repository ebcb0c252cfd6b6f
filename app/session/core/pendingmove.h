#pragma once
// A move undo could not take back waits here before it is played (issue 29,
// item 5): with the cancel window it shows as pending for a moment, with
// Cancel and a countdown, then plays; with pick-then-play it waits for a
// second click (Play, or the same choice again). Off: every move plays at
// once. One mechanism for every table: TableSession holds a move here when
// the move cannot be taken back, the shell shows it (PendingMoveBar.qml).
#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <functional>

#include "core/action.h"

class PendingMove : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY modeChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString label READ label NOTIFY changed)      // the move as its button says it
    Q_PROPERTY(QString choiceId READ choiceId NOTIFY changed)
    // How long the cancel window lasts (ms); 0 while the move waits for Play.
    Q_PROPERTY(int windowMs READ windowMs NOTIFY changed)

public:
    // Stored by AppSettings as the same numbers.
    enum Mode { Off, CancelWindow, PickThenPlay };
    Q_ENUM(Mode)
    static constexpr int kWindowMs = 2000;

    using Play = std::function<void(const critter::Action&)>;

    explicit PendingMove(QObject* parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    bool active() const { return m_active; }
    QString label() const { return m_label; }
    QString choiceId() const { return m_id; }
    int windowMs() const { return m_active && m_mode == CancelWindow ? m_windowMs : 0; }
    // Tests shorten the window.
    void setWindowMs(int ms) { m_windowMs = ms; }

    // Holds the move (replacing one already held) and returns true, or
    // returns false with the mode off (the caller plays it at once). The
    // same choice held again is played now: the second click of
    // pick-then-play, or "yes, that one" within the window.
    bool hold(const QString& id, const QString& label, const critter::Action& action, Play play);
    // Plays the held move now.
    Q_INVOKABLE void confirm();
    // Forgets the held move: nothing is played.
    Q_INVOKABLE void cancel();

signals:
    void modeChanged();
    void changed();

private:
    void clear();

    Mode m_mode = Off;
    bool m_active = false;
    QString m_id;
    QString m_label;
    critter::Action m_action;
    Play m_play;
    int m_windowMs = kWindowMs;
    QTimer m_timer;
};
