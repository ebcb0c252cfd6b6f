pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The seats for a new game, within what the game allows (GameRegistry's
// minSeats/maxSeats: players plus CPU racers, and at least minPlayers seats
// that are not CPU racers). New seats are bots (CPU racers in Trash Dash); a
// person seat starts first. seats() gives what a table needs to start.
// With remember on (Setup), every change is kept per game in AppSettings
// and the last table comes back when the editor opens for that game.
Item {
    id: editor
    property string gameId: ""
    readonly property GameEntry game: GameRegistry.game(gameId)
    readonly property int minSeats: game ? game.minSeats : 2
    readonly property int minPlayers: game ? game.minPlayers : 2
    readonly property int maxSeats: game ? game.maxSeats : 4
    readonly property bool cpuAllowed: game ? game.cpuRacers : false
    readonly property int count: seatModel.count
    readonly property bool canAdd: count < maxSeats
    readonly property bool canRemove: count > minSeats
    // Two columns when two cards fit side by side with every choice of who
    // sits there whole (four choices in Trash Dash need more room).
    readonly property real neededCardWidth: {
        const card = seatCards.count > 0 ? seatCards.itemAt(0) : null
        return Math.max(300, card ? card.neededWidth : 0)
    }
    readonly property int columns: width >= 2 * neededCardWidth + Theme.gap ? 2 : 1
    readonly property real cardWidth: (width - (columns - 1) * Theme.gap) / columns
    property alias model: seatModel
    property bool remember: false
    // A rated game's bot level ("" when the levels are chosen per seat).
    property string lockedLevel: ""
    // True when the seats came back from the last time (for a test and a note).
    property bool restored: false
    // Moves on with every change of the seats (bindings on what the seats hold).
    property int revision: 0
    // A seat is played over the network: the table is hosted.
    readonly property bool hasRemote: {
        revision
        for (let i = 0; i < seatModel.count; ++i)
            if (seatModel.get(i).kind === "remote")
                return true
        return false
    }

    implicitHeight: flow.implicitHeight

    ListModel { id: seatModel }

    // The names, the kinds and the first seats are C++'s (SeatNames,
    // GameEntry), so the tables and the lab's new-table screen agree.
    function defaultName(kind, number) {
        return SeatNames.defaultName(kind, number)
    }

    function newSeatKind() {
        return game ? game.newSeatKind : "bot"
    }

    function reset() {
        ++revision
        seatModel.clear()
        restored = remember && restore()
        if (restored)
            return
        if (game) {
            const seats = game.defaultSeats(minSeats)
            for (let i = 0; i < seats.length; ++i)
                seatModel.append(seats[i])
        }
        keep()
    }

    // The last table kept for this game, if the game still allows it.
    function restore() {
        if (!game)
            return false
        const kept = AppSettings.lastTable(gameId)
        if (kept.length < minSeats || kept.length > maxSeats)
            return false
        let players = 0
        for (let i = 0; i < kept.length; ++i) {
            const seat = kept[i]
            if ((game.seatKinds.indexOf(seat.kind) < 0 && seat.kind !== "remote") || game.botLevels.indexOf(seat.level) < 0)
                return false
            if (seat.kind !== "cpu")
                ++players
        }
        if (players < minPlayers)
            return false
        for (let j = 0; j < kept.length; ++j)
            seatModel.append({ name: SeatNames.clean(String(kept[j].name)), kind: kept[j].kind, level: kept[j].level })
        return true
    }

    function keep() {
        ++revision
        if (!remember || !game)
            return
        const list = []
        for (let i = 0; i < seatModel.count; ++i) {
            const seat = seatModel.get(i)
            list.push({ name: seat.name, kind: seat.kind, level: seat.level })
        }
        AppSettings.setLastTable(gameId, list)
    }

    function addSeat() {
        if (!canAdd || !game)
            return false
        // The seat a new table of one seat more has last: a bot or a CPU racer.
        seatModel.append(game.defaultSeats(count + 1)[count])
        keep()
        return true
    }

    function removeSeat(index) {
        if (!canRemove || index < 0 || index >= seatModel.count)
            return false
        if (seatModel.get(index).kind !== "cpu" && playerCount() <= minPlayers)
            return false
        seatModel.remove(index)
        keep()
        return true
    }

    function playerCount() {
        let n = 0
        for (let i = 0; i < seatModel.count; ++i) {
            if (seatModel.get(i).kind !== "cpu")
                ++n
        }
        return n
    }

    function setKind(index, kind) {
        if (index < 0 || index >= seatModel.count)
            return false
        if (kind === "cpu" && !cpuAllowed)
            return false
        // A CPU racer is no player: keep at least the game's minimum of players.
        if (kind === "cpu" && seatModel.get(index).kind !== "cpu" && playerCount() <= minPlayers)
            return false
        seatModel.setProperty(index, "kind", kind)
        keep()
        return true
    }

    function setLevel(index, level) {
        seatModel.setProperty(index, "level", level)
        keep()
    }

    function setName(index, name) {
        seatModel.setProperty(index, "name", SeatNames.clean(name))
        keep()
    }

    // [{ name, kind, level }] with empty names filled in.
    function seats() {
        const result = []
        for (let i = 0; i < seatModel.count; ++i) {
            const seat = seatModel.get(i)
            result.push({
                name: seat.name.length > 0 ? seat.name : defaultName(seat.kind, i + 1),
                kind: seat.kind,
                level: seat.kind === "bot" ? seat.level : ""
            })
        }
        return result
    }

    onGameIdChanged: reset()
    Component.onCompleted: reset()

    Flow {
        id: flow
        width: parent.width
        spacing: Theme.gap

        Repeater {
            id: seatCards
            model: seatModel
            SeatCard {
                required property int index
                required property var model
                width: editor.cardWidth
                seatIndex: index
                seatName: model.name
                defaultName: editor.defaultName(model.kind, index + 1)
                kind: model.kind
                level: model.level
                lockedLevel: editor.lockedLevel
                cpuAllowed: editor.cpuAllowed
                removable: editor.canRemove
                onNameEdited: (text) => editor.setName(index, text)
                onKindChosen: (choice) => editor.setKind(index, choice)
                onLevelChosen: (choice) => editor.setLevel(index, choice)
                onRemoveRequested: editor.removeSeat(index)
            }
        }

        // The empty chair: add a seat while the game allows more.
        Item {
            visible: editor.canAdd
            width: editor.cardWidth
            height: 176
            Rectangle {
                anchors.fill: parent
                radius: Theme.radius
                color: "#26fcf4e3"
                border.color: "#80fcf4e3"
                border.width: 2
            }
            TableButton {
                objectName: "addSeatButton"
                anchors.centerIn: parent
                kind: "accent"
                glyph: "+"
                text: qsTr("Add seat")
                onClicked: editor.addSeat()
            }
        }
    }
}
