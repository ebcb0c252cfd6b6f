import QtQuick
import QtQuick.Templates as T
import CritterTable

// An on/off switch: a cream knob sliding along a teal (on) or tan (off) track.
T.Switch {
    id: control
    implicitWidth: implicitIndicatorWidth + (text.length > 0 ? implicitContentWidth + spacing : 0)
    implicitHeight: Math.max(Theme.controlHeight, implicitIndicatorHeight)
    spacing: 14
    focusPolicy: Qt.StrongFocus
    // Enter and Return flip it as Space does.
    Keys.onReturnPressed: (event) => control.flipByKey(event)
    Keys.onEnterPressed: (event) => control.flipByKey(event)
    function flipByKey(event) {
        event.accepted = true
        if (enabled && !event.isAutoRepeat) {
            toggle()
            toggled()
        }
    }
    opacity: enabled ? 1 : 0.45
    font.family: Theme.bodyFont
    font.pixelSize: Theme.textBody

    indicator: Rectangle {
        implicitWidth: 56
        implicitHeight: 30
        x: control.mirrored ? control.leftPadding : control.width - width - control.rightPadding
        y: (control.height - height) / 2
        radius: height / 2
        color: control.checked ? Theme.teal : Theme.cardEdge
        Behavior on color { ColorAnimation { duration: Theme.motion } }

        Rectangle {
            width: 24
            height: 24
            radius: 12
            y: 3
            x: control.checked ? parent.width - width - 3 : 3
            color: Theme.card
            border.color: control.checked ? Theme.tealDark : Theme.highContrast ? Theme.ink : "#b9a27c"
            Behavior on x { NumberAnimation { duration: Theme.moveMedium; easing.type: Theme.easing } }
        }
        FocusRing {
            shown: control.visualFocus
            baseRadius: parent.height / 2 // the track's
        }
    }

    contentItem: Text {
        textFormat: Text.PlainText
        leftPadding: 0
        rightPadding: control.indicator.width + control.spacing
        text: control.text
        font: control.font
        color: Theme.ink
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
}
