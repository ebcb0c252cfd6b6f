import QtQml
import CritterTable

// How to play Panda Panda, in our own words, with the rulings the app takes
// (docs/rulings.md, PP-1 .. PP-7).
RulesPage {
    sections: [
        {
            heading: qsTr("The idea"),
            body: qsTr("Every card shows a letter from A to G, each with its own colour and shape. Collect exactly the letters of one of the winning hands and reveal it at the start of your turn to win the round. Two round wins (two crowns) win the game.")
        },
        {
            heading: qsTr("The cards"),
            body: qsTr("The deck has 32 cards: ten A, seven B, five C, four D, three E, two F and a single G. Everyone starts a round with five cards; the rest is the deck.")
        },
        {
            heading: qsTr("Your turn"),
            body: qsTr("If your hand is a winning hand when your turn starts, you call “Panda Panda!”, show it, and win the round; the app offers that call as your only move. Otherwise do exactly one thing: put a card face up on your own discard pile, draw the top card of the deck, or take the top card of anyone’s discard pile, your own included. So your hand grows or shrinks by one card every turn.")
        },
        {
            heading: qsTr("Winning hands"),
            body: qsTr("7 cards: A B C D E F G, or A A A A B B B. 6 cards: A A C C E E, or B B C C D D. 5 cards: B B B B B. 4 cards: C C C C. 3 cards: D D D. 2 cards: C E, or B F, or D G. Only the exact letters count: one card too many spoils it. The list stays on the table, and the hands you are close to light up.")
        },
        {
            heading: qsTr("Discarding an A"),
            body: qsTr("When anyone discards an A, every player, the one who discarded it too, passes one card to the player on their left. Everyone chooses before any card moves, so you cannot pass on a card that is coming to you. In the app the players choose one after another, each in secret; a player with no cards passes nothing. Then the player after the one who discarded the A goes on.")
        },
        {
            heading: qsTr("Locked piles"),
            body: qsTr("A discard pile with an A on top is locked: nobody may take from it until another card covers the A.")
        },
        {
            heading: qsTr("An empty deck"),
            body: qsTr("If you draw from an empty deck, every discard pile (locked ones too) is shuffled into a new deck first. Taking from a pile never needs a reshuffle. If there is nothing at all to draw you must discard, and a player with no cards must draw; if someone has no cards and there is nothing to draw anywhere, their turn is skipped.")
        },
        {
            heading: qsTr("Winning the round"),
            body: qsTr("Only the start of your own turn counts: a hand that becomes a winning one by your draw or discard, or through a pass, must still be one when your next turn begins. The round's winner takes a crown; then all 32 cards are shuffled, five are dealt to each player, and the winner starts the next round.")
        },
        {
            heading: qsTr("At the table"),
            body: qsTr("Click a card in your hand to discard it (or drag it onto your pile), click the deck or its button to draw, or click the highlighted top card of a pile to take it. With two or more people at one screen, the table hides every hand until the next person says they are ready.")
        }
    ]
}
