pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Our own track: click or drag tiles from the box into the row, flip a
// tile to its other side, take one out again. The row must start with a
// Start tile and end with a Turn tile, 5 to 12 tiles in all, each numbered
// tile once; the rules check it and the reason shows while it is not a track.
Column {
    id: builder
    property var tiles: []                // tile ids in the row, Start first
    readonly property string problem: TrashDashCatalog.checkTiles(tiles)
    readonly property bool valid: problem.length === 0
    readonly property int suggestedLaps: TrashDashCatalog.recommendedLaps(tiles.length)
    property real tileWidth: 46
    spacing: 8

    function sideOf(id) {
        return id.endsWith("a") ? "a" : "b"
    }
    function numberOf(id) {
        return parseInt(id)
    }
    // Adds a tile where it belongs: a Start first, a Turn last, numbered tiles before the Turn.
    function add(id) {
        const next = builder.tiles.slice()
        const role = TrashDashCatalog.tileRole(id)
        if (role === "start") {
            if (next.length > 0 && TrashDashCatalog.tileRole(next[0]) === "start")
                next[0] = id
            else
                next.unshift(id)
        } else if (role === "turn") {
            if (next.length > 0 && TrashDashCatalog.tileRole(next[next.length - 1]) === "turn")
                next[next.length - 1] = id
            else
                next.push(id)
        } else {
            const endsWithTurn = next.length > 0 && TrashDashCatalog.tileRole(next[next.length - 1]) === "turn"
            next.splice(endsWithTurn ? next.length - 1 : next.length, 0, id)
        }
        builder.tiles = next
    }
    function removeAt(index) {
        const next = builder.tiles.slice()
        next.splice(index, 1)
        builder.tiles = next
    }
    function flipAt(index) {
        const next = builder.tiles.slice()
        const id = next[index]
        next[index] = id.slice(0, -1) + (sideOf(id) === "a" ? "b" : "a")
        builder.tiles = next
    }
    function inRow(number) {
        for (const id of builder.tiles)
            if (numberOf(id) === number)
                return true
        return false
    }

    // The row being built.
    Rectangle {
        id: rowArea
        objectName: "tdBuilderRow"
        width: parent.width
        height: builder.tileWidth * 2 + 34
        radius: Theme.radiusSmall
        color: Theme.highContrast ? Theme.tableDark : "#33000000"
        border.color: builder.valid ? Theme.teal : Theme.amber
        border.width: 2
        Text {
            visible: builder.tiles.length === 0
            anchors.centerIn: parent
            text: qsTr("Click or drag tiles here: a Start, 3 to 10 numbered tiles, a Turn.")
            color: Theme.onTableSoft
            font.pixelSize: Theme.textSmall
        }
        Row {
            x: 8; y: 6
            spacing: 3
            Repeater {
                model: builder.tiles
                Column {
                    id: placed
                    required property var modelData
                    required property int index
                    spacing: 2
                    TrackTile {
                        objectName: "tdBuiltTile-" + placed.index
                        width: Math.min(builder.tileWidth, (rowArea.width - 16) / Math.max(1, builder.tiles.length) - 3)
                        height: builder.tileWidth * 2
                        tile: TrashDashCatalog.tile(placed.modelData)
                    }
                    Row {
                        spacing: 1
                        Rectangle {
                            objectName: "tdFlip-" + placed.index
                            width: 14; height: 18; radius: 3; color: Theme.teal
                            Text { anchors.centerIn: parent; text: "⇄"; color: Theme.card; font.pixelSize: 10 }
                            MouseArea { anchors.fill: parent; onClicked: builder.flipAt(placed.index) }
                        }
                        Rectangle {
                            objectName: "tdRemove-" + placed.index
                            width: 14; height: 18; radius: 3; color: Theme.danger
                            Text { anchors.centerIn: parent; text: "×"; color: Theme.card; font.pixelSize: 11; font.bold: true }
                            MouseArea { anchors.fill: parent; onClicked: builder.removeAt(placed.index) }
                        }
                    }
                }
            }
        }
    }
    Text {
        objectName: "tdBuilderProblem"
        width: parent.width
        wrapMode: Text.WordWrap
        text: builder.valid ? (builder.suggestedLaps === 1 ? qsTr("A good track of %1 tiles: 1 lap suggested.").arg(builder.tiles.length)
                                                            : qsTr("A good track of %1 tiles: %2 laps suggested.").arg(builder.tiles.length).arg(builder.suggestedLaps))
                            : builder.problem
        color: builder.valid ? Theme.tealLight : Theme.amberLight
        font.pixelSize: Theme.textSmall
        font.bold: true
    }
    Row {
        spacing: 8
        TableButton {
            objectName: "tdRandomTrack"
            kind: "secondary"
            glyph: "⚄"
            text: qsTr("Random track")
            onClicked: builder.tiles = TrashDashCatalog.randomTiles(Date.now())
        }
        TableButton {
            objectName: "tdClearTrack"
            kind: "ghost"
            text: qsTr("Clear")
            onClicked: builder.tiles = []
        }
    }
    // The box of tiles: each side shown, used ones greyed.
    Flow {
        objectName: "tdTileBox"
        width: parent.width
        spacing: 4
        Repeater {
            model: TrashDashCatalog.tiles
            Item {
                id: boxTile
                required property var modelData
                readonly property bool used: modelData.role === "numbered" && builder.inRow(modelData.number)
                objectName: "tdBoxTile-" + modelData.id
                width: builder.tileWidth * 0.92
                height: builder.tileWidth * 1.6
                opacity: used ? 0.35 : 1
                TrackTile {
                    id: boxFace
                    width: parent.width
                    height: parent.height
                    tile: boxTile.modelData
                    Drag.active: dragger.active
                    Drag.hotSpot.x: width / 2
                    Drag.hotSpot.y: height / 2
                }
                TapHandler {
                    enabled: !boxTile.used
                    onTapped: builder.add(boxTile.modelData.id)
                }
                DragHandler {
                    id: dragger
                    enabled: !boxTile.used
                    target: boxFace
                    onActiveChanged: {
                        if (active)
                            return
                        const p = boxFace.mapToItem(rowArea, boxFace.width / 2, boxFace.height / 2)
                        boxFace.x = 0
                        boxFace.y = 0
                        if (p.x >= 0 && p.y >= 0 && p.x <= rowArea.width && p.y <= rowArea.height)
                            builder.add(boxTile.modelData.id)
                    }
                }
            }
        }
    }
}
