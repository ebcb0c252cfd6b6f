pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import CritterTable
import "TpCards.js" as TpCards

// The Trash Pandas table: players along the top, the trash can, discard
// pile, die and tokens in the middle, the decision bar and the viewer's hand
// at the bottom, the game log on the right. Everything shown comes from the
// session (the viewer's observation); every control is one of the viewer's
// legal actions. Events from the rules are played one by one as animations.
FocusScope {
    id: table
    objectName: "trashPandasTable"
    property string gameId: "trash-pandas"
    property var seats: []
    // How the table opens: "new" deals for `seats`, "continue" picks up the
    // autosave, "file" opens `file` (a save, replay or scenario).
    property string opening: "new"
    property url file
    signal openFailed(string reason)
    readonly property alias session: session
    readonly property bool narrow: width < 1200

    // What the viewer has opened before it becomes a choice: a group of the
    // session's choices (a token's, a card's), or every choice on one card.
    property string openGroup: ""
    property int optionCard: -1          // a card whose several plays are offered
    readonly property int optionToken: openGroup.startsWith("token-") ? Number(openGroup.slice(6)) : -1
    property int pickLimit: 0            // Tree / Can-Tree: cards to pick from the hand
    property var picked: []              // indices into the hand
    readonly property bool optionsOpen: openGroup !== "" || optionCard >= 0

    TrashPandasSession {
        id: session
        stepMs: Theme.motion
        botPaceMs: AppSettings.botPaceMs
        undoAllowed: AppSettings.undoAgainstBots
        onDecisionChanged: table.clearOptions()
        onEventStarted: (step) => table.animate(step)
    }

    // ---- the keyboard: regions, and the shortcuts for this game's moves ----
    Keys.onPressed: (event) => tableKeys.handle(event)
    TableKeys {
        id: tableKeys
        session: session
        table: table
        gameName: qsTr("Trash Pandas")
        live: table.visible && (table.StackView.view === null || table.StackView.status === StackView.Active)
        regions: [handFan, [trashPile, discardPile, die], [middleRow, heldRow], playersRow, [decisionBar, replayBar], privateNotes, topBar]
        controls: decisionBar
        overlays: [privacyScreen, scoreTable]
        logKey: true
        onLogToggled: table.logShown = !table.logShown
        cancel: function() {
            if (!table.optionsOpen)
                return false
            table.clearOptions()
            return true
        }
        moves: [
            { key: Qt.Key_R, keyText: "R", label: qsTr("Roll the die") },
            { key: Qt.Key_S, keyText: "S", label: qsTr("Stop and take your tokens") },
            { key: Qt.Key_B, keyText: "B", label: qsTr("Take the bust") },
            { key: Qt.Key_N, keyText: "N", label: qsTr("No reaction: let it happen") }
        ]
        notes: [
            { keyText: qsTr("Enter on a card"), label: qsTr("Play it, or pick it to stash (Tree, Can or Tree)") },
            { keyText: qsTr("Enter on a token"), label: qsTr("Use a token you took") },
            { keyText: qsTr("Enter on the discard pile"), label: qsTr("See every card in it") }
        ]
    }

    Component.onCompleted: {
        // Told after the push returns, so whoever opened the table hears it.
        if (!session.open(table.opening, table.seats, table.file))
            Qt.callLater(() => table.openFailed(session.lastError)) // qmllint disable type
    }
    Component.onDestruction: session.leave()
    StackView.onRemoved: session.leave()

    // The game stays autosaved: whoever opened the table may say it can be continued.
    signal leftTable(bool unfinished)
    function leave() {
        session.leave()
        if (StackView.view)
            StackView.view.pop()
        leftTable(session.started && !session.over && !session.replaying)
    }

    function clearOptions() {
        openGroup = ""
        optionCard = -1
        pickLimit = 0
        picked = []
    }

    // What the session offers, read from its choice rows (C++ built them).
    readonly property ChoiceModel choices: session.choiceModel
    // The cards in the hand that some choice on offer plays (highlighted).
    readonly property var playableCards: {
        const out = []
        for (let r = 0; r < choices.count; ++r) {
            const c = choices.get(r)
            if (c.available && c.card >= 0 && out.indexOf(c.card) < 0)
                out.push(c.card)
        }
        return out
    }
    // The taken tokens that open a group of choices (clickable).
    readonly property var usableTokens: {
        const out = []
        for (const g of choices.groups)
            if (g.available && g.group.startsWith("token-"))
                out.push(g.token)
        return out
    }

    function cardClicked(card, handIndex) {
        if (pickLimit > 0) {
            const at = picked.indexOf(handIndex)
            const next = picked.slice()
            if (at >= 0) next.splice(at, 1)
            else if (next.length < pickLimit) next.push(handIndex)
            picked = next
            return
        }
        const ids = choices.idsForCard(card)
        const group = "card-" + card
        if (ids.length === 1 && choices.get(choices.rowOf(ids[0])).group === "main") {
            session.choose(ids[0])
        } else if (ids.length > 0) {
            pickLimit = 0
            openGroup = choices.idsInGroup(group).length === ids.length ? group : ""
            optionCard = openGroup === "" ? card : -1
        }
    }

    function tokenClicked(token) {
        optionCard = -1
        picked = []
        openGroup = "token-" + token
        pickLimit = session.pickLimit(token)
    }

    readonly property string optionTitle: optionCard >= 0 ? qsTr("Play %1:").arg(session.cardName(optionCard))
                                        : optionToken >= 0 ? session.tokenPrompt(optionToken)
                                        : openGroup.startsWith("card-") ? qsTr("Play %1:").arg(session.cardName(Number(openGroup.slice(5))))
                                        : ""
    // Is a row shown among the opened options?
    function inOptions(group, card, card2) {
        return optionCard >= 0 ? card === optionCard || card2 === optionCard : group === openGroup
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
    function playerItem(seat) {
        const item = playersRepeater.itemAt(seat)
        return item ? item : playersRow
    }

    // ---- the event steps: the session paces them, the table animates each ----
    function animate(ev) {
        switch (ev.type) {
        case TrashPandasSession.DieRolled:
            die.tumble(ev.a)
            break
        case TrashPandasSession.TokenTaken:
            fly(middleRow.itemFor(ev.a), heldRow, Theme.art(TpCards.tokenArt[ev.a]), true)
            break
        case TrashPandasSession.TokenReturned:
        case TrashPandasSession.TokenResolved:
            fly(heldRow.itemFor(ev.a), middleRow, Theme.art(TpCards.tokenArt[ev.a]), true)
            break
        case TrashPandasSession.CardMoved:
            fly(placeItem(ev.from, ev.fromSeat), placeItem(ev.to, ev.toSeat), ev.card, false)
            SoundBoard.play("card")
            break
        case TrashPandasSession.BustEvent:
            shout.show(qsTr("BUST!"), Theme.danger)
            SoundBoard.play("bust")
            break
        case TrashPandasSession.BonusTurn:
            shout.show(qsTr("Bonus roll!"), Theme.teal)
            break
        case TrashPandasSession.EndTriggered:
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

    // ---- layout ----
    WoodTable { anchors.fill: parent }

    // Top bar: leave, what is asked, rules, log.
    Rectangle {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.max(64, bannerColumn.implicitHeight + 12)
        color: Theme.tableBar
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12
            TableButton {
                objectName: "tpLeaveButton"
                kind: "ghost"
                glyph: "←"
                text: qsTr("Leave")
                onClicked: table.leave()
            }
            Column {
                id: bannerColumn
                Layout.fillWidth: true
                Text {
                    objectName: "tpBanner"
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
                    minimumPixelSize: 14
                    color: table.choices.offered > 0 ? Theme.amberLight : Theme.onTable
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.scaled(table.narrow ? 20 : 22)
                    font.bold: true
                }
                Text {
                    objectName: "tpBannerDetail"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    width: parent.width
                    text: session.botThinking && session.deciding >= 0
                          ? qsTr("%1 is thinking…").arg(session.seatName(session.deciding))
                          : session.bannerDetail
                    visible: text.length > 0
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
                objectName: "tpRulesButton"
                // Large text in a narrow window: glyphs only, the words as tooltips.
                glyphOnly: Theme.textScale > 1.2 || (table.narrow && Theme.textScale > 1)
                title: qsTr("How to play Trash Pandas")
                page: TrashPandasRules {}
            }
            TableButton {
                objectName: "tpLogButton"
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
        objectName: "tpGameLog"
        visible: table.logShown
        anchors { right: parent.right; top: topBar.bottom; bottom: parent.bottom; margins: 10 }
        width: table.narrow ? 220 : 270
        model: session.log
        title: qsTr("What happened")
    }
    Text {
        objectName: "tpBotLine"
        anchors { right: logPanel.right; left: logPanel.left; bottom: logPanel.bottom; margins: 12 }
        visible: false
        text: session.botLine
    }

    Item {
        id: board
        anchors { left: parent.left; top: topBar.bottom; bottom: parent.bottom; margins: 10 }
        anchors.right: logPanel.visible ? logPanel.left : parent.right

        // Players along the top.
        Row {
            id: playersRow
            width: parent.width
            // Taller when large text needs it: name, facts and a row of stash chips.
            height: Math.max(table.height < 700 ? 84 : 112,
                             Math.round(Theme.textBody * 1.25 + Theme.textCaption * 1.25 + Theme.textTiny * 1.3 + 36))
            spacing: 8
            Repeater {
                id: playersRepeater
                model: session.seatViews
                delegate: PlayerArea {
                    id: player
                    required property var modelData
                    objectName: "tpPlayer-" + modelData.seat
                    width: (playersRow.width - playersRow.spacing * (session.seatViews.length - 1)) / Math.max(1, session.seatViews.length)
                    height: playersRow.height
                    name: modelData.name + (modelData.viewer && session.seatViews.length > 1 ? "  " + qsTr("(you)") : "")
                    seat: modelData.seat
                    active: modelData.active
                    deciding: modelData.deciding && !modelData.active
                    isBot: modelData.bot
                    mark: session.marks[modelData.seat] || "?"
                    facts: (modelData.handCount === 1 ? qsTr("1 card in hand") : qsTr("%1 cards in hand").arg(modelData.handCount))
                    status: modelData.deciding && session.botThinking ? qsTr("thinking…") : ""
                    // The keyboard's way to one's own face-down stash (the chip's click).
                    Keys.onReturnPressed: if (downChip.mine) ownStashPopup.open()
                    Keys.onSpacePressed: if (downChip.mine) ownStashPopup.open()
                    Flow {
                        anchors.fill: parent
                        spacing: 4
                        clip: true
                        Rectangle {
                            id: downChip
                            objectName: "tpStashDown-" + player.modelData.seat
                            visible: player.modelData.stashDown > 0
                            // One's own face-down stash may be looked at (its owner only).
                            readonly property bool mine: player.modelData.shown && session.ownStash.length > 0
                            width: downText.implicitWidth + 12; height: Math.max(22, downText.implicitHeight + 6); radius: 6
                            color: downMouse.containsMouse && mine ? Theme.tealDark : Theme.teal
                            border.color: mine ? Theme.amber : "transparent"
                            Text { id: downText; anchors.centerIn: parent; color: Theme.card; font.pixelSize: Theme.textTiny; font.bold: true
                                   text: downChip.mine ? qsTr("%n face down · look", "", player.modelData.stashDown)
                                                       : qsTr("%n face down", "", player.modelData.stashDown) }
                            MouseArea {
                                id: downMouse
                                anchors.fill: parent
                                enabled: downChip.mine
                                hoverEnabled: true
                                cursorShape: downChip.mine ? Qt.PointingHandCursor : Qt.ArrowCursor
                                onClicked: ownStashPopup.open()
                            }
                        }
                        Repeater {
                            model: player.modelData.stashUp
                            delegate: Rectangle {
                                id: stash
                                required property var modelData
                                width: upRow.implicitWidth + 10; height: Math.max(22, upRow.implicitHeight + 6); radius: 6
                                color: Theme.cardShade; border.color: Theme.cardEdge
                                Accessible.name: qsTr("%1 face up: %2").arg(session.cardName(stash.modelData.card)).arg(stash.modelData.count)
                                Row {
                                    id: upRow
                                    anchors.centerIn: parent
                                    spacing: 3
                                    Image { width: 16; height: 16; source: Theme.art(TpCards.cardArt[stash.modelData.card]); sourceSize.width: 32; sourceSize.height: 32 }
                                    // Narrow: the card's picture says which, so the name goes.
                                    Text { text: (table.narrow ? "" : session.cardName(stash.modelData.card) + " ") + "×" + stash.modelData.count; font.pixelSize: Theme.textTiny; color: Theme.ink; font.bold: true
                                           anchors.verticalCenter: parent.verticalCenter }
                                }
                            }
                        }
                        Text {
                            visible: player.modelData.stashDown === 0 && player.modelData.stashUp.length === 0
                            text: qsTr("Stash empty")
                            color: Theme.inkSoft; font.pixelSize: Theme.textTiny; font.italic: true
                        }
                    }
                }
            }
        }

        // The middle of the table.
        Item {
            id: middle
            anchors { top: playersRow.bottom; topMargin: 12; left: parent.left; right: parent.right }
            // Shrinks when the decision bar grows, so the hand always has room.
            height: Math.max(100, Math.min(table.height < 700 ? 140 : 180,
                                           board.height - playersRow.height - 22 - decisionBar.height - 150))
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
                    objectName: "tpTrashCount"
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Trash can: %1").arg(session.trashCount)
                    color: Theme.onTable; font.bold: true; font.pixelSize: Theme.textSmall
                }
            }

            DiscardPile {
                id: discardPile
                objectName: "tpDiscardPile"
                x: trashPile.width + 16
                cards: session.discardModel
                cardWidth: middle.cardW
                cardHeight: middle.cardH
                cardDelegate: TpCard {
                    interactive: false
                    card: parent && parent.modelData !== undefined && parent.modelData !== null ? parent.modelData : -1 // qmllint disable type
                    name: session.cardName(card)
                    pointsText: session.cardPoints(card)
                }
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
                Row {
                    anchors.left: die.right
                    anchors.leftMargin: 14
                    spacing: 10
                    Column {
                        id: middleColumn
                        spacing: 4
                        Text { text: qsTr("In the middle"); color: Theme.onTableSoft; font.pixelSize: Theme.textTiny; font.bold: true }
                        TokenRow {
                            id: middleRow
                            objectName: "tpMiddleTokens"
                            tokens: session.middleTokens
                            tokenSize: table.height < 700 ? 36 : 44
                            namePrefix: "tpMiddleToken-"
                            sourceFor: function(k) { return Theme.art(TpCards.tokenArt[k]) }
                            nameFor: function(k) { return session.tokenName(k) }
                            helpFor: function(k) { return session.tokenHelp(k) }
                        }
                    }
                    Rectangle { width: 2; height: heldColumn.height; color: Theme.onTableSoft; opacity: 0.4 }
                    Column {
                        id: heldColumn
                        spacing: 4
                        Text {
                            // What is left of the row after the die and the middle tokens.
                            width: Math.max(40, dieAndTokens.width - die.width - 14 - middleColumn.width - 22)
                            elide: Text.ElideRight
                            text: session.activeSeat >= 0 ? qsTr("Taken by %1").arg(session.seatName(session.activeSeat)) : ""
                            color: Theme.amberLight; font.pixelSize: Theme.textTiny; font.bold: true
                        }
                        TokenRow {
                            id: heldRow
                            objectName: "tpHeldTokens"
                            tokens: session.heldTokens
                            clickable: table.usableTokens
                            tokenSize: table.height < 700 ? 40 : 50
                            namePrefix: "tpHeldToken-"
                            emptyText: qsTr("no tokens yet")
                            sourceFor: function(k) { return Theme.art(TpCards.tokenArt[k]) }
                            nameFor: function(k) { return session.tokenName(k) }
                            helpFor: function(k) { return session.tokenHelp(k) }
                            onTokenClicked: (k) => table.tokenClicked(k)
                        }
                    }
                }
            }
        }

        // The decision bar: what can be done now.
        Panel {
            id: decisionBar
            objectName: "tpDecisionBar"
            anchors { left: parent.left; right: parent.right; top: middle.bottom; topMargin: 10 }
            height: barColumn.implicitHeight + 2 * padding
            padding: 10
            radius: Theme.radius
            color: table.choices.offered > 0 ? Theme.card : Theme.cardShade

            Column {
                id: barColumn
                width: parent.width
                spacing: 8
                RowLayout {
                    width: parent.width
                    spacing: 12
                    // The odds beside Roll.
                    Column {
                        objectName: "tpOdds"
                        visible: session.odds.shown === true // qmllint disable type
                        Layout.preferredWidth: table.narrow ? 230 : 300
                        Text {
                            objectName: "tpOddsText"
                            width: parent.width
                            // A likely bust is marked by a sign as well as by the red.
                            text: (session.odds.plain >= 0.5 ? "⚠ " : "") + (session.odds.text || "") // qmllint disable type
                            color: session.odds.plain >= 0.5 ? Theme.danger : Theme.ink // qmllint disable type
                            font.bold: true
                            font.pixelSize: Theme.textBody
                            wrapMode: Text.WordWrap
                        }
                        Text {
                            objectName: "tpOddsDetail"
                            width: parent.width
                            text: session.odds.detail || "" // qmllint disable type
                            color: Theme.inkSoft
                            font.pixelSize: Theme.textCaption
                            wrapMode: Text.WordWrap
                        }
                    }
                    // The bar's own choices, then what opens a token's or a card's,
                    // each in the place C++ gave it for as long as the decision lasts.
                    Flow {
                        Layout.fillWidth: true
                        visible: !table.optionsOpen
                        spacing: 8
                        // One repeater, so a choice or group that appears later comes
                        // after every button and pushes none.
                        Repeater {
                            model: table.choices
                            delegate: ChoiceButton {
                                required property int token
                                required property int card
                                session: table.session
                                opener: group !== "main"
                                visible: (group === "main" || leadsGroup) && table.choices.offered > 0
                                objectName: !visible ? "" : group === "main" ? "tpChoice-" + choiceId.replace(/ /g, "-")
                                          : group.startsWith("token-") ? "tpUseToken-" + token : "tpPlayCard-" + card
                                onOpened: group.startsWith("token-") ? table.tokenClicked(token) : table.cardClicked(card, -1)
                            }
                        }
                        Text {
                            visible: table.choices.offered === 0 && session.publicSeat < 0
                            text: session.over ? "" : session.botLine.length > 0 ? session.botLine : qsTr("Waiting…")
                            objectName: "tpWaitingLine"
                            color: Theme.inkSoft
                            font.pixelSize: Theme.textBody
                            font.italic: true
                            height: Theme.controlHeight
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                    // The options of the card or token chosen, in the same row as the
                    // moves they replace. The pick's Stash comes first, so an option
                    // that appears later never pushes it.
                    Flow {
                        Layout.fillWidth: true
                        visible: table.optionsOpen
                        spacing: 8
                        Text {
                            text: table.optionTitle
                            color: Theme.ink
                            font.bold: true
                            font.pixelSize: Theme.textBody
                            height: Theme.controlHeight
                            verticalAlignment: Text.AlignVCenter
                        }
                        Repeater {
                            model: table.choices
                            delegate: TableButton {
                                required property string choiceId
                                required property string group
                                required property int pick
                                required property bool available
                                objectName: visible ? "tpStashPicked" : ""
                                visible: pick > 0 && group === table.openGroup
                                enabled: available && table.session.canChoosePicked(choiceId, table.picked)
                                kind: "accent"
                                text: qsTr("Stash %n picked", "", table.picked.length)
                                onClicked: table.session.choosePicked(choiceId, table.picked)
                            }
                        }
                        Repeater {
                            model: table.choices
                            delegate: ChoiceButton {
                                required property int pick
                                required property int card
                                required property int card2
                                session: table.session
                                namePrefix: "tpOption-"
                                kind: "primary"
                                visible: pick === 0 && table.inOptions(group, card, card2)
                            }
                        }
                        TableButton {
                            objectName: "tpOptionCancel"
                            kind: "secondary"
                            text: qsTr("Back")
                            onClicked: table.clearOptions()
                        }
                    }
                }
                // Pass-and-play: a Yum Yum question in the open.
                Flow {
                    objectName: "tpPublicQuestion"
                    width: parent.width
                    visible: session.publicSeat >= 0
                    spacing: 8
                    Text {
                        text: session.publicSeat >= 0 ? qsTr("%1, Yum Yum?").arg(session.seatName(session.publicSeat)) : ""
                        color: Theme.ink
                        font.bold: true
                        font.pixelSize: Theme.textSubheading
                        height: Theme.controlHeight
                        verticalAlignment: Text.AlignVCenter
                    }
                    TableButton {
                        objectName: "tpPublicPass"
                        kind: "secondary"
                        text: qsTr("No Yum Yum")
                        onClicked: session.publicPass()
                    }
                    TableButton {
                        objectName: "tpPublicPrivate"
                        kind: "primary"
                        text: qsTr("Let me look at my hand…")
                        onClicked: session.publicAnswerPrivately()
                    }
                }
                // First-time tips sit below the controls, so closing one
                // never moves a button.
                TpPointers {
                    id: pointerTip
                    width: parent.width
                    table: table
                }
            }
        }

        // A replay's controls sit where the decisions would be, clear of the hand.
        ReplayBar {
            id: replayBar
            session: session
            z: 5
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.verticalCenter: decisionBar.verticalCenter
        }

        // The viewer's hand.
        Item {
            id: handArea
            // Below the bar, tip and all: a tip may shrink the hand for a
            // moment but never hides the cards' names (the buttons above
            // stay put either way).
            anchors { left: parent.left; right: parent.right }
            y: decisionBar.y + decisionBar.height
            height: parent.height - y
            Text {
                id: handLabel
                visible: session.seatViews.some(p => p.shown) // qmllint disable type
                text: session.privacyNeeded ? "" : (session.handModel.count === 1 ? qsTr("Your hand: 1 card") : qsTr("Your hand: %1 cards").arg(session.handModel.count))
                      + (session.seatViews.length > 0 && session.viewer >= 0 ? "  ·  " + session.seatName(session.viewer) : "")
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
                    highlighted: table.pickLimit === 0 && table.playableCards.indexOf(modelData) >= 0
                    selected: table.picked.indexOf(index) >= 0
                    onClicked: table.cardClicked(modelData, index)
                    // Drag a card up onto the table to play (or pick) it, like a click.
                    property real dragStartY: 0
                    DragHandler {
                        objectName: "tpHandCardDrag"
                        target: handCard
                        enabled: table.pickLimit > 0 || table.playableCards.indexOf(handCard.card) >= 0
                        onActiveChanged: {
                            if (active) {
                                handCard.dragStartY = handCard.y
                                return
                            }
                            const playedUp = handCard.dragStartY - handCard.y > handCard.height * 0.5
                            Qt.callLater(handFan.layout)
                            if (playedUp)
                                table.cardClicked(handCard.card, handCard.index)
                        }
                    }
                }
            }
        }
    }

    // ---- overlays ----
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

    // Pass-and-play: a card of yours taken while you were away, said once you look.
    PrivateNotes {
        id: privateNotes
        session: session
        z: 60
        anchors.horizontalCenter: board.horizontalCenter
        anchors.bottom: board.bottom
        anchors.bottomMargin: 20
    }

    TpScoreTable {
        id: scoreTable
        objectName: "tpScoreTable"
        z: 70
        anchors.fill: parent
        visible: session.over && !session.busy && !session.replaying
        onVisibleChanged: if (visible) SoundBoard.play("win")
        session: session
        onPlayAgain: session.playAgain()
        onLeave: table.leave()
    }

    PrivacyScreen {
        id: privacyScreen
        objectName: "tpPrivacyScreen"
        z: 80
        anchors.fill: parent
        visible: session.privacyNeeded
        playerName: session.privacySeat >= 0 ? session.seatName(session.privacySeat) : ""
        mark: session.marks[session.privacySeat] || "?"
        seat: Math.max(0, session.privacySeat)
        reason: session.privacyReason
        onReady: session.confirmViewer()
    }

    // One's own face-down stash, shown to its owner on demand.
    TablePopup {
        id: ownStashPopup
        objectName: "tpOwnStash"
        title: qsTr("Your face-down stash")
        closeName: "tpOwnStashClose"
        maxWidth: 560
        onAboutToShow: if (!session.handVisible) close()
        Flow {
            width: parent.width
            spacing: 8
            Repeater {
                model: session.handVisible ? session.ownStash : []
                TpCard {
                    required property var modelData
                    width: 80; height: 112
                    interactive: false
                    card: modelData
                    name: session.cardName(modelData)
                    pointsText: session.cardPoints(modelData)
                }
            }
        }
    }
    // Hidden the moment the screen is handed over.
    Connections {
        target: session
        function onViewerChanged() { ownStashPopup.close() }
    }
}
