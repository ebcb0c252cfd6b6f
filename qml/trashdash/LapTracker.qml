pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The Lap Tracker beside the Start tile: a row per lap, last lap on top,
// each racer's token on the lap it is running.
Rectangle {
    id: tracker
    property int laps: 1
    property var lapsDone: []     // per seat
    property var names: []        // per seat
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
        font.pixelSize: 11
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
                    font.pixelSize: Math.min(14, lapRow.height * 0.6)
                    font.bold: true
                }
                Flow {
                    anchors { left: parent.left; leftMargin: 16; right: parent.right; top: parent.top; bottom: parent.bottom; margins: 2 }
                    spacing: 2
                    Repeater {
                        model: tracker.lapsDone.length
                        Rectangle {
                            required property int index
                            objectName: "tdLapToken-" + index
                            visible: Math.min(tracker.laps, tracker.lapsDone[index] + 1) === lapRow.lap
                            width: Math.max(6, Math.min(12, lapRow.height - 4)); height: width; radius: width / 2
                            color: Theme.seatColor(index)
                            border.color: Theme.card
                            border.width: 1
                        }
                    }
                }
            }
        }
    }
}
