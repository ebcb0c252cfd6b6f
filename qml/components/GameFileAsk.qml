import QtQuick

// Asks for a game file with GameFilePanel (our own Save and Open), made on
// the first open(): loaded by its address, not by its type, so nothing of
// it is compiled before a person asks to open or save a file (issue 15,
// start-up). refused(message) brings it back saying why a file could not
// be used; saved() says briefly that the game was saved, and as what.
Loader {
    id: ask
    property bool saving: false
    property string gameTitle: ""
    property url gameFile
    signal chosen(url file)

    active: false
    source: Qt.resolvedUrl("GameFilePanel.qml")
    onLoaded: {
        item.saving = Qt.binding(() => ask.saving)
        item.gameTitle = Qt.binding(() => ask.gameTitle)
        item.gameFile = Qt.binding(() => ask.gameFile)
        item.chosen.connect(ask.chosen)
        item.open()
    }
    function open() {
        if (item)
            (ask.item as GameFilePanel).open()
        else
            active = true
    }
    function refused(message) {
        if (item)
            (ask.item as GameFilePanel).refused(message)
    }
    function saved() {
        if (item)
            (ask.item as GameFilePanel).saved()
    }
}
