pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The keys of the table in front, in our own words: how to move around any
// table, then the game's own shortcuts (moves) and notes. Opened with ? or
// F1, or the table's Keys button; Esc or Close shuts it.
TablePopup {
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
        { keyText: qsTr("Ctrl+S"), label: qsTr("Save the game to a file") },
        { keyText: qsTr("L"), label: qsTr("Show or hide the game log") },
        { keyText: qsTr("? / F1"), label: qsTr("Show this list of keys") }
    ]
    // Keys that work on Home and the other screens too, not only at a table.
    readonly property var everyScreen: [
        { keyText: qsTr("Ctrl+O"), label: qsTr("Open a saved game") },
        { keyText: qsTr("Esc"), label: qsTr("Close a list or a choice; else go back (at a table: leave it)") }
    ]

    title: qsTr("Keys at the %1 table").arg(sheet.gameName)
    titleName: "shortcutSheetTitle"
    closeName: "shortcutSheetClose"
    maxWidth: 680

    // The rows are made the first time the sheet opens, and kept: some twenty
    // rows of text at every table otherwise, hidden until asked for (issue 35).
    ShortcutRows { width: parent.width; heading: qsTr("This game"); rows: sheet.made ? sheet.moves.concat(sheet.notes) : [] }
    ShortcutRows {
        width: parent.width
        heading: qsTr("At every table")
        rows: sheet.made ? sheet.everywhere.filter(row => sheet.logKey || row.keyText !== qsTr("L")) : []
    }
    ShortcutRows { width: parent.width; heading: qsTr("Everywhere, at a table and on Home"); rows: sheet.made ? sheet.everyScreen : [] }
}
