import QtQuick
import QtQuick.Layouts
import CritterTable

// A move undo could not take back, waiting before it is played (the
// session's PendingMove): what it is, a countdown bar for the cancel window,
// Cancel, and Play to play it now (with pick-then-play, Play is the second
// click). The setting "Confirm moves that cannot be undone" is its mode.
Panel {
    id: bar
    objectName: "pendingMoveBar"
    required property TableSession session
    readonly property PendingMove pending: session.pendingMove

    // The setting, for every table: this bar is the shell's, so is the binding.
    Binding {
        target: bar.pending
        property: "mode"
        value: AppSettings.confirmMoves
    }

    visible: pending.active
    elevation: 2
    color: Theme.amberLight
    padding: 8
    width: Math.min(row.implicitWidth + 2 * padding, parent ? parent.width - 20 : 600)
    height: row.implicitHeight + 2 * padding + 8

    RowLayout {
        id: row
        anchors { left: parent.left; right: parent.right; top: parent.top }
        spacing: 10
        Text {
            objectName: "pendingMoveText"
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: bar.pending.windowMs > 0 ? qsTr("%1 — playing in a moment…").arg(bar.pending.label)
                                           : qsTr("%1 — click Play to play it.").arg(bar.pending.label)
            elide: Text.ElideRight
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            font.bold: true
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        TableButton {
            objectName: "pendingMovePlay"
            kind: "primary"
            text: qsTr("Play")
            onClicked: bar.pending.confirm()
        }
        TableButton {
            objectName: "pendingMoveCancel"
            kind: "secondary"
            text: qsTr("Cancel")
            onClicked: bar.pending.cancel()
        }
    }
    // The cancel window running out, from full to empty.
    Rectangle {
        id: countdown
        objectName: "pendingMoveCountdown"
        anchors { left: parent.left; bottom: parent.bottom }
        height: bar.pending.windowMs > 0 ? 4 : 0
        radius: 2
        color: Theme.amber
    }
    NumberAnimation {
        id: shrink
        target: countdown
        property: "width"
    }
    Connections {
        target: bar.pending
        function onChanged() {
            shrink.stop()
            countdown.width = 0
            if (!bar.pending.active || bar.pending.windowMs <= 0)
                return
            shrink.from = row.width
            shrink.to = 0
            shrink.duration = bar.pending.windowMs
            shrink.start()
        }
    }
}
