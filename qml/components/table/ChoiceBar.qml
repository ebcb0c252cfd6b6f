pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// The choice bar of every table: the session's ChoiceModel rows as buttons,
// each in the place C++ gave it for as long as the decision lasts (one
// Repeater in model order, so a row that appears later pushes nothing). A
// group that a card, a token or a slot opens shows in place of the bar's own
// rows, with Back. A game says which groups are the bar's own and whether
// the others show an opener, and may add its own pieces: `aside` beside the
// rows (Trash Pandas' odds), `optionsLead` before the opened options (the
// pick's Stash), `below` under the bar (first-time tips).
Panel {
    id: bar
    required property TableSession session
    readonly property ChoiceModel choices: session.choiceModel

    // objectNames: a row's button is the prefix and its id ("tpChoice-roll").
    property string namePrefix: "choice-"
    property string optionPrefix: namePrefix
    property string backName: "optionBack"
    property string waitingName: "waitingLine"
    // The groups whose rows are the bar's own buttons.
    property var barGroups: ["main"]
    // Other groups show an opener in their first row's place (Trash Pandas'
    // tokens and cards). Its objectName: a group "token-3" with openerNames
    // {"token-": "tpUseToken-"} is "tpUseToken-3".
    property bool openers: false
    property var openerNames: ({})
    function openerName(group) {
        for (const start in openerNames)
            if (group.startsWith(start))
                return openerNames[start] + group.slice(start.length)
        return "open-" + group
    }
    // The opened options' button style ("" keeps each row's own).
    property string optionKind: ""
    // A word after the rows while the viewer is asked ("Or click a card…").
    property string hint: ""

    // What the person opened: a group, or every row on one card.
    property string openGroup: ""
    property int openCard: -1
    readonly property bool optionsOpen: openGroup !== "" || openCard >= 0
    // The words before the opened options: by default the group's title from C++.
    property string optionTitle: groupTitle(openGroup)
    function groupTitle(name) {
        for (const g of choices.groups)
            if (g.group === name)
                return g.title
        return ""
    }
    // An opener was clicked: the game opens what it stands for.
    signal opened(string group, int token, int card)

    property alias aside: asideSlot.data
    property alias optionsLead: leadSlot.data
    property alias below: belowSlot.data

    function clearOptions() {
        openGroup = ""
        openCard = -1
    }
    // Is a row among the opened options?
    function inOptions(group, card, card2) {
        return openCard >= 0 ? card === openCard || card2 === openCard : group === openGroup
    }

    Connections {
        target: bar.session
        function onDecisionChanged() { bar.clearOptions() }
    }

    height: column.implicitHeight + 2 * padding
    // The room a table lays its board out around: the bar's height, but never
    // less than `steadyRows` rows of buttons, so an option that appears or a
    // group that opens moves neither the board above nor the hand below
    // (issue 29 item 23); the room the bar does not use stays bare table.
    property int steadyRows: 2
    readonly property real steadyHeight: Math.max(height, steadyRows * Theme.controlHeight + (steadyRows - 1) * 8
                                                  + (belowSlot.visible ? belowSlot.height + column.spacing : 0)
                                                  + 2 * padding)
    padding: 10
    radius: Theme.radius
    color: choices.offered > 0 ? Theme.card : Theme.cardShade

    Column {
        id: column
        width: parent.width
        spacing: 8
        RowLayout {
            width: parent.width
            spacing: 12
            Column {
                id: asideSlot
                visible: children.length > 0
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Text {
                    textFormat: Text.PlainText
                    visible: bar.optionsOpen
                    text: bar.optionTitle
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: Theme.textBody
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                }
                Row {
                    id: leadSlot
                    spacing: 8
                    visible: bar.optionsOpen && children.length > 0
                }
                // Each row's place; its button is made the first time the row
                // shows and kept (a hidden place takes no room in the Flow), so
                // the options of every card are not made hidden at each decision
                // (issue 35).
                Repeater {
                    model: bar.choices
                    delegate: Item {
                        id: row
                        required property string choiceId
                        required property string label
                        required property string group
                        required property string groupTitle
                        required property string style
                        required property bool available
                        required property bool groupAvailable
                        required property bool leadsGroup
                        required property string shortcut
                        required property int token
                        required property int card
                        required property int card2
                        required property int pick
                        readonly property bool asOpener: !bar.optionsOpen && bar.openers && leadsGroup
                                                         && bar.barGroups.indexOf(group) < 0
                        readonly property bool shown: bar.choices.offered > 0
                                 && (bar.optionsOpen ? pick === 0 && bar.inOptions(group, card, card2)
                                                     : asOpener || (pick === 0 && bar.barGroups.indexOf(group) >= 0))
                        property ChoiceButton button: null
                        function make() {
                            if (shown && !button)
                                button = buttonMaker.createObject(row) as ChoiceButton
                        }
                        onShownChanged: make()
                        Component.onCompleted: make()
                        visible: shown
                        implicitWidth: button ? button.width : 0
                        implicitHeight: button ? button.height : 0
                        Component {
                            id: buttonMaker
                            ChoiceButton {
                                choiceId: row.choiceId
                                label: row.label
                                group: row.group
                                groupTitle: row.groupTitle
                                style: row.style
                                available: row.available
                                groupAvailable: row.groupAvailable
                                leadsGroup: row.leadsGroup
                                shortcut: row.shortcut
                                session: bar.session
                                opener: row.asOpener
                                objectName: !row.shown ? ""
                                          : row.asOpener ? bar.openerName(row.group)
                                          : (bar.optionsOpen ? bar.optionPrefix : bar.namePrefix) + row.choiceId.replace(/ /g, "-")
                                kind: bar.optionsOpen && bar.optionKind.length > 0 ? bar.optionKind
                                    : opener && row.style === "accent" ? "primary" : row.style
                                onOpened: (opened) => bar.opened(opened, row.token, row.card)
                            }
                        }
                    }
                }
                TableButton {
                    objectName: bar.backName
                    visible: bar.optionsOpen
                    kind: "secondary"
                    text: qsTr("Back")
                    onClicked: bar.clearOptions()
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: bar.waitingName
                    visible: !bar.optionsOpen && text.length > 0
                    text: bar.choices.offered > 0 ? bar.hint
                        : bar.session.over ? "" : bar.session.botLine.length > 0 ? bar.session.botLine : qsTr("Waiting…")
                    color: Theme.inkSoft
                    font.pixelSize: Theme.textBody
                    font.italic: true
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
        Column {
            id: belowSlot
            width: parent.width
            visible: children.length > 0
        }
    }
}
