import QtQml
import CritterTable

// How to play Trash Pandas, in our own words, with the rulings the app
// takes (docs/rulings.md, TP-1 .. TP-25).
RulesPage {
    sections: [
        {
            heading: qsTr("The idea"),
            body: qsTr("You are raccoons raiding a trash can. Cards only score if you tuck them safely into your stash before the can is empty, so every turn is a question of how greedy to be. 2 to 4 players, about 20 minutes.")
        },
        {
            heading: qsTr("Getting ready"),
            body: qsTr("The trash can holds 53 cards. In turn order the players get 3, 4, 5 and 6 cards (3 and 4 with two players); the player with the fewest cards starts. The six tokens lie in the middle, one for each face of the die.")
        },
        {
            heading: qsTr("Your turn: roll and decide"),
            body: qsTr("Roll the die and take the matching token from the middle. Then stop, or roll again for another token. The table shows the exact chance that the next roll busts: with k tokens taken it is k in 6.")
        },
        {
            heading: qsTr("Busting"),
            body: qsTr("Roll a token you already hold and you bust: all your tokens go back, none of them works, and you draw one card as comfort. Right after a roll you may save yourself with a Blammo! (roll the die again) or a Nanners (cancel the roll and stop).")
        },
        {
            heading: qsTr("Stopping and Yum Yum"),
            body: qsTr("When you stop, each other player in turn may play a Yum Yum: it makes you roll once more. After that roll, if you did not bust, you may roll on or stop again. Alone against bots you are asked only when you hold a Yum Yum. With two or more people at the table everyone is asked, card or not, so the question never shows who holds one: answer “No Yum Yum” at once, or look at your hand first.")
        },
        {
            heading: qsTr("Using your tokens"),
            body: qsTr("After stopping, use every token you took, in any order. Trash Can: draw 0, 1 or 2 cards. Tree: stash 0, 1 or 2 cards from your hand face down. Can or Tree: draw 1 card or stash 1 card. Bandit mask: steal a random card from another player's hand. Masquerade mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each. Recycle: swap it for a token nobody took this turn (with none left it does nothing).")
        },
        {
            heading: qsTr("Bonus roll"),
            body: qsTr("Take all six tokens and you use them at once; then you roll again, this time for at most three tokens. It is still the same turn.")
        },
        {
            heading: qsTr("Cards: stash or play"),
            body: qsTr("Every card either scores in your stash or is played on the discard pile for its trick. Blammo!: roll again (1 point per stashed card). Nanners: cancel a roll and stop (7 points for the most). MMM Pie!: one token works twice, never two Pies on one token and never on Recycle (6 / 2 / 1). Feesh: take any card from the discard pile (5 / 3 / 1). Yum Yum: make a stopping player roll once more (4 / 2). Shiny: steal a stashed card, face up or a random face-down one, into your hand (3 for the most). Doggo and Kitteh score nothing.")
        },
        {
            heading: qsTr("Defending against steals"),
            body: qsTr("When the Bandit mask or a Shiny is aimed at you, you may block it with a Doggo and draw 2 cards (or none, if you would rather not), or turn it round with a Kitteh and steal from the thief instead (the thief may answer that in the same way). Alone against bots you are asked only when you hold a Doggo or a Kitteh; with two or more people at the table the target is always asked, whatever they hold.")
        },
        {
            heading: qsTr("Cards gained on your turn"),
            body: qsTr("While you are still rolling, a card you gain (with a Shiny, a Kitteh or a Doggo's draw) can be played at once: a Blammo! taken with a Shiny can save your next bust. Once you start using your tokens, every card you gained this turn waits for your next turn, also in a bonus roll; you may still stash it. A card taken with Feesh is the exception and can always be used at once, unless it is a Feesh. Feesh and Shiny can be played any time you are deciding on your own turn; Blammo! and Nanners only right after a roll.")
        },
        {
            heading: qsTr("The end"),
            body: qsTr("When the last card leaves the trash can (or someone tries to draw from an empty one), the current turn is finished and the game ends. Cards left in hands do not count; every stash is shown.")
        },
        {
            heading: qsTr("Scoring"),
            body: qsTr("For each card type, the player with the most stashed scores the first prize, then the second and third most. Players tied for a place each score that place's points minus one (never below zero), and the next player takes the very next place: two players tied for most Feesh score 4 each, the next one 3. You need at least one card of a type to score it. Blammo! pays 1 point per card to everyone. Most points wins; a tie goes to more different card types, then more cards; still tied, the win is shared.")
        }
    ]
}
