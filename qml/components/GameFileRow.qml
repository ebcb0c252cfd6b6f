import QtQuick
import CritterTable

// One game file in GameFilePanel's list: the game's picture, the file's
// name, who played and how far it got, and when it was saved; a file that
// cannot be opened says why instead, greyed.
Rectangle {
    id: row
    property string name: ""
    property string gameId: ""
    property var names: []
    property string progress: ""
    property date savedAt
    property bool readable: true
    property string error: ""
    property bool selected: false
    signal picked()
    signal activated()   // a double click: open (or save over) at once

    readonly property GameEntry game: gameId !== "" ? GameRegistry.game(gameId) : null
    readonly property string details: {
        if (!readable)
            return qsTr("Cannot be opened: %1").arg(error)
        const parts = []
        parts.push(game ? game.title : gameId)
        if (names.length > 0)
            parts.push(names.join(", "))
        if (progress !== "")
            parts.push(progress)
        return parts.join("  ·  ")
    }

    implicitHeight: Math.max(64, column.implicitHeight + 16)
    radius: Theme.radiusSmall
    color: selected ? Theme.tealLight : hover.hovered ? Theme.cardShade : "transparent"
    border.width: selected ? 2 : 0
    border.color: Theme.teal
    Behavior on color { ColorAnimation { duration: Theme.motionShort } }
    Accessible.role: Accessible.ListItem
    Accessible.name: name + ". " + details

    HoverHandler { id: hover }
    TapHandler {
        onTapped: row.picked()
        onDoubleTapped: row.activated()
    }

    Rectangle {
        id: thumb
        x: 10
        anchors.verticalCenter: parent.verticalCenter
        width: 64
        height: 44
        radius: 6
        color: Theme.cardShade
        border.color: Theme.cardEdge
        clip: true
        Image {
            anchors.fill: parent
            anchors.margins: 1
            visible: row.game !== null && row.readable
            source: row.game ? Theme.art(row.game.art) : ""
            sourceSize.width: 128
            sourceSize.height: 88
            fillMode: Image.PreserveAspectCrop
            asynchronous: true
        }
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: !row.readable
            text: "⚠"
            color: Theme.danger
            font.pixelSize: Theme.textHeading
        }
    }

    Column {
        id: column
        anchors.left: thumb.right
        anchors.leftMargin: 12
        anchors.right: when.left
        anchors.rightMargin: 12
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2
        BodyText {
            width: parent.width
            text: row.name
            elide: Text.ElideRight
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: row.details
            // A reason may need two lines; a game's details fit on one.
            wrapMode: row.readable ? Text.NoWrap : Text.Wrap
            elide: Text.ElideRight
            maximumLineCount: row.readable ? 1 : 2
            color: row.readable ? Theme.inkSoft : Theme.danger
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
        }
    }

    Text {
        id: when
        textFormat: Text.PlainText
        anchors.right: parent.right
        anchors.rightMargin: 12
        anchors.verticalCenter: parent.verticalCenter
        text: isNaN(row.savedAt.getTime()) ? ""
              : row.savedAt.toLocaleString(Qt.locale(AppSettings.language), Locale.ShortFormat)
        color: Theme.inkSoft
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
    }
}
