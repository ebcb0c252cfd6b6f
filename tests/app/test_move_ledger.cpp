// How far a person may take back their moves (app/session/core/moveledger.h):
// to their last move, never past anything that showed them something hidden
// or settled chance they saw.
#include <QtTest>

#include "moveledger.h"

using critter::kNoSeat;

namespace {
const auto oneperson = [](critter::Seat s) { return s == 0; };
}

class TestMoveLedger : public QObject {
    Q_OBJECT
private slots:
    void test_undo_goes_back_to_the_persons_last_move()
    {
        MoveLedger m;
        m.record(0, 0);   // the person
        m.record(1, 0);   // a bot
        m.record(0, 0);   // the person again
        m.record(1, 0);
        m.record(2, 0);
        QCOMPARE(m.undoTarget(0, oneperson), 2);
        m.truncate(2);
        QCOMPARE(m.size(), std::size_t(2));
        QCOMPARE(m.undoTarget(0, oneperson), 0);
    }

    void test_undo_never_goes_past_a_reveal_to_the_person()
    {
        MoveLedger m;
        m.record(0, 0);
        m.record(1, 1u << 0);   // a bot's move showed the person a card (a roll, a draw)
        m.record(1, 0);
        QCOMPARE(m.undoTarget(0, oneperson), -1);
        // A reveal to someone else is no barrier.
        MoveLedger other;
        other.record(0, 0);
        other.record(1, 1u << 1);
        QCOMPARE(other.undoTarget(0, oneperson), 0);
    }

    void test_the_persons_own_revealing_move_cannot_be_taken_back()
    {
        MoveLedger m;
        m.record(0, 0);
        m.record(0, 1u << 0);   // the person rolled: chance they saw
        QCOMPARE(m.undoTarget(0, oneperson), -1);
    }

    void test_an_answer_made_for_the_person_is_not_theirs_to_undo()
    {
        MoveLedger m;
        m.record(kNoSeat, 0);   // answered for them (only "no" was possible)
        QCOMPARE(m.undoTarget(0, oneperson), -1);
        m.clear();
        QCOMPARE(m.size(), std::size_t(0));
        QCOMPARE(m.undoTarget(0, oneperson), -1);
    }
};

QTEST_GUILESS_MAIN(TestMoveLedger)
#include "test_move_ledger.moc"
