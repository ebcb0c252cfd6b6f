import QtQuick
import CritterTable

// What every table offers beside the game itself, from the session core:
// ask the hard bot for a hint, take a move back (against bots), save the
// game to a file, watch the finished game again, and open the results again
// once they were closed to look at the final table. Each shows only when it
// makes sense.
Row {
    id: controls
    required property TableSession session
    // Each glyph over a short caption (TopBarButton), as the top bar has them.
    property bool stacked: false
    // Large text besides: glyphs only, the words as tooltips.
    property bool glyphOnly: false
    // The table's results were closed (to look at the final table): Results opens them again.
    property bool resultsClosed: false
    signal showResults()
    // Results closed to look at the table: the keyboard goes on from Replay.
    onResultsClosedChanged: if (resultsClosed) Later.call(controls.focusReplay)
    function focusReplay() {
        if (controls.resultsClosed && replayButton.visible)
            replayButton.forceActiveFocus(Qt.TabFocusReason)
    }
    // The table's keyboard: its Keys button opens the list of keys, and its
    // H, U and Ctrl+S keys press the Hint, Undo and Save buttons here.
    property TableKeys keys: null
    spacing: 6
    Component.onCompleted: if (keys) { keys.hintButton = hintButton; keys.undoButton = undoButton; keys.saveButton = saveButton }

    TopBarButton {
        id: hintButton
        objectName: "hintButton"
        glyph: "✦"
        stacked: controls.stacked
        glyphOnly: controls.glyphOnly
        text: controls.session.hint.thinking ? qsTr("Thinking…") : qsTr("Hint")
        // Only for the person asked now, looking at their own hand.
        visible: controls.session.canHint || controls.session.hint.thinking
        enabled: !controls.session.hint.thinking
        onClicked: controls.session.askHint()
    }
    // The hint's bubble over the Hint button, made when the first hint comes
    // and kept: a table makes none of it before its first frame (issue 35).
    // It opens as its text arrives, so the text is given once it is made.
    property HintBubble hintBubble: null
    readonly property string hintText: session.hint.text
    onHintTextChanged: {
        if (hintText.length === 0 || hintBubble)
            return
        hintBubble = hintBubbleMaker.createObject(hintButton) as HintBubble
        hintBubble.text = Qt.binding(() => controls.session.hint.text)
    }
    Component {
        id: hintBubbleMaker
        HintBubble {}
    }
    TopBarButton {
        id: undoButton
        objectName: "undoButton"
        glyph: "↶"
        stacked: controls.stacked
        glyphOnly: controls.glyphOnly
        text: qsTr("Undo")
        // Against bots only, and only while the person may take a move back.
        visible: controls.session.people === 1 && controls.session.undoAllowed && !controls.session.replaying
                 && !controls.session.over
        enabled: controls.session.canUndo && !controls.session.busy
        onClicked: controls.session.undo()
    }
    TopBarButton {
        id: saveButton
        objectName: "saveAsButton"
        glyph: "⤓"
        stacked: controls.stacked
        glyphOnly: controls.glyphOnly
        text: qsTr("Save…")
        visible: controls.session.started && !controls.session.replaying && controls.session.keepsGame
        onClicked: saveDialog.open()
    }
    TopBarButton {
        objectName: "showResultsButton"
        glyph: "★"
        stacked: controls.stacked
        glyphOnly: controls.glyphOnly
        text: qsTr("Results")
        visible: controls.resultsClosed && controls.session.over && !controls.session.replaying
        onClicked: controls.showResults()
    }
    TopBarButton {
        id: replayButton
        objectName: "watchReplayButton"
        glyph: "⟲"
        stacked: controls.stacked
        glyphOnly: controls.glyphOnly
        text: qsTr("Replay")
        visible: controls.session.over && !controls.session.replaying && controls.session.keepsGame
        onClicked: controls.session.startReplay()
    }

    TopBarButton {
        objectName: "keysButton"
        glyph: "⌨"
        stacked: controls.stacked
        glyphOnly: controls.glyphOnly
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
