pragma Singleton
import QtQuick
import CritterTable

// One warm look for the whole app: a wooden table, cream cards, deep teal
// and amber accents. Every animation takes its duration from here, so the
// player's speed setting (and 0 in tests) reaches all of them.
QtObject {
    // Table and cards
    readonly property color tableDark: "#3e2717"
    readonly property color tableMid: "#6a4328"
    readonly property color tableLight: "#8d5c37"
    readonly property color card: "#fcf4e3"
    readonly property color cardShade: "#f0e1c3"
    readonly property color cardEdge: "#dcc8a2"
    readonly property color ink: "#3a2a1f"
    readonly property color inkSoft: "#735e4b"
    readonly property color onTable: "#fcf4e3"
    readonly property color onTableSoft: "#e4cfae"

    // Accents
    readonly property color teal: "#1d6b66"
    readonly property color tealDark: "#124845"
    readonly property color tealLight: "#d3ebe6"
    readonly property color amber: "#eaa13a"
    readonly property color amberDark: "#b36f17"
    readonly property color amberLight: "#fde6bf"
    readonly property color danger: "#b4472e"
    readonly property color focus: "#ffc24d"

    // One colour per seat, in seat order.
    readonly property var seatColors: ["#d2603f", "#1d8a7f", "#dc9a22", "#5568b0", "#8b55a6", "#5f9434"]

    // Shape
    readonly property int radiusSmall: 8
    readonly property int radius: 14
    readonly property int radiusLarge: 22
    readonly property int gap: 16
    readonly property int gapLarge: 28
    readonly property int controlHeight: 44

    // Type: a rounded display face for titles, a plain readable face for text.
    readonly property string displayFont: "Comfortaa"
    readonly property string bodyFont: "DejaVu Sans"
    readonly property int textTitle: 38
    readonly property int textHeading: 26
    readonly property int textSubheading: 19
    readonly property int textBody: 15
    readonly property int textSmall: 13

    // Motion: 200-400 ms scaled by the speed setting; Instant gives 0.
    readonly property int motionShort: Math.round(200 * AppSettings.animationScale)
    readonly property int motion: Math.round(300 * AppSettings.animationScale)
    readonly property int motionLong: Math.round(400 * AppSettings.animationScale)
    readonly property int easing: Easing.OutCubic
    readonly property int easingInOut: Easing.InOutCubic

    function art(name) {
        return "qrc:/CritterTable/resources/art/" + name + ".svg"
    }

    function seatColor(index) {
        return seatColors[Math.max(0, index) % seatColors.length]
    }
}
