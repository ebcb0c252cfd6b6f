pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// What the network is doing to this table, over the side column: a
// person who lost connection (the game waits for them; the host may let
// their bot play until they are back), or this screen's own connection to
// the host lost (Reconnect).
Column {
    id: status
    required property TableSession session
    objectName: "networkStatus"
    spacing: 6
    // Once the game is over nobody waits for anyone: people leaving then are not "lost".
    visible: NetPlay.role !== "" && !session.over && (NetPlay.lostNames.length > 0 || NetPlay.status === "lost")

    // This screen lost the host.
    Panel {
        visible: NetPlay.role === "client" && NetPlay.status === "lost"
        width: status.width
        height: lostRow.implicitHeight + 2 * padding
        padding: Theme.gap
        elevation: 2
        color: Theme.amberLight
        // Text above, the button below: the side column is narrow.
        ColumnLayout {
            id: lostRow
            anchors.fill: parent
            spacing: 6
            BodyText {
                objectName: "hostLostText"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("The connection to the host was lost (%1). Your seat is kept for you.").arg(NetPlay.problem)
            }
            TableButton {
                objectName: "reconnectButton"
                Layout.alignment: Qt.AlignRight
                kind: "accent"
                text: qsTr("Reconnect")
                onClicked: NetPlay.rejoin()
            }
        }
    }

    // Someone else lost connection.
    Repeater {
        model: NetPlay.seats
        Panel {
            id: seatNotice
            required property var modelData
            required property int index
            objectName: "seatLost" + index
            visible: modelData.state === "lost"
            width: status.width
            height: visible ? seatRow.implicitHeight + 2 * padding : 0
            padding: Theme.gap
            elevation: 2
            color: Theme.amberLight
            ColumnLayout {
                id: seatRow
                anchors.fill: parent
                spacing: 6
                BodyText {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: seatNotice.modelData.standIn
                        ? qsTr("%1 lost connection; their bot plays for them until they are back.").arg(seatNotice.modelData.name)
                        : qsTr("%1 lost connection, waiting for them to come back.").arg(seatNotice.modelData.name)
                }
                TableButton {
                    objectName: "standInButton" + seatNotice.index
                    Layout.alignment: Qt.AlignRight
                    visible: NetPlay.role === "host"
                    kind: "secondary"
                    text: seatNotice.modelData.standIn ? qsTr("Wait for them") : qsTr("Let a bot play")
                    onClicked: NetPlay.setStandIn(seatNotice.index, !seatNotice.modelData.standIn)
                }
            }
        }
    }
}
