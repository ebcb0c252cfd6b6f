import QtQuick
import QtTest
import CritterTable

// Settings > Seeing reaches the whole app through Theme: the palettes, high
// contrast, the text size, and reduced motion (no movement, fades kept).
TestCase {
    name: "Seeing"
    when: windowShown
    width: 400
    height: 300

    Component { id: cardComponent; Card { width: 90; height: 126 } }
    Component { id: pawnComponent; Pawn { seat: 2; label: "Chloe" } }
    Component { id: dieComponent; Die { size: 60 } }
    Component { id: markComponent; SeatMark { width: 30; height: 30 } }
    Component { id: choiceComponent; SegmentedChoice { options: [{ value: 1, text: "One" }, { value: 2, text: "Two" }]; value: 1 } }

    function init() {
        AppSettings.colourSafe = false
        AppSettings.highContrast = false
        AppSettings.textSize = AppSettings.TextNormal
        AppSettings.reducedMotion = false
        AppSettings.animationSpeed = AppSettings.Instant
    }
    function cleanupTestCase() { init() }

    function test_colourSafePaletteSwitchesSeatColours() {
        const standard = Theme.seatColors.slice()
        compare(Theme.seatColors.length, 6)
        AppSettings.colourSafe = true
        verify(Theme.colourSafe)
        compare(Theme.seatColors.length, 6)
        // Okabe-Ito: blue first, then orange.
        verify(Qt.colorEqual(Theme.seatColor(0), "#0072b2"))
        verify(Qt.colorEqual(Theme.seatColor(1), "#e69f00"))
        verify(!Qt.colorEqual(Theme.seatColor(0), standard[0]))
        verify(!Qt.colorEqual(Theme.teal, "#1d6b66"), "the accents change too")
        AppSettings.colourSafe = false
        verify(Qt.colorEqual(Theme.seatColor(0), standard[0]))
    }

    function test_everySeatHasItsOwnShape() {
        const shapes = []
        for (let seat = 0; seat < 6; ++seat) {
            const shape = Theme.seatShape(seat)
            verify(shapes.indexOf(shape) < 0, "seat " + seat + " shares its shape")
            shapes.push(shape)
        }
        const mark = createTemporaryObject(markComponent, this, { seat: 3, label: "M" })
        compare(mark.shape, "triangle")
        compare(findChild(mark, "seatMarkLabel").text, "M")
    }

    // Issue 35: a mark without a label (a racer's token, the log's) makes no
    // text for it; one given a label later makes it then.
    function test_aMarkMakesItsLabelOnlyWhenItHasOne() {
        const mark = createTemporaryObject(markComponent, this, { seat: 0 })
        compare(findChild(mark, "seatMarkLabel"), null)
        mark.label = "A"
        const text = findChild(mark, "seatMarkLabel")
        verify(text !== null)
        compare(text.text, "A")
        verify(text.implicitWidth > 0)
        compare(text.font.pixelSize, 15)
        compare(text.font.family, Theme.displayFont)
    }

    function test_seatLettersReadOnTheirColour() {
        for (const safe of [false, true]) {
            AppSettings.colourSafe = safe
            for (let seat = 0; seat < 6; ++seat)
                verify(Theme.contrast(Theme.seatInk(seat), Theme.seatColor(seat)) >= 3,
                       "seat " + seat + (safe ? " (colour-safe)" : ""))
        }
    }

    function test_highContrastIsBlackOnWhite() {
        AppSettings.highContrast = true
        verify(Theme.highContrast)
        verify(Qt.colorEqual(Theme.ink, "#000000"))
        verify(Qt.colorEqual(Theme.inkSoft, Theme.ink), "no soft text")
        verify(Qt.colorEqual(Theme.card, "#ffffff"))
        verify(Qt.colorEqual(Theme.cardEdge, "#000000"), "strong borders")
        verify(Theme.border >= 2)
        // Every text colour against what it lies on: at least 7:1 (WCAG AAA).
        verify(Theme.contrast(Theme.ink, Theme.card) >= 7)
        verify(Theme.contrast(Theme.inkSoft, Theme.cardShade) >= 7)
        verify(Theme.contrast(Theme.onTableSoft, Theme.tableDark) >= 7)
        verify(Theme.contrast(Theme.card, Theme.teal) >= 7, "primary buttons")
        verify(Theme.contrast(Theme.ink, Theme.amber) >= 7, "accent buttons")
        verify(Theme.contrast(Theme.amberDark, Theme.card) >= 7)
        verify(Theme.contrast(Theme.tealDark, Theme.card) >= 7)
        AppSettings.highContrast = false
        verify(Theme.contrast(Theme.inkSoft, Theme.card) < 7, "the standard look is softer")
    }

    function test_textScaleReachesEveryFontSize_data() {
        return [
            { tag: "small", size: AppSettings.TextSmall, scale: 0.9 },
            { tag: "normal", size: AppSettings.TextNormal, scale: 1 },
            { tag: "large", size: AppSettings.TextLarge, scale: 1.25 },
            { tag: "larger", size: AppSettings.TextLarger, scale: 1.5 }
        ]
    }
    function test_textScaleReachesEveryFontSize(data) {
        AppSettings.textSize = data.size
        compare(Theme.textScale, data.scale)
        compare(Theme.textBody, Math.round(15 * data.scale))
        compare(Theme.textTitle, Math.round(38 * data.scale))
        compare(Theme.textTiny, Math.round(11 * data.scale))
        compare(Theme.scaled(20), Math.round(20 * data.scale))
        // Controls grow with their text.
        const choice = createTemporaryObject(choiceComponent, this)
        verify(choice.implicitHeight >= Theme.textBody + 16)
        verify(Theme.controlHeight >= 44)
    }

    function test_reducedMotionKeepsFadesAndDropsMovement() {
        AppSettings.animationSpeed = AppSettings.Normal
        AppSettings.reducedMotion = true
        verify(Theme.reducedMotion)
        compare(Theme.motion, 300, "fades keep their time")
        compare(Theme.moveShort, 0)
        compare(Theme.moveMedium, 0)
        compare(Theme.moveLong, 0)
        AppSettings.reducedMotion = false
        compare(Theme.moveShort, 200)
        compare(Theme.moveMedium, 300)
        compare(Theme.moveLong, 400)
    }

    function test_reducedMotionMovesPiecesAtOnce() {
        AppSettings.animationSpeed = AppSettings.Normal
        AppSettings.reducedMotion = true

        // A selected card lifts at once.
        const card = createTemporaryObject(cardComponent, this)
        const body = card.children[0]
        compare(body.y, 0)
        card.selected = true
        compare(body.y, -card.height * 0.16)

        // A pawn stands on its new space at once.
        const pawn = createTemporaryObject(pawnComponent, this)
        pawn.x = 200
        compare(pawn.x, 200)

        // A die lands without a spin.
        const die = createTemporaryObject(dieComponent, this)
        die.tumble(4)
        verify(!die.tumbling)
        compare(die.shownFace, 4)

        // A switch's knob and a choice's marker do not slide.
        const choice = createTemporaryObject(choiceComponent, this)
        choice.value = 2
        const marker = choice.children[1]
        compare(marker.x, 4 + choice.cellWidth)
    }

    function test_withoutReducedMotionPiecesMove() {
        AppSettings.animationSpeed = AppSettings.Normal
        const pawn = createTemporaryObject(pawnComponent, this)
        pawn.x = 200
        verify(pawn.x < 200, "the pawn is still on its way")
        tryCompare(pawn, "x", 200, 2000)
        const die = createTemporaryObject(dieComponent, this)
        die.tumble(5)
        verify(die.tumbling)
        tryCompare(die, "shownFace", 5, 3000)
        tryCompare(die, "tumbling", false, 3000)
    }
}
