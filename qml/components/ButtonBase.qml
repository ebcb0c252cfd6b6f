import QtQuick
import QtQuick.Controls
import QtQuick.Templates as T
import CritterTable

// What every button of ours has in common (TableButton, TopBarButton):
// keyboard focus, Enter and Return press it as Space does (Qt 6.4's Button
// knows only Space), the words are its accessible name and its tooltip's
// text, and it fades when disabled. Each kind draws its own face.
T.Button {
    id: control
    focusPolicy: Qt.StrongFocus
    Accessible.name: text
    opacity: enabled ? 1 : 0.45
    ToolTip.text: text
    ToolTip.delay: 400

    Keys.onReturnPressed: (event) => control.pressByKey(event)
    Keys.onEnterPressed: (event) => control.pressByKey(event)
    function pressByKey(event) {
        event.accepted = true
        if (enabled && !event.isAutoRepeat)
            clicked()
    }

    font.family: Theme.bodyFont
    font.pixelSize: Theme.textBody
    font.bold: true
}
