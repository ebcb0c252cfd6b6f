import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// Issue 29, item 12: each CPU die face is drawn as what it does (a Move as
// its number, an Attack or a Scare as its badge, the paw as a paw print),
// never as pips counting the face's place on the die; the Dash die shows
// only its own values, also while it tumbles.
Item {
    id: stage
    width: 400
    height: 200

    Td.CpuDie { id: cpuDie; size: 72; faceName: function(f) { return TrashDashCatalog.cpuFace(f).paw ? "paw" : "face " + f } }
    Td.DashDie { id: dashDie; x: 200; size: 72 }

    TestCase {
        name: "DieFaces"
        when: windowShown

        function init() { AppSettings.animationSpeed = AppSettings.Instant }
        function cleanup() { AppSettings.animationSpeed = AppSettings.Instant }

        // The drawn face under the die's body (the die's face loader holds it).
        function faceOf(die) {
            const found = []
            const walk = (item) => {
                if (item.hasOwnProperty("paw") && item.hasOwnProperty("move") && item.visible)
                    found.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(die)
            return found.length === 1 ? found[0] : null
        }
        function visibleNamed(item, name) {
            if (item.objectName === name && item.visible)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const f = visibleNamed(item.children[i], name)
                if (f)
                    return f
            }
            return null
        }
        // No pips: the die's pip grid stays hidden.
        function pipsShown(die) {
            let shown = 0
            const walk = (item) => {
                if (item.hasOwnProperty("columns") && item.hasOwnProperty("rowSpacing") && item.visible)
                    ++shown
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i])
            }
            walk(die)
            return shown
        }

        function test_each_cpu_face_shows_what_it_does_data() {
            const rows = []
            for (let f = 0; f < 6; ++f)
                rows.push({ tag: "face " + f, face: f })
            return rows
        }
        function test_each_cpu_face_shows_what_it_does(data) {
            const values = TrashDashCatalog.cpuFace(data.face)
            verify(values.move !== undefined, "the catalog knows face " + data.face)
            cpuDie.roll(data.face)
            const dieItem = findChild(cpuDie, "tdCpuDieFace")
            tryCompare(dieItem, "shownFace", data.face + 1)
            const face = faceOf(cpuDie)
            verify(face !== null, "a drawn face, not pips")
            compare(pipsShown(cpuDie), 0)
            if (values.paw) {
                verify(visibleNamed(face, "cpuFacePaw") !== null, "the paw print")
                compare(visibleNamed(face, "cpuFaceMove"), null)
                return
            }
            compare(visibleNamed(face, "cpuFacePaw"), null)
            compare(visibleNamed(face, "cpuFaceMove").text, String(values.move))
            const attack = visibleNamed(face, "cpuFaceAttack")
            const scare = visibleNamed(face, "cpuFaceScare")
            compare(attack !== null, values.attack > 0)
            compare(scare !== null, values.scare > 0)
            if (values.attack > 0)
                verify(visibleNamed(attack, "cpuFaceBadgeText").text.indexOf(String(values.attack)) >= 0)
            if (values.scare > 0)
                verify(visibleNamed(scare, "cpuFaceBadgeText").text.indexOf(String(values.scare)) >= 0)
        }

        function test_the_dash_die_tumbles_through_its_own_values_only() {
            const values = TrashDashCatalog.dashFaces()
            compare(values.length, 6)
            AppSettings.animationSpeed = AppSettings.Slow
            const dieItem = findChild(dashDie, "tdDashDieFace")
            const seen = {}
            dashDie.roll(values[5])
            verify(dieItem.tumbling)
            while (dieItem.tumbling) {
                if (dieItem.shownFace > 0)
                    seen[dieItem.shownFace] = true
                wait(20)
            }
            compare(dieItem.shownFace, values[5])
            for (const shown in seen)
                verify(values.indexOf(Number(shown)) >= 0, "shown " + shown + " is a Dash die value")
        }
    }
}
