import QtQuick
import QtTest
import CritterTable

Item {
    id: stage
    width: 600
    height: 300

    TestCase {
        name: "CardAndFan"
        when: windowShown

        Component {
            id: cardComponent
            Card { x: 40; y: 60; width: 90; height: 126; Text { objectName: "faceText"; text: "A" } }
        }
        Component {
            id: fanComponent
            CardFan {
                width: 400; height: 200
                delegate: Card { required property var modelData; Text { text: modelData } }
            }
        }
        SignalSpy { id: clickSpy; signalName: "clicked" }

        function init() { AppSettings.animationSpeed = AppSettings.Instant }

        function test_cardClicksAndLifts() {
            const card = createTemporaryObject(cardComponent, stage)
            clickSpy.clear(); clickSpy.target = card
            mouseClick(card)
            compare(clickSpy.count, 1)
            verify(card.activeFocus)
            verify(card.lifted)
            keyClick(Qt.Key_Space)
            compare(clickSpy.count, 2)
        }

        function test_cardFaceAndBack() {
            const card = createTemporaryObject(cardComponent, stage)
            verify(findChild(card, "cardFace").visible)
            card.faceUp = false
            verify(!findChild(card, "cardFace").visible)
            tryVerify(() => findChild(card, "cardBack").item !== null)
        }

        function test_notInteractiveIgnoresClicks() {
            const card = createTemporaryObject(cardComponent, stage, { interactive: false })
            clickSpy.clear(); clickSpy.target = card
            mouseClick(card)
            compare(clickSpy.count, 0)
            verify(!card.lifted)
        }

        function test_fanSpreadsAndOverlaps() {
            const fan = createTemporaryObject(fanComponent, stage, { model: ["a", "b", "c"] })
            tryCompare(fan, "count", 3)
            tryVerify(() => fan.itemAt(2).x > fan.itemAt(1).x && fan.itemAt(1).x > fan.itemAt(0).x)
            // Fits side by side: no overlap.
            verify(fan.itemAt(1).x - fan.itemAt(0).x >= fan.cardWidth)
            verify(fan.itemAt(0).rotation < 0 && fan.itemAt(2).rotation > 0)
            fan.model = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
            tryCompare(fan, "count", 9)
            // Too many to fit: they overlap but stay inside the fan.
            tryVerify(() => fan.itemAt(8).x + fan.cardWidth <= fan.width + 0.5)
            verify(fan.itemAt(1).x - fan.itemAt(0).x < fan.cardWidth)
            verify(fan.itemAt(0).x >= -0.5)
        }
    }
}
