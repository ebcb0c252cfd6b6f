import QtQuick
import CritterTable

// One face of the CPU die, drawn as what it does (TrashDashCatalog.cpuFace):
// a Move as its number under a run arrow, an Attack as the red "⚔" badge and
// a Scare as the purple "!!" badge (as on the Action cards), the paw face as
// a paw print (the CPU racer's own card).
Item {
    id: faceView
    property int face: 0                // 1-based, as the die counts; 0 none
    readonly property var values: TrashDashCatalog.cpuFace(face - 1)
    readonly property bool paw: values.paw === true
    readonly property int move: values.move || 0
    readonly property int attack: values.attack || 0
    readonly property int scare: values.scare || 0
    readonly property bool hasBadge: attack > 0 || scare > 0

    // The paw face: four toes and a pad.
    Item {
        objectName: "cpuFacePaw"
        visible: faceView.paw
        anchors.centerIn: parent
        width: Math.min(parent.width, parent.height) * 0.86
        height: width
        Repeater {
            model: [[0.06, 0.36], [0.26, 0.1], [0.52, 0.1], [0.72, 0.36]]
            Rectangle {
                required property var modelData
                x: modelData[0] * parent.width
                y: modelData[1] * parent.height
                width: parent.width * 0.22
                height: parent.height * 0.28
                radius: width / 2
                color: Theme.ink
            }
        }
        Rectangle {
            x: parent.width * 0.22
            y: parent.height * 0.5
            width: parent.width * 0.56
            height: parent.height * 0.44
            radius: width * 0.4
            color: Theme.ink
        }
    }
    Column {
        visible: !faceView.paw
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: faceView.hasBadge ? -parent.height * 0.14 : 0
        spacing: -faceView.height * 0.08
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: "»"
            color: Theme.teal
            font.bold: true
            font.pixelSize: faceView.height * (faceView.hasBadge ? 0.26 : 0.32)
        }
        Text {
            objectName: "cpuFaceMove"
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: faceView.move
            color: Theme.ink
            font.family: Theme.displayFont
            font.bold: true
            font.pixelSize: faceView.height * (faceView.hasBadge ? 0.4 : 0.55)
        }
    }
    Rectangle {
        objectName: faceView.attack > 0 ? "cpuFaceAttack" : "cpuFaceScare"
        visible: faceView.hasBadge && !faceView.paw
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: parent.width
        height: parent.height * 0.34
        radius: height / 3
        color: faceView.attack > 0 ? Theme.danger : Theme.scare
        Text {
            objectName: "cpuFaceBadgeText"
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: (faceView.attack > 0 ? "⚔" : "!!") + " " + (faceView.attack > 0 ? faceView.attack : faceView.scare)
            color: Theme.card
            font.bold: true
            font.pixelSize: parent.height * 0.7
        }
    }
}
