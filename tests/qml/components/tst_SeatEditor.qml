import QtQuick
import QtTest
import CritterTable

// TestCase itself is invisible: the items under test live on a visible stage.
Item {
    id: stage
    width: 700
    height: 700

    TestCase {
        id: testCase
        name: "SeatEditor"
        when: windowShown

        Component {
            id: editorComponent
            SeatEditor { width: 660 }
        }

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
        }

        function makeEditor(gameId, remember) {
            return createTemporaryObject(editorComponent, stage, { gameId: gameId, remember: remember === true })
        }

        function test_seatLimits_data() {
            return [
                { tag: "trash-pandas", min: 2, max: 4, cpu: false },
                { tag: "panda-panda", min: 2, max: 4, cpu: false },
                { tag: "trash-dash", min: 2, max: 6, cpu: true }
            ]
        }

        function test_seatLimits(data) {
            const editor = makeEditor(data.tag)
            compare(editor.count, data.min)
            compare(editor.canRemove, false)
            verify(!editor.removeSeat(0))
            while (editor.count < data.max)
                verify(editor.addSeat())
            compare(editor.canAdd, false)
            verify(!editor.addSeat())
            compare(editor.count, data.max)
            while (editor.count > data.min)
                verify(editor.removeSeat(editor.count - 1))
            verify(!editor.removeSeat(0))
            compare(editor.count, data.min)
            compare(editor.cpuAllowed, data.cpu)
            compare(editor.setKind(1, "cpu"), data.cpu)
        }

        function test_defaultSeats() {
            const pandas = makeEditor("trash-pandas")
            compare(pandas.seats(), [
                { name: "Player 1", kind: "person", level: "" },
                { name: "Bot 2", kind: "bot", level: "normal" }
            ])
            const dash = makeEditor("trash-dash")
            compare(dash.seats()[1].kind, "cpu")
            compare(dash.seats()[1].name, "CPU racer 2")
        }

        function test_namesKindsAndLevels() {
            const editor = makeEditor("panda-panda")
            editor.setName(0, "  Mia  ")
            editor.setKind(1, "bot")
            editor.setLevel(1, "hard")
            editor.addSeat()
            editor.setKind(2, "person")
            const seats = editor.seats()
            compare(seats[0].name, "Mia")
            compare(seats[1].level, "hard")
            compare(seats[2], { name: "Player 3", kind: "person", level: "" })
        }

        function test_cardsFollowTheModel() {
            const editor = makeEditor("trash-dash")
            editor.addSeat()
            tryVerify(() => findChild(editor, "seatCard-2") !== null)
            const addButton = findChild(editor, "addSeatButton")
            verify(addButton.visible)
            mouseClick(addButton)
            compare(editor.count, 4)
            const card = findChild(editor, "seatCard-3")
            mouseClick(findChild(card, "removeSeat"))
            compare(editor.count, 3)
        }

        function test_addButtonHidesAtTheLimit() {
            const editor = makeEditor("panda-panda")
            editor.addSeat()
            editor.addSeat()
            const addButton = findChild(editor, "addSeatButton")
            tryCompare(addButton, "visible", false)
        }

        function test_changingGameResetsSeats() {
            const editor = makeEditor("trash-dash")
            editor.addSeat()
            editor.addSeat()
            editor.gameId = "trash-pandas"
            compare(editor.count, 2)
            compare(editor.maxSeats, 4)
        }

        function test_trashDashKeepsOnePlayer() {
            // 1-6 players, 2 racers: one person and a CPU racer, never CPU racers alone.
            const editor = makeEditor("trash-dash")
            compare(editor.minPlayers, 1)
            compare(editor.seats().map((s) => s.kind), ["person", "cpu"])
            verify(!editor.setKind(0, "cpu"))
            editor.addSeat()
            verify(!editor.removeSeat(0))
            verify(editor.setKind(0, "bot"))
            verify(!editor.setKind(0, "cpu"))
            verify(editor.removeSeat(1))
        }

        // Setup at 1024x640 showed "CPU ra…" and "Over th…": no choice of who
        // sits at a seat is cut short, in one column or two, at any width Setup
        // gives the editor (about 600 px in a 1024 window, 840 at 1280).
        function test_noSeatKindIsCutShort_data() {
            return [
                { tag: "trash-dash 600", game: "trash-dash", width: 600 },
                { tag: "trash-dash 840", game: "trash-dash", width: 840 },
                { tag: "trash-pandas 600", game: "trash-pandas", width: 600 },
                { tag: "trash-pandas 840", game: "trash-pandas", width: 840 },
                { tag: "panda-panda 660", game: "panda-panda", width: 660 }
            ]
        }

        function test_noSeatKindIsCutShort(data) {
            const editor = makeEditor(data.game)
            editor.width = data.width
            editor.setKind(1, "remote")
            wait(0)
            for (let i = 0; i < editor.count; ++i) {
                const kinds = findChild(editor, "seatCard-" + i)
                for (const value of ["person", "bot", "cpu", "remote"]) {
                    const segment = findChild(kinds, "segment-" + value)
                    if (!segment)
                        continue
                    verify(!segment.contentItem.truncated,
                           data.tag + ": seat " + (i + 1) + "'s " + value + " is cut short at " + segment.width + " px")
                }
            }
        }

        function test_twoColumnsOnlyWhereTheCardsFit() {
            const dash = makeEditor("trash-dash")
            dash.width = 600
            compare(dash.columns, 1)
            dash.width = 2 * dash.neededCardWidth + 40
            compare(dash.columns, 2)
            const pandas = makeEditor("trash-pandas")
            pandas.width = 840
            compare(pandas.columns, 2)
        }

        // A card's height follows its content without a binding loop, whatever
        // changes under it: the Random line, the kind, the text size, the width.
        function test_cardHeightHasNoBindingLoop() {
            failOnWarning(/Binding loop/)
            const editor = makeEditor("trash-dash")
            editor.addSeat()
            for (const size of [AppSettings.TextLarge, AppSettings.TextLarger, AppSettings.TextSmall, AppSettings.TextNormal]) {
                AppSettings.textSize = size
                for (const width of [660, 420, 900, 660]) {
                    editor.width = width
                    editor.setLevel(1, "random")
                    editor.setKind(2, "bot")
                    editor.setLevel(2, "random")
                    wait(0)
                    editor.setKind(1, "cpu")
                    editor.setKind(2, "person")
                    editor.setKind(1, "bot")
                    wait(0)
                }
            }
            AppSettings.textSize = AppSettings.TextNormal
        }

        function test_randomLevelIsExplained() {
            const editor = makeEditor("panda-panda")
            const card = findChild(editor, "seatCard-1")
            const hint = findChild(card, "levelHint")
            verify(!hint.visible)
            const before = card.height
            editor.setLevel(1, "random")
            tryCompare(hint, "visible", true)
            verify(hint.text.indexOf("any legal move") >= 0)
            // The line shows whole, inside the card (which grows when it needs to).
            tryVerify(() => hint.mapToItem(card, 0, hint.height).y <= card.height - 14)
            verify(card.height >= before)
            editor.setKind(1, "person")
            tryCompare(hint, "visible", false)
        }

        function test_lastTableIsRestored() {
            AppSettings.setLastTable("trash-pandas", [])
            const first = makeEditor("trash-pandas", true)
            verify(!first.restored)
            first.setName(0, "Mia")
            first.addSeat()
            first.setLevel(1, "hard")
            first.setKind(2, "person")
            first.setName(2, "Ole")
            const wanted = first.seats()
            first.destroy()

            const again = makeEditor("trash-pandas", true)
            verify(again.restored)
            compare(again.seats(), wanted)
            compare(again.model.get(1).level, "hard")
            // Per game: Panda Panda starts from its own default.
            const other = makeEditor("panda-panda", true)
            compare(other.count, 2)
            compare(other.seats()[0].name, "Player 1")
            // Without remember (or with a table the game no longer allows) the default comes.
            compare(makeEditor("trash-pandas").count, 2)
            AppSettings.setLastTable("trash-pandas", [{ name: "x", kind: "cpu", level: "normal" },
                                                      { name: "y", kind: "bot", level: "normal" }])
            const refused = makeEditor("trash-pandas", true)
            verify(!refused.restored)
            compare(refused.seats()[0].kind, "person")
        }
    }
}
