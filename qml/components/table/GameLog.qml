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
        textFormat: Text.PlainText
        width: parent.width
        elide: Text.ElideRight
        text: log.title
        color: Theme.ink
        font.family: Theme.displayFont
        font.pixelSize: Theme.textSubheading
        font.bold: true
    }

    // What just happened, said by a screen reader as it changes: a bot's move,
    // a bust, a lap. (An alert's name change is announced.)
    Item {
        objectName: "gameLogAnnouncer"
        width: 1; height: 1
        Accessible.role: Accessible.AlertMessage
        Accessible.name: log.model ? log.model.lastText : ""
    }

    ListView {
        id: list
        objectName: "gameLogList"
        anchors { top: heading.bottom; topMargin: 8; left: parent.left; right: parent.right; bottom: parent.bottom }
        clip: true
        model: log.model
        spacing: 4
        T.ScrollBar.vertical: TableScrollBar {}
        onCountChanged: Later.call(list.positionViewAtEnd)

        delegate: Row {
            id: entry
            required property string text
            required property int seat
            width: ListView.view.width - 12
            spacing: 8
            Accessible.role: Accessible.StaticText
            Accessible.name: entry.text
            // The seat's colour and shape; a plain dot for the table itself.
            Item {
                width: 12; height: 12
                y: Math.max(0, (Theme.textSmall * 1.2 - height) / 2)
                SeatMark {
                    anchors.fill: parent
                    visible: entry.seat >= 0
                    seat: Math.max(0, entry.seat)
                    edgeWidth: Theme.highContrast ? 1 : 0
                }
                Rectangle {
                    anchors.centerIn: parent
                    visible: entry.seat < 0
                    width: 6; height: 6; radius: 3
                    color: Theme.inkSoft
                }
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width - 20
                text: parent.text
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
            }
        }
    }
}
