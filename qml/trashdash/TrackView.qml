pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The race track: the Lap Tracker, then the tiles in a row from Start
// (left) to Turn (right), upper spaces on top, lower below, and the pawns
// on their spaces. Racers on one space stand side by side, all visible.
// Sized to fit 5 to 12 tiles in the width it gets.
Item {
    id: view
    property var tiles: []          // TrashDashCatalog tile maps
    // The racers: the session's racerModel (a row per seat with TdRacerModel's
    // roles seat, characterName, cpu, position, lapsDone, spaceSlot, spaceCount).
    property var racers: null
    property int laps: 1
    property int turnSeat: -1

    readonly property int tileCount: Math.max(1, tiles.length)
    readonly property real trackerWidth: Math.max(34, Math.min(64, width * 0.06))
    readonly property real tileWidth: Math.min(130, (width - trackerWidth - 8) / tileCount)
    readonly property real tileHeight: Math.min(height, tileWidth * 2.2)
    readonly property real pawnSize: Math.max(14, Math.min(28, tileWidth * 0.3, tileHeight * 0.18))
    readonly property real rowX: (width - (trackerWidth + 8 + tileWidth * tileCount)) / 2 + trackerWidth + 8
    readonly property real rowY: (height - tileHeight) / 2

    // Where a pawn stands: the space's tile and half.
    function spacePoint(space) {
        const n = tiles.length
        const upper = space < n
        const tile = upper ? space : 2 * n - 1 - space
        return { x: rowX + tile * tileWidth, y: rowY + (upper ? 3 : tileHeight / 2), upper: upper }
    }

    LapTracker {
        objectName: "tdLapTracker"
        x: view.rowX - view.trackerWidth - 8
        y: view.rowY
        width: view.trackerWidth
        height: view.tileHeight
        laps: view.laps
        racers: view.racers
    }
    Repeater {
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
        model: view.racers
        Pawn {
            id: pawn
            required property int index
            required seat
            required cpu
            required property string characterName
            required property int position
            // Its place among the racers on its space, and how many stand there.
            required property int spaceSlot
            required property int spaceCount
            objectName: "tdPawn-" + index
            readonly property var point: view.spacePoint(position)
            // Up to three abreast, then a second row.
            readonly property int perRow: 3
            label: characterName
            active: seat === view.turnSeat
            width: view.pawnSize
            x: point.x + 4 + (spaceSlot % perRow) * Math.min(view.pawnSize + 2, (view.tileWidth - 10 - view.pawnSize) / Math.max(1, Math.min(perRow, spaceCount) - 1) || 0)
            // Along the bottom of the space, clear of its icon in the top corner.
            y: point.y + (view.tileHeight - 6) / 2 - view.pawnSize - 4 - Math.floor(spaceSlot / perRow) * (view.pawnSize * 0.75)
        }
    }
}
