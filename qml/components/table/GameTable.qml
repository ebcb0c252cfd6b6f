pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import CritterTable

// The one frame every game's table stands on: the top bar (Leave, the
// banner C++ words, the table's controls, Rules, Log), the log at the side
// (with whatever a game keeps above it), the privacy screen, the notes only
// their owner sees, the results (closed to look at the final table and
// opened again), the keyboard, and how a table opens and is left. A game
// fills only its board (the default content), its results and its keys.
FocusScope {
    id: shell
    // The game's session (its own type, declared by the game's table).
    required property TableSession session
    property string gameId: ""
    property string gameTitle: ""
    property RulesPage rulesPage: null
    property string logTitle: qsTr("What happened")
    // Panda Panda keeps its log open: a game without a Log button says so.
    property bool logToggles: true
    property bool logShown: true
    // The banner's second line in the top bar (a game may say it on its board instead).
    property bool bannerDetailShown: true
    readonly property bool logVisible: logShown || !logToggles
    property real sideWidth: narrow ? 220 : 270

    // How the table opens: "new" deals for `seats` (and a game's `options`),
    // "continue" picks up the autosave, "file" opens `file`.
    property var seats: []
    property var options: ({})
    // Setup asked for a rated game: the session decides whether it is one (session.rated).
    property bool rated: false
    property string opening: "new"
    property url file
    // The mark on the privacy screen, when the game's own racer token says more than the seat's letter.
    property Item privacyBadge: null
    // A game's own set-up before a new deal (Trash Dash's race): "" or why not.
    property var prepare: null
    signal openFailed(string reason)
    // Left, the game still autosaved: whoever opened the table may say it can be continued.
    signal leftTable(bool unfinished)
    // Ctrl+O at the table: a saved game chosen (and any unfinished game it replaces agreed to).
    signal fileChosen(url file)
    // Learn to play's end: the person wants a real game of this one (Setup).
    signal realGameWanted()

    readonly property bool narrow: width < 1200
    readonly property bool low: height < 720

    // The game's board, between the top bar and the log.
    default property alias board: boardArea.data
    readonly property Item boardItem: boardArea
    readonly property Item topBarItem: topBar
    // Above the log (Panda Panda's player aid).
    property alias side: sideArea.data
    // Over the table, under the privacy screen: a game's results, round ends.
    property alias covers: coverLayer.data

    // The results: up when the game wants them (the end, a round's or race's
    // end); once the game is over they may be closed to look at the final
    // table, and the top bar's Results opens them again.
    property bool resultsWanted: session.over
    property bool resultsClosed: false
    property bool resultsShown: resultsWanted && !session.busy && !session.replaying
                                         && !(session.over && resultsClosed)
    property bool cheered: false
    onResultsShownChanged: {
        if (resultsShown && session.over && !cheered) {
            cheered = true
            SoundBoard.play("win")
        }
    }
    Connections {
        target: shell.session
        // A new game, or a replay started or closed: the results show again at the end.
        function onOverChanged() {
            if (!shell.session.over && !shell.session.replaying) {
                shell.resultsClosed = false
                shell.cheered = false
            }
        }
        function onReplayChanged() { shell.resultsClosed = false }
    }

    // The keyboard: the game's regions, covers, moves and notes (TableKeys).
    readonly property TableKeys keys: tableKeys
    property var keyRegions: []
    property Item keyControls: null
    property var keyCovers: []
    property var keyMoves: []
    property var keyNotes: []
    // Esc first closes what the person opened in the choice bar.
    property var keyCancel: function() {
        const bar = shell.keyControls as ChoiceBar
        if (!bar || !bar.optionsOpen)
            return false
        bar.clearOptions()
        return true
    }

    // The network side of this table ("" on its own, "host" or "client"): the window's one NetPlay.
    readonly property string networkRole: NetPlay.role
    // The seat the rules ask lost its connection (and no bot plays it): the table waits for that person.
    readonly property bool waitingForLost: { NetPlay.seats; return networkRole !== "" && NetPlay.waitsFor(session.deciding) }
    function leave() {
        const unfinished = session.started && !session.over && !session.replaying && !session.scripted
        if (networkRole !== "")
            NetPlay.leave()
        session.leave()
        if (StackView.view)
            StackView.view.pop()
        leftTable(unfinished)
    }

    Component.onCompleted: {
        // Learn to play: the coach's overlay loads the lesson (CoachOverlay).
        if (opening === "tutorial")
            return
        // A seat at someone else's table: the host's messages show it (NetPlay.seated opened it).
        if (opening === "network") {
            NetPlay.attach(session)
            return
        }
        if (opening === "new" && prepare) {
            const why = prepare()
            if (why.length > 0) {
                Later.call(shell.openFailed, why)
                return
            }
        }
        // Told after the push returns, so whoever opened the table hears it.
        if (!session.open(opening, seats, file, rated)) {
            Later.call(shell.openFailed, shell.session.lastError)
            return
        }
        // A seat over the network: the table opens to others (a continued
        // one under its old code, so its people rejoin).
        if (session.kinds.indexOf("remote") >= 0 && !session.over && !NetPlay.host(session, opening === "continue"))
            Later.call(shell.openFailed, NetPlay.problem)
    }
    Component.onDestruction: session.leave()
    StackView.onRemoved: session.leave()

    Keys.onPressed: (event) => tableKeys.handle(event)
    TableKeys {
        id: tableKeys
        session: shell.session
        table: shell
        gameName: shell.gameTitle
        live: shell.visible && (shell.StackView.view === null || shell.StackView.status === StackView.Active)
        regions: shell.keyRegions.concat([privateNotes, topBar])
        controls: shell.keyControls
        overlays: {
            const out = privacyLoader.item ? [privacyLoader.item] : []
            for (const cover of shell.keyCovers)
                out.push(cover)
            return out
        }
        logKey: shell.logToggles
        onLogToggled: shell.logShown = !shell.logShown
        cancel: shell.keyCancel
        moves: shell.keyMoves
        notes: shell.keyNotes
    }
    // Ctrl+O opens a saved game here too, as on Home (issue 29 item 26); the
    // panel asks before a file replaces a game left unfinished.
    GameFileAsk {
        id: openAsk
        onChosen: (file) => shell.fileChosen(file)
    }
    Shortcut {
        sequences: ["Ctrl+O"]
        enabled: tableKeys.live
        onActivated: openAsk.open()
    }

    // The window's wood lies under every screen, and this is the same
    // picture: the table's own shows only while it slides in or out over
    // another screen. Standing still it would be drawn twice, once under the
    // other, at every full repaint (issue 35).
    WoodTable {
        anchors.fill: parent
        visible: shell.StackView.status !== StackView.Active
    }

    // Tooltips close when what is asked or who looks changes, and stay shut
    // until the pointer moves (the item the keyboard moves to still shows
    // its own): a card's help must not stay over the hand after a move, nor
    // a space's over the track after a hand-over (issue 29 item 14). Every
    // attached ToolTip is the window's one shared ToolTip: one rule, here.
    property bool tipsMuted: false
    property point mutedAt
    function closeTips() {
        tipsMuted = true
        mutedAt = tipPointer.point.scenePosition
        ToolTip.toolTip.close()
    }
    Connections {
        target: shell.session
        function onDecisionChanged() { shell.closeTips() }
        function onViewerChanged() { shell.closeTips() }
    }
    Connections {
        target: shell.ToolTip.toolTip
        function onAboutToShow() {
            if (shell.tipsMuted)
                Later.call(shell.closeMutedTip)
        }
    }
    function closeMutedTip() {
        const tip = ToolTip.toolTip
        if (tipsMuted && !(tip.parent && tip.parent.activeFocus))
            tip.close()
    }
    HoverHandler {
        id: tipPointer
        onPointChanged: {
            const at = point.scenePosition
            if (shell.tipsMuted && Math.abs(at.x - shell.mutedAt.x) + Math.abs(at.y - shell.mutedAt.y) > 3)
                shell.tipsMuted = false
        }
    }

    // ---- the top bar: leave, what is asked, the table's controls, rules, log ----
    Rectangle {
        id: topBar
        objectName: "topBar"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.max(shell.low ? 54 : 64, bannerColumn.implicitHeight + 12)
        color: Theme.tableBar
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12
            TopBarButton {
                objectName: "leaveButton"
                stacked: true
                glyph: "←"
                text: qsTr("Leave")
                onClicked: shell.leave()
            }
            Column {
                id: bannerColumn
                Layout.fillWidth: true
                Text {
                    objectName: "banner"
                    // Whose turn and what is asked, read out too.
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                    width: parent.width
                    // A network table's lobby asks nobody yet.
                    text: shell.session.lobby ? qsTr("Waiting for everyone to sit down")
                          : shell.waitingForLost ? qsTr("Waiting for %1 to come back").arg(shell.session.seatName(shell.session.deciding))
                          : shell.session.banner
                    elide: Text.ElideRight
                    // A long one wraps to a second line rather than being cut
                    // (German at 1024x640: issue 29 items 13 and 24).
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    textFormat: Text.PlainText
                    color: shell.session.myDecision || shell.session.openSeat >= 0 ? Theme.amberLight : Theme.onTable
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.scaled(shell.narrow ? 20 : 22)
                    font.bold: true
                }
                Text {
                    objectName: "bannerDetail"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    width: parent.width
                    text: shell.session.bannerDetail
                    visible: text.length > 0 && shell.bannerDetailShown
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    textFormat: Text.PlainText
                    color: Theme.onTableSoft
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                }
            }
            TableControls {
                session: shell.session
                keys: tableKeys
                stacked: true
                glyphOnly: Theme.textScale > 1.2
                resultsClosed: shell.resultsClosed && shell.resultsWanted
                onShowResults: shell.resultsClosed = false
            }
            RulesButton {
                objectName: "rulesButton"
                stacked: true
                // Large text in a narrow window: glyphs only, the words as tooltips.
                glyphOnly: Theme.textScale > 1.2 || (shell.narrow && Theme.textScale > 1)
                title: qsTr("How to play %1").arg(shell.gameTitle)
                page: shell.rulesPage
            }
            TopBarButton {
                objectName: "logButton"
                visible: shell.logToggles
                secondary: true
                stacked: true
                glyph: shell.logShown ? "✕" : "☰"
                glyphOnly: Theme.textScale > 1.2 || (shell.narrow && Theme.textScale > 1)
                text: qsTr("Log")
                onClicked: shell.logShown = !shell.logShown
            }
        }
    }

    // ---- the side: what a game keeps above the log, then the log ----
    Column {
        id: sideArea
        anchors { right: parent.right; top: topBar.bottom; margins: 10 }
        width: shell.sideWidth
        visible: shell.logVisible
        spacing: 10
    }
    GameLog {
        id: logPanel
        objectName: "gameLog"
        visible: shell.logVisible
        anchors { right: parent.right; margins: 10 }
        anchors.bottom: talkPanel.visible ? talkPanel.top : parent.bottom
        anchors.top: sideArea.children.length > 0 ? sideArea.bottom : topBar.bottom
        width: shell.sideWidth
        model: shell.session.log
        title: shell.logTitle
    }

    // Table talk at a network table, under the log. Network play's pieces
    // are made only at a network table (by their files' addresses: this file
    // is Bound, and Qt 6.4's Loader refuses its inline components), so a
    // table on its own makes none of them before its first frame (issue 35).
    Loader {
        id: talkPanel
        active: shell.networkRole !== ""
        visible: active && shell.logVisible
        width: shell.sideWidth
        height: visible ? implicitHeight : 0
        anchors { right: parent.right; bottom: parent.bottom; margins: 10 }
        source: Qt.resolvedUrl("TableTalk.qml")
        onLoaded: {
            const talk = item as TableTalk
            // A spectator reads the talk; the host takes no words or reactions from them.
            talk.watching = Qt.binding(() => shell.networkRole === "client" && shell.session.viewer < 0)
            // Below what the game keeps in the side column, leaving the log a few lines.
            talk.maxHeight = Qt.binding(() => shell.height - (sideArea.children.length > 0 ? sideArea.y + sideArea.height : topBar.height) - 130)
        }
    }

    // ---- the board: the game's own ----
    Item {
        id: boardArea
        objectName: "board"
        anchors { left: parent.left; top: topBar.bottom; bottom: parent.bottom; margins: 10 }
        anchors.right: shell.logVisible ? logPanel.left : parent.right
    }

    // Pass-and-play: a card of yours taken while you were away, said once you
    // look. It sits over the side column (the log), never over the hand or the
    // choices it would hide.
    PrivateNotes {
        id: privateNotes
        session: shell.session
        z: 60
        width: shell.logVisible ? shell.sideWidth : Math.min(420, boardArea.width / 2)
        anchors { right: parent.right; top: topBar.bottom; margins: 10 }
    }

    // What another seat just did to you (a steal, an Attack, a card passed
    // to you), said over the board a third of the way down, taking no clicks.
    DoneToYouNotices {
        session: shell.session
        z: 62
        width: Math.min(560, boardArea.width - 2 * Theme.gap)
        anchors { horizontalCenter: boardArea.horizontalCenter; top: boardArea.top; topMargin: boardArea.height * 0.3 }
    }

    // While you were away: what happened since the person asked now last
    // moved (the session decides when, from that seat's view). Over the side
    // column under the private notes, never over the hand or the choices.
    AwayRecap {
        id: awayRecap
        session: shell.session
        z: 61
        width: privateNotes.width
        anchors { right: parent.right; top: privateNotes.visible ? privateNotes.bottom : topBar.bottom; margins: 10 }
        maxHeight: shell.height - y - 10
    }

    // A failed autosave or statistics write, said until it works again: over
    // the side column, as the private notes are, never over the hand or the
    // choices (and over the results too).
    SaveProblemNotice {
        id: saveProblem
        session: shell.session
        z: 75
        width: privateNotes.width
        anchors { right: parent.right; top: privateNotes.visible ? privateNotes.bottom : topBar.bottom; margins: 10 }
    }

    // A move undo could not take back, waiting out its cancel window (every game's).
    PendingMoveBar {
        session: shell.session
        z: 65
        anchors { horizontalCenter: boardArea.horizontalCenter; top: boardArea.top }
    }

    // A game's results and round ends, over the whole table.
    Item {
        id: coverLayer
        objectName: "covers"
        z: 70
        anchors.fill: parent
    }

    // Network play: someone lost connection (or this screen lost the host):
    // over the side column with the other notices, never over the opponents'
    // plates, the hand or the choices.
    Loader {
        z: 66
        active: shell.networkRole !== ""
        width: privateNotes.width
        anchors { right: parent.right; top: saveProblem.visible ? saveProblem.bottom : privateNotes.visible ? privateNotes.bottom : topBar.bottom; margins: 10 }
        Component.onCompleted: setSource(Qt.resolvedUrl("NetworkStatus.qml"), { session: shell.session })
    }
    // A network table before play begins: the code, the addresses and the seats.
    Loader {
        z: 78
        anchors.fill: parent
        active: shell.networkRole !== ""
        Component.onCompleted: setSource(Qt.resolvedUrl("NetworkLobby.qml"), { session: shell.session })
        onLoaded: (item as NetworkLobby).leave.connect(shell.leave)
    }
    // A seat asked for at someone else's table, before the host's table
    // arrives (JoiningCover): made only for that opening (issue 35).
    Loader {
        z: 78
        anchors.fill: parent
        active: shell.opening === "network"
        Component.onCompleted: setSource(Qt.resolvedUrl("JoiningCover.qml"), { session: shell.session })
        onLoaded: (item as JoiningCover).leave.connect(shell.leave)
    }

    // Learn to play: the coach over the table, above everything but popups.
    // Made only for a lesson (issue 35). The coach loads the lesson as the
    // overlay completes and says a failure a moment later (Later.call), so
    // the signals wired here, as it loads, are in time for it.
    Loader {
        z: 85
        anchors.fill: parent
        active: shell.opening === "tutorial"
        Component.onCompleted: setSource(Qt.resolvedUrl("CoachOverlay.qml"), {
            session: shell.session, lesson: true, gameId: shell.gameId, gameTitle: shell.gameTitle, table: shell })
        onLoaded: {
            const coach = item as CoachOverlay
            coach.gameTitle = Qt.binding(() => shell.gameTitle)
            coach.failed.connect(reason => shell.openFailed(reason))
            coach.playReal.connect(shell.realGameWanted)
            coach.leave.connect(shell.leave)
            // A move the lesson does not take: what the person opened in the choice bar closes.
            coach.refused.connect(() => (shell.keyControls as ChoiceBar)?.clearOptions())
        }
    }

    // Pass-and-play's screen between seats, made the first time a person
    // must pass the screen (no table of one person, nor a network table
    // without two people at this screen, makes it: issue 35). It is made
    // hidden and then shown, as it was when it stood at every table, so it
    // fades in and hands its button the focus the first time too.
    property bool privacyMade: false
    Connections {
        target: shell.session
        function onPrivacyNeededChanged() {
            if (shell.session.privacyNeeded)
                shell.privacyMade = true
        }
    }
    Loader {
        id: privacyLoader
        z: 80
        anchors.fill: parent
        active: shell.privacyMade || shell.session.privacyNeeded
        focus: shell.session.privacyNeeded
        Component.onCompleted: setSource(Qt.resolvedUrl("PrivacyScreen.qml"), { visible: false })
        onLoaded: {
            const screen = item as PrivacyScreen
            screen.playerName = Qt.binding(() => shell.session.seatName(shell.session.privacySeat))
            screen.mark = Qt.binding(() => shell.session.marks[shell.session.privacySeat] || "?")
            screen.badge = Qt.binding(() => shell.privacyBadge)
            screen.seat = Qt.binding(() => Math.max(0, shell.session.privacySeat))
            screen.reason = Qt.binding(() => shell.session.privacyReason)
            // A seat asked in the open answers on this screen, in one tap (issue 29 item 29).
            screen.question = Qt.binding(() => shell.session.openSeat >= 0 ? shell.session.privacyReason : "")
            screen.choices = Qt.binding(() => shell.session.choiceModel)
            screen.chosen.connect(choiceId => shell.session.choose(choiceId))
            screen.ready.connect(() => shell.session.confirmViewer())
            screen.visible = Qt.binding(() => shell.session.privacyNeeded)
        }
    }
}
