pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The Trash Pandas choice bar: the shared ChoiceBar with the odds beside
// Roll, an opener for each token and card group, and a pick (Tree, Can or
// Tree) that collects hand cards until its Stash. QML keeps only what the
// person has opened; every row comes from C++.
ChoiceBar {
    id: bar
    property bool narrow: false
    readonly property TrashPandasSession tpSession: session as TrashPandasSession

    objectName: "tpDecisionBar"
    namePrefix: "tpChoice-"
    optionPrefix: "tpOption-"
    backName: "tpOptionCancel"
    waitingName: "tpWaitingLine"
    openers: true
    openerNames: ({ "token-": "tpUseToken-", "card-": "tpPlayCard-" })
    optionKind: "primary"
    onOpened: (group, token, card) => group.startsWith("token-") ? bar.tokenClicked(token) : bar.cardClicked(card, -1)

    // A token's group, or a card's plays.
    readonly property int optionToken: openGroup.startsWith("token-") ? Number(openGroup.slice(6)) : -1
    property int pickLimit: 0            // Tree / Can-Tree: cards to pick from the hand
    property var picked: []              // indices into the hand
    onOptionsOpenChanged: if (!optionsOpen) { pickLimit = 0; picked = [] }

    // The cards in the hand that some choice on offer plays (highlighted).
    readonly property var playableCards: choices.offeredCards
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
            openCard = openGroup === "" ? card : -1
        }
    }

    function tokenClicked(token) {
        openCard = -1
        picked = []
        openGroup = "token-" + token
        pickLimit = tpSession.pickLimit(token)
    }

    optionTitle: openCard >= 0 ? qsTr("Play %1:").arg(tpSession.cardName(openCard))
               : optionToken >= 0 ? tpSession.tokenPrompt(optionToken)
               : openGroup.startsWith("card-") ? qsTr("Play %1:").arg(tpSession.cardName(Number(openGroup.slice(5))))
               : ""

    // The odds beside Roll.
    aside: Column {
        objectName: "tpOdds"
        visible: bar.tpSession.oddsShown
        width: bar.narrow ? 230 : 300
        Text {
            textFormat: Text.PlainText
            objectName: "tpOddsText"
            width: parent.width
            // A likely bust is marked by a sign (in the text) as well as by the red.
            text: bar.tpSession.oddsText
            color: bar.tpSession.oddsWarning ? Theme.danger : Theme.ink
            font.bold: true
            font.pixelSize: Theme.textBody
            wrapMode: Text.WordWrap
        }
        Text {
            textFormat: Text.PlainText
            objectName: "tpOddsDetail"
            width: parent.width
            text: bar.tpSession.oddsDetail
            color: Theme.inkSoft
            font.pixelSize: Theme.textCaption
            wrapMode: Text.WordWrap
        }
    }

    // The pick's Stash comes first among the options, so one that appears later never pushes it.
    optionsLead: Repeater {
        model: bar.choices
        delegate: TableButton {
            required property string choiceId
            required property string group
            required property int pick
            required property bool available
            objectName: visible ? "tpStashPicked" : ""
            visible: pick > 0 && group === bar.openGroup
            enabled: available && bar.session.canChoosePicked(choiceId, bar.picked)
            kind: "accent"
            text: qsTr("Stash %n picked", "", bar.picked.length)
            onClicked: bar.session.choosePicked(choiceId, bar.picked)
        }
    }

    // First-time tips sit below the controls, so closing one never moves a button.
    below: TpPointers {
        width: parent ? parent.width : 0
        table: bar
    }
}
