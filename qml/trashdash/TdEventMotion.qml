pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Trash Dash's motion for each event step (issue 30 item 4), over the whole
// board: the dice tumble, a pawn is struck, scared, slides, laps or wins,
// the cards a step moves fly from place to place, and a word goes across
// the table. The session says what happened and where (TableStep, its
// TableMove places); this only shows it, every duration from step.duration.
Item {
    id: motion
    required property TrashDashSession session
    required property TrackView track
    required property DashDie dashDie
    required property CpuDie cpuDie
    required property Item hand
    required property Item trashSlot
    required property Item actionDeckText
    required property Item actionDiscardText
    required property Repeater racerSeats
    property bool low: false

    function animate(step: tableStep) {
        switch (step.kind) {
        case StepKind.DieRolled:
            motion.dashDie.roll(step.value)
            break
        case StepKind.CpuDieRolled:
            motion.cpuDie.roll(step.value)
            break
        case StepKind.Attacked:
            motion.track.strike(step.seat, step.target, step.duration)
            shout.show(qsTr("%1 attacks %2!").arg(motion.session.seatName(step.seat)).arg(motion.session.seatName(step.target)), Theme.danger)
            break
        case StepKind.Scared:
            // The hiss first, then the cards it discards fly to the discard pile.
            motion.track.scare(step.seat, step.target, step.moves.length > 0 ? step.duration / 2 : step.duration)
            flyCards(step.moves, step.duration / 2, step.duration / 2)
            shout.show(qsTr("%1 scares %2!").arg(motion.session.seatName(step.seat)).arg(motion.session.seatName(step.target)), Theme.scare)
            break
        case StepKind.CardMoved:
            // Through a racer's space (a Recycle Bin): its lid opens as the card drops in.
            for (const m of step.moves)
                if (m.toPlace === "space")
                    motion.track.rummage(step.seat, step.duration)
            flyCards(step.moves, step.duration, 0)
            SoundBoard.play("card")
            break
        case StepKind.Slid:
            motion.track.slide(step.seat, step.duration)
            shout.show(qsTr("Spill! Slide on"), Theme.spill)
            break
        case StepKind.LapCompleted:
            motion.track.lapUp(step.seat, step.duration)
            shout.show(qsTr("%1: lap %2 done").arg(motion.session.seatName(step.seat)).arg(step.value), Theme.teal)
            SoundBoard.play("lap")
            break
        case StepKind.Won:
            motion.track.finish(step.seat, step.duration)
            shout.show(qsTr("%1 wins the race!").arg(motion.session.seatName(step.seat)), Theme.amberDark)
            SoundBoard.play("win")
            break
        case StepKind.TrashDrawn:
            // The lid opens, then the card goes to the racer's Trash slot.
            motion.track.rummage(step.seat, step.duration)
            flyCards(step.moves, step.duration / 2, step.duration / 2, true)
            SoundBoard.play("card")
            break
        case StepKind.CardPlayed:
            SoundBoard.play("card")
            break
        }
    }

    // Where a step's place is on this table, in cardFlight's coordinates:
    // the decks and discard pile by the dice, a hand or Trash card at the
    // viewer's hand and slot or at the racer's seat card, a space at the
    // racer's pawn. The session names the places (TableMove); never invented here.
    function placePoint(place, seat) {
        const mine = seat >= 0 && seat === motion.session.viewer && motion.session.handVisible
        let item = null
        if (place === "deck")
            item = motion.actionDeckText
        else if (place === "discard")
            item = motion.actionDiscardText
        else if (place === "hand")
            item = mine ? motion.hand : racerSeatOf(seat)
        else if (place === "trash")
            item = mine ? motion.trashSlot : racerSeatOf(seat)
        else if (place === "space")
            item = motion.track.pawnOf(seat)
        if (!item)
            return null
        return item.mapToItem(cardFlight, item.width / 2, item.height / 2)
    }
    function racerSeatOf(seat) {
        for (let i = 0; i < motion.racerSeats.count; ++i) {
            const r = motion.racerSeats.itemAt(i) as RacerSeat
            if (r && r.seat === seat)
                return r
        }
        return null
    }
    // A step's moves as flights, one after the other over ms, after delay.
    function flyCards(moves, ms, delay, trash) {
        const legs = []
        for (const m of moves) {
            const from = placePoint(m.fromPlace, m.fromSeat)
            const to = placePoint(m.toPlace, m.toSeat)
            if (from && to)
                legs.push({ from: from, to: to, card: m.card, trash: trash === true,
                            values: m.card >= 0 && trash !== true ? motion.session.cardValues(m.card) : ({}),
                            name: m.card >= 0 && trash === true ? motion.session.trashName(m.card) : "" })
        }
        cardFlight.fly(legs, ms, delay)
    }

    // The cards that move in an event step fly over the whole table.
    CardFlight {
        id: cardFlight
        objectName: "tdCardFlights"
        anchors.fill: parent
        cardWidth: motion.low ? 30 : 40
    }

    // Why an Attack, Scare or effect did nothing (the log says it too).
    Connections {
        target: motion.session
        function onNoEffect(text) { noEffectShout.show(text, Theme.inkSoft) }
    }
    TableShout {
        id: noEffectShout
        objectName: "tdNoEffect"
        z: 60
        anchors.horizontalCenter: parent.horizontalCenter
        y: motion.track.y + 8
        fontSize: Theme.scaled(16)
        popFrom: 1
        holdDuration: Theme.motionLong * 2
    }

    // A word across the table: an Attack, a Spill, a lap, the win.
    TableShout {
        id: shout
        objectName: "tdShout"
        z: 60
        anchors.horizontalCenter: parent.horizontalCenter
        y: motion.track.y + motion.track.height / 2 - height / 2
        fontSize: Theme.scaled(30)
        popFrom: 1
        holdDuration: Theme.motionLong
    }

}
