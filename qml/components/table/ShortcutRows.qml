pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A heading and its keys, one row each: the key cap on the left, what it
// does on the right. rows: [{keyText, label}].
Column {
    id: rowsView
    property string heading: ""
    property var rows: []
    spacing: 6

    Text {
        textFormat: Text.PlainText
        text: rowsView.heading
        color: Theme.tealDark
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textBody
        font.bold: true
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    Repeater {
        model: rowsView.rows
        Row {
            id: line
            required property var modelData
            width: rowsView.width
            spacing: 12
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: %2").arg(line.modelData.keyText).arg(line.modelData.label)
            Rectangle {
                id: cap
                width: Math.max(140, capText.implicitWidth + 16)
                height: Math.max(capText.implicitHeight + 8, what.implicitHeight)
                radius: 6
                color: Theme.cardShade
                border.color: Theme.cardEdge
                border.width: Theme.border
                Text {
                    id: capText
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: line.modelData.keyText
                    color: Theme.ink
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                    font.bold: true
                }
            }
            Text {
                id: what
                textFormat: Text.PlainText
                width: line.width - cap.width - line.spacing
                anchors.verticalCenter: parent.verticalCenter
                text: line.modelData.label
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
            }
        }
    }
}
