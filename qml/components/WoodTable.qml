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
    Image {
        visible: !Theme.highContrast
        anchors.fill: parent
        source: Theme.art("table-wood")
        sourceSize.width: Math.round(width); sourceSize.height: Math.round(height)
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
