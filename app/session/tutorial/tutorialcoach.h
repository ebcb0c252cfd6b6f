#pragma once
// Learn to play (issue 33): a short scripted game with a coach beside it.
// A tutorial is data, resources/tutorials/<game>.json: a game file in the
// one format (rules/core/game_file.h) whose setup forces the deck and the
// dice and whose actions are the whole story, bots' moves included; and
// the coach's steps, each a text id (worded in tutorialtext.cpp, so it is
// translated), the on-screen things to point at (objectNames, the first one
// shown wins) and either the move the person makes to go on (notation) or
// nothing (the step explains; Next goes on). The session plays the script
// (TableSession::setScript): bots play their scripted moves, and a move of
// the person's other than the scripted one is refused and changes nothing,
// so the lesson cannot be lost or left stuck. The coach follows the session
// and says which step shows; CoachOverlay.qml dims the table around what
// it points at and places the bubble. QML shows; C++ decides.
#include <QObject>
#include <QQuickItem>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <string>
#include <vector>

class TableSession;

// One step of a lesson, as the tutorial's file gives it.
struct CoachStep
{
    QString say;           // the text's id (tutorialtext.h)
    QStringList point;     // objectNames, best first; "name@prop=value" matches a property too, "A if B" only while B shows
    QString move;          // the person's move in notation; empty: the step explains (Next)
    QString rule;          // the rule this step meets, for the summary ("" none)
    bool atEnd = false;    // shown once the script is played (after the last move)
};

// A lesson read from its file: the game file without its actions, the
// actions (the script) and the steps. ok false: error says why.
struct Lesson
{
    bool ok = false;
    QString error;
    QString game;
    std::string gameFile;              // the setup and seats, no actions
    std::vector<std::string> script;   // every move of the story, in notation
    std::vector<CoachStep> steps;
};

namespace tutorial {
// Reads a lesson's JSON text. personName replaces the name of the person's seat.
Lesson readLesson(const QByteArray& json, const QString& personName);
// The lesson of a game from the resources (qrc:/CritterTable/resources/tutorials/<game>.json).
Lesson lessonFor(const QString& gameId, const QString& personName);
// Does this item (an objectName spec's first part) match the spec "name" or "name@prop=value"?
bool matches(const QObject* item, const QString& spec);
} // namespace tutorial

// Which games have a lesson (Home's tiles and the Rules screen offer Learn to play only for those).
class Lessons : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit Lessons(QObject* parent = nullptr) : QObject(parent) {}
    Q_INVOKABLE static bool has(const QString& gameId);
};

class TutorialCoach : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TableSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // The lesson began (begin() loaded it into the session).
    Q_PROPERTY(bool started READ started NOTIFY changed)
    Q_PROPERTY(int step READ step NOTIFY changed)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY changed)
    // The step shows now: the table waits for the person (bots and events done).
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    // Every step done: the summary shows.
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The step only explains: Next goes on.
    Q_PROPERTY(bool explains READ explains NOTIFY changed)
    // What to point at, best first (see CoachStep::point).
    Q_PROPERTY(QStringList point READ point NOTIFY changed)
    // A friendly word after a move the lesson does not take ("" none).
    Q_PROPERTY(QString nudge READ nudge NOTIFY nudgeChanged)
    // The rules met so far, one line each, in the order met.
    Q_PROPERTY(QStringList summary READ summary NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)

public:
    explicit TutorialCoach(QObject* parent = nullptr);

    TableSession* session() const { return m_session; }
    void setSession(TableSession* session);
    bool started() const { return m_started; }
    int step() const { return m_step; }
    int stepCount() const { return static_cast<int>(m_lesson.steps.size()); }
    bool ready() const;
    bool finished() const { return m_started && m_step >= stepCount(); }
    QString text() const;
    bool explains() const;
    QStringList point() const;
    QString nudge() const { return m_nudge; }
    QStringList summary() const;
    QString error() const { return m_error; }

    // Loads the game's lesson into the session and begins; false (error says why) when it cannot.
    Q_INVOKABLE bool begin(const QString& gameId);
    // An explaining step is read: the next one.
    Q_INVOKABLE void next();
    // The first item under root that the step points at and that shows
    // (visible, enabled, not faded, inside the window), or nullptr.
    Q_INVOKABLE QQuickItem* findTarget(QQuickItem* root) const;
    // Plain data for tests: begins a lesson read elsewhere.
    bool beginLesson(Lesson lesson);

signals:
    void sessionChanged();
    void changed();
    void nudgeChanged();

private:
    void follow();
    void setNudge(const QString& nudge);
    const CoachStep* current() const;

    TableSession* m_session = nullptr;   // cleared when it goes
    Lesson m_lesson;
    bool m_started = false;
    int m_step = 0;
    int m_expectAt = -1;   // the action count when the current move step showed
    QString m_nudge;
    QString m_error;
    QTimer m_endTimer;      // a moment to watch the story end
    bool m_endSeen = false;
};
