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
    width: Math.min(content.implicitWidth + 2 * padding, parent ? parent.width - 20 : 600)
    height: content.implicitHeight + 2 * padding + 8

    // Its words, buttons and countdown, made the first time a move waits and
    // kept: hidden, they made their fonts and two buttons before every
    // table's first frame (issue 35).
    property bool wanted: false
    Connections {
        target: bar.pending
        function onChanged() {
            if (bar.pending.active)
                bar.wanted = true
        }
    }
    Component.onCompleted: if (pending.active) wanted = true

    Loader {
        id: content
        anchors.fill: parent
        active: bar.wanted
        // Made by this Loader only, in the bar's own context, so "bar" is
        // always there: qmllint 6.4 cannot know that (see GameTile's notes).
        // qmllint disable unqualified
        sourceComponent: Item {
            id: body
            implicitWidth: row.implicitWidth
            implicitHeight: row.implicitHeight

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
            function restart() {
                shrink.stop()
                countdown.width = 0
                if (!bar.pending.active || bar.pending.windowMs <= 0)
                    return
                shrink.from = row.width
                shrink.to = 0
                shrink.duration = bar.pending.windowMs
                shrink.start()
            }
            Connections {
                target: bar.pending
                function onChanged() { body.restart() }
            }
            // Made as the first move waits: that move's countdown starts here.
            Component.onCompleted: Later.call(body.restart)
        }
        // qmllint enable unqualified
    }
}
