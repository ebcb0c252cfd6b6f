import QtQuick
import QtQuick.Templates as T
import CritterTable

// Opening a file of a game left unfinished replaces that game's autosave
// (one unfinished game a kind, continued from Home): the person says so
// first, as Setup says before a new deal replaces it (issue 29 item 1).
// ask(file) hands the file on at once when nothing would be lost.
T.Popup {
    id: ask
    objectName: "replaceUnfinishedAsk"
    signal confirmed(url file)
    signal kept()
    property url file
    property string gameTitle: ""
    property string names: ""

    // Whether opening file would replace an unfinished game (not when it is
    // that game's own autosave); if so, asks.
    function ask(chosen) {
        if (!SavedGames.replacesUnfinished(chosen)) {
            confirmed(chosen)
            return
        }
        const game = SavedGames.gameOf(chosen)
        file = chosen
        gameTitle = GameRegistry.game(game)?.title ?? game
        names = SavedGames.unfinishedNames(game).join(", ")
        open()
    }

    parent: T.Overlay.overlay
    modal: true
    dim: true
    focus: true
    closePolicy: T.Popup.CloseOnEscape
    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: parent ? Math.round((parent.height - height) / 2) : 0
    width: parent ? Math.min(540, parent.width - 2 * Theme.gapLarge) : 540
    // A template popup has no size of its own: as tall as what it says.
    implicitHeight: implicitContentHeight + topPadding + bottomPadding
    padding: Theme.gapLarge
    T.Overlay.modal: Rectangle { color: Theme.scrim }
    background: Panel { elevation: 3 }
    onClosed: if (!opening) kept()
    property bool opening: false
    onAboutToShow: opening = false

    contentItem: Column {
        spacing: 14
        Heading {
            objectName: "replaceUnfinishedTitle"
            width: parent.width
            text: qsTr("Open this file?")
            font.pixelSize: Theme.textSubheading + 2
        }
        BodyText {
            objectName: "replaceUnfinishedText"
            width: parent.width
            text: qsTr("Your unfinished %1 game with %2 will be lost.").arg(ask.gameTitle).arg(ask.names)
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
        Flow {
            width: parent.width
            spacing: Theme.gap
            TableButton {
                objectName: "keepUnfinishedButton"
                kind: "secondary"
                text: qsTr("Keep it")
                focus: true
                onClicked: ask.close()
            }
            TableButton {
                objectName: "replaceUnfinishedButton"
                kind: "accent"
                text: qsTr("Open this file")
                onClicked: {
                    ask.opening = true
                    ask.close()
                    ask.confirmed(ask.file)
                }
            }
        }
    }
}
