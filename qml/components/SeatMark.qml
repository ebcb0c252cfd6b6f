pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A seat's mark: the seat's colour in the seat's own shape (circle, square,
// diamond, triangle, hexagon, star; Theme.seatShape) with a letter, number
// or glyph on it, so seats are told apart without colour too. Used for name
// plates, pawns, the lap tracker, the log and the results.
Item {
    id: mark
    property int seat: 0
    property string label: ""           // a letter, a number or a glyph; "" for none
    property color fill: Theme.seatColor(seat)
    property color edge: Theme.highContrast ? Theme.ink : Qt.darker(fill, 1.35)
    property real edgeWidth: Math.max(1, Math.round(width / 14))
    property color labelColor: Theme.inkOn(fill)
    property string labelFont: Theme.displayFont
    readonly property string shape: Theme.seatShape(seat)

    implicitWidth: 30
    implicitHeight: implicitWidth
    Accessible.ignored: true

    // The outline of the shape in a w x h box, inset by the edge.
    function outline(kind, w, h, inset) {
        const cx = w / 2
        const cy = h / 2
        const r = Math.min(w, h) / 2 - inset
        const poly = (n, turn, radii) => {
            const out = []
            for (let i = 0; i < n; ++i) {
                const a = turn + i * 2 * Math.PI / n
                const rr = radii ? radii[i % radii.length] : r
                out.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)])
            }
            return out
        }
        switch (kind) {
        case "square": return [[cx - r * 0.86, cy - r * 0.86], [cx + r * 0.86, cy - r * 0.86],
                               [cx + r * 0.86, cy + r * 0.86], [cx - r * 0.86, cy + r * 0.86]]
        case "diamond": return poly(4, -Math.PI / 2)
        case "triangle": return [[cx, cy - r], [cx + r * 0.98, cy + r * 0.8], [cx - r * 0.98, cy + r * 0.8]]
        case "hexagon": return poly(6, 0)
        case "star": return poly(10, -Math.PI / 2, [r, r * 0.55])
        }
        return []
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.fillStyle = mark.fill
            ctx.strokeStyle = mark.edge
            ctx.lineWidth = mark.edgeWidth
            ctx.lineJoin = "round"
            ctx.beginPath()
            if (mark.shape === "circle") {
                ctx.arc(canvas.width / 2, canvas.height / 2, Math.min(canvas.width, canvas.height) / 2 - mark.edgeWidth / 2, 0, 2 * Math.PI)
            } else {
                const pts = mark.outline(mark.shape, canvas.width, canvas.height, mark.edgeWidth / 2)
                ctx.moveTo(pts[0][0], pts[0][1])
                for (let i = 1; i < pts.length; ++i)
                    ctx.lineTo(pts[i][0], pts[i][1])
                ctx.closePath()
            }
            ctx.fill()
            if (mark.edgeWidth > 0)
                ctx.stroke()
        }
    }
    onFillChanged: canvas.requestPaint()
    onEdgeChanged: canvas.requestPaint()
    onEdgeWidthChanged: canvas.requestPaint()
    onShapeChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    // The label, made the first time the mark has one: an empty label's
    // text would still load a font at the mark's own size, and most marks
    // (a racer's token, the log's) never have one (issue 35).
    property Text labelText: null
    function makeLabel() {
        if (label.length > 0 && !labelText)
            labelText = labelMaker.createObject(mark) as Text
    }
    onLabelChanged: makeLabel()
    Component.onCompleted: makeLabel()
    Component {
        id: labelMaker
        Text {
            textFormat: Text.PlainText
            objectName: "seatMarkLabel"
            anchors.centerIn: parent
            // A triangle's and a star's middle sit a little low.
            anchors.verticalCenterOffset: mark.shape === "triangle" ? mark.height * 0.12 : mark.shape === "star" ? mark.height * 0.04 : 0
            visible: mark.label.length > 0
            text: mark.label
            color: mark.labelColor
            font.family: mark.labelFont
            font.bold: true
            // Sized to the piece it is drawn on, like the letter on a pawn.
            font.pixelSize: Math.max(6, Math.round(mark.height * (mark.shape === "triangle" || mark.shape === "star" ? 0.38 : 0.5)))
        }
    }
}
