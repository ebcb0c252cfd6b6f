import QtQml

// How to play Panda Panda, summarised in our own words.
QtObject {
    readonly property var sections: [
        {
            heading: qsTr("The idea"),
            body: qsTr("Every card shows a letter from A to G. Collect exactly the letters of one of the winning hands, and show it at the start of your turn to win the round. Win two rounds to win the game.")
        },
        {
            heading: qsTr("Your turn"),
            body: qsTr("If your hand is a winning hand, reveal it. Otherwise do one thing: draw a card from the deck, take the top card of anyone's discard pile, or put one card on your own discard pile. Your hand grows or shrinks by one each turn, so keep an eye on its size.")
        },
        {
            heading: qsTr("Winning hands"),
            body: qsTr("The winning hands have from two to seven cards, and only the exact letters count: an extra card spoils it. Small hands need rare letters, big hands need many common ones. The list is always at hand on the table.")
        },
        {
            heading: qsTr("The A card"),
            body: qsTr("Whenever someone discards an A, everybody passes one card from their hand to the next player at the same time. An A on top of a pile also locks that pile: nobody may draw from it.")
        },
        {
            heading: qsTr("An empty deck"),
            body: qsTr("If you want to draw and the deck is empty, shuffle all discard piles into a new deck first. Drawing from a discard pile is still fine without reshuffling.")
        }
    ]
}
