import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// One player's place at the table: a name plate in the seat's colour, a
// marker when it is their turn or they are deciding, a line of facts
// (cards in hand ...) and room for what they have laid out (children).
// handAnchor and stashAnchor are where flying cards aim.
Item {
    id: area
    default property alias content: slot.data
    property string name: ""
    property int seat: 0
    property color seatColor: Theme.seatColor(seat)
    property bool active: false       // their turn
    property bool deciding: false     // asked something right now
    property bool isBot: false
    property string mark: "?"          // the letter or cog on the seat's mark (the session's marks)
    property string facts: ""         // e.g. "5 cards in hand"
    property string status: ""        // e.g. "thinking…"
    readonly property Item handAnchor: handMark
    readonly property Item stashAnchor: slot

    implicitWidth: 220
    implicitHeight: 112
    // A stop for the keyboard, so a screen reader can read each seat.
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Seat %1: %2").arg(area.seat + 1).arg(area.name)
                     + (area.isBot ? ", " + qsTr("bot") : "")
                     + (area.active ? ", " + qsTr("their turn") : area.deciding ? ", " + qsTr("deciding") : "")
    Accessible.description: handMark.text

    // Large text in a narrow seat: what was cut short shows on hover.
    HoverHandler { id: plateHover }
    ToolTip.visible: plateHover.hovered && (nameText.truncated || handMark.truncated)
    ToolTip.text: area.name + "\n" + handMark.text
    ToolTip.delay: 400

    SoftShadow { anchors.fill: plate; radius: plate.radius; elevation: area.active ? 2 : 1 }
    Rectangle {
        id: plate
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.card
        border.width: area.active ? 4 : area.deciding ? 3 : Theme.border
        border.color: area.active ? Theme.amber : area.deciding ? Theme.teal : Theme.cardEdge
    }
    FocusRing { anchors.fill: plate; shown: area.activeFocus }
    // The seat's colour, shape and initial (a bot's cog).
    SeatMark {
        id: badge
        objectName: "playerBadge"
        x: 10; y: 10
        width: 30; height: 30
        seat: area.seat
        fill: area.seatColor
        label: area.mark
        labelFont: Theme.bodyFont
    }
    Column {
        id: nameColumn
        anchors.left: badge.right
        anchors.leftMargin: 8
        anchors.right: parent.right
        anchors.rightMargin: 8
        y: 6
        BodyText {
            id: nameText
            objectName: "playerName"
            width: parent.width
            // Whose turn it is shows as a mark too, not only as the amber edge.
            text: (area.active ? "▶ " : "") + area.name
            // Many seats in a narrow window: smaller before cut ("Player 1 (y…",
            // issue 29 item 24); the tooltip says a name longer still.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.textCaption
            elide: Text.ElideRight
            font.bold: true
        }
        Text {
            id: handMark
            textFormat: Text.PlainText
            objectName: "playerFacts"
            width: parent.width
            text: area.status.length > 0 ? area.facts + "  ·  " + area.status : area.facts
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textCaption
        }
    }
    // Below the badge, or below the name and facts when large text makes them taller.
    Item {
        id: slot
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: 8
        y: Math.max(badge.y + badge.height, nameColumn.y + nameColumn.implicitHeight) + 6
        height: Math.max(0, area.height - y - 8)
    }
}
