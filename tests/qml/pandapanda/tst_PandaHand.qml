import QtQuick
import QtTest
import CritterTable

// The viewer's hand: letters face up for its owner, backs for anyone else;
// only the cards a choice on offer refers to can be chosen (the session's
// rows say which choice: a click sends back its id), by click or, for a
// choice that puts the card on the own pile, by dragging it there.
Item {
    id: root
    width: 800
    height: 400

    Rectangle { id: dropZone; x: 500; y: 10; width: 120; height: 80; color: "grey" }
    PandaHand {
        id: hand
        y: 200
        width: 700
        height: 180
        cardWidth: 70
        dropTarget: dropZone
    }
    SignalSpy { id: chosenSpy; target: hand; signalName: "chosen" }
    // A model with one role `card`, like the session's handModel.
    ListModel { id: cardModel }

    TestCase {
        name: "PandaHand"
        when: windowShown

        function init() {
            hand.faceUp = true
            hand.letters = []
            hand.offers = {}
            hand.pendingId = ""
            chosenSpy.clear()
        }

        // Offers as the table reads them from the session's rows.
        function discards(letters) {
            const out = {}
            for (const l of letters)
                out[l] = { choiceId: "discard " + "ABCDEFG".charAt(l), label: "Discard this " + "ABCDEFG".charAt(l),
                           tip: l === 0 ? "Discard this A: then everyone passes one card to the left." : "Discard this " + "ABCDEFG".charAt(l) + " onto your pile.",
                           drop: true }
            return out
        }
        function passes(letters) {
            const out = {}
            for (const l of letters)
                out[l] = { choiceId: "pass " + "ABCDEFG".charAt(l), label: "Pass this " + "ABCDEFG".charAt(l),
                           tip: "Pass this " + "ABCDEFG".charAt(l) + " to Ben.", drop: false }
            return out
        }

        function cardAt(i) { return findChild(hand, "handCard-" + i) }

        function test_shows_letters_face_up() {
            hand.letters = [0, 0, 2, 4]
            tryVerify(() => cardAt(3) !== null)
            compare(cardAt(0).letterText, "A")
            compare(cardAt(2).letterText, "C")
            compare(cardAt(3).letterText, "E")
            verify(cardAt(0).faceUp)
        }

        function test_takes_a_card_model() {
            cardModel.clear()
            for (const letter of [1, 3, 3])
                cardModel.append({ card: letter })
            hand.letters = cardModel
            hand.count = Qt.binding(() => cardModel.count)   // as the table binds it to the hand size
            tryVerify(() => cardAt(2) !== null)
            compare(hand.count, 3)
            compare(cardAt(0).letterText, "B")
            compare(cardAt(2).letterText, "D")
            cardModel.remove(0)
            tryVerify(() => cardAt(2) === null)
            compare(hand.count, 2)
            compare(cardAt(0).letterText, "D")
            hand.count = Qt.binding(() => hand.letters.length)
        }

        function test_face_down_shows_only_backs() {
            hand.faceUp = false
            hand.count = 3
            tryVerify(() => cardAt(2) !== null)
            for (let i = 0; i < 3; ++i) {
                compare(cardAt(i).faceUp, false)
                compare(cardAt(i).letter, -1)
                compare(cardAt(i).interactive, false)
            }
            hand.count = Qt.binding(() => hand.letters.length)
        }

        function test_only_legal_cards_can_be_chosen() {
            hand.letters = [0, 1, 3]
            hand.offers = passes([1])
            tryVerify(() => cardAt(2) !== null)
            wait(0)
            compare(cardAt(0).interactive, false)
            compare(cardAt(1).interactive, true)
            compare(cardAt(1).highlighted, true)
            mouseClick(cardAt(0))
            compare(chosenSpy.count, 0)
            mouseClick(cardAt(1))
            compare(chosenSpy.count, 1)
            compare(chosenSpy.signalArguments[0][0], "pass B")   // the row's id: the hand never picks the move
        }

        // A card move the session holds back (its pending move: no undo
        // covers it) shows lifted at its card with the move's words; every
        // click goes to the session, which decides (the same again plays it).
        function test_a_held_move_shows_at_its_card() {
            hand.letters = [1, 3, 4]
            hand.offers = discards([1, 3, 4])
            tryVerify(() => cardAt(2) !== null)
            wait(0)
            mouseClick(cardAt(0))
            compare(chosenSpy.count, 1)
            compare(chosenSpy.signalArguments[0][0], "discard B")
            const button = findChild(hand, "pandaConfirmPick")
            verify(!button.visible)   // nothing held, nothing lifted
            hand.pendingId = "discard B"   // the session held it
            verify(cardAt(0).selected)
            tryVerify(() => button.visible)
            compare(button.text, "Discard this B")
            mouseClick(button)
            compare(chosenSpy.count, 2)
            compare(chosenSpy.signalArguments[1][0], "discard B")
            hand.pendingId = "discard E"   // another card's move held instead
            verify(!cardAt(0).selected && cardAt(2).selected)
            hand.offers = discards([1, 3])   // its choice went away: nothing shows held
            verify(!cardAt(2).selected)
            verify(!button.visible)
        }

        function test_hover_explains_the_choice() {
            hand.letters = [0, 2]
            hand.offers = discards([0, 2])
            tryVerify(() => cardAt(1) !== null)
            wait(0)
            mouseMove(cardAt(0), 10, 40)
            tryVerify(() => hand.hoverHint.indexOf("pass") >= 0, 1000, "an A's hint says everyone passes")
            mouseMove(cardAt(1), 30, 40)
            tryVerify(() => hand.hoverHint.indexOf("C") >= 0)
        }

        function test_drag_onto_the_pile_discards() {
            hand.letters = [2, 5]
            hand.offers = discards([2, 5])
            tryVerify(() => cardAt(1) !== null)
            wait(0)
            const card = cardAt(1)
            const from = card.mapToItem(root, card.width / 2, card.height / 2)
            const to = dropZone.mapToItem(root, dropZone.width / 2, dropZone.height / 2)
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 10; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 10, from.y + (to.y - from.y) * i / 10, -1, Qt.LeftButton)
            mouseRelease(root, to.x, to.y)
            tryCompare(chosenSpy, "count", 1)
            compare(chosenSpy.signalArguments[0][0], "discard F")
        }

        // A pass does not go onto the own pile: no drag takes it there.
        function test_a_pass_is_not_dragged_onto_the_pile() {
            hand.letters = [2, 5]
            hand.offers = passes([2, 5])
            tryVerify(() => cardAt(1) !== null)
            wait(0)
            const card = cardAt(1)
            const from = card.mapToItem(root, card.width / 2, card.height / 2)
            const to = dropZone.mapToItem(root, dropZone.width / 2, dropZone.height / 2)
            mousePress(root, from.x, from.y)
            for (let i = 1; i <= 10; ++i)
                mouseMove(root, from.x + (to.x - from.x) * i / 10, from.y + (to.y - from.y) * i / 10, -1, Qt.LeftButton)
            mouseRelease(root, to.x, to.y)
            wait(50)
            compare(chosenSpy.count, 0)   // a press here and a release over the pile is no click either
        }
    }
}
