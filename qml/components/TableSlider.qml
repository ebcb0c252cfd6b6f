import QtQuick
import QtQuick.Templates as T
import CritterTable

// A horizontal slider in the table's look: a tan groove filled teal up to a
// cream knob, as TableSwitch's. Arrow keys move it by stepSize; Home and End
// go to either end. `moved` fires for every change the person makes (drag,
// click, keys), `moveFinished` once a drag or key press is over.
T.Slider {
    id: control
    signal moveFinished()

    implicitWidth: 240
    implicitHeight: Math.max(Theme.controlHeight, implicitHandleHeight)
    padding: 6
    focusPolicy: Qt.StrongFocus
    opacity: enabled ? 1 : 0.45
    // The slider is pressed while dragged and while an arrow key is held.
    onPressedChanged: if (!pressed) moveFinished()
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
            event.accepted = true
            const target = event.key === Qt.Key_Home ? from : to
            if (value !== target) {
                value = target
                moved()
                moveFinished()
            }
        }
    }

    background: Rectangle {
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        width: control.availableWidth
        height: 10
        radius: height / 2
        color: Theme.cardShade
        border.color: Theme.cardEdge
        Rectangle {
            width: Math.max(parent.height, control.visualPosition * parent.width)
            height: parent.height
            radius: parent.radius
            visible: control.visualPosition > 0
            color: Theme.teal
        }
    }

    handle: Rectangle {
        x: control.leftPadding + control.visualPosition * (control.availableWidth - width)
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 26
        implicitHeight: 26
        radius: width / 2
        color: Theme.card
        border.width: 2
        border.color: control.pressed || control.hovered ? Theme.teal : Theme.tealDark
        FocusRing {
            shown: control.visualFocus
            baseRadius: parent.radius
        }
    }
}
