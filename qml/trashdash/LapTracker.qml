pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The Lap Tracker beside the Start tile: a row per lap, last lap on top,
// each racer's token on the lap it is running.
Rectangle {
    id: tracker
    property int laps: 1
    // The racers: the session's racerModel (roles seat, lapsDone, characterName).
    property var racers: null
    radius: 8
    color: Theme.tealDark
    border.color: Theme.tableDark
    border.width: 2

    Text {
        id: title
        anchors.horizontalCenter: parent.horizontalCenter
        y: 3
        text: qsTr("Lap")
        color: Theme.onTable
        font.pixelSize: Theme.textTiny
        font.bold: true
    }
    Column {
        anchors { top: title.bottom; topMargin: 2; left: parent.left; right: parent.right; bottom: parent.bottom; margins: 3 }
        spacing: 2
        Repeater {
            model: tracker.laps
            Rectangle {
                id: lapRow
                required property int index
                readonly property int lap: tracker.laps - index   // the last lap on top
                width: parent.width
                height: (parent.height - (tracker.laps - 1) * 2) / Math.max(1, tracker.laps)
                radius: 4
                color: Theme.teal
                Text {
                    anchors.left: parent.left
                    anchors.leftMargin: 3
                    anchors.verticalCenter: parent.verticalCenter
                    text: lapRow.lap
                    color: Theme.amberLight
                    font.pixelSize: Math.min(Theme.scaled(14), lapRow.height * 0.6)
                    font.bold: true
                }
                Flow {
                    id: lapFlow
                    anchors { left: parent.left; leftMargin: 16; right: parent.right; top: parent.top; bottom: parent.bottom; margins: 2 }
                    spacing: 2
                    Repeater {
                        model: tracker.racers
                        // The racer's mark: seat colour, seat shape and initial.
                        SeatMark {
                            required property int index
                            required seat
                            required property int lapsDone
                            required property string characterName
                            objectName: "tdLapToken-" + index
                            visible: Math.min(tracker.laps, lapsDone + 1) === lapRow.lap
                            // Two abreast at least, as big as the row allows.
                            width: Math.max(6, Math.min(16, lapRow.height - 4, lapFlow.width / 2 - 2)); height: width
                            edge: Theme.card
                            edgeWidth: 1
                            label: width >= 12 ? characterName.charAt(0).toUpperCase() : ""
                        }
                    }
                }
            }
        }
    }
}
