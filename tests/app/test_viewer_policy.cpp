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

    // Issue 29: a question in the open is put on the privacy screen itself,
    // named for its person and showing no hand; one tap answers it, or one
    // tap (the look) shows that person's hand with no second screen.
    void test_a_question_in_the_open_is_asked_on_the_privacy_screen()
    {
        const Viewer v{0, true, kNoSeat};
        const Viewer open = viewerpolicy::forDecision(v, 1, 3, true, true);
        QCOMPARE(open, (Viewer{kNoSeat, false, 1, true}));
        QVERIFY(!open.handVisible());
        // The next seat asked in the open: straight from one screen to the next.
        QCOMPARE(viewerpolicy::forDecision(open, 2, 3, true, true), (Viewer{kNoSeat, false, 2, true}));
        // Answered, and a bot decides next (or the game ends): the screen goes, nobody looks.
        QCOMPARE(viewerpolicy::forDecision(open, 2, 3, false, false), (Viewer{kNoSeat, false, kNoSeat}));
        QCOMPARE(viewerpolicy::forDecision(open, kNoSeat, 3, false, false), (Viewer{kNoSeat, false, kNoSeat}));
        // The look: that person's view at once.
        QCOMPARE(viewerpolicy::answerPrivately(1), (Viewer{1, true, kNoSeat}));
        QCOMPARE(viewerpolicy::confirm(open), (Viewer{1, true, kNoSeat}));
        // Back to the one whose turn it is: the usual screen, no hand before they say so.
        QCOMPARE(viewerpolicy::forDecision(open, 0, 3, true, false), (Viewer{kNoSeat, false, 0}));
    }

    // Issue 32: the host's lobby, waiting for the people over the network,
    // asks nobody, so no privacy screen stands over it (two people at the
    // host's screen were shown "Pass the screen to Ann" over the table's
    // code and address); no hand shows there either.
    void test_the_lobby_raises_no_privacy_screen()
    {
        const Viewer asked = viewerpolicy::forDecision(viewerpolicy::atStart(0, 2), 0, 2, true, false);
        QCOMPARE(asked, (Viewer{0, false, 0}));
        const Viewer lobby = viewerpolicy::inLobby(asked);
        QCOMPARE(lobby, (Viewer{0, false, kNoSeat}));
        QVERIFY(!lobby.handVisible());
        // A seat asked in the open: its screen goes too, nobody looks.
        QCOMPARE(viewerpolicy::inLobby(Viewer{kNoSeat, false, 1, true}), (Viewer{kNoSeat, false, kNoSeat}));
        // No screen up (one person at the host's screen, or one already through it): nothing changes.
        const Viewer alone = viewerpolicy::atStart(0, 1);
        QCOMPARE(viewerpolicy::inLobby(alone), alone);
        QCOMPARE(viewerpolicy::inLobby(Viewer{1, true, kNoSeat}), (Viewer{1, true, kNoSeat}));
        // At Begin the first person asked gets their screen as ever.
        QCOMPARE(viewerpolicy::forDecision(lobby, 0, 2, true, false), (Viewer{0, false, 0}));
    }

    void test_confirm_without_a_screen_changes_nothing()
    {
        const Viewer v{0, true, kNoSeat};
        QCOMPARE(viewerpolicy::confirm(v), v);
    }
};

QTEST_GUILESS_MAIN(TestViewerPolicy)
#include "test_viewer_policy.moc"
