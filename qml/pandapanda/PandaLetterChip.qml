import QtQuick
import CritterTable

// A small letter tile for the player aid: the letter in its colour.
Rectangle {
    property int letter: 0
    property real size: 20
    width: size
    height: size * 1.2
    radius: 4
    color: PandaLetters.color(letter)
    Text {
        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: PandaLetters.text(parent.letter)
        color: parent.letter === 6 ? "#ffd45a" : "white"
        font.family: Theme.bodyFont
        font.pixelSize: parent.size * 0.72
        font.bold: true
    }
}
