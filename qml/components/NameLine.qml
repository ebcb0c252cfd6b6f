import QtQuick
import CritterTable

// One line naming what a small card stands for (a racer, a track): small
// bold ink, as typed (plain text), cut short at its width.
Text {
    textFormat: Text.PlainText
    elide: Text.ElideRight
    color: Theme.ink
    font.bold: true
    font.pixelSize: Theme.textSmall
}
