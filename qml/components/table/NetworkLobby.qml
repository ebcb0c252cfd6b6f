pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// A network table before play begins, over the whole table. The host sees
// the table code and the addresses to give the others, who has taken which
// seat, and Begin once every seat is taken; a person who joined sees the
// same seats and waits for the host.
Rectangle {
    id: lobby
    required property TableSession session
    objectName: "networkLobby"
    visible: NetPlay.role !== "" && session.started && session.lobby
    color: Theme.highContrast ? Theme.tableDark : "#cc1f140c"
    readonly property bool hosting: NetPlay.role === "host"
    signal leave()

    // Clicks stop here: the table under it waits too.
    MouseArea { anchors.fill: parent; hoverEnabled: true }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.gapLarge, 620)
        height: Math.min(parent.height - 2 * Theme.gap, content.implicitHeight + 2 * padding)
        elevation: 3

        ColumnLayout {
            id: content
            anchors.fill: parent
            spacing: Theme.gap

            Heading {
                Layout.fillWidth: true
                text: lobby.hosting ? qsTr("Your table is open") : qsTr("Waiting for the host to begin")
            }
            BodyText {
                Layout.fillWidth: true
                visible: lobby.hosting
                wrapMode: Text.WordWrap
                text: qsTr("The others choose “Join a table” on their home screen and type the table code and the address, or pick this table from the list.")
            }
            RowLayout {
                visible: lobby.hosting
                Layout.fillWidth: true
                spacing: Theme.gapLarge
                Column {
                    spacing: 2
                    BodyText { text: qsTr("Table code") }
                    Text {
                        objectName: "lobbyCode"
                        textFormat: Text.PlainText
                        text: NetPlay.code
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.textTitle
                        font.bold: true
                        font.letterSpacing: 4
                        color: Theme.ink
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Table code %1").arg(NetPlay.code.split("").join(" "))
                    }
                }
                Column {
                    Layout.fillWidth: true
                    spacing: 2
                    BodyText { text: qsTr("Address") }
                    Repeater {
                        model: NetPlay.addresses
                        Text {
                            required property string modelData
                            required property int index
                            objectName: "lobbyAddress" + index
                            textFormat: Text.PlainText
                            text: modelData
                            font.family: Theme.bodyFont
                            font.pixelSize: Theme.textSubheading
                            font.bold: true
                            color: Theme.ink
                        }
                    }
                }
            }
            // The seats: who sits where, and who is still to come.
            Column {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: NetPlay.seats
                    RowLayout {
                        id: seatRow
                        required property var modelData
                        required property int index
                        objectName: "lobbySeat" + index
                        width: parent.width
                        spacing: Theme.gap
                        SeatMark {
                            seat: seatRow.index
                            label: lobby.session.marks[seatRow.index] || "?"
                            Layout.preferredWidth: 30
                            Layout.preferredHeight: 30
                        }
                        NameLine {
                            Layout.fillWidth: true
                            text: seatRow.modelData.state === "open" ? qsTr("Seat %1: open").arg(seatRow.index + 1)
                                                                     : String(seatRow.modelData.name)
                        }
                        BodyText {
                            objectName: "lobbySeatState" + seatRow.index
                            text: {
                                switch (String(seatRow.modelData.state)) {
                                case "open": return qsTr("waiting for someone to join")
                                case "connected": return seatRow.modelData.me ? qsTr("you") : qsTr("joined")
                                case "lost": return qsTr("lost connection")
                                default: return seatRow.modelData.me ? qsTr("you, at this screen") : qsTr("at the host's screen")
                                }
                            }
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap
                BodyText {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    objectName: "lobbyNote"
                    text: !lobby.hosting ? qsTr("The game begins when every seat is taken and the host says so.")
                          : NetPlay.seatsFull ? qsTr("Everyone is here.")
                                              : qsTr("Begin is ready once every seat is taken.")
                }
                TableButton {
                    objectName: "lobbyLeave"
                    kind: "secondary"
                    text: qsTr("Leave")
                    onClicked: lobby.leave()
                }
                TableButton {
                    objectName: "lobbyBegin"
                    visible: lobby.hosting
                    kind: "accent"
                    glyph: "▶"
                    text: qsTr("Begin")
                    enabled: NetPlay.seatsFull
                    onClicked: lobby.session.beginPlay()
                }
            }
        }
    }
}
