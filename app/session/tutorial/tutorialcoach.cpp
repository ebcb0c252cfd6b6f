#include "tutorialcoach.h"
#include "tutorialtext.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QQuickWindow>

#include <algorithm>

#include "tablesession.h"

namespace tutorial {

Lesson readLesson(const QByteArray& json, const QString& personName)
{
    Lesson lesson;
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (!doc.isObject()) {
        lesson.error = QStringLiteral("lesson: not a JSON object (%1)").arg(parse.errorString());
        return lesson;
    }
    const QJsonObject root = doc.object();
    QJsonObject file = root.value(QLatin1String("file")).toObject();
    lesson.game = file.value(QLatin1String("game")).toString();
    if (lesson.game.isEmpty()) {
        lesson.error = QStringLiteral("lesson: file.game missing");
        return lesson;
    }
    for (const QJsonValue& move : file.value(QLatin1String("actions")).toArray())
        lesson.script.push_back(move.toString().toStdString());
    file.remove(QLatin1String("actions"));
    // The person's seat takes the name the lesson calls them by, in the language shown.
    QJsonArray seats = file.value(QLatin1String("seats")).toArray();
    for (qsizetype i = 0; i < seats.size(); ++i) {
        QJsonObject seat = seats.at(i).toObject();
        if (seat.value(QLatin1String("kind")).toString() == QLatin1String("person") && !personName.isEmpty())
            seat.insert(QLatin1String("name"), personName);
        seats.replace(i, seat);
    }
    file.insert(QLatin1String("seats"), seats);
    lesson.gameFile = QJsonDocument(file).toJson(QJsonDocument::Compact).toStdString();
    for (const QJsonValue& value : root.value(QLatin1String("steps")).toArray()) {
        const QJsonObject o = value.toObject();
        CoachStep step;
        step.say = o.value(QLatin1String("say")).toString();
        for (const QJsonValue& p : o.value(QLatin1String("point")).toArray())
            step.point << p.toString();
        step.move = o.value(QLatin1String("do")).toString();
        step.rule = o.value(QLatin1String("rule")).toString();
        lesson.steps.push_back(step);
    }
    if (lesson.script.empty() || lesson.steps.empty()) {
        lesson.error = QStringLiteral("lesson: no actions or no steps");
        return lesson;
    }
    lesson.ok = true;
    return lesson;
}

Lesson lessonFor(const QString& gameId, const QString& personName)
{
    QFile file(QStringLiteral(":/CritterTable/resources/tutorials/%1.json").arg(gameId));
    if (!file.open(QIODevice::ReadOnly)) {
        Lesson none;
        none.error = QStringLiteral("no lesson for %1").arg(gameId);
        return none;
    }
    return readLesson(file.readAll(), personName);
}

bool matches(const QObject* item, const QString& spec)
{
    const QStringList parts = spec.split(QLatin1Char('@'));
    const QString& name = parts.front();
    const QString objectName = item->objectName();
    if (name.endsWith(QLatin1Char('*')) ? !objectName.startsWith(name.chopped(1)) : objectName != name)
        return false;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QString key = parts[i].section(QLatin1Char('='), 0, 0);
        const QString want = parts[i].section(QLatin1Char('='), 1);
        if (item->property(key.toLatin1().constData()).toString() != want)
            return false;
    }
    return true;
}

} // namespace tutorial

namespace {

// Shown to a person: visible, enabled, not faded out, with some size.
bool showsNow(const QQuickItem* item)
{
    for (const QQuickItem* up = item; up; up = up->parentItem()) {
        if (!up->isVisible() || up->opacity() < 0.05)
            return false;
    }
    return item->isEnabled() && item->width() > 2 && item->height() > 2;
}

QQuickItem* findShown(QQuickItem* root, const QString& spec)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (tutorial::matches(root, spec) && showsNow(root))
        return root;
    const auto children = root->childItems();
    for (QQuickItem* child : children) {
        if (QQuickItem* found = findShown(child, spec))
            return found;
    }
    return nullptr;
}

} // namespace

bool Lessons::has(const QString& gameId)
{
    return !gameId.isEmpty() && QFile::exists(QStringLiteral(":/CritterTable/resources/tutorials/%1.json").arg(gameId));
}

TutorialCoach::TutorialCoach(QObject* parent) : QObject(parent)
{
    m_endTimer.setSingleShot(true);
    connect(&m_endTimer, &QTimer::timeout, this, [this] {
        m_endSeen = true;
        follow();
    });
}

void TutorialCoach::setSession(TableSession* session)
{
    if (session == m_session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        connect(m_session, &QObject::destroyed, this, [this] { m_session = nullptr; });
        // Queued: the session is followed once a move has settled, never half way through one.
        connect(m_session, &TableSession::decisionChanged, this, &TutorialCoach::follow, Qt::QueuedConnection);
        connect(m_session, &TableSession::busyChanged, this, &TutorialCoach::follow, Qt::QueuedConnection);
        connect(m_session, &TableSession::historyChanged, this, &TutorialCoach::follow, Qt::QueuedConnection);
        connect(m_session, &TableSession::offScript, this, [this] {
            setNudge(tr("This lesson goes one way: try the place in the amber ring. In a real game the choice is yours."));
        });
    }
    emit sessionChanged();
}

bool TutorialCoach::begin(const QString& gameId)
{
    //: The person's seat at a Learn to play table, as Setup names a first seat (the bots have names of their own).
    return beginLesson(tutorial::lessonFor(gameId, tr("Player %1").arg(1)));
}

bool TutorialCoach::beginLesson(Lesson lesson)
{
    m_lesson = std::move(lesson);
    m_error.clear();
    if (!m_lesson.ok || !m_session) {
        m_error = m_lesson.ok ? QStringLiteral("no session") : m_lesson.error;
        emit changed();
        return false;
    }
    m_session->setScript(m_lesson.script);
    QString why;
    if (!m_session->loadText(m_lesson.gameFile, &why)) {
        m_session->setScript({});
        m_error = why;
        emit changed();
        return false;
    }
    m_started = true;
    m_step = 0;
    m_expectAt = -1;
    m_endSeen = false;
    follow();
    emit changed();
    return true;
}

const CoachStep* TutorialCoach::current() const
{
    if (!m_started || m_step < 0 || m_step >= stepCount())
        return nullptr;
    return &m_lesson.steps[static_cast<std::size_t>(m_step)];
}

bool TutorialCoach::ready() const
{
    const TableSession* session = m_session;
    if (!current() || session == nullptr)
        return false;
    // Once the story is played, the last steps show after a moment to watch
    // it end, even while the table holds a celebration (a round's end).
    if (session->scriptDone())
        return m_endSeen || !session->busy();
    return !session->busy() && session->myDecision();
}

QString TutorialCoach::text() const
{
    const CoachStep* step = current();
    return step ? tutorial::text(step->say) : QString();
}

bool TutorialCoach::explains() const
{
    const CoachStep* step = current();
    return step && step->move.isEmpty();
}

QStringList TutorialCoach::point() const
{
    const CoachStep* step = current();
    return step ? step->point : QStringList();
}

QStringList TutorialCoach::summary() const
{
    QStringList ids;
    for (int i = 0; i < m_step && i < stepCount(); ++i) {
        const QString& rule = m_lesson.steps[static_cast<std::size_t>(i)].rule;
        if (!rule.isEmpty() && !ids.contains(rule))
            ids << rule;
    }
    QStringList out;
    for (const QString& id : ids)
        out << tutorial::text(id);
    return out;
}

void TutorialCoach::next()
{
    if (!ready() || !explains())
        return;
    ++m_step;
    m_expectAt = -1;
    setNudge({});
    follow();
    emit changed();
}

// The session moved on: a move step whose move was played is done, and the
// next step shows when the table waits for the person again.
void TutorialCoach::follow()
{
    const TableSession* session = m_session;
    if (!m_started || session == nullptr)
        return;
    if (session->scriptDone() && !m_endSeen && !m_endTimer.isActive())
        m_endTimer.start(std::max(0, session->stepMs() * 8));
    const int played = session->actionCount();
    // A move step shows when the person is asked for its move (the script's next).
    const auto expect = [&] {
        const CoachStep* step = current();
        if (!step || step->move.isEmpty() || m_expectAt >= 0 || !ready())
            return;
        if (session->scriptNext().compare(step->move, Qt::CaseInsensitive) != 0)
            qWarning("Learn to play: step %d expects '%s', the script plays '%s'", m_step, qPrintable(step->move),
                     qPrintable(session->scriptNext()));
        m_expectAt = played;
    };
    expect();
    if (const CoachStep* step = current(); step && !step->move.isEmpty() && m_expectAt >= 0 && played > m_expectAt) {
        ++m_step;
        m_expectAt = -1;
        setNudge({});
        expect();   // the next step may be a move step that shows at once
    }
    emit changed();
}

void TutorialCoach::setNudge(const QString& nudge)
{
    if (nudge == m_nudge)
        return;
    m_nudge = nudge;
    emit nudgeChanged();
}

QQuickItem* TutorialCoach::findTarget(QQuickItem* root) const
{
    if (!ready())
        return nullptr;
    for (const QString& entry : point()) {
        // "A if B": A, only while B shows.
        const QString spec = entry.section(QStringLiteral(" if "), 0, 0).trimmed();
        const QString guard = entry.section(QStringLiteral(" if "), 1).trimmed();
        if (!guard.isEmpty() && !findShown(root, guard))
            continue;
        if (QQuickItem* found = findShown(root, spec))
            return found;
    }
    return nullptr;
}
