pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The reveal after "Panda Panda!": the winner's hand face up for everyone,
// the crowns so far, and the way on (next round, or play again at game end).
// At game end "Look at the table" (or Esc, or a click beside the box) closes
// it to see the final table and the top bar, whose Results button opens it
// again; "Watch the replay" starts the replay.
Rectangle {
    id: overlay
    property var names: []
    property var crowns: []
    property int winner: -1
    property var cards: []              // the revealed winning hand
    property int round: 0
    property bool gameOver: false
    property bool winnerIsViewer: false
    // This screen keeps the game (not a seat at someone else's network table): replay and play again are here.
    property bool keepsGame: true
    // The session: at game end, why the winner won and a rated game's rating (WhyWonBox).
    property TableSession session: null
    // The person closes the results to look at the final table (the shell hides them).
    signal lookAtTable()
    signal nextRound()
    signal playAgain()
    signal leave()
    signal watchReplay()

    objectName: gameOver ? "gameEnd" : "roundEnd"
    color: Theme.scrim
    // Esc at game end closes the results rather than leaving the table: the
    // keys come here first, the box taking the focus whenever it shows.
    onVisibleChanged: if (visible) Later.call(overlay.takeFocus)
    function takeFocus() {
        if (overlay.visible)
            (overlay.gameOver ? lookButton : nextButton).forceActiveFocus(Qt.TabFocusReason)
    }
    Keys.onEscapePressed: (event) => {
        if (overlay.gameOver)
            overlay.lookAtTable()
        else
            event.accepted = false
    }
    // At game end a click beside the box closes it too; the box itself takes its clicks.
    MouseArea { anchors.fill: parent; hoverEnabled: true; onClicked: if (overlay.gameOver) overlay.lookAtTable() }
    MouseArea { anchors.fill: panel }

    readonly property string winnerName: winner >= 0 && winner < names.length ? names[winner] : ""

    Panel {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.gapLarge, 640)
        height: content.implicitHeight + 2 * padding
        elevation: 2
        scale: overlay.visible || Theme.reducedMotion ? 1 : 0.8
        Behavior on scale { NumberAnimation { duration: Theme.moveLong; easing.type: Easing.OutBack } }

        Column {
            id: content
            width: parent.width
            spacing: Theme.gap

            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: 8
                Repeater {
                    model: overlay.gameOver ? 2 : 1
                    Image {
                        width: 64; height: 48
                        source: Theme.art("pp-crown")
                        sourceSize.width: 128; sourceSize.height: 96
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "roundEndTitle"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: overlay.gameOver ? (overlay.winnerIsViewer ? qsTr("You win the game!") : qsTr("%1 wins the game!").arg(overlay.winnerName))
                                       : qsTr("“Panda Panda!”")
                color: Theme.ink
                font.family: Theme.displayFont
                font.pixelSize: Theme.textTitle
                font.bold: true
            }
            BodyText {
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: overlay.gameOver ? qsTr("Two crowns! %1 revealed this hand to win round %2:").arg(overlay.winnerName).arg(overlay.round)
                                       : qsTr("%1 reveals a winning hand and wins round %2:").arg(overlay.winnerName).arg(overlay.round)
                color: Theme.inkSoft
            }
            Row {
                objectName: "revealedHand"
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: 6
                Repeater {
                    model: overlay.cards
                    PandaCard {
                        required property int modelData
                        letter: modelData
                        interactive: false
                        width: Math.min(72, (content.width - 6 * 7) / 7)
                        height: Math.round(width * 1.43)
                    }
                }
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.gap
                Repeater {
                    model: overlay.names
                    Row {
                        id: standing
                        required property int index
                        required property string modelData
                        spacing: 4
                        SeatMark { width: 16; height: 16; seat: standing.index; anchors.verticalCenter: parent.verticalCenter }
                        Text {
                            textFormat: Text.PlainText
                            text: standing.modelData
                            color: Theme.ink
                            font.family: Theme.bodyFont
                            font.pixelSize: Theme.textSmall
                            font.bold: standing.index === overlay.winner
                            anchors.verticalCenter: parent.verticalCenter
                        }
                        Repeater {
                            model: standing.index < overlay.crowns.length ? overlay.crowns[standing.index] : 0
                            Image { width: 20; height: 15; source: Theme.art("pp-crown"); sourceSize.width: 64; sourceSize.height: 48; anchors.verticalCenter: parent.verticalCenter }
                        }
                    }
                }
            }
            WhyWonBox {
                objectName: "ppWhyWon"
                width: parent.width
                session: overlay.gameOver ? overlay.session : null
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.gap
                visible: overlay.gameOver
                TableButton {
                    id: lookButton
                    objectName: "lookAtTableButton"
                    kind: "primary"
                    text: qsTr("Look at the table")
                    onClicked: overlay.lookAtTable()
                }
                TableButton {
                    objectName: "watchReplayFromResults"
                    visible: overlay.keepsGame
                    kind: "secondary"
                    glyph: "⟲"
                    text: qsTr("Watch the replay")
                    onClicked: overlay.watchReplay()
                }
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.gap
                TableButton {
                    id: nextButton
                    objectName: "nextRoundButton"
                    visible: !overlay.gameOver
                    kind: "accent"
                    glyph: "▶"
                    text: qsTr("Next round")
                    onClicked: overlay.nextRound()
                }
                TableButton {
                    objectName: "playAgainButton"
                    visible: overlay.gameOver && overlay.keepsGame
                    kind: "accent"
                    glyph: "↻"
                    text: qsTr("Play again")
                    onClicked: overlay.playAgain()
                }
                TableButton {
                    objectName: "leaveTableButton"
                    visible: overlay.gameOver
                    kind: "secondary"
                    text: qsTr("Leave the table")
                    onClicked: overlay.leave()
                }
            }
        }
    }
}
