import QtQuick
import QtQuick.Templates as T
import CritterTable

// The hard bot's advice, in a bubble above the Hint button: what it would
// play and why in one line. It stays until the person moves or closes it.
T.Popup {
    id: bubble
    objectName: "hintBubble"
    property string text: ""
    implicitWidth: Math.min(420, contentWidth + leftPadding + rightPadding)
    implicitHeight: contentHeight + topPadding + bottomPadding
    padding: Theme.gap
    closePolicy: T.Popup.CloseOnEscape | T.Popup.CloseOnPressOutsideParent
    margins: Theme.gap   // never past the window's edges
    // Opens with each new hint, above the button or, with no room there (a
    // top bar), below it. Closing it by hand leaves the next one free to show.
    onTextChanged: {
        if (text.length === 0) {
            close()
            return
        }
        const top = parent ? parent.mapToItem(null, 0, 0).y : 0
        y = top > implicitHeight + 2 * Theme.gap ? -implicitHeight - Theme.gap : (parent ? parent.height : 0) + Theme.gap
        open()
    }

    enter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motionShort } }
    exit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.motionShort } }

    background: Panel {
        elevation: 2
        color: Theme.amberLight
    }
    contentItem: Text {
        textFormat: Text.PlainText
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
