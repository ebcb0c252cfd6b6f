import QtQuick
import QtTest
import CritterTable

// TableShout: the word every table flashes across the felt.
Item {
    id: stage
    width: 600
    height: 300

    TestCase {
        id: testCase
        name: "TableShout"
        when: windowShown

        Component {
            id: shoutComponent
            TableShout { anchors.centerIn: parent }
        }

        function cleanup() {
            AppSettings.animationSpeed = AppSettings.Instant
            AppSettings.reducedMotion = false
        }

        function test_instant_speed_names_the_shout_but_never_shows_it() {
            AppSettings.animationSpeed = AppSettings.Instant
            const shout = createTemporaryObject(shoutComponent, stage)
            shout.show("BUST!", "red")
            compare(shout.text, "BUST!")
            // A screen reader still hears it, though nothing is drawn.
            compare(shout.Accessible.name, "BUST!")
            compare(shout.Accessible.role, Accessible.AlertMessage)
            wait(50)
            verify(!shout.visible)
        }

        function test_shout_appears_holds_then_fades_away() {
            AppSettings.animationSpeed = AppSettings.Fast
            const shout = createTemporaryObject(shoutComponent, stage)
            shout.show("Bonus roll!", "teal", 300)
            tryVerify(() => shout.opacity === 1, 1000, "the shout reaches full opacity")
            verify(shout.visible)
            tryVerify(() => !shout.visible, 2000, "the shout fades away by itself")
        }

        // Issue 35: the words are made at the first shout, not with the table.
        function test_the_words_are_made_at_the_first_shout() {
            AppSettings.animationSpeed = AppSettings.Fast
            const shout = createTemporaryObject(shoutComponent, stage)
            compare(shout.children.length, 0)
            shout.show("Lap 2!", "teal", 300)
            compare(shout.children.length, 1)
            const words = shout.children[0]
            compare(words.text, "Lap 2!")
            verify(shout.width > words.implicitWidth)
            tryVerify(() => shout.opacity === 1, 1000)
            shout.show("Lap 3!", "teal", 300)
            compare(shout.children[0], words)
            compare(words.text, "Lap 3!")
        }

        function test_plate_tints_the_plate_and_whitens_the_words() {
            const shout = createTemporaryObject(shoutComponent, stage)
            shout.show("Last turn!", "#336699")
            verify(Qt.colorEqual(shout.color, "#336699"))
            verify(shout.width > shout.fontSize)
        }

        function test_without_plate_the_words_take_the_tint() {
            const shout = createTemporaryObject(shoutComponent, stage, { plate: false })
            shout.show("Panda Panda!", "#ffaa00")
            verify(Qt.colorEqual(shout.color, "transparent"))
            const words = shout.children[0]
            verify(Qt.colorEqual(words.color, "#ffaa00"))
        }

        function test_reduced_motion_never_pops() {
            AppSettings.animationSpeed = AppSettings.Fast
            AppSettings.reducedMotion = true
            const shout = createTemporaryObject(shoutComponent, stage, { popFrom: 0.5 })
            shout.show("Spill!", "green", 300)
            tryVerify(() => shout.opacity > 0, 1000)
            compare(shout.scale, 1)
        }
    }
}
