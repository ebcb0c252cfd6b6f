import QtQuick
import QtTest
import CritterTable

// TestCase itself is invisible: the items under test live on a visible stage.
Item {
    id: stage
    width: 400
    height: 200

    TestCase {
        id: testCase
        name: "TableButton"
        when: windowShown

        Component {
            id: buttonComponent
            TableButton { x: 20; y: 20; text: "Go" }
        }
        SignalSpy { id: clickSpy; signalName: "clicked" }

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
        }

        function makeButton(props) {
            const button = createTemporaryObject(buttonComponent, stage, props || {})
            clickSpy.clear()
            clickSpy.target = button
            return button
        }

        function test_clickEmitsClicked() {
            const button = makeButton()
            mouseClick(button)
            compare(clickSpy.count, 1)
        }

        function test_disabledIgnoresClicks() {
            const button = makeButton({ enabled: false })
            mouseClick(button)
            compare(clickSpy.count, 0)
            verify(button.opacity < 1)
        }

        function test_spaceKeyPresses() {
            const button = makeButton()
            button.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            compare(clickSpy.count, 1)
        }

        function test_enterAndReturnPress() {
            const button = makeButton()
            button.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            keyClick(Qt.Key_Enter)
            compare(clickSpy.count, 2)
            button.enabled = false
            keyClick(Qt.Key_Return)
            compare(clickSpy.count, 2)
        }

        function test_focusRingShowsForKeyboardOnly() {
            const button = makeButton()
            const ring = findChild(button, "focusRing")
            verify(ring)
            compare(ring.visible, false)
            button.forceActiveFocus(Qt.TabFocusReason)
            tryCompare(ring, "visible", true)
            // Focus elsewhere, then click: focus by mouse shows no ring.
            const other = makeButton({ y: 100 })
            other.forceActiveFocus(Qt.TabFocusReason)
            tryCompare(ring, "visible", false)
            mouseClick(button)
            verify(button.activeFocus)
            compare(ring.visible, false)
        }

        function test_kindsLookDifferent() {
            const primary = makeButton({ kind: "primary" })
            const secondary = makeButton({ kind: "secondary" })
            verify(primary.fillColor !== secondary.fillColor)
            verify(primary.textColor !== secondary.textColor)
        }

        function test_tallEnoughToHit() {
            const button = makeButton({ text: "" , glyph: "✕" })
            verify(button.height >= 40)
            verify(button.width >= 40)
        }
    }
}
