import QtQuick
import QtQuick.Layouts
import CritterTable

// Who made this, what is ours, and whose games these are.
FocusScope {
    id: about
    objectName: "aboutScreen"
    signal back()

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("About")
        onBack: about.back()
    }

    ScrollingPanel {
        id: scroller
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        maxWidth: 820

        RowLayout {
            id: content
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.gapLarge

            Image {
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 150
                Layout.preferredHeight: 150
                source: Theme.art("logo")
                sourceSize.width: 300; sourceSize.height: 300
            }
            // A Column, not a ColumnLayout: wrapped text reports its height reliably here.
            Column {
                Layout.fillWidth: true
                spacing: 12
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Critter Table")
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.textTitle - 6
                    font.bold: true
                    color: Theme.ink
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "versionText"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    text: qsTr("Version %1").arg(Qt.application.version)
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                    font.bold: true
                    color: Theme.teal
                }
                AboutParagraph {
                    text: qsTr("A table for three card and racing games: play pass-and-play with friends on one screen, or against bots and CPU racers.")
                }
                AboutHeading { text: qsTr("Made by") }
                AboutParagraph {
                    text: qsTr("The Critter Table team. Built with C++ and Qt 6.")
                }
                AboutHeading { text: qsTr("Our own art and words") }
                AboutParagraph {
                    text: qsTr("All pictures in this app were drawn for it, and the rules help is written in our own words. No card art, rule text or logo from the published games is used.")
                }
                AboutHeading { text: qsTr("The games and their designers") }
                AboutParagraph {
                    text: qsTr("Trash Pandas was designed by Lisa J. Eskue and Michael E. Eskue. Panda Panda was designed by Kaya Miyano. Trash Dash is published by Shiny Pigeon Games.")
                }
                AboutParagraph {
                    text: qsTr("Critter Table is an unofficial fan project. It is not made, approved or endorsed by the designers or publishers of these games. If you enjoy them, please buy the real games.")
                    font.italic: true
                }
            }
        }
    }

    // Plain Text is silent to a screen reader in Qt 6.4: each says its words.
    component AboutHeading: Text {
        textFormat: Text.PlainText
        Accessible.role: Accessible.Heading
        Accessible.name: text
        width: parent ? parent.width : 0
        topPadding: 8
        font.family: Theme.displayFont
        font.pixelSize: Theme.textSubheading
        font.bold: true
        color: Theme.ink
        wrapMode: Text.WordWrap
    }
    component AboutParagraph: Text {
        textFormat: Text.PlainText
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        width: parent ? parent.width : 0
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textBody
        lineHeight: 1.2
        color: Theme.inkSoft
        wrapMode: Text.WordWrap
    }
}
