import QtQuick
import CritterTable

// A racer's pawn: the racer's critter token (CritterToken, the same mark as
// on the seat card, the lap tracker and the standings). Its x and y follow
// the space it stands on, one space at a time (the session moves it a space
// per event step), over Theme.moveShort (at once with reduced motion).
Item {
    id: pawn
    property int seat: 0
    property string label: ""            // the character's name
    property string characterId: ""
    property bool active: false
    property bool cpu: false
    width: 26
    height: width
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Pawn: %1").arg(label) + (active ? ", " + qsTr("their turn") : "")
    z: active ? 3 : 2

    Behavior on x { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easingInOut } }
    Behavior on y { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easingInOut } }

    // A hop in place: the pawn struck (Attack) or scared, over ms.
    function flinch(ms) {
        flinchMs = ms
        if (ms > 0 && !Theme.reducedMotion)
            hop.restart()
    }
    property int flinchMs: 0
    SequentialAnimation {
        id: hop
        NumberAnimation { target: mark; property: "scale"; to: 1.3; duration: Math.max(1, pawn.flinchMs / 2); easing.type: Easing.OutQuad }
        NumberAnimation { target: mark; property: "scale"; to: 1; duration: Math.max(1, pawn.flinchMs / 2); easing.type: Easing.InQuad }
    }

    CritterToken {
        id: mark
        objectName: "pawnMark"
        anchors.fill: parent
        seat: pawn.seat
        characterId: pawn.characterId
        characterName: pawn.label
        cpu: pawn.cpu
        active: pawn.active
    }
}
