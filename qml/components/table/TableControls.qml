import QtQuick
import CritterTable

// What every table offers beside the game itself, from the session core:
// ask the hard bot for a hint, take a move back (against bots), save the
// game to a file, and watch the finished game again. Each shows only when it
// makes sense.
Row {
    id: controls
    required property TableSession session
    property bool compact: false   // glyphs only, the words as tooltips
    // The table's keyboard: its Keys button opens the list of keys, and its
    // H, U and Ctrl+S keys press the Hint, Undo and Save buttons here.
    property TableKeys keys: null
    spacing: 6
    Component.onCompleted: if (keys) { keys.hintButton = hintButton; keys.undoButton = undoButton; keys.saveButton = saveButton }

    TableButton {
        id: hintButton
        objectName: "hintButton"
        kind: "ghost"
        glyph: "✦"
        glyphOnly: controls.compact
        text: controls.session.hint.thinking ? qsTr("Thinking…") : qsTr("Hint")
        // Only for the person asked now, looking at their own hand.
        visible: controls.session.canHint || controls.session.hint.thinking
        enabled: !controls.session.hint.thinking
        onClicked: controls.session.askHint()

        HintBubble { text: controls.session.hint.text }
    }
    TableButton {
        id: undoButton
        objectName: "undoButton"
        kind: "ghost"
        glyph: "↶"
        glyphOnly: controls.compact
        text: qsTr("Undo")
        // Against bots only, and only while the person may take a move back.
        visible: controls.session.people === 1 && controls.session.undoAllowed && !controls.session.replaying
                 && !controls.session.over
        enabled: controls.session.canUndo && !controls.session.busy
        onClicked: controls.session.undo()
    }
    TableButton {
        id: saveButton
        objectName: "saveAsButton"
        kind: "ghost"
        glyph: "⤓"
        glyphOnly: controls.compact
        text: qsTr("Save…")
        visible: controls.session.started && !controls.session.replaying
        onClicked: saveDialog.open()
    }
    TableButton {
        objectName: "watchReplayButton"
        kind: "ghost"
        glyph: "⟲"
        glyphOnly: controls.compact
        text: qsTr("Replay")
        visible: controls.session.over && !controls.session.replaying
        onClicked: controls.session.startReplay()
    }

    TableButton {
        objectName: "keysButton"
        kind: "ghost"
        glyph: "⌨"
        glyphOnly: controls.compact
        text: qsTr("Keys")
        visible: controls.keys !== null
        onClicked: controls.keys.showSheet()
    }

    GameFileAsk {
        id: saveDialog
        saving: true
        visible: false   // not a place in the row; the dialog opens over the window
        gameTitle: GameRegistry.game(controls.session.gameId)?.title ?? ""
        gameFile: controls.session.gameFile
        onChosen: (file) => {
            // The session decides; the panel comes back with its reason when it cannot.
            if (controls.session.saveAs(file))
                saveDialog.saved()
            else
                saveDialog.refused(controls.session.lastError)
        }
    }
}
