pragma Singleton
import QtQuick

// The three games: what Home shows and what Setup allows. Seats are places at
// the table (a person, a bot, or in Trash Dash a CPU racer).
QtObject {
    readonly property var games: [
        {
            id: "trash-pandas",
            title: qsTr("Trash Pandas"),
            players: qsTr("2–4 players"),
            minutes: qsTr("about 20 minutes"),
            pitch: qsTr("Roll, grab tokens, push your luck, and stash the best trash before the can runs dry."),
            art: "trash-pandas",
            minSeats: 2,
            maxSeats: 4,
            cpuRacers: false
        },
        {
            id: "panda-panda",
            title: qsTr("Panda Panda"),
            players: qsTr("2–4 players"),
            minutes: qsTr("about 15 minutes"),
            pitch: qsTr("Draw, discard and pass letter cards until your hand spells a winning set."),
            art: "panda-panda",
            minSeats: 2,
            maxSeats: 4,
            cpuRacers: false
        },
        {
            id: "trash-dash",
            title: qsTr("Trash Dash"),
            players: qsTr("1–6 players"),
            minutes: qsTr("about 25 minutes"),
            pitch: qsTr("Race your critter around an alley track, scrap with rivals and grab trash power-ups."),
            art: "trash-dash",
            // A race needs two racers: one person plays solo against CPU racers.
            minSeats: 2,
            maxSeats: 6,
            cpuRacers: true
        }
    ]

    function game(id) {
        for (let i = 0; i < games.length; ++i) {
            if (games[i].id === id)
                return games[i]
        }
        return null
    }
}
