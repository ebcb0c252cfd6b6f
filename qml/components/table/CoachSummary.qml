pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Learn to play's last screen, over the table: the rules the lesson met,
// and the way on to a real game (Setup for this game) or back home.
Rectangle {
    id: summary
    objectName: "coachSummary"
    required property TutorialCoach coach
    property string gameTitle: ""
    signal playReal()
    signal leave()

    color: Theme.scrim
    // Nothing behind it takes a click.
    MouseArea { anchors.fill: parent; hoverEnabled: true }

    Panel {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.gapLarge, 640)
        height: Math.min(parent.height - 2 * Theme.gap, body.implicitHeight + 2 * padding)
        elevation: 2
        Column {
            id: body
            width: parent.width
            spacing: 10
            Text {
                objectName: "coachSummaryTitle"
                width: parent.width
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                //: Learn to play's last screen; %1 is the game's name.
                text: qsTr("You know the basics of %1!").arg(summary.gameTitle)
                color: Theme.ink
                font.family: Theme.displayFont
                font.pixelSize: Theme.textSubheading
                font.bold: true
            }
            Text {
                width: parent.width
                textFormat: Text.PlainText
                text: qsTr("The rules you met:")
                color: Theme.inkSoft
                font.pixelSize: Theme.textSmall
            }
            Flickable {
                id: rulesList
                objectName: "coachSummaryRules"
                width: parent.width
                height: Math.min(contentHeight, summary.height - 2 * Theme.gap - 2 * panel.padding - 160)
                contentHeight: rules.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                Column {
                    id: rules
                    width: rulesList.width
                    spacing: 3
                    Repeater {
                        model: summary.coach.summary
                        Text {
                            required property string modelData
                            width: rules.width
                            textFormat: Text.PlainText
                            wrapMode: Text.WordWrap
                            text: "✓  " + modelData
                            color: Theme.ink
                            font.pixelSize: Theme.textSmall
                        }
                    }
                }
            }
            Item {
                width: parent.width
                height: playButton.height + 6
                TableButton {
                    objectName: "coachSummaryLeave"
                    kind: "secondary"
                    text: qsTr("Back to the home screen")
                    anchors.left: parent.left
                    anchors.bottom: parent.bottom
                    onClicked: summary.leave()
                }
                TableButton {
                    id: playButton
                    objectName: "coachPlayReal"
                    kind: "accent"
                    glyph: "▶"
                    text: qsTr("Play a real game")
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    onClicked: summary.playReal()
                }
            }
        }
    }
}
