pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// The Trash Pandas choice bar: the odds beside Roll, then the session's
// choice rows (ChoiceModel, built in C++ from the legal actions), each in
// the place C++ gave it for as long as the decision lasts. A token's or a
// card's group opens here; a pick (Tree, Can or Tree) collects hand cards
// until its Stash. QML keeps only what the person has opened.
Panel {
    id: bar
    required property TrashPandasSession session
    property bool narrow: false
    readonly property ChoiceModel choices: session.choiceModel

    // What the viewer has opened before it becomes a choice: a group of the
    // session's choices (a token's, a card's), or every choice on one card.
    property string openGroup: ""
    property int optionCard: -1          // a card whose several plays are offered
    readonly property int optionToken: openGroup.startsWith("token-") ? Number(openGroup.slice(6)) : -1
    property int pickLimit: 0            // Tree / Can-Tree: cards to pick from the hand
    property var picked: []              // indices into the hand
    readonly property bool optionsOpen: openGroup !== "" || optionCard >= 0

    function clearOptions() {
        openGroup = ""
        optionCard = -1
        pickLimit = 0
        picked = []
    }

    // What the session offers, read from its choice rows (C++ built them).
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

    Connections {
        target: bar.session
        function onDecisionChanged() { bar.clearOptions() }
    }

    objectName: "tpDecisionBar"
    height: barColumn.implicitHeight + 2 * padding
    padding: 10
    radius: Theme.radius
    color: bar.choices.offered > 0 ? Theme.card : Theme.cardShade

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
                visible: bar.session.oddsShown
                Layout.preferredWidth: bar.narrow ? 230 : 300
                Text {
                    objectName: "tpOddsText"
                    width: parent.width
                    // A likely bust is marked by a sign (in the text) as well as by the red.
                    text: bar.session.oddsText
                    color: bar.session.oddsWarning ? Theme.danger : Theme.ink
                    font.bold: true
                    font.pixelSize: Theme.textBody
                    wrapMode: Text.WordWrap
                }
                Text {
                    objectName: "tpOddsDetail"
                    width: parent.width
                    text: bar.session.oddsDetail
                    color: Theme.inkSoft
                    font.pixelSize: Theme.textCaption
                    wrapMode: Text.WordWrap
                }
            }
            // The bar's own choices, then what opens a token's or a card's,
            // each in the place C++ gave it for as long as the decision lasts.
            Flow {
                Layout.fillWidth: true
                visible: !bar.optionsOpen
                spacing: 8
                // One repeater, so a choice or group that appears later comes
                // after every button and pushes none.
                Repeater {
                    model: bar.choices
                    delegate: ChoiceButton {
                        required property int token
                        required property int card
                        session: bar.session
                        opener: group !== "main"
                        visible: (group === "main" || leadsGroup) && bar.choices.offered > 0
                        objectName: !visible ? "" : group === "main" ? "tpChoice-" + choiceId.replace(/ /g, "-")
                                  : group.startsWith("token-") ? "tpUseToken-" + token : "tpPlayCard-" + card
                        onOpened: (opened) => opened.startsWith("token-") ? bar.tokenClicked(token) : bar.cardClicked(card, -1)
                    }
                }
                Text {
                    visible: bar.choices.offered === 0
                    text: bar.session.over ? "" : bar.session.botLine.length > 0 ? bar.session.botLine : qsTr("Waiting…")
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
                visible: bar.optionsOpen
                spacing: 8
                Text {
                    text: bar.optionTitle
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: Theme.textBody
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
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
                Repeater {
                    model: bar.choices
                    delegate: ChoiceButton {
                        required property int pick
                        required property int card
                        required property int card2
                        session: bar.session
                        namePrefix: "tpOption-"
                        kind: "primary"
                        visible: pick === 0 && bar.inOptions(group, card, card2)
                    }
                }
                TableButton {
                    objectName: "tpOptionCancel"
                    kind: "secondary"
                    text: qsTr("Back")
                    onClicked: bar.clearOptions()
                }
            }
        }
        // First-time tips sit below the controls, so closing one
        // never moves a button.
        TpPointers {
            id: pointerTip
            width: parent.width
            table: bar
        }
    }
}
