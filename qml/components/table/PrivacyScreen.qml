import QtQuick
import CritterTable

// Stands between seats in pass-and-play: covers the whole table so nobody
// sees the next person's hand until that person says they are ready.
// What the next person is asked stays behind the screen, so whether a
// prompt exists never shows anyone's hidden cards.
Rectangle {
    id: screen
    property string playerName: ""
    property string mark: "?"            // the letter on the seat's mark (the session's marks)
    property int seat: 0
    property color seatColor: Theme.seatColor(seat)
    property string reason: ""           // e.g. "Your turn" or "Someone is stealing from you"
    property Item badge: null            // the game's own mark for the seat, in place of the SeatMark
    onBadgeChanged: if (badge) badge.parent = badgeHolder
    signal ready()

    color: Theme.tableDark
    opacity: visible ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }

    // Swallow every click and key so nothing behind the screen can be used.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.AllButtons }
    Keys.onPressed: (event) => event.accepted = true
    focus: visible
    onVisibleChanged: if (visible) readyButton.forceActiveFocus()
    // Shown from the start, the screen itself takes the focus: hand it to the
    // button, so Enter or Space says "ready" at once.
    onActiveFocusChanged: if (activeFocus) readyButton.forceActiveFocus(Qt.TabFocusReason)

    WoodTable { anchors.fill: parent; opacity: 0.35 }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.gapLarge, 520)
        height: column.implicitHeight + 2 * padding
        elevation: 2

        Column {
            id: column
            width: parent.width
            spacing: Theme.gap

            Item {
                id: badgeHolder
                objectName: "privacyBadge"
                visible: screen.badge !== null
                anchors.horizontalCenter: parent.horizontalCenter
                width: 64; height: 64
            }
            SeatMark {
                visible: screen.badge === null
                anchors.horizontalCenter: parent.horizontalCenter
                width: 64; height: 64
                seat: screen.seat
                fill: screen.seatColor
                label: screen.mark
            }
            Text {
                textFormat: Text.PlainText
                objectName: "privacyTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("Pass the screen to %1").arg(screen.playerName)
                color: Theme.ink
                font.family: Theme.displayFont
                font.pixelSize: Theme.textHeading
                font.bold: true
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("Everyone else, look away. %1, press the button when only you can see the screen.").arg(screen.playerName)
                color: Theme.inkSoft
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
            }
            TableButton {
                id: readyButton
                objectName: "privacyReady"
                anchors.horizontalCenter: parent.horizontalCenter
                kind: "accent"
                text: qsTr("I am %1, show me").arg(screen.playerName)
                onClicked: screen.ready()
            }
        }
    }
}
