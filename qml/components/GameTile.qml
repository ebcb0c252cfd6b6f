import QtQuick
import QtQuick.Layouts
import CritterTable

// One game on the Home table: a big card with our art, the name, player
// count, a one-line pitch, and buttons for its rules and a new game. A game
// that cannot start yet (the registry's playable) says "Coming soon" instead
// of offering a new game. A game left unfinished (saved: SavedGames.summary)
// offers Continue above New game, with who sat there, how far it got and
// when it was left, in place of the pitch. Tiles lie a little askew and
// straighten up under the pointer or focus; Enter, Return and Space press
// the focused button.
Item {
    id: tile
    property GameEntry game: null   // from GameRegistry
    property real tilt: 0
    // SavedGames.summary(gameId): {exists, names, progress, savedAt, ...}
    property var saved: ({})
    // "Now" for "left 5 minutes ago" (the home screen moves it on).
    property date now: new Date()
    signal newGameRequested(string gameId)
    signal continueRequested(string gameId)
    signal rulesRequested(string gameId)
    // Learn to play: a short lesson at the table, with a coach.
    signal learnRequested(string gameId)

    readonly property string gameId: game ? game.gameId : ""
    readonly property bool playable: game ? game.playable : false
    readonly property bool canContinue: playable && !!saved && saved.exists === true
    // An autosave that is there but could not be read: say so, and why, rather than nothing.
    readonly property bool savedDamaged: playable && !!saved && saved.exists === false && !!saved.error
    readonly property bool lifted: hover.hovered || newGameButton.activeFocus || rulesButton.activeFocus
                                   || continueSlot.activeFocus || learnButton.activeFocus

    // When the unfinished game was left, in words: "left 5 minutes ago", or a date.
    function leftWhen(savedAt, now) {
        if (!savedAt || isNaN(savedAt.getTime()))
            return ""
        const minutes = Math.floor((now.getTime() - savedAt.getTime()) / 60000)
        if (minutes < 1)
            return qsTr("left just now")
        if (minutes < 60)
            return minutes === 1 ? qsTr("left a minute ago") : qsTr("left %1 minutes ago").arg(minutes)
        const hours = Math.floor(minutes / 60)
        if (hours < 24)
            return hours === 1 ? qsTr("left an hour ago") : qsTr("left %1 hours ago").arg(hours)
        return qsTr("left on %1").arg(savedAt.toLocaleDateString(Qt.locale(AppSettings.language), Locale.ShortFormat))
    }

    objectName: "gameTile-" + gameId
    implicitWidth: 340
    implicitHeight: content.implicitHeight + 28   // grows with the pitch's lines
    // The least it can take: its art at its smallest (Home scrolls below that).
    readonly property real leastHeight: implicitHeight - (tileArt.Layout.preferredHeight - tileArt.Layout.minimumHeight)
    rotation: lifted || Theme.reducedMotion ? 0 : tilt
    Behavior on rotation { NumberAnimation { duration: Theme.moveMedium; easing.type: Theme.easing } }

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
        Behavior on y { NumberAnimation { duration: Theme.moveMedium; easing.type: Theme.easing } }

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

            SteadyImage {
                id: tileArt
                objectName: "tileArt"
                Layout.fillWidth: true
                // Smaller beside an unfinished game, to make room for it;
                // smaller still when large text needs the room.
                Layout.fillHeight: true
                Layout.preferredHeight: width * (tile.canContinue ? 0.5 : 0.625)
                Layout.maximumHeight: Layout.preferredHeight
                Layout.minimumHeight: Math.min(Layout.preferredHeight, 60)
                // Drawn off the GUI thread, so the window's first frame does
                // not wait for three pictures, and asked for once the layout
                // has given it a width (at width 0 it would be drawn at its
                // own size first). At the screen's own pixels: twice that cost
                // 2.8 MiB more for the three tiles (docs/performance.md).
                source: tile.game ? ArtImages.source(tile.game.art, "fit") : ""
                drawSize: Qt.size(width * Screen.devicePixelRatio, width * 0.625 * Screen.devicePixelRatio)
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tileTitle"
                Accessible.role: Accessible.Heading
                Accessible.name: text
                Layout.fillWidth: true
                Layout.leftMargin: 6
                text: tile.game ? tile.game.title : ""
                font.family: Theme.displayFont
                font.pixelSize: Theme.scaled(25)
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Flow {
                visible: !tile.canContinue
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
                textFormat: Text.PlainText
                objectName: "tilePitch"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                visible: !tile.canContinue && !tile.savedDamaged
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.leftMargin: 6
                Layout.rightMargin: 6
                text: tile.game ? tile.game.pitch : ""
                // The whole pitch, up to four lines, before the art: the art
                // gives way to it (a small window, an unfinished game's tile
                // setting every tile's height, large text).
                // (A line is about 1.2 times the font's size, times lineHeight.)
                Layout.minimumHeight: Math.min(implicitHeight, Math.ceil(Theme.textBody * 1.2 * 1.15 * 4.3))
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                lineHeight: 1.15
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
                elide: Text.ElideRight
            }
            // The unfinished game: who sat there, how far it got, when it was left.
            // Made only when there is one (as the note below and "Coming
            // soon"): Home's first frame makes no hidden notes (issue 35).
            Loader {
                objectName: "tileSaved"
                active: tile.canContinue
                visible: active
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: implicitHeight
                sourceComponent: savedNote
            }
            // The notes' components are made only by the Loaders beside them, in
            // this tile's own context, so "tile" is always there: qmllint 6.4
            // cannot know that without ComponentBehavior: Bound, which the
            // tile's tests' findChild does not see through.
            // qmllint disable unqualified
            Component {
                id: savedNote
                TileNote {
                    color: Theme.tealLight
                    title: qsTr("Unfinished game")
                    Text {
                        textFormat: Text.PlainText
                        objectName: "tileSavedWhen"
                        Layout.fillWidth: true
                        text: tile.canContinue ? tile.leftWhen(tile.saved.savedAt, tile.now) : ""
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        font.italic: true
                        color: Theme.inkSoft
                        elide: Text.ElideRight
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "tileSavedNames"
                        Layout.fillWidth: true
                        text: tile.canContinue && tile.saved.names ? tile.saved.names.join(", ") : ""
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "tileSavedProgress"
                        Layout.fillWidth: true
                        text: tile.canContinue && tile.saved.progress ? tile.saved.progress : ""
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
            }
            // The unfinished game that could not be read: why, and that a new game replaces it.
            Loader {
                objectName: "tileSavedDamaged"
                active: tile.savedDamaged
                visible: active
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: implicitHeight
                sourceComponent: damagedNote
            }
            Component {
                id: damagedNote
                TileNote {
                    color: Theme.amberLight
                    titleColor: Theme.amberDark
                    title: qsTr("The unfinished game could not be read")
                    Accessible.role: Accessible.StaticText
                    Accessible.name: title + ". " + damagedWhy.text + " " + damagedNext.text
                    Text {
                        id: damagedWhy
                        textFormat: Text.PlainText
                        objectName: "tileSavedDamagedWhy"
                        Layout.fillWidth: true
                        text: tile.savedDamaged ? String(tile.saved.error) : ""
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        color: Theme.ink
                        wrapMode: Text.WrapAnywhere
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                    Text {
                        id: damagedNext
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: qsTr("The file is left as it is until a new game takes its place.")
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        font.italic: true
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }
                }
            }
            Component {
                id: continueComponent
                TableButton {
                    objectName: "continueButton-" + tile.gameId
                    kind: "primary"
                    glyph: "▶"
                    text: qsTr("Continue")
                    Accessible.description: tile.game ? tile.game.title : ""
                    onClicked: tile.continueRequested(tile.gameId)
                }
            }
            // qmllint enable unqualified
            // Made only beside an unfinished game (Home's first frame makes no hidden buttons).
            Loader {
                id: continueSlot
                active: tile.canContinue
                visible: active
                Layout.fillWidth: true
                sourceComponent: continueComponent
            }
            TableButton {
                id: learnButton
                objectName: "learnButton-" + tile.gameId
                visible: tile.playable && Lessons.has(tile.gameId)
                Layout.fillWidth: true
                kind: "secondary"
                text: qsTr("Learn to play")
                Accessible.description: tile.game ? tile.game.title : ""
                onClicked: tile.learnRequested(tile.gameId)
            }
            // Rules keeps its words' width in every language; New game (or
            // "Coming soon") takes the rest. Placed by hand: a RowLayout here
            // kept the English width for Rules after a change of language and
            // cut it ("Re…"), and the button's implicit width lagged too, so
            // the words are measured.
            Item {
                id: buttonRow
                readonly property real spacing: 10
                readonly property real restX: (rulesButton.visible ? rulesButton.width + spacing : 0)
                Layout.fillWidth: true
                implicitHeight: Math.max(rulesButton.implicitHeight, newGameButton.implicitHeight)
                TableButton {
                    id: rulesButton
                    objectName: "rulesButton-" + tile.gameId
                    width: Math.max(implicitWidth, Math.ceil(rulesWords.advanceWidth) + leftPadding + rightPadding + 2)
                    height: parent.height
                    TextMetrics {
                        id: rulesWords
                        font: rulesButton.font
                        text: rulesButton.text
                    }
                    kind: "secondary"
                    text: qsTr("Rules")
                    Accessible.description: tile.game ? tile.game.title : ""   // three tiles, three "Rules": which game
                    onClicked: tile.rulesRequested(tile.gameId)
                }
                TableButton {
                    id: newGameButton
                    objectName: "newGameButton-" + tile.gameId
                    visible: tile.playable
                    x: buttonRow.restX
                    width: buttonRow.width - x
                    height: parent.height
                    // Beside Continue a new game is the second choice.
                    kind: tile.canContinue ? "secondary" : "primary"
                    // The arrow goes first when the words need the room (large
                    // text, a long language in a small window).
                    glyph: tile.canContinue || Theme.textScale > 1.2 || !arrowFits ? "" : "▶"
                    readonly property bool arrowFits: width >= withArrow.advanceWidth + leftPadding + rightPadding + 2
                    TextMetrics {
                        id: withArrow
                        font: newGameButton.font
                        text: "▶  " + newGameButton.text
                    }
                    text: qsTr("New game")
                    Accessible.description: tile.game ? tile.game.title : ""
                    onClicked: tile.newGameRequested(tile.gameId)
                }
                // Made only for a game that cannot start yet.
                Loader {
                    objectName: "comingSoon"
                    active: !tile.playable
                    visible: active
                    x: buttonRow.restX
                    width: buttonRow.width - x
                    anchors.verticalCenter: parent.verticalCenter
                    sourceComponent: Text {
                        textFormat: Text.PlainText
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
}
