import QtQuick
import CritterTable

// An Action card: its Move value big, and an Attack (red) or Scare
// (purple) badge when it has one. Highlighted when it can be played now.
Item {
    id: card
    property int kind: -1
    property int move: 0
    property int attack: 0
    property int scare: 0
    property string name: ""
    property bool highlighted: false
    property bool selected: false
    property bool interactive: true
    signal clicked()

    width: 72
    height: 100
    // Every card in the hand is a stop (to be read); Enter plays a playable one.
    activeFocusOnTab: interactive
    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Trash Dash card: %1").arg(name)
    Accessible.description: qsTr("Move %1").arg(move)
                            + (attack > 0 ? ", " + qsTr("Attack %1").arg(attack) : "")
                            + (scare > 0 ? ", " + qsTr("Scare %1").arg(scare) : "")
                            + (highlighted ? ", " + qsTr("can be played now") : "")
    Accessible.onPressAction: if (interactive) card.clicked()
    Keys.onSpacePressed: if (interactive) card.clicked()
    Keys.onReturnPressed: if (interactive) card.clicked()
    Keys.onEnterPressed: if (interactive) card.clicked()

    Rectangle {
        id: face
        anchors.fill: parent
        y: card.selected ? -10 : 0
        radius: 8
        color: Theme.card
        border.color: card.activeFocus ? Theme.focus : card.highlighted ? Theme.amber : Theme.cardEdge
        border.width: card.highlighted || card.activeFocus ? 3 : 1
        Behavior on y { NumberAnimation { duration: Theme.moveShort } }

        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.top
            anchors.topMargin: parent.height * 0.08
            text: qsTr("Move")
            color: Theme.inkSoft
            font.pixelSize: Math.max(9, card.height * 0.1)
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            objectName: "tdCardMove"
            anchors.centerIn: parent
            anchors.verticalCenterOffset: card.attack + card.scare > 0 ? -card.height * 0.08 : 0
            text: card.move
            color: Theme.tealDark
            font.family: Theme.displayFont
            font.pixelSize: card.height * 0.36
            font.bold: true
        }
        Rectangle {
            objectName: "tdCardBadge"
            visible: card.attack + card.scare > 0
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: parent.height * 0.07
            width: parent.width * 0.84
            height: parent.height * 0.22
            radius: 5
            color: card.attack > 0 ? Theme.danger : Theme.scare
            Text {
                textFormat: Text.PlainText
                objectName: "tdCardBadgeText"
                anchors.centerIn: parent
                width: parent.width - 4
                horizontalAlignment: Text.AlignHCenter
                // A sign before the word, so Attack and Scare differ by more than colour.
                text: (card.attack > 0 ? "⚔ " + qsTr("Attack %1").arg(card.attack) : "‼ " + qsTr("Scare %1").arg(card.scare))
                color: Theme.card
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 7
                font.pixelSize: Math.max(8, card.height * 0.11)
                font.bold: true
            }
        }
    }
    MouseArea {
        anchors.fill: parent
        enabled: card.interactive
        hoverEnabled: true
        cursorShape: card.highlighted ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
    FocusRing { shown: card.activeFocus; baseRadius: 8 }
}
