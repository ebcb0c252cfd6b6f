pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The finish (issue 30 item 4): the winner's pawn gets its moment, a gold
// ring that swells round it and a chequered flag, drawn here, that pops up
// over it and waves, over the step's time. At 0 ms (instant) or with reduced
// motion nothing shows.
Item {
    id: finish
    property Item pawn: null
    property int ms: 0
    readonly property bool showing: wave.running
    visible: false
    width: pawn ? pawn.width : 0
    height: width
    x: pawn ? pawn.x : 0
    y: pawn ? pawn.y : 0

    function show(target, duration) {
        if (!target || duration <= 0 || Theme.reducedMotion)
            return
        pawn = target
        ms = duration
        wave.restart()
    }

    // The ring round the pawn.
    Rectangle {
        id: ring
        objectName: "tdFinishRing"
        anchors.centerIn: parent
        width: parent.width * 1.25
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.amber
        border.width: Math.max(2, parent.width * 0.09)
    }
    // The flag: a pole and a 4 x 3 chequer, above the pawn.
    Item {
        id: flag
        objectName: "tdFinishFlag"
        width: finish.width * 0.9
        height: width * 0.9
        x: finish.width * 0.5
        y: -height * 0.85
        transformOrigin: Item.BottomLeft
        Rectangle { x: 0; y: 0; width: Math.max(2, flag.width * 0.07); height: flag.height; color: Theme.ink }
        Grid {
            x: Math.max(2, flag.width * 0.07)
            y: 1
            columns: 4
            Repeater {
                model: 12
                Rectangle {
                    required property int index
                    width: flag.width * 0.85 / 4
                    height: flag.height * 0.55 / 3
                    color: (index + Math.floor(index / 4)) % 2 === 0 ? Theme.ink : Theme.card
                }
            }
        }
    }

    SequentialAnimation {
        id: wave
        PropertyAction { target: finish; property: "visible"; value: true }
        ParallelAnimation {
            NumberAnimation { target: flag; property: "scale"; from: 0.2; to: 1; duration: finish.ms * 0.25; easing.type: Easing.OutBack }
            NumberAnimation { target: ring; property: "scale"; from: 0.8; to: 1.5; duration: finish.ms * 0.8; easing.type: Easing.OutQuad }
            NumberAnimation { target: ring; property: "opacity"; from: 1; to: 0; duration: finish.ms * 0.8; easing.type: Easing.InQuad }
            SequentialAnimation {
                loops: 3
                NumberAnimation { target: flag; property: "rotation"; from: 0; to: -12; duration: finish.ms * 0.12 }
                NumberAnimation { target: flag; property: "rotation"; from: -12; to: 0; duration: finish.ms * 0.12 }
            }
        }
        PauseAnimation { duration: finish.ms * 0.2 }
        PropertyAction { target: finish; property: "visible"; value: false }
    }
}
