pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A table's Rules button and the panel of rules it opens. A table names its
// game's title and rules page (qml/rules/); the rest is the same at every
// table. The panel is named after the button: "tpRulesButton" opens
// "tpRulesPopup".
TopBarButton {
    id: button
    property string title: ""
    property RulesPage page: null
    // The panel, made the first time it opens and kept (null until then): a
    // table makes none of it before its first frame (issue 35).
    property RulesPopup panel: null

    secondary: true
    glyph: "?"
    text: qsTr("Rules")
    onClicked: {
        if (!panel)
            panel = panelMaker.createObject(button) as RulesPopup
        panel.open()
    }

    Component {
        id: panelMaker
        RulesPopup {
            objectName: button.objectName.replace(/Button$/, "Popup")
            title: button.title
            page: button.page
        }
    }
}
