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
    readonly property bool ready: front.status === Image.Ready
    readonly property Image front: frontIndex === 0 ? first : second
    readonly property Image back: frontIndex === 0 ? second : first
    property int frontIndex: 0

    function same(a, b) { return a.width === b.width && a.height === b.height }
    function request() {
        if (source.length === 0 || wantedSize.width <= 0)
            return
        if (front.sourceSize.width <= 0 || (!ready && !same(front.sourceSize, wantedSize))) {
            front.sourceSize = wantedSize   // nothing on screen yet: draw there
            return
        }
        if (!same(front.sourceSize, wantedSize) && !same(back.sourceSize, wantedSize))
            back.sourceSize = wantedSize
        else if (same(front.sourceSize, wantedSize))
            back.sourceSize = Qt.size(0, 0)   // a drawing no longer wanted stops
    }
    function drawn(index, image) {
        if (index !== frontIndex && image.status === Image.Ready && same(image.sourceSize, wantedSize))
            frontIndex = index
    }
    onWantedSizeChanged: request()
    onSourceChanged: request()
    Component.onCompleted: request()

    opacity: ready ? 1 : 0
    Behavior on opacity { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }

    Image {
        id: first
        objectName: steady.frontIndex === 0 ? steady.objectName + "Shown" : ""
        anchors.fill: parent
        visible: steady.frontIndex === 0
        source: sourceSize.width > 0 ? steady.source : ""
        sourceSize.width: 0
        sourceSize.height: 0
        fillMode: steady.fillMode
        smooth: true
        asynchronous: true
        onStatusChanged: steady.drawn(0, first)
    }
    Image {
        id: second
        objectName: steady.frontIndex === 1 ? steady.objectName + "Shown" : ""
        anchors.fill: parent
        visible: steady.frontIndex === 1
        source: sourceSize.width > 0 ? steady.source : ""
        sourceSize.width: 0
        sourceSize.height: 0
        fillMode: steady.fillMode
        smooth: true
        asynchronous: true
        onStatusChanged: steady.drawn(1, second)
    }
}
