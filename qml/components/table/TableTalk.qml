pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// Table talk at a network table: the last lines said (plain text), a line
// to type (200 characters at most) and a few quick reactions. The host may
// turn talk off; the reactions stay.
Panel {
    id: talk
    objectName: "tableTalk"
    padding: 10
    elevation: 1
    implicitHeight: column.implicitHeight + 2 * padding
    // Short of room (a game's own side panel above it, a low window): only
    // the line to type and the reactions; what is said still goes to the log.
    // The host keeps the header, whose switch turns talk off for the table.
    property real maxHeight: 10000
    readonly property bool hosting: NetPlay.role === "host"
    // A spectator's screen: the talk is read, nothing is sent (the host refuses it).
    property bool watching: false
    readonly property bool compact: !watching && fullHeight > maxHeight
    readonly property real fullHeight: header.implicitHeight + lines.Layout.preferredHeight
                                       + (watching ? 0 : inputRow.implicitHeight + reactionRow.implicitHeight + 2 * column.spacing)
                                       + column.spacing + 2 * padding

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: 6

        RowLayout {
            id: header
            Layout.fillWidth: true
            visible: !talk.compact || talk.hosting
            Heading {
                Layout.fillWidth: true
                text: qsTr("Table talk")
                font.pixelSize: Theme.textBody
                elide: Text.ElideRight
            }
            // The host turns talk on and off for the whole table.
            TableSwitch {
                objectName: "talkAllowed"
                visible: talk.hosting
                checked: NetPlay.chatAllowed
                Accessible.name: qsTr("Table talk on")
                onToggled: NetPlay.chatAllowed = checked
            }
        }
        ListView {
            id: lines
            objectName: "talkLines"
            visible: !talk.compact
            Layout.fillWidth: true
            Layout.preferredHeight: Math.round(Theme.textSmall * 3.2)
            clip: true
            model: NetPlay.talk
            onCountChanged: positionViewAtEnd()
            delegate: Text {
                required property string modelData
                width: lines.width
                textFormat: Text.PlainText
                text: modelData
                wrapMode: Text.Wrap
                color: Theme.ink
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
            }
            BodyText {
                anchors.centerIn: parent
                visible: lines.count === 0
                text: !NetPlay.chatAllowed ? qsTr("The host has turned table talk off.")
                      : talk.watching ? qsTr("Spectators watch in silence.") : qsTr("Nothing said yet.")
            }
        }
        RowLayout {
            id: inputRow
            Layout.fillWidth: true
            visible: NetPlay.chatAllowed && !talk.watching
            spacing: 6
            TableTextField {
                id: line
                objectName: "talkField"
                Layout.fillWidth: true
                maximumLength: 200
                placeholderText: qsTr("Say something…")
                onAccepted: talk.send()
            }
            TableButton {
                objectName: "talkSend"
                kind: "secondary"
                text: qsTr("Say")
                enabled: line.text.trim().length > 0
                onClicked: talk.send()
            }
        }
        // Quick reactions, in words (our own, no picture font): small chips in one row.
        Flow {
            id: reactionRow
            Layout.fillWidth: true
            visible: !talk.watching
            spacing: 4
            Repeater {
                model: [{ what: "cheer", text: qsTr("Yay!") }, { what: "wow", text: qsTr("Wow") },
                        { what: "oops", text: qsTr("Oops") }, { what: "laugh", text: qsTr("Ha!") },
                        { what: "gg", text: qsTr("GG") }]
                ButtonBase {
                    id: reaction
                    required property var modelData
                    objectName: "react_" + modelData.what
                    text: modelData.text
                    font.pixelSize: Theme.textSmall
                    implicitWidth: implicitBackgroundWidth
                    implicitHeight: implicitBackgroundHeight
                    onClicked: NetPlay.react(modelData.what)
                    background: Chip {
                        text: reaction.text
                        color: reaction.down ? Theme.teal : reaction.hovered || reaction.activeFocus ? Theme.amberLight : Theme.tealLight
                        border.width: reaction.activeFocus ? 2 : 0
                        border.color: Theme.teal
                    }
                    contentItem: Item {}
                }
            }
        }
    }

    // A reaction shows for a moment over the talk, with who sent it.
    readonly property var reactionWords: ({ cheer: qsTr("Yay!"), wow: qsTr("Wow"), oops: qsTr("Oops"), laugh: qsTr("Ha!"), gg: qsTr("GG") })
    Connections {
        target: NetPlay
        function onReacted(name, what) {
            reactionBubble.text = qsTr("%1: %2").arg(name).arg(talk.reactionWords[what] ?? "")
            reactionShown.restart()
        }
    }
    Chip {
        id: reactionBubble
        objectName: "reactionBubble"
        anchors.horizontalCenter: parent.horizontalCenter
        y: -height / 2
        visible: reactionShown.running
        color: Theme.amberLight
    }
    Timer { id: reactionShown; interval: 2500 }

    function send() {
        if (line.text.trim().length === 0)
            return
        NetPlay.say(line.text)
        line.text = ""
    }
}
