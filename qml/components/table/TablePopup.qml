pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// A panel over the table: its title and Close along the top, what it shows
// below (the children), scrolling when long. Close has the focus when it
// opens; Close, Esc or a click outside shuts it. Esc goes through the
// popup's own Escape shortcut, so the table under it never sees that key
// press and stays open (test_keyboard_e2e).
T.Popup {
    id: popup
    property string title: ""
    property string titleName: ""   // objectNames, for tests and tools
    property string closeName: ""
    property int maxWidth: 720
    default property alias body: bodyColumn.data
    // True from the first time the panel is asked to show, and kept: a panel
    // may make what it shows only then (RulesPopup, ShortcutSheet), so a
    // table makes and lays out none of it before its first frame (issue 35).
    property bool made: false
    onAboutToShow: made = true

    parent: T.Overlay.overlay
    modal: true
    dim: true
    focus: true
    closePolicy: T.Popup.CloseOnEscape | T.Popup.CloseOnPressOutside
    x: parent ? (parent.width - width) / 2 : 0
    y: parent ? (parent.height - height) / 2 : 0
    width: parent ? Math.min(parent.width - 60, maxWidth) : maxWidth
    height: parent ? Math.min(parent.height - 60, scroller.contentHeight + topPadding + bottomPadding) : 500
    padding: 22
    T.Overlay.modal: Rectangle { color: Theme.scrim }
    background: Panel { elevation: 2 }
    onOpened: closeButton.forceActiveFocus(Qt.TabFocusReason)

    // In the popup's own content item, filling it: the ids below could not
    // be in contentItem (a deferred property).
    contentData: Flickable {
        id: scroller
        anchors.fill: parent
        contentHeight: content.implicitHeight + 12
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        T.ScrollBar.vertical: TableScrollBar {}
        Keys.onUpPressed: scroller.flick(0, 600)
        Keys.onDownPressed: scroller.flick(0, -600)

        // Inset a little, so the Close button's focus ring is not cut off,
        // and always clear of the scroll bar's place on the right (a width
        // that changed with the bar would change the height that calls it).
        Column {
            id: content
            x: 6
            y: 6
            width: scroller.width - 22
            spacing: 10
            Row {
                width: parent.width
                Text {
                    textFormat: Text.PlainText
                    objectName: popup.titleName
                    width: parent.width - closeButton.width
                    anchors.verticalCenter: parent.verticalCenter
                    text: popup.title
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
                    objectName: popup.closeName
                    kind: "secondary"
                    text: qsTr("Close")
                    onClicked: popup.close()
                }
            }
            Column {
                id: bodyColumn
                width: parent.width
                spacing: 10
            }
        }
    }
}
