import QtQuick
import CritterTable

// The CPU die: tumbles on a CPU's roll and shows the face it landed on,
// each face drawn as what it does (CpuDieFace: a Move, a Move with an
// Attack or a Scare, or the paw).
Column {
    id: cpuDie
    property int face: -1            // 0-based; -1 not rolled
    property var faceName: function(f) { return "" }
    property real size: 56
    spacing: 2
    function roll(f) { die.tumble(f + 1) }
    Die {
        id: die
        objectName: "tdCpuDieFace"
        size: cpuDie.size
        face: cpuDie.face + 1
        title: qsTr("CPU die")
        faceLabel: function(f) { return cpuDie.faceName(f - 1) }
        faceItem: CpuDieFace {}
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        text: qsTr("CPU die")
        color: Theme.onTableSoft
        font.pixelSize: Theme.textTiny
        font.bold: true
    }
}
