import QtQuick
import QtQuick.Layouts
import CritterTable

// One game on the Home table: a big card with our art, the name, player
// count, a one-line pitch, and buttons for its rules and a new game. A game
// that cannot start yet (the registry's playable) says "Coming soon" instead
// of offering a new game. Tiles lie a little askew and straighten up under
// the pointer or focus; Enter, Return and Space press the focused button.
Item {
    id: tile
    property GameEntry game: null   // from GameRegistry
    property real tilt: 0
    signal newGameRequested(string gameId)
    signal rulesRequested(string gameId)

    readonly property string gameId: game ? game.gameId : ""
    readonly property bool playable: game ? game.playable : false
    readonly property bool lifted: hover.hovered || newGameButton.activeFocus || rulesButton.activeFocus

    objectName: "gameTile-" + gameId
    implicitWidth: 340
    implicitHeight: content.implicitHeight + 28   // grows with the pitch's lines
    rotation: lifted ? 0 : tilt
    Behavior on rotation { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }

    HoverHandler { id: hover }

    SoftShadow {
        anchors.fill: face
        radius: face.radius
        elevation: tile.lifted ? 2.5 : 1
    }
    Rectangle {
        id: face
        width: parent.width
        height: parent.height
        y: tile.lifted ? -8 : 0
        radius: Theme.radiusLarge
        color: Theme.card
        border.color: tile.lifted ? Theme.amber : Theme.cardEdge
        border.width: tile.lifted ? 2 : 1
        Behavior on y { NumberAnimation { duration: Theme.motion; easing.type: Theme.easing } }

        // Clicking anywhere on a playable game's card starts a new game
        // (buttons lie above it).
        MouseArea {
            anchors.fill: parent
            enabled: tile.playable
            cursorShape: Qt.PointingHandCursor
            onClicked: tile.newGameRequested(tile.gameId)
        }

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 14
            spacing: 10

            Image {
                objectName: "tileArt"
                Layout.fillWidth: true
                Layout.preferredHeight: width * 0.625
                source: tile.game ? Theme.art(tile.game.art) : ""
                sourceSize: Qt.size(width * 2, width * 1.25) // qmllint disable type
                fillMode: Image.PreserveAspectFit
                smooth: true
            }
            Text {
                objectName: "tileTitle"
                Layout.fillWidth: true
                Layout.leftMargin: 6
                text: tile.game ? tile.game.title : ""
                font.family: Theme.displayFont
                font.pixelSize: 25
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Flow {
                Layout.fillWidth: true
                Layout.leftMargin: 6
                spacing: 8
                Chip {
                    objectName: "tilePlayers"
                    text: tile.game ? tile.game.players : ""
                }
                Chip {
                    text: tile.game ? tile.game.minutes : ""
                    color: Theme.amberLight
                    textColor: Theme.amberDark
                }
            }
            Text {
                objectName: "tilePitch"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.leftMargin: 6
                Layout.rightMargin: 6
                text: tile.game ? tile.game.pitch : ""
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                lineHeight: 1.15
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
                elide: Text.ElideRight
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                TableButton {
                    id: rulesButton
                    objectName: "rulesButton-" + tile.gameId
                    kind: "secondary"
                    text: qsTr("Rules")
                    onClicked: tile.rulesRequested(tile.gameId)
                }
                TableButton {
                    id: newGameButton
                    objectName: "newGameButton-" + tile.gameId
                    visible: tile.playable
                    Layout.fillWidth: true
                    kind: "primary"
                    glyph: "▶"
                    text: qsTr("New game")
                    onClicked: tile.newGameRequested(tile.gameId)
                }
                Text {
                    objectName: "comingSoon"
                    visible: !tile.playable
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Coming soon")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                    font.bold: true
                    font.italic: true
                    color: Theme.amberDark
                    elide: Text.ElideRight
                }
            }
        }
    }
}
