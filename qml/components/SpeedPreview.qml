import QtQuick
import CritterTable

// Shows the chosen animation speed: a token hops between two spots on a
// little track, taking exactly as long as the app's own moves.
Item {
    id: preview
    implicitWidth: 260
    implicitHeight: 36
    property bool atEnd: false

    Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        width: parent.width
        height: 10
        radius: 5
        color: Theme.cardShade
        border.color: Theme.cardEdge
    }
    Rectangle {
        id: token
        width: 28
        height: 28
        radius: 14
        anchors.verticalCenter: parent.verticalCenter
        x: preview.atEnd ? preview.width - width : 0
        color: Theme.amber
        border.color: Theme.amberDark
        border.width: 2
        Behavior on x { NumberAnimation { duration: Theme.moveLong; easing.type: Theme.easingInOut } }
    }
    Timer {
        interval: 1100
        running: preview.visible
        repeat: true
        onTriggered: preview.atEnd = !preview.atEnd
    }
}
