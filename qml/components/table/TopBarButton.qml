import QtQuick
import QtQuick.Controls
import CritterTable

// A table's top-bar control (Leave, Hint, Undo, Save, Keys, Rules, Log),
// drawn as TableButton's ghost kind, or its secondary kind. Stacked (as
// every table's top bar has it), its glyph sits over a short caption, so the
// words stay on screen where a row of whole buttons leaves the banner no
// room (issue 29 item 24: 1024x640 in English, German and French; a tooltip
// is not a label). glyphOnly (large text): the glyph alone, the words as
// its tooltip. ButtonBase gives it the keys, tooltip text, font and fade.
ButtonBase {
    id: control
    property string glyph: ""
    property bool stacked: false
    property bool glyphOnly: false
    property bool secondary: false   // cream with a teal edge (Rules, Log), else text on the wood
    readonly property color textColor: secondary ? Theme.tealDark : Theme.onTable
    readonly property bool showsText: text.length > 0 && !(glyphOnly && glyph.length > 0)

    implicitWidth: Math.max(implicitContentWidth + leftPadding + rightPadding, stacked ? 40 : Theme.controlHeight)
    implicitHeight: Math.max(implicitContentHeight + topPadding + bottomPadding, stacked ? 40 : Theme.controlHeight)
    leftPadding: stacked ? 6 : showsText ? (Theme.textScale > 1 ? 12 : 20) : 8
    rightPadding: leftPadding
    topPadding: stacked ? 3 : 8
    bottomPadding: stacked ? 3 : 8
    ToolTip.visible: glyphOnly && hovered && text.length > 0

    contentItem: Column {
        spacing: 0
        Text {
            objectName: "topBarButtonGlyph"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: control.stacked
            text: control.glyph
            textFormat: Text.PlainText
            font.family: control.font.family
            font.pixelSize: Theme.textBody + 1
            color: control.textColor
        }
        Text {
            objectName: "topBarButtonLabel"
            anchors.horizontalCenter: parent.horizontalCenter
            text: control.stacked ? control.text
                : !control.showsText ? control.glyph
                : control.glyph.length > 0 ? control.glyph + "  " + control.text
                : control.text
            textFormat: Text.PlainText
            font.family: control.font.family
            font.pixelSize: control.stacked ? Theme.textCaption : control.font.pixelSize
            font.bold: true
            color: control.textColor
        }
    }

    background: Rectangle {
        implicitHeight: control.stacked ? 40 : Theme.controlHeight
        radius: control.stacked ? 10 : 12
        color: !control.secondary ? (control.hovered ? "#33fcf4e3" : "transparent")
               : control.down ? Qt.darker(Theme.card, 1.15)
               : control.hovered ? Qt.lighter(Theme.card, 1.08)
               : Theme.card
        border.width: control.secondary ? 2 : 0
        border.color: Theme.teal
        Behavior on color { ColorAnimation { duration: Theme.motionShort } }
        FocusRing {
            shown: control.visualFocus
            baseRadius: parent.radius
        }
    }
}
