import QtQuick
import CritterTable

// A racer's one mark, wherever the racer shows (track, lap tracker, seat
// card, standings, hand-over screen): the character's critter face
// (td-critter-<id>.svg) on the seat's colour in the seat's shape, so racers
// are told apart by face, colour and shape alike. A CPU racer wears a
// "CPU" tag on the same token.
Item {
    id: token
    property int seat: 0
    property string characterId: ""      // aesop, chloe, flipp, jet, madam-penelope, winston
    property string characterName: ""    // for screen readers
    property bool cpu: false
    property bool active: false          // the racer whose turn it is: a ring round it

    implicitWidth: 30
    implicitHeight: implicitWidth
    Accessible.role: Accessible.StaticText
    Accessible.name: cpu ? qsTr("%1 (CPU)").arg(characterName) : characterName

    Rectangle {
        objectName: "tokenTurnRing"
        visible: token.active
        anchors.fill: parent
        anchors.margins: -Math.max(2, token.width * 0.1)
        radius: width / 2
        color: "transparent"
        border.color: Theme.focus
        border.width: Math.max(2, token.width * 0.08)
    }
    SeatMark {
        id: backing
        anchors.fill: parent
        seat: token.seat
        label: token.characterId.length > 0 ? "" : (token.characterName.charAt(0).toUpperCase() || "?")
        edge: Theme.card
        edgeWidth: Math.max(1, Math.round(token.width / 16))
    }
    Image {
        objectName: "tokenFace"
        visible: token.characterId.length > 0
        anchors.centerIn: parent
        // A triangle's and a star's middle sit a little low.
        anchors.verticalCenterOffset: backing.shape === "triangle" ? token.height * 0.1 : 0
        width: token.width * (backing.shape === "triangle" || backing.shape === "star" ? 0.62 : 0.8)
        height: width
        source: visible ? Theme.art("td-critter-" + token.characterId) : ""
        sourceSize.width: 96
        sourceSize.height: 96
        smooth: true
    }
    // CPU racers: a small dark tag on the token's lower edge.
    Rectangle {
        objectName: "tokenCpuTag"
        visible: token.cpu
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: -height * 0.35
        width: Math.max(cpuText.implicitWidth + 4, token.width * 0.6)
        height: Math.max(7, token.height * 0.3)
        radius: height / 3
        color: Theme.ink
        border.color: Theme.card
        border.width: 1
        Text {
            id: cpuText
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("CPU")
            color: Theme.card
            font.family: Theme.bodyFont
            font.bold: true
            font.pixelSize: Math.max(6, parent.height * 0.72)
        }
    }
}
