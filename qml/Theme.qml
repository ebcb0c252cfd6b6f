pragma Singleton
import QtQuick
import CritterTable

// One warm look for the whole app: a wooden table, cream cards, deep teal
// and amber accents. Every animation takes its duration from here, so the
// player's speed setting (and 0 in tests) reaches all of them.
//
// Seeing (AppSettings, Settings > Seeing): every colour below comes from one
// of three palettes: the standard one, a colour-blind-safe one (Okabe-Ito
// accents and seat colours) and a high-contrast one (black table, white
// cards, black ink, strong borders; seat colours stay colour-safe). Every
// font size goes through textScale, and reducedMotion turns movement
// (flights, spins, slides, bounces) into fades or instant changes.
QtObject {
    id: theme

    // ---- Seeing -----------------------------------------------------------
    readonly property bool highContrast: AppSettings.highContrast
    readonly property bool colourSafe: AppSettings.colourSafe
    // Colour-safe accents apply in high contrast too.
    readonly property bool safeColours: colourSafe || highContrast
    readonly property real textScale: AppSettings.textScale
    // Animations consult this: when true nothing moves, scales or spins;
    // fades keep their durations and everything else changes at once.
    readonly property bool reducedMotion: AppSettings.reducedMotion

    // Table and cards
    readonly property color tableDark: highContrast ? "#000000" : "#3e2717"
    readonly property color tableMid: highContrast ? "#1a1a1a" : "#6a4328"
    readonly property color tableLight: highContrast ? "#333333" : "#8d5c37"
    readonly property color card: highContrast ? "#ffffff" : "#fcf4e3"
    readonly property color cardShade: highContrast ? "#e6e6e6" : "#f0e1c3"
    readonly property color cardEdge: highContrast ? "#000000" : "#dcc8a2"
    readonly property color ink: highContrast ? "#000000" : "#3a2a1f"
    // Secondary text: in high contrast as dark as the ink.
    readonly property color inkSoft: highContrast ? "#000000" : "#735e4b"
    readonly property color onTable: highContrast ? "#ffffff" : "#fcf4e3"
    readonly property color onTableSoft: highContrast ? "#ffffff" : "#e4cfae"
    // The bar across the top of a table, over the wood.
    readonly property color tableBar: highContrast ? "#000000" : "#66000000"
    // What dims the table behind a dialog or the results.
    readonly property color scrim: highContrast ? "#e6000000" : "#99000000"
    // The space of a track tile, its upper and lower half, and the tile itself.
    readonly property color trackUpper: highContrast ? "#ffffff" : "#efe0c0"
    readonly property color trackLower: highContrast ? "#e6e6e6" : "#e2cfa8"
    readonly property color trackTile: highContrast ? "#ffffff" : "#ead8b4"
    readonly property color trackStart: highContrast ? "#ffffff" : "#f6e7c8"
    readonly property color trackTurn: highContrast ? "#ffffff" : "#f3dcc0"
    // Borders: thin ones get thicker in high contrast.
    readonly property int border: highContrast ? 2 : 1

    // Accents
    readonly property color teal: highContrast ? "#00497a" : colourSafe ? "#0072b2" : "#1d6b66"
    readonly property color tealDark: highContrast ? "#002a47" : colourSafe ? "#004e7a" : "#124845"
    readonly property color tealLight: highContrast ? "#cfe8ff" : colourSafe ? "#d3e7f4" : "#d3ebe6"
    readonly property color amber: highContrast ? "#ffb000" : colourSafe ? "#e69f00" : "#eaa13a"
    readonly property color amberDark: highContrast ? "#6b3d00" : colourSafe ? "#8f5600" : "#b36f17"
    readonly property color amberLight: highContrast ? "#ffe08a" : colourSafe ? "#fde3b0" : "#fde6bf"
    readonly property color danger: highContrast ? "#a3001b" : colourSafe ? "#b84f00" : "#b4472e"
    // Trash Dash's Scare and Spill (beside danger's Attack).
    readonly property color scare: highContrast ? "#4b0082" : colourSafe ? "#a8528a" : "#7a4b9a"
    readonly property color spill: highContrast ? "#004d33" : colourSafe ? "#00785a" : "#3c6125"
    readonly property color focus: highContrast ? "#ffd000" : "#ffc24d"
    // The line drawn around the focus ring, so it shows on light and dark.
    readonly property color focusEdge: highContrast ? "#000000" : "transparent"

    // One colour per seat, in seat order. Every seat also has its own shape
    // (SeatMark) and a letter or number, so no seat is told by colour alone.
    readonly property var standardSeatColors: ["#d2603f", "#1d8a7f", "#dc9a22", "#5568b0", "#8b55a6", "#5f9434"]
    // Okabe-Ito: blue, orange, bluish green, reddish purple, sky blue, vermillion.
    readonly property var safeSeatColors: ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00"]
    readonly property var seatColors: safeColours ? safeSeatColors : standardSeatColors
    readonly property var seatShapes: ["circle", "square", "diamond", "triangle", "hexagon", "star"]

    // Shape
    readonly property int radiusSmall: 8
    readonly property int radius: 14
    readonly property int radiusLarge: 22
    readonly property int gap: 16
    readonly property int gapLarge: 28
    // Controls grow with the text so a larger size never clips a label.
    readonly property int controlHeight: Math.round(44 * Math.max(1, textScale))

    // Type: a rounded display face for titles, a plain readable face for text.
    // Every size goes through textScale (Settings > Seeing > Text size).
    readonly property string displayFont: "Comfortaa"
    readonly property string bodyFont: "DejaVu Sans"
    readonly property int textTitle: scaled(38)
    readonly property int textHeading: scaled(26)
    readonly property int textSubheading: scaled(19)
    readonly property int textBody: scaled(15)
    readonly property int textSmall: scaled(13)
    readonly property int textCaption: scaled(12)
    readonly property int textTiny: scaled(11)
    // A font size in pixels at the chosen text size.
    function scaled(px) {
        return Math.round(px * textScale)
    }

    // Motion: 200-400 ms scaled by the speed setting; Instant gives 0.
    readonly property int motionShort: Math.round(200 * AppSettings.animationScale)
    readonly property int motion: Math.round(300 * AppSettings.animationScale)
    readonly property int motionLong: Math.round(400 * AppSettings.animationScale)
    // Durations for movement (x, y, scale, rotation): 0 with reduced motion,
    // so a piece jumps to its place; fades use motion* as they are.
    readonly property int moveShort: reducedMotion ? 0 : motionShort
    readonly property int moveMedium: reducedMotion ? 0 : motion
    readonly property int moveLong: reducedMotion ? 0 : motionLong
    readonly property int easing: Easing.OutCubic
    readonly property int easingInOut: Easing.InOutCubic

    function art(name) {
        return "qrc:/CritterTable/resources/art/" + name + ".svg"
    }

    function seatColor(index) {
        return seatColors[Math.max(0, index) % seatColors.length]
    }
    function seatShape(index) {
        return seatShapes[Math.max(0, index) % seatShapes.length]
    }
    // WCAG relative luminance and contrast ratio of two colours.
    function luminance(colour) {
        const c = Qt.color(colour)
        const lin = (v) => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }
    function contrast(a, b) {
        const la = luminance(a)
        const lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }
    // The ink or the card colour, whichever reads better on `background`.
    function inkOn(background) {
        return contrast(ink, background) >= contrast(card, background) ? ink : card
    }
    function seatInk(index) {
        return inkOn(seatColor(index))
    }
}
