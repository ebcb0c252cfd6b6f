import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// The viewer's Trash card slot: empty, or the one Trash card they hold,
// its name and what it does (hover or focus for the whole text).
Rectangle {
    id: slot
    property int card: -1
    property string name: ""
    property string text: ""
    // The Trash card can be played now (its group of choices is on offer):
    // a click or Enter plays it, or opens its targets in the bar (selected).
    property bool playable: false
    property bool selected: false
    signal clicked()

    width: 110
    height: 100
    radius: 8
    color: card >= 0 ? "#3f4a47" : "transparent"
    border.color: selected ? Theme.focus : playable ? Theme.amber : Theme.onTableSoft
    border.width: playable || selected ? 3 : 1
    activeFocusOnTab: card >= 0
    Accessible.role: playable ? Accessible.Button : Accessible.StaticText
    Accessible.name: card >= 0 ? qsTr("Trash card: %1").arg(name) : qsTr("No Trash card")
    Accessible.onPressAction: if (playable) slot.clicked()
    Keys.onReturnPressed: if (playable) slot.clicked()
    Keys.onEnterPressed: if (playable) slot.clicked()
    Keys.onSpacePressed: if (playable) slot.clicked()

    Text {
        textFormat: Text.PlainText
        visible: slot.card < 0
        anchors.centerIn: parent
        width: parent.width - 10
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: qsTr("Trash card slot (empty)")
        color: Theme.onTableSoft
        font.pixelSize: Theme.textTiny
        font.italic: true
    }
    Column {
        visible: slot.card >= 0
        anchors.fill: parent
        anchors.margins: 6
        spacing: 2
        Image {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(36, slot.height * 0.35); height: width
            source: Theme.art("td-trash-card")
            sourceSize.width: 64; sourceSize.height: 64
        }
        Text {
            textFormat: Text.PlainText
            objectName: "tdTrashName"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: slot.name
            color: Theme.amberLight
            font.pixelSize: Theme.textCaption
            font.bold: true
        }
    }
    HoverHandler { id: hover }
    ToolTip.visible: card >= 0 && (hover.hovered || activeFocus)
    ToolTip.text: qsTr("%1: %2").arg(name).arg(text)
    MouseArea {
        anchors.fill: parent
        enabled: slot.playable
        cursorShape: Qt.PointingHandCursor
        onClicked: slot.clicked()
    }
    FocusRing { shown: slot.activeFocus; baseRadius: 8 }
}
