// Learn to play's lessons as data (issue 33 part 1): each lesson in the
// resources reads, every text it names has words (so no id ever reaches the
// screen), its story is a legal game in the one file format from its forced
// setup, and it has a move step for the person to take, in order. The lessons
// played through the window: tests/e2e/test_learn_to_play_e2e.
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include "core/game_file.h"
#include "pandapanda/save.h"
#include "trashdash/save.h"
#include "trashpandas/save.h"
#include "tutorialcoach.h"
#include "tutorialtext.h"

#include <algorithm>
#include <string>
#include <vector>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

namespace {

template <class S>
QString replays(const Lesson& lesson)
{
    // The game file without actions, then every scripted move in turn.
    critter::GameFileRead<S> read = critter::loadGameFile<S>(lesson.gameFile);
    if (!read.ok)
        return QString::fromStdString(read.error);
    S state = read.state;
    for (std::size_t i = 0; i < lesson.script.size(); ++i) {
        std::string error;
        const std::optional<critter::Action> action = critter::GameFileTraits<S>::parseAction(state, lesson.script[i], error);
        if (!action)
            return QStringLiteral("actions[%1] '%2': %3").arg(i).arg(QString::fromStdString(lesson.script[i]), QString::fromStdString(error));
        const critter::ApplyResult applied = state.apply(*action, nullptr);
        if (!applied)
            return QStringLiteral("actions[%1] '%2': %3").arg(i).arg(QString::fromStdString(lesson.script[i]), QString::fromStdString(applied.error));
    }
    return {};
}

} // namespace

class TestTutorialLessons : public QObject
{
    Q_OBJECT

private slots:
    void eachLessonReadsAndPlays_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("trash-pandas") << QStringLiteral("trash-pandas");
        QTest::newRow("panda-panda") << QStringLiteral("panda-panda");
        QTest::newRow("trash-dash") << QStringLiteral("trash-dash");
    }

    void eachLessonReadsAndPlays()
    {
        QFETCH(QString, game);
        QVERIFY(Lessons::has(game));
        const Lesson lesson = tutorial::lessonFor(game, QStringLiteral("Ann"));
        QVERIFY2(lesson.ok, qPrintable(lesson.error));
        QCOMPARE(lesson.game, game);
        // The person's seat takes the name given; the file's actions are the script, not the game file's.
        QVERIFY(QString::fromStdString(lesson.gameFile).contains(QStringLiteral("\"Ann\"")));
        QVERIFY(!QString::fromStdString(lesson.gameFile).contains(QStringLiteral("\"actions\"")));

        // Every text it names has words; the last step explains (the lesson ends on Next).
        int moveSteps = 0;
        for (const CoachStep& step : lesson.steps) {
            QVERIFY2(tutorial::known(step.say), qPrintable(step.say));
            QVERIFY2(step.rule.isEmpty() || tutorial::known(step.rule), qPrintable(step.rule));
            if (!step.move.isEmpty())
                ++moveSteps;
        }
        QVERIFY(lesson.steps.back().move.isEmpty());

        // The story is a legal game from the forced setup.
        const QString why = game == QLatin1String("trash-pandas") ? replays<critter::tp::State>(lesson)
                          : game == QLatin1String("panda-panda")  ? replays<critter::pp::State>(lesson)
                                                                  : replays<critter::td::State>(lesson);
        QVERIFY2(why.isEmpty(), qPrintable(why));

        // Each move step's move is in the story, in the steps' order.
        std::size_t at = 0;
        for (const CoachStep& step : lesson.steps) {
            if (step.move.isEmpty())
                continue;
            while (at < lesson.script.size() && QString::fromStdString(lesson.script[at]) != step.move)
                ++at;
            QVERIFY2(at < lesson.script.size(), qPrintable(QStringLiteral("'%1' is not in the story after the moves before it").arg(step.move)));
            ++at;
        }
        QVERIFY(moveSteps >= 5);
    }

    // Trash Dash's race cannot be lost: every roll of both dice is scripted,
    // nothing falls to the seeded dice, and the person (seat 0) wins it.
    void trashDashLessonIsWonByThePerson()
    {
        const Lesson lesson = tutorial::lessonFor(QStringLiteral("trash-dash"), QStringLiteral("Ann"));
        QVERIFY2(lesson.ok, qPrintable(lesson.error));
        critter::GameFileRead<critter::td::State> read = critter::loadGameFile<critter::td::State>(lesson.gameFile);
        QVERIFY2(read.ok, read.error.c_str());
        critter::td::State state = read.state;
        std::vector<critter::Event> events;
        for (const std::string& move : lesson.script) {
            std::string error;
            const std::optional<critter::Action> action = critter::GameFileTraits<critter::td::State>::parseAction(state, move, error);
            QVERIFY2(action, error.c_str());
            QVERIFY(state.apply(*action, &events));
        }
        QCOMPARE(state.phase(), critter::td::Phase::Over);
        QCOMPARE(state.winners(), std::vector<critter::Seat>{0});
        const critter::td::Setup& setup = read.state.history().setup;
        const auto count = [&](critter::td::EventType type) {
            return std::count_if(events.begin(), events.end(), [&](const critter::Event& e) { return e.type == static_cast<int>(type); });
        };
        QCOMPARE(count(critter::td::EventType::CpuRolled), static_cast<long>(setup.cpuRolls.size()));
        QCOMPARE(count(critter::td::EventType::DashRolled), static_cast<long>(setup.dashRolls.size()));
    }

    void noLessonNoButton()
    {
        QVERIFY(!Lessons::has(QStringLiteral("no-such-game")));
        QVERIFY(!Lessons::has(QString()));
        QVERIFY(!tutorial::lessonFor(QStringLiteral("no-such-game"), {}).ok);
        QVERIFY(!tutorial::readLesson("{\"file\": {}}", {}).ok);
        QVERIFY(!tutorial::readLesson("not json", {}).ok);
    }

    void anUnknownTextIdShowsAsItself()
    {
        QVERIFY(!tutorial::known(QStringLiteral("tp.no-such-step")));
        QCOMPARE(tutorial::text(QStringLiteral("tp.no-such-step")), QStringLiteral("tp.no-such-step"));
        QVERIFY(tutorial::known(QStringLiteral("tp.welcome")));
    }

    void aPointSpecMatchesNamesAndProperties()
    {
        QObject card;
        card.setObjectName(QStringLiteral("tpHandCard-2"));
        card.setProperty("card", 3);
        card.setProperty("selected", false);
        QVERIFY(tutorial::matches(&card, QStringLiteral("tpHandCard-2")));
        QVERIFY(tutorial::matches(&card, QStringLiteral("tpHandCard-*")));
        QVERIFY(tutorial::matches(&card, QStringLiteral("tpHandCard-*@card=3@selected=false")));
        QVERIFY(!tutorial::matches(&card, QStringLiteral("tpHandCard-*@card=2")));
        QVERIFY(!tutorial::matches(&card, QStringLiteral("tpHandCard-1")));
        QVERIFY(!tutorial::matches(&card, QStringLiteral("tpHand")));
    }
};

QTEST_MAIN(TestTutorialLessons)
#include "test_tutorial_lessons.moc"
