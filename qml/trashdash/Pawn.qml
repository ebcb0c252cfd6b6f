import QtQuick
import CritterTable

// A racer's pawn: a round token in the seat's colour with the racer's
// initial. Its x and y follow the space it stands on, one space at a time
// (the session moves it a space per event step), over Theme.motionShort.
Rectangle {
    id: pawn
    property int seat: 0
    property string label: ""
    property bool active: false
    property bool cpu: false
    width: 26
    height: width
    radius: width / 2
    color: Theme.seatColor(seat)
    border.color: active ? Theme.focus : Theme.card
    border.width: active ? 3 : 2
    z: active ? 3 : 2

    Behavior on x { NumberAnimation { duration: Theme.motionShort; easing.type: Theme.easingInOut } }
    Behavior on y { NumberAnimation { duration: Theme.motionShort; easing.type: Theme.easingInOut } }

    Text {
        anchors.centerIn: parent
        text: pawn.label.length > 0 ? pawn.label.charAt(0).toUpperCase() : "?"
        color: Theme.card
        font.family: Theme.displayFont
        font.pixelSize: pawn.width * 0.5
        font.bold: true
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
