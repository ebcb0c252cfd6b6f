import QtQuick
import QtQuick.Layouts
import CritterTable

// Home's bottom row: how the keyboard works, rejoining the table last joined,
// joining another, and opening a saved game. Its words were HomeScreen's and
// keep that translation context (qsTranslate). Its own file so Rejoin can be
// made only when there is a table to rejoin: HomeScreen is Bound, and Qt
// 6.4's Loader refuses a component made there ("Cannot instantiate bound
// component outside its creation context").
RowLayout {
    id: footer
    signal joinChosen()
    signal openChosen()
    spacing: Theme.gap

    Text {
        textFormat: Text.PlainText
        objectName: "keyboardHint"
        Layout.fillWidth: true
        text: qsTranslate("HomeScreen", "Tab moves between buttons, Enter or Space presses one, Ctrl+O opens a saved game, Esc goes back.")
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
        color: Theme.onTableSoft
        opacity: Theme.highContrast ? 1 : 0.85
        // Large text: two lines rather than a cut.
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }
    // Network play: the table last joined (kept while its game goes on).
    // Made only when there is one (Home's first frame makes no hidden buttons).
    Loader {
        active: NetPlay.rejoinCode !== ""
        visible: active
        sourceComponent: TableButton {
            objectName: "rejoinButton"
            kind: "accent"
            text: qsTranslate("HomeScreen", "Rejoin table %1").arg(NetPlay.rejoinCode)
            onClicked: NetPlay.rejoin()
        }
    }
    TableButton {
        objectName: "joinTableButton"
        kind: "secondary"
        text: qsTranslate("HomeScreen", "Join a table…")
        onClicked: footer.joinChosen()
    }
    TableButton {
        objectName: "openFileButton"
        kind: "ghost"
        text: qsTranslate("HomeScreen", "Open a saved game…")
        onClicked: footer.openChosen()
    }
}
