// Who looks at the screen (app/session/core/viewerpolicy.h): the one rule
// every table's privacy rests on.
#include <QtTest>

#include "viewerpolicy.h"

using critter::kNoSeat;

class TestViewerPolicy : public QObject {
    Q_OBJECT
private slots:
    void test_alone_against_bots_the_person_always_looks()
    {
        const Viewer v = viewerpolicy::atStart(1, 1);
        QCOMPARE(v, (Viewer{1, true, kNoSeat}));
        QVERIFY(v.handVisible());
        // Asked again, or a bot asked: nothing changes.
        QCOMPARE(viewerpolicy::forDecision(v, 1, 1, true, false), v);
        QCOMPARE(viewerpolicy::forDecision(v, 0, 1, false, false), v);
    }

    void test_pass_and_play_covers_the_table_before_another_person_looks()
    {
        Viewer v = viewerpolicy::atStart(0, 2);
        QVERIFY(!v.handVisible());   // nobody has pressed through yet
        v = viewerpolicy::forDecision(v, 0, 2, true, false);
        QCOMPARE(v, (Viewer{0, false, 0}));
        QVERIFY(!v.handVisible());
        v = viewerpolicy::confirm(v);
        QCOMPARE(v, (Viewer{0, true, kNoSeat}));
        QVERIFY(v.handVisible());
        // The next person: the screen goes up, the last person's cards hidden.
        v = viewerpolicy::forDecision(v, 1, 2, true, false);
        QCOMPARE(v, (Viewer{0, false, 1}));
        QVERIFY(!v.handVisible());
        QCOMPARE(viewerpolicy::confirm(v), (Viewer{1, true, kNoSeat}));
    }

    void test_a_bot_deciding_changes_nobodys_view()
    {
        const Viewer v{0, true, kNoSeat};
        QCOMPARE(viewerpolicy::forDecision(v, 2, 2, false, false), v);
        QCOMPARE(viewerpolicy::forDecision(v, kNoSeat, 2, false, false), v);
    }

    void test_a_question_in_the_open_shows_no_hand()
    {
        const Viewer v{0, true, kNoSeat};
        const Viewer open = viewerpolicy::forDecision(v, 1, 3, true, true);
        QCOMPARE(open, (Viewer{kNoSeat, false, kNoSeat}));
        QVERIFY(!open.handVisible());
        // Answering privately puts the screen up for that person.
        QCOMPARE(viewerpolicy::answerPrivately(1), (Viewer{kNoSeat, false, 1}));
        QCOMPARE(viewerpolicy::confirm(viewerpolicy::answerPrivately(1)), (Viewer{1, true, kNoSeat}));
    }

    void test_confirm_without_a_screen_changes_nothing()
    {
        const Viewer v{0, true, kNoSeat};
        QCOMPARE(viewerpolicy::confirm(v), v);
    }
};

QTEST_GUILESS_MAIN(TestViewerPolicy)
#include "test_viewer_policy.moc"
