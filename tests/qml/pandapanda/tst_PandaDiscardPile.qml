import QtQuick
import QtTest
import CritterTable

// A discard pile spreads every card so each letter shows; only a drawable
// top card takes a click; an A on top locks the pile and says so.
Item {
    id: root
    width: 600
    height: 200

    PandaDiscardPile {
        id: pile
        width: 400
        owner: 2
        ownerName: "Mia"
        cardWidth: 40
    }
    SignalSpy { id: drawSpy; target: pile; signalName: "drawRequested" }
    // A model with one role `card`, like the session's pileModel(seat).
    ListModel { id: cardModel }

    TestCase {
        name: "PandaDiscardPile"
        when: windowShown

        function init() {
            pile.cards = []
            pile.drawable = false
            drawSpy.clear()
        }

        function card(i) { return findChild(pile, "pileCard-2-" + i) }

        function test_every_letter_shows() {
            pile.cards = [1, 2, 3, 4, 5, 6]
            tryCompare(pile, "count", 6)
            for (let i = 0; i < 6; ++i) {
                verify(card(i) !== null, "card " + i)
                compare(card(i).letterText, "BCDEFG".charAt(i))
                compare(card(i).faceUp, true)
            }
            // Spread: each card starts to the right of the one below, by more than the corner index.
            for (let i = 1; i < 6; ++i)
                verify(card(i).x - card(i - 1).x >= 14, "step " + i)
        }

        function test_takes_a_card_model() {
            cardModel.clear()
            cardModel.append({ card: 4 })
            cardModel.append({ card: 6 })
            pile.cards = cardModel
            tryCompare(pile, "count", 2)
            compare(card(1).letterText, "G")
            pile.drawable = true
            pile.drawTip = "Take the G from the top of Mia’s pile."   // the session's choice row says it
            mouseMove(card(1), 5, 20)
            tryVerify(() => pile.hoverHint.indexOf("G") >= 0)
            cardModel.append({ card: 0 })
            tryCompare(pile, "count", 3)
            compare(card(2).letterText, "A")
            mouseMove(root, 590, 190)
        }

        function test_a_crowded_pile_still_fits() {
            pile.cards = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4]
            tryCompare(pile, "count", 18)
            verify(card(17).x + pile.cardWidth <= pile.width + 0.5)
        }

        function test_only_a_drawable_top_card_is_clickable() {
            pile.cards = [1, 2]
            tryVerify(() => card(1) !== null)
            compare(card(0).interactive, false)
            compare(card(1).interactive, false)
            mouseClick(card(1))
            compare(drawSpy.count, 0)
            pile.drawable = true
            compare(card(1).interactive, true)
            compare(card(1).highlighted, true)
            compare(card(0).interactive, false)
            mouseClick(card(1))
            compare(drawSpy.count, 1)
            compare(drawSpy.signalArguments[0][0], 2)
        }

        function test_an_A_on_top_locks_the_pile() {
            pile.cards = [2, 0]
            pile.lockedByA = true   // the session says so (PandaPandaSession.lockedPiles)
            tryVerify(() => card(1) !== null)
            verify(findChild(pile, "pileLock-2").visible)
            mouseClick(card(1))
            compare(drawSpy.count, 0)
            compare(card(1).highlighted, false)
            pile.cards = [0, 2]
            pile.lockedByA = false
            verify(!findChild(pile, "pileLock-2").visible)
        }
    }
}
