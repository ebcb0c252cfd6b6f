import QtQuick
import CritterTable

// First-time pointers: a short note in the decision bar saying where to
// roll, stop, use tokens and answer other players. Each is shown once
// (remembered in AppSettings); "Skip tips" hides them all.
Item {
    id: pointers
    property var table: null
    readonly property var session: table ? table.session : null
    // The keys already shown. A var: the lint of Qt 6.4 knows no Array
    // methods (indexOf) on a QStringList, nor lets one bind to a list<string>.
    readonly property var seenHints: AppSettings.seenHints
    readonly property string key: {
        // Learn to play has its own coach: no first-time tips there.
        if (!session || !session.myDecision || session.scripted || pointers.seenHints.indexOf("tp/all") >= 0)
            return ""
        switch (session.phase) {
        case TrashPandasSession.PhaseRoll: return "tp/roll"
        case TrashPandasSession.PhaseRolled: return "tp/stop"
        case TrashPandasSession.PhaseResolve: return "tp/resolve"
        case TrashPandasSession.PhaseBusting: return "tp/bust"
        default: return "tp/react"
        }
    }
    readonly property bool shown: key.length > 0 && pointers.seenHints.indexOf(key) < 0
    readonly property string message: {
        switch (key) {
        case "tp/roll": return qsTr("Start here: Roll takes a token. The line beside it tells you the exact chance that the next roll busts.")
        case "tp/stop": return qsTr("Roll again for more tokens, or Stop to use the ones you have. Busting loses them all.")
        case "tp/resolve": return qsTr("Use each token you took: click it (or its button) and choose. Amber rings mark what you can use.")
        case "tp/bust": return qsTr("A card with a teal edge can save you: click it, or accept the bust.")
        case "tp/react": return session.people > 1
            ? qsTr("Another player's move lets you answer. Every player is asked, card or not, so nobody learns who holds what.")
            : qsTr("Another player's move lets you answer with a card from your hand. Alone against bots, you are asked only when you hold a card that can answer.")
        }
        return ""
    }

    visible: shown
    implicitHeight: shown ? row.implicitHeight + 16 : 0

    Rectangle {
        objectName: "tpPointer"
        anchors.fill: parent
        radius: Theme.radiusSmall
        color: Theme.amberLight
        border.color: Theme.amber
        border.width: 2
        // Placed by hand, the buttons at their words' width: in a RowLayout
        // beside the long wrapped note they were squeezed ("Verstan…").
        Item {
            id: row
            anchors.fill: parent
            anchors.margins: 8
            implicitHeight: Math.max(note.implicitHeight, buttons.implicitHeight)
            Text {
                id: note
                textFormat: Text.PlainText
                width: row.width - buttons.width - 8
                anchors.verticalCenter: parent.verticalCenter
                text: pointers.message
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.textBody
            }
            Row {
                id: buttons
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                spacing: 8
                TableButton { objectName: "tpPointerOk"; text: qsTr("Got it"); onClicked: AppSettings.markHintSeen(pointers.key) }
                TableButton { objectName: "tpPointerSkip"; kind: "secondary"; text: qsTr("Skip tips"); onClicked: AppSettings.markHintSeen("tp/all") }
            }
        }
    }
}
