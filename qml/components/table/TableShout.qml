pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A word across the table for a moment (BUST!, Panda Panda!, an Attack, a
// lap): it pops in, holds, and fades. One piece for all three tables; each
// says only its size, whether the word sits on a tinted plate, and its words.
Rectangle {
    id: shout

    property string text: ""
    // true: white words on a plate of the tint; false: words in the tint,
    // outlined, straight on the felt (Panda Panda's calls).
    property bool plate: true
    property real fontSize: Theme.scaled(56)
    // The scale the word grows from; 1 for no pop. Reduced motion never pops.
    property real popFrom: 0.7
    property int holdDuration: Theme.motionLong * 2

    width: (words ? words.implicitWidth : 0) + (plate ? Math.max(60, fontSize * 1.4) : 0)
    height: (words ? words.implicitHeight : 0) + (plate ? Math.max(20, fontSize / 2) : 0)
    radius: Theme.radiusLarge
    color: "transparent"
    visible: opacity > 0
    opacity: 0

    // A screen reader hears each shout as it comes (issue 14).
    Accessible.role: Accessible.AlertMessage
    Accessible.name: shout.text

    // `total` (ms), when given, is split evenly between in, hold and out,
    // so the shout fits a step of the table's own pace.
    function show(text, tint, total) {
        shout.text = text
        color = plate ? tint : "transparent"
        wordsColor = plate ? "#ffffff" : tint
        if (!words)
            words = wordsMaker.createObject(shout) as Text
        const step = total !== undefined ? total / 3 : -1
        appear.duration = step >= 0 ? step : Theme.motion
        hold.duration = step >= 0 ? step : holdDuration
        fade.duration = step >= 0 ? step : Theme.motion
        if (appear.duration <= 0)
            return
        showing.restart()
    }

    // The words, made at the first shout and kept: a table shouts only now
    // and then, and an empty Text still loads the display face at the
    // shout's size, a font engine of its own (issue 35).
    property color wordsColor: "#ffffff"
    property Text words: null
    Component {
        id: wordsMaker
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: shout.text
            color: shout.wordsColor
            style: shout.plate ? Text.Normal : Text.Outline
            styleColor: Theme.tableDark
            font.family: Theme.displayFont
            font.pixelSize: shout.fontSize
            font.bold: true
        }
    }

    SequentialAnimation {
        id: showing
        ParallelAnimation {
            NumberAnimation { id: appear; target: shout; property: "opacity"; from: 0; to: 1 }
            NumberAnimation {
                target: shout; property: "scale"; duration: appear.duration; easing.type: Easing.OutBack
                from: Theme.reducedMotion ? 1 : shout.popFrom
                to: Theme.reducedMotion || shout.popFrom === 1 ? 1 : 1.1
            }
        }
        // The hold animates opacity to where it already is rather than using
        // a PauseAnimation: when a pause is the only animation running, Qt 6.4
        // stops the animation driver directly and its queued stop then warns
        // "driver is not running" (seen in the window soak, issue 13).
        NumberAnimation { id: hold; target: shout; property: "opacity"; to: 1 }
        NumberAnimation { id: fade; target: shout; property: "opacity"; to: 0 }
    }
}
