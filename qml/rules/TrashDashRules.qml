import QtQml

// How to play Trash Dash, summarised in our own words.
QtObject {
    readonly property var sections: [
        {
            heading: qsTr("The idea"),
            body: qsTr("Critters race laps around a back-alley track of tiles. Run along the top row to the turn, come back along the bottom row, and cross the start to finish a lap. The first racer to complete the last lap wins.")
        },
        {
            heading: qsTr("Your turn"),
            body: qsTr("Choose one: play an action card and move; play a trash item and then an action card; dash by discarding two cards with the same move value and adding a die roll; or rest, moving one space and filling your hand back up to five. After moving, use the space you land on, then draw a card unless you rested.")
        },
        {
            heading: qsTr("Attacks and scares"),
            body: qsTr("Some action cards push a rival back before you move, others make a rival throw away cards from their hand. You can aim at anyone on the track, however far away.")
        },
        {
            heading: qsTr("Special spaces"),
            body: qsTr("Trash cans give you a trash item (you may carry only one), recycle bins let you draw two and drop one, spills slide you one more space, and boxes keep you safe from every attack while you sit in them.")
        },
        {
            heading: qsTr("CPU racers"),
            body: qsTr("Short of players? Add CPU racers. They move by their own die and simple rules, so even one person can race a full field.")
        }
    ]
}
