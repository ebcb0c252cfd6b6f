pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A write that failed at the table, said for as long as it lasts: the
// autosave ("This game is not being saved: <why>", gone once an autosave
// works again) and a finished game the statistics would not take. It takes
// no clicks, so nothing under it stops working.
Panel {
    id: notice
    required property TableSession session
    objectName: "saveProblemNotice"
    visible: session.saveProblem !== "" || session.recordProblem !== ""
    height: column.implicitHeight + 2 * padding
    elevation: 2
    color: Theme.amberLight
    padding: Theme.gap

    Column {
        id: column
        width: parent.width
        spacing: 4
        Text {
            objectName: "saveProblemText"
            visible: notice.session.saveProblem !== ""
            width: column.width
            textFormat: Text.PlainText
            text: qsTr("This game is not being saved: %1").arg(notice.session.saveProblem)
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
            wrapMode: Text.Wrap
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
        }
        Text {
            objectName: "recordProblemText"
            visible: notice.session.recordProblem !== ""
            width: column.width
            textFormat: Text.PlainText
            text: qsTr("This game could not be recorded in the statistics: %1").arg(notice.session.recordProblem)
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
            wrapMode: Text.Wrap
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
        }
    }
}
