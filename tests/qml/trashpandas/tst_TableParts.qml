import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashpandas" as Tp

// Die, TokenRow, DiscardPile and the Trash Pandas card: what they show and
// what clicking them does.
Item {
    id: stage
    width: 800
    height: 500

    TestCase {
        name: "TableParts"
        when: windowShown

        Component { id: dieComponent; Die { x: 20; y: 20 } }
        Component {
            id: rowComponent
            TokenRow {
                x: 20; y: 120; width: 500
                nameFor: function(k) { return "T" + k }
                helpFor: function(k) { return "help " + k }
            }
        }
        Component {
            id: pileComponent
            DiscardPile {
                x: 300; y: 20
                cardDelegate: Rectangle {
                    objectName: "pileCard"
                    property var value: parent && parent.modelData !== undefined ? parent.modelData : -1
                    Text { objectName: "pileCardText"; text: parent.value }
                }
            }
        }
        SignalSpy { id: spy }
        SignalSpy { id: rowSpy; signalName: "tokenClicked" }

        function init() { AppSettings.animationSpeed = AppSettings.Instant }

        function test_dieLandsOnTheFaceAtOnceWhenInstant() {
            const die = createTemporaryObject(dieComponent, stage)
            compare(die.face, 0)
            spy.clear(); spy.target = die; spy.signalName = "landed"
            die.tumble(4)
            compare(die.face, 4)
            compare(die.shownFace, 4)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], 4)
        }

        function test_dieTumblesThenLands() {
            AppSettings.animationSpeed = AppSettings.Fast
            const die = createTemporaryObject(dieComponent, stage, { faceLabel: function(f) { return "face " + f } })
            die.tumble(6)
            verify(die.tumbling)
            tryCompare(die, "tumbling", false, 3000)
            compare(die.face, 6)
            compare(findChild(die, "dieLabel").text, "face 6")
        }

        function test_tokenRowShowsNamesAndClicksOnlyClickable() {
            const row = createTemporaryObject(rowComponent, stage, { tokens: [0, 3, 5], clickable: [3] })
            const spy = rowSpy
            spy.clear(); spy.target = row
            const t0 = findChild(row, "token-0")
            const t3 = findChild(row, "token-3")
            verify(t0 && t3)
            verify(findChild(row, "token-5"))
            mouseClick(t0)
            compare(spy.count, 0)
            mouseClick(t3)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], 3)
            compare(row.itemFor(5).objectName, "token-5")
            t3.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(spy.count, 2)
        }

        function test_discardPileShowsTopAndCountAndBrowses() {
            const pile = createTemporaryObject(pileComponent, stage, { cards: [] })
            compare(pile.count, 0)
            pile.browse()
            verify(!pile.browsing)
            pile.cards = [2, 5, 7]
            compare(pile.count, 3)
            const top = findChild(pile, "discardTop")
            tryVerify(() => top.item !== null)
            compare(top.item.value, 7)
            mouseClick(pile, 10, 30)
            tryCompare(pile, "browsing", true)
            pile.close()
            tryCompare(pile, "browsing", false)
        }
    }

    TestCase {
        name: "TpCardAndHand"
        when: windowShown

        Component { id: cardComponent; Tp.TpCard { x: 20; y: 300; width: 84; height: 118; card: 3; name: "Feesh"; help: "fish" } }
        Component {
            id: handComponent
            CardFan {
                x: 150; y: 280; width: 500; height: 180
                cardWidth: 70; cardHeight: 100
                delegate: Tp.TpCard { required property var modelData; card: modelData; name: "c" + modelData }
            }
        }
        SignalSpy { id: cardSpy; signalName: "clicked" }

        function test_faceUpCardHasNameAndArt_faceDownHasNone() {
            const card = createTemporaryObject(cardComponent, stage)
            verify(card.faceUp)
            compare(card.toolTip, "fish")
            card.card = -1
            verify(!card.faceUp)
        }

        function test_highlightedCardStillClicks() {
            const card = createTemporaryObject(cardComponent, stage, { highlighted: true })
            cardSpy.clear(); cardSpy.target = card
            mouseClick(card)
            compare(cardSpy.count, 1)
        }

        function test_handFanHoldsEveryCard() {
            const fan = createTemporaryObject(handComponent, stage, { model: [0, 0, 3, 6, 7] })
            tryCompare(fan, "count", 5)
            compare(fan.itemAt(2).card, 3)
            tryVerify(() => fan.itemAt(4).x > fan.itemAt(0).x)
        }
    }
}
