import QtQuick
import QtQuick.Layouts
import CritterTable

// The strip along the top of every screen but Home: Back, a title, and room
// for buttons on the right.
Item {
    id: header
    property alias title: titleText.text
    property alias subtitle: subtitleText.text
    default property alias trailing: trailingRow.data
    signal back()

    implicitHeight: Math.max(84, titleColumn.implicitHeight + 20)

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.gapLarge
        anchors.rightMargin: Theme.gapLarge
        spacing: Theme.gap

        TableButton {
            objectName: "backButton"
            kind: "ghost"
            glyph: "←"
            text: qsTr("Back")
            onClicked: header.back()
        }
        ColumnLayout {
            id: titleColumn
            Layout.fillWidth: true
            spacing: 2
            Text {
                id: titleText
                textFormat: Text.PlainText
                objectName: "screenTitle"
                Accessible.role: Accessible.Heading
                Accessible.name: text
                Layout.fillWidth: true
                font.family: Theme.displayFont
                font.pixelSize: Theme.textHeading
                font.bold: true
                color: Theme.onTable
                elide: Text.ElideRight
            }
            Text {
                id: subtitleText
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: text.length > 0
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.onTableSoft
                elide: Text.ElideRight
            }
        }
        Row {
            id: trailingRow
            spacing: Theme.gap
        }
    }
}
