import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// Track tiles show each special space with its icon and explanation, the
// Start tile its dotted line; pawns stand on their spaces, several on one
// space side by side (all visible), and follow each one-space move.
Item {
    id: stage
    width: 1000
    height: 400

    Td.TrackTile {
        id: startTile
        width: 90; height: 200
        tile: TrashDashCatalog.tile("start-b")
    }
    Td.TrackTile {
        id: spillTile
        x: 100
        width: 90; height: 200
        tile: TrashDashCatalog.tile("11a")
    }
    Td.TrackView {
        id: track
        y: 210
        width: 1000
        height: 190
        tiles: TrashDashCatalog.tilesOf(TrashDashCatalog.trackTiles("back-alley-blitz"))
        laps: 4
        racers: racerRows
    }
    // Rows with the session's racer model's roles (TdRacerModel): three
    // racers on the Start space, side by side.
    ListModel {
        id: racerRows
        ListElement { seat: 0; characterId: "jet"; characterName: "Jet"; cpu: false; position: 0; lapsDone: 0; spaceSlot: 0; spaceCount: 3 }
        ListElement { seat: 1; characterId: "chloe"; characterName: "Chloe"; cpu: true; position: 0; lapsDone: 0; spaceSlot: 1; spaceCount: 3 }
        ListElement { seat: 2; characterId: "flipp"; characterName: "Flipp"; cpu: true; position: 0; lapsDone: 0; spaceSlot: 2; spaceCount: 3 }
    }
    // Seat 0 alone on a space, the others together on Start.
    function moveFirst(space) {
        racerRows.setProperty(0, "position", space)
        racerRows.setProperty(0, "spaceSlot", 0)
        racerRows.setProperty(0, "spaceCount", space === 0 ? 3 : 1)
        racerRows.setProperty(1, "spaceSlot", space === 0 ? 1 : 0)
        racerRows.setProperty(1, "spaceCount", space === 0 ? 3 : 2)
        racerRows.setProperty(2, "spaceSlot", space === 0 ? 2 : 1)
        racerRows.setProperty(2, "spaceCount", space === 0 ? 3 : 2)
    }

    TestCase {
        name: "TrackParts"
        when: windowShown

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
            stage.moveFirst(0)
        }

        function test_start_tile_has_its_dotted_line() {
            verify(findChild(startTile, "tdStartLine").visible)
            verify(!findChild(spillTile, "tdStartLine").visible)
            compare(findChild(startTile, "tdTileLabel").text, "Start B")
        }

        function test_special_spaces_show_an_icon_and_explain_themselves() {
            const upper = findChild(spillTile, "tdUpperSpace")
            const lower = findChild(spillTile, "tdLowerSpace")
            const info = TrashDashCatalog.tile("11a")
            compare(upper.kind, info.upper)
            compare(lower.kind, info.lower)
            for (const space of [upper, lower]) {
                const icon = findChild(space, "tdSpaceIcon")
                compare(icon.visible, space.kind !== "plain")
                if (space.kind !== "plain") {
                    verify(icon.source.toString().indexOf("td-" + space.kind) >= 0)
                    verify(TrashDashCatalog.spaceHelp(space.kind).length > 10)
                }
            }
            // Hovering a special space shows what it does; a plain one explains nothing.
            const special = upper.kind !== "plain" ? upper : lower
            verify(special.activeFocusOnTab, "keyboard focus reaches it")
            mouseMove(stage, 1, 399)
            mouseMove(special, 5, 5)
            mouseMove(special, 8, 8)
            tryVerify(() => special.explaining)
        }

        // Issue 29, item 19: racers run right on the upper row and left on the
        // lower; a Spill's arrow, and the arrow painted on a plain space, point that way.
        function test_spill_arrows_point_the_way_each_row_runs() {
            const info = TrashDashCatalog.tile("11a")
            compare(info.upper, "spill")
            compare(info.lower, "spill")
            compare(findChild(findChild(spillTile, "tdUpperSpace"), "tdSpaceIcon").mirror, false)
            compare(findChild(findChild(spillTile, "tdLowerSpace"), "tdSpaceIcon").mirror, true)
            // Start B: plain above (the way out), a Spill below (the way back).
            compare(findChild(findChild(startTile, "tdUpperSpace"), "tdRowArrow").text, "»")
            compare(findChild(findChild(startTile, "tdLowerSpace"), "tdSpaceIcon").mirror, true)
        }

        function test_pawns_on_one_space_are_all_visible() {
            const a = findChild(track, "tdPawn-0"), b = findChild(track, "tdPawn-1"), c = findChild(track, "tdPawn-2")
            verify(a && b && c)
            // Side by side: no two overlap.
            verify(Math.abs(a.x - b.x) >= a.width - 1 || Math.abs(a.y - b.y) >= a.height - 1)
            verify(Math.abs(b.x - c.x) >= b.width - 1 || Math.abs(b.y - c.y) >= b.height - 1)
            verify(Math.abs(a.x - c.x) >= a.width - 1 || Math.abs(a.y - c.y) >= a.height - 1)
        }

        function test_a_pawn_follows_each_space_round_the_loop() {
            const pawn = findChild(track, "tdPawn-0")
            const tile0 = findChild(track, "tdTile-0")
            const tile4 = findChild(track, "tdTile-4")
            let lastX = pawn.x
            // Upper spaces left to right.
            for (let space = 1; space < 5; ++space) {
                stage.moveFirst(space)
                verify(pawn.x > lastX, "space " + space)
                lastX = pawn.x
            }
            verify(pawn.x >= tile4.x && pawn.x < tile4.x + tile4.width)
            const upperY = pawn.y
            // Round the Turn: the lower space of the same tile, then back leftwards.
            stage.moveFirst(5)
            verify(pawn.y > upperY + 20)
            verify(pawn.x >= tile4.x && pawn.x < tile4.x + tile4.width)
            stage.moveFirst(9)
            verify(pawn.x >= tile0.x && pawn.x < tile0.x + tile0.width)
            verify(pawn.y > upperY + 20)
        }

        // The visible items of a name (every lap row has a token per racer; one shows).
        function visibleTokens(item, name) {
            let out = item.objectName === name && item.visible ? [item] : []
            for (let i = 0; i < item.children.length; ++i)
                out = out.concat(visibleTokens(item.children[i], name))
            return out
        }

        function test_lap_tracker_shows_each_racers_lap() {
            const laps = [2, 0, 3]
            for (let s = 0; s < 3; ++s)
                racerRows.setProperty(s, "lapsDone", laps[s])
            for (let s = 0; s < 3; ++s) {
                // One token per racer, on the row of the lap it runs (lapsDone + 1, at most the last).
                const shown = visibleTokens(track, "tdLapToken-" + s)
                compare(shown.length, 1)
                const lap = Math.min(4, laps[s] + 1)
                compare(shown[0].lap, lap)
                const row = findChild(track, "tdLapRow-" + lap)
                const middle = shown[0].mapToItem(row, shown[0].width / 2, shown[0].height / 2)
                verify(middle.y >= 0 && middle.y <= row.height, "token " + s + " stands on the row of lap " + lap)
            }
            for (let s = 0; s < 3; ++s)
                racerRows.setProperty(s, "lapsDone", 0)
        }
    }
}
