import QtQuick
import CritterTable

// The wooden table everything lies on: planks with grain, darker at the
// edges. High contrast: a plain dark table, nothing behind the text.
Item {
    Rectangle {
        anchors.fill: parent
        visible: Theme.highContrast
        color: Theme.tableDark
    }
    // The planks are drawn off the GUI thread: at window size the SVG takes
    // tens of milliseconds, at start-up and again at every step of a resize.
    // Until they are ready the table shows the planks' middle tone. They are
    // drawn at half the window's size and stretched: the grain reads the
    // same, and the picture holds 1 MiB at 1280x800 instead of 4 (a quarter
    // of the drawing, too; docs/performance.md, "Start-up and memory").
    Rectangle {
        anchors.fill: parent
        visible: !Theme.highContrast && wood.status !== Image.Ready
        color: "#6d4327"
    }
    Image {
        id: wood
        visible: !Theme.highContrast
        anchors.fill: parent
        // Asked for once the table has a size: at size 0 the picture would
        // be drawn at its own size first (1600x1000, 6.1 MiB, with the
        // window's first frame waiting on the cores it took).
        source: width > 0 && height > 0 ? ArtImages.source("table-wood", "stretch") : ""
        sourceSize.width: Math.round(width / 2); sourceSize.height: Math.round(height / 2)
        asynchronous: true
        fillMode: Image.Stretch
        smooth: true
    }
    // Vignette: light falls on the middle of the table.
    Rectangle {
        anchors.fill: parent
        visible: !Theme.highContrast
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#66000000" }
            GradientStop { position: 0.18; color: "#00000000" }
            GradientStop { position: 0.75; color: "#00000000" }
            GradientStop { position: 1.0; color: "#80000000" }
        }
    }
}
