pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// How to play, over the table: the game's page of rules (qml/rules/), the
// same sections the Rules screen shows.
TablePopup {
    id: rules
    property RulesPage page: null   // the game's page of rules (qml/rules/)
    readonly property var sections: page ? page.sections : []
    closeName: objectName + "Close"

    // Made the first time the panel opens: a dozen long paragraphs, laid out
    // and kept hidden at every table otherwise (issue 35).
    Repeater {
        model: rules.made ? rules.sections : []
        RulesSection {
            required property var modelData
            width: parent.width
            heading: modelData.heading
            body: modelData.body
        }
    }
}
