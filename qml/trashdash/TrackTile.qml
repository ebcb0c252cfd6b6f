pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// One track tile, drawn as a stretch of alley: its upper and lower space
// (TdSpace) inside a stone kerb, and between them the median: a kerb strip
// on a numbered tile, the dotted lap line on the Start tile (crossing it
// upward completes a lap), the way round on the Turn tile (the median stops
// and an arrow turns from the upper row into the lower). The tile's label
// (3B, Start A) sits on the median, where no pawn ever stands.
// tile: TrashDashCatalog's tile map.
Item {
    id: trackTile
    property var tile: ({})
    property int number: 0    // 1-based, along the track
    readonly property string role: trackTile.tile.role || "numbered"
    // A small tile (the track picker) shows its spaces only: no label, no tab stops.
    readonly property bool compact: width < 40
    // Each space a tab stop of its own (to read it), unless the tile is picked as a whole (the builder).
    property bool spacesFocusable: !compact
    readonly property real kerb: compact ? 1 : Math.max(2, Math.min(6, width * 0.035))
    readonly property real medianHeight: compact ? 2 : Math.max(Theme.scaled(13), Math.min(26, height * 0.11))
    readonly property real spaceHeight: (height - 2 * kerb - medianHeight) / 2
    readonly property real medianY: kerb + spaceHeight
    readonly property color stone: Theme.highContrast ? Theme.card : "#cfc2ae"
    function space(upper) { return upper ? upperSpace : lowerSpace }

    Rectangle {
        anchors.fill: parent
        radius: trackTile.compact ? 2 : 6
        color: trackTile.stone
        border.color: Theme.tableDark
        border.width: trackTile.compact ? 1 : 2
    }
    TdSpace {
        id: upperSpace
        objectName: "tdUpperSpace"
        x: trackTile.kerb; y: trackTile.kerb
        width: parent.width - 2 * trackTile.kerb
        height: trackTile.spaceHeight
        kind: trackTile.tile.upper || "plain"
        upper: true
        compact: trackTile.compact
        focusable: trackTile.spacesFocusable
        tileNumber: trackTile.number
    }
    TdSpace {
        id: lowerSpace
        objectName: "tdLowerSpace"
        x: trackTile.kerb; y: trackTile.medianY + trackTile.medianHeight
        width: parent.width - 2 * trackTile.kerb
        height: trackTile.spaceHeight
        kind: trackTile.tile.lower || "plain"
        upper: false
        compact: trackTile.compact
        focusable: trackTile.spacesFocusable
        tileNumber: trackTile.number
    }
    // The Turn tile: the median stops short and the alley turns round its end.
    // Its pieces are made on the Turn tile alone (issue 35).
    Repeater {
        model: trackTile.role === "turn" && !trackTile.compact ? 1 : 0
        Rectangle {
            x: trackTile.kerb + trackTile.width * 0.5
            y: trackTile.medianY - 1
            width: trackTile.width - x - trackTile.kerb
            height: trackTile.medianHeight + 2
            color: Theme.trackLower
            Image {
                anchors.fill: parent
                visible: !Theme.highContrast
                source: visible ? Theme.art("td-cobbles") : ""
                fillMode: Image.Tile
                sourceSize.width: 48
                sourceSize.height: 48
                opacity: 0.65
            }
        }
    }
    Repeater {
        model: trackTile.role === "turn" && !trackTile.compact ? 1 : 0
        Canvas {
            id: turnArrow
            objectName: "tdTurnArrow"
            // From the upper row round the median's end into the lower row, heading left.
            readonly property real reach: Math.min(trackTile.spaceHeight * 0.3, 36)
            readonly property real line: Math.max(3, Math.min(7, trackTile.width * 0.05))
            readonly property real radius: (height - line) / 2
            width: radius + line * 2.2
            height: trackTile.medianHeight + 2 * reach
            x: trackTile.width - trackTile.kerb - 3 - width
            y: trackTile.medianY - reach
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                const lw = line, cx = lw * 1.6, cy = height / 2, r = radius - lw / 2
                ctx.strokeStyle = Theme.amberDark
                ctx.fillStyle = Theme.amberDark
                ctx.lineWidth = lw
                ctx.lineCap = "round"
                ctx.beginPath()
                ctx.arc(cx - lw, cy, r, -Math.PI / 2, Math.PI / 2, false)
                ctx.stroke()
                ctx.beginPath()
                ctx.moveTo(cx - lw * 2.6, cy + r)
                ctx.lineTo(cx - lw * 0.4, cy + r - lw * 1.3)
                ctx.lineTo(cx - lw * 0.4, cy + r + lw * 1.3)
                ctx.closePath()
                ctx.fill()
            }
        }
    }
    // The Start tile's dotted line: crossing it upward completes a lap.
    Rectangle {
        visible: trackTile.role === "start"
        x: trackTile.kerb
        y: trackTile.medianY
        width: trackTile.width - 2 * trackTile.kerb
        height: trackTile.medianHeight
        color: Theme.ink
        Row {
            objectName: "tdStartLine"
            anchors.verticalCenter: parent.verticalCenter
            x: 2
            spacing: Math.max(2, parent.height * 0.25)
            Repeater {
                // Its dots on the Start tile alone (issue 35).
                model: trackTile.role !== "start" ? 0
                       : Math.max(1, Math.floor((trackTile.width - 8) / Math.max(4, trackTile.medianHeight * 0.6)))
                Rectangle {
                    width: Math.max(2, trackTile.medianHeight * 0.35)
                    height: Math.max(1, trackTile.medianHeight * 0.3)
                    color: Theme.card
                }
            }
        }
    }
    // The tile's number and side on a plaque on the median.
    Rectangle {
        visible: !trackTile.compact
        anchors.horizontalCenter: parent.horizontalCenter
        y: trackTile.medianY + (trackTile.medianHeight - height) / 2
        width: Math.min(label.implicitWidth + 8, trackTile.width - 2 * trackTile.kerb)
        height: trackTile.medianHeight - 2
        radius: height / 3
        color: Theme.card
        border.color: Theme.tableDark
        border.width: 1
        Text {
            id: label
            objectName: "tdTileLabel"
            textFormat: Text.PlainText
            anchors.fill: parent
            anchors.leftMargin: 3
            anchors.rightMargin: 3
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: trackTile.tile.label || ""
            color: Theme.ink
            font.family: Theme.bodyFont
            font.bold: true
            font.pixelSize: Math.max(8, Math.round(trackTile.medianHeight * 0.66))
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 7
        }
    }
}
