pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Our own track: click or drag tiles from the box into the row (a dragged
// tile goes where it is dropped), then pick a tile in the row to move it
// along, flip it to its other side or take it out, with the buttons under
// the row, the keys (arrows pick, Ctrl+arrows move, F flips, Delete takes
// out) or by dragging it. The row must start with a Start tile and end with
// a Turn tile, 5 to 12 tiles in all, each numbered tile once; the rules
// check it (TrashDashCatalog.checkTiles) and the reason shows while it is
// not a track.
Column {
    id: builder
    property var tiles: []                // tile ids in the row, Start first
    readonly property string problem: TrashDashCatalog.checkTiles(tiles)
    readonly property bool valid: problem.length === 0
    readonly property int suggestedLaps: TrashDashCatalog.recommendedLaps(tiles.length)
    // The tile in the row the buttons under it act on (-1: none).
    property int picked: -1
    readonly property bool hasPick: picked >= 0 && picked < tiles.length
    property real tileWidth: 46
    spacing: 8

    function sideOf(id) {
        return id.endsWith("a") ? "a" : "b"
    }
    function numberOf(id) {
        return parseInt(id)
    }
    // The row's ends: a Start stays first and a Turn last; numbered tiles go between.
    function firstFree(list) {
        return list.length > 0 && TrashDashCatalog.tileRole(list[0]) === "start" ? 1 : 0
    }
    function lastFree(list) {
        return list.length > 0 && TrashDashCatalog.tileRole(list[list.length - 1]) === "turn" ? list.length - 1 : list.length
    }
    function betweenEnds(list, at) {
        return Math.max(firstFree(list), Math.min(lastFree(list), at))
    }
    // Adds a tile where it belongs: a Start first, a Turn last, a numbered
    // tile at `at` (a drop) or else just before the Turn.
    function add(id, at) {
        const next = builder.tiles.slice()
        const role = TrashDashCatalog.tileRole(id)
        let placedAt = 0
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
            placedAt = next.length - 1
        } else {
            placedAt = at === undefined ? lastFree(next) : betweenEnds(next, at)
            next.splice(placedAt, 0, id)
        }
        builder.tiles = next
        builder.picked = placedAt
    }
    // Moves the numbered tile at `from` to `to`, kept between the ends.
    function moveTo(from, to) {
        const next = builder.tiles.slice()
        if (from < 0 || from >= next.length || TrashDashCatalog.tileRole(next[from]) !== "numbered")
            return false
        const id = next.splice(from, 1)[0]
        const place = betweenEnds(next, to)
        next.splice(place, 0, id)
        builder.tiles = next
        builder.picked = place
        return place !== from
    }
    function canMove(index, delta) {
        const list = builder.tiles
        if (index < 0 || index >= list.length || TrashDashCatalog.tileRole(list[index]) !== "numbered")
            return false
        const to = index + delta
        return to >= firstFree(list) && to < lastFree(list)
    }
    function removeAt(index) {
        const next = builder.tiles.slice()
        next.splice(index, 1)
        builder.tiles = next
        builder.picked = Math.min(index, next.length - 1)
    }
    function flipAt(index) {
        const next = builder.tiles.slice()
        const id = next[index]
        next[index] = id.slice(0, -1) + (sideOf(id) === "a" ? "b" : "a")
        builder.tiles = next
    }
    // The slot under x (in the row's coordinates): where a dropped tile goes.
    function slotAt(x) {
        const slot = placedRow.slotWidth + placedRow.spacing
        return Math.max(0, Math.min(builder.tiles.length, Math.floor(x / slot)))
    }
    // Arrows pick the next tile; with Ctrl they move the picked one.
    function keyStep(event, index, delta) {
        event.accepted = true
        if (event.modifiers & Qt.ControlModifier) {
            if (canMove(index, delta))
                moveTo(index, index + delta)
        } else {
            picked = Math.max(0, Math.min(tiles.length - 1, index + delta))
        }
        focusPicked()
    }
    function keyAct(event, index) {
        if (event.key === Qt.Key_F) {
            flipAt(index)
        } else if (event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace) {
            removeAt(index)
        } else {
            return
        }
        event.accepted = true
        focusPicked()
    }
    // The row is rebuilt on every change: focus goes back to the picked tile.
    function focusPicked() {
        Later.call(() => {
            for (let i = 0; i < placedRow.children.length; ++i) {
                const item = placedRow.children[i]
                if (item.objectName === "tdBuiltTile-" + picked)
                    item.forceActiveFocus(Qt.TabFocusReason)
            }
        })
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
        height: builder.tileWidth * 2 + 16
        radius: Theme.radiusSmall
        color: Theme.highContrast ? Theme.tableDark : "#33000000"
        border.color: builder.valid ? Theme.teal : Theme.amber
        border.width: 2
        Text {
            textFormat: Text.PlainText
            visible: builder.tiles.length === 0
            anchors.centerIn: parent
            text: qsTr("Click or drag tiles here: a Start, 3 to 10 numbered tiles, a Turn.")
            color: Theme.onTableSoft
            font.pixelSize: Theme.textSmall
        }
        Row {
            id: placedRow
            x: 8; y: 8
            spacing: 3
            readonly property real slotWidth: Math.min(builder.tileWidth, (rowArea.width - 16) / Math.max(1, builder.tiles.length) - 3)
            Repeater {
                model: builder.tiles
                Item {
                    id: placed
                    required property var modelData
                    required property int index
                    readonly property bool isPicked: builder.picked === index
                    objectName: "tdBuiltTile-" + index
                    width: placedRow.slotWidth
                    height: builder.tileWidth * 2
                    activeFocusOnTab: true
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTr("Tile %1 of the track: %2").arg(index + 1).arg(face.tile.label || "")
                    Accessible.selected: isPicked
                    onActiveFocusChanged: if (activeFocus) builder.picked = index
                    Keys.onLeftPressed: (event) => builder.keyStep(event, index, -1)
                    Keys.onRightPressed: (event) => builder.keyStep(event, index, 1)
                    Keys.onPressed: (event) => builder.keyAct(event, index)

                    TrackTile {
                        id: face
                        width: parent.width
                        height: parent.height
                        tile: TrashDashCatalog.tile(placed.modelData)
                        spacesFocusable: false   // here a tile is one thing to pick
                    }
                    // The picked tile: a ring round it.
                    Rectangle {
                        anchors.fill: face
                        anchors.margins: -3
                        radius: 10
                        color: "transparent"
                        border.width: 3
                        border.color: Theme.focus
                        visible: placed.isPicked
                    }
                    TapHandler { onTapped: { builder.picked = placed.index; placed.forceActiveFocus() } }
                    // Drag a numbered tile along the row to move it.
                    DragHandler {
                        id: mover
                        target: face
                        enabled: TrashDashCatalog.tileRole(placed.modelData) === "numbered"
                        yAxis.enabled: false
                        onActiveChanged: {
                            if (active) {
                                builder.picked = placed.index
                                return
                            }
                            const centre = face.mapToItem(placedRow, face.width / 2, 0).x
                            face.x = 0
                            builder.moveTo(placed.index, builder.slotAt(centre))
                        }
                    }
                }
            }
        }
    }
    // What to do with the picked tile.
    Row {
        objectName: "tdTileTools"
        spacing: 6
        TableButton {
            objectName: "tdMoveLeft"
            kind: "secondary"
            glyph: "◀"
            text: qsTr("Move left")
            glyphOnly: true
            enabled: builder.canMove(builder.picked, -1)
            onClicked: builder.moveTo(builder.picked, builder.picked - 1)
        }
        TableButton {
            objectName: "tdMoveRight"
            kind: "secondary"
            glyph: "▶"
            text: qsTr("Move right")
            glyphOnly: true
            enabled: builder.canMove(builder.picked, 1)
            onClicked: builder.moveTo(builder.picked, builder.picked + 1)
        }
        TableButton {
            objectName: "tdFlip"
            kind: "secondary"
            glyph: "⇄"
            text: qsTr("Flip")
            enabled: builder.hasPick
            onClicked: builder.flipAt(builder.picked)
        }
        TableButton {
            objectName: "tdRemove"
            kind: "secondary"
            glyph: "✕"
            text: qsTr("Take out")
            enabled: builder.hasPick
            onClicked: builder.removeAt(builder.picked)
        }
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            visible: !builder.hasPick && builder.tiles.length > 0
            text: qsTr("Pick a tile in the row to move, flip or take it out.")
            color: Theme.onTableSoft
            font.pixelSize: Theme.textSmall
        }
    }
    Text {
        textFormat: Text.PlainText
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
                        const along = boxFace.mapToItem(placedRow, boxFace.width / 2, 0).x
                        boxFace.x = 0
                        boxFace.y = 0
                        if (p.x >= 0 && p.y >= 0 && p.x <= rowArea.width && p.y <= rowArea.height)
                            builder.add(boxTile.modelData.id, builder.slotAt(along + placedRow.slotWidth / 2))
                    }
                }
            }
        }
    }
}
