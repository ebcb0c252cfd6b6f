pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A six-sided die. face 1..6 (0: not rolled yet). Give faceSource a
// function(face) -> image url to show art instead of pips, and faceLabel a
// function(face) -> text to name the face under it. tumble(face) spins and
// flickers for Theme.motionLong, then lands on the face (at once when 0, or
// with reduced motion: no spin, no flicker); the SoundBoard rattles the die
// as it is thrown.
Item {
    id: die
    property int face: 0
    property var faceSource: null
    property var faceLabel: null
    // A die whose faces are not pips: a component with a `face` property that draws it.
    property Component faceItem: null
    // The faces it shows while it tumbles (a die with fewer than six values repeats some).
    property var faces: [1, 2, 3, 4, 5, 6]
    property real size: 72
    property string title: qsTr("Die")   // what a screen reader calls it
    readonly property bool tumbling: spin.running
    property int shownFace: face
    signal landed(int face)

    // A stop for the keyboard: its face is read out.
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.name: face <= 0 ? qsTr("%1: not rolled yet").arg(title)
                   : qsTr("%1: %2").arg(title).arg(faceLabel ? faceLabel.call(null, face) : face)
    implicitWidth: Math.max(size, label.visible ? label.implicitWidth : 0)
    implicitHeight: size + (label.visible ? label.implicitHeight + 4 : 0)
    onFaceChanged: if (!spin.running) shownFace = face

    function tumble(finalFace) {
        pendingFace = finalFace
        SoundBoard.play("die")   // with reduced motion too; silent at instant speed
        if (Theme.moveLong <= 0) {
            face = finalFace
            shownFace = finalFace
            landed(finalFace)
            return
        }
        spin.restart()
    }
    property int pendingFace: 0

    Item {
        id: cube
        anchors.horizontalCenter: parent.horizontalCenter
        width: die.size
        height: die.size
        SoftShadow { anchors.fill: parent; radius: body.radius; elevation: die.tumbling ? 2 : 1 }
        Rectangle {
            id: body
            objectName: "dieBody"
            anchors.fill: parent
            radius: die.size * 0.2
            color: Theme.card
            border.color: Theme.ink
            border.width: 3
            Image {
                anchors.fill: parent
                anchors.margins: die.size * 0.14
                visible: die.faceSource !== null && die.shownFace > 0
                source: visible ? die.faceSource.call(null, die.shownFace) : ""
                sourceSize.width: Math.round(die.size * 2); sourceSize.height: Math.round(die.size * 2)
                fillMode: Image.PreserveAspectFit
            }
            Loader {
                id: faceLoader
                anchors.fill: parent
                anchors.margins: die.size * 0.08
                active: die.faceItem !== null && die.shownFace > 0
                sourceComponent: die.faceItem
            }
            Binding { target: faceLoader.item; property: "face"; value: die.shownFace; when: faceLoader.item !== null }
            Grid {
                anchors.centerIn: parent
                visible: die.faceSource === null && die.faceItem === null && die.shownFace > 0
                columns: 3
                spacing: die.size * 0.06
                Repeater {
                    model: 9
                    Rectangle {
                        required property int index
                        readonly property var pips: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]
                        width: die.size * 0.16; height: width; radius: width / 2
                        color: Theme.ink
                        opacity: die.shownFace > 0 && pips[die.shownFace].indexOf(index) >= 0 ? 1 : 0
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                anchors.centerIn: parent
                visible: die.shownFace <= 0
                text: "?"
                color: Theme.inkSoft
                font.family: Theme.displayFont
                font.pixelSize: die.size * 0.45
                font.bold: true
            }
        }
        RotationAnimation on rotation {
            id: spin
            running: false
            from: 0; to: 720
            duration: Theme.moveLong * 2
            easing.type: Easing.OutCubic
            onFinished: { die.face = die.pendingFace; die.shownFace = die.pendingFace; die.landed(die.pendingFace) }
        }
        Timer {
            interval: 70; repeat: true; running: spin.running
            onTriggered: die.shownFace = die.faces[Math.floor(Math.random() * die.faces.length)]
        }
    }
    Text {
        id: label
        textFormat: Text.PlainText
        objectName: "dieLabel"
        anchors.top: cube.bottom
        anchors.topMargin: 4
        anchors.horizontalCenter: cube.horizontalCenter
        visible: die.faceLabel !== null && die.shownFace > 0
        text: visible ? die.faceLabel.call(null, die.shownFace) : ""
        color: Theme.onTable
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
        font.bold: true
    }
    FocusRing { anchors.fill: cube; shown: die.activeFocus }
}
