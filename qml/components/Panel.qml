import QtQuick
import CritterTable

// A cream card lying on the table, with a soft shadow and a thin edge.
Item {
    id: panel
    default property alias content: body.data
    property real radius: Theme.radiusLarge
    property real elevation: 1
    property color color: Theme.card
    property real padding: Theme.gapLarge

    SoftShadow {
        anchors.fill: face
        radius: panel.radius
        elevation: panel.elevation
    }
    Rectangle {
        id: face
        anchors.fill: parent
        radius: panel.radius
        color: panel.color
        border.color: Theme.cardEdge
        border.width: Theme.border
    }
    Item {
        id: body
        anchors.fill: parent
        anchors.margins: panel.padding
    }
}
