import QtQml
import CritterTable

// How to play Trash Dash, in our own words, with Critter Table's own
// content set (docs/trash-dash-content.md): cards, dice, Trash cards,
// abilities and tiles as this app ships them.
RulesPage {
    sections: [
        {
            heading: qsTr("The idea"),
            body: qsTr("Two to six critters race laps around a back-alley track laid out as a row of tiles. Every tile has an upper and a lower space. Run along the upper spaces from the Start tile on the left to the Turn tile on the right, come back along the lower spaces, and step from the Start tile's lower space up across its dotted line to finish a lap. The first racer to finish the last lap wins at once; everyone else is placed by how far they got.")
        },
        {
            heading: qsTr("Modes"),
            body: qsTr("One race on a track you choose, or a Tournament of three races on the Uptown or Downtown tracks. In a Tournament each race gives 3 points for first place, 2 for second and 1 for third; racers on the same space share a place. Most points after three races wins, and a tie goes to the better place in the last race. Between races every racer who is not a CPU may turn their character card to the other side.")
        },
        {
            heading: qsTr("Your turn"),
            body: qsTr("Do one of four things. Go: play one Action card and move. Trash: use your Trash card, then play an Action card. Dash: discard two Action cards with the same Move value; that value plus a roll of the Dash die is how far you move, and you may reroll as often as you like by discarding one more card each time. Rest: move one space and draw until you hold five cards. Then use the space you stopped on, and draw one card unless you rested.")
        },
        {
            heading: qsTr("Action cards"),
            body: qsTr("Each card shows how far it moves you, 1 to 5. Some also carry an Attack, which pushes any one opponent back that many spaces, or a Scare, which makes any one opponent throw away that many cards at random. The Attack or Scare happens first, then you move. Our deck has 84 cards: 44 plain ones, 20 Attacks and 20 Scares; the stronger the Attack or Scare, the smaller the Move.")
        },
        {
            heading: qsTr("The Start line"),
            body: qsTr("Nobody is ever pushed back across the Start tile's dotted line: a racer who would be stops on the Start tile's upper space.")
        },
        {
            heading: qsTr("Special spaces"),
            body: qsTr("Trash Can: take a Trash card. You carry only one; holding one already, you may drop it for a new one or keep it. Recycle Bin: draw two Action cards, then discard one. Spill: slide one more space the same way and use that space too, so Spills can chain. Big Ol' Box: while you sit in it, no Attack, Scare or other effect of an opponent touches you. A space works whenever you stop on it, even when someone else's Attack put you there.")
        },
        {
            heading: qsTr("Trash cards"),
            body: qsTr("Our seven Trash cards: Ketchup Packets (draw a card, and move 1 more for each opponent ahead of you), Energy Drink (Attack 1 everyone you pass or land on this turn), Pizza Slice (Scare 1, and move as far as the card they lose), Cafe Con Leche (nothing of opponents touches you until your next turn), Value Meal (draw 3 cards), Rubber Band (move 4 instead of playing an Action card) and Rotten Tomato (Attack 2).")
        },
        {
            heading: qsTr("The racers"),
            body: qsTr("Each critter has two abilities, side A and side B; choose one before the race. Aesop: Frantic (draw a card after an opponent's Attack or Scare hits you) or Slippery (Attacks push you back one space less). Chloe: Scrappy (Attacks one stronger against a racer within 3 spaces) or Territorial (landing on opponents Attacks each of them 1). Flipp: Rummage (after your draw, swap one card for a new one) or Nest Egg (Rest fills your hand to 8). Jet: Turbo Tail (a Dash with a pair of Move 2 or less moves 1 more) or Lucky Streak (the first Dash reroll is free). Madam Penelope: Frightening Hiss (after a Scare, another opponent loses a card too) or Opportunist (move 1 more per card your Scares take, at most 2 a Scare). Winston: Crafty Critter (draw an Action card with every Trash card) or Dumpster Diver (search a Recycle Bin like a Trash Can).")
        },
        {
            heading: qsTr("CPU racers"),
            body: qsTr("Add CPU racers to fill the field; the app plays them and never asks. A CPU has no hand: it uses a Trash card if it holds one, then rolls the CPU die (Move 2, Move 3, Move 4, Move 1 with Attack 2, Move 1 with Scare 2, or the paw, which does what its own CPU card says). A CPU's Attack or Scare always goes at the single racer in first place, and does nothing when first place is shared, is untouchable, or is the CPU itself. Scaring a CPU throws away cards from the top of the deck and gives you that many Reroll tokens (eight in all); after any CPU roll, someone holding a token may spend it to make the CPU roll again.")
        },
        {
            heading: qsTr("Tracks"),
            body: qsTr("Pick one of the six tracks (Bin Bandit Boulevard, Play Dead Parkway, Cardboard Kingdom uptown; Back Alley Blitz, Pigeon Plaza, Feisty Feral Frenzy downtown), a random one, or build your own: a Start tile, 3 to 10 numbered tiles each used once on one of its sides, and a Turn tile. Shorter tracks suggest more laps: 4 laps up to 6 tiles, 3 for 7 or 8, 2 for 9 or 10, 1 for 11 or more.")
        }
    ]
}
