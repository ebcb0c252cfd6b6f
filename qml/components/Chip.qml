import QtQuick
import CritterTable

// A small rounded label, e.g. the player count on a game tile.
Rectangle {
    id: chip
    property alias text: label.text
    property color textColor: Theme.tealDark
    implicitWidth: label.implicitWidth + 22
    implicitHeight: Math.max(28, Math.round(Theme.textSmall * 1.3) + 10)
    radius: height / 2
    color: Theme.tealLight

    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
        font.bold: true
        color: chip.textColor
    }
}
