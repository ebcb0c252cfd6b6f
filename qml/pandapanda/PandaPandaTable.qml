pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// The Panda Panda table: the other players across the top (in passing
// order, the left neighbour first), the deck and what is asked in the
// middle, the viewer's own pile and hand at the bottom, and the player aid
// and game log at the side. The session decides what is legal; this view
// offers exactly that and animates the rules' events as they come.
FocusScope {
    id: table
    objectName: "pandaPandaTable"
    property string gameId: "panda-panda"
    property var seats: []
    // How the table opens: "new" deals for `seats`, "continue" picks up the
    // autosave, "file" opens `file` (a save, replay or scenario).
    property string opening: "new"
    property url file
    signal openFailed(string reason)
    readonly property bool compact: width < 1200 || height < 760
    readonly property int margin: compact ? 12 : 18
    readonly property int sideWidth: compact ? 250 : 290
    readonly property int players: session.players
    // A spectator (only bots at the table) watches from seat 0's place, seeing no hand.
    readonly property int viewer: Math.max(0, session.viewer)
    readonly property var names: session.names
    readonly property int leftSeat: viewer >= 0 && viewer < session.passTargets.length ? session.passTargets[viewer] : 0
    readonly property bool soloPerson: session.people === 1
    property alias session: session

    function nameOf(seat) { return seat >= 0 && seat < names.length ? names[seat] : "" }
    function isBot(seat) { return seat >= 0 && seat < session.kinds.length && session.kinds[seat] === "bot" }
    function orderOf(seat) { return (seat - viewer - 1 + players) % players }   // position among the others
    function seatItem(seat) { return seat === viewer ? mySeat : opponents.itemAt(orderOf(seat)) }
    // The game stays autosaved: whoever opened the table may say it can be continued.
    signal leftTable(bool unfinished)
    function leave() {
        session.leave()
        if (StackView.view)
            StackView.view.pop()
        leftTable(session.started && !session.over && !session.replaying)
    }

    PandaPandaSession {
        id: session
        stepMs: Theme.motion
        botPaceMs: AppSettings.botPaceMs
        undoAllowed: AppSettings.undoAgainstBots
        onEventStarted: (step) => table.animate(step)
    }
    Component.onCompleted: {
        // Told after the push returns, so whoever opened the table hears it.
        if (!session.open(table.opening, table.seats, table.file))
            Qt.callLater(() => table.openFailed(session.lastError)) // qmllint disable type
    }
    Component.onDestruction: session.leave()

    // ---- the keyboard: regions, and the shortcuts for this game's moves ----
    Keys.onPressed: (event) => tableKeys.handle(event)
    TableKeys {
        id: tableKeys
        session: session
        table: table
        gameName: qsTr("Panda Panda")
        live: table.visible && (table.StackView.view === null || table.StackView.status === StackView.Active)
        regions: [hand, () => table.piles(), () => table.seatPlates(), [moveButtons, replayBar], header]
        controls: moveButtons
        overlays: [privacyScreen, roundEnd]
        cancel: function() {
            if (hand.pickedIndex < 0)
                return false
            hand.pickedIndex = -1
            return true
        }
        moves: [
            { key: Qt.Key_C, keyText: "C", label: qsTr("Call “Panda Panda!”"), run: () => tableKeys.press(callButton) },
            { key: Qt.Key_D, keyText: "D", label: qsTr("Draw from the deck"), run: () => tableKeys.press(drawDeckButton) },
            { key: Qt.Key_X, keyText: "X", label: qsTr("Discard (or pass) the card that has focus; from elsewhere, go to your hand"),
              run: () => table.discardFocused() }
        ]
        notes: [
            { keyText: qsTr("Enter on a card"), label: qsTr("Discard it, or pass it when an A was discarded (twice when asked to confirm)") },
            { keyText: qsTr("Enter on a pile"), label: qsTr("Take its top card") }
        ]
    }
    // Deck and every discard pile, the viewer's first; the seats' name plates.
    function piles() {
        const out = [deck, mySeat.pileItem]
        for (let i = 0; i < opponents.count; ++i)
            if (opponents.itemAt(i))
                out.push((opponents.itemAt(i) as PandaSeat).pileItem)
        return out
    }
    function seatPlates() {
        const out = []
        for (let i = 0; i < opponents.count; ++i)
            if (opponents.itemAt(i))
                out.push((opponents.itemAt(i) as PandaSeat).plate)
        out.push(mySeat.plate)
        return out
    }
    function discardFocused() {
        const card = Window.activeFocusItem as PandaCard
        if (card && tableKeys.contains(hand, card) && card.interactive) {
            card.clicked()
            return true
        }
        return tableKeys.enter(hand)
    }

    // ---- header ---------------------------------------------------------
    Item {
        id: header
        x: table.margin
        width: table.width - 2 * table.margin
        height: 48
        TableButton {
            id: leaveButton
            objectName: "leaveButton"
            anchors.verticalCenter: parent.verticalCenter
            kind: "ghost"
            glyph: "←"
            text: qsTr("Leave table")
            onClicked: table.leave()
        }
        Text {
            objectName: "tableTitle"
            anchors.left: leaveButton.right
            anchors.leftMargin: Theme.gap
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Panda Panda  ·  Round %1").arg(session.round)
            color: Theme.onTable
            font.family: Theme.displayFont
            font.pixelSize: Theme.textSubheading
            font.bold: true
        }
        Row {
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.gap
            TableControls {
                keys: tableKeys
                session: session
                compact: table.compact
            }
            RulesButton {
                objectName: "ppRulesButton"
                // Large text in a small window: the glyph only, the word as its tooltip.
                glyphOnly: table.compact && Theme.textScale > 1
                title: qsTr("How to play Panda Panda")
                page: PandaPandaRules {}
            }
        }
    }

    // ---- side: player aid and log -----------------------------------------
    PandaPlayerAid {
        id: aid
        anchors.right: parent.right
        anchors.rightMargin: table.margin
        y: header.height
        width: table.sideWidth
        height: implicitHeight
        hands: session.winningHands
        rows: session.aid
        handSize: session.handVisible ? session.handModel.count : -1
    }
    GameLog {
        objectName: "gameLog"
        anchors.right: parent.right
        anchors.rightMargin: table.margin
        anchors.top: aid.bottom
        anchors.topMargin: table.margin
        anchors.bottom: parent.bottom
        anchors.bottomMargin: table.margin
        width: table.sideWidth
        model: session.log
    }

    // ---- the playing area -----------------------------------------------
    Item {
        id: area
        x: table.margin
        y: header.height
        width: table.width - table.sideWidth - 3 * table.margin
        height: table.height - header.height - table.margin

        // The others, left neighbour first (cards pass that way).
        Row {
            id: opponentRow
            width: parent.width
            spacing: table.margin
            Repeater {
                id: opponents
                model: Math.max(0, table.players - 1)
                PandaSeat {
                    required property int index
                    readonly property int seatIndex: (table.viewer + 1 + index) % Math.max(1, table.players)
                    width: (opponentRow.width - (table.players - 2) * opponentRow.spacing) / Math.max(1, table.players - 1)
                    height: Math.max(table.compact ? 128 : 142, implicitHeight)
                    seatNumber: seatIndex
                    name: table.nameOf(seatIndex)
                    isBot: table.isBot(seatIndex)
                    mark: session.marks[seatIndex] || "?"
                    crowns: session.crowns[seatIndex] || 0
                    handSize: session.handSizes[seatIndex] || 0
                    pile: session.pileModel(seatIndex)
                    pileCardWidth: table.compact ? 34 : 40
                    pileDrawable: session.drawablePiles.indexOf(seatIndex) >= 0 // qmllint disable type
                    pileLocked: session.lockedPiles.indexOf(seatIndex) >= 0 // qmllint disable type
                    active: session.turn === seatIndex
                    status: table.statusOf(seatIndex)
                    onDrawRequested: (owner) => session.drawPile(owner)
                }
            }
        }

        // The deck.
        PandaDeck {
            id: deck
            x: 4
            anchors.top: opponentRow.bottom
            anchors.topMargin: table.margin
            cardWidth: table.compact ? 60 : 74
            count: session.deckCount
            drawable: session.canDrawDeck
            onDrawRequested: session.drawDeck()
        }

        // What is asked now, and the controls for it.
        Column {
            id: banner
            objectName: "banner"
            anchors.left: deck.right
            anchors.leftMargin: table.margin * 2
            anchors.right: parent.right
            anchors.top: opponentRow.bottom
            anchors.topMargin: table.margin
            spacing: 6
            Text {
                id: bannerTitle
                objectName: "bannerTitle"
                // Whose turn and what is asked, read out too.
                Accessible.role: Accessible.Heading
                Accessible.name: text
                width: parent.width
                text: table.bannerTitle()
                color: session.myDecision ? Theme.amberLight : Theme.onTable
                font.family: Theme.displayFont
                font.pixelSize: table.compact ? Theme.scaled(24) : Theme.textHeading + 2
                font.bold: true
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Text {
                objectName: "bannerDetail"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                width: parent.width
                text: table.bannerDetail()
                visible: text.length > 0
                color: Theme.onTableSoft
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            Row {
                id: moveButtons
                spacing: Theme.gap
                topPadding: 4
                visible: session.canCall || session.canDrawDeck
                TableButton {
                    id: callButton
                    objectName: "callButton"
                    visible: session.canCall
                    kind: "accent"
                    glyph: "★"
                    text: qsTr("Call “Panda Panda!”")
                    onClicked: session.call()
                }
                TableButton {
                    id: drawDeckButton
                    objectName: "drawDeckButton"
                    visible: session.canDrawDeck
                    kind: "primary"
                    text: session.deckCount > 0 ? qsTr("Draw from the deck") : qsTr("Reshuffle and draw")
                    onClicked: session.drawDeck()
                    onHoveredChanged: table.buttonHint = hovered ? (session.deckCount > 0 ? qsTr("Draw the top card of the deck.") : qsTr("The deck is empty: drawing shuffles all discard piles into a new deck first.")) : ""
                }
            }
            Text {
                objectName: "botLine"
                width: parent.width
                visible: text.length > 0 && !session.myDecision
                text: session.botLine
                color: Theme.amberLight
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                font.italic: true
                elide: Text.ElideRight
            }
            Text {
                objectName: "hoverHint"
                width: parent.width
                text: table.hoverHint
                visible: text.length > 0
                color: Theme.card
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                font.bold: true
                wrapMode: Text.WordWrap
            }
        }

        // A replay's controls sit above the shown seat, clear of its hand.
        ReplayBar {
            id: replayBar
            session: session
            z: 5
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: mySeat.top
            anchors.bottomMargin: 6
        }

        // The viewer's own place: name, crowns and pile (the drop target for discards).
        PandaSeat {
            id: mySeat
            anchors.bottom: hand.top
            anchors.bottomMargin: 4
            width: parent.width
            height: Math.max(table.compact ? 118 : 130, implicitHeight)
            seatNumber: table.viewer
            name: table.soloPerson ? qsTr("%1 (you)").arg(table.nameOf(table.viewer)) : table.nameOf(table.viewer)
            mark: session.marks[table.viewer] || "?"
            crowns: session.crowns[table.viewer] || 0
            handSize: session.handSizes[table.viewer] || 0
            showHandBacks: false
            pile: session.pileModel(table.viewer)
            pileCardWidth: table.compact ? 36 : 42
            pileDrawable: session.drawablePiles.indexOf(table.viewer) >= 0 // qmllint disable type
            pileLocked: session.lockedPiles.indexOf(table.viewer) >= 0 // qmllint disable type
            active: session.turn === table.viewer
            status: table.statusOf(table.viewer)
            onDrawRequested: (owner) => session.drawPile(owner)
        }

        PandaHand {
            id: hand
            anchors.bottom: parent.bottom
            x: 0
            width: parent.width
            height: cardHeight * 1.22
            cardWidth: table.compact ? 68 : 92
            faceUp: session.handVisible
            letters: session.handModel   // empty while the hand may not show
            count: session.handSizes[table.viewer] || 0
            enabledLetters: !session.myDecision ? [] : session.passable.length > 0 ? session.passable : session.discardable
            mode: session.passable.length > 0 ? "pass" : session.discardable.length > 0 ? "discard" : ""
            passTo: table.nameOf(table.leftSeat)
            dropTarget: mySeat.pileItem
            // A discard or pass that cannot be taken back asks for a second click.
            confirmFirst: session.people > 1 || !session.undoAllowed
            onChosen: (letter) => {
                if (session.passable.indexOf(letter) >= 0)
                    session.pass(letter)
                else
                    session.discard(letter)
            }
        }
    }

    // ---- words ---------------------------------------------------------
    property string buttonHint: ""
    readonly property string hoverHint: {
        let text = buttonHint || hand.hoverHint || deck.hoverHint || mySeat.hoverHint
        const n = opponents.count
        for (let i = 0; i < n && !text; ++i) {
            const item = opponents.itemAt(i)
            if (item)
                text = item.hoverHint
        }
        return text
    }

    function statusOf(seat) {
        const status = session.passStatus[seat]
        if (session.passing && status === "chosen")
            return qsTr("has chosen ✓")
        if (session.passing && status === "pending")
            return qsTr("choosing…")
        if (session.passing && status === "nothing")
            return qsTr("nothing to pass")
        if (session.deciding === seat && table.isBot(seat))
            return qsTr("thinking…")
        return ""
    }

    function bannerTitle() {
        if (session.gameOver)
            return qsTr("%1 wins the game!").arg(nameOf(session.roundWinner))
        if (session.myDecision) {
            if (session.canCall)
                return qsTr("You have a winning hand!")
            if (session.passable.length > 0)
                return qsTr("Pass a card to %1").arg(nameOf(leftSeat))
            return table.soloPerson ? qsTr("Your turn") : qsTr("Your turn, %1").arg(nameOf(viewer))
        }
        const d = session.deciding
        if (d >= 0 && isBot(d))
            return session.phase === "pass" ? qsTr("%1 is choosing a card to pass…").arg(nameOf(d))
                                            : qsTr("%1 is thinking…").arg(nameOf(d))
        if (session.passing)
            return qsTr("Everyone passes a card to the left")
        if (session.turn === viewer && table.soloPerson)
            return qsTr("Your turn")
        return qsTr("%1’s turn").arg(nameOf(session.turn))
    }

    function bannerDetail() {
        if (!session.myDecision)
            return ""
        if (session.canCall)
            return qsTr("Your hand holds exactly the letters of a winning hand. Call “Panda Panda!” to reveal it and win the round.")
        if (session.passable.length > 0)
            return qsTr("An A was discarded, so everyone passes one card to the left at the same time. Click the card to give to %1; nobody sees it until all have chosen.").arg(nameOf(leftSeat))
                + (hand.confirmFirst ? " " + qsTr("Click it again (or its button) to confirm.") : "")
        let parts = []
        if (session.discardable.length > 0)
            parts.push(hand.confirmFirst ? qsTr("discard a card (click it twice, or drag it onto your pile)")
                                         : qsTr("discard a card (click it or drag it onto your pile)"))
        if (session.canDrawDeck)
            parts.push(session.deckCount > 0 ? qsTr("draw from the deck") : qsTr("reshuffle the piles into a new deck and draw"))
        if (session.drawablePiles.length > 0)
            parts.push(qsTr("take the top card of a highlighted pile"))
        return qsTr("Do one thing: %1.").arg(parts.join(qsTr(", or ")))
    }

    // ---- animations of the rules' events -----------------------------------
    Item {
        id: flights
        anchors.fill: parent
        z: 50
    }
    Component {
        id: flyingCard
        PandaCard {
            id: flyer
            property point target
            property int duration: 0
            interactive: false
            // Reduced motion: no flight; the card fades in where it lands.
            ParallelAnimation {
                id: flight
                NumberAnimation { target: flyer; property: "x"; to: flyer.target.x; duration: Theme.reducedMotion ? 0 : flyer.duration; easing.type: Theme.easingInOut }
                NumberAnimation { target: flyer; property: "y"; to: flyer.target.y; duration: Theme.reducedMotion ? 0 : flyer.duration; easing.type: Theme.easingInOut }
                NumberAnimation { target: flyer; property: "opacity"; from: Theme.reducedMotion ? 0 : 1; to: 1; duration: flyer.duration }
                onFinished: flyer.destroy()
            }
            function go() { flight.start() }
        }
    }

    function handPoint(seat, width) {
        if (seat === viewer)
            return hand.mapToItem(flights, hand.width / 2 - width / 2, hand.height * 0.15)
        const item = seatItem(seat)
        return item ? item.handAnchor.mapToItem(flights, 0, 0) : Qt.point(0, 0)
    }
    function pilePoint(seat) {
        const item = seatItem(seat)
        return item ? item.pileItem.landingPoint(flights) : Qt.point(0, 0)
    }
    function deckPoint() { return deck.mapToItem(flights, 0, 0) }
    function fly(from, to, letter, width, duration) {
        if (duration <= 0)
            return
        const card = flyingCard.createObject(flights, { x: from.x, y: from.y, width: width, height: Math.round(width * 1.43),
                                                        letter: letter, target: to, duration: duration })
        card.go()
    }

    function animate(step) {
        const d = step.duration
        const small = compact ? 36 : 42
        const own = (seat) => seat === viewer ? hand.cardWidth : small
        // A card sound for each card step (a deal's are spaced out by the SoundBoard).
        const cardSound = () => { if (d > 0) SoundBoard.play("card") }
        switch (step.kind) {
        case "deal":
            fly(deckPoint(), handPoint(step.seat, own(step.seat)), -1, own(step.seat), d)
            cardSound()
            break
        case "discard":
            fly(handPoint(step.seat, own(step.seat)), pilePoint(step.seat), step.letter, small, d)
            cardSound()
            break
        case "drawDeck":
            fly(deckPoint(), handPoint(step.seat, own(step.seat)), step.letter, own(step.seat), d)
            cardSound()
            break
        case "drawPile":
            fly(pilePoint(step.from), handPoint(step.seat, own(step.seat)), step.letter, small, d)
            cardSound()
            break
        case "reshuffle":
            for (let s = 0; s < players; ++s)
                fly(pilePoint(s), deckPoint(), -1, small, d)
            cardSound()
            break
        case "passes":
            for (const p of step.passes)
                fly(handPoint(p.from, own(p.from)), handPoint(p.to, own(p.to)), p.letter, own(p.from), d)
            cardSound()
            break
        case "passStart":
        case "call":
            shout.show(step.kind === "call" ? qsTr("Panda Panda!") : qsTr("A! Pass left ←"), Theme.amber, d)
            if (step.kind === "call" && d > 0)
                SoundBoard.play("call")
            break
        }
    }

    // A big word across the table for a call or an A-pass.
    TableShout {
        id: shout
        objectName: "shout"
        z: 60
        anchors.centerIn: area
        plate: false
        fontSize: Theme.scaled(64)
        popFrom: 0.5
    }

    // ---- overlays ------------------------------------------------------
    PandaRoundEnd {
        id: roundEnd
        anchors.fill: parent
        z: 80
        visible: (session.roundOver || session.gameOver) && !session.replaying
        onVisibleChanged: if (visible && session.gameOver) SoundBoard.play("win")
        names: table.names
        crowns: session.crowns
        winner: session.roundWinner
        cards: session.winningHand >= 0 ? session.winningHands[session.winningHand].letters : []
        round: session.finishedRound
        gameOver: session.gameOver
        winnerIsViewer: table.soloPerson && session.roundWinner === table.viewer
        onNextRound: session.continueAfterRound()
        onPlayAgain: session.playAgain()
        onLeave: table.leave()
    }
    // Only bots at the table: nobody is there to close a round's reveal, so
    // the next round follows after a moment to read it.
    Timer {
        interval: 2500
        running: session.people === 0 && session.roundOver && !session.gameOver && !session.replaying
        onTriggered: session.continueAfterRound()
    }

    PrivacyScreen {
        id: privacyScreen
        anchors.fill: parent
        z: 90
        visible: session.privacyNeeded
        playerName: table.nameOf(session.privacySeat)
        mark: session.marks[session.privacySeat] || "?"
        seat: Math.max(0, session.privacySeat)
        onReady: session.confirmViewer()
    }
}
