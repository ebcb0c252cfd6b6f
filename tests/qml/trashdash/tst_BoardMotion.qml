import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// Issue 30, item 4: the board's motion hooks the table calls for an event
// step, each taking the step's duration (from the one animation setting):
// an Attack or a Scare flies from one pawn to the other and the target
// flinches; a Trash card drawn rocks the Trash Can; a lap moves the token up over the step; the
// winner's pawn gets a ring and a flag; a duration of 0 (instant) shows nothing moving.
Item {
    id: stage
    width: 1000
    height: 400

    Td.TrackView {
        id: track
        anchors.fill: parent
        tiles: TrashDashCatalog.tilesOf(TrashDashCatalog.trackTiles("back-alley-blitz"))
        laps: 4
        racers: racerRows
    }
    ListModel {
        id: racerRows
        ListElement { seat: 0; characterId: "chloe"; characterName: "Chloe"; cpu: false; position: 3; lapsDone: 0; spaceSlot: 0; spaceCount: 1 }
        ListElement { seat: 1; characterId: "winston"; characterName: "Winston"; cpu: true; position: 1; lapsDone: 0; spaceSlot: 0; spaceCount: 1 }
    }

    TestCase {
        name: "BoardMotion"
        when: windowShown

        // Every piece in its place first (the first layout may still be moving).
        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
            for (const name of ["tdLapToken-0", "tdLapToken-1", "tdPawn-0", "tdPawn-1"]) {
                const piece = findChild(track, name)
                tryVerify(() => Math.abs(piece.y - (piece.point ? piece.point.y : piece.place.y)) < 0.5, 2000, name)
            }
        }
        function cleanup() {
            AppSettings.animationSpeed = AppSettings.Instant
            racerRows.setProperty(0, "lapsDone", 0)
        }

        function test_an_attack_flies_from_attacker_to_target_over_the_step() {
            AppSettings.animationSpeed = AppSettings.Normal
            const flyer = findChild(track, "tdFlyer")
            const target = findChild(findChild(track, "tdPawn-1"), "pawnMark")
            verify(!flyer.visible)
            let flinched = false
            const watch = () => { if (target.scale > 1.05) flinched = true }
            target.scaleChanged.connect(watch)
            const started = Date.now()
            track.strike(0, 1, 400)
            verify(flyer.visible, "the strike is on its way")
            tryVerify(() => !flyer.visible, 3000)
            target.scaleChanged.disconnect(watch)
            verify(Date.now() - started >= 300, "it took the step's time")
            verify(flinched, "the target flinched")
            // It ended on the target.
            const pawn = findChild(track, "tdPawn-1")
            compare(flyer.x + flyer.width / 2, pawn.x + pawn.width / 2)
        }

        function test_a_scare_flies_too() {
            AppSettings.animationSpeed = AppSettings.Normal
            const flyer = findChild(track, "tdFlyer")
            track.scare(1, 0, 300)
            verify(flyer.visible)
            compare(flyer.color, Theme.scare)
            tryVerify(() => !flyer.visible, 3000)
        }

        function test_a_trash_card_drawn_rocks_the_trash_can() {
            racerRows.setProperty(0, "position", 4)   // the Trash Can on tile 5's upper space
            AppSettings.animationSpeed = AppSettings.Normal
            const can = findChild(findChild(findChild(track, "tdTile-4"), "tdUpperSpace"), "tdSpaceIcon")
            let rocked = false
            const watch = () => { if (Math.abs(can.rotation) > 3) rocked = true }
            can.rotationChanged.connect(watch)
            track.rummage(0, 400)
            tryVerify(() => rocked, 2000)
            tryCompare(can, "rotation", 0, 2000)
            can.rotationChanged.disconnect(watch)
            racerRows.setProperty(0, "position", 3)
        }

        function test_instant_shows_nothing_moving() {
            const flyer = findChild(track, "tdFlyer")
            track.strike(0, 1, 0)
            verify(!flyer.visible)
            track.scare(0, 1, 0)
            verify(!flyer.visible)
            racerRows.setProperty(0, "position", 4)
            const can = findChild(findChild(findChild(track, "tdTile-4"), "tdUpperSpace"), "tdSpaceIcon")
            track.rummage(0, 0)
            compare(can.rotation, 0)
            racerRows.setProperty(0, "position", 3)
        }

        function test_the_winners_pawn_gets_its_moment_over_the_step() {
            AppSettings.animationSpeed = AppSettings.Normal
            const finish = findChild(track, "tdFinish")
            const pawn = findChild(track, "tdPawn-1")
            verify(!finish.visible)
            const started = Date.now()
            track.finish(1, 400)
            verify(finish.visible, "the flag is up")
            compare(finish.x, pawn.x)
            compare(finish.y, pawn.y)
            tryVerify(() => !finish.visible, 3000)
            verify(Date.now() - started >= 300, "it took the step's time")
            AppSettings.animationSpeed = AppSettings.Instant
            track.finish(1, 0)
            verify(!finish.visible, "at instant no flag")
        }

        function test_a_lap_moves_the_token_up_over_the_step() {
            AppSettings.animationSpeed = AppSettings.Normal
            const token = findChild(track, "tdLapToken-0")
            const startY = token.y
            track.lapUp(0, 500)
            racerRows.setProperty(0, "lapsDone", 1)
            wait(100)
            verify(token.y < startY && token.y > token.point.y, "on its way up")
            tryCompare(token, "y", token.point.y, 3000)
            compare(token.lap, 2)
        }
    }
}
