pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// One seat at the table: name in the seat's colour, crowns, how many cards
// they hold (backs), what they are doing, and their spread discard pile.
Panel {
    id: seat
    property int seatNumber: 0
    property string name: ""
    property bool isBot: false
    property string mark: "?"           // the letter or cog on the seat's mark (the session's marks)
    property int crowns: 0
    property int handSize: 0
    property bool showHandBacks: true
    property var pile: []               // a card list model (the session's pileModel) or an array
    property bool pileDrawable: false
    property string pileTip: ""         // the words of the choice that draws from the pile
    property bool pileLocked: false
    property bool active: false         // their turn / their decision
    property string status: ""          // e.g. "thinking…", "has chosen"
    property real pileCardWidth: 40
    readonly property alias pileItem: pileView
    readonly property alias handAnchor: backs
    readonly property alias plate: header   // the seat's keyboard stop
    readonly property string hoverHint: pileView.hoverHint
    signal drawRequested(int owner)

    objectName: "seat-" + seatNumber
    padding: 10
    // What it needs: taller with large text.
    implicitHeight: header.height + 4 + infoRow.height + 2 + pileView.height + 2 * padding
    elevation: active ? 2 : 1
    color: active && !Theme.highContrast ? "#fff8ea" : Theme.card

    Rectangle {
        // The turn marker: a band in the seat's colour.
        anchors.fill: parent
        anchors.margins: -seat.padding
        radius: seat.radius
        color: "transparent"
        border.color: Theme.seatColor(seat.seatNumber)
        border.width: seat.active ? 4 : 0
    }

    Row {
        id: header
        width: parent.width
        spacing: 6
        activeFocusOnTab: true
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Seat %1: %2").arg(seat.seatNumber + 1).arg(seat.name)
                         + (seat.isBot ? ", " + qsTr("bot") : "") + (seat.active ? ", " + qsTr("their turn") : "")
        Accessible.description: qsTr("%n crown(s)", "", seat.crowns) + ", " + qsTr("%n card(s) in hand", "", seat.handSize)
                                + (seat.status.length > 0 ? ", " + seat.status : "")
        // The seat's colour, shape and initial (a bot's cog).
        SeatMark {
            id: seatMark
            objectName: "seatMark-" + seat.seatNumber
            width: 22; height: 22
            anchors.verticalCenter: parent.verticalCenter
            seat: seat.seatNumber
            label: seat.mark
            labelFont: Theme.bodyFont
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width - seatMark.width - crownRow.width - 12
            anchors.verticalCenter: parent.verticalCenter
            // Whose turn it is shows as a mark too, not only as the coloured band.
            text: (seat.active ? "▶ " : "") + seat.name
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            font.bold: true
            elide: Text.ElideRight
        }
        Row {
            id: crownRow
            objectName: "crowns-" + seat.seatNumber
            property int count: seat.crowns
            anchors.verticalCenter: parent.verticalCenter
            spacing: 2
            Repeater {
                model: 2
                Image {
                    required property int index
                    width: 24; height: 18
                    source: Theme.art("pp-crown")
                    sourceSize.width: 64; sourceSize.height: 48
                    opacity: index < seat.crowns ? 1 : Theme.highContrast ? 0.35 : 0.18
                }
            }
        }
    }

    FocusRing { anchors.fill: header; shown: header.activeFocus; baseRadius: 6 }

    Row {
        id: infoRow
        anchors.top: header.bottom
        anchors.topMargin: 4
        width: parent.width
        spacing: 8
        Item {
            id: backs
            visible: seat.showHandBacks
            width: visible ? 22 + Math.min(seat.handSize, 7) * 5 : 0
            height: 28
            Repeater {
                model: Math.min(seat.handSize, 8)
                Image {
                    required property int index
                    x: index * 5
                    width: 20; height: 28
                    source: Theme.art("pp-back")
                    sourceSize.width: 40; sourceSize.height: 56
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            objectName: "handCount-" + seat.seatNumber
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Hand: %1").arg(seat.handSize)
            color: Theme.inkSoft
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            width: parent.width - x
            text: seat.status
            color: Theme.tealDark
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
            font.italic: true
            elide: Text.ElideRight
        }
    }

    PandaDiscardPile {
        id: pileView
        anchors.top: infoRow.bottom
        anchors.topMargin: 2
        width: parent.width
        height: cardHeight + 6
        cardWidth: seat.pileCardWidth
        owner: seat.seatNumber
        ownerName: seat.name
        cards: seat.pile
        drawable: seat.pileDrawable
        drawTip: seat.pileTip
        lockedByA: seat.pileLocked
        onDrawRequested: (owner) => seat.drawRequested(owner)
    }
}
