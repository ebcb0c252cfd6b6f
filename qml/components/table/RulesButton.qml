pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A table's Rules button and the panel of rules it opens. A table names its
// game's title and rules page (qml/rules/); the rest is the same at every
// table. The panel is named after the button: "tpRulesButton" opens
// "tpRulesPopup".
TopBarButton {
    id: button
    property alias title: panel.title
    property alias page: panel.page
    readonly property alias panel: panel

    secondary: true
    glyph: "?"
    text: qsTr("Rules")
    onClicked: panel.open()

    RulesPopup {
        id: panel
        objectName: button.objectName.replace(/Button$/, "Popup")
    }
}
