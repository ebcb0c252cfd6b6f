pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// The window: a wooden table with a stack of screens on it. It starts
// hidden; AppShell sizes it and applies the language, then shows it.
ApplicationWindow {
    id: window
    objectName: "mainWindow"
    visible: false
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    // The game in front names the window (taskbar, window switcher).
    // (Setup, Rules and the tables have a gameId; Home and the others do not.)
    readonly property string frontGameId: String(stack.currentItem?.gameId ?? "")
    readonly property GameEntry frontGame: frontGameId !== "" ? GameRegistry.game(frontGameId) : null
    title: frontGame ? qsTr("%1 – Critter Table").arg(frontGame.title) : qsTr("Critter Table")
    color: Theme.tableDark
    font.family: Theme.bodyFont
    // Tooltips and popups of Qt Quick Controls take their size from here.
    font.pixelSize: Theme.textSmall

    // A new table to open in place of Home at start: {gameId, seats} (seats
    // as Setup gives them). Only critter-table-lab sets it (--screen
    // new-table:<game>: its start-up probe measures a table the app starts
    // straight onto, issue 35). Home is then made under the table only when
    // the table is left: a StackView makes only the top of what it is given.
    property var startTable: null

    // The screens beside Home, by name. They are pushed by address, so their
    // files are compiled on first use and not before the first frame.
    readonly property var screenFiles: ({
        "setup": "screens/SetupScreen.qml",
        "rules": "screens/RulesScreen.qml",
        "settings": "screens/SettingsScreen.qml",
        "statistics": "screens/StatisticsScreen.qml",
        "about": "screens/AboutScreen.qml",
        "join": "screens/JoinScreen.qml",
    })

    // Opens a screen by name (Home's buttons, critter-table-lab's --screen option and
    // tests); gameId for Setup and Rules.
    function openScreen(name, gameId) {
        const file = screenFiles[name]
        if (!file)
            return
        const screen = stack.push(Qt.resolvedUrl(file), name === "setup" || name === "rules" ? { gameId: gameId } : {})
        if (!screen)
            return
        screen.back.connect(window.goBack)
        if (name === "setup") {
            screen.rulesChosen.connect(id => window.openScreen("rules", id))
            screen.startRequested.connect((id, seats) =>
                window.openTable(id, Object.assign({ seats: seats }, screen.tableOptions())))
        }
        if (name === "rules")
            screen.learnChosen.connect(id => window.openTable(id, { opening: "tutorial" }))
    }

    // A game's table: options {seats} for a new deal, {opening: "continue"},
    // {opening: "file", file: url}, or {opening: "tutorial"} (Learn to play). A table that cannot open goes back
    // and says why.
    function openTable(gameId, options) {
        const url = TableRegistry.tableUrl(gameId)
        if (url === "")
            return false
        const properties = Object.assign({ gameId: gameId }, options)
        // At start (startTable) Home goes under the table, made when it is
        // left. In an array Qt 6.4's StackView takes an address only as a
        // string (a url value there is not read as one).
        const table = stack.depth === 0 ? stack.push([homeScreen, String(url), properties], StackView.Immediate)
                                        : stack.push(url, properties)
        if (table && table.openFailed)
            table.openFailed.connect(reason => { stack.pop(null); notice.show(reason) })
        if (table && table.fileChosen)
            table.fileChosen.connect(file => window.openFile(file))
        // Learn to play's "Play a real game": Setup for that game, from Home.
        if (table && table.realGameWanted)
            table.realGameWanted.connect(() => { stack.pop(null); window.openScreen("setup", gameId) })
        if (table && table.leftTable)
            table.leftTable.connect(unfinished => {
                if (!unfinished)
                    return
                if (table.opening === "network") {
                    notice.show(qsTr("You left the table. Rejoin it from the home screen while the game goes on."))
                    return
                }
                // Only a save that worked is claimed (the autosave can fail: a full disk, a read-only folder).
                const problem = table.session?.saveProblem ?? ""
                notice.show(problem === "" ? qsTr("Saved. Continue this game from the home screen.")
                                           : qsTr("This game was not saved (%1), so Continue cannot bring it back as it is now.").arg(problem))
            })
        return true
    }

    // Open a save, replay or scenario of any game: the file says which.
    function openFile(url) {
        const info = SavedGames.inspect(url)
        // SavedGames.inspect() gives a QVariantMap ({game, error}): its keys have no types.
        if (info.game === "") { // qmllint disable type
            notice.show(info.error)
        } else if (!TableRegistry.hasTable(info.game)) {
            notice.show(qsTr("This file holds a game this version cannot play yet."))
        } else {
            stack.pop(null)
            openTable(info.game, { opening: "file", file: url })
        }
    }

    // A file named on the command line asks first, as Open does, when it
    // would replace an unfinished game; "Keep it" leaves Home in front.
    // Made only for such a start, from its file's address (an inline
    // component of this Bound file cannot be made by a Loader in Qt 6.4): a
    // start without a file neither compiles nor makes the popup before its
    // first frame.
    Component.onCompleted: {
        if (window.startTable)
            window.openTable(window.startTable.gameId, { seats: window.startTable.seats })
        if (String(LaunchOptions.file) !== "")
            Later.call(() => (startFileAsk.item as GameFileReplaceAsk).ask(LaunchOptions.file))
    }
    Loader {
        id: startFileAsk
        source: String(LaunchOptions.file) !== "" ? Qt.resolvedUrl("components/GameFileReplaceAsk.qml") : ""
        onLoaded: item.objectName = "startFileAsk"
    }
    Connections {
        target: startFileAsk.item as GameFileReplaceAsk
        function onConfirmed(file) { window.openFile(file) }
    }

    // A seat was given at a network table (Join, or Rejoin on Home): that game's table shows it.
    Connections {
        target: NetPlay
        function onSeated(gameId) {
            stack.pop(null)
            window.openTable(gameId, { opening: "network" })
        }
    }

    function goBack() {
        if (stack.depth > 1)
            stack.pop()
    }

    WoodTable {
        anchors.fill: parent
        // Attached tooltips share one ToolTip (made here, for any item), and it
        // shows names too (a seat's plate): plain text.
        Component.onCompleted: (ToolTip.toolTip.contentItem as Text).textFormat = Text.PlainText
    }

    StackView {
        id: stack
        objectName: "screenStack"
        anchors.fill: parent
        focus: true
        initialItem: window.startTable ? null : homeScreen

        // A screen left frees a lot at once: the heap gives it back in a moment.
        onCurrentItemChanged: {
            HeapTrim.soon()
            // A notice belongs to the screen it was shown on: it must not lie
            // over the next table's hand (issue 29 item 13, found by the journeys).
            if (notice.screen !== null && currentItem !== notice.screen)
                notice.opacity = 0
        }
        Keys.onEscapePressed: window.goBack()
        Keys.onBackPressed: window.goBack()

        pushEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motion; easing.type: Theme.easing }
                NumberAnimation { property: "x"; from: Theme.reducedMotion ? 0 : stack.width * 0.12; to: 0; duration: Theme.moveMedium; easing.type: Theme.easing }
            }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.motion; easing.type: Theme.easing }
        }
        popEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motion; easing.type: Theme.easing }
                NumberAnimation { property: "x"; from: Theme.reducedMotion ? 0 : -stack.width * 0.08; to: 0; duration: Theme.moveMedium; easing.type: Theme.easing }
            }
        }
        popExit: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.motion; easing.type: Theme.easing }
                NumberAnimation { property: "x"; from: 0; to: Theme.reducedMotion ? 0 : stack.width * 0.12; duration: Theme.moveMedium; easing.type: Theme.easing }
            }
        }
    }

    // The mouse's back button goes back too.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.BackButton
        onClicked: window.goBack()
    }

    Notice {
        id: notice
        property Item screen: null
        onTextChanged: screen = stack.currentItem
        onVisibleChanged: if (visible) screen = stack.currentItem
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 24
        z: 10
    }

    Component {
        id: homeScreen
        HomeScreen {
            onGameChosen: (gameId) => window.openScreen("setup", gameId)
            onContinueChosen: (gameId) => window.openTable(gameId, { opening: "continue" })
            onFileChosen: (file) => window.openFile(file)
            onRulesChosen: (gameId) => window.openScreen("rules", gameId)
            onLearnChosen: (gameId) => window.openTable(gameId, { opening: "tutorial" })
            onSettingsChosen: window.openScreen("settings", "")
            onStatisticsChosen: window.openScreen("statistics", "")
            onAboutChosen: window.openScreen("about", "")
            onJoinChosen: window.openScreen("join", "")
        }
    }
}
