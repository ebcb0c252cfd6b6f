import QtQuick
import QtQuick.Layouts
import CritterTable

// One seat at the table: its colour token, a name, who sits there (a person,
// a bot or a CPU racer) and, for a bot, how well it plays. The Random level
// says in a line what it is; the card grows by that line.
Item {
    id: card
    property int seatIndex: 0
    property string seatName: ""
    property string defaultName: ""
    property string kind: "person"
    property string level: "normal"
    property bool cpuAllowed: false
    property bool removable: true
    // A rated game sets every bot's level from the person's rating: shown, not chosen.
    property string lockedLevel: ""
    readonly property string shownLevel: lockedLevel.length > 0 ? lockedLevel : level
    // Why the typed name was changed ("" when it was not).
    property string nameNote: ""
    signal nameEdited(string name)
    signal kindChosen(string kind)
    signal levelChosen(string level)
    signal removeRequested()

    objectName: "seatCard-" + seatIndex
    readonly property bool explainsLevel: kind === "bot" && shownLevel === "random"
    implicitWidth: 320
    // The least width at which no choice of who sits here is cut short
    // (the card's padding on both sides): the seat editor's columns follow it.
    readonly property real neededWidth: kindChoice.naturalWidth + 28
    // Taller when large text or the Random line needs it. Only the column's
    // own height counts: reading the line's height here too made a binding
    // loop while the column was being laid out (found by random clicks).
    implicitHeight: Math.max(176, cardColumn.implicitHeight + 28)

    // "remote": a person at their own screen, joining over the network (docs/network.md).
    readonly property var kindOptions: {
        const options = [{ value: "person", text: qsTr("Person") }, { value: "bot", text: qsTr("Bot") }]
        if (cpuAllowed)
            options.push({ value: "cpu", text: qsTr("CPU racer") })
        options.push({ value: "remote", text: qsTr("Online") })
        return options
    }
    readonly property var levelOptions: [
        { value: "random", text: qsTr("Random") },
        { value: "easy", text: qsTr("Easy") },
        { value: "normal", text: qsTr("Normal") },
        { value: "hard", text: qsTr("Hard") }
    ]

    Panel {
        anchors.fill: parent
        radius: Theme.radius
        padding: 14

        ColumnLayout {
            id: cardColumn
            anchors.fill: parent
            spacing: 10

            // Anchors, not a RowLayout: Qt 6.4's layouts miss a child shown
            // while the screen is still hidden (a screen being pushed), and
            // the remove button then sat on the seat's mark.
            Item {
                Layout.fillWidth: true
                implicitHeight: Math.max(40, nameField.implicitHeight)
                // The seat's colour, shape and number, as at the table.
                SeatMark {
                    id: seatMark
                    objectName: "seatMark"
                    width: 34
                    height: 34
                    anchors.verticalCenter: parent.verticalCenter
                    seat: card.seatIndex
                    label: String(card.seatIndex + 1)
                }
                TableTextField {
                    id: nameField
                    objectName: "seatName"
                    x: seatMark.width + 10
                    width: parent.width - x - (card.removable ? removeButton.width + 10 : 0)
                    anchors.verticalCenter: parent.verticalCenter
                    text: card.seatName
                    placeholderText: card.defaultName
                    Accessible.name: qsTr("Name of seat %1").arg(card.seatIndex + 1)
                    // One line of visible text, at most 20 characters (an emoji is one):
                    // what cannot stand is taken out at once, and the note says so.
                    onTextEdited: {
                        const typed = SeatNames.typed(text)
                        card.nameNote = typed.note
                        if (typed.name !== text) {
                            const at = Math.min(cursorPosition, typed.name.length)
                            text = typed.name
                            cursorPosition = at
                        }
                        card.nameEdited(typed.name)
                    }
                }
                TableButton {
                    id: removeButton
                    objectName: "removeSeat"
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    kind: "secondary"
                    glyph: "✕"
                    implicitWidth: 40
                    implicitHeight: 40
                    visible: card.removable
                    Accessible.name: qsTr("Remove seat %1").arg(card.seatIndex + 1)
                    onClicked: card.removeRequested()
                }
            }
            Text {
                objectName: "seatNameNote"
                visible: card.nameNote.length > 0
                Layout.fillWidth: true
                textFormat: Text.PlainText
                text: card.nameNote
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            SegmentedChoice {
                id: kindChoice
                objectName: "seatKind"
                Accessible.name: qsTr("Who sits at seat %1").arg(card.seatIndex + 1)
                Layout.fillWidth: true
                implicitWidth: 200   // the card decides the width; avoids a binding loop
                segmentWidth: (width - 8) / options.length
                options: card.kindOptions
                value: card.kind
                onActivated: (choice) => card.kindChosen(choice)
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(40, kindHint.implicitHeight)
                spacing: 10
                Text {
                    textFormat: Text.PlainText
                    visible: card.kind === "bot"
                    text: qsTr("Level")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                    color: Theme.inkSoft
                }
                TableComboBox {
                    objectName: "botLevel"
                    Accessible.name: qsTr("Bot level of seat %1: %2").arg(card.seatIndex + 1).arg(displayText)
                    visible: card.kind === "bot"
                    enabled: card.lockedLevel.length === 0
                    Layout.fillWidth: true
                    model: card.levelOptions
                    currentIndex: Math.max(0, card.levelOptions.findIndex((option) => option.value === card.shownLevel))
                    onActivated: card.levelChosen(currentValue)
                }
                Text {
                    id: kindHint
                    textFormat: Text.PlainText
                    visible: card.kind !== "bot"
                    Layout.fillWidth: true
                    text: card.kind === "cpu" ? qsTr("Races by the CPU die, no hand to play.")
                        : card.kind === "remote" ? qsTr("Joins from their own screen with the table code.")
                                                 : qsTr("Plays here, passing the screen.")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                    font.italic: true
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
            }
            Text {
                id: levelHint
                textFormat: Text.PlainText
                objectName: "levelHint"
                visible: card.explainsLevel
                Layout.fillWidth: true
                text: qsTr("Random plays any legal move: good for learning the rules.")
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                font.italic: true
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
        }
    }
}
