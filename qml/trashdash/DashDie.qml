import QtQuick
import CritterTable

// The Dash die (our own faces, 1 to 4): tumbles on a roll, then shows the value.
Column {
    id: dashDie
    property int value: 0
    property real size: 56
    spacing: 2
    function roll(v) { die.tumble(v) }
    Die {
        id: die
        objectName: "tdDashDieFace"
        size: dashDie.size
        face: dashDie.value
        title: qsTr("Dash die")
        // It tumbles through its own values only (no 5 or 6 on a Dash die).
        faces: TrashDashCatalog.dashFaces()
    }
    Text {
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        text: qsTr("Dash die")
        color: Theme.onTableSoft
        font.pixelSize: Theme.textTiny
        font.bold: true
    }
}
