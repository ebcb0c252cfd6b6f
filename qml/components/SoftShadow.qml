pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A soft drop shadow from stacked translucent rounded rectangles, because
// Qt 6.4 has no MultiEffect and shader effects do not run in the software
// renderer. Place it before (below) the item it shades, filling the same area.
Item {
    id: shadow
    property real radius: Theme.radius
    property real elevation: 1   // 0 flat, 1 resting, 2 lifted
    property color tint: "#000000"

    Repeater {
        model: 5
        Rectangle {
            required property int index
            readonly property real spread: (index + 1) * (1.5 + shadow.elevation * 1.5)
            x: -spread / 2
            y: -spread / 2 + shadow.elevation * 3
            width: shadow.width + spread
            height: shadow.height + spread
            radius: shadow.radius + spread / 2
            color: shadow.tint
            opacity: 0.05 + 0.02 * shadow.elevation
        }
    }
}
