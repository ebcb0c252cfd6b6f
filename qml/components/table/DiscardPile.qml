pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// An open discard pile: the top card face up with the pile's count, and a
// click opens a panel that shows every card in it. cards: the pile, top
// last, as a list or a CardListModel; cardDelegate: a Component showing one
// card (gets modelData).
Item {
    id: pile
    property var cards: []
    property Component cardDelegate: null
    property real cardWidth: 80
    property real cardHeight: 112
    property string title: qsTr("Discard pile")
    readonly property int count: cards ? (cards.count !== undefined ? cards.count : cards.length) : 0
    // The card on top (the last), from a list or a model.
    function cardAt(i) { return cards.at !== undefined ? cards.at(i) : cards[i] }
    readonly property bool browsing: browser.opened

    implicitWidth: cardWidth + 8
    implicitHeight: cardHeight + 24
    activeFocusOnTab: true
    Keys.onSpacePressed: browse()
    Keys.onReturnPressed: browse()
    ToolTip.visible: hover.hovered || activeFocus
    ToolTip.delay: 300
    ToolTip.text: qsTr("Discard pile: %1. Click to see every card.").arg(pile.count)

    function browse() { if (count > 0) browser.open() }
    function close() { browser.close() }

    Rectangle {
        id: slot
        width: pile.cardWidth; height: pile.cardHeight
        radius: 8
        color: "transparent"
        border.color: Theme.onTableSoft
        border.width: 2
        opacity: Theme.highContrast ? 1 : 0.6
        visible: pile.count === 0
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            width: parent.width - 8
            horizontalAlignment: Text.AlignHCenter
            // One long word ("Ablagestapel") shrinks to fit rather than leave the box.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 7
            text: pile.title
            color: Theme.onTableSoft
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textTiny
        }
    }
    // A hint of the pile under the top card.
    Rectangle {
        visible: pile.count > 1
        x: 4; y: 3; width: pile.cardWidth; height: pile.cardHeight; radius: 8
        color: Theme.cardShade; border.color: Theme.cardEdge
    }
    Loader {
        objectName: "discardTop"
        width: pile.cardWidth; height: pile.cardHeight
        active: pile.count > 0 && pile.cardDelegate !== null
        sourceComponent: pile.cardDelegate
        property var modelData: pile.count > 0 ? pile.cardAt(pile.count - 1) : null
    }
    Rectangle {
        objectName: "discardCount"
        // On the right edge, halfway down: over the art, never over the card's name.
        anchors.horizontalCenter: parent.right
        anchors.verticalCenter: parent.verticalCenter
        visible: pile.count > 0
        width: Math.max(height, countText.implicitWidth + 12); height: Math.max(26, countText.implicitHeight + 6); radius: height / 2
        color: Theme.teal
        border.color: Theme.card; border.width: 2
        Text { textFormat: Text.PlainText; id: countText; anchors.centerIn: parent; text: pile.count; color: Theme.card; font.bold: true; font.pixelSize: Theme.textSmall }
    }
    FocusRing { shown: pile.activeFocus; baseRadius: 8 }
    HoverHandler { id: hover; cursorShape: pile.count > 0 ? Qt.PointingHandCursor : Qt.ArrowCursor }
    TapHandler { onTapped: pile.browse() }

    TablePopup {
        id: browser
        objectName: "discardBrowser"
        title: qsTr("%1 (%2)").arg(pile.title).arg(pile.count)
        closeName: "discardClose"
        maxWidth: 760
        Flow {
            width: parent.width
            spacing: 8
            Repeater {
                model: browser.opened ? pile.cards : []
                Loader {
                    required property var modelData
                    width: pile.cardWidth; height: pile.cardHeight
                    sourceComponent: pile.cardDelegate
                }
            }
        }
    }
}
