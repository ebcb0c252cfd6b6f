import QtQuick
import QtTest
import CritterTable

// TestCase itself is invisible: the items under test live on a visible stage.
Item {
    id: stage
    width: 500
    height: 200

    TestCase {
        id: testCase
        name: "SegmentedChoice"
        when: windowShown

        Component {
            id: choiceComponent
            SegmentedChoice {
                x: 20
                y: 20
                options: [{ value: "a", text: "Alpha" }, { value: "b", text: "Beta" }, { value: "c", text: "Gamma" }]
                value: "a"
            }
        }
        SignalSpy { id: activatedSpy; signalName: "activated" }

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
        }

        function makeChoice() {
            const choice = createTemporaryObject(choiceComponent, stage)
            activatedSpy.clear()
            activatedSpy.target = choice
            return choice
        }

        function test_clickPicks() {
            const choice = makeChoice()
            mouseClick(findChild(choice, "segment-c"))
            compare(choice.value, "c")
            compare(choice.currentIndex, 2)
            compare(activatedSpy.count, 1)
            compare(activatedSpy.signalArguments[0][0], "c")
        }

        function test_arrowKeysMove() {
            const choice = makeChoice()
            findChild(choice, "segment-a").forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Right)
            compare(choice.value, "b")
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(choice.value, "c")
            keyClick(Qt.Key_Left)
            compare(choice.value, "b")
        }

        function test_enterReturnAndSpacePickTheFocusedSegment() {
            const choice = makeChoice()
            findChild(choice, "segment-c").forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            compare(choice.value, "c")
            findChild(choice, "segment-b").forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Enter)
            compare(choice.value, "b")
            findChild(choice, "segment-a").forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            compare(choice.value, "a")
            compare(activatedSpy.count, 3)
        }

        // Narrower than equal segments of the widest label: each label keeps
        // its own width and the short ones give up their spare room.
        function test_aLongLabelIsNotCutShortWhereTheRowHasRoom() {
            const choice = createTemporaryObject(choiceComponent, stage, {
                options: [{ value: "a", text: "A" }, { value: "b", text: "Bo" },
                          { value: "c", text: "A much longer label" }]
            })
            const c = findChild(choice, "segment-c")
            choice.segmentWidth = (choice.naturalWidth - 8 + 6) / 3
            verify(choice.segmentWidth < c.implicitWidth)
            wait(0)
            verify(!c.contentItem.truncated)
            verify(c.width >= c.implicitWidth)
            verify(findChild(choice, "segment-a").width < c.width)
            // The marker follows the picked segment's own place and width.
            choice.value = "c"
            const marker = choice.cellX(2)
            compare(marker, 4 + findChild(choice, "segment-a").width + findChild(choice, "segment-b").width)
        }

        function test_aSegmentKeepsItsWidthWhenPicked() {
            const choice = createTemporaryObject(choiceComponent, stage, {
                options: [{ value: "a", text: "A" }, { value: "b", text: "Wide label" }]
            })
            choice.segmentWidth = (choice.naturalWidth - 8 + 2) / 2
            const b = findChild(choice, "segment-b")
            const before = b.width
            choice.value = "b"
            wait(0)
            compare(b.width, before)
        }

        function test_segmentsShareTheWidth() {
            const choice = makeChoice()
            const a = findChild(choice, "segment-a")
            const c = findChild(choice, "segment-c")
            compare(a.width, c.width)
            verify(a.width > 0)
        }
    }
}
