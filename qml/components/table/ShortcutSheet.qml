pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// The keys of the table in front, in our own words: how to move around any
// table, then the game's own shortcuts (moves) and notes. Opened with ? or
// F1, or the table's Keys button; Esc or Close shuts it.
T.Popup {
    id: sheet
    objectName: "shortcutSheet"
    property string gameName: ""
    property var moves: []     // [{keyText, label}]
    property var notes: []     // [{keyText, label}]
    property bool logKey: true // the table's log can be hidden with L

    readonly property var everywhere: [
        { keyText: qsTr("Tab / Shift+Tab"), label: qsTr("Go to the next or previous part of the table: your hand, piles, tokens, players, track, the moves you can make, the top bar") },
        { keyText: qsTr("← → ↑ ↓"), label: qsTr("Go from one thing to the next within that part") },
        { keyText: qsTr("Home / End"), label: qsTr("Go to the first or last thing in that part") },
        { keyText: qsTr("Enter / Space"), label: qsTr("Play, take or use what has focus") },
        { keyText: qsTr("U / Ctrl+Z"), label: qsTr("Take back your last move (against bots, when undo is on)") },
        { keyText: qsTr("H"), label: qsTr("Ask for a hint") },
        { keyText: qsTr("L"), label: qsTr("Show or hide the game log") },
        { keyText: qsTr("? / F1"), label: qsTr("Show this list of keys") },
        { keyText: qsTr("Esc"), label: qsTr("Close a list or a choice; at the table, leave it") }
    ]

    parent: T.Overlay.overlay
    modal: true
    dim: true
    focus: true
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? (parent.height - height) / 2 : 0
    width: parent ? Math.min(parent.width - 60, 680) : 600
    height: parent ? Math.min(parent.height - 60, content.implicitHeight + 12 + 2 * padding) : 500
    padding: 22
    T.Overlay.modal: Rectangle { color: Theme.scrim }
    background: Panel { elevation: 2 }
    onOpened: closeButton.forceActiveFocus(Qt.TabFocusReason)

    contentItem: Flickable { // qmllint disable deferred-property-id
        id: scroller
        contentHeight: content.implicitHeight + 12
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        T.ScrollBar.vertical: TableScrollBar {}
        Keys.onUpPressed: scroller.flick(0, 600)
        Keys.onDownPressed: scroller.flick(0, -600)

        // Inset a little, so the Close button's focus ring is not cut off.
        Column {
            id: content
            x: 6
            y: 6
            width: scroller.width - 12
            spacing: 10
            Row {
                width: parent.width
                Text {
                    id: title
                    objectName: "shortcutSheetTitle"
                    width: parent.width - closeButton.width
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Keys at the %1 table").arg(sheet.gameName)
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.textSubheading
                    font.bold: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                TableButton {
                    id: closeButton
                    objectName: "shortcutSheetClose"
                    kind: "secondary"
                    text: qsTr("Close")
                    onClicked: sheet.close()
                }
            }
            ShortcutRows { width: parent.width; heading: qsTr("This game"); rows: sheet.moves.concat(sheet.notes) }
            ShortcutRows {
                width: parent.width
                heading: qsTr("At every table")
                rows: sheet.everywhere.filter(row => sheet.logKey || row.keyText !== qsTr("L"))
            }
        }
    }
}
