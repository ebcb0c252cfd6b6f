import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// Issue 30, items 1-3 (issue 29, items 18 and 24): the board at the three
// window sizes. The track fills the board's width (or height) keeping each
// tile's shape in range; every space, pawn, tile label and lap token lies
// inside the board and none overlaps another, racers on one space included;
// the 12-tile Feisty Feral Frenzy keeps its pawns and labels readable at
// 1024x640. Scenarios: td_midrace.json (three racers on one space),
// td_feisty.json (four on one space of the 12-tile track).
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
    // A bare track with six racers on one space (the most a race has).
    Component {
        id: trackComponent
        Td.TrackView {
            tiles: TrashDashCatalog.tilesOf(TrashDashCatalog.trackTiles("feisty-feral-frenzy"))
            laps: 1
            racers: sixOnOne
        }
    }
    ListModel {
        id: sixOnOne
        ListElement { seat: 0; characterId: "aesop"; characterName: "Aesop"; cpu: false; position: 5; lapsDone: 0; spaceSlot: 0; spaceCount: 6 }
        ListElement { seat: 1; characterId: "chloe"; characterName: "Chloe"; cpu: true; position: 5; lapsDone: 0; spaceSlot: 1; spaceCount: 6 }
        ListElement { seat: 2; characterId: "flipp"; characterName: "Flipp"; cpu: false; position: 5; lapsDone: 0; spaceSlot: 2; spaceCount: 6 }
        ListElement { seat: 3; characterId: "jet"; characterName: "Jet"; cpu: true; position: 5; lapsDone: 0; spaceSlot: 3; spaceCount: 6 }
        ListElement { seat: 4; characterId: "madam-penelope"; characterName: "Madam Penelope"; cpu: false; position: 5; lapsDone: 0; spaceSlot: 4; spaceCount: 6 }
        ListElement { seat: 5; characterId: "winston"; characterName: "Winston"; cpu: true; position: 5; lapsDone: 0; spaceSlot: 5; spaceCount: 6 }
    }

    TestCase {
        name: "TrackBoard"
        when: windowShown

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
            AppSettings.botPace = AppSettings.Instant
        }
        function cleanup() {
            stage.width = 1280
            stage.height = 800
        }

        function deep(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = deep(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }
        // Every visible item whose objectName starts with prefix (or is name).
        function allNamed(item, test, out) {
            out = out || []
            if (!item.visible)
                return out
            if (test(item.objectName))
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                allNamed(item.children[i], test, out)
            return out
        }
        function rectIn(item, frame) {
            const p = item.mapToItem(frame, 0, 0)
            return { x: p.x, y: p.y, w: item.width, h: item.height, name: item.objectName }
        }
        function inside(r, outer) {
            return r.x >= outer.x - 0.5 && r.y >= outer.y - 0.5
                    && r.x + r.w <= outer.x + outer.w + 0.5 && r.y + r.h <= outer.y + outer.h + 0.5
        }
        function overlap(a, b) {
            const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
            const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
            return w > 0.5 && h > 0.5
        }
        // The board's pieces: spaces, tile labels' plaques, pawns and lap tokens.
        function pieces(track, frame) {
            const spaces = allNamed(track, n => n === "tdUpperSpace" || n === "tdLowerSpace").map(i => rectIn(i, frame))
            const labels = allNamed(track, n => n === "tdTileLabel").map(i => rectIn(i.parent, frame))
            const pawns = allNamed(track, n => n.startsWith("tdPawn-")).map(i => rectIn(i, frame))
            const tokens = allNamed(track, n => n.startsWith("tdLapToken-")).map(i => rectIn(i, frame))
            return { spaces: spaces, labels: labels, pawns: pawns, tokens: tokens }
        }
        // Each label names its tile whole, none cut.
        function checkLabels(track) {
            for (const label of allNamed(track, n => n === "tdTileLabel")) {
                verify(label.text.length > 0)
                verify(label.contentWidth <= label.width + 0.5, label.text + " fits its plaque")
                verify(label.font.pixelSize >= 7, label.text + " readable")
            }
        }
        function checkBoard(track, tileCount, racerCount) {
            const frame = deep(track, "tdBoard")
            verify(frame !== null)
            const board = rectIn(frame, track)
            const p = pieces(track, track)
            compare(p.spaces.length, 2 * tileCount)
            compare(p.labels.length, tileCount)
            compare(p.pawns.length, racerCount)
            compare(p.tokens.length, racerCount)
            const all = p.spaces.concat(p.labels, p.pawns, p.tokens)
            for (const r of all)
                verify(inside(r, board), r.name + " inside the board")
            // The board is all of the track's width or height (less its margins).
            verify(board.w >= track.width - 2 || board.h >= track.height - 2, "the board fills its place")
            const groups = [p.spaces.concat(p.labels), p.pawns.concat(p.labels), p.tokens]
            for (const group of groups)
                for (let i = 0; i < group.length; ++i)
                    for (let j = i + 1; j < group.length; ++j)
                        verify(!overlap(group[i], group[j]), group[i].name + " clear of " + group[j].name)
            // A pawn stands on its space.
            for (const pawn of allNamed(track, n => n.startsWith("tdPawn-"))) {
                const r = rectIn(pawn, track)
                const space = track.spaceRect(pawn.position)
                verify(inside(r, { x: space.x, y: space.y, w: space.width, h: space.height }), pawn.objectName + " on its space")
            }
            checkLabels(track)
        }

        function openScenario(name) {
            const table = createTemporaryObject(tableComponent, stage, { file: Qt.resolvedUrl(name) })
            verify(table !== null)
            table.session.autosaveDir = ""
            tryVerify(() => table.session.myDecision, 5000)
            return table
        }

        function test_the_board_at_each_window_size_data() {
            return [{ tag: "1024x640", w: 1024, h: 640 }, { tag: "1280x800", w: 1280, h: 800 }, { tag: "1920x1080", w: 1920, h: 1080 }]
        }
        function test_the_board_at_each_window_size(data) {
            stage.width = data.w
            stage.height = data.h
            const table = openScenario("td_midrace.json")
            const track = deep(table, "tdTrack")
            wait(50)
            // Three racers share a space in the scenario.
            const counts = table.session.racerModel.toList ? null : null
            let shared = 0
            for (let i = 0; i < table.session.racerModel.count; ++i)
                shared = Math.max(shared, table.session.racerModel.get(i).spaceCount)
            compare(shared, 3)
            checkBoard(track, table.session.trackTiles.length, table.session.racerModel.count)
            // The track uses the board's width: tiles at least as wide as the width allows less the tracker.
            verify(track.tileWidth * table.session.trackTiles.length > track.width * 0.75, "tiles fill the width")
        }

        function test_feisty_feral_frenzy_reads_at_1024x640() {
            stage.width = 1024
            stage.height = 640
            const table = openScenario("td_feisty.json")
            const track = deep(table, "tdTrack")
            wait(50)
            compare(table.session.trackTiles.length, 12)
            checkBoard(track, 12, 4)
            // Four racers on one space, each pawn big enough to tell apart.
            for (const pawn of allNamed(track, n => n.startsWith("tdPawn-")))
                verify(pawn.width >= 18, pawn.objectName + " " + pawn.width + " px")
            for (const token of allNamed(track, n => n.startsWith("tdLapToken-")))
                verify(token.width >= 16, token.objectName + " " + token.width + " px")
        }

        function test_six_racers_on_one_space_stand_side_by_side() {
            // The track's place on the Feisty board at 1024x640.
            stage.width = 1024
            stage.height = 640
            const table = openScenario("td_feisty.json")
            const real = deep(table, "tdTrack")
            const track = createTemporaryObject(trackComponent, stage, { width: real.width, height: real.height })
            wait(50)
            checkBoard(track, 12, 6)
        }

        // Issue 29, item 18: the hand-over screen shows the racer's token (Ana
        // races Aesop: the mouse, not an "A" for Ana).
        function test_the_hand_over_badge_is_the_racers_token() {
            const table = createTemporaryObject(tableComponent, stage, { file: Qt.resolvedUrl("td_attack.json") })
            table.session.autosaveDir = ""
            tryVerify(() => table.session.privacyNeeded)
            const seat = table.session.privacySeat
            const badge = deep(table, "privacyBadge")
            verify(badge !== null && badge.visible)
            compare(badge.children.length, 1)
            const token = badge.children[0]
            compare(token.seat, seat)
            compare(token.characterId, table.session.racerModel.get(seat).characterId)
            verify(token.width >= 48, "as big as the mark it replaces")
        }

        function test_one_mark_per_racer_on_track_tracker_and_seat() {
            const table = openScenario("td_midrace.json")
            const model = table.session.racerModel
            for (let i = 0; i < model.count; ++i) {
                const racer = model.get(i)
                const marks = [deep(deep(table, "tdPawn-" + i), "pawnMark"), deep(table, "tdLapToken-" + i),
                               deep(deep(table, "tdRacer-" + i), "racerMark")]
                for (const mark of marks) {
                    verify(mark !== null)
                    compare(mark.characterId, racer.characterId)
                    compare(mark.seat, racer.seat)
                    compare(mark.cpu, racer.cpu)
                    compare(deep(mark, "tokenCpuTag").visible, racer.cpu)
                }
            }
        }
    }
}
