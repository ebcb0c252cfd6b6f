import QtQuick
import QtTest
import CritterTable

// SteadyImage: a redraw at a new size never blanks the picture on screen.
Item {
    id: stage
    width: 500
    height: 500

    TestCase {
        id: testCase
        name: "SteadyImage"
        when: windowShown

        Component {
            id: pictureComponent
            SteadyImage {
                objectName: "picture"
                width: 300
                height: 190
                source: Theme.art("trash-pandas")
                drawSize: Qt.size(width * 2, width * 1.25)
            }
        }
        SignalSpy { id: readySpy; signalName: "readyChanged" }

        function shownImage(picture) { return findChild(picture, "pictureShown") }

        function test_theFirstDrawingFadesIn() {
            const picture = createTemporaryObject(pictureComponent, stage)
            tryCompare(picture, "ready", true, 30000) // decoding is slow on a loaded machine
            // Drawn at the wanted size, rounded up to whole steps.
            compare(shownImage(picture).sourceSize.width, 608)
            compare(shownImage(picture).sourceSize.height, 384)
        }

        function test_aResizeKeepsThePictureUntilTheNewOneIsReady() {
            const picture = createTemporaryObject(pictureComponent, stage)
            tryCompare(picture, "ready", true, 30000)
            readySpy.target = picture
            readySpy.clear()
            // A window being dragged wider, a few pixels at a time.
            for (let w = 310; w <= 420; w += 10) {
                picture.width = w
                verify(picture.ready, "still shown at width " + w)
                wait(5)
            }
            tryVerify(() => shownImage(picture).sourceSize.width === 864, 30000)
            compare(shownImage(picture).sourceSize.height, 544)
            verify(picture.ready)
            compare(readySpy.count, 0)   // never blank, not for one frame
        }

        function test_smallMovesDoNotRedraw() {
            const picture = createTemporaryObject(pictureComponent, stage)
            tryCompare(picture, "ready", true, 30000)
            picture.width = 302   // 604 x 377.5 rounds up to the same 608 x 384
            compare(picture.wantedSize.width, 608)
            compare(picture.wantedSize.height, 384)
            compare(shownImage(picture).sourceSize.width, 608)
        }
    }
}
