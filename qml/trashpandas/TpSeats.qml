pragma ComponentBehavior: Bound
import QtQuick
import CritterTable
import "TpCards.js" as TpCards

// The Trash Pandas players along the top of the table: each seat's name
// plate with its hand count and its stash (face down, and face up by card
// type). Only the viewer's own face-down stash may be looked at.
Row {
    id: seats
    required property TrashPandasSession session
    property bool narrow: false
    property bool low: false
    // The seat's plate (for flying cards), or the row itself.
    function itemFor(seat) {
        const item = playersRepeater.itemAt(seat)
        return item ? item : seats
    }

    // Taller when large text needs it: name, facts and a row of stash chips.
    height: Math.max(seats.low ? 84 : 112,
                     Math.round(Theme.textBody * 1.25 + Theme.textCaption * 1.25 + Theme.textTiny * 1.3 + 36))
    spacing: 8
    Repeater {
        id: playersRepeater
        model: seats.session.seats
        delegate: PlayerArea {
            id: player
            // The seat's facts, TpSeatModel's roles. seat, active and deciding
            // are PlayerArea's own (its plate marks the turn before a question).
            required seat
            required active
            required deciding
            required property string seatName
            required property bool bot
            required property int handCount
            required property int stashDown
            required property var stashUp   // [{card, count}] by card type, the types held
            required property bool viewer
            required property bool shown
            objectName: "tpPlayer-" + seat
            width: (seats.width - seats.spacing * (playersRepeater.count - 1)) / Math.max(1, playersRepeater.count)
            height: seats.height
            name: seatName + (viewer && playersRepeater.count > 1 ? "  " + qsTr("(you)") : "")
            isBot: bot
            mark: seats.session.marks[seat] || "?"
            facts: (handCount === 1 ? qsTr("1 card in hand") : qsTr("%1 cards in hand").arg(handCount))
            status: deciding && seats.session.botThinking ? qsTr("thinking…") : ""
            // The keyboard's way to one's own face-down stash (the chip's click).
            Keys.onReturnPressed: if (downChip.mine) ownStashPopup.open()
            Keys.onSpacePressed: if (downChip.mine) ownStashPopup.open()
            Flow {
                anchors.fill: parent
                spacing: 4
                clip: true
                Rectangle {
                    id: downChip
                    objectName: "tpStashDown-" + player.seat
                    visible: player.stashDown > 0
                    // One's own face-down stash may be looked at (its owner only).
                    readonly property bool mine: player.shown && seats.session.ownStash.length > 0
                    width: downText.implicitWidth + 12; height: Math.max(22, downText.implicitHeight + 6); radius: 6
                    color: downMouse.containsMouse && mine ? Theme.tealDark : Theme.teal
                    border.color: mine ? Theme.amber : "transparent"
                    Text { id: downText; anchors.centerIn: parent; color: Theme.card; font.pixelSize: Theme.textTiny; font.bold: true
                           textFormat: Text.PlainText
                           text: downChip.mine ? qsTr("%n face down · look", "", player.stashDown)
                                               : qsTr("%n face down", "", player.stashDown) }
                    MouseArea {
                        id: downMouse
                        anchors.fill: parent
                        enabled: downChip.mine
                        hoverEnabled: true
                        cursorShape: downChip.mine ? Qt.PointingHandCursor : Qt.ArrowCursor
                        onClicked: ownStashPopup.open()
                    }
                }
                Repeater {
                    model: player.stashUp
                    delegate: Rectangle {
                        id: stash
                        required property var modelData
                        width: upRow.implicitWidth + 10; height: Math.max(22, upRow.implicitHeight + 6); radius: 6
                        color: Theme.cardShade; border.color: Theme.cardEdge
                        Accessible.name: qsTr("%1 face up: %2").arg(seats.session.cardName(stash.modelData.card)).arg(stash.modelData.count)
                        Row {
                            id: upRow
                            anchors.centerIn: parent
                            spacing: 3
                            Image { width: 16; height: 16; source: Theme.art(TpCards.cardArt[stash.modelData.card]); sourceSize.width: 32; sourceSize.height: 32 }
                            // Narrow: the card's picture says which, so the name goes.
                            Text { text: (seats.narrow ? "" : seats.session.cardName(stash.modelData.card) + " ") + "×" + stash.modelData.count; font.pixelSize: Theme.textTiny; color: Theme.ink; font.bold: true
                                   textFormat: Text.PlainText
                                   anchors.verticalCenter: parent.verticalCenter }
                        }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    visible: player.stashDown === 0 && player.stashUp.length === 0
                    text: qsTr("Stash empty")
                    color: Theme.inkSoft; font.pixelSize: Theme.textTiny; font.italic: true
                }
            }
        }
    }

    // One's own face-down stash, shown to its owner on demand.
    TablePopup {
        id: ownStashPopup
        objectName: "tpOwnStash"
        title: qsTr("Your face-down stash")
        closeName: "tpOwnStashClose"
        maxWidth: 560
        onAboutToShow: if (!seats.session.handVisible) close()
        Flow {
            width: parent.width
            spacing: 8
            Repeater {
                model: seats.session.handVisible ? seats.session.ownStash : []
                TpCard {
                    required property var modelData
                    width: 80; height: 112
                    interactive: false
                    card: modelData
                    name: seats.session.cardName(modelData)
                    pointsText: seats.session.cardPoints(modelData)
                }
            }
        }
    }
    // Hidden the moment the screen is handed over.
    Connections {
        target: seats.session
        function onViewerChanged() { ownStashPopup.close() }
    }
}
