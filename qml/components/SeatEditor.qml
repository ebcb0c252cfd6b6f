import QtQuick
import CritterTable

// The seats for a new game, within what the game allows (GameCatalog's
// minSeats/maxSeats). New seats are bots (CPU racers in Trash Dash); a
// person seat starts first. seats() gives what a table needs to start.
Item {
    id: editor
    property string gameId: ""
    readonly property var game: GameCatalog.game(gameId)
    readonly property int minSeats: game ? game.minSeats : 2
    readonly property int maxSeats: game ? game.maxSeats : 4
    readonly property bool cpuAllowed: game ? game.cpuRacers : false
    readonly property int count: seatModel.count
    readonly property bool canAdd: count < maxSeats
    readonly property bool canRemove: count > minSeats
    readonly property int columns: width >= 2 * 300 + Theme.gap ? 2 : 1
    readonly property real cardWidth: (width - (columns - 1) * Theme.gap) / columns
    property alias model: seatModel

    implicitHeight: flow.implicitHeight

    ListModel { id: seatModel }

    function defaultName(kind, number) {
        if (kind === "bot")
            return qsTr("Bot %1").arg(number)
        if (kind === "cpu")
            return qsTr("CPU racer %1").arg(number)
        return qsTr("Player %1").arg(number)
    }

    function newSeatKind() {
        return cpuAllowed ? "cpu" : "bot"
    }

    function reset() {
        seatModel.clear()
        seatModel.append({ name: "", kind: "person", level: "normal" })
        while (seatModel.count < minSeats)
            seatModel.append({ name: "", kind: newSeatKind(), level: "normal" })
    }

    function addSeat() {
        if (!canAdd)
            return false
        seatModel.append({ name: "", kind: newSeatKind(), level: "normal" })
        return true
    }

    function removeSeat(index) {
        if (!canRemove || index < 0 || index >= seatModel.count)
            return false
        seatModel.remove(index)
        return true
    }

    function setKind(index, kind) {
        if (kind === "cpu" && !cpuAllowed)
            return false
        seatModel.setProperty(index, "kind", kind)
        return true
    }

    function setLevel(index, level) {
        seatModel.setProperty(index, "level", level)
    }

    function setName(index, name) {
        seatModel.setProperty(index, "name", name.trim())
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
