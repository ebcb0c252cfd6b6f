import QtQuick
import QtQuick.Dialogs
import CritterTable

// The one file dialog for game files (saves, replays and scenarios share
// one format): opening from Home, saving at a table. Its users load it only
// when first asked for (GameFileAsk), so Qt Quick Dialogs is not loaded at
// start-up. An Item around the dialog, since a Loader takes only Items.
Item {
    id: root
    property bool saving: false
    signal chosen(url file)
    // Each time in the games' own folder, never wherever the app was started from.
    function open() {
        dialog.currentFolder = SavedGames.gameFolder()
        dialog.open()
    }

    FileDialog {
        id: dialog
        objectName: root.saving ? "saveDialog" : "openDialog"
        title: root.saving ? qsTr("Save the game") : qsTr("Open a saved game")
        fileMode: root.saving ? FileDialog.SaveFile : FileDialog.OpenFile
        defaultSuffix: "json"
        nameFilters: root.saving ? [qsTr("Critter Table games (*.json)")]
                                 : [qsTr("Critter Table games (*.json)"), qsTr("All files (*)")]
        onAccepted: root.chosen(selectedFile)
    }
}
