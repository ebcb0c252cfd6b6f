import QtQuick
import QtTest
import CritterTable

// TestCase itself is invisible: the items under test live on a visible stage.
Item {
    id: stage
    width: 500
    height: 600

    TestCase {
        id: testCase
        name: "GameTile"
        when: windowShown

        Component {
            id: tileComponent
            GameTile { x: 20; y: 20; width: 340; height: 480 }
        }
        SignalSpy { id: newGameSpy; signalName: "newGameRequested" }
        SignalSpy { id: rulesSpy; signalName: "rulesRequested" }

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
        }

        function makeTile(gameId) {
            const tile = createTemporaryObject(tileComponent, stage, { game: GameRegistry.game(gameId) })
            newGameSpy.clear()
            newGameSpy.target = tile
            rulesSpy.clear()
            rulesSpy.target = tile
            return tile
        }

        function test_showsTheGame_data() {
            return [
                { tag: "trash-pandas", title: "Trash Pandas", players: "2–4 players" },
                { tag: "panda-panda", title: "Panda Panda", players: "2–4 players" },
                { tag: "trash-dash", title: "Trash Dash", players: "1–6 players" }
            ]
        }

        function test_showsTheGame(data) {
            const tile = makeTile(data.tag)
            compare(tile.objectName, "gameTile-" + data.tag)
            compare(findChild(tile, "tileTitle").text, data.title)
            compare(findChild(tile, "tilePlayers").text, data.players)
            verify(findChild(tile, "tilePitch").text.length > 20)
            // Our own SVG art is in the module and loads.
            tryCompare(findChild(tile, "tileArt"), "status", Image.Ready)
        }

        function test_newGameButton() {
            const tile = makeTile("panda-panda")
            mouseClick(findChild(tile, "newGameButton-panda-panda"))
            compare(newGameSpy.count, 1)
            compare(newGameSpy.signalArguments[0][0], "panda-panda")
            compare(rulesSpy.count, 0)
        }

        function test_clickingTheCardStartsANewGame() {
            const tile = makeTile("trash-pandas")
            mouseClick(findChild(tile, "tileArt"))
            compare(newGameSpy.count, 1)
            compare(newGameSpy.signalArguments[0][0], "trash-pandas")
        }

        function test_comingSoonOffersNoNewGame() {
            // Trash Dash is not playable yet (GameRegistry): no New game, a note instead.
            const tile = makeTile("trash-dash")
            verify(!findChild(tile, "newGameButton-trash-dash").visible)
            verify(findChild(tile, "comingSoon").visible)
            compare(findChild(tile, "comingSoon").text, "Coming soon")
            mouseClick(findChild(tile, "tileArt"))
            compare(newGameSpy.count, 0)
            // Its rules are there to read.
            mouseClick(findChild(tile, "rulesButton-trash-dash"))
            compare(rulesSpy.count, 1)
            const playable = makeTile("panda-panda")
            verify(findChild(playable, "newGameButton-panda-panda").visible)
            verify(!findChild(playable, "comingSoon").visible)
        }

        function test_enterAndReturnPressTheFocusedButton_data() {
            return [{ tag: "Enter", key: Qt.Key_Enter }, { tag: "Return", key: Qt.Key_Return },
                    { tag: "Space", key: Qt.Key_Space }]
        }

        function test_enterAndReturnPressTheFocusedButton(data) {
            const tile = makeTile("trash-pandas")
            findChild(tile, "newGameButton-trash-pandas").forceActiveFocus(Qt.TabFocusReason)
            keyClick(data.key)
            compare(newGameSpy.count, 1)
            compare(newGameSpy.signalArguments[0][0], "trash-pandas")
            findChild(tile, "rulesButton-trash-pandas").forceActiveFocus(Qt.TabFocusReason)
            keyClick(data.key)
            compare(rulesSpy.count, 1)
        }

        function test_rulesButton() {
            const tile = makeTile("trash-pandas")
            mouseClick(findChild(tile, "rulesButton-trash-pandas"))
            compare(rulesSpy.count, 1)
            compare(rulesSpy.signalArguments[0][0], "trash-pandas")
            compare(newGameSpy.count, 0)
        }

        function test_straightensUpUnderFocus() {
            const tile = makeTile("trash-pandas")
            tile.tilt = -2
            compare(tile.rotation, -2)
            findChild(tile, "newGameButton-trash-pandas").forceActiveFocus(Qt.TabFocusReason)
            tryCompare(tile, "rotation", 0)
        }
    }
}
