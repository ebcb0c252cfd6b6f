import QtQuick
import CritterTable

// First-time pointers: a short note beside the decision bar saying where to
// roll, stop, use tokens and answer other players. Each is shown once
// (remembered in AppSettings); "Skip tips" hides them all.
Item {
    id: pointers
    property var table: null
    readonly property var session: table ? table.session : null
    readonly property string key: {
        if (!session || !session.viewerDeciding || AppSettings.seenHints.indexOf("tp/all") >= 0)
            return ""
        switch (session.phase) {
        case TrashPandasSession.PhaseRoll: return "tp/roll"
        case TrashPandasSession.PhaseRolled: return "tp/stop"
        case TrashPandasSession.PhaseResolve: return "tp/resolve"
        case TrashPandasSession.PhaseBusting: return "tp/bust"
        default: return "tp/react"
        }
    }
    readonly property bool shown: key.length > 0 && AppSettings.seenHints.indexOf(key) < 0
    readonly property string message: {
        switch (key) {
        case "tp/roll": return qsTr("Start here: Roll takes a token. The line beside it tells you the exact chance that the next roll busts.")
        case "tp/stop": return qsTr("Roll again for more tokens, or Stop to use the ones you have. Busting loses them all.")
        case "tp/resolve": return qsTr("Use each token you took: click it (or its button) and choose. Amber rings mark what you can use.")
        case "tp/bust": return qsTr("A card with a teal edge can save you: click it, or accept the bust.")
        case "tp/react": return qsTr("Another player's move lets you answer. Every player is asked, card or not, so nobody learns who holds what.")
        }
        return ""
    }

    Panel {
        objectName: "tpPointer"
        visible: pointers.shown
        x: 20
        width: Math.min(420, parent.width - 40)
        y: pointers.table ? Math.max(80, pointers.table.height * 0.5 - height) : 100
        height: col.implicitHeight + 2 * padding
        padding: 14
        elevation: 2
        color: Theme.amberLight
        Column {
            id: col
            width: parent.width
            spacing: 8
            Text { width: parent.width; text: pointers.message; wrapMode: Text.WordWrap; color: Theme.ink; font.pixelSize: Theme.textBody }
            Row {
                spacing: 8
                TableButton { objectName: "tpPointerOk"; text: qsTr("Got it"); onClicked: AppSettings.markHintSeen(pointers.key) }
                TableButton { objectName: "tpPointerSkip"; kind: "secondary"; text: qsTr("Skip tips"); onClicked: AppSettings.markHintSeen("tp/all") }
            }
        }
    }
}
