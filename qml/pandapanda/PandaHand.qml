pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The viewer's hand as a fan: face up for its owner, backs otherwise.
// Cards that may be chosen now (discard or pass) are highlighted; click one,
// or drag it onto `dropTarget` (the own pile) to discard it.
// `letters`: the cards face up, sorted; a card list model (role `card`, as
// the session's handModel) or a plain array of letters.
Item {
    id: hand
    property var letters: []
    property bool faceUp: true
    // How many backs show face down (the table binds it to the hand size).
    property int count: Array.isArray(letters) ? letters.length : letters ? letters.count : 0
    property var enabledLetters: []
    property string mode: ""            // "discard" | "pass" | ""
    property string passTo: ""
    property Item dropTarget: null
    property real cardWidth: 84
    readonly property real cardHeight: Math.round(cardWidth * 1.43)
    property int hoveredIndex: -1
    readonly property string hoverHint: {
        const card = hoveredIndex >= 0 && faceUp ? fan.itemAt(hoveredIndex) as PandaCard : null
        if (!card)
            return ""
        const letter = card.letter
        if (enabledLetters.indexOf(letter) < 0)
            return ""
        if (mode === "pass")
            return qsTr("Pass this %1 to %2.").arg(PandaLetters.text(letter)).arg(passTo)
        if (mode === "discard")
            return letter === 0 ? qsTr("Discard this A: then everyone passes one card to the left.")
                                : qsTr("Discard this %1 onto your pile (click, or drag it there).").arg(PandaLetters.text(letter))
        return ""
    }
    signal chosen(int letter)

    objectName: "pandaHand"
    implicitHeight: cardHeight * 1.3

    function cardAt(index) { return fan.itemAt(index) }

    CardFan {
        id: fan
        anchors.fill: parent
        cardWidth: hand.cardWidth
        cardHeight: hand.cardHeight
        maxAngle: 8
        arc: 6
        model: hand.faceUp ? hand.letters : hand.count
        delegate: PandaCard {
            id: handCard
            required property int index
            required property var modelData
            readonly property bool choosable: hand.faceUp && hand.enabledLetters.indexOf(modelData) >= 0
            objectName: "handCard-" + index
            letter: hand.faceUp ? modelData : -1
            interactive: choosable
            highlighted: choosable
            onClicked: hand.chosen(letter)
            onHoveredChanged: hand.hoveredIndex = hovered ? index : (hand.hoveredIndex === index ? -1 : hand.hoveredIndex)
            onActiveFocusChanged: if (activeFocus) hand.hoveredIndex = index

            DragHandler {
                id: drag
                target: handCard   // (declared in the card's face slot, so name the card)
                enabled: handCard.choosable && hand.mode === "discard" && hand.dropTarget !== null
                onActiveChanged: {
                    if (active) {
                        handCard.z = 100
                        return
                    }
                    const target = hand.dropTarget
                    const p = target.mapFromItem(handCard, handCard.width / 2, handCard.height / 2)
                    if (p.x >= -20 && p.y >= -20 && p.x <= target.width + 40 && p.y <= target.height + 40)
                        hand.chosen(handCard.letter)
                    fan.layout()
                }
            }
        }
    }
}
