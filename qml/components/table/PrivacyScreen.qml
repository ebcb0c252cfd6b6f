pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Stands between seats in pass-and-play: covers the whole table so nobody
// sees the next person's hand until that person says they are ready.
// What the next person is asked stays behind the screen, so whether a
// prompt exists never shows anyone's hidden cards.
Rectangle {
    id: screen
    objectName: "privacyScreen"
    property string playerName: ""
    property string mark: "?"            // the letter on the seat's mark (the session's marks)
    property int seat: 0
    property color seatColor: Theme.seatColor(seat)
    property string reason: ""           // e.g. "Your turn" or "Someone is stealing from you"
    property Item badge: null            // the game's own mark for the seat, in place of the SeatMark
    onBadgeChanged: if (badge) badge.parent = badgeHolder
    // A seat asked in the open is asked here, on the screen everyone sees:
    // the question (the same words whatever anyone holds) and the session's
    // choice rows (choices: its ChoiceModel). Each row but the look is a
    // one-tap answer (chosen); the look ("look-privately") is ready().
    property string question: ""
    property var choices: null
    readonly property bool asking: question.length > 0
    signal ready()
    signal chosen(string choiceId)

    color: Theme.tableDark
    opacity: visible ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }

    // Swallow every click and key so nothing behind the screen can be used.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.AllButtons }
    Keys.onPressed: (event) => {
        event.accepted = true
        // Between the screen's own buttons only: the keys never reach the table behind.
        const back = event.key === Qt.Key_Backtab || event.key === Qt.Key_Left
        if (back || event.key === Qt.Key_Tab || event.key === Qt.Key_Right)
            screen.moveFocus(back ? -1 : 1)
    }
    function moveFocus(step) {
        const buttons = []
        for (let i = 0; i < buttonRow.children.length; ++i) {
            const b = buttonRow.children[i]
            if (b.visible && b.width > 0)   // (the Repeater is a child too, of no width)
                buttons.push(b)
        }
        if (buttons.length < 2)
            return
        let at = buttons.findIndex(b => b.activeFocus)
        at = (Math.max(0, at) + step + buttons.length) % buttons.length
        buttons[at].forceActiveFocus(Qt.TabFocusReason)
    }
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
            BodyText {
                objectName: "privacyQuestion"
                visible: screen.asking
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: screen.question
                font.bold: true
            }
            BodyText {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: screen.asking
                      ? qsTr("Everyone is asked, whatever they hold, and no hand shows here: answer now, or look at your hand first.")
                      : qsTr("Everyone else, look away. %1, press the button when only you can see the screen.").arg(screen.playerName)
                color: Theme.inkSoft
            }
            Row {
                id: buttonRow
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.gap
                Repeater {
                    model: screen.asking ? screen.choices : null
                    delegate: TableButton {
                        required property string choiceId
                        required property string label
                        required property bool available
                        objectName: "privacyChoice-" + choiceId
                        visible: choiceId !== "look-privately" && available
                        kind: "secondary"
                        text: label
                        onClicked: screen.chosen(choiceId)
                    }
                }
                TableButton {
                    id: readyButton
                    objectName: "privacyReady"
                    kind: "accent"
                    text: screen.asking ? qsTr("Look at my hand") : qsTr("I am %1, show me").arg(screen.playerName)
                    onClicked: screen.ready()
                }
            }
        }
    }
}
