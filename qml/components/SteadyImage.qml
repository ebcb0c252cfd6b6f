pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A picture drawn off the GUI thread that never blanks when it is redrawn
// at a new size (a window being resized). Two images take turns: the one
// in front stays on screen while the other draws the size wanted now, and
// they swap once that drawing is ready. The first drawing fades in.
Item {
    id: steady
    property string source: ""
    property size drawSize              // the size to draw at (an Image's sourceSize)
    property int fillMode: Image.PreserveAspectFit
    // Redraw only when the size moves by a step, not at every pixel of a drag.
    property int step: 32
    readonly property size wantedSize: Qt.size(Math.ceil(drawSize.width / step) * step,
                                                Math.ceil(drawSize.height / step) * step)
    readonly property bool ready: (frontIndex === 0 ? first : second).status === Image.Ready
    property int frontIndex: 0
    // The size each image is asked to draw (kept here: an Image's own
    // sourceSize reads back the picture's size when none was asked for).
    property size firstSize: Qt.size(0, 0)
    property size secondSize: Qt.size(0, 0)

    function same(a, b) { return a.width === b.width && a.height === b.height }
    function sizeOf(index) { return index === 0 ? firstSize : secondSize }
    function ask(index, size) {
        if (index === 0)
            firstSize = size
        else
            secondSize = size
    }
    function request() {
        if (source.length === 0 || wantedSize.width <= 0)
            return
        const front = sizeOf(frontIndex), back = sizeOf(1 - frontIndex)
        if (front.width <= 0 || (!ready && !same(front, wantedSize)))
            ask(frontIndex, wantedSize)          // nothing on screen yet: draw there
        else if (same(front, wantedSize))
            ask(1 - frontIndex, Qt.size(0, 0))   // a drawing no longer wanted stops
        else if (!same(back, wantedSize))
            ask(1 - frontIndex, wantedSize)
    }
    function drawn(index, status) {
        if (index !== frontIndex && status === Image.Ready && same(sizeOf(index), wantedSize))
            frontIndex = index
    }
    onWantedSizeChanged: request()
    onSourceChanged: request()
    Component.onCompleted: request()

    opacity: ready ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }

    // One of the two takes; `asked` is the size it is asked to draw.
    component Take: Image {
        required property int index
        required property size asked
        objectName: steady.frontIndex === index ? steady.objectName + "Shown" : ""
        anchors.fill: parent
        visible: steady.frontIndex === index
        source: asked.width > 0 ? steady.source : ""
        sourceSize.width: asked.width
        sourceSize.height: asked.height
        fillMode: steady.fillMode
        smooth: true
        asynchronous: true
        onStatusChanged: steady.drawn(index, status)
    }
    Take { id: first; index: 0; asked: steady.firstSize }
    Take { id: second; index: 1; asked: steady.secondSize }
}
