import QtQuick
import QtQuick.Controls.Basic
import CritterTable
import "TpCards.js" as TpCards

// A Trash Pandas card: the generic Card with our face (name band, icon,
// stash points). card: 0..7, or -1 for a face-down card.
Card {
    id: tpCard
    property int card: -1
    // What the card scores, from the rules (the session\'s cardPoints).
    property string pointsText: ""
    property string name: ""
    property string help: ""
    faceUp: card >= 0
    Accessible.name: card >= 0 ? qsTr("Trash Pandas card: %1").arg(name) : qsTr("face-down card")
    toolTip: help
    ToolTip.visible: help.length > 0 && (hovered || activeFocus)
    ToolTip.delay: 300
    ToolTip.text: qsTr("%1: %2").arg(name).arg(help)

    Rectangle {
        id: band
        width: parent.width
        height: Math.max(16, parent.height * 0.2)
        radius: 5
        color: tpCard.card >= 0 ? TpCards.cardBand[tpCard.card] : Theme.teal
        Text {
            textFormat: Text.PlainText
            anchors.fill: parent
            anchors.leftMargin: 3
            anchors.rightMargin: 3
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: tpCard.name
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 8
            font.pixelSize: Math.max(10, tpCard.width * 0.15)
            font.bold: true
            font.family: Theme.bodyFont
            color: "#ffffff"
            style: Text.Outline
            styleColor: "#55000000"
        }
    }
    Image {
        anchors.top: band.bottom
        anchors.bottom: points.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: 4
        source: tpCard.card >= 0 ? Theme.art(TpCards.cardArt[tpCard.card]) : ""
        sourceSize.width: 160; sourceSize.height: 160
        fillMode: Image.PreserveAspectFit
    }
    Text {
        id: points
        textFormat: Text.PlainText
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        visible: tpCard.height > 70
        text: tpCard.pointsText.length > 0 ? "★ " + tpCard.pointsText : ""
        font.pixelSize: Math.max(9, tpCard.width * 0.12)
        font.bold: true
        color: Theme.inkSoft
    }
}
