pragma ComponentBehavior: Bound
import QtQuick
import CritterTable
import "TpCards.js" as TpCards

// The end of a game: every stash by card type and player, the place each
// player took in each majority (ties marked and explained), the totals,
// the winner, why they won (WhyWonBox), and Play again. "Look at the table" (or Esc, or a click
// beside the box) closes it to see the final table and the top bar, whose
// Results button opens it again; "Watch the replay" starts the replay.
Rectangle {
    id: scores
    property TrashPandasSession session: null
    // The person closes the results to look at the final table (the shell hides them).
    signal lookAtTable()
    signal playAgain()
    signal leave()
    signal watchReplay()
    color: Theme.scrim

    // Esc closes the results rather than leaving the table: the keys come
    // here first, the results taking the focus whenever they show.
    Keys.onEscapePressed: scores.lookAtTable()
    onVisibleChanged: if (visible) Later.call(scores.takeFocus)
    function takeFocus() {
        if (scores.visible)
            lookButton.forceActiveFocus(Qt.TabFocusReason)
    }
    // A click beside the box closes it too; the box itself takes its clicks.
    MouseArea { anchors.fill: parent; hoverEnabled: true; onClicked: scores.lookAtTable() }
    MouseArea { anchors.fill: panel }

    Panel {
        id: panel
        anchors.centerIn: parent
        // Wide enough for the replay link and a rated game's rating on one line.
        width: Math.min(parent.width - 40, Math.max(whyBox.rating.length > 0 ? 720 : 0, 200 + 170 * Math.max(2, columns)))
        height: Math.min(parent.height - 30, body.implicitHeight + 2 * padding)
        padding: 18
        elevation: 2
        readonly property int columns: scores.session ? scores.session.totals.count : 2
        readonly property real nameW: 150
        readonly property real cellW: (width - 2 * padding - nameW) / Math.max(1, columns)
        // A short window (1024x640, or 1280x800 with a rated game's rating
        // line) keeps every line and button inside: tighter rows, and the
        // scoring's rules give way to why the winner won.
        readonly property bool tight: scores.height < 700 || (scores.height < 860 && whyBox.rating.length > 0)
        readonly property real rowH: tight ? 26 : 36

        Column {
            id: body
            width: parent.width
            spacing: panel.tight ? 3 : 6

            Text {
                textFormat: Text.PlainText
                objectName: "tpWinnerText"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: scores.session ? "★ " + scores.session.winnersText + " ★" : ""
                color: Theme.tealDark
                font.family: Theme.displayFont
                font.pixelSize: Theme.textHeading
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // Why the winner won, the way to that moment in the replay, a rated game's rating.
            WhyWonBox {
                id: whyBox
                objectName: "tpWhyWon"
                width: parent.width
                session: scores.session
            }
            // Names
            Row {
                Item { width: panel.nameW; height: panel.rowH }
                Repeater {
                    model: scores.session ? scores.session.totals : []
                    Item {
                        id: nameCell
                        required property int seat
                        required property string seatName
                        width: panel.cellW; height: panel.rowH
                        // The seat's mark beside the name, in the seat's colour.
                        Row {
                            anchors.centerIn: parent
                            width: Math.min(implicitWidth, parent.width)
                            spacing: 6
                            SeatMark {
                                id: nameMark
                                width: 18; height: 18
                                anchors.verticalCenter: parent.verticalCenter
                                seat: nameCell.seat
                            }
                            Text {
                                textFormat: Text.PlainText
                                width: Math.min(implicitWidth, nameCell.width - nameMark.width - 6)
                                anchors.verticalCenter: parent.verticalCenter
                                text: nameCell.seatName
                                elide: Text.ElideRight
                                font.bold: true
                                font.pixelSize: Theme.textBody
                                color: Theme.highContrast ? Theme.ink : Theme.seatColor(nameCell.seat)
                            }
                        }
                    }
                }
            }
            Repeater {
                model: scores.session ? scores.session.scoreRows : []
                Rectangle {
                    id: scoreRow
                    required property int index
                    required property int card
                    required property string cardName
                    required property var cells   // one {cards, points, place, tied} per player
                    width: body.width
                    height: panel.rowH
                    radius: 6
                    color: index % 2 === 0 ? Theme.cardShade : "transparent"
                    Row {
                        anchors.verticalCenter: parent.verticalCenter
                        Row {
                            width: panel.nameW
                            spacing: 6
                            Image { width: panel.rowH - 8; height: width; source: Theme.art(TpCards.cardArt[scoreRow.card]); sourceSize.width: 48; sourceSize.height: 48; anchors.verticalCenter: parent.verticalCenter }
                            Text { textFormat: Text.PlainText; text: scoreRow.cardName; font.bold: true; font.pixelSize: Theme.textSmall; color: Theme.ink; anchors.verticalCenter: parent.verticalCenter }
                        }
                        Repeater {
                            model: scoreRow.cells
                            Text {
                                textFormat: Text.PlainText
                                required property var modelData
                                width: panel.cellW
                                horizontalAlignment: Text.AlignHCenter
                                text: modelData.cards === 0 ? "–"
                                      : qsTr("%1 × · %2 · %3 pt").arg(modelData.cards).arg(modelData.place).arg(modelData.points)
                                color: modelData.tied ? Theme.amberDark : Theme.ink
                                font.pixelSize: Theme.textSmall
                                font.bold: modelData.points > 0
                                elide: Text.ElideRight
                            }
                        }
                    }
                }
            }
            Rectangle { width: parent.width; height: 2; color: Theme.cardEdge }
            Row {
                Text { textFormat: Text.PlainText; width: panel.nameW; text: qsTr("Total"); font.bold: true; font.pixelSize: Theme.textBody; color: Theme.ink }
                Repeater {
                    model: scores.session ? scores.session.totals : []
                    Text {
                        textFormat: Text.PlainText
                        required property int seat
                        required property int total
                        required property bool winner
                        objectName: "tpTotal-" + seat
                        width: panel.cellW
                        horizontalAlignment: Text.AlignHCenter
                        text: (winner ? "★ " : "") + (total === 1 ? qsTr("1 point") : qsTr("%1 points").arg(total))
                        font.bold: true
                        font.pixelSize: Theme.textBody
                        color: winner ? Theme.tealDark : Theme.ink
                    }
                }
            }
            Row {
                Text { textFormat: Text.PlainText; width: panel.nameW; text: qsTr("Types · cards"); font.pixelSize: Theme.textCaption; color: Theme.inkSoft }
                Repeater {
                    model: scores.session ? scores.session.totals : []
                    Text {
                        textFormat: Text.PlainText
                        required property int types
                        required property int cards
                        width: panel.cellW
                        horizontalAlignment: Text.AlignHCenter
                        text: types + " · " + cards
                        font.pixelSize: Theme.textCaption
                        color: Theme.inkSoft
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tpScoringRules"
                visible: !(panel.tight && whyBox.visible)
                width: parent.width
                wrapMode: Text.WordWrap
                text: qsTr("Each card type pays its prizes to the players with the most, second most and third most of it. Players tied for a place each get that place's points minus one, and the next player takes the next place. Blammo! pays 1 point per card. A tie in points goes to the player with more card types, then more cards.")
                color: Theme.inkSoft
                font.pixelSize: Theme.textCaption
            }
            // The finished game (the table, its replay), then the way on.
            Row {
                x: parent.width - width
                spacing: 8
                TableButton { id: lookButton; objectName: "tpLookAtTable"; kind: "primary"; text: qsTr("Look at the table"); onClicked: scores.lookAtTable() }
                TableButton { objectName: "tpWatchReplay"; visible: !scores.session || scores.session.keepsGame; kind: "secondary"; glyph: "⟲"; text: qsTr("Watch the replay"); onClicked: scores.watchReplay() }
            }
            Row {
                x: parent.width - width
                spacing: 8
                TableButton { objectName: "tpLeaveAfterGame"; kind: "secondary"; text: qsTr("Leave the table"); onClicked: scores.leave() }
                TableButton { objectName: "tpPlayAgain"; visible: !scores.session || scores.session.keepsGame; kind: "accent"; glyph: "↻"; text: qsTr("Play again"); onClicked: scores.playAgain() }
            }
        }
    }
}
