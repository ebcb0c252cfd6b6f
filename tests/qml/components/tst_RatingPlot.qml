import QtQuick
import QtQuick.Window
import QtTest
import CritterTable

// RatingPlot: a person's rating over their rated games, drawn from the
// points Statistics.rating() gives (docs/ratings.md).
Item {
    id: stage
    width: 640
    height: 240

    TestCase {
        id: testCase
        name: "RatingPlot"
        when: windowShown

        Component {
            id: plotComponent
            RatingPlot { width: 560; height: 170; axisTitle: "Rating after each rated game" }
        }

        function points(values) {
            return values.map((v, i) => ({ rating: v, text: "game " + i + ": " + v }))
        }

        // Every visible Text under the plot.
        function texts(item, out) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.text !== undefined && child.visible && child.text.length > 0)
                    out.push(child)
                texts(child, out)
            }
            return out
        }

        function test_grid_lines_fall_on_round_figures_within_the_range() {
            const plot = createTemporaryObject(plotComponent, stage, { points: points([1000, 1020, 990]), low: 950, high: 1050 })
            compare(plot.step, 50)
            compare(plot.gridValues, [950, 1000, 1050])
            const wide = createTemporaryObject(plotComponent, stage, { points: points([1000, 1400]), low: 950, high: 1450 })
            verify(wide.gridValues.length <= 6)
            compare(wide.gridValues[0] % wide.step, 0)
        }

        function test_points_span_the_drawing_from_first_to_last_game() {
            const plot = createTemporaryObject(plotComponent, stage, { points: points([1000, 1020, 1040]), low: 950, high: 1050 })
            compare(plot.xAt(0), plot.gutter)
            fuzzyCompare(plot.xAt(2), plot.gutter + plot.plotWidth, 0.01)
            verify(plot.yAt(1050) < plot.yAt(1000))   // higher ratings higher up
            verify(plot.yAt(950) <= plot.height - plot.footer)
            verify(plot.yAt(1050) >= 0)
        }

        function test_every_label_stays_inside_the_plot() {
            const many = []
            for (let i = 0; i < 40; ++i)
                many.push(1000 + 8 * i)
            const plot = createTemporaryObject(plotComponent, stage, { points: points(many), low: 950, high: 1350 })
            waitForItemPolished(plot)
            const labels = texts(plot, [])
            verify(labels.length > 3)
            for (const label of labels) {
                const at = label.mapToItem(plot, 0, 0)
                verify(at.x >= -0.5 && at.x + label.width <= plot.width + 0.5, "'" + label.text + "' inside across")
                verify(at.y >= -label.height / 2 && at.y + label.height <= plot.height + 0.5, "'" + label.text + "' inside down")
            }
            // About six game numbers, never all forty.
            verify(plot.labelEvery > 1)
        }

        function test_it_reads_out_every_point() {
            const plot = createTemporaryObject(plotComponent, stage, { points: points([1000, 1020]), low: 950, high: 1050 })
            verify(plot.Accessible.name.indexOf("game 1: 1020") >= 0)
            compare(plot.Accessible.role, Accessible.Graphic)
        }
    }
}
