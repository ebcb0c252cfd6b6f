import QtQuick
import CritterTable

// A section's or question's heading: the display font, bold ink, wrapped,
// as typed (plain text), and read out as a heading.
Text {
    textFormat: Text.PlainText
    font.family: Theme.displayFont
    font.pixelSize: Theme.textSubheading
    font.bold: true
    color: Theme.ink
    wrapMode: Text.WordWrap
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
