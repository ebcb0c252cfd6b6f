import QtQuick

// Asks for a game file with GameFileDialog, created on the first open():
// loaded by its address, not by its type, so nothing of Qt Quick Dialogs is
// loaded before a person asks to open or save a file (issue 15, start-up).
Loader {
    id: ask
    property bool saving: false
    signal chosen(url file)

    active: false
    source: Qt.resolvedUrl("GameFileDialog.qml")
    onLoaded: {
        item.saving = ask.saving
        item.chosen.connect(ask.chosen)
        item.open()
    }
    function open() {
        if (item)
            item.open() // qmllint disable type
        else
            active = true
    }
}
