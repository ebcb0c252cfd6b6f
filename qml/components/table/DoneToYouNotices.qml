pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// What another seat just did to the person looking (a steal, a forced roll,
// an Attack, a Scare, a card passed to you), said where the eye is while the
// table animates it. The session decides what is "done to you"
// (TableStep.notice, kept only for the seat on screen); this only shows it.
// It takes no clicks, so it never stands between a person and a choice.
Column {
    id: notices
    required property TableSession session
    objectName: "doneToYouNotices"
    spacing: 6
    // Reading time, not animation time: a notice stays this long at every
    // speed, after the table has finished playing what happened.
    property int readMs: 4500

    ListModel { id: shown }

    Connections {
        target: notices.session
        function onEventStarted(step: tableStep) {
            if (step.notice === "")
                return
            if (shown.count >= 3)
                shown.remove(0)
            shown.append({ text: step.notice })
        }
        function onTableReset() { shown.clear() }
    }
    // Someone else takes the device: what was done to the last person is
    // not theirs to read. (viewerChanged also fires when the same person is
    // asked again, right when they should read it: compare the seat.)
    readonly property int viewerSeat: session.handVisible ? session.viewer : -1
    onViewerSeatChanged: shown.clear()

    Repeater {
        model: shown
        delegate: Rectangle {
            id: pill
            required property int index
            required property string text
            objectName: "doneToYou-" + index
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(notices.width, label.implicitWidth + 2 * Theme.gapLarge)
            height: label.implicitHeight + Theme.gap
            radius: height / 2
            color: Theme.danger
            border.color: Qt.darker(Theme.danger, 1.3)
            Text {
                id: label
                textFormat: Text.PlainText
                anchors.centerIn: parent
                width: Math.min(implicitWidth, notices.width - 2 * Theme.gapLarge)
                text: pill.text
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                color: "white"
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                font.bold: true
            }
            opacity: 0
            scale: 0.9
            Component.onCompleted: { opacity = 1; scale = 1 }
            Behavior on opacity { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }
            Behavior on scale { NumberAnimation { duration: Theme.motion; easing.type: Easing.OutBack } }
            // Counted from when the table has played its steps, so a notice
            // made early in a long bot turn is still there when it ends.
            Timer {
                running: !notices.session.busy
                interval: notices.readMs
                onTriggered: shown.remove(pill.index)
            }
        }
    }
}
