import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import CritterTable

// Choosing who sits at the table for a new game (the last table for this
// game comes back). Start opens the game's table from TableRegistry; until
// a game has one, Start says so plainly.
FocusScope {
    id: setup
    objectName: "setupScreen"
    property string gameId: ""
    readonly property GameEntry game: GameRegistry.game(gameId)
    readonly property bool tableReady: game !== null && game.playable && TableRegistry.hasTable(gameId)
    // A game of this kind left unfinished (its autosave); a new deal replaces it.
    // Asked again when Setup shows again (back from a table left unfinished).
    property int savedRevision: 0
    StackView.onActivated: ++savedRevision
    // (savedRevision is read in the expression itself: the compiled binding
    // drops a statement that only reads it, and with it the dependency.)
    readonly property bool replacesUnfinished: savedRevision >= 0 && tableReady && SavedGames.hasUnfinished(gameId)
    signal back()
    signal rulesChosen(string gameId)
    signal startRequested(string gameId, var seats)
    // What else the table opens with besides its seats: Trash Dash's race
    // options ({ options: {...} }), or nothing for the other games.
    function seatList() {
        return seats.seats()
    }
    function tableOptions() {
        const out = gameOptions ? { options: gameOptions.options() } : {}
        if (ratedChoice.rated)
            out.rated = true
        return out
    }
    // Trash Dash's own panel under the seats (qml/trashdash/TrashDashSetup.qml).
    readonly property var gameOptions: tdLoader.item
    readonly property bool optionsValid: !gameOptions || gameOptions.valid
    property int seatRevision: 0
    Connections {
        target: seats.model
        function onDataChanged() { ++setup.seatRevision }
        function onCountChanged() { ++setup.seatRevision }
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: setup.game ? qsTr("New game: %1").arg(setup.game.title) : ""
        subtitle: setup.game ? setup.game.players + "  ·  " + setup.game.minutes : ""
        onBack: setup.back()
        TableButton {
            objectName: "setupRulesButton"
            kind: "secondary"
            text: qsTr("Rules")
            onClicked: setup.rulesChosen(setup.gameId)
        }
    }

    RowLayout {
        anchors.top: header.bottom
        anchors.bottom: footer.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Theme.gapLarge
        anchors.rightMargin: Theme.gapLarge
        anchors.bottomMargin: Theme.gap
        spacing: Theme.gapLarge

        Panel {
            Layout.preferredWidth: setup.width >= 1200 ? 320 : 270
            Layout.preferredHeight: Math.min(gameInfo.implicitHeight + 2 * padding, parent.height)
            Layout.alignment: Qt.AlignTop
            padding: 16
            ColumnLayout {
                id: gameInfo
                anchors.left: parent.left
                anchors.right: parent.right
                spacing: 12
                Image {
                    Layout.fillWidth: true
                    Layout.preferredHeight: width * 0.625
                    source: setup.game ? Theme.art(setup.game.art) : ""
                    // Clamped: during the first layout pass width can be far too large.
                    sourceSize.width: Math.min(800, Math.max(1, Math.round(width * 2)))
                    sourceSize.height: Math.min(500, Math.max(1, Math.round(width * 1.25)))
                    fillMode: Image.PreserveAspectFit
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: setup.game ? setup.game.pitch : ""
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                    lineHeight: 1.15
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                }
                Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
                Text {
                    textFormat: Text.PlainText
                    objectName: "seatCount"
                    Layout.fillWidth: true
                    text: qsTr("%1 seats taken, room for %2 to %3.").arg(seats.count)
                              .arg(seats.minSeats).arg(seats.maxSeats)
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                    font.bold: true
                    color: Theme.teal
                    wrapMode: Text.WordWrap
                }
            }
        }

        Flickable {
            id: seatScroller
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: seatColumn.implicitHeight + 24
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            TableScrollBar.vertical: TableScrollBar {}

            Column {
                id: seatColumn
                x: 12
                y: 12
                width: seatScroller.width - 36
                spacing: Theme.gapLarge
                // Above the seats: it decides their bots' levels.
                RatedGameChoice {
                    id: ratedChoice
                    objectName: "ratedChoice"
                    width: parent.width
                    gameId: setup.gameId
                    seats: {
                        setup.seatRevision
                        return setup.seatList()
                    }
                }
                SeatEditor {
                    id: seats
                    objectName: "seatEditor"
                    width: parent.width
                    remember: true
                    gameId: setup.gameId
                    lockedLevel: ratedChoice.level
                }
                Loader {
                    id: tdLoader
                    width: parent.width
                    active: setup.gameId === "trash-dash"
                    // This component reaches the screen by its ids. `pragma
                    // ComponentBehavior: Bound` would say that it may, but Qt
                    // 6.4's Loader then refuses to make it ("Cannot instantiate
                    // bound component outside its creation context").
                    // qmllint disable unqualified
                    sourceComponent: Component {
                        TrashDashSetup {
                            width: seatColumn.width
                            seats: {
                                setup.seatRevision
                                return setup.seatList()
                            }
                        }
                    }
                    // qmllint enable unqualified
                }
            }
        }
    }

    // The bar along the bottom: what happens next, and Start.
    Rectangle {
        id: footer
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 76
        color: Theme.highContrast ? Theme.tableDark : "#59000000"

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.gapLarge
            anchors.rightMargin: Theme.gapLarge
            spacing: Theme.gap

            Text {
                textFormat: Text.PlainText
                objectName: "startNote"
                Layout.fillWidth: true
                visible: !setup.tableReady
                text: setup.game ? qsTr("The %1 table is still being built, so this game cannot start yet. Your seats are ready for it.").arg(setup.game.title) : ""
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                color: Theme.onTable
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                objectName: "replaceNote"
                Layout.fillWidth: true
                visible: setup.replacesUnfinished || (setup.tableReady && !setup.optionsValid)
                text: setup.tableReady && !setup.optionsValid ? qsTr("Not a track yet: %1").arg(setup.gameOptions.problem)
                                                              : qsTr("Starting a new game replaces your unfinished one.")
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                color: Theme.onTable
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Item {
                visible: setup.tableReady && !setup.replacesUnfinished && setup.optionsValid
                Layout.fillWidth: true
            }
            TableButton {
                objectName: "startButton"
                kind: "accent"
                glyph: "▶"
                // A seat over the network: the table opens to others first (its code, then Begin).
                text: seats.hasRemote ? qsTr("Host on the network") : qsTr("Start game")
                enabled: setup.tableReady && setup.optionsValid
                onClicked: setup.startRequested(setup.gameId, seats.seats())
            }
        }
    }
}
