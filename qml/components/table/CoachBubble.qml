pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Learn to play: the coach's words in a cream bubble. Which step of how
// many, the step's text, a friendly word after a move the lesson does not
// take, Next when the step only explains, and a way out of the lesson.
Panel {
    id: bubble
    objectName: "coachBubble"
    required property TutorialCoach coach
    signal leave()

    padding: 14
    elevation: 2
    height: column.implicitHeight + 2 * padding

    Column {
        id: column
        width: parent.width
        spacing: 8
        Text {
            objectName: "coachStepCount"
            width: parent.width
            textFormat: Text.PlainText
            //: Learn to play: which step of the lesson shows, e.g. "Step 3 of 26".
            text: qsTr("Step %1 of %2").arg(bubble.coach.step + 1).arg(bubble.coach.stepCount)
            color: Theme.amberDark
            font.pixelSize: Theme.textSmall
            font.bold: true
        }
        Text {
            objectName: "coachText"
            width: parent.width
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            text: bubble.coach.text
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Text {
            objectName: "coachNudge"
            width: parent.width
            visible: text.length > 0
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            text: bubble.coach.nudge
            color: Theme.danger
            font.pixelSize: Theme.textSmall
            font.italic: true
        }
        Item {
            width: parent.width
            height: Math.max(nextButton.visible ? nextButton.height : 0, leaveButton.height)
            TableButton {
                id: leaveButton
                objectName: "coachLeave"
                kind: "secondary"
                text: qsTr("Leave the lesson")
                anchors.left: parent.left
                onClicked: bubble.leave()
            }
            TableButton {
                id: nextButton
                objectName: "coachNext"
                visible: bubble.coach.explains
                kind: "primary"
                glyph: "→"
                text: qsTr("Next")
                anchors.right: parent.right
                onClicked: bubble.coach.next()
            }
        }
    }
}
