import QtQuick
import CritterTable

// One row of a session's ChoiceModel as a button. Its words, its style and
// whether it is still on offer come from C++; a click sends back its id. A
// row that went away mid-decision stays in its place, disabled, so nothing
// under the pointer moves (see app/session/core/choicemodel.h).
// In the decision bar a row of a group ("Use Tree", "Play Feesh…") is not a
// button of its own: the group's first row stands for the group there and
// opens it (`opener`), the others stay hidden.
TableButton {
    id: button
    required property string choiceId
    required property string label
    required property string group
    required property string groupTitle
    required property string style
    required property bool available
    required property bool groupAvailable
    required property bool leadsGroup
    required property string shortcut
    property TableSession session: null
    // In the bar: the group's opener instead of the row itself.
    property bool opener: false
    signal opened(string group)
    // objectName: the prefix and the id, spaces as dashes ("tpChoice-roll");
    // none while hidden, so a lookup by name finds the button a person sees.
    property string namePrefix: "choice-"

    objectName: visible ? namePrefix + choiceId.replace(/ /g, "-") : ""
    text: opener ? groupTitle : label
    kind: opener && style === "accent" ? "primary" : style
    enabled: opener ? groupAvailable : available
    Accessible.description: shortcut.length > 0 ? qsTr("Key: %1").arg(shortcut) : ""
    onClicked: {
        if (opener)
            opened(group)
        else if (session)
            session.choose(choiceId)
    }
}
