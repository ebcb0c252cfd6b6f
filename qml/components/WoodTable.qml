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
    // Until they are ready the table shows the planks' middle tone.
    Rectangle {
        anchors.fill: parent
        visible: !Theme.highContrast && wood.status !== Image.Ready
        color: "#6d4327"
    }
    Image {
        id: wood
        visible: !Theme.highContrast
        anchors.fill: parent
        source: Theme.art("table-wood")
        sourceSize.width: Math.round(width); sourceSize.height: Math.round(height)
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
