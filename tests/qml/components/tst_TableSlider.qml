import QtQuick
import QtTest
import CritterTable

// TestCase itself is invisible: the items under test live on a visible stage.
Item {
    id: stage
    width: 400
    height: 120

    TestCase {
        id: testCase
        name: "TableSlider"
        when: windowShown

        Component {
            id: sliderComponent
            TableSlider {
                x: 20
                y: 20
                width: 300
                from: 0
                to: 100
                stepSize: 5
                value: 50
            }
        }
        SignalSpy { id: movedSpy; signalName: "moved" }
        SignalSpy { id: finishedSpy; signalName: "moveFinished" }

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
        }

        function makeSlider() {
            const slider = createTemporaryObject(sliderComponent, stage)
            movedSpy.clear()
            finishedSpy.clear()
            movedSpy.target = slider
            finishedSpy.target = slider
            return slider
        }

        function test_arrowKeysStepAndFinish() {
            const slider = makeSlider()
            slider.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Right)
            compare(slider.value, 55)
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(slider.value, 45)
            compare(movedSpy.count, 3)
            compare(finishedSpy.count, 3)
        }

        function test_homeAndEndGoToTheEnds() {
            const slider = makeSlider()
            slider.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_End)
            compare(slider.value, 100)
            keyClick(Qt.Key_End) // already there: nothing moves
            keyClick(Qt.Key_Home)
            compare(slider.value, 0)
            compare(movedSpy.count, 2)
            compare(finishedSpy.count, 2)
        }

        function test_clickMovesAndFinishesOnce() {
            const slider = makeSlider()
            mouseClick(slider, slider.width - slider.rightPadding - 2, slider.height / 2)
            verify(slider.value > 90)
            verify(movedSpy.count >= 1)
            compare(finishedSpy.count, 1)
        }

        function test_disabledIgnoresKeys() {
            const slider = makeSlider()
            slider.enabled = false
            slider.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_End)
            compare(slider.value, 50)
            compare(movedSpy.count, 0)
            verify(slider.opacity < 1)
        }
    }
}
