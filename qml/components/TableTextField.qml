import QtQuick
import QtQuick.Templates as T
import CritterTable

// A single-line text field on a cream card: tan edge, teal when typing.
T.TextField {
    id: control
    implicitWidth: 200
    implicitHeight: Math.max(40, Math.round(Theme.textBody * 1.3) + 18)
    leftPadding: 12
    rightPadding: 12
    font.family: Theme.bodyFont
    font.pixelSize: Theme.textBody
    color: Theme.ink
    placeholderTextColor: Theme.inkSoft
    Accessible.name: placeholderText   // a default; a form names its field
    selectionColor: Theme.amber
    selectedTextColor: Theme.ink
    verticalAlignment: TextInput.AlignVCenter
    selectByMouse: true

    Text {
        textFormat: Text.PlainText
        x: control.leftPadding
        width: control.width - control.leftPadding - control.rightPadding
        height: control.height
        text: control.placeholderText
        font: control.font
        color: control.placeholderTextColor
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        visible: control.length === 0 && !control.preeditText
    }

    background: Rectangle {
        radius: 10
        color: control.activeFocus ? "#ffffff" : Theme.cardShade
        border.width: control.activeFocus ? 2 : 1
        border.color: control.activeFocus ? Theme.teal : Theme.cardEdge
        Behavior on color { ColorAnimation { duration: Theme.motionShort } }
        FocusRing {
            shown: control.activeFocus && control.focusReason !== Qt.MouseFocusReason
            baseRadius: 10
        }
    }
}
