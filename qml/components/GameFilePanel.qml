pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import QtQuick.Templates as T
import CritterTable

// Save and Open, our own: the games in the games' own folder (Documents/
// Critter Table), newest first, each saying which game, who played and how
// far it got. Saving asks for a name (suggested, Enter saves) and says
// before it replaces a game; Open takes a game from the list (double click
// or Enter). "Other folder…" falls back to the system's file dialog for a
// file kept anywhere else. GameFolder decides what a name may do.
// An Item around the popup, since GameFileAsk's Loader takes only Items.
Item {
    id: root
    property bool saving: false
    property string gameTitle: ""   // saving: the suggested name starts with it
    property url gameFile           // saving: the file the game came from or went to last
    signal chosen(url file)
    property url lastFile   // what was last handed over, for saved()
    // Opening: a file that would replace an unfinished game is asked about first.
    function hand(file, fromPanel) {
        if (saving) {
            handOver(file)
        } else {
            replaceAsk.backToPanel = fromPanel === true
            replaceAsk.ask(file)
        }
    }
    function handOver(file) {
        lastFile = file
        chosen(file)
    }

    function open() {
        folder.folder = SavedGames.gameFolder()
        folder.refresh()
        ++panel.revision
        note.problem = ""
        note.info = ""
        list.currentIndex = -1
        if (saving)
            nameField.text = folder.nameFor(gameFile, gameTitle, new Date())
        else
            list.currentIndex = folder.firstReadable()
        panel.open()
    }
    // The caller could not use the file (a save failed): the panel comes back and says why.
    function refused(message) {
        if (!panel.opened)
            panel.open()
        ++panel.revision
        note.problem = message
    }
    // The caller saved there: a short word on the window that it is done.
    function saved() {
        doneNotice.show(qsTr("Saved as “%1”.").arg(folder.displayName(lastFile)))
    }

    T.Popup {
        id: panel
        property int revision: 0   // the folder was read again: ask about the name again
        readonly property bool saving: root.saving
        readonly property var check: saving ? (revision, folder.checkName(nameField.text)) : ({})
        readonly property bool canChoose: saving ? check.ok === true
                                                 : ((list.currentItem as GameFileRow)?.readable ?? false)
        // Open only: the chosen game goes to the desktop's trash (undone there).
        function trashChosen() {
            const row = list.currentItem as GameFileRow
            if (saving || !row || !row.readable)
                return
            const name = row.name
            const at = list.currentIndex
            const result = folder.moveToTrash(folder.games[at].file)
            if (!result.ok) {
                note.problem = result.error
                return
            }
            // The list was read again: the choice stays where it was.
            list.currentIndex = Math.min(at, list.count - 1)
            note.problem = ""
            note.info = qsTr("“%1” is in the trash now.").arg(name)
        }
        function choose() {
            if (!canChoose)
                return
            const file = saving ? check.file : folder.games[list.currentIndex].file
            close()
            root.hand(file, true)
        }

        objectName: saving ? "saveDialog" : "openDialog"
        parent: T.Overlay.overlay
        modal: true
        dim: true
        focus: true
        closePolicy: T.Popup.CloseOnEscape | T.Popup.CloseOnPressOutside
        x: parent ? Math.round((parent.width - width) / 2) : 0
        y: parent ? Math.round((parent.height - height) / 2) : 0
        // Wider under large text, as far as the window allows.
        width: parent ? Math.min(parent.width - 60, Theme.textScale > 1 ? 920 : 780) : 780
        height: parent ? Math.min(parent.height - 60, 620) : 620
        padding: 24
        T.Overlay.modal: Rectangle { color: Theme.scrim }
        background: Panel { elevation: 2 }
        enter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motionShort; easing.type: Theme.easing } }
        exit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.motionShort; easing.type: Theme.easing } }
        onOpened: {
            if (saving) {
                nameField.forceActiveFocus(Qt.TabFocusReason)
                nameField.selectAll()
            } else {
                list.forceActiveFocus(Qt.TabFocusReason)
            }
        }

        GameFolder { id: folder }

        // In the popup's own content item, filling it: the ids below could
        // not be in contentItem (a deferred property).
        ColumnLayout {
            anchors.fill: parent
            spacing: 12

            Text {
                textFormat: Text.PlainText
                objectName: "fileDialogTitle"
                Layout.fillWidth: true
                text: panel.saving ? qsTr("Save the game") : qsTr("Open a saved game")
                color: Theme.ink
                font.family: Theme.displayFont
                font.pixelSize: Theme.textSubheading
                font.bold: true
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: qsTr("In %1").arg(folder.folderPath)
                color: Theme.inkSoft
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                elide: Text.ElideMiddle
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 120
                radius: Theme.radiusSmall
                color: Theme.card
                border.color: Theme.cardEdge
                border.width: Theme.border

                ListView {
                    id: list
                    objectName: "gameFileList"
                    anchors.fill: parent
                    anchors.margins: 6
                    clip: true
                    model: folder.games
                    spacing: 2
                    currentIndex: -1
                    keyNavigationEnabled: true
                    boundsBehavior: Flickable.StopAtBounds
                    highlightMoveDuration: Theme.motionShort
                    T.ScrollBar.vertical: TableScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: panel.saving ? qsTr("Games saved here") : qsTr("Saved games")
                    Keys.onReturnPressed: panel.choose()
                    Keys.onEnterPressed: panel.choose()
                    Keys.onDeletePressed: panel.trashChosen()
                    onCurrentIndexChanged: {
                        // Saving: a game picked from the list lends its name (to save over it).
                        const row = currentItem as GameFileRow
                        if (panel.saving && row && row.readable)
                            nameField.text = row.name
                    }

                    delegate: GameFileRow {
                        required property int index
                        required property var modelData
                        objectName: "gameFile-" + name
                        width: ListView.view.width - 12
                        name: modelData.name
                        gameId: modelData.game
                        names: modelData.names
                        progress: modelData.progress
                        savedAt: modelData.savedAt
                        readable: modelData.readable
                        error: modelData.error
                        selected: ListView.isCurrentItem
                        onPicked: list.currentIndex = index
                        onActivated: {
                            list.currentIndex = index
                            if (!panel.saving)
                                panel.choose()
                        }
                    }

                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        width: parent.width - 40
                        visible: list.count === 0
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: panel.saving ? qsTr("No games saved here yet. Yours will be the first.")
                                           : qsTr("No saved games here yet. Save… at a table keeps one here; Other folder… opens one kept anywhere else.")
                        color: Theme.inkSoft
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textBody
                    }
                }
            }

            RowLayout {
                Layout.fillWidth: true
                visible: panel.saving
                spacing: 12
                Text {
                    textFormat: Text.PlainText
                    text: qsTr("Name")
                    color: Theme.ink
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                    font.bold: true
                }
                TableTextField {
                    id: nameField
                    objectName: "saveNameField"
                    Layout.fillWidth: true
                    Accessible.name: qsTr("Name of the saved game")
                    maximumLength: 200
                    onTextEdited: note.problem = ""
                    onAccepted: panel.choose()
                }
            }

            Text {
                id: note
                textFormat: Text.PlainText
                objectName: "fileDialogNote"
                property string problem: ""   // from the caller, after a refusal
                property string info: ""      // what was just done here
                Layout.fillWidth: true
                Layout.minimumHeight: font.pixelSize * 1.4
                visible: text !== ""
                wrapMode: Text.WordWrap
                text: problem !== "" ? problem
                      : !panel.saving ? info
                      : panel.check.ok !== true ? (nameField.length > 0 ? panel.check.error : "")
                      : panel.check.replaces ? qsTr("A saved game already has this name. Saving replaces it.")
                      : ""
                color: problem !== "" || (panel.saving && panel.check.ok !== true) ? Theme.danger
                       : panel.saving ? Theme.amberDark : Theme.tealDark
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                // The folder's own buttons; under large text they take a line
                // of their own rather than push the panel's edge out.
                Flow {
                    id: folderButtons
                    Layout.fillWidth: true
                    Layout.minimumWidth: Math.max(otherFolder.implicitWidth, trashButton.implicitWidth)
                    Layout.preferredHeight: implicitHeight
                    spacing: 10
                    TableButton {
                        id: otherFolder
                        objectName: "otherFolderButton"
                        kind: "secondary"
                        text: qsTr("Other folder…")
                        onClicked: {
                            panel.close()
                            systemDialog.active = true
                            if (systemDialog.item)
                                (systemDialog.item as GameFileDialog).open()
                        }
                    }
                    TableButton {
                        id: trashButton
                        objectName: "trashGameButton"
                        visible: !panel.saving
                        kind: "secondary"
                        text: qsTr("Move to trash")
                        enabled: panel.canChoose
                        onClicked: panel.trashChosen()
                    }
                }
                TableButton {
                    objectName: "fileDialogCancel"
                    kind: "secondary"
                    text: qsTr("Cancel")
                    onClicked: panel.close()
                }
                TableButton {
                    objectName: "fileDialogAccept"
                    kind: "primary"
                    text: !panel.saving ? qsTr("Open") : panel.check.replaces ? qsTr("Replace") : qsTr("Save")
                    enabled: panel.canChoose
                    onClicked: panel.choose()
                }
            }
        }
    }

    GameFileReplaceAsk {
        id: replaceAsk
        property bool backToPanel: false
        onConfirmed: (file) => root.handOver(file)
        // Kept: back to the list the file was picked from, to pick another or cancel.
        onKept: if (backToPanel) panel.open()
    }

    // The system's dialog, only when asked for: Qt Quick Dialogs stays
    // unloaded until then (issue 15, start-up).
    Loader {
        id: systemDialog
        active: false
        source: Qt.resolvedUrl("GameFileDialog.qml")
        onLoaded: {
            item.saving = root.saving
            item.chosen.connect(root.hand)
            item.open()
        }
    }

    Notice {
        id: doneNotice
        parent: T.Overlay.overlay
        anchors.horizontalCenter: parent ? parent.horizontalCenter : undefined
        anchors.bottom: parent ? parent.bottom : undefined
        anchors.bottomMargin: 24
        z: 10
    }
}
