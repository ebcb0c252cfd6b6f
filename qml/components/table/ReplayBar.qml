pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// Stepping through a replay: to the start, one move back, one move on, to
// the end, a slider to seek to any move, and whose cards to look at (in a
// replay every hand may be seen).
Panel {
    id: bar
    objectName: "replayBar"
    required property TableSession session
    visible: session.replaying
    // Placed by its slot (ReplayBarSlot), which makes it when first wanted.
    elevation: 2
    padding: 8
    implicitWidth: Math.max(steps.implicitWidth, seats.implicitWidth) + 2 * padding
    implicitHeight: steps.implicitHeight + seats.implicitHeight + 6 + 2 * padding

    Row {
        id: steps
        spacing: 6
        anchors.horizontalCenter: parent.horizontalCenter
        TableButton { objectName: "replayStart"; kind: "secondary"; text: "⇤"; onClicked: bar.session.replaySeek(0)
                      enabled: bar.session.replayPosition > 0 }
        TableButton { objectName: "replayBack"; kind: "secondary"; text: "◀"; onClicked: bar.session.replayStep(-1)
                      enabled: bar.session.replayPosition > 0 }
        // Where the replay stands, and a slider to seek to any move (drag or
        // click along the game; the arrow keys step).
        Column {
            anchors.verticalCenter: parent.verticalCenter
            width: Math.max(180, position.implicitWidth)
            Text {
                id: position
                textFormat: Text.PlainText
                objectName: "replayPosition"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Move %1 of %2").arg(bar.session.replayPosition).arg(bar.session.replayLength)
                color: Theme.ink
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                font.bold: true
            }
            TableSlider {
                id: seek
                objectName: "replaySlider"
                width: parent.width
                height: 26
                topPadding: 0
                bottomPadding: 0
                from: 0
                to: Math.max(1, bar.session.replayLength)
                stepSize: 1
                snapMode: T.Slider.SnapAlways
                value: bar.session.replayPosition
                enabled: bar.session.replayLength > 0
                Accessible.name: position.text
                onMoved: if (Math.round(value) !== bar.session.replayPosition) bar.session.replaySeek(Math.round(value))
            }
        }
        TableButton { objectName: "replayForward"; kind: "accent"; text: "▶"; onClicked: bar.session.replayStep(1)
                      enabled: bar.session.replayPosition < bar.session.replayLength }
        TableButton { objectName: "replayEnd"; kind: "secondary"; text: "⇥"; onClicked: bar.session.replaySeek(bar.session.replayLength)
                      enabled: bar.session.replayPosition < bar.session.replayLength }
        TableButton {
            objectName: "replayClose"
            kind: "secondary"
            glyph: "✕"
            text: qsTr("Close replay")
            onClicked: bar.session.stopReplay()
        }
    }
    // Whose cards to look at.
    Row {
        id: seats
        spacing: 6
        anchors.top: steps.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: parent.horizontalCenter
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Cards of:")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
        }
        Repeater {
            model: bar.session.names
            TableButton {
                required property string modelData
                required property int index
                objectName: "replaySeat-" + index
                kind: bar.session.viewer === index ? "primary" : "secondary"
                text: modelData
                onClicked: bar.session.replayShowSeat(index)
            }
        }
    }
}
