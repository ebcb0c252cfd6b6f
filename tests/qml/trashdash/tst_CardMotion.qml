import QtQuick
import QtTest
import CritterTable
import "../../../qml/trashdash" as Td

// Issue 30 item 4: the cards the rules' events move fly across the table
// over the step's time (the one animation setting) and the board then shows
// the session's state: a Scare's cards from the target's seat to the discard
// pile, a Recycle Bin's two cards in and one out through the bin, a Trash
// Can's card to the Trash slot. At instant nothing flies. Scenarios:
// td_scare.json (Ana scares the bot Ben and lands on a Recycle Bin),
// td_spill.json (a Spill chain onto a Trash Can).
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        Td.TrashDashTable {
            anchors.fill: parent
            opening: "file"
        }
    }
    Component {
        id: flightComponent
        Td.CardFlight { anchors.fill: parent }
    }

    TestCase {
        name: "CardMotion"
        when: windowShown

        function init() {
            AppSettings.animationSpeed = AppSettings.Instant
            AppSettings.botPace = AppSettings.Instant
        }
        function cleanup() { AppSettings.animationSpeed = AppSettings.Instant }

        function deep(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = deep(item.children[i], name)
                if (found)
                    return found
            }
            if (item.contentItem && item.contentItem !== item)
                return deep(item.contentItem, name)
            return null
        }
        function waitFor(table, name) {
            tryVerify(() => deep(table, name) !== null && deep(table, name).visible, 3000, name)
            wait(50)   // a Flow places a new button on its next polish
            return deep(table, name)
        }
        function openScenario(name) {
            const table = createTemporaryObject(tableComponent, stage, { file: Qt.resolvedUrl(name) })
            verify(table !== null)
            table.session.autosaveDir = ""
            tryVerify(() => table.session.privacyNeeded || table.session.myDecision, 5000)
            if (table.session.privacyNeeded)
                mouseClick(deep(table, "privacyReady"))
            tryVerify(() => table.session.myDecision, 5000)
            return table
        }
        function clickHandCard(table, name) {
            const kinds = table.session.handModel.toList()
            for (let i = 0; i < kinds.length; ++i)
                if (table.session.cardName(kinds[i]) === name) {
                    mouseClick(waitFor(table, "tdHandCard-" + i))
                    return
                }
            fail("no " + name + " in the hand")
        }
        function centreIn(item, other) { return item.mapToItem(other, item.width / 2, item.height / 2) }
        // Where each flight ended (its last leg's end), in the flights' layer.
        function watchFlights(table) {
            const piece = deep(table, "tdCardFlight")
            const flights = deep(table, "tdCardFlights")
            const log = { ends: [], legs: [], shown: false }
            const watch = function() {
                if (piece.visible) {
                    log.shown = true
                    log.legs.push(flights.legs.length)
                } else {
                    log.ends.push(Qt.point(piece.x + piece.width / 2, piece.y + piece.height / 2))
                }
            }
            piece.visibleChanged.connect(watch)
            log.stop = () => piece.visibleChanged.disconnect(watch)
            return log
        }
        function near(p, q) { return Math.abs(p.x - q.x) < 2 && Math.abs(p.y - q.y) < 2 }
        function endedAt(log, point) { return log.ends.some(e => near(e, point)) }
        // Ana plays Move 1 · Scare 2 at Ben; she ends on the Recycle Bin, asked to discard.
        function scareBen(table) {
            clickHandCard(table, "Move 1 · Scare 2")   // its one play: Go, scaring Ben
            tryVerify(() => table.session.myDecision && table.session.phase === "recycle", 8000)
        }

        function test_a_scare_flies_the_targets_cards_to_the_discard_pile_and_the_bin_draws_two() {
            const table = openScenario("td_scare.json")
            AppSettings.animationSpeed = AppSettings.Normal
            const layer = deep(table, "tdCardFlights")
            const log = watchFlights(table)
            scareBen(table)
            tryVerify(() => !layer.flying, 3000)
            log.stop()
            verify(log.shown, "cards flew")
            // Ben's two cards flew in one flight (two legs) to the discard pile.
            verify(log.legs.indexOf(2) >= 0, "the Scare's two cards: " + log.legs)
            verify(endedAt(log, centreIn(deep(table, "tdActionDiscard"), layer)), "one flight ended on the discard pile")
            // The Recycle Bin's two cards came to Ana's hand.
            const handEnd = centreIn(deep(table, "tdHand"), layer)
            compare(log.ends.filter(e => near(e, handEnd)).length, 2)
            // The board is the session's state: Ben 5 - 2, Ana 5 - 1 + 2, the
            // played card and Ben's two on the pile.
            compare(deep(table, "tdRacer-1").handCount, 3)
            compare(deep(table, "tdHand").count, 6)
            compare(table.session.actionDiscardCount, 3)
            compare(deep(table, "tdActionDiscard").text, "discarded: 3")
        }

        function test_a_recycle_bin_takes_one_card_out_through_the_bin() {
            const table = openScenario("td_scare.json")
            scareBen(table)
            AppSettings.animationSpeed = AppSettings.Normal
            const layer = deep(table, "tdCardFlights")
            const bin = deep(deep(deep(table, "tdTile-1"), "tdUpperSpace"), "tdSpaceIcon")
            let rocked = false
            const rock = () => { if (Math.abs(bin.rotation) > 3) rocked = true }
            bin.rotationChanged.connect(rock)
            const log = watchFlights(table)
            clickHandCard(table, "Move 5")
            tryVerify(() => log.shown, 3000)
            compare(log.legs[0], 2)   // into the bin, then to the discard pile
            tryVerify(() => !table.session.busy && !layer.flying, 8000)
            bin.rotationChanged.disconnect(rock)
            log.stop()
            verify(rocked, "the bin's lid opened")
            verify(near(log.ends[0], centreIn(deep(table, "tdActionDiscard"), layer)), "it ended on the discard pile")
            compare(deep(table, "tdActionDiscard").text, "discarded: %1".arg(table.session.actionDiscardCount))
        }

        function test_a_trash_card_flies_from_the_can_to_the_slot() {
            const table = openScenario("td_spill.json")
            AppSettings.animationSpeed = AppSettings.Normal
            const layer = deep(table, "tdCardFlights")
            const slot = deep(table, "tdTrashSlot")
            const log = watchFlights(table)
            clickHandCard(table, "Move 2")
            tryVerify(() => !table.session.busy && !layer.flying, 8000)
            log.stop()
            verify(endedAt(log, centreIn(slot, layer)), "a flight ended on the Trash slot")
            compare(slot.card, table.session.trashCard)
        }

        function test_at_instant_no_card_flies() {
            const table = openScenario("td_scare.json")
            const log = watchFlights(table)
            scareBen(table)
            clickHandCard(table, "Move 5")
            tryVerify(() => table.session.myDecision || table.session.privacyNeeded, 8000)
            log.stop()
            verify(!log.shown, "nothing flew")
            compare(deep(table, "tdActionDiscard").text, "discarded: %1".arg(table.session.actionDiscardCount))
        }

        // The flight itself: legs one after the other over the time it is given.
        function test_a_flight_takes_its_legs_in_order_over_the_time_given() {
            const flight = createTemporaryObject(flightComponent, stage)
            const piece = findChild(flight, "tdCardFlight")
            const legs = [{ from: Qt.point(10, 10), to: Qt.point(210, 10), card: -1 },
                          { from: Qt.point(210, 10), to: Qt.point(210, 310), card: 0 }]
            const started = Date.now()
            flight.fly(legs, 400, 0)
            verify(flight.flying)
            tryVerify(() => piece.visible, 500)
            verify(findChild(flight, "tdCardFlightBack").visible, "the first card face down")
            tryVerify(() => flight.legIndex === 1, 1000)
            verify(findChild(flight, "tdCardFlightFace").visible, "the second face up")
            tryVerify(() => !piece.visible, 2000)
            verify(Date.now() - started >= 350, "it took the time given")
            compare(piece.x + piece.width / 2, 210)
            compare(piece.y + piece.height / 2, 310)
            flight.fly(legs, 0, 0)
            verify(!flight.flying && !piece.visible, "at instant nothing flies")
        }
    }
}
