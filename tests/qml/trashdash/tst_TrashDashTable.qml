import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// The table driven by the rules' events: a Spill chain and an Attack that
// pushes a racer back onto a special space move the pawns one space per
// step; the victim's decision on another racer's turn waits behind the
// privacy screen. Scenarios: td_spill.json, td_attack.json (two people).
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        Td.TrashDashTable {
            anchors.fill: parent
            opening: "file"
        }
    }

    TestCase {
        name: "TrashDashTable"
        when: windowShown

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
            AppSettings.botPace = AppSettings.Instant
        }

        // An item by objectName, walking the visual children (delegates and controls included).
        function deep(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = deep(item.children[i], name)
                if (found)
                    return found
            }
            if (item.contentItem && item.contentItem !== item)
                return deep(item.contentItem, name)
            return null
        }
        function readyButton(table) { return deep(table, "privacyReady") }
        // Waits until the item is there (a list's delegates come with its next layout).
        function waitFor(table, name) {
            tryVerify(() => deep(table, name) !== null, 2000, name)
            wait(50)   // a Flow places a new button on its next polish
            return deep(table, name)
        }

        function openScenario(name) {
            const table = createTemporaryObject(tableComponent, stage, { file: Qt.resolvedUrl(name) })
            verify(table !== null)
            table.session.autosaveDir = ""
            tryVerify(() => table.session.privacyNeeded)
            mouseClick(readyButton(table))
            tryVerify(() => table.session.myDecision)
            return table
        }

        function handIndexOf(table, id) {
            const kind = table.session.handModel.toList()
            for (let i = 0; i < kind.length; ++i)
                if (table.session.cardName(kind[i]) === id)
                    return i
            return -1
        }

        function test_a_spill_chain_moves_the_pawn_space_by_space() {
            const table = openScenario("td_spill.json")
            const pawn = deep(table, "tdPawn-0")
            const spaces = []
            const xs = []
            // The pawn's row of the racer model, updated in place: the same pawn throughout.
            const watch = function() { spaces.push(pawn.position); xs.push(pawn.x) }
            pawn.positionChanged.connect(watch)
            const index = handIndexOf(table, "Move 2")
            verify(index >= 0)
            mouseClick(waitFor(table, "tdHandCard-" + index))
            tryVerify(() => !table.session.busy && spaces.length >= 3)
            pawn.positionChanged.disconnect(watch)
            compare(spaces, [1, 2, 3])
            compare(deep(table, "tdPawn-0"), pawn)
            // The pawn went right one space at a time.
            const tile = deep(table, "tdTile-3")
            const end = pawn.mapToItem(tile, pawn.width / 2, pawn.height / 2)
            verify(end.x >= 0 && end.x <= tile.width && end.y < tile.height / 2, "on tile 3's upper space")
        }

        function test_an_attack_pushes_back_onto_a_trash_can_and_asks_the_victim_privately() {
            const table = openScenario("td_attack.json")
            compare(table.session.viewer, 0)
            const pawn = deep(table, "tdPawn-1")
            const spaces = []
            const watch = function() {
                const p = pawn.position
                if (spaces.length === 0 || spaces[spaces.length - 1] !== p)
                    spaces.push(p)
            }
            pawn.positionChanged.connect(watch)
            const index = handIndexOf(table, "Move 1 · Attack 2")
            verify(index >= 0)
            mouseClick(waitFor(table, "tdHandCard-" + index))
            // The card also makes a Dash pair with a Move 1: its plays are offered, Go at Ben among them.
            mouseClick(waitFor(table, "tdChoice-go-m1a2-at-1"))
            tryVerify(() => !table.session.busy && table.session.privacyNeeded)
            pawn.positionChanged.disconnect(watch)
            compare(spaces, [5, 4, 3])
            const tile = deep(table, "tdTile-3")
            const at = pawn.mapToItem(tile, pawn.width / 2, pawn.height / 2)
            verify(at.x >= 0 && at.x <= tile.width && at.y < tile.height / 2, "on tile 3's upper space, the Trash Can")
            // Ben decides on Ana's turn: the screen goes to him first, no hand shows.
            compare(table.session.privacySeat, 1)
            compare(table.session.handModel.count, 0)
            verify(findChild(table, "privacyScreen").visible)
            mouseClick(readyButton(table))
            tryVerify(() => table.session.myDecision)
            compare(table.session.phase, "trashCan")
            verify(deep(table, "tdChoice-trash-keep").visible)
            verify(deep(table, "tdChoice-trash-swap").visible)
            compare(deep(table, "tdTrashName").text, "Cafe Con Leche")
        }

        // The choice bar's buttons, made or not: every ChoiceButton under the bar.
        function choiceButtons(item, out) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.choiceId !== undefined && child.activeFocusOnTab !== undefined && child.clicked !== undefined)
                    out.push(child)
                choiceButtons(child, out)
            }
            return out
        }

        // Issue 35: the bar makes a button for a row only when the row first
        // shows, so a card's plays are made when the card is opened, not
        // hidden at every decision; opened by a click, they play.
        function test_a_cards_plays_are_made_when_the_card_is_opened() {
            const table = openScenario("td_attack.json")
            const bar = deep(table, "tdDecisionBar")
            const rows = table.session.choiceModel.count
            let made = choiceButtons(bar, [])
            verify(made.length > 0)
            verify(made.length < rows, made.length + " buttons for " + rows + " rows")
            verify(made.every(b => b.visible), "no hidden button made")
            verify(deep(table, "tdChoice-go-m1a2-at-1") === null)
            mouseClick(waitFor(table, "tdHandCard-" + handIndexOf(table, "Move 1 · Attack 2")))
            const go = waitFor(table, "tdChoice-go-m1a2-at-1")
            verify(go.visible)
            verify(deep(table, "tdOptionBack").visible)
            // Back: the bar's own rows again; the plays made stay, hidden.
            const before = choiceButtons(bar, []).length
            mouseClick(deep(table, "tdOptionBack"))
            tryVerify(() => !go.visible)
            compare(choiceButtons(bar, []).length, before)
            // Opened again, the same button plays the card.
            mouseClick(waitFor(table, "tdHandCard-" + handIndexOf(table, "Move 1 · Attack 2")))
            compare(waitFor(table, "tdChoice-go-m1a2-at-1"), go)
            mouseClick(go)
            tryVerify(() => !table.session.busy && table.session.privacyNeeded)
            compare(table.session.privacySeat, 1)
        }
    }
}
