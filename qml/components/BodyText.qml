import QtQuick
import CritterTable

// Words in the body font at body size, ink, as typed (plain text): what a
// name or a sentence on a cream panel says; a use sets only what differs
// (bold, wrapping, a softer colour).
Text {
    textFormat: Text.PlainText
    color: Theme.ink
    font.family: Theme.bodyFont
    font.pixelSize: Theme.textBody
}
