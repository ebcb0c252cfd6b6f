import QtQuick
import QtQuick.Controls
import CritterTable

// Our button. kind: "primary" (teal), "accent" (amber), "secondary" (cream
// with a teal edge) or "ghost" (text only, for use on the wooden table).
// ButtonBase gives it the keys, tooltip text, font and disabled fade.
ButtonBase {
    id: control
    property string kind: "primary"
    property string glyph: ""   // a symbol before the text, e.g. "←"
    // Only the glyph shows (a narrow window); the text becomes its tooltip
    // and stays its accessible name.
    property bool glyphOnly: false
    readonly property bool showsText: text.length > 0 && !(glyphOnly && glyph.length > 0)

    readonly property color fillColor: kind === "primary" ? Theme.teal
                                     : kind === "accent" ? Theme.amber
                                     : kind === "secondary" ? Theme.card
                                     : "transparent"
    readonly property color textColor: kind === "primary" ? Theme.card
                                     : kind === "accent" ? Theme.ink
                                     : kind === "secondary" ? Theme.tealDark
                                     : Theme.onTable

    implicitWidth: Math.max(implicitContentWidth + leftPadding + rightPadding, Theme.controlHeight)
    implicitHeight: Math.max(implicitContentHeight + topPadding + bottomPadding, Theme.controlHeight)
    // Large text keeps the words whole by giving up some padding first.
    leftPadding: showsText ? (Theme.textScale > 1 ? 12 : 20) : 8
    rightPadding: showsText ? (Theme.textScale > 1 ? 12 : 20) : 8
    // The words as a tooltip when only the glyph shows or they are cut short.
    // (contentItem, the Text below, is deferred: null until the button is complete.)
    ToolTip.visible: (glyphOnly || (control.contentItem !== null && (control.contentItem as Text).truncated))
                     && hovered && text.length > 0
    topPadding: 8
    bottomPadding: 8
    scale: down && !Theme.reducedMotion ? 0.96 : 1
    Behavior on scale { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easing } }

    contentItem: Text {
        textFormat: Text.PlainText
        text: !control.showsText ? control.glyph
            : control.glyph.length > 0 ? control.glyph + "  " + control.text
            : control.text
        font: control.font
        color: control.textColor
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Item {
        implicitHeight: Theme.controlHeight
        SoftShadow {
            anchors.fill: parent
            radius: 12 // the face's
            elevation: control.down ? 0 : 1
            visible: control.kind !== "ghost" && control.enabled
        }
        Rectangle {
            anchors.fill: parent
            radius: 12
            color: control.kind === "ghost"
                   ? (control.hovered ? "#33fcf4e3" : "transparent")
                   : control.down ? Qt.darker(control.fillColor, 1.15)
                   : control.hovered ? Qt.lighter(control.fillColor, 1.08)
                   : control.fillColor
            border.width: control.kind === "secondary" ? 2 : 0
            border.color: Theme.teal
            Behavior on color { ColorAnimation { duration: Theme.motionShort } }
        }
        FocusRing {
            shown: control.visualFocus
            baseRadius: 12 // the face's
        }
    }
}
