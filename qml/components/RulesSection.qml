import QtQuick
import CritterTable

// One section of a game's how-to-play (qml/rules/): its heading and its text,
// on the Rules screen and in the rules panel at the table alike.
Column {
    id: section
    property string heading: ""
    property string body: ""
    topPadding: 8
    spacing: 6
    Heading {
        width: section.width
        text: section.heading
    }
    Text {
        textFormat: Text.PlainText
        width: section.width
        text: section.body
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textBody
        lineHeight: 1.2
        color: Theme.inkSoft
        wrapMode: Text.WordWrap
    }
}
