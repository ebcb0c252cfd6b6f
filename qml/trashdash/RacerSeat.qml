import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// One racer at the edge of the table: name, character and ability (hover
// or focus for its text), cards in hand, Trash card held, Reroll tokens,
// lap and rank. The racer whose turn it is wears the amber ring. Its facts
// are a row of the session's racerModel (TdRacerModel's roles).
Rectangle {
    id: seatCard
    property int seat: 0
    property string name: ""
    property string characterName: ""
    property string characterId: ""
    property string abilityName: ""
    property string abilityText: ""
    property bool cpu: false
    property bool turn: false
    property bool deciding: false
    property bool viewer: false
    property int handCount: 0        // as the observation gives it
    property bool holdsTrash: false
    property int tokens: 0
    property bool invincible: false
    property int lap: 1
    property int laps: 1
    property int rank: 1
    property bool thinking: false
    // Tournament points so far (-1: a single race, no points shown).
    property int tournamentPoints: -1

    // The table sets the height: every plate of a row as tall as the tallest.
    implicitHeight: Math.max(62, info.implicitHeight + 8)
    readonly property bool narrow: width < 160
    radius: Theme.radiusSmall
    color: turn ? Theme.amberLight : Theme.card
    border.color: turn ? Theme.amber : seatCard.deciding ? Theme.teal : Theme.cardEdge
    border.width: turn || seatCard.deciding ? 3 : Theme.border
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Racer: %1, %2").arg(seatCard.name).arg(seatCard.characterName)
                     + (turn ? ", " + qsTr("their turn") : "")
    Accessible.description: qsTr("%1: %2").arg(seatCard.abilityName).arg(seatCard.abilityText)

    // The same token as the racer's pawn: critter, seat colour, seat shape, CPU tag.
    CritterToken {
        id: dot
        objectName: "racerMark"
        x: 8
        anchors.verticalCenter: parent.verticalCenter
        // Narrow plates (five or six racers in a small window) give the words the room.
        width: seatCard.narrow ? 24 : 34; height: width
        seat: seatCard.seat
        characterId: seatCard.characterId
        characterName: seatCard.characterName
        cpu: seatCard.cpu
    }
    Column {
        id: info
        anchors { left: dot.right; leftMargin: seatCard.narrow ? 5 : 8; right: parent.right; rightMargin: seatCard.narrow ? 4 : 6; verticalCenter: parent.verticalCenter }
        spacing: 1
        NameLine {
            width: parent.width
            // Whose turn it is shows as a mark too, not only as the amber card.
            text: (seatCard.turn ? "▶ " : "") + seatCard.name + (seatCard.viewer ? "  " + qsTr("(you)") : "")
            objectName: "tdSeatName"
            // The name whole: a second line rather than "CPU-Re…" (issue 29 item 13).
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            maximumLineCount: 2
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            objectName: "tdSeatCharacter"
            text: seatCard.cpu ? qsTr("%1 · CPU").arg(seatCard.characterName)
                               : qsTr("%1 · %2").arg(seatCard.characterName).arg(seatCard.abilityName)
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.pixelSize: Theme.textTiny
        }
        Text {
            textFormat: Text.PlainText
            objectName: "tdSeatFacts"
            width: parent.width
            // Large text, narrow plates: more lines rather than a cut.
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            color: Theme.tealDark
            font.pixelSize: Theme.textTiny
            font.bold: true
            text: {
                const parts = [qsTr("Lap %1/%2").arg(seatCard.lap).arg(seatCard.laps), qsTr("#%1").arg(seatCard.rank)]
                if (!seatCard.cpu)
                    parts.push(seatCard.handCount === 1 ? qsTr("1 card") : qsTr("%1 cards").arg(seatCard.handCount))
                if (seatCard.holdsTrash)
                    parts.push(qsTr("Trash"))
                if (seatCard.tokens > 0)
                    parts.push(seatCard.tokens === 1 ? qsTr("1 token") : qsTr("%1 tokens").arg(seatCard.tokens))
                if (seatCard.invincible)
                    parts.push(qsTr("safe"))
                if (seatCard.tournamentPoints >= 0)
                    parts.push(seatCard.tournamentPoints === 1 ? qsTr("1 pt") : qsTr("%1 pts").arg(seatCard.tournamentPoints))
                if (seatCard.thinking)
                    parts.push(qsTr("thinking…"))
                return parts.join(" · ")
            }
        }
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered || activeFocus
    ToolTip.delay: 400
    ToolTip.text: qsTr("%1: %2").arg(seatCard.abilityName).arg(seatCard.abilityText)
    FocusRing { shown: seatCard.activeFocus; baseRadius: Theme.radiusSmall }
}
