import QtQuick
import QtQuick.Layouts
import CritterTable

// A note on a game's tile (its unfinished game, or why that game could not
// be read): a tinted card with a bold title and the lines given below it.
Rectangle {
    id: note
    property string title: ""
    property color titleColor: Theme.tealDark
    default property alias lines: column.data

    implicitHeight: column.implicitHeight + 16
    radius: Theme.radiusSmall

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 8
        anchors.leftMargin: 10
        anchors.rightMargin: 10
        spacing: 2
        Text {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: note.title
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
            font.bold: true
            color: note.titleColor
            wrapMode: Text.WordWrap
        }
    }
}
