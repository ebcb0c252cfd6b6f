import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashpandas" as Tp

// The whole table against a random bot: the controls offered are exactly
// the person's legal actions, and a click or a drag becomes an action.
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        Tp.TrashPandasTable {
            anchors.fill: parent
            seats: [{ name: "Ann", kind: "person", level: "" }, { name: "Rex", kind: "bot", level: "random" }]
        }
    }

    TestCase {
        name: "TrashPandasTable"
        when: windowShown

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
            AppSettings.botPace = AppSettings.Instant
            AppSettings.markHintSeen("tp/all")
        }

        function makeTable() {
            const table = createTemporaryObject(tableComponent, stage)
            table.session.start(table.seats, 11)
            tryVerify(() => table.session.myDecision, 5000)
            return table
        }

        function buttonsFor(table) {
            const names = []
            for (const c of table.session.choices)
                if (c.main)
                    names.push(c.objectName)
            return names
        }

        function test_firstDecisionOffersRollAndShowsOdds() {
            const table = makeTable()
            compare(table.session.phase, TrashPandasSession.PhaseRoll)
            const roll = findChild(table, "tpChoice-roll")
            verify(roll && roll.visible)
            verify(findChild(table, "tpChoice-stop") === null)
            compare(findChild(table, "tpOddsText").text, "Next roll busts: 0% (0 in 6)")
            mouseClick(roll)
            tryCompare(table.session.heldTokens, "length", 1)
            tryVerify(() => table.session.myDecision)
            compare(table.session.phase, TrashPandasSession.PhaseRolled)
            verify(findChild(table, "tpOddsText").text.indexOf("17%") >= 0)
            verify(findChild(table, "tpChoice-stop").visible)
        }

        function test_illegalActionsAreRefused() {
            const table = makeTable()
            verify(!table.session.act(TrashPandasSession.Stop))
            verify(!table.session.act(TrashPandasSession.ResolvePaw, 1))
            compare(table.session.phase, TrashPandasSession.PhaseRoll)
        }

        function test_resolvingATokenGoesThroughItsOptions() {
            const table = makeTable()
            verify(table.session.openFile(Qt.resolvedUrl("tp_resolve_tree.json")))
            tryVerify(() => table.session.myDecision)
            const use = table.choiceBar.usableTokens[0]
            const button = findChild(table, "tpUseToken-" + use)
            verify(button)
            wait(50) // the bar's Flow places new buttons when it polishes
            mouseClick(button)
            compare(table.choiceBar.optionToken, use)
            const cancel = findChild(table, "tpOptionCancel")
            verify(cancel.visible)
            wait(50)
            mouseClick(cancel)
            compare(table.choiceBar.optionToken, -1)
            const before = table.session.heldTokens.length
            table.choiceBar.tokenClicked(use)
            // The first option of the token's group that is a button of its own (not the pick's Stash).
            const options = table.choiceBar.choices.idsInGroup(table.choiceBar.openGroup)
                .filter(id => table.choiceBar.choices.get(table.choiceBar.choices.rowOf(id)).pick === 0)
            verify(table.session.choose(options[0]))
            tryVerify(() => table.session.heldTokens.length < before || table.session.phase !== TrashPandasSession.PhaseResolve)
        }

        // Issue 29 item 23: opening a token's or a card's options (the bar
        // grows to a second row) moves neither the piles nor the hand.
        function test_theBoardKeepsItsPlaceWhenOptionsOpen_data() {
            return [{ tag: "1280x800", w: 1280, h: 800 }, { tag: "1024x640", w: 1024, h: 640 }]
        }
        function test_theBoardKeepsItsPlaceWhenOptionsOpen(size) {
            stage.width = size.w
            stage.height = size.h
            const table = makeTable()
            verify(table.session.openFile(Qt.resolvedUrl("tp_resolve_tree.json")))
            tryVerify(() => table.session.myDecision)
            wait(50)
            const hand = findChild(table, "tpHand")
            const can = findChild(table, "tpTrashCan")
            const handY = hand.mapToItem(table, 0, 0).y
            const canHeight = can.height
            for (const use of table.choiceBar.usableTokens) {
                table.choiceBar.tokenClicked(use)
                wait(50)
                compare(hand.mapToItem(table, 0, 0).y, handY, "the hand moved when token " + use + " opened")
                compare(can.height, canHeight)
                table.choiceBar.clearOptions()
                wait(50)
            }
            stage.width = 1280
            stage.height = 800
        }

        function test_dragAPickedCardUpToStashIt() {
            const table = makeTable()
            verify(table.session.openFile(Qt.resolvedUrl("tp_resolve_tree.json")))
            tryVerify(() => table.session.myDecision)
            table.choiceBar.tokenClicked(1)
            const card = findChild(table, "tpHandCard-0")
            verify(card)
            wait(50)
            mouseDrag(card, card.width / 2, card.height / 2, 0, -card.height, Qt.LeftButton, Qt.NoModifier, 30)
            tryCompare(table.choiceBar.picked, "length", 1)
        }

        // Pass and play: Ann's Paw takes Ben's Shiny as Ben lets it happen.
        // A note only Ben sees says which card when he looks, never on Ann's
        // turn; OK puts it away. The note's
        // words and button are made the first time there is a note (issue 35).
        function test_aCardTakenIsToldToItsOwnerPrivately() {
            const table = makeTable()
            const s = table.session
            const notes = findChild(table, "privateNotes")
            verify(notes)
            verify(!notes.visible)
            verify(!findChild(table, "privateNotesOk"))
            verify(s.openFile(Qt.resolvedUrl("tp_paw_takes_bens_shiny.json")))
            tryVerify(() => s.privacyNeeded && s.privacySeat === 1, 5000)
            s.confirmViewer()
            tryVerify(() => s.myDecision, 5000)
            verify(!notes.visible)
            verify(s.act(TrashPandasSession.Pass))   // Ben lets it happen: the Paw takes his Shiny
            tryVerify(() => s.privacyNeeded && s.privacySeat === 0, 5000)
            verify(!notes.visible)   // not on Ann's turn
            s.confirmViewer()
            tryVerify(() => s.myDecision, 5000)
            verify(!notes.visible)
            verify(s.act(TrashPandasSession.ResolveTrashCan, 0))
            tryVerify(() => s.privacyNeeded && s.privacySeat === 1, 5000)
            verify(!notes.visible)   // not before he looks
            s.confirmViewer()
            tryVerify(() => notes.visible, 5000)
            compare(s.privateNotes, ["Ann takes Shiny from Ben's hand."])
            const ok = findChild(table, "privateNotesOk")
            verify(ok && ok.visible)
            waitForRendering(table)
            mouseClick(ok)
            tryVerify(() => !notes.visible)
            compare(s.privateNotes.length, 0)
        }
    }
}
