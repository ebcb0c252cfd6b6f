pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The viewer's hand as a fan: face up for its owner, backs otherwise.
// The cards a choice on offer refers to are highlighted; click one, or drag
// it onto `dropTarget` (the own pile) when its choice puts it there. A card
// move the session holds back (the core's pending move: no undo covers it)
// shows here as the card lifted with its move's words above it (`pendingId`);
// a second click, or that button, plays it, Esc or Cancel drops it: a
// misclick costs nothing. The hand never decides whether to hold.
// `letters`: the cards face up, sorted; a card list model (role `card`, as
// the session's handModel) or a plain array of letters.
// `offers`: per letter, the choice on offer for that card, as the session's
// choice rows say it: {choiceId, label, tip, drop} (drop: it goes onto the
// own pile, so a drag there takes it too). Which move a card makes (a
// discard, or a pass after an A) is the session's to say, never the hand's.
Item {
    id: hand
    property var letters: []
    property bool faceUp: true
    // How many backs show face down (the table binds it to the hand size).
    property int count: Array.isArray(letters) ? letters.length : letters ? letters.count : 0
    property var offers: ({})
    property Item dropTarget: null
    property real cardWidth: 84
    readonly property real cardHeight: Math.round(cardWidth * 1.43)
    property int hoveredIndex: -1
    // The choice the session holds back (its pending move), "" for none.
    property string pendingId: ""
    readonly property int pickedIndex: {
        if (pendingId === "" || !faceUp)
            return -1
        for (let i = 0; i < fan.count; ++i) {
            const card = fan.itemAt(i) as PandaCard
            const offer = card ? offerOf(card.letter) : null
            if (offer && offer.choiceId === pendingId)
                return i
        }
        return -1
    }
    readonly property PandaCard pickedCard: pickedIndex >= 0 ? fan.itemAt(pickedIndex) as PandaCard : null
    readonly property var pickedOffer: pickedCard ? offerOf(pickedCard.letter) : null
    // Esc drops a held card (the table's Esc cancels the pending move); with none it goes on to the table.
    Keys.onEscapePressed: (event) => {
        event.accepted = pickedIndex >= 0
        if (event.accepted)
            cancelled()
    }
    signal cancelled()

    // The choice on offer for a letter, or null.
    function offerOf(letter) {
        const offer = letter >= 0 ? offers[letter] : undefined
        return offer === undefined ? null : offer
    }
    function choose(index, letter) {
        const offer = offerOf(letter)
        if (!offer)
            return
        chosen(offer.choiceId)   // the session plays it, or holds it (then the same again plays it)
    }
    readonly property string hoverHint: {
        const card = hoveredIndex >= 0 && faceUp ? fan.itemAt(hoveredIndex) as PandaCard : null
        const offer = card ? offerOf(card.letter) : null
        return offer ? offer.tip : ""
    }
    signal chosen(string choiceId)

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
            readonly property var offer: hand.faceUp ? hand.offerOf(modelData) : null
            readonly property bool choosable: offer !== null
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
                enabled: handCard.choosable && handCard.offer.drop === true && hand.dropTarget !== null
                onActiveChanged: {
                    if (active) {
                        handCard.z = 100
                        return
                    }
                    const target = hand.dropTarget
                    const p = target.mapFromItem(handCard, handCard.width / 2, handCard.height / 2)
                    if (p.x >= -20 && p.y >= -20 && p.x <= target.width + 40 && p.y <= target.height + 40 && handCard.offer) {
                        // A drag onto the pile is deliberate: no second step.
                        hand.chosen(handCard.offer.choiceId)
                        if (hand.pendingId === handCard.offer.choiceId)
                            hand.chosen(handCard.offer.choiceId)
                    }
                    fan.layout()
                }
            }
        }
    }

    // The picked card's button: what a second click does, in its choice's words.
    TableButton {
        objectName: "pandaConfirmPick"
        visible: hand.pickedCard !== null && hand.pickedOffer !== null
        z: 200
        kind: "accent"
        text: hand.pickedOffer ? hand.pickedOffer.label : ""
        x: hand.pickedCard ? Math.max(0, Math.min(hand.width - width, hand.pickedCard.x + hand.pickedCard.width / 2 - width / 2)) : 0
        y: hand.pickedCard ? Math.max(-height, hand.pickedCard.y - height - 14) : 0
        onClicked: hand.choose(hand.pickedIndex, hand.pickedCard.letter)
    }
}
