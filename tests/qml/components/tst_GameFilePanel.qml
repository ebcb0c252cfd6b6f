import QtQuick
import QtTest
import CritterTable

// Save and Open's own panel in the smallest window we support, and in a
// narrower one (standing for longer labels, as the German ones are): every
// button stays inside the panel at every text size (the folder buttons
// take a second line under large text rather than push the edge out).
Item {
    id: stage
    width: 1024
    height: 640

    TestCase {
        name: "GameFilePanel"
        when: windowShown

        Component {
            id: panelComponent
            GameFilePanel { gameTitle: "Trash Pandas" }
        }

        function cleanup() {
            stage.width = 1024
            AppSettings.textSize = AppSettings.TextNormal
        }

        function test_buttonsStayInsideThePanel_data() {
            const rows = []
            for (const width of [1024, 560])
                for (const saving of [false, true])
                    for (const size of [AppSettings.TextNormal, AppSettings.TextLarge, AppSettings.TextLarger])
                        rows.push({ tag: (saving ? "save " : "open ") + size + " at " + width, width: width,
                                    saving: saving, size: size })
            return rows
        }

        function test_buttonsStayInsideThePanel(data) {
            AppSettings.textSize = data.size
            stage.width = data.width
            const root = createTemporaryObject(panelComponent, stage, { saving: data.saving })
            verify(root)
            root.open()
            const popup = findChild(root, data.saving ? "saveDialog" : "openDialog")
            verify(popup)
            tryVerify(() => popup.opened)
            const names = ["otherFolderButton", "fileDialogCancel", "fileDialogAccept"]
            if (!data.saving)
                names.push("trashGameButton")
            else
                names.push("saveNameField")
            for (const name of names) {
                const item = findChild(popup.contentItem, name)
                verify(item, name)
                verify(item.visible, name)
                const at = item.mapToItem(popup.background, 0, 0)
                verify(at.x >= 0 && at.x + item.width <= popup.background.width + 0.5,
                       name + " spans x " + at.x + " to " + (at.x + item.width) + " of " + popup.background.width)
                verify(at.y >= 0 && at.y + item.height <= popup.background.height + 0.5,
                       name + " spans y " + at.y + " to " + (at.y + item.height) + " of " + popup.background.height)
            }
            popup.close()
            tryVerify(() => !popup.visible)
        }
    }
}
