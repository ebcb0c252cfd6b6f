pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The viewer's hand as a fan: face up for its owner, backs otherwise.
// Cards that may be chosen now (discard or pass) are highlighted; click one,
// or drag it onto `dropTarget` (the own pile) to discard it. With
// `confirmFirst` (pass-and-play, or no undo) a click only picks the card and
// a second click, or the button above it, plays it: a misclick costs nothing.
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
    property bool confirmFirst: false
    property int pickedIndex: -1
    readonly property PandaCard pickedCard: pickedIndex >= 0 ? fan.itemAt(pickedIndex) as PandaCard : null
    onEnabledLettersChanged: pickedIndex = -1
    onModeChanged: pickedIndex = -1
    onCountChanged: pickedIndex = -1
    onFaceUpChanged: pickedIndex = -1
    // Esc drops a picked card; with none picked it goes on to the table (which leaves).
    Keys.onEscapePressed: (event) => {
        event.accepted = pickedIndex >= 0
        pickedIndex = -1
    }

    function choose(index, letter) {
        if (confirmFirst && pickedIndex !== index) {
            pickedIndex = index
            return
        }
        pickedIndex = -1
        chosen(letter)
    }
    readonly property string hoverHint: {
        const card = hoveredIndex >= 0 && faceUp ? fan.itemAt(hoveredIndex) as PandaCard : null
        if (!card)
            return ""
        const letter = card.letter
        if (enabledLetters.indexOf(letter) < 0)
            return ""
        if (mode === "pass")
            return confirmFirst ? qsTr("Pass this %1 to %2 (click twice).").arg(PandaLetters.text(letter)).arg(passTo)
                                : qsTr("Pass this %1 to %2.").arg(PandaLetters.text(letter)).arg(passTo)
        if (mode === "discard")
            return letter === 0 ? qsTr("Discard this A: then everyone passes one card to the left.")
                 : confirmFirst ? qsTr("Discard this %1 onto your pile (click twice, or drag it there).").arg(PandaLetters.text(letter))
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
            selected: hand.pickedIndex === index
            onClicked: hand.choose(index, letter)
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
                    if (p.x >= -20 && p.y >= -20 && p.x <= target.width + 40 && p.y <= target.height + 40) {
                        hand.pickedIndex = -1   // a drag onto the pile is deliberate: no second step
                        hand.chosen(handCard.letter)
                    }
                    fan.layout()
                }
            }
        }
    }

    // The picked card's button: what a second click does, said in words.
    TableButton {
        objectName: "pandaConfirmPick"
        visible: hand.pickedCard !== null
        z: 200
        kind: "accent"
        text: !hand.pickedCard ? ""
            : hand.mode === "pass" ? qsTr("Pass this %1").arg(PandaLetters.text(hand.pickedCard.letter))
            : qsTr("Discard this %1").arg(PandaLetters.text(hand.pickedCard.letter))
        x: hand.pickedCard ? Math.max(0, Math.min(hand.width - width, hand.pickedCard.x + hand.pickedCard.width / 2 - width / 2)) : 0
        y: hand.pickedCard ? Math.max(-height, hand.pickedCard.y - height - 14) : 0
        onClicked: hand.choose(hand.pickedIndex, hand.pickedCard.letter)
    }
}
