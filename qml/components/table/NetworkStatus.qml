pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// What the network is doing to this table, at the top of the board: a
// person who lost connection (the game waits for them; the host may let
// their bot play until they are back), or this screen's own connection to
// the host lost (Reconnect).
Column {
    id: status
    required property TableSession session
    objectName: "networkStatus"
    spacing: 6
    visible: NetPlay.role !== "" && (NetPlay.lostNames.length > 0 || NetPlay.status === "lost")

    // This screen lost the host.
    Panel {
        visible: NetPlay.role === "client" && NetPlay.status === "lost"
        width: status.width
        height: lostRow.implicitHeight + 2 * padding
        padding: Theme.gap
        elevation: 2
        color: Theme.amberLight
        RowLayout {
            id: lostRow
            anchors.fill: parent
            spacing: Theme.gap
            BodyText {
                objectName: "hostLostText"
                Layout.fillWidth: true
                text: qsTr("The connection to the host was lost (%1). Your seat is kept for you.").arg(NetPlay.problem)
            }
            TableButton {
                objectName: "reconnectButton"
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
            RowLayout {
                id: seatRow
                anchors.fill: parent
                spacing: Theme.gap
                BodyText {
                    Layout.fillWidth: true
                    text: seatNotice.modelData.standIn
                        ? qsTr("%1 lost connection; their bot plays for them until they are back.").arg(seatNotice.modelData.name)
                        : qsTr("%1 lost connection, waiting for them to come back.").arg(seatNotice.modelData.name)
                }
                TableButton {
                    objectName: "standInButton" + seatNotice.index
                    visible: NetPlay.role === "host"
                    kind: "secondary"
                    text: seatNotice.modelData.standIn ? qsTr("Wait for them") : qsTr("Let a bot play")
                    onClicked: NetPlay.setStandIn(seatNotice.index, !seatNotice.modelData.standIn)
                }
            }
        }
    }
}
