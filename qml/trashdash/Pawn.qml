import QtQuick
import CritterTable

// A racer's pawn: a token in the seat's colour and shape (SeatMark) with
// the racer's initial, the same mark as on the racer's seat card. Its x
// and y follow the space it stands on, one space at a time (the session
// moves it a space per event step), over Theme.moveShort (at once with
// reduced motion).
Item {
    id: pawn
    property int seat: 0
    property string label: ""
    property bool active: false
    property bool cpu: false
    width: 26
    height: width
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Pawn: %1").arg(label) + (active ? ", " + qsTr("their turn") : "")
    z: active ? 3 : 2

    Behavior on x { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easingInOut } }
    Behavior on y { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easingInOut } }

    // The racer whose turn it is: a ring round the pawn.
    Rectangle {
        objectName: "pawnTurnRing"
        visible: pawn.active
        anchors.fill: parent
        anchors.margins: -4
        radius: width / 2
        color: "transparent"
        border.color: Theme.focus
        border.width: 3
    }
    SeatMark {
        id: mark
        objectName: "pawnMark"
        anchors.fill: parent
        seat: pawn.seat
        edge: Theme.card
        edgeWidth: 2
        label: pawn.label.length > 0 ? pawn.label.charAt(0).toUpperCase() : "?"
    }
    Rectangle {
        visible: pawn.cpu
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: -3
        width: pawn.width * 0.45; height: width; radius: width / 2
        color: Theme.ink
        Text { anchors.centerIn: parent; text: "⚙"; color: Theme.card; font.pixelSize: parent.width * 0.7 }
    }
}
