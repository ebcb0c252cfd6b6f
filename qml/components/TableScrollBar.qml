import QtQuick
import QtQuick.Templates as T
import CritterTable

// A slim rounded scroll bar that shows only when there is something to scroll.
T.ScrollBar {
    id: control
    implicitWidth: 12
    implicitHeight: 12
    padding: 2
    visible: size < 1.0
    minimumSize: 0.1
    Accessible.name: qsTr("Scroll bar")
    contentItem: Rectangle {
        implicitWidth: 8
        implicitHeight: 8
        radius: 4
        color: control.pressed ? Theme.amberDark : Theme.amber
        opacity: control.active || control.hovered ? 0.95 : 0.55
        Behavior on opacity { NumberAnimation { duration: Theme.motionShort } }
    }
}
