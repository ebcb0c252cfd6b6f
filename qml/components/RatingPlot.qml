pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A person's rating over their rated games (docs/ratings.md) as a line:
// the first point is the newcomer's start, then one point per rated game,
// oldest on the left. Statistics.rating() gives the points already worded
// and the range (low, high); this only draws them, with grid lines at
// round figures, the figures on the left and the games along the bottom.
Item {
    id: plot
    // [{ rating, text }]
    property var points: []
    property real low: 900
    property real high: 1100
    property string axisTitle: ""

    readonly property real gutter: Theme.scaled(44)      // the figures on the left
    readonly property real footer: Theme.scaled(34)      // game numbers and the axis title
    readonly property real plotWidth: Math.max(1, width - gutter - 12)
    readonly property real plotHeight: Math.max(1, height - footer - 8)
    // Grid lines every 50, 100 or 200, whichever gives at most five.
    readonly property real step: {
        const span = high - low
        for (const s of [50, 100, 200, 500])
            if (span / s <= 5)
                return s
        return 1000
    }
    readonly property var gridValues: {
        const out = []
        for (let v = Math.ceil(low / step) * step; v <= high + 0.5; v += step)
            out.push(v)
        return out
    }
    // The game numbers shown along the bottom: every one when few, else about six.
    readonly property int labelEvery: Math.max(1, Math.ceil((points.length - 1) / 6))

    function xAt(i) { return gutter + (points.length > 1 ? i * plotWidth / (points.length - 1) : plotWidth / 2) }
    function yAt(v) { return 8 + (high - v) / Math.max(1, high - low) * plotHeight }

    Accessible.role: Accessible.Graphic
    Accessible.name: {
        const out = []
        for (let i = 0; i < points.length; ++i)
            out.push(points[i].text)
        return axisTitle + ": " + out.join(", ")
    }

    // Grid lines and their figures.
    Repeater {
        model: plot.gridValues
        Item {
            id: grid
            required property var modelData
            anchors.fill: parent
            Rectangle {
                x: plot.gutter
                y: Math.round(plot.yAt(grid.modelData))
                width: plot.plotWidth
                height: 1
                color: Theme.cardEdge
            }
            Text {
                textFormat: Text.PlainText
                x: 0
                width: plot.gutter - 6
                y: plot.yAt(grid.modelData) - height / 2
                horizontalAlignment: Text.AlignRight
                text: Number(grid.modelData).toLocaleString(Qt.locale(), "f", 0)
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall - 1
                color: Theme.inkSoft
            }
        }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const n = plot.points.length
            if (n === 0)
                return
            // The area under the line, faintly.
            ctx.beginPath()
            ctx.moveTo(plot.xAt(0), plot.yAt(plot.low))
            for (let i = 0; i < n; ++i)
                ctx.lineTo(plot.xAt(i), plot.yAt(plot.points[i].rating))
            ctx.lineTo(plot.xAt(n - 1), plot.yAt(plot.low))
            ctx.closePath()
            ctx.fillStyle = Qt.rgba(Theme.teal.r, Theme.teal.g, Theme.teal.b, 0.12)
            ctx.fill()
            // The line.
            ctx.beginPath()
            for (let j = 0; j < n; ++j) {
                if (j === 0)
                    ctx.moveTo(plot.xAt(j), plot.yAt(plot.points[j].rating))
                else
                    ctx.lineTo(plot.xAt(j), plot.yAt(plot.points[j].rating))
            }
            ctx.lineWidth = 3
            ctx.lineJoin = "round"
            ctx.strokeStyle = Theme.teal
            ctx.stroke()
            // A dot per game; the latest in amber.
            for (let k = 0; k < n; ++k) {
                ctx.beginPath()
                ctx.arc(plot.xAt(k), plot.yAt(plot.points[k].rating), k === n - 1 ? 6 : 4, 0, 2 * Math.PI)
                ctx.fillStyle = k === n - 1 ? Theme.amber : Theme.card
                ctx.fill()
                ctx.lineWidth = 2
                ctx.strokeStyle = k === n - 1 ? Theme.amberDark : Theme.teal
                ctx.stroke()
            }
        }
    }
    onPointsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
    onLowChanged: canvas.requestPaint()
    onHighChanged: canvas.requestPaint()
    Connections {
        target: Theme
        function onTealChanged() { canvas.requestPaint() }
    }

    // Game numbers along the bottom (0 is the start).
    Repeater {
        model: plot.points.length
        Text {
            id: tick
            required property int index
            visible: index % plot.labelEvery === 0 || index === plot.points.length - 1
            textFormat: Text.PlainText
            x: Math.min(plot.width - width, Math.max(plot.gutter - width / 2, plot.xAt(index) - width / 2))
            y: plot.height - plot.footer + 2
            text: String(index)
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall - 1
            color: Theme.inkSoft
        }
    }
    Text {
        textFormat: Text.PlainText
        x: plot.gutter
        width: plot.plotWidth
        anchors.bottom: parent.bottom
        horizontalAlignment: Text.AlignHCenter
        text: plot.axisTitle
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall - 1
        color: Theme.inkSoft
        elide: Text.ElideRight
    }
}
