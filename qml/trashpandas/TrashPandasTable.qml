pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import CritterTable
import "TpCards.js" as TpCards

// The Trash Pandas table on the one table shell (GameTable): players along
// the top, the trash can, discard pile, die and tokens in the middle, the
// choice bar and the viewer's hand at the bottom. Everything shown comes
// from the session (the viewer's observation); every control is a row of
// its ChoiceModel, built in C++ from the legal actions. Events from the
// rules are played one by one as animations.
GameTable {
    id: table
    objectName: "trashPandasTable"
    gameId: "trash-pandas"
    gameTitle: qsTr("Trash Pandas")
    rulesPage: TrashPandasRules {}
    session: TrashPandasSession {
        id: session
        stepMs: Theme.motion
        botPaceMs: AppSettings.botPaceMs
        undoAllowed: AppSettings.undoAgainstBots
        onEventStarted: (step) => table.animate(step)
    }

    // The choice bar keeps what the person has opened (a token's or a card's choices, a pick).
    readonly property TpChoiceBar choiceBar: decisionBar

    // ---- the keyboard: regions, and the shortcuts for this game's moves ----
    keyRegions: [handFan, [trashPile, discardPile, die], [middleRow, heldRow], playersRow, [decisionBar, replayBar]]
    keyControls: decisionBar
    keyCovers: scoreTableLoader.item ? [scoreTableLoader.item] : []
    keyMoves: [
        { key: Qt.Key_R, keyText: "R", label: qsTr("Roll the die") },
        { key: Qt.Key_S, keyText: "S", label: qsTr("Stop and take your tokens") },
        { key: Qt.Key_B, keyText: "B", label: qsTr("Take the bust") },
        { key: Qt.Key_N, keyText: "N", label: qsTr("No reaction: let it happen") }
    ]
    keyNotes: [
        { keyText: qsTr("Enter on a card"), label: qsTr("Play it, or pick it to stash (Tree, Can or Tree)") },
        { keyText: qsTr("Enter on a token"), label: qsTr("Use a token you took") },
        { keyText: qsTr("Enter on the discard pile"), label: qsTr("See every card in it") }
    ]

    // The results, over the table; closed to look at the final table. Made
    // the first time they show (issue 35), as Trash Dash's: made hidden, then
    // shown, so at the end they take the focus as before; kept once made.
    covers: Loader {
        id: scoreTableLoader
        property bool made: false
        anchors.fill: parent
        active: made || table.resultsShown
        Component.onCompleted: setSource(Qt.resolvedUrl("TpScoreTable.qml"), { objectName: "tpScoreTable", visible: false })
        onLoaded: {
            made = true
            const scoreTable = item as TpScoreTable
            scoreTable.session = session
            scoreTable.lookAtTable.connect(() => { table.resultsClosed = true })
            scoreTable.playAgain.connect(() => session.playAgain())
            scoreTable.leave.connect(table.leave)
            scoreTable.watchReplay.connect(() => session.startReplay())
            scoreTable.visible = Qt.binding(() => table.resultsShown)
        }
    }

    // ---- where things are, for flying cards ----
    function placeItem(place, seat) {
        switch (place) {
        case "trash": return trashPile
        case "discard": return discardPile
        case "hand": return seat === session.viewer && session.handVisible ? handFan : playerItem(seat).handAnchor
        default: return playerItem(seat).stashAnchor
        }
    }
    function playerItem(seat) { return playersRow.itemFor(seat) }

    // ---- the event steps: the session paces them, the table animates each ----
    function animate(step: tableStep) {
        switch (step.kind) {
        case StepKind.DieRolled:
            die.tumble(step.value)
            break
        case StepKind.TokenTaken:
            fly(middleRow.itemFor(step.value), heldRow, Theme.art(TpCards.tokenArt[step.value]), true)
            break
        case StepKind.TokenReturned:
            fly(heldRow.itemFor(step.value), middleRow, Theme.art(TpCards.tokenArt[step.value]), true)
            break
        case StepKind.CardMoved:
            fly(placeItem(step.move.fromPlace, step.move.fromSeat), placeItem(step.move.toPlace, step.move.toSeat),
                step.card, false)
            SoundBoard.play("card")
            break
        case StepKind.Bust:
            shout.show(qsTr("BUST!"), Theme.danger)
            SoundBoard.play("bust")
            break
        case StepKind.BonusTurn:
            shout.show(qsTr("Bonus roll!"), Theme.teal)
            break
        case StepKind.LastTurn:
            shout.show(qsTr("Last turn!"), Theme.amberDark)
            break
        }
    }

    function fly(from, to, what, isToken) {
        if (Theme.motion <= 0 || !from || !to)
            return
        const a = from.mapToItem(flyLayer, from.width / 2, from.height / 2)
        const b = to.mapToItem(flyLayer, to.width / 2, to.height / 2)
        const comp = isToken ? flyingToken : flyingCard
        comp.createObject(flyLayer, { fromX: a.x, fromY: a.y, toX: b.x, toY: b.y, what: what })
    }

    // ---- the board ----
    Item {
        id: board
        anchors.fill: parent

        // Players along the top.
        TpSeats {
            id: playersRow
            width: parent.width
            session: session
            narrow: table.narrow
            low: table.height < 700
        }

        // The middle of the table.
        Item {
            id: middle
            anchors { top: playersRow.bottom; topMargin: 12; left: parent.left; right: parent.right }
            // Shrinks when the decision bar grows, so the hand always has room.
            height: Math.max(100, Math.min(table.height < 700 ? 140 : 180,
                                           board.height - playersRow.height - 22 - decisionBar.steadyHeight - 150))
            readonly property real cardH: height - 34
            readonly property real cardW: cardH * 0.71

            Column {
                id: trashPile
                objectName: "tpTrashCan"
                x: 0
                spacing: 4
                ToolTip.visible: trashHover.hovered || activeFocus
                activeFocusOnTab: true
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Trash can: %1 cards left").arg(session.trashCount)
                ToolTip.text: qsTr("Cards left in the trash can: %1. When it runs dry, the game ends after this turn.").arg(session.trashCount)
                HoverHandler { id: trashHover }
                Item {
                    width: middle.cardW + 8; height: middle.cardH
                    FocusRing { shown: trashPile.activeFocus }
                    Repeater {
                        model: Math.min(4, Math.ceil(session.trashCount / 12))
                        Card { required property int index; x: index * 2; y: -index * 2; width: middle.cardW; height: middle.cardH; faceUp: false; interactive: false }
                    }
                    Image {
                        anchors.centerIn: parent
                        width: middle.cardW * 0.6; height: width
                        source: Theme.art("tp-token-trashcan")
                        sourceSize.width: 96; sourceSize.height: 96
                        opacity: session.trashCount > 0 ? 0.9 : 0.4
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "tpTrashCount"
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Trash can: %1").arg(session.trashCount)
                    color: Theme.onTable; font.bold: true; font.pixelSize: Theme.textSmall
                }
            }

            TpDiscardPile {
                id: discardPile
                objectName: "tpDiscardPile"
                x: trashPile.width + 16
                session: session
                cards: session.discardModel
                cardWidth: middle.cardW
                cardHeight: middle.cardH
            }

            // Die and tokens.
            Item {
                id: dieAndTokens
                clip: true   // large text: the tokens' names never run under the log
                anchors.left: discardPile.right
                anchors.leftMargin: 20
                anchors.right: parent.right
                height: parent.height

                Die {
                    id: die
                    objectName: "tpDie"
                    width: implicitWidth
                    size: table.height < 700 ? 64 : 76
                    face: session.die
                    faceSource: function(f) { return Theme.art(TpCards.tokenArt[f - 1]) }
                    faceLabel: function(f) { return session.tokenName(f - 1) }
                    y: 4
                }
                // The six tokens: those in the middle and those the active player took.
                // A low window: the taken tokens as small as those in the
                // middle (a token taken needs no more room than it left), and
                // tighter gaps, so "Taken by" and its tokens keep room (issue 29 item 13).
                Row {
                    id: tokensRow
                    readonly property bool low: table.height < 700
                    readonly property real tokenSize: low ? 36 : 44
                    anchors.left: die.right
                    anchors.leftMargin: low ? 10 : 14
                    spacing: low ? 6 : 10
                    Column {
                        id: middleColumn
                        spacing: 4
                        Text { textFormat: Text.PlainText; text: qsTr("In the middle"); color: Theme.onTableSoft; font.pixelSize: Theme.textTiny; font.bold: true }
                        TokenRow {
                            id: middleRow
                            objectName: "tpMiddleTokens"
                            tokens: session.middleTokens
                            tokenSize: tokensRow.tokenSize
                            namePrefix: "tpMiddleToken-"
                            sourceFor: function(k) { return Theme.art(TpCards.tokenArt[k]) }
                            nameFor: function(k) { return session.tokenName(k) }
                            helpFor: function(k) { return session.tokenHelp(k) }
                        }
                    }
                    Rectangle { width: 2; height: heldColumn.height; color: Theme.onTableSoft; opacity: 0.4 }
                    Column {
                        id: heldColumn
                        // What is left of the row after the die and the middle tokens.
                        readonly property real room: Math.max(40, dieAndTokens.width - die.width - tokensRow.anchors.leftMargin
                                                                  - middleColumn.width - 2 - 2 * tokensRow.spacing)
                        spacing: 4
                        Text {
                            textFormat: Text.PlainText
                            objectName: "tpTakenBy"
                            width: heldColumn.room
                            wrapMode: Text.WordWrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            text: session.turnSeat >= 0 ? qsTr("Taken by %1").arg(session.seatName(session.turnSeat)) : ""
                            color: Theme.amberLight; font.pixelSize: Theme.textTiny; font.bold: true
                        }
                        TokenRow {
                            id: heldRow
                            objectName: "tpHeldTokens"
                            tokens: session.heldTokens
                            clickable: decisionBar.usableTokens
                            width: session.heldTokens.length > 0 ? Math.max(implicitWidth, heldColumn.room) : heldColumn.room
                            tokenSize: tokensRow.low ? tokensRow.tokenSize : 50
                            namePrefix: "tpHeldToken-"
                            emptyText: qsTr("no tokens yet")
                            sourceFor: function(k) { return Theme.art(TpCards.tokenArt[k]) }
                            nameFor: function(k) { return session.tokenName(k) }
                            helpFor: function(k) { return session.tokenHelp(k) }
                            onTokenClicked: (k) => decisionBar.tokenClicked(k)
                        }
                    }
                }
            }
        }

        // The choice bar: what can be done now.
        TpChoiceBar {
            id: decisionBar
            session: session
            narrow: table.narrow
            anchors { left: parent.left; right: parent.right; top: middle.bottom; topMargin: 10 }
        }

        // A replay's controls sit where the decisions would be, clear of the hand.
        ReplayBarSlot { id: replayBar; session: session; centredOn: decisionBar }

        // The viewer's hand.
        Item {
            id: handArea
            // Below the bar, tip and all: a tip may shrink the hand for a
            // moment but never hides the cards' names (the buttons above
            // stay put either way).
            anchors { left: parent.left; right: parent.right }
            y: decisionBar.y + decisionBar.steadyHeight
            height: parent.height - y
            Text {
                id: handLabel
                textFormat: Text.PlainText
                visible: session.handVisible && session.viewer >= 0
                text: session.privacyNeeded ? "" : (session.handModel.count === 1 ? qsTr("Your hand: 1 card") : qsTr("Your hand: %1 cards").arg(session.handModel.count))
                      + (session.seats.count > 0 && session.viewer >= 0 ? "  ·  " + session.seatName(session.viewer) : "")
                color: Theme.onTable
                font.bold: true
                font.pixelSize: Theme.textSmall
                y: 6
            }
            CardFan {
                id: handFan
                objectName: "tpHand"
                implicitHeight: 0 // sized by its anchors; cards follow the height
                anchors { left: parent.left; right: parent.right; top: handLabel.bottom; bottom: parent.bottom }
                cardHeight: Math.min(150, Math.max(70, height * 0.8))
                cardWidth: cardHeight * 0.71
                maxAngle: 8
                arc: 6
                model: session.handModel
                delegate: TpCard {
                    id: handCard
                    required property var modelData
                    required property int index
                    objectName: "tpHandCard-" + index
                    card: modelData
                    name: session.cardName(modelData)
                    pointsText: session.cardPoints(modelData)
                    help: session.cardHelp(modelData)
                    highlighted: decisionBar.pickLimit === 0 && decisionBar.playableCards.indexOf(modelData) >= 0
                    selected: decisionBar.picked.indexOf(index) >= 0
                    onClicked: decisionBar.cardClicked(modelData, index)
                    // Drag a card up onto the table to play (or pick) it, like a click.
                    property real dragStartY: 0
                    DragHandler {
                        objectName: "tpHandCardDrag"
                        target: handCard
                        enabled: decisionBar.pickLimit > 0 || decisionBar.playableCards.indexOf(handCard.card) >= 0
                        onActiveChanged: {
                            if (active) {
                                handCard.dragStartY = handCard.y
                                return
                            }
                            const playedUp = handCard.dragStartY - handCard.y > handCard.height * 0.5
                            Later.call(handFan.layout)
                            if (playedUp)
                                decisionBar.cardClicked(handCard.card, handCard.index)
                        }
                    }
                }
            }
        }
    }

    Item { id: flyLayer; anchors.fill: parent; z: 50 }
    Component {
        id: flyingCard
        TpCard {
            id: flyer
            property real fromX; property real fromY; property real toX; property real toY
            property var what
            interactive: false
            width: 60; height: 84
            card: typeof what === "number" ? what : -1
            name: card >= 0 ? session.cardName(card) : ""
            // Reduced motion: no flight; the card fades in where it lands.
            x: (Theme.reducedMotion ? toX : fromX) - width / 2; y: (Theme.reducedMotion ? toY : fromY) - height / 2
            ParallelAnimation {
                running: true
                NumberAnimation { target: flyer; property: "x"; to: flyer.toX - flyer.width / 2; duration: Theme.moveMedium; easing.type: Theme.easingInOut }
                NumberAnimation { target: flyer; property: "y"; to: flyer.toY - flyer.height / 2; duration: Theme.moveMedium; easing.type: Theme.easingInOut }
                NumberAnimation { target: flyer; property: "opacity"; from: Theme.reducedMotion ? 0 : 1; to: 1; duration: Theme.motion }
                onFinished: flyer.destroy()
            }
        }
    }
    Component {
        id: flyingToken
        Rectangle {
            id: tflyer
            property real fromX; property real fromY; property real toX; property real toY
            property var what
            width: 40; height: 40; radius: 20
            color: Theme.card; border.color: Theme.amber; border.width: 3
            x: (Theme.reducedMotion ? toX : fromX) - 20; y: (Theme.reducedMotion ? toY : fromY) - 20
            Image { anchors.fill: parent; anchors.margins: 6; source: tflyer.what; sourceSize.width: 64; sourceSize.height: 64 }
            ParallelAnimation {
                running: true
                NumberAnimation { target: tflyer; property: "x"; to: tflyer.toX - 20; duration: Theme.moveMedium; easing.type: Theme.easingInOut }
                NumberAnimation { target: tflyer; property: "y"; to: tflyer.toY - 20; duration: Theme.moveMedium; easing.type: Theme.easingInOut }
                NumberAnimation { target: tflyer; property: "opacity"; from: Theme.reducedMotion ? 0 : 1; to: 1; duration: Theme.motion }
                onFinished: tflyer.destroy()
            }
        }
    }

    // A big word across the table: BUST!, Bonus roll!, Last turn!
    TableShout {
        id: shout
        objectName: "tpShout"
        z: 60
        anchors.centerIn: board
    }
}
