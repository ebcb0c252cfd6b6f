pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A soft drop shadow: five stacked translucent rounded rectangles, because
// Qt 6.4 has no MultiEffect and shader effects do not run in the software
// renderer. The five are drawn once per radius and elevation into a small
// nine-patch (ShadowImages, app/shell/shadowimages.*) that one BorderImage
// stretches to the item: five full-size rounded rectangles per shadow at
// every repaint cost the software renderer most of the home screen's first
// frame. Place it before (below) the item it shades, filling the same area.
Item {
    id: shadow
    property real radius: Theme.radius
    property real elevation: 1   // 0 flat, 1 resting, 2 lifted
    property color tint: "#000000"

    // A Rectangle rounds no more than half its shorter side; nor do the layers.
    readonly property real cornerRadius: Math.max(0, Math.min(radius, width / 2, height / 2))
    readonly property real reach: ShadowImages.reach(elevation)
    readonly property int corner: ShadowImages.corner(cornerRadius, elevation)

    BorderImage {
        x: -shadow.reach
        y: -shadow.reach + ShadowImages.drop(shadow.elevation)
        width: shadow.width + 2 * shadow.reach
        height: shadow.height + 2 * shadow.reach
        border.left: shadow.corner
        border.right: shadow.corner
        border.top: shadow.corner
        border.bottom: shadow.corner
        source: ShadowImages.source(shadow.cornerRadius, shadow.elevation, shadow.tint)
    }
}
