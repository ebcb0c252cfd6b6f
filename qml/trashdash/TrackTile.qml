import QtQuick
import CritterTable

// One track tile: its upper and lower space, its label in the corner, the
// Start tile's dotted line (the lap line between its two spaces) and the
// Turn tile's arrow round the end. tile: TrashDashCatalog's tile map.
Item {
    id: trackTile
    property var tile: ({})
    property int number: 0    // 1-based, along the track
    readonly property string role: trackTile.tile.role || "numbered"
    readonly property real spaceHeight: (height - 6) / 2
    // A small tile (the track picker) shows its spaces only: no label, no tab stops.
    readonly property bool compact: width < 40
    // Each space a tab stop of its own (to read it), unless the tile is picked as a whole (the builder).
    property bool spacesFocusable: !compact

    Rectangle {
        anchors.fill: parent
        radius: 8
        color: trackTile.role === "start" ? Theme.trackStart : trackTile.role === "turn" ? Theme.trackTurn : Theme.trackTile
        border.color: Theme.tableDark
        border.width: 2
    }
    TdSpace {
        id: upperSpace
        objectName: "tdUpperSpace"
        x: 3; y: 3
        width: parent.width - 6
        height: trackTile.spaceHeight
        kind: trackTile.tile.upper || "plain"
        upper: true
        focusable: trackTile.spacesFocusable
        tileNumber: trackTile.number
    }
    TdSpace {
        id: lowerSpace
        objectName: "tdLowerSpace"
        x: 3; y: 3 + trackTile.spaceHeight
        width: parent.width - 6
        height: trackTile.spaceHeight
        kind: trackTile.tile.lower || "plain"
        upper: false
        focusable: trackTile.spacesFocusable
        tileNumber: trackTile.number
    }
    // The Start tile's dotted line: crossing it upward completes a lap.
    Row {
        objectName: "tdStartLine"
        visible: trackTile.role === "start"
        anchors.verticalCenter: parent.verticalCenter
        x: 4
        spacing: 4
        Repeater {
            model: Math.max(0, Math.floor((trackTile.width - 8) / 10))
            Rectangle { width: 6; height: 3; color: Theme.ink }
        }
    }
    Text {
        visible: trackTile.role === "turn" && !trackTile.compact
        anchors.right: parent.right
        anchors.rightMargin: 4
        anchors.verticalCenter: parent.verticalCenter
        text: "↻"
        color: Theme.amberDark
        font.pixelSize: Math.max(12, trackTile.width * 0.25)
        font.bold: true
    }
    Text {
        objectName: "tdTileLabel"
        visible: !trackTile.compact
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 5
        text: trackTile.tile.label || ""
        color: Theme.inkSoft
        font.family: Theme.bodyFont
        font.pixelSize: Math.max(Theme.scaled(9), Math.min(Theme.scaled(12), trackTile.width * 0.14))
        font.bold: true
    }
}
