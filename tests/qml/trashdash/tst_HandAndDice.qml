import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// A hand card shows its Move and its Attack or Scare and answers a click;
// the Trash slot names its card; the dice land on the rolled value.
Item {
    id: stage
    width: 600
    height: 300

    Td.ActionCard { id: plain; move: 3; name: "Move 3"; highlighted: true }
    Td.ActionCard { id: attack; x: 80; move: 1; attack: 2; name: "Move 1 · Attack 2" }
    Td.ActionCard { id: scare; x: 160; move: 2; scare: 1; name: "Move 2 · Scare 1" }
    Td.TrashSlot { id: slot; x: 240 }
    Td.DashDie { id: dashDie; x: 360 }
    Td.CpuDie { id: cpuDie; x: 440; faceName: function(f) { return "face " + f } }
    SignalSpy { id: clicks; target: plain; signalName: "clicked" }

    TestCase {
        name: "HandAndDice"
        when: windowShown

        function init() { AppSettings.animationSpeed = AppSettings.Instant }

        function test_cards_show_move_and_bonus() {
            compare(findChild(plain, "tdCardMove").text, "3")
            compare(findChild(attack, "tdCardMove").text, "1")
            const badge = findChild(attack, "tdCardBadge")
            verify(badge.visible)
            verify(Qt.colorEqual(badge.color, Theme.danger), "an Attack badge in red")
            // A sign as well as the colour tells Attack from Scare.
            compare(findChild(attack, "tdCardBadgeText").text, "⚔ Attack 2")
            compare(findChild(scare, "tdCardBadgeText").text, "‼ Scare 1")
            verify(!findChild(plain, "tdCardBadge").visible)
            clicks.clear()
            mouseClick(plain)
            compare(clicks.count, 1)
        }

        function test_trash_slot_names_its_card() {
            slot.card = -1
            compare(findChild(slot, "tdTrashName").visible, false)
            slot.card = 2
            slot.name = "Pizza Slice"
            compare(findChild(slot, "tdTrashName").text, "Pizza Slice")
            verify(findChild(slot, "tdTrashName").visible)
        }

        function test_dice_land_on_the_roll() {
            dashDie.roll(3)
            tryCompare(findChild(dashDie, "tdDashDieFace"), "shownFace", 3)
            cpuDie.roll(5)
            tryCompare(findChild(cpuDie, "tdCpuDieFace"), "shownFace", 6)
            compare(findChild(findChild(cpuDie, "tdCpuDieFace"), "dieLabel").text, "face 5")
        }
    }
}
