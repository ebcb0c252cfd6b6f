pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Where a table's replay controls go (ReplayBar): they are made the first
// time a replay starts, and kept, so a table makes none of their buttons and
// slider before its first frame (issue 35). Placed as the bar would be; the
// slot takes the bar's size once made.
Loader {
    id: slot
    required property TableSession session
    // A table's decisions: the bar sits centred on them (in the same parent).
    // null: the table places the slot itself.
    property Item centredOn: null
    property bool made: false
    z: 5
    anchors.horizontalCenter: centredOn ? parent.horizontalCenter : undefined
    anchors.verticalCenter: centredOn ? centredOn.verticalCenter : undefined
    active: made || session.replaying
    Component.onCompleted: setSource(Qt.resolvedUrl("ReplayBar.qml"), { session: slot.session })
    onLoaded: made = true
}
