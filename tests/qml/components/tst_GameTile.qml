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
        SignalSpy { id: continueSpy; signalName: "continueRequested" }

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
        }

        // Shown on the tile: made (some parts are made only when wanted) and visible.
        function shown(tile, name) {
            const item = findChild(tile, name)
            return item !== null && item.visible
        }

        function makeTile(gameId) {
            const tile = createTemporaryObject(tileComponent, stage, { game: GameRegistry.game(gameId) })
            newGameSpy.clear()
            newGameSpy.target = tile
            rulesSpy.clear()
            rulesSpy.target = tile
            continueSpy.clear()
            continueSpy.target = tile
            return tile
        }

        // What SavedGames.summary says of a game left `minutes` ago.
        // An unfinished game left `minutes` before `now` (the tile's own "now",
        // so the two clocks cannot drift apart on a busy machine).
        function unfinished(minutes, now) {
            now = now || new Date()
            return { exists: true, names: ["Ann", "Easy bot", "Random bot"], kinds: ["person", "bot", "bot"],
                     progress: "Round 2 · crowns: Ann 1, Easy bot 0, Random bot 0", moves: 23,
                     savedAt: new Date(now.getTime() - minutes * 60000) }
        }

        function test_noUnfinishedGameOffersNoContinue() {
            const tile = makeTile("panda-panda")
            verify(!tile.canContinue)
            verify(!shown(tile, "continueButton-panda-panda"))   // made only beside an unfinished game
            verify(!findChild(tile, "tileSaved").visible)
            verify(findChild(tile, "tilePitch").visible)
            tile.saved = { exists: false, error: "the autosave holds another game" }
            verify(!shown(tile, "continueButton-panda-panda"))
        }

        function test_continueShowsTheUnfinishedGame() {
            const tile = makeTile("panda-panda")
            tile.now = new Date()
            tile.saved = unfinished(5, tile.now)
            verify(tile.canContinue)
            const resume = findChild(tile, "continueButton-panda-panda")
            verify(resume.visible)
            compare(resume.text, "Continue")
            verify(findChild(tile, "tileSaved").visible)
            verify(!findChild(tile, "tilePitch").visible)
            compare(findChild(tile, "tileSavedNames").text, "Ann, Easy bot, Random bot")
            compare(findChild(tile, "tileSavedProgress").text, "Round 2 · crowns: Ann 1, Easy bot 0, Random bot 0")
            compare(findChild(tile, "tileSavedWhen").text, "left 5 minutes ago")
            // Everything fits on the card: the buttons lie inside it, below the note.
            const newGame = findChild(tile, "newGameButton-panda-panda")
            verify(newGame.visible)
            waitForRendering(tile)
            const bottom = newGame.mapToItem(tile, 0, newGame.height).y
            verify(bottom <= tile.height, "New game sticks out of the tile: " + bottom)
            verify(resume.mapToItem(tile, 0, 0).y >= findChild(tile, "tileSaved").mapToItem(tile, 0, 0).y)

            mouseClick(resume)
            compare(continueSpy.count, 1)
            compare(continueSpy.signalArguments[0][0], "panda-panda")
            compare(newGameSpy.count, 0)
            // New game is still there, beside it.
            mouseClick(newGame)
            compare(newGameSpy.count, 1)
            compare(continueSpy.count, 1)
        }

        // A damaged autosave is not passed over in silence: the tile says why, and New game stays.
        function test_unreadableUnfinishedGameSaysWhy() {
            const tile = makeTile("trash-pandas")
            verify(!findChild(tile, "tileSavedDamaged").visible)
            tile.saved = { exists: false, error: "file: nested more than 64 levels deep" }
            verify(!tile.canContinue)
            verify(!shown(tile, "continueButton-trash-pandas"))
            verify(findChild(tile, "tileSavedDamaged").visible)
            verify(!findChild(tile, "tilePitch").visible)
            compare(findChild(tile, "tileSavedDamagedWhy").text, "file: nested more than 64 levels deep")
            const newGame = findChild(tile, "newGameButton-trash-pandas")
            verify(newGame.visible)
            waitForRendering(tile)
            verify(newGame.mapToItem(tile, 0, newGame.height).y <= tile.height)
            mouseClick(newGame)
            compare(newGameSpy.count, 1)
        }

        function test_continueByKey() {
            const tile = makeTile("trash-pandas")
            tile.saved = unfinished(0)
            findChild(tile, "continueButton-trash-pandas").forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            compare(continueSpy.count, 1)
            tryCompare(tile, "rotation", 0)   // focus lifts the card
        }

        function test_trashDashContinuesNow() {
            // Trash Dash is playable (GameRegistry): its unfinished race can be continued.
            const tile = makeTile("trash-dash")
            tile.saved = unfinished(5)
            verify(tile.canContinue)
            verify(findChild(tile, "continueButton-trash-dash").visible)
            verify(!findChild(tile, "comingSoon").visible)
        }

        function test_leftWhen_data() {
            return [
                { tag: "now", minutes: 0, text: "left just now" },
                { tag: "one minute", minutes: 1, text: "left a minute ago" },
                { tag: "minutes", minutes: 42, text: "left 42 minutes ago" },
                { tag: "one hour", minutes: 61, text: "left an hour ago" },
                { tag: "hours", minutes: 5 * 60 + 10, text: "left 5 hours ago" }
            ]
        }

        function test_leftWhen(data) {
            const tile = makeTile("panda-panda")
            const now = new Date()
            compare(tile.leftWhen(new Date(now.getTime() - data.minutes * 60000), now), data.text)
        }

        function test_leftLongAgoSaysTheDate() {
            const tile = makeTile("panda-panda")
            const then = new Date(2024, 2, 5, 18, 30)
            const text = tile.leftWhen(then, new Date(2024, 2, 9, 10, 0))
            compare(text, "left on " + then.toLocaleDateString(Qt.locale(AppSettings.language), Locale.ShortFormat))
            compare(tile.leftWhen(undefined, new Date()), "")
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
            tryCompare(findChild(tile, "tileArt"), "ready", true, 30000) // decoding is slow on a loaded machine
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

        function test_trashDashOffersANewGame() {
            // Trash Dash is playable now (GameRegistry): New game, no "Coming soon".
            const tile = makeTile("trash-dash")
            verify(findChild(tile, "newGameButton-trash-dash").visible)
            verify(!findChild(tile, "comingSoon").visible)
            mouseClick(findChild(tile, "tileArt"))
            compare(newGameSpy.count, 1)
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
