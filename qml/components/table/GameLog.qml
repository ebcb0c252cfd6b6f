pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// The game log: a scrolling list of what happened, newest at the bottom,
// each line marked with the colour of the seat it concerns.
Panel {
    id: log
    property var model: null
    property string title: qsTr("Game log")
    padding: Theme.gap

    Text {
        id: heading
        text: log.title
        color: Theme.ink
        font.family: Theme.displayFont
        font.pixelSize: Theme.textSubheading
        font.bold: true
    }

    ListView {
        id: list
        objectName: "gameLogList"
        anchors { top: heading.bottom; topMargin: 8; left: parent.left; right: parent.right; bottom: parent.bottom }
        clip: true
        model: log.model
        spacing: 4
        T.ScrollBar.vertical: TableScrollBar {}
        onCountChanged: Qt.callLater(positionViewAtEnd) // qmllint disable type

        delegate: Row {
            id: entry
            required property string text
            required property int seat
            width: ListView.view.width - 12
            spacing: 8
            Rectangle {
                width: 8; height: 8; radius: 4
                y: 6
                color: entry.seat >= 0 ? Theme.seatColors[entry.seat % Theme.seatColors.length] : Theme.inkSoft
            }
            Text {
                width: parent.width - 16
                text: parent.text
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
            }
        }
    }
}
