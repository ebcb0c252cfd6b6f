pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The Panda Panda table on the one table shell (GameTable): the other
// players across the top (in passing order, the left neighbour first), the
// deck and the choice bar in the middle, the viewer's own pile and hand at
// the bottom, the player aid above the log at the side. The session decides
// what is legal and says it in its choice rows (session.choiceModel) and its
// banner; this view shows them, sends back session.choose(id), and animates
// the rules' events.
GameTable {
    id: table
    objectName: "pandaPandaTable"
    gameId: "panda-panda"
    gameTitle: qsTr("Panda Panda")
    rulesPage: PandaPandaRules {}
    session: PandaPandaSession {
        id: session
        stepMs: Theme.motion
        botPaceMs: AppSettings.botPaceMs
        undoAllowed: AppSettings.undoAgainstBots
        onEventStarted: (step) => table.animate(step)
    }
    // The player aid sits above the log, which stays open.
    logToggles: false
    // The banner's line more is long here (how a pass works): the board says it in full.
    bannerDetailShown: false
    sideWidth: compact ? 250 : 290
    // A round's end shows while the session holds the queue for it; the
    // game's end may be closed to look at the final table.
    resultsWanted: session.roundOver || session.gameOver
    resultsShown: resultsWanted && !session.replaying && !(session.gameOver && resultsClosed)

    readonly property bool compact: width < 1200 || height < 760
    readonly property int margin: compact ? 12 : 18
    readonly property int players: session.players
    // A spectator (only bots at the table) watches from seat 0's place, seeing no hand.
    readonly property int viewer: Math.max(0, session.viewer)
    readonly property var names: session.names
    readonly property bool soloPerson: session.people === 1

    // What the session offers, read from its choice rows (C++ built them):
    // per hand letter its card's choice, per seat the choice that draws
    // from its pile, the deck's choice, and whether the bar has a button.
    readonly property ChoiceModel choices: session.choiceModel
    readonly property var offer: {
        const out = { cards: {}, piles: {}, deck: null, bar: false }
        if (choices.offered === 0)
            return out
        for (let r = 0; r < choices.count; ++r) {
            const c = choices.get(r)
            if (!c.available)
                continue
            const taken = { choiceId: c.choiceId, label: c.label, tip: c.tip, drop: c.group === "discard" }
            if (c.card >= 0)
                out.cards[c.card] = taken
            else if (c.target >= 0)
                out.piles[c.target] = taken
            if (c.choiceId === session.deckChoice)
                out.deck = taken
            if (c.group === "main")
                out.bar = true
        }
        return out
    }
    function pileOffer(seat) { return table.offer.piles[seat] || null }
    function takeOffer(taken) {
        if (taken)
            session.choose(taken.choiceId)
    }

    function nameOf(seat) { return seat >= 0 && seat < names.length ? names[seat] : "" }
    function isBot(seat) { return seat >= 0 && seat < session.kinds.length && session.kinds[seat] === "bot" }
    function orderOf(seat) { return (seat - viewer - 1 + players) % players }   // position among the others
    function seatItem(seat) { return seat === viewer ? mySeat : opponents.itemAt(orderOf(seat)) }
    // ---- the keyboard: regions, and the shortcuts for this game's moves ----
    keyRegions: [hand, () => table.piles(), () => table.seatPlates(), [asked.buttons, replayBar]]
    keyControls: asked.buttons
    keyCovers: roundEndLoader.item ? [roundEndLoader.item] : []
    keyCancel: function() {
        if (hand.pickedIndex < 0)
            return false
        hand.pickedIndex = -1
        return true
    }
    keyMoves: [
        // C and D take the session's choice with that shortcut.
        { key: Qt.Key_C, keyText: "C", label: qsTr("Call “Panda Panda!”") },
        { key: Qt.Key_D, keyText: "D", label: qsTr("Draw from the deck") },
        { key: Qt.Key_X, keyText: "X", label: qsTr("Discard (or pass) the card that has focus; from elsewhere, go to your hand"),
          run: () => table.discardFocused() }
    ]
    keyNotes: [
        { keyText: qsTr("Enter on a card"), label: qsTr("Discard it, or pass it when an A was discarded (twice when asked to confirm)") },
        { keyText: qsTr("Enter on a pile"), label: qsTr("Take its top card") }
    ]

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
        if (card && table.keys.contains(hand, card) && card.interactive) {
            card.clicked()
            return true
        }
        return table.keys.enter(hand)
    }

    side: PandaPlayerAid {
        id: aid
        width: table.sideWidth
        height: implicitHeight
        hands: session.winningHands
        rows: session.aid
        handSize: session.handVisible ? session.handModel.count : -1
    }

    // ---- the board -------------------------------------------------------
    // ---- the playing area -----------------------------------------------
    Item {
        id: area
        anchors.fill: parent

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
                    pileDrawable: table.pileOffer(seatIndex) !== null
                    pileTip: table.pileOffer(seatIndex)?.tip ?? ""
                    pileLocked: session.lockedPiles[seatIndex] === true
                    active: session.turnSeat === seatIndex
                    status: table.statusOf(seatIndex)
                    onDrawRequested: (owner) => table.takeOffer(table.pileOffer(owner))
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
            drawable: table.offer.deck !== null
            drawTip: table.offer.deck?.tip ?? ""
            onDrawRequested: table.takeOffer(table.offer.deck)
        }

        // The round, what to do, and the controls for it.
        PandaAsked {
            id: asked
            objectName: "ppAsked"
            anchors.left: deck.right
            anchors.leftMargin: table.margin * 2
            anchors.right: parent.right
            anchors.top: opponentRow.bottom
            anchors.topMargin: table.margin
            session: session
            barOffered: table.offer.bar
            hoverHint: table.hoverHint
        }

        // A replay's controls sit above the shown seat, clear of its hand.
        ReplayBarSlot {
            id: replayBar
            session: session
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
            pileDrawable: table.pileOffer(table.viewer) !== null
            pileTip: table.pileOffer(table.viewer)?.tip ?? ""
            pileLocked: session.lockedPiles[table.viewer] === true
            active: session.turnSeat === table.viewer
            status: table.statusOf(table.viewer)
            onDrawRequested: (owner) => table.takeOffer(table.pileOffer(owner))
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
            // A clicked card takes the one choice on offer for it (a discard,
            // or a pass after an A: the session's rows say which).
            offers: table.offer.cards
            dropTarget: mySeat.pileItem
            // A card move the core holds back (no undo covers it) shows lifted at its card.
            pendingId: session.pendingMove.active ? session.pendingMove.choiceId : ""
            onChosen: (choiceId) => session.choose(choiceId)
            onCancelled: session.pendingMove.cancel()
        }
    }

    // ---- words ---------------------------------------------------------
    readonly property string hoverHint: {
        let text = asked.buttonHint || hand.hoverHint || deck.hoverHint || mySeat.hoverHint
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

    function animate(step: tableStep) {
        const d = step.duration
        const small = compact ? 36 : 42
        const own = (seat) => seat === viewer ? hand.cardWidth : small
        // Where a card of this move starts or lands, and at what size.
        const point = (place, seat) => place === "deck" ? deckPoint()
                                     : place === "pile" ? pilePoint(seat) : handPoint(seat, own(seat))
        // A pile's cards fly small; a hand's at the hand's size.
        const size = (m) => m.fromPlace === "pile" || m.toPlace === "pile" ? small
                                                                            : own(m.fromPlace === "deck" ? m.toSeat : m.fromSeat)
        // A card sound for each card step (a deal's are spaced out by the SoundBoard).
        const cardSound = () => { if (d > 0) SoundBoard.play("card") }
        switch (step.kind) {
        case StepKind.Dealt:
        case StepKind.CardMoved:
        case StepKind.CardsPassed:
            for (const m of step.moves)
                fly(point(m.fromPlace, m.fromSeat), point(m.toPlace, m.toSeat), m.card, size(m), d)
            cardSound()
            break
        case StepKind.Reshuffled:
            for (let s = 0; s < players; ++s)
                fly(pilePoint(s), deckPoint(), -1, small, d)
            cardSound()
            break
        case StepKind.PassStarted:
            shout.show(qsTr("A! Pass left ←"), Theme.amber, d)
            break
        case StepKind.Called:
            shout.show(qsTr("Panda Panda!"), Theme.amber, d)
            if (d > 0)
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

    // A round's end and the game's, made the first time they show (issue
    // 35), as Trash Dash's results: made hidden, then shown, so they take the
    // focus as before; kept once made.
    covers: Loader {
        id: roundEndLoader
        property bool made: false
        anchors.fill: parent
        active: made || table.resultsShown
        Component.onCompleted: setSource(Qt.resolvedUrl("PandaRoundEnd.qml"), { visible: false })
        onLoaded: {
            made = true
            const roundEnd = item as PandaRoundEnd
            roundEnd.names = Qt.binding(() => table.names)
            roundEnd.crowns = Qt.binding(() => session.crowns)
            roundEnd.winner = Qt.binding(() => session.roundWinner)
            roundEnd.cards = Qt.binding(() => session.winningHand >= 0 ? session.winningHands[session.winningHand].letters : [])
            roundEnd.round = Qt.binding(() => session.finishedRound)
            roundEnd.gameOver = Qt.binding(() => session.gameOver)
            roundEnd.keepsGame = Qt.binding(() => session.keepsGame)
            roundEnd.session = session
            roundEnd.winnerIsViewer = Qt.binding(() => table.soloPerson && session.roundWinner === table.viewer)
            roundEnd.nextRound.connect(() => session.continueAfterRound())
            roundEnd.playAgain.connect(() => session.playAgain())
            roundEnd.leave.connect(table.leave)
            roundEnd.watchReplay.connect(() => session.startReplay())
            roundEnd.lookAtTable.connect(() => { table.resultsClosed = true })
            roundEnd.visible = Qt.binding(() => table.resultsShown)
        }
    }
    // Only bots at the table: the session closes a round's reveal itself
    // after a moment to read it (PandaPandaSession::celebrationMs).
}
