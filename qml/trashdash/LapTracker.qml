pragma ComponentBehavior: Bound
import QtQuick
import CritterTable
import "TdLayout.js" as TdLayout

// The Lap Tracker beside the Start tile, part of the board: a row per lap,
// last lap on top, and each racer's critter token on the lap it is running,
// always in the racer's own place of the row (so tokens never cover each
// other). A completed lap moves the token up a row (lapUp).
Rectangle {
    id: tracker
    property int laps: 1
    // The racers: the session's racerModel (roles seat, lapsDone, characterId, characterName, cpu).
    property var racers: null
    readonly property int racerCount: racers ? racers.count : 0
    // How long a token takes to move up a row: the one animation setting.
    property int moveMs: Theme.moveMedium

    radius: 8
    color: Theme.tealDark
    border.color: "#cfc2ae"
    border.width: Math.max(2, Math.min(5, width * 0.05))

    readonly property real inner: border.width + 2
    readonly property real titleHeight: title.implicitHeight + 2
    readonly property real numberWidth: Math.max(Theme.scaled(10), width * 0.2)
    readonly property real rowGap: 3
    readonly property real rowHeight: (height - titleHeight - 2 * inner - (laps - 1) * rowGap) / Math.max(1, laps)
    readonly property real rowTop: inner + titleHeight
    // The tokens' squares within a row (beside the lap number).
    readonly property var fit: TdLayout.gridFit(racerCount, width - 2 * inner - numberWidth - 2, rowHeight - 4, 48, 2)

    // The top-left corner of a racer's token on a lap (1-based).
    function tokenPoint(slot, lap) {
        const row = laps - Math.min(laps, Math.max(1, lap))   // the last lap on top
        const columns = fit.columns
        const rows = Math.ceil(Math.max(1, racerCount) / columns)
        const gridW = columns * fit.size + (columns - 1) * 2
        const gridH = rows * fit.size + (rows - 1) * 2
        const left = inner + numberWidth + 2 + (width - 2 * inner - numberWidth - 2 - gridW) / 2
        const top = rowTop + row * (rowHeight + rowGap) + (rowHeight - gridH) / 2
        return { x: left + (slot % columns) * (fit.size + 2), y: top + Math.floor(slot / columns) * (fit.size + 2) }
    }
    // A lap completed: the token's move up the rows takes ms (the table calls it
    // as the step arrives, before the model moves the token).
    function lapUp(seat, ms) {
        moveMs = Math.max(0, ms)
        for (let i = 0; i < tokens.count; ++i) {
            const t = tokens.itemAt(i)
            if (t && t.seat === seat)
                t.celebrate()
        }
    }

    Text {
        id: title
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        y: tracker.inner
        text: qsTr("Lap")
        color: Theme.onTable
        font.pixelSize: Theme.textTiny
        font.bold: true
    }
    Repeater {
        model: tracker.laps
        Rectangle {
            id: lapRow
            required property int index
            readonly property int lap: tracker.laps - index   // the last lap on top
            objectName: "tdLapRow-" + lap
            x: tracker.inner
            y: tracker.rowTop + index * (tracker.rowHeight + tracker.rowGap)
            width: tracker.width - 2 * tracker.inner
            height: tracker.rowHeight
            radius: 4
            color: Theme.teal
            Text {
                textFormat: Text.PlainText
                x: 1
                width: tracker.numberWidth
                anchors.verticalCenter: parent.verticalCenter
                horizontalAlignment: Text.AlignHCenter
                text: lapRow.lap
                color: Theme.amberLight
                font.family: Theme.displayFont
                font.pixelSize: Math.max(8, Math.min(Theme.scaled(16), lapRow.height * 0.6, tracker.numberWidth))
                font.bold: true
            }
        }
    }
    Repeater {
        id: tokens
        model: tracker.racers
        CritterToken {
            id: lapToken
            required property int index
            required seat
            required property int lapsDone
            required characterId
            required characterName
            required cpu
            objectName: "tdLapToken-" + index
            readonly property int lap: Math.min(tracker.laps, lapsDone + 1)
            readonly property var point: tracker.tokenPoint(index, lap)
            x: point.x
            y: point.y
            width: tracker.fit.size
            height: width
            z: 2
            Behavior on y { NumberAnimation { duration: tracker.moveMs; easing.type: Theme.easingInOut } }
            function celebrate() { if (tracker.moveMs > 0 && !Theme.reducedMotion) pop.restart() }
            SequentialAnimation {
                id: pop
                NumberAnimation { target: lapToken; property: "scale"; to: 1.35; duration: tracker.moveMs / 2 }
                NumberAnimation { target: lapToken; property: "scale"; to: 1; duration: tracker.moveMs / 2 }
            }
        }
    }
}
