pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// Join a table someone hosts: the tables announced on this network, or
// the address and code the host reads out, and the name to sit under
// (remembered). Once the host gives a seat, the window opens that game's
// table (NetPlay.seated).
FocusScope {
    id: join
    objectName: "joinScreen"
    signal back()

    Component.onCompleted: NetPlay.startLooking()
    Component.onDestruction: NetPlay.stopLooking()

    function joinTable(address, code) {
        NetPlay.join(address, code, nameField.text)
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Join a table")
        subtitle: qsTr("Play from your own screen at a table someone hosts.")
        onBack: join.back()
    }

    ScrollingPanel {
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        maxWidth: 760

        Column {
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.gap

            BodyText { text: qsTr("Your name") }
            TableTextField {
                id: nameField
                objectName: "joinName"
                width: Math.min(parent.width, 360)
                maximumLength: 40
                text: NetPlay.playerName
                placeholderText: qsTr("The name the others see")
                Accessible.name: qsTr("Your name")
            }

            Heading { text: qsTr("Tables on this network") }
            BodyText {
                objectName: "foundNone"
                width: parent.width
                visible: NetPlay.foundTables.length === 0
                text: NetPlay.looking ? qsTr("Looking… A table the host opens on this network shows here.")
                                      : qsTr("This screen cannot listen for tables here; type the address and code instead.")
            }
            Repeater {
                model: NetPlay.foundTables
                RowLayout {
                    id: found
                    required property var modelData
                    required property int index
                    width: parent.width
                    spacing: Theme.gap
                    readonly property string address: String(modelData.address) + ":" + modelData.port
                    TableButton {
                        objectName: "foundTable" + found.index
                        kind: "secondary"
                        Layout.fillWidth: true
                        enabled: nameField.text.trim().length > 0 && Number(found.modelData.open) > 0
                        text: qsTr("%1's table · %2 · %n open seat(s)", "", Number(found.modelData.open))
                                  .arg(String(found.modelData.host))
                                  .arg(GameRegistry.game(String(found.modelData.game))?.title ?? String(found.modelData.game))
                        onClicked: join.joinTable(found.address, String(found.modelData.code))
                    }
                    TableButton {
                        objectName: "watchTable" + found.index
                        kind: "secondary"
                        text: qsTr("Watch")
                        onClicked: NetPlay.watch(found.address, String(found.modelData.code))
                    }
                }
            }

            Heading { text: qsTr("Or type what the host shows") }
            RowLayout {
                width: parent.width
                spacing: Theme.gap
                TableTextField {
                    id: addressField
                    objectName: "joinAddress"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Address, like 192.168.1.20:7171")
                    Accessible.name: qsTr("Address")
                    inputMethodHints: Qt.ImhNoPredictiveText
                }
                TableTextField {
                    id: codeField
                    objectName: "joinCode"
                    Layout.preferredWidth: 170
                    maximumLength: 6
                    placeholderText: qsTr("Table code")
                    Accessible.name: qsTr("Table code")
                    font.capitalization: Font.AllUppercase
                    inputMethodHints: Qt.ImhUppercaseOnly | Qt.ImhNoPredictiveText
                    onAccepted: joinButton.clicked()
                }
                TableButton {
                    objectName: "watchButton"
                    kind: "secondary"
                    text: qsTr("Watch")
                    enabled: addressField.text.trim().length > 0 && codeField.text.trim().length === 6 && NetPlay.status !== "connecting"
                    onClicked: NetPlay.watch(addressField.text, codeField.text)
                }
                TableButton {
                    id: joinButton
                    objectName: "joinButton"
                    kind: "accent"
                    text: qsTr("Join")
                    enabled: nameField.text.trim().length > 0 && addressField.text.trim().length > 0 && codeField.text.trim().length === 6
                             && NetPlay.status !== "connecting"
                    onClicked: join.joinTable(addressField.text, codeField.text)
                }
            }
            BodyText {
                objectName: "joinStatus"
                width: parent.width
                visible: text.length > 0
                text: NetPlay.status === "connecting" ? qsTr("Asking the host for a seat…")
                      : NetPlay.problem !== "" ? qsTr("Not joined: %1").arg(NetPlay.problem) : ""
            }
        }
    }
}
