pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Pass-and-play: what happened to your own hidden cards that the shared log
// may not say (which card was taken from your hand or stash). The session
// keeps the notes for their owner and shows them only while that person looks.
Panel {
    id: notes
    required property TableSession session
    objectName: "privateNotes"
    visible: session.privateNotes.length > 0
    width: Math.min(parent ? parent.width - 2 * Theme.gapLarge : 420, 420)
    height: (body ? body.implicitHeight : 0) + 2 * padding
    elevation: 3
    color: Theme.amberLight
    padding: Theme.gap

    // Its words and OK, made the first time there is a note and kept: most
    // tables never have one, and hidden they made their fonts and a button
    // before the table's first frame (issue 35).
    property Item body: null
    function makeBody() {
        if (!body && session.privateNotes.length > 0)
            body = bodyMaker.createObject(notes) as Item
    }
    Connections {
        target: notes.session
        function onPrivateNotesChanged() { notes.makeBody() }
    }
    Component.onCompleted: makeBody()

    Component {
        id: bodyMaker
        Column {
            id: column
            // Made on the panel itself (not through its content), so placed inside its padding here.
            x: notes.padding
            y: notes.padding
            width: notes.width - 2 * notes.padding
            spacing: 6
            Text {
                textFormat: Text.PlainText
                text: qsTr("Only you see this")
                color: Theme.ink
                font.family: Theme.displayFont
                font.pixelSize: Theme.textSubheading
                font.bold: true
            }
            Repeater {
                model: notes.session.privateNotes
                delegate: Text {
                    textFormat: Text.PlainText
                    required property string modelData
                    width: column.width
                    text: "• " + modelData
                    wrapMode: Text.Wrap
                    color: Theme.ink
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                }
            }
            TableButton {
                objectName: "privateNotesOk"
                anchors.right: parent.right
                text: qsTr("OK")
                onClicked: notes.session.dismissPrivateNotes()
            }
        }
    }
}
