pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// One player's discard pile, spread left to right (bottom card first) so
// every letter shows. The top card can be taken when `drawable` (a choice
// on offer draws from it; `drawTip` is that choice's words); a pile topped
// by an A is locked and says so.
// `cards`: bottom card first; a card list model (role `card`, as the
// session's pileModel(seat)) or a plain array of letters.
Item {
    id: pile
    property var cards: []
    property int owner: 0
    property string ownerName: ""
    property bool drawable: false
    property string drawTip: ""
    property real cardWidth: 44
    readonly property real cardHeight: Math.round(cardWidth * 1.43)
    readonly property int count: repeater.count
    // An A on top: nobody may draw from it (the session asks the rules).
    property bool lockedByA: false
    readonly property real step: count <= 1 ? 0 : Math.max(6, Math.min(cardWidth * 0.62, (width - cardWidth) / (count - 1)))
    readonly property PandaCard topCard: count > 0 ? repeater.itemAt(count - 1) as PandaCard : null
    readonly property bool hovered: topCard ? (topCard.hovered || topCard.activeFocus) : false
    readonly property string hoverHint: !hovered ? ""
        : drawable ? drawTip
        : lockedByA ? qsTr("An A is on top: nobody may draw from this pile.")
        : ""
    signal drawRequested(int owner)

    objectName: "pile-" + owner
    implicitWidth: cardWidth + Math.max(0, count - 1) * cardWidth * 0.62
    implicitHeight: cardHeight + 6

    // Where a card lands on this pile (for the table's flying cards).
    function landingPoint(target) {
        return pile.mapToItem(target, Math.min(width - cardWidth, count * step), 0)
    }

    Rectangle {
        visible: pile.count === 0
        width: pile.cardWidth
        height: pile.cardHeight
        y: 6
        radius: 6
        color: "transparent"
        border.color: Theme.onTableSoft
        border.width: 2
        opacity: 0.5
    }

    Repeater {
        id: repeater
        model: pile.cards
        PandaCard {
            required property int index
            required property int modelData
            readonly property bool isTop: index === pile.count - 1
            objectName: "pileCard-" + pile.owner + "-" + index
            letter: modelData
            x: index * pile.step
            y: 6
            width: pile.cardWidth
            height: pile.cardHeight
            interactive: isTop && (pile.drawable || pile.lockedByA)
            focusable: isTop
            Accessible.name: !isTop ? qsTr("Panda Panda card: %1").arg(letterText)
                           : qsTr("%1’s pile, %n card(s), %2 on top", "", pile.count).arg(pile.ownerName).arg(letterText)
                             + (pile.drawable ? ", " + qsTr("you may take it") : pile.lockedByA ? ", " + qsTr("locked") : "")
            highlighted: isTop && pile.drawable
            toolTip: pile.hoverHint
            onClicked: if (pile.drawable) pile.drawRequested(pile.owner)
        }
    }

    // The lock on a pile topped by an A.
    Rectangle {
        objectName: "pileLock-" + pile.owner
        visible: pile.lockedByA
        x: Math.max(0, (pile.count - 1) * pile.step + pile.cardWidth - width + 6)
        y: pile.cardHeight - height + 10
        width: lockText.implicitWidth + 12
        height: Math.max(20, lockText.implicitHeight + 4)
        radius: 10
        color: Theme.ink
        border.color: Theme.card
        Text {
            id: lockText
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("locked")
            color: Theme.card
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textTiny
            font.bold: true
        }
    }
}
