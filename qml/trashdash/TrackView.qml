pragma ComponentBehavior: Bound
import QtQuick
import CritterTable
import "TdLayout.js" as TdLayout

// The race track as the board: an asphalt alley holding the Lap Tracker,
// then the tiles from Start (left) to Turn (right), the upper row run out to
// the Turn and the lower row back, and the pawns on their spaces. The tiles
// grow to fill the width they get (5 to 12 tiles), keeping their shape
// within a range (height 1.1 to 3 times the width). Racers on one space
// stand side by side in a grid, all visible, clear of the tile labels.
// Motion hooks for the table: strike (Attack), scare, slide (Spill), lapUp, rummage, finish.
Item {
    id: view
    property var tiles: []          // TrashDashCatalog tile maps
    // The racers: the session's racerModel (a row per seat with TdRacerModel's roles
    // seat, characterId, characterName, cpu, position, lapsDone, spaceSlot, spaceCount).
    property var racers: null
    property int laps: 1
    property int turnSeat: -1

    readonly property int tileCount: Math.max(1, tiles.length)
    readonly property real pad: Math.max(6, Math.min(16, width * 0.012))   // the asphalt round the tiles
    readonly property real gap: 6                                          // between tracker and Start
    readonly property real trackerShare: 0.8                               // tracker width per tile width
    readonly property real tileWidth: Math.max(20, Math.min((width - 2 * pad - gap) / (tileCount + trackerShare),
                                                            (height - 2 * pad) / 1.1))
    readonly property real tileHeight: Math.min(height - 2 * pad, tileWidth * 3)
    readonly property real trackerWidth: tileWidth * trackerShare
    readonly property real boardWidth: trackerWidth + gap + tileWidth * tileCount + 2 * pad
    readonly property real boardHeight: tileHeight + 2 * pad
    readonly property real rowX: (width - boardWidth) / 2 + pad + trackerWidth + gap
    readonly property real rowY: (height - boardHeight) / 2 + pad
    // A tile's kerb and median (every tile has the same size, so the first tells).
    readonly property Item firstTile: tileRepeater.count > 0 ? tileRepeater.itemAt(0) : null

    // A space's box in the view: its tile and half (0.. up the upper row, then back along the lower).
    function spaceRect(space) {
        const n = tiles.length
        const upper = space < n
        const tile = upper ? space : 2 * n - 1 - space
        const kerb = firstTile ? firstTile.kerb : 2
        const spaceH = firstTile ? firstTile.spaceHeight : tileHeight / 2
        const lowerY = firstTile ? firstTile.medianY + firstTile.medianHeight : tileHeight / 2
        return { x: rowX + tile * tileWidth + kerb, y: rowY + (upper ? kerb : lowerY),
                 width: tileWidth - 2 - 2 * kerb, height: spaceH, upper: upper }
    }
    // Where the pawn of a racer in slot `slot` of `count` on a space stands:
    // a grid along the bottom of the space, the biggest that fits.
    function pawnPlace(space, slot, count) {
        const r = spaceRect(space)
        const margin = 3
        const maxSize = Math.min(56, r.width * 0.7, r.height * 0.5)
        let fit = TdLayout.gridFit(count, r.width - 2 * margin, r.height - 2 * margin - 2, maxSize, 3)
        // Below a special space's object when that costs the pawns little (TdSpace.objectSize).
        const tile = tiles[r.upper ? space : 2 * tiles.length - 1 - space] || {}
        if ((r.upper ? tile.upper : tile.lower) !== undefined && (r.upper ? tile.upper : tile.lower) !== "plain") {
            const objectBottom = Math.max(2, r.height * 0.04) + Math.min(r.width * 0.62, r.height * 0.56)
            const clear = TdLayout.gridFit(count, r.width - 2 * margin, r.height - objectBottom - margin - 2, maxSize, 3)
            if (clear.size >= fit.size * 0.75)
                fit = clear
        }
        const columns = Math.min(fit.columns, Math.max(1, count))
        const rows = Math.ceil(Math.max(1, count) / columns)
        const gridW = columns * fit.size + (columns - 1) * 3
        const column = slot % columns
        const row = Math.floor(slot / columns)
        return { x: r.x + (r.width - gridW) / 2 + column * (fit.size + 3),
                 y: r.y + r.height - margin - 2 - (rows - row) * fit.size - (rows - 1 - row) * 3,
                 size: fit.size }
    }
    function pawnOf(seat) {
        for (let i = 0; i < pawns.count; ++i) {
            const p = pawns.itemAt(i) as Pawn
            if (p && p.seat === seat)
                return p
        }
        return null
    }

    // ---- motion hooks: the table calls them as an event step starts ----
    // An Attack: a claw swipe flies from the attacker to the target, which flinches.
    function strike(fromSeat, toSeat, ms) { flyer.fly(fromSeat, toSeat, ms, "danger") }
    // A Scare: a hiss flies from the scarer to the target, which flinches.
    function scare(fromSeat, toSeat, ms) { flyer.fly(fromSeat, toSeat, ms, "scare") }
    // A Spill slide: the racer's pawn wobbles as it slides on.
    function slide(seat, ms) {
        const p = pawnOf(seat)
        if (p)
            p.flinch(ms)
    }
    // A lap completed: the racer's token moves up the Lap Tracker over ms.
    function lapUp(seat, ms) { lapTracker.lapUp(seat, ms) }
    // A Trash card drawn where the racer stands: the Trash Can (or bin) rocks over ms.
    function rummage(seat, ms) {
        const p = pawnOf(seat)
        if (!p || tiles.length === 0)
            return
        const space = p.position
        const upper = space < tiles.length
        const tile = tileRepeater.itemAt(upper ? space : 2 * tiles.length - 1 - space) as TrackTile
        if (tile)
            tile.space(upper).rummage(ms)
    }

    // The race won: the winner's pawn gets a ring and a chequered flag over ms.
    function finish(seat, ms) { finishFlag.show(pawnOf(seat), ms) }

    // The alley: asphalt round the tracker and the tiles.
    Rectangle {
        objectName: "tdBoard"
        x: (view.width - view.boardWidth) / 2
        y: (view.height - view.boardHeight) / 2
        width: view.boardWidth
        height: view.boardHeight
        radius: 12
        color: "#4f4743"
        border.color: Theme.tableDark
        border.width: 2
        clip: true
        Image {
            anchors.fill: parent
            anchors.margins: 2
            visible: !Theme.highContrast
            source: visible ? Theme.art("td-asphalt") : ""
            fillMode: Image.Tile
            sourceSize.width: 64
            sourceSize.height: 64
        }
    }
    LapTracker {
        id: lapTracker
        objectName: "tdLapTracker"
        x: view.rowX - view.trackerWidth - view.gap
        y: view.rowY
        width: view.trackerWidth
        height: view.tileHeight
        laps: view.laps
        racers: view.racers
    }
    Repeater {
        id: tileRepeater
        model: view.tiles
        TrackTile {
            required property var modelData
            required property int index
            objectName: "tdTile-" + index
            x: view.rowX + index * view.tileWidth
            y: view.rowY
            width: view.tileWidth - 2
            height: view.tileHeight
            tile: modelData
            number: index + 1
        }
    }
    Repeater {
        id: pawns
        model: view.racers
        Pawn {
            id: pawn
            required property int index
            required seat
            required cpu
            required characterId
            required property string characterName
            required property int position
            // Its place among the racers on its space, and how many stand there.
            required property int spaceSlot
            required property int spaceCount
            objectName: "tdPawn-" + index
            readonly property var place: view.pawnPlace(position, spaceSlot, spaceCount)
            label: characterName
            active: seat === view.turnSeat
            width: place.size
            x: place.x
            y: place.y
        }
    }

    FinishFlag {
        id: finishFlag
        objectName: "tdFinish"
        z: 11
    }

    // What flies across the board on an Attack or a Scare.
    Rectangle {
        id: flyer
        objectName: "tdFlyer"
        property int toSeat: -1
        property int ms: 0
        visible: false
        z: 10
        width: Math.max(22, Math.min(64, view.tileWidth * 0.4))
        height: width
        radius: width / 2
        color: Theme.danger
        border.color: Theme.card
        border.width: 2
        // Its glyph, made at the first Attack or Scare and kept: hidden and
        // empty, it still loaded a font engine at each size the flyer passed
        // through as the board was laid out (issue 35).
        property Text glyph: null
        property string glyphText: ""
        Component {
            id: glyphMaker
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: flyer.glyphText
                color: Theme.card
                font.bold: true
                font.pixelSize: parent.width * 0.55
            }
        }
        function fly(fromSeat, toSeat, ms, tone) {
            const from = view.pawnOf(fromSeat)
            const to = view.pawnOf(toSeat)
            if (!from || !to || ms <= 0)
                return
            color = tone === "scare" ? Theme.scare : Theme.danger
            flyer.glyphText = tone === "scare" ? "!!" : "⚔"
            if (!flyer.glyph)
                flyer.glyph = glyphMaker.createObject(flyer) as Text
            flyer.toSeat = toSeat
            flyer.ms = ms
            x = from.x + from.width / 2 - width / 2
            y = from.y + from.height / 2 - height / 2
            flight.toX = to.x + to.width / 2 - width / 2
            flight.toY = to.y + to.height / 2 - height / 2
            visible = true
            flight.restart()
        }
        SequentialAnimation {
            id: flight
            property real toX: 0
            property real toY: 0
            ParallelAnimation {
                NumberAnimation { target: flyer; property: "x"; to: flight.toX; duration: Theme.reducedMotion ? 0 : flyer.ms * 0.7; easing.type: Easing.InQuad }
                NumberAnimation { target: flyer; property: "y"; to: flight.toY; duration: Theme.reducedMotion ? 0 : flyer.ms * 0.7; easing.type: Easing.InQuad }
            }
            ScriptAction {
                script: {
                    const target = view.pawnOf(flyer.toSeat)
                    if (target)
                        target.flinch(flyer.ms * 0.3)
                }
            }
            PauseAnimation { duration: flyer.ms * 0.3 }
            PropertyAction { target: flyer; property: "visible"; value: false }
        }
    }
}
