import QtQuick
import QtTest
import CritterTable

// The player aid lists every winning hand by size and highlights the ones
// the viewer's hand is closest to, driven by the rules' distance helpers.
Item {
    id: root
    width: 400
    height: 500

    PandaPandaSession { id: session }
    PandaPlayerAid {
        id: aid
        width: 280
        height: 420
        hands: session.winningHands
    }

    TestCase {
        name: "PandaPlayerAid"
        when: windowShown

        function row(i) { return findChild(aid, "aidRow-" + i) }

        function test_lists_the_ten_winning_hands_largest_first() {
            compare(session.winningHands.length, 10)
            compare(session.winningHands[0].name, "ABCDEFG")
            compare(session.winningHands[0].size, 7)
            compare(session.winningHands[9].size, 2)
            for (let i = 0; i < 10; ++i)
                verify(row(i) !== null && row(i).visible, "row " + i)
        }

        function test_highlights_the_nearest_hands() {
            const rows = []
            for (let i = 0; i < 10; ++i)
                rows.push({ index: i, changes: 5, missing: 3, extra: 2, near: false, exact: false })
            rows[5] = { index: 5, changes: 1, missing: 1, extra: 0, near: true, exact: false }
            aid.rows = rows
            compare(row(5).near, true)
            compare(row(4).near, false)
            verify(row(5).color !== row(4).color)
        }

        function test_a_winning_hand_says_so() {
            const rows = []
            for (let i = 0; i < 10; ++i)
                rows.push({ index: i, changes: 4, missing: 2, extra: 2, near: false, exact: false })
            rows[8] = { index: 8, changes: 0, missing: 0, extra: 0, near: true, exact: true }
            aid.rows = rows
            compare(row(8).exact, true)
        }

        function test_session_rows_follow_the_rules() {
            // A fresh session has no hand yet: nothing is known, nothing highlighted.
            compare(session.aid.length, 10)
            for (let i = 0; i < 10; ++i)
                compare(session.aid[i].near, false)
        }
    }
}
