import QtQuick
import CritterTable

// One player's place at the table: a name plate in the seat's colour, a
// marker when it is their turn or they are deciding, a line of facts
// (cards in hand ...) and room for what they have laid out (children).
// handAnchor and stashAnchor are where flying cards aim.
Item {
    id: area
    default property alias content: slot.data
    property string name: ""
    property color seatColor: Theme.teal
    property bool active: false       // their turn
    property bool deciding: false     // asked something right now
    property bool isBot: false
    property string facts: ""         // e.g. "5 cards in hand"
    property string status: ""        // e.g. "thinking…"
    readonly property Item handAnchor: handMark
    readonly property Item stashAnchor: slot

    implicitWidth: 220
    implicitHeight: 112

    SoftShadow { anchors.fill: plate; radius: plate.radius; elevation: area.active ? 2 : 1 }
    Rectangle {
        id: plate
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.card
        border.width: area.active ? 4 : area.deciding ? 3 : 1
        border.color: area.active ? Theme.amber : area.deciding ? Theme.teal : Theme.cardEdge
    }
    Rectangle {
        id: badge
        x: 10; y: 10
        width: 30; height: 30; radius: 15
        color: area.seatColor
        Text {
            anchors.centerIn: parent
            text: area.isBot ? "⚙" : (area.name.length > 0 ? area.name.charAt(0).toUpperCase() : "?")
            color: Theme.card
            font.bold: true
            font.pixelSize: 16
        }
    }
    Column {
        anchors.left: badge.right
        anchors.leftMargin: 8
        anchors.right: parent.right
        anchors.rightMargin: 8
        y: 6
        Text {
            objectName: "playerName"
            width: parent.width
            text: area.name
            elide: Text.ElideRight
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            font.bold: true
        }
        Text {
            id: handMark
            objectName: "playerFacts"
            width: parent.width
            text: area.status.length > 0 ? area.facts + "  ·  " + area.status : area.facts
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.family: Theme.bodyFont
            font.pixelSize: 12
        }
    }
    Item {
        id: slot
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.top: badge.bottom
        anchors.margins: 8
        anchors.topMargin: 6
    }
}
