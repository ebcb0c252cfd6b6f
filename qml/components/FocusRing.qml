import QtQuick
import CritterTable

// Our own keyboard focus indicator: an amber ring just outside the control.
// Put it inside a control's background and bind `shown` to visualFocus.
Rectangle {
    objectName: "focusRing"
    property bool shown: false
    property real baseRadius: Theme.radius

    anchors.fill: parent
    anchors.margins: -5
    radius: baseRadius + 5
    color: "transparent"
    border.width: 3
    border.color: Theme.focus
    visible: opacity > 0
    opacity: shown ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.motionShort; easing.type: Theme.easing } }
    // High contrast: a dark line inside the ring, so it shows on white too.
    Rectangle {
        anchors.fill: parent
        anchors.margins: parent.border.width
        radius: Math.max(0, parent.radius - parent.border.width)
        color: "transparent"
        border.width: Theme.highContrast ? 2 : 0
        border.color: Theme.focusEdge
    }
}
