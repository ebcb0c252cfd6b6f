import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import CritterTable

// The Trash Dash table: the racers along the top, the track in the middle
// (Lap Tracker, tiles, pawns), what is asked and the viewer's choices
// below it, then the viewer's hand, Trash card slot and the dice; the race
// log on the right. Everything shown comes from the session (the viewer's
// observation, pawns moved a space per event step); every control is one
// of the viewer's legal choices, built in C++.
FocusScope {
    id: table
    objectName: "trashDashTable"
    property string gameId: "trash-dash"
    property var seats: []
    property var options: ({})
    // How the table opens: "new" deals for `seats` and `options`, "continue"
    // picks up the autosave, "file" opens `file`.
    property string opening: "new"
    property url file
    signal openFailed(string reason)
    signal leftTable(bool unfinished)
    readonly property alias session: session
    readonly property bool narrow: width < 1200
    readonly property bool low: height < 720

    // A card whose several plays (targets, Dash partners) are offered.
    property int optionCard: -1

    TrashDashSession {
        id: session
        stepMs: Theme.motion
        botPaceMs: AppSettings.botPaceMs
        undoAllowed: AppSettings.undoAgainstBots
        onDecisionChanged: table.optionCard = -1
        onEventStarted: (step) => table.animate(step)
    }

    Component.onCompleted: {
        if (table.opening === "new") {
            const why = session.configure(table.options, table.seats)
            if (why.length > 0) {
                Qt.callLater(() => table.openFailed(why)) // qmllint disable type
                return
            }
        }
        if (!session.open(table.opening, table.seats, table.file))
            Qt.callLater(() => table.openFailed(session.lastError)) // qmllint disable type
    }
    Component.onDestruction: session.leave()
    StackView.onRemoved: session.leave()

    function leave() {
        session.leave()
        if (StackView.view)
            StackView.view.pop()
        leftTable(session.started && !session.over && !session.replaying)
    }

    function choicesWhere(pred) {
        const out = []
        for (let i = 0; i < session.choices.length; ++i)
            if (pred(session.choices[i]))
                out.push(session.choices[i])
        return out
    }
    function play(choice) { session.act(choice.type, choice.a, choice.b) }

    readonly property var mainChoices: choicesWhere(c => c.main && c.type !== TrashDashSession.ChooseSide)
    readonly property var sideChoices: choicesWhere(c => c.type === TrashDashSession.ChooseSide)
    readonly property var playableCards: {
        const out = []
        for (const c of session.choices) {
            if (c.card >= 0 && out.indexOf(c.card) < 0) out.push(c.card)
            if (c.card2 >= 0 && out.indexOf(c.card2) < 0) out.push(c.card2)
        }
        return out
    }
    readonly property var optionChoices: optionCard < 0 ? [] : choicesWhere(c => c.card === optionCard || c.card2 === optionCard)

    // ---- the keyboard: regions, and the shortcuts for this game's moves ----
    Keys.onPressed: (event) => tableKeys.handle(event)
    TableKeys {
        id: tableKeys
        session: session
        table: table
        gameName: qsTr("Trash Dash")
        live: table.visible && (table.StackView.view === null || table.StackView.status === StackView.Active)
        regions: [hand, sideStuff, racersRow, track, [decisionBar, replayBar], topBar]
        controls: decisionBar
        overlays: [privacyScreen, standings]
        logKey: true
        onLogToggled: table.logShown = !table.logShown
        cancel: function() {
            if (table.optionCard < 0)
                return false
            table.optionCard = -1
            return true
        }
        moves: [
            { key: Qt.Key_G, keyText: "G", label: qsTr("Go: play a card to move (the focused card, or the only one that can)"),
              run: () => table.playByKey(TrashDashSession.Go) },
            { key: Qt.Key_D, keyText: "D", label: qsTr("Dash: play two cards and roll the Dash die"),
              run: () => table.playByKey(TrashDashSession.Dash) },
            { key: Qt.Key_R, keyText: "R", label: qsTr("Rest"), run: () => tableKeys.pressOffered("tdChoice-rest") },
            { key: Qt.Key_K, keyText: "K", label: qsTr("Keep the roll"), run: () => tableKeys.pressOffered("tdChoice-keep-roll") }
        ]
        notes: [
            { keyText: qsTr("Enter on a card"), label: qsTr("Play it (when it has several plays, choose one in the bar)") },
            { keyText: qsTr("Arrows on the track"), label: qsTr("Read the spaces one by one") }
        ]
    }
    // G and D: the session's Go or Dash plays, narrowed to the focused card;
    // several left: that card's options, or the hand to choose a card.
    function playByKey(type) {
        const found = choicesWhere(c => c.type === type)
        if (found.length === 0)
            return false
        const focusedCard = Window.activeFocusItem as ActionCard
        const mine = focusedCard ? found.filter(c => c.card === focusedCard.kind || c.card2 === focusedCard.kind) : []
        const pool = mine.length > 0 ? mine : found
        if (pool.length === 1) {
            play(pool[0])
            return true
        }
        if (mine.length > 0) {
            optionCard = focusedCard.kind
            return true
        }
        return tableKeys.enter(hand)
    }

    function cardClicked(kind) {
        const options = choicesWhere(c => c.card === kind || c.card2 === kind)
        if (options.length === 1)
            play(options[0])
        else if (options.length > 1)
            optionCard = kind
    }

    // ---- the event steps: the session paces them, the table animates each ----
    function animate(step) {
        switch (step.kind) {
        case "dashRoll":
            dashDie.roll(step.a)
            break
        case "cpuRoll":
            cpuDie.roll(step.a)
            break
        case "attack":
            shout.show(qsTr("%1 attacks %2!").arg(session.seatName(step.seat)).arg(session.seatName(step.a)), Theme.danger)
            break
        case "scare":
            shout.show(qsTr("%1 scares %2!").arg(session.seatName(step.seat)).arg(session.seatName(step.a)), Theme.scare)
            break
        case "slide":
            shout.show(qsTr("Spill! Slide on"), Theme.spill)
            break
        case "lap":
            shout.show(qsTr("%1: lap %2 done").arg(session.seatName(step.seat)).arg(step.a), Theme.teal)
            SoundBoard.play("lap")
            break
        case "won":
            shout.show(qsTr("%1 wins the race!").arg(session.seatName(step.seat)), Theme.amberDark)
            SoundBoard.play("win")
            break
        case "play":
        case "trash":
            SoundBoard.play("card")
            break
        }
    }

    WoodTable { anchors.fill: parent }

    // Top bar: leave, what is asked, table controls, rules, log.
    Rectangle {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.max(table.low ? 54 : 64, bannerColumn.implicitHeight + 10)
        color: Theme.tableBar
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12
            TableButton {
                objectName: "tdLeaveButton"
                kind: "ghost"
                glyph: "←"
                text: qsTr("Leave")
                onClicked: table.leave()
            }
            Column {
                id: bannerColumn
                Layout.fillWidth: true
                Text {
                    objectName: "tdBanner"
                    // Whose turn and what is asked, read out too.
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                    width: parent.width
                    text: session.banner
                    elide: Text.ElideRight
                    // Large text wraps to a second line rather than shrinking.
                    wrapMode: Theme.textScale > 1 ? Text.WordWrap : Text.NoWrap
                    maximumLineCount: 2
                    fontSizeMode: Theme.textScale > 1 ? Text.FixedSize : Text.HorizontalFit
                    minimumPixelSize: 13
                    color: session.myDecision ? Theme.amberLight : Theme.onTable
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.scaled(table.narrow ? 19 : 22)
                    font.bold: true
                }
                Text {
                    objectName: "tdBannerDetail"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    width: parent.width
                    text: session.bannerDetail.length > 0 ? session.bannerDetail
                          : session.lapCount === 1 ? qsTr("%1 · race %2 of %3 · 1 lap").arg(session.trackName).arg(session.raceNumber).arg(session.raceCount)
                          : qsTr("%1 · race %2 of %3 · %4 laps").arg(session.trackName).arg(session.raceNumber).arg(session.raceCount).arg(session.lapCount)
                    wrapMode: Theme.textScale > 1 ? Text.WordWrap : Text.NoWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    color: Theme.onTableSoft
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                }
            }
            TableControls { session: session; keys: tableKeys; compact: table.narrow || Theme.textScale > 1.2 }
            RulesButton {
                objectName: "tdRulesButton"
                // Large text in a narrow window: glyphs only, the words as tooltips.
                glyphOnly: Theme.textScale > 1.2 || (table.narrow && Theme.textScale > 1)
                title: qsTr("How to play Trash Dash")
                page: TrashDashRules {}
            }
            TableButton {
                objectName: "tdLogButton"
                kind: "secondary"
                glyph: logPanel.visible ? "✕" : "☰"
                glyphOnly: Theme.textScale > 1.2 || (table.narrow && Theme.textScale > 1)
                text: qsTr("Log")
                onClicked: table.logShown = !table.logShown
            }
        }
    }
    property bool logShown: true

    GameLog {
        id: logPanel
        objectName: "tdGameLog"
        visible: table.logShown
        anchors { right: parent.right; top: topBar.bottom; bottom: parent.bottom; margins: 10 }
        width: table.narrow ? 210 : 260
        model: session.log
        title: qsTr("Race log")
    }

    Item {
        id: board
        anchors { left: parent.left; top: topBar.bottom; bottom: parent.bottom; margins: 10 }
        anchors.right: logPanel.visible ? logPanel.left : parent.right

        // The racers around the edge: one card each, in turn order.
        Row {
            id: racersRow
            objectName: "tdRacers"
            width: parent.width
            spacing: 6
            Repeater {
                model: session.racers
                RacerSeat {
                    required property var modelData
                    required property int index
                    objectName: "tdRacer-" + index
                    width: (racersRow.width - racersRow.spacing * (session.racers.length - 1)) / Math.max(1, session.racers.length) // qmllint disable unqualified
                    racer: modelData
                    laps: session.lapCount // qmllint disable unqualified
                    lap: Math.min(session.lapCount, (session.lapsDone[index] || 0) + 1) // qmllint disable unqualified
                    rank: session.ranks[index] || 1 // qmllint disable unqualified
                    thinking: modelData.deciding === true && session.botThinking // qmllint disable unqualified
                }
            }
        }

        TrackView {
            id: track
            objectName: "tdTrack"
            anchors { left: parent.left; right: parent.right; top: racersRow.bottom; topMargin: 8 }
            height: Math.max(120, board.height - racersRow.height - decisionBar.height - handArea.height - 34)
            tiles: session.trackTiles
            positions: session.positions
            lapsDone: session.lapsDone
            racers: session.racers
            laps: session.lapCount
            turnSeat: session.turnSeat
        }

        // What is asked, and the viewer's choices.
        Panel {
            id: decisionBar
            objectName: "tdDecisionBar"
            anchors { left: parent.left; right: parent.right; top: track.bottom; topMargin: 8 }
            height: barFlow.implicitHeight + 2 * padding
            padding: 8
            radius: Theme.radius
            color: session.myDecision ? Theme.card : Theme.cardShade
            Flow {
                id: barFlow
                width: parent.width
                spacing: 8
                Text {
                    visible: table.optionCard >= 0
                    text: qsTr("Play %1:").arg(session.cardName(table.optionCard))
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: Theme.textBody
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    model: table.optionCard >= 0 ? table.optionChoices : table.mainChoices
                    TableButton {
                        required property var modelData
                        objectName: modelData.objectName
                        text: modelData.label
                        kind: modelData.type === TrashDashSession.KeepRoll || modelData.type === TrashDashSession.Go
                              || modelData.type === TrashDashSession.Dash ? "accent"
                            : modelData.type === TrashDashSession.Rest || modelData.type === TrashDashSession.PassToken
                              || modelData.type === TrashDashSession.NoHiss || modelData.type === TrashDashSession.NoRummage
                              || modelData.type === TrashDashSession.KeepTrash ? "secondary" : "primary"
                        onClicked: table.play(modelData) // qmllint disable unqualified
                    }
                }
                TableButton {
                    objectName: "tdOptionBack"
                    visible: table.optionCard >= 0
                    kind: "secondary"
                    text: qsTr("Back")
                    onClicked: table.optionCard = -1
                }
                Text {
                    objectName: "tdHint"
                    visible: table.optionCard < 0
                    text: !session.myDecision ? (session.over ? "" : session.botLine.length > 0 ? session.botLine : qsTr("Waiting…"))
                          : table.playableCards.length > 0 ? qsTr("Or click a card in your hand.") : ""
                    color: Theme.inkSoft
                    font.pixelSize: Theme.textBody
                    font.italic: true
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
        ReplayBar {
            id: replayBar
            session: session
            z: 5
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: decisionBar.verticalCenter
        }

        // The viewer's hand, Trash card, the dice and the decks.
        Item {
            id: handArea
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            // Taller when large text needs it for the counts beside the dice.
            height: Math.max(table.low ? 112 : 142, handLabel.implicitHeight + 6 + deckFacts.implicitHeight)
            readonly property real cardHeight: height - 24
            // Cards get narrower as the hand grows, so every card shows whole.
            readonly property real cardWidth: Math.min(cardHeight * 0.7, (hand.width - 6 * Math.max(0, hand.count - 1)) / Math.max(1, hand.count))
            Text {
                id: handLabel
                text: session.handVisible && session.viewer >= 0
                      ? qsTr("Your hand · %1").arg(session.seatName(session.viewer)) : qsTr("No hand shown")
                color: Theme.onTable
                font.bold: true
                font.pixelSize: Theme.textSmall
            }
            ListView {
                id: hand
                objectName: "tdHand"
                anchors { left: parent.left; top: handLabel.bottom; topMargin: 6; bottom: parent.bottom; right: sideStuff.left; rightMargin: 10 }
                orientation: ListView.Horizontal
                interactive: false
                spacing: 6
                model: session.handModel
                add: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motion } }
                delegate: ActionCard {
                    required property int card
                    required property int index
                    objectName: "tdHandCard-" + index
                    z: index
                    kind: card
                    width: handArea.cardWidth // qmllint disable unqualified
                    height: handArea.cardHeight // qmllint disable unqualified
                    readonly property var values: session.cardValues(card) // qmllint disable unqualified
                    move: values.move || 0
                    attack: values.attack || 0
                    scare: values.scare || 0
                    name: session.cardName(card) // qmllint disable unqualified
                    highlighted: table.playableCards.indexOf(card) >= 0 // qmllint disable unqualified
                    selected: table.optionCard === card // qmllint disable unqualified
                    onClicked: table.cardClicked(card) // qmllint disable unqualified
                }
            }
            Row {
                id: sideStuff
                anchors { right: parent.right; top: handLabel.bottom; topMargin: 6 }
                spacing: 10
                TrashSlot {
                    objectName: "tdTrashSlot"
                    width: table.narrow ? 92 : 110
                    height: handArea.cardHeight
                    card: session.trashCard
                    name: session.trashName(session.trashCard)
                    text: session.trashText(session.trashCard)
                    playable: table.choicesWhere(c => c.type === TrashDashSession.PlayTrash).length > 0
                }
                DashDie {
                    id: dashDie
                    objectName: "tdDashDie"
                    size: table.low ? 44 : 56
                    value: session.dashDie
                }
                CpuDie {
                    id: cpuDie
                    objectName: "tdCpuDie"
                    size: table.low ? 44 : 56
                    face: session.cpuFace
                    faceName: function(f) { return session.cpuFaceName(f) }
                }
                Column {
                    id: deckFacts
                    spacing: 2
                    Text { objectName: "tdActionDeck"; text: qsTr("Action deck: %1").arg(session.actionDeckCount); color: Theme.onTable; font.pixelSize: Theme.textTiny; font.bold: true }
                    Text { text: qsTr("discarded: %1").arg(session.actionDiscardCount); color: Theme.onTableSoft; font.pixelSize: Theme.textTiny }
                    Text { text: qsTr("Trash deck: %1").arg(session.trashDeckCount); color: Theme.onTable; font.pixelSize: Theme.textTiny; font.bold: true }
                    Text { text: qsTr("discarded: %1").arg(session.trashDiscardCount); color: Theme.onTableSoft; font.pixelSize: Theme.textTiny }
                    Text { text: qsTr("Reroll tokens: %1 left").arg(session.tokenSupply); color: Theme.onTable; font.pixelSize: Theme.textTiny; font.bold: true }
                    Text { visible: session.myTokens > 0; text: qsTr("yours: %1").arg(session.myTokens); color: Theme.amberLight; font.pixelSize: Theme.textTiny; font.bold: true }
                }
            }
        }
    }

    // A word across the table: an Attack, a Spill, a lap, the win.
    TableShout {
        id: shout
        objectName: "tdShout"
        z: 60
        anchors.horizontalCenter: board.horizontalCenter
        y: board.y + track.y + track.height / 2 - height / 2
        fontSize: Theme.scaled(30)
        popFrom: 1
        holdDuration: Theme.motionLong
    }

    Standings {
        id: standings
        objectName: "tdStandings"
        z: 70
        anchors.fill: parent
        visible: (session.over || session.betweenRaces) && !session.busy && !session.replaying
        rows: session.standings
        races: session.raceCount
        over: session.over
        title: session.over ? (session.tournament ? qsTr("Tournament results") : qsTr("Race results"))
                            : qsTr("After race %1 of %2").arg(session.raceNumber).arg(session.raceCount)
        resultText: session.resultText
        sideChoices: table.sideChoices
        sideHint: table.sideChoices.length > 0 ? qsTr("Pick your side for the next race.") + "\nA · "
                                                 + session.racers[session.viewer].sideTexts[0] + "\nB · " // qmllint disable type
                                                 + session.racers[session.viewer].sideTexts[1] // qmllint disable type
                  : (!session.over ? session.banner + (session.bannerDetail.length > 0 ? " · " + session.bannerDetail : "") : "")
        onChoose: (choice) => table.play(choice)
        onPlayAgain: session.playAgain()
        onLeave: table.leave()
    }

    PrivacyScreen {
        id: privacyScreen
        objectName: "tdPrivacyScreen"
        z: 80
        anchors.fill: parent
        visible: session.privacyNeeded
        playerName: session.privacySeat >= 0 ? session.seatName(session.privacySeat) : ""
        mark: session.marks[session.privacySeat] || "?"
        seat: Math.max(0, session.privacySeat)
        reason: session.privacyReason
        onReady: session.confirmViewer()
    }
}
