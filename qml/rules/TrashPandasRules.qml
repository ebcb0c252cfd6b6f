import QtQml

// How to play Trash Pandas, summarised in our own words.
QtObject {
    readonly property var sections: [
        {
            heading: qsTr("The idea"),
            body: qsTr("You are raccoons raiding a trash can. Cards only score if you tuck them safely into your stash before the can is empty, so every turn is a question of how greedy to be.")
        },
        {
            heading: qsTr("Your turn: roll and decide"),
            body: qsTr("Roll the die and take the matching token from the middle. Then stop, or roll again for another token. Roll a token you already hold and you bust: all your tokens go back, you get nothing from them, and you only draw one card as comfort. Some cards, played from your hand, can save a bad roll.")
        },
        {
            heading: qsTr("Using your tokens"),
            body: qsTr("When you stop, use your tokens in any order. The trash can draws cards, the tree stashes cards face down, the paw steals a random card from another hand, the mask reveals a card that others may match to stash their own, and recycle swaps for a token nobody took this turn. Take all six and you get a short bonus roll.")
        },
        {
            heading: qsTr("Cards: stash or play"),
            body: qsTr("Each card is worth points in your stash, or can be thrown on the discard pile for its trick instead: a re-roll, a cancelled roll, a second use of a token, fishing a card back, forcing someone to keep rolling, or stealing. A few cards are only for defence, when someone tries to steal from you.")
        },
        {
            heading: qsTr("Scoring"),
            body: qsTr("When the last card leaves the trash can, that turn is finished and the game ends. For each kind of card, whoever stashed the most scores the big prize, with smaller prizes for second and third. The most points wins.")
        }
    ]
}
