import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// The track builder: a tile in the row is picked and moved along, flipped or
// taken out, by the buttons under the row, the keys or a drag; a Start stays
// first and a Turn last, and a tile dropped from the box goes where it lands.
Item {
    id: stage
    width: 900
    height: 700

    Component {
        id: builderComponent
        Td.TrackBuilder { width: 860; tiles: ["start-a", "3a", "12a", "10a", "turn-a"] }
    }

    TestCase {
        name: "TrackBuilder"
        when: windowShown

        function init() { AppSettings.animationSpeed = AppSettings.Instant }

        function makeBuilder() { return createTemporaryObject(builderComponent, stage) }
        function button(builder, name) { return findChild(builder, name) }
        function placed(builder, index) { return findChild(builder, "tdBuiltTile-" + index) }

        function test_theButtonsMoveFlipAndTakeOutThePickedTile() {
            const builder = makeBuilder()
            verify(!button(builder, "tdFlip").enabled)   // nothing picked yet
            mouseClick(placed(builder, 1))
            compare(builder.picked, 1)
            verify(!button(builder, "tdMoveLeft").enabled)   // the Start stays first
            verify(button(builder, "tdMoveRight").enabled)
            mouseClick(button(builder, "tdMoveRight"))
            compare(builder.tiles, ["start-a", "12a", "3a", "10a", "turn-a"])
            compare(builder.picked, 2)
            mouseClick(button(builder, "tdMoveRight"))
            compare(builder.tiles, ["start-a", "12a", "10a", "3a", "turn-a"])
            verify(!button(builder, "tdMoveRight").enabled)   // the Turn stays last
            mouseClick(button(builder, "tdFlip"))
            compare(builder.tiles[3], "3b")
            mouseClick(button(builder, "tdRemove"))
            compare(builder.tiles, ["start-a", "12a", "10a", "turn-a"])
            verify(builder.problem.length > 0)   // four tiles are no track, and it says so
        }

        function test_theEndsDoNotMove() {
            const builder = makeBuilder()
            verify(!builder.canMove(0, 1))
            verify(!builder.canMove(4, -1))
            verify(!builder.moveTo(0, 2))
            verify(!builder.moveTo(4, 1))
            builder.moveTo(2, 0)   // a numbered tile asked past the Start stops just after it
            compare(builder.tiles, ["start-a", "12a", "3a", "10a", "turn-a"])
            builder.moveTo(1, 9)
            compare(builder.tiles, ["start-a", "3a", "10a", "12a", "turn-a"])
        }

        function test_theKeysPickMoveFlipAndTakeOut() {
            const builder = makeBuilder()
            placed(builder, 1).forceActiveFocus()
            compare(builder.picked, 1)
            keyClick(Qt.Key_Right)
            compare(builder.picked, 2)
            keyClick(Qt.Key_Left, Qt.ControlModifier)
            compare(builder.tiles, ["start-a", "12a", "3a", "10a", "turn-a"])
            compare(builder.picked, 1)
            tryVerify(() => placed(builder, 1).activeFocus)   // focus follows the moved tile
            keyClick(Qt.Key_F)
            compare(builder.tiles[1], "12b")
            keyClick(Qt.Key_Delete)
            compare(builder.tiles, ["start-a", "3a", "10a", "turn-a"])
        }

        function test_aDragMovesATileAlongTheRow() {
            const builder = makeBuilder()
            const tile = placed(builder, 1)   // 3a
            const slot = tile.width + 3
            mouseDrag(tile, tile.width / 2, tile.height / 2, slot * 2, 0)
            tryCompare(builder, "tiles", ["start-a", "12a", "10a", "3a", "turn-a"])
        }

        function test_aTileFromTheBoxGoesWhereItIsDropped() {
            const builder = makeBuilder()
            builder.add("7a", 2)
            compare(builder.tiles, ["start-a", "3a", "7a", "12a", "10a", "turn-a"])
            compare(builder.picked, 2)
            builder.add("8a")   // clicked: just before the Turn
            compare(builder.tiles, ["start-a", "3a", "7a", "12a", "10a", "8a", "turn-a"])
            builder.add("9a", 0)   // dropped on the Start: just after it
            compare(builder.tiles[1], "9a")
            verify(builder.valid)
        }
    }
}
