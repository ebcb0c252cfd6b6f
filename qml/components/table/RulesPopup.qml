pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// How to play, over the table: the game's page of rules (qml/rules/), the
// same sections the Rules screen shows.
TablePopup {
    id: rules
    property QtObject page: null   // a qml/rules/ page: an object with `sections`
    readonly property var sections: page ? page.sections : [] // qmllint disable type
    closeName: objectName + "Close"

    Repeater {
        model: rules.sections
        RulesSection {
            required property var modelData
            width: parent.width
            heading: modelData.heading
            body: modelData.body
        }
    }
}
