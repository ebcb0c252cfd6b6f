import QtQuick
import CritterTable

// A screen's one cream panel, centred and scrolled when it is taller than
// the window (About, Rules, Settings). Its content is one item laid out
// across the panel's width (a Column or a layout); the panel is as tall as
// that item's implicit height. Up and Down scroll when it has focus.
Flickable {
    id: scroller
    default property alias content: panel.content
    property real maxWidth: 820
    readonly property real panelWidth: panel.width

    contentHeight: panel.height + 2 * Theme.gapLarge
    boundsBehavior: Flickable.StopAtBounds
    clip: true
    Keys.onUpPressed: scroller.flick(0, 900)
    Keys.onDownPressed: scroller.flick(0, -900)
    TableScrollBar.vertical: TableScrollBar {}

    Panel {
        id: panel
        width: Math.min(scroller.maxWidth, scroller.width - 2 * Theme.gapLarge)
        // The one content item fills the width; its implicit height sets the panel's.
        height: (content.length > 0 ? content[0].implicitHeight : 0) + 2 * padding
        x: (scroller.width - width) / 2
        y: Theme.gap
    }
}
