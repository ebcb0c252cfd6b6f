pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The Trash Dash table on the one table shell (GameTable): the racers along
// the top, the track in the middle (Lap Tracker, tiles, pawns), the choice
// bar below it, then the viewer's hand, Trash card slot and the dice.
// Everything shown comes from the session (the viewer's observation, pawns
// moved a space per event step); every control is one row of the session's
// ChoiceModel, built in C++ from the legal actions (groups: "main" in the
// bar, "hand" played from a card, "trash" from the Trash card slot or the
// bar, "side" in the results between races).
GameTable {
    id: table
    objectName: "trashDashTable"
    gameId: "trash-dash"
    gameTitle: qsTr("Trash Dash")
    rulesPage: TrashDashRules {}
    logTitle: qsTr("Race log")
    sideWidth: narrow ? 210 : 260
    session: TrashDashSession {
        id: session
        stepMs: Theme.motion
        botPaceMs: AppSettings.botPaceMs
        undoAllowed: AppSettings.undoAgainstBots
        onEventStarted: (step) => motion.animate(step)
    }
    // A new race is the one Setup's options describe.
    prepare: function() { return session.configure(table.options, table.seats) }
    // Between Tournament races too (the side for the next race is chosen there).
    resultsWanted: session.over || session.betweenRaces
    // The hand-over screen shows the racer's own token (one mark per racer
    // everywhere). Made the first time a person must pass the screen (issue
    // 35), as the screen itself: a table no one hands over makes no token.
    // It waits in a hidden nest until the screen takes it.
    function makePrivacyBadge() {
        if (!privacyBadge && (privacyMade || session.privacyNeeded))
            privacyBadge = privacyBadgeToken.createObject(privacyBadgeNest) as Item
    }
    onPrivacyMadeChanged: makePrivacyBadge()
    Component.onCompleted: makePrivacyBadge()
    Item { id: privacyBadgeNest; visible: false }
    Component {
        id: privacyBadgeToken
        CritterToken {
            readonly property var racer: table.racerOf(session.privacySeat)
            anchors.fill: parent
            seat: Math.max(0, session.privacySeat)
            characterId: racer.characterId || ""
            characterName: racer.characterName || ""
            cpu: racer.cpu === true
        }
    }
    function racerOf(seat) {
        const racers = session.racerModel
        for (let i = 0; i < racers.count; ++i) {
            const r = racers.get(i)
            if (r.seat === seat)
                return r
        }
        return ({})
    }

    // ---- the choices: ChoiceModel's rows, shown as they come ----
    readonly property ChoiceModel choices: session.choiceModel
    // The hand's rows just drawn (a plain list for QML's indexOf).
    readonly property var newCardRows: session.newCards
    // Some row of the group is on offer (the groups change with the rows).
    function groupOffered(name) {
        for (const g of choices.groups)
            if (g.group === name)
                return g.available === true
        return false
    }
    // The rows on offer that a card in the hand plays.
    function cardChoices(card) { return choices.offered > 0 ? choices.idsForCard(card) : [] }

    // ---- the keyboard: regions, and the shortcuts for this game's moves ----
    keyRegions: [hand, sideStuff, racersRow, track, [decisionBar, replayBar]]
    keyControls: decisionBar
    keyCovers: standingsLoader.item ? [standingsLoader.item] : []
    // The keys are the rows' shortcuts (C++ gives Go "G", Dash "D", Rest
    // "R", Keep the roll "K"); G and D first narrow to the focused card.
    keyMoves: [
        { key: Qt.Key_G, keyText: "G", label: qsTr("Go: play a card to move (the focused card, or the only one that can)"),
          run: () => table.playByKey("G") },
        { key: Qt.Key_D, keyText: "D", label: qsTr("Dash: play two cards and roll the Dash die"),
          run: () => table.playByKey("D") },
        { key: Qt.Key_R, keyText: "R", label: qsTr("Rest") },
        { key: Qt.Key_K, keyText: "K", label: qsTr("Keep the roll") }
    ]
    keyNotes: [
        { keyText: qsTr("Enter on a card"), label: qsTr("Play it (when it has several plays, choose one in the bar)") },
        { keyText: qsTr("Arrows on the track"), label: qsTr("Read the spaces one by one") }
    ]

    // G and D: the rows with that shortcut, narrowed to the focused card;
    // several left: that card's options, or the hand to choose a card.
    function playByKey(keyText) {
        const found = choices.idsForShortcut(keyText)
        if (found.length === 0)
            return false
        const focusedCard = Window.activeFocusItem as ActionCard
        const mine = focusedCard ? found.filter(id => {
            const row = choices.get(choices.rowOf(id))
            return row.card === focusedCard.kind || row.card2 === focusedCard.kind
        }) : []
        const pool = mine.length > 0 ? mine : found
        if (pool.length === 1)
            return session.choose(pool[0])
        if (mine.length > 0) {
            decisionBar.openGroup = ""
            decisionBar.openCard = focusedCard.kind
            return true
        }
        return table.keys.enter(hand)
    }

    // A card in the hand: its only play, or its plays to choose from.
    function cardClicked(kind) {
        const ids = choices.idsForCard(kind)
        if (ids.length === 1) {
            session.choose(ids[0])
        } else if (ids.length > 1) {
            decisionBar.openGroup = ""
            decisionBar.openCard = kind
        }
    }
    // The Trash card slot: the Trash card's only play, or its targets.
    function trashClicked() {
        const ids = choices.idsInGroup("trash")
        if (ids.length === 1) {
            session.choose(ids[0])
        } else if (ids.length > 1) {
            decisionBar.openCard = -1
            decisionBar.openGroup = "trash"
        }
    }

    // The results, made the first time they show (issue 35): made hidden,
    // then shown, so at the end they take the focus as they did when every
    // table made them at the start.
    covers: Loader {
        id: standingsLoader
        property bool made: false
        anchors.fill: parent
        active: made || table.resultsShown
        Component.onCompleted: setSource(Qt.resolvedUrl("Standings.qml"), { objectName: "tdStandings", visible: false })
        onLoaded: {
            made = true
            const standings = item as Standings
            standings.rows = Qt.binding(() => session.standingModel)
            standings.races = Qt.binding(() => session.raceCount)
            standings.over = Qt.binding(() => session.over)
            standings.title = Qt.binding(() => session.over
                ? (session.tournament ? qsTr("Tournament results") : qsTr("Race results"))
                : qsTr("After race %1 of %2").arg(session.raceNumber).arg(session.raceCount))
            standings.resultText = Qt.binding(() => session.resultText)
            standings.session = session
            standings.racers = Qt.binding(() => session.racerModel)
            standings.sideHint = Qt.binding(() => session.standingsHint)
            standings.playAgain.connect(() => session.playAgain())
            standings.leave.connect(table.leave)
            standings.watchReplay.connect(() => session.startReplay())
            standings.lookAtTable.connect(() => { table.resultsClosed = true })
            standings.visible = Qt.binding(() => table.resultsShown)
        }
    }
    // ---- the board ----
    Item {
        id: board
        anchors.fill: parent

        // The racers around the edge: one card each, in turn order.
        Row {
            id: racersRow
            objectName: "tdRacers"
            width: parent.width
            spacing: 6
            // Plates whose words wrap grow; the whole row grows with them, so the bottoms line up.
            property real plateHeight: 62
            function refit() {
                let h = 62
                for (let i = 0; i < racerSeats.count; ++i) {
                    const plate = racerSeats.itemAt(i)
                    if (plate)
                        h = Math.max(h, plate.implicitHeight)
                }
                plateHeight = h
            }
            Repeater {
                id: racerSeats
                model: session.racerModel
                RacerSeat {
                    required property int index
                    required seat
                    required name
                    required characterName
                    required characterId
                    required abilityName
                    required abilityText
                    required cpu
                    required turn
                    required deciding
                    required viewer
                    required handCount
                    required holdsTrash
                    required tokens
                    required invincible
                    required property int lapsDone
                    required property int points
                    required rank
                    objectName: "tdRacer-" + index
                    height: racersRow.plateHeight
                    onImplicitHeightChanged: racersRow.refit()
                    Component.onCompleted: racersRow.refit()
                    Component.onDestruction: Later.call(racersRow.refit)
                    width: (racersRow.width - racersRow.spacing * (session.racerModel.count - 1)) / Math.max(1, session.racerModel.count)
                    laps: session.lapCount
                    lap: Math.min(session.lapCount, lapsDone + 1)
                    thinking: deciding && session.botThinking
                    // The Tournament's running points, on every seat during races 2 and 3.
                    tournamentPoints: session.tournament ? points : -1
                }
            }
        }

        TrackView {
            id: track
            objectName: "tdTrack"
            anchors { left: parent.left; right: parent.right; top: racersRow.bottom; topMargin: 8 }
            height: Math.max(120, board.height - racersRow.height - decisionBar.steadyHeight - handArea.height - 34)
            tiles: session.trackTiles
            racers: session.racerModel
            laps: session.lapCount
            turnSeat: session.turnSeat
        }

        // What is asked, and the viewer's choices: the bar's own rows and the
        // Trash card's, or the options opened (a card's plays, the Trash card's).
        ChoiceBar {
            id: decisionBar
            objectName: "tdDecisionBar"
            anchors { left: parent.left; right: parent.right; top: track.bottom; topMargin: 8 }
            padding: 8
            session: session
            namePrefix: "tdChoice-"
            backName: "tdOptionBack"
            waitingName: "tdHint"
            barGroups: ["main", "trash"]
            hint: session.handHint
            optionTitle: openCard >= 0 ? qsTr("Play %1:").arg(session.cardName(openCard)) : groupTitle(openGroup)
        }
        // A replay's controls sit where the decisions would be, clear of the hand.
        ReplayBarSlot { id: replayBar; session: session; centredOn: decisionBar }

        // The viewer's hand, Trash card, the dice and the decks.
        Item {
            id: handArea
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            // Taller when large text needs it for the counts beside the dice.
            height: Math.max(table.low ? 112 : 142, handLabel.implicitHeight + 6 + deckFacts.implicitHeight)
            readonly property real cardHeight: height - 24
            // Cards get narrower as the hand grows, so every card shows whole.
            // The model's count, not the ListView's: while the table is made,
            // reading hand.count can make the delegates, whose width reads
            // this (a binding loop test_random_clicks_e2e met, seed 2026).
            readonly property real cardWidth: Math.min(cardHeight * 0.7, (hand.width - 6 * Math.max(0, session.handModel.count - 1)) / Math.max(1, session.handModel.count))
            Text {
                id: handLabel
                textFormat: Text.PlainText
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
                    id: handCard
                    required property int card
                    required property int index
                    objectName: "tdHandCard-" + index
                    z: index
                    kind: card
                    width: handArea.cardWidth
                    height: handArea.cardHeight
                    readonly property var values: session.cardValues(card)
                    move: values.move || 0
                    attack: values.attack || 0
                    scare: values.scare || 0
                    name: session.cardName(card)
                    highlighted: table.cardChoices(card).length > 0
                    selected: decisionBar.openCard === card
                    onClicked: table.cardClicked(card)
                    // Just drawn: marked until the hand next changes.
                    Rectangle {
                        objectName: "tdNewCard-" + handCard.index
                        visible: table.newCardRows.indexOf(handCard.index) >= 0
                        anchors { top: parent.top; horizontalCenter: parent.horizontalCenter; topMargin: -6 }
                        width: newWord.implicitWidth + 10
                        height: newWord.implicitHeight + 2
                        radius: height / 2
                        color: Theme.amber
                        Text {
                            id: newWord
                            anchors.centerIn: parent
                            textFormat: Text.PlainText
                            text: qsTr("New")
                            color: Theme.ink
                            font.bold: true
                            font.pixelSize: Theme.textTiny
                        }
                    }
                }
            }
            Row {
                id: sideStuff
                anchors { right: parent.right; top: handLabel.bottom; topMargin: 6 }
                spacing: 10
                TrashSlot {
                    id: trashSlot
                    objectName: "tdTrashSlot"
                    width: table.narrow ? 92 : 110
                    height: handArea.cardHeight
                    card: session.trashCard
                    name: session.trashName(session.trashCard)
                    text: session.trashText(session.trashCard)
                    playable: table.groupOffered("trash")
                    selected: decisionBar.openGroup === "trash"
                    onClicked: table.trashClicked()
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
                    Text { id: actionDeckText; textFormat: Text.PlainText; objectName: "tdActionDeck"; text: qsTr("Action deck: %1").arg(session.actionDeckCount); color: Theme.onTable; font.pixelSize: Theme.textTiny; font.bold: true }
                    Text { id: actionDiscardText; objectName: "tdActionDiscard"; textFormat: Text.PlainText; text: qsTr("discarded: %1").arg(session.actionDiscardCount); color: Theme.onTableSoft; font.pixelSize: Theme.textTiny }
                    Text { textFormat: Text.PlainText; text: qsTr("Trash deck: %1").arg(session.trashDeckCount); color: Theme.onTable; font.pixelSize: Theme.textTiny; font.bold: true }
                    Text { textFormat: Text.PlainText; text: qsTr("discarded: %1").arg(session.trashDiscardCount); color: Theme.onTableSoft; font.pixelSize: Theme.textTiny }
                    Text { textFormat: Text.PlainText; text: qsTr("Reroll tokens: %1 left").arg(session.tokenSupply); color: Theme.onTable; font.pixelSize: Theme.textTiny; font.bold: true }
                    Text { textFormat: Text.PlainText; visible: session.myTokens > 0; text: qsTr("yours: %1").arg(session.myTokens); color: Theme.amberLight; font.pixelSize: Theme.textTiny; font.bold: true }
                }
            }
        }
    }

    // The event steps: the session paces them, TdEventMotion animates each.
    TdEventMotion {
        id: motion
        anchors.fill: board
        z: 55
        session: session
        track: track
        dashDie: dashDie
        cpuDie: cpuDie
        hand: hand
        trashSlot: trashSlot
        actionDeckText: actionDeckText
        actionDiscardText: actionDiscardText
        racerSeats: racerSeats
        low: table.low
    }
}
