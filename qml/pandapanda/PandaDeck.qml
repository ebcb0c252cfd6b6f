pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The face-down deck with its count. Clickable when a choice on offer draws
// from it (`drawTip`: that choice's words; on an empty deck a draw first
// shuffles every discard pile into a new deck).
Item {
    id: deck
    property int count: 0
    property bool drawable: false
    property string drawTip: ""
    property real cardWidth: 70
    readonly property real cardHeight: Math.round(cardWidth * 1.43)
    readonly property bool hovered: top.hovered || top.activeFocus
    readonly property string hoverHint: !hovered || !drawable ? "" : drawTip
    signal drawRequested()

    objectName: "deck"
    implicitWidth: cardWidth + 8
    implicitHeight: cardHeight + 30

    Repeater {
        model: Math.min(3, Math.ceil(deck.count / 8))
        Image {
            required property int index
            x: 6 - index * 3
            y: 6 - index * 3
            width: deck.cardWidth
            height: deck.cardHeight
            source: Theme.art("pp-back")
            sourceSize.width: 140; sourceSize.height: 200
            opacity: 0.9
        }
    }
    PandaCard {
        id: top
        objectName: "deckTop"
        width: deck.cardWidth
        height: deck.cardHeight
        letter: -1
        visible: deck.count > 0 || deck.drawable
        opacity: deck.count > 0 ? 1 : 0.45
        interactive: deck.drawable
        focusable: true
        Accessible.name: qsTr("Deck, %n card(s)", "", deck.count) + (deck.drawable ? ", " + qsTr("you may draw") : "")
        highlighted: deck.drawable
        onClicked: deck.drawRequested()
    }
    Rectangle {
        visible: deck.count === 0 && !deck.drawable
        width: deck.cardWidth
        height: deck.cardHeight
        radius: 8
        color: "transparent"
        border.color: Theme.onTableSoft
        border.width: 2
        opacity: 0.5
    }
    Text {
        textFormat: Text.PlainText
        objectName: "deckCount"
        anchors.top: top.bottom
        anchors.topMargin: 6
        anchors.horizontalCenter: top.horizontalCenter
        text: qsTr("Deck: %1").arg(deck.count)
        color: Theme.onTable
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
        font.bold: true
    }
}
