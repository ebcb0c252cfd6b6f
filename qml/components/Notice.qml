import QtQuick
import CritterTable

// A short message on the table (a file that could not be opened, a game
// saved): it shows for a few seconds, then fades. Click to dismiss.
Item {
    id: notice
    objectName: "notice"
    property string text: ""
    width: Math.min(parent ? parent.width - 2 * Theme.gapLarge : 600, label.implicitWidth + 2 * Theme.gapLarge)
    height: label.implicitHeight + 2 * Theme.gap
    visible: opacity > 0
    opacity: 0

    function show(message) {
        text = message
        opacity = 1
        hideTimer.restart()
    }

    Behavior on opacity { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }
    Timer { id: hideTimer; interval: 6000; onTriggered: notice.opacity = 0 }

    Panel {
        anchors.fill: parent
        elevation: 2
        color: Theme.amberLight
        padding: Theme.gap
        Text {
            id: label
            textFormat: Text.PlainText
            width: parent.width
            text: notice.text
            wrapMode: Text.Wrap
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            horizontalAlignment: Text.AlignHCenter
        }
    }
    MouseArea {
        anchors.fill: parent
        onClicked: notice.opacity = 0
    }
}
