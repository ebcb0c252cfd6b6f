import QtQuick
import QtQuick.Templates as T
import CritterTable

// The hard bot's advice, in a bubble above the Hint button: what it would
// play and why in one line. It stays until the person moves or closes it.
T.Popup {
    id: bubble
    objectName: "hintBubble"
    property string text: ""
    y: -height - Theme.gap
    width: Math.min(420, label.implicitWidth + leftPadding + rightPadding)
    padding: Theme.gap
    closePolicy: T.Popup.CloseOnEscape | T.Popup.CloseOnPressOutsideParent
    // Opens with each new hint; closing it by hand leaves the next one free to show.
    onTextChanged: text.length > 0 ? open() : close()

    enter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motionShort } }
    exit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.motionShort } }

    background: Panel {
        elevation: 2
        color: Theme.amberLight
    }
    contentItem: Text {
        id: label
        objectName: "hintText"
        text: bubble.text
        wrapMode: Text.Wrap
        color: Theme.ink
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textBody
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
}
