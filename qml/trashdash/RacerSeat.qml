import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// One racer at the edge of the table: name, character and ability (hover
// or focus for its text), cards in hand, Trash card held, Reroll tokens,
// lap and rank. The racer whose turn it is wears the amber ring.
Rectangle {
    id: seatCard
    property var racer: ({})
    property int lap: 1
    property int laps: 1
    property int rank: 1
    property bool thinking: false
    readonly property bool turn: racer.turn === true
    readonly property bool cpu: racer.cpu === true

    height: Math.max(62, info.implicitHeight + 8)
    radius: Theme.radiusSmall
    color: turn ? Theme.amberLight : Theme.card
    border.color: turn ? Theme.amber : racer.deciding === true ? Theme.teal : Theme.cardEdge
    border.width: turn || racer.deciding === true ? 3 : Theme.border
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Racer: %1, %2").arg(racer.name || "").arg(racer.characterName || "")
                     + (turn ? ", " + qsTr("their turn") : "")
    Accessible.description: qsTr("%1: %2").arg(racer.abilityName || "").arg(racer.abilityText || "")

    // The same mark as the racer's pawn: seat colour, seat shape, initial.
    SeatMark {
        id: dot
        objectName: "racerMark"
        x: 8
        anchors.verticalCenter: parent.verticalCenter
        width: 30; height: 30
        seat: seatCard.racer.seat || 0
        label: String(seatCard.racer.characterName || "?").charAt(0).toUpperCase()
    }
    Column {
        id: info
        anchors { left: dot.right; leftMargin: 8; right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
        spacing: 1
        Text {
            width: parent.width
            // Whose turn it is shows as a mark too, not only as the amber card.
            text: (seatCard.turn ? "▶ " : "") + (seatCard.racer.name || "") + (seatCard.racer.viewer === true ? "  " + qsTr("(you)") : "")
            elide: Text.ElideRight
            color: Theme.ink
            font.bold: true
            font.pixelSize: Theme.textSmall
        }
        Text {
            width: parent.width
            text: seatCard.cpu ? qsTr("%1 · CPU").arg(seatCard.racer.characterName || "")
                               : qsTr("%1 · %2").arg(seatCard.racer.characterName || "").arg(seatCard.racer.abilityName || "")
            elide: Text.ElideRight
            color: Theme.inkSoft
            font.pixelSize: Theme.textTiny
        }
        Text {
            objectName: "tdSeatFacts"
            width: parent.width
            // Large text: a second line rather than a cut.
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            color: Theme.tealDark
            font.pixelSize: Theme.textTiny
            font.bold: true
            text: {
                const parts = [qsTr("Lap %1/%2").arg(seatCard.lap).arg(seatCard.laps), qsTr("#%1").arg(seatCard.rank)]
                if (!seatCard.cpu)
                    parts.push(seatCard.racer.handCount === 1 ? qsTr("1 card") : qsTr("%1 cards").arg(seatCard.racer.handCount || 0))
                if (seatCard.racer.holdsTrash === true)
                    parts.push(qsTr("Trash"))
                if ((seatCard.racer.tokens || 0) > 0)
                    parts.push(seatCard.racer.tokens === 1 ? qsTr("1 token") : qsTr("%1 tokens").arg(seatCard.racer.tokens))
                if (seatCard.racer.invincible === true)
                    parts.push(qsTr("safe"))
                if (seatCard.thinking)
                    parts.push(qsTr("thinking…"))
                return parts.join(" · ")
            }
        }
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered || activeFocus
    ToolTip.delay: 400
    ToolTip.text: qsTr("%1: %2").arg(racer.abilityName || "").arg(racer.abilityText || "")
    FocusRing { shown: seatCard.activeFocus; baseRadius: Theme.radiusSmall }
}
