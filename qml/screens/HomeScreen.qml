pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtQuick.Templates as T
import CritterTable

// The table when the app opens: the three games as big cards (Continue on
// a game left unfinished), a way to open a saved game, and the way to
// Statistics, Settings and About.
FocusScope {
    id: home
    objectName: "homeScreen"
    signal gameChosen(string gameId)
    signal continueChosen(string gameId)
    signal fileChosen(url file)
    signal rulesChosen(string gameId)
    signal learnChosen(string gameId)
    signal settingsChosen()
    signal statisticsChosen()
    signal aboutChosen()
    signal joinChosen()

    // The tiles ask SavedGames again whenever this moves on: back from a
    // table (the autosave changed), a save discarded, or a minute passed.
    property int savedRevision: 0
    property date now: new Date()
    // The tiles lie straight in the window's first frame and settle into
    // their tilt straight after it (GameTile eases its rotation). Askew,
    // their text and corners cost the software renderer some 10 ms of
    // that frame (docs/performance.md, "Start-up and memory").
    property bool tilted: false
    function settle() { tilted = true }
    Connections {
        target: home.Window.window
        enabled: !home.tilted
        function onFrameSwapped() { Later.call(home.settle) }
    }
    function refreshSaved() {
        now = new Date()
        ++savedRevision
    }
    StackView.onActivated: refreshSaved()
    Connections {
        target: SavedGames
        function onChanged() { home.refreshSaved() }
    }
    // A saved game's summary is worded in the language shown (issue 29 item 25):
    // the shell asks SavedGames again (changed) once a language is installed.
    Timer {
        interval: 60000
        repeat: true
        running: home.visible
        onTriggered: home.refreshSaved()
    }

    GameFileAsk {
        id: openDialog
        onChosen: (file) => home.fileChosen(file)
    }
    // Ctrl+O, as in any desktop program, while Home is in front.
    Shortcut {
        sequences: ["Ctrl+O"]
        enabled: home.StackView.status === StackView.Active
        onActivated: openDialog.open()
    }

    RowLayout {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.gapLarge
        spacing: Theme.gap

        Image {
            Layout.preferredWidth: 72
            Layout.preferredHeight: 72
            source: ArtImages.source("logo", "stretch")
            sourceSize.width: 144; sourceSize.height: 144
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4
            Text {
                textFormat: Text.PlainText
                objectName: "appTitle"
                text: qsTr("Critter Table")
                font.family: Theme.displayFont
                font.pixelSize: Theme.textTitle
                font.bold: true
                color: Theme.onTable
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tagline"
                Layout.fillWidth: true
                text: qsTr("Pull up a chair and pick a game.")
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSubheading - 2
                color: Theme.onTableSoft
                elide: Text.ElideRight
            }
        }
        TableButton {
            objectName: "statisticsButton"
            kind: "secondary"
            text: qsTr("Statistics")
            onClicked: home.statisticsChosen()
        }
        TableButton {
            objectName: "settingsButton"
            kind: "secondary"
            glyph: "⚙"
            text: qsTr("Settings")
            onClicked: home.settingsChosen()
        }
        TableButton {
            objectName: "aboutButton"
            kind: "secondary"
            text: qsTr("About")
            onClicked: home.aboutChosen()
        }
    }

    Item {
        id: tableArea
        anchors.top: header.bottom
        anchors.bottom: footer.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.gapLarge
        anchors.bottomMargin: 6   // the footer's buttons bring their own room

        readonly property real tileWidth: Math.min(380, (width - 2 * Theme.gapLarge) / 3)
        // All tiles as tall as the tallest needs (longer pitches in German),
        // within the table; never less than the tallest takes with its art at
        // its smallest: then the table scrolls (large text in a small window).
        readonly property real tileHeight: {
            let need = 0
            let least = 0
            for (let i = 0; i < tiles.count; ++i) {
                const tile = tiles.itemAt(i) as GameTile
                if (tile) {
                    need = Math.max(need, tile.implicitHeight)
                    least = Math.max(least, tile.leastHeight)
                }
            }
            return Math.max(least + 12, Math.min(height - 12, need + 12))
        }

        Flickable {
            id: tableFlick
            objectName: "homeTableScroll"
            // Out to the window's edges: the tilted tiles' corners are not cut.
            anchors.fill: parent
            anchors.leftMargin: -Theme.gapLarge
            anchors.rightMargin: -Theme.gapLarge
            contentWidth: width
            contentHeight: Math.max(height, tableArea.tileHeight + 12)
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            clip: interactive   // the lifted tiles' shadows may spill when nothing scrolls
            // Shows only when there is something to scroll.
            T.ScrollBar.vertical: TableScrollBar {}

            // A button reached by Tab out of sight scrolls into view.
            function showFocused(item: Item) {
                if (!interactive || !item)
                    return
                let up = item.parent
                while (up && up !== contentItem)
                    up = up.parent
                if (!up)
                    return
                const at = item.mapToItem(contentItem, 0, 0)
                if (at.y < contentY)
                    contentY = Math.max(0, at.y - 12)
                else if (at.y + item.height > contentY + height)
                    contentY = Math.min(contentHeight - height, at.y + item.height - height + 12)
            }
            Connections {
                target: home.Window.window
                enabled: tableFlick.interactive
                function onActiveFocusItemChanged() { tableFlick.showFocused(home.Window.activeFocusItem) }
            }

            Row {
                anchors.centerIn: parent
                spacing: Theme.gapLarge
                Repeater {
                    id: tiles
                    // GameRegistry.games is a QList<QObject*>, a type the lint of Qt 6.4
                    // does not know (a QQmlListProperty<GameEntry> in C++ would end this).
                    model: GameRegistry.games // qmllint disable type
                    GameTile {
                        required property GameEntry modelData
                        required property int index
                        game: modelData
                        tilt: home.tilted ? [-1.6, 0.9, -0.7][index % 3] : 0
                        width: tableArea.tileWidth
                        height: tableArea.tileHeight
                        saved: { home.savedRevision; return SavedGames.summary(modelData.gameId) }
                        now: home.now
                        onContinueRequested: (gameId) => home.continueChosen(gameId)
                        onNewGameRequested: (gameId) => home.gameChosen(gameId)
                        onRulesRequested: (gameId) => home.rulesChosen(gameId)
                        onLearnRequested: (gameId) => home.learnChosen(gameId)
                    }
                }
            }
        }
    }

    // Along the bottom: how the keyboard works, joining a table, opening a saved game.
    HomeFooter {
        id: footer
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.leftMargin: Theme.gapLarge
        anchors.rightMargin: Theme.gapLarge - 12   // the ghost button's text lines up with the tiles
        anchors.bottomMargin: 4
        onJoinChosen: home.joinChosen()
        onOpenChosen: openDialog.open()
    }
}
