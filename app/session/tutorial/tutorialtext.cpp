#include "tutorialtext.h"

#include <QCoreApplication>

#include <array>

namespace {

struct Words
{
    const char* id;
    const char* text;
};

// Our own words for every lesson (issue 33): short, one idea each, and
// never the rulebooks' sentences.
constexpr Words kWords[] = {
    // ---- Trash Pandas: the steps ----
    {"tp.welcome", QT_TRANSLATE_NOOP("Tutorial", "Welcome to Trash Pandas! You and Rocky raid the bins. On your turn you roll the die for tokens, then use the tokens to draw cards and stash them. Stashed cards score at the end.")},
    {"tp.roll", QT_TRANSLATE_NOOP("Tutorial", "Your turn. Click Roll: each face of the die is one of six tokens, and you take the one it shows.")},
    {"tp.firstToken", QT_TRANSLATE_NOOP("Tutorial", "The die showed the Trash Can, so that token is yours for this turn.")},
    {"tp.rollAgain", QT_TRANSLATE_NOOP("Tutorial", "You may roll again for another token. Roll once more.")},
    {"tp.rollRisk", QT_TRANSLATE_NOOP("Tutorial", "The Tree joins your tokens. Careful: a face whose token you already hold is a bust, and then you keep none. Push your luck once more.")},
    {"tp.blammo", QT_TRANSLATE_NOOP("Tutorial", "The Tree again: a bust! But a Blammo! card rolls the die again. Play it to save your turn.")},
    {"tp.stop", QT_TRANSLATE_NOOP("Tutorial", "Saved, with three tokens. Click Stop to keep them and use them.")},
    {"tp.trashCan", QT_TRANSLATE_NOOP("Tutorial", "Use your tokens in any order. The Trash Can draws up to two cards from the trash can: draw two.")},
    {"tp.tree", QT_TRANSLATE_NOOP("Tutorial", "The Tree stashes up to two cards from your hand face down in front of you. Open the Tree, pick the MMM Pie! and stash it.")},
    {"tp.canTree", QT_TRANSLATE_NOOP("Tutorial", "Can or Tree does one of the two, once: draw one card or stash one. Draw a card this time.")},
    {"tp.yumYum", QT_TRANSLATE_NOOP("Tutorial", "Rocky stopped after one token. Your Yum Yum makes a player who stops roll once more. Play it and hope for a bust!")},
    {"tp.rockyBusted", QT_TRANSLATE_NOOP("Tutorial", "Rocky rolled the Bandit mask a second time and busted: the token went back and Rocky drew one card. The log says what happened.")},
    {"tp.roll3", QT_TRANSLATE_NOOP("Tutorial", "Your turn again. Roll.")},
    {"tp.paw", QT_TRANSLATE_NOOP("Tutorial", "The Bandit mask steals a random card from another player's hand. Roll again.")},
    {"tp.mask", QT_TRANSLATE_NOOP("Tutorial", "The Masquerade mask turns up the top card of the trash can for all to see. Roll again.")},
    {"tp.recycle", QT_TRANSLATE_NOOP("Tutorial", "The Recycle token can be swapped for a token still in the middle. Roll once more.")},
    {"tp.nanners", QT_TRANSLATE_NOOP("Tutorial", "Recycle again: a bust! Nanners takes back the last roll and ends your rolling, so you keep the three tokens. Play it.")},
    {"tp.usePaw", QT_TRANSLATE_NOOP("Tutorial", "Use the Bandit mask on Rocky: it steals a random card from Rocky's hand.")},
    {"tp.useMask", QT_TRANSLATE_NOOP("Tutorial", "Use the Masquerade mask. Anyone holding the card it turns up may stash one of those face up; you then take the card, and one more for each card stashed.")},
    {"tp.useRecycle", QT_TRANSLATE_NOOP("Tutorial", "Swap the Recycle token for the Tree, which is still in the middle.")},
    {"tp.tree2", QT_TRANSLATE_NOOP("Tutorial", "Use the Tree: pick both Feesh and stash them. Several cards of one kind help you win that kind at the end.")},
    {"tp.doggo", QT_TRANSLATE_NOOP("Tutorial", "Rocky's Bandit mask is after your hand! A Doggo blocks a steal, and you draw two cards for it. Play it.")},
    {"tp.roll5", QT_TRANSLATE_NOOP("Tutorial", "Your turn. Roll.")},
    {"tp.roll5b", QT_TRANSLATE_NOOP("Tutorial", "Push your luck: roll again.")},
    {"tp.busted", QT_TRANSLATE_NOOP("Tutorial", "The Trash Can twice: a bust, and no card in your hand can save you. Accept the bust: your tokens go back and you draw one card.")},
    {"tp.scoring", QT_TRANSLATE_NOOP("Tutorial", "Your stash is what scores. When the trash can runs dry the game ends, and each kind of card scores for the players who stashed the most of it. Most points wins.")},
    // ---- Trash Pandas: the rules met ----
    {"tp.rule.roll", QT_TRANSLATE_NOOP("Tutorial", "Roll the die for tokens, as often as you dare.")},
    {"tp.rule.bust", QT_TRANSLATE_NOOP("Tutorial", "Rolling a token you already hold is a bust: the tokens go back and you draw one card.")},
    {"tp.rule.blammo", QT_TRANSLATE_NOOP("Tutorial", "Blammo! rolls the last die again.")},
    {"tp.rule.stop", QT_TRANSLATE_NOOP("Tutorial", "Stop to keep your tokens, then use each once.")},
    {"tp.rule.trashCan", QT_TRANSLATE_NOOP("Tutorial", "Trash Can: draw up to two cards.")},
    {"tp.rule.tree", QT_TRANSLATE_NOOP("Tutorial", "Tree: stash up to two cards face down.")},
    {"tp.rule.canTree", QT_TRANSLATE_NOOP("Tutorial", "Can or Tree: draw one card or stash one.")},
    {"tp.rule.yumYum", QT_TRANSLATE_NOOP("Tutorial", "Yum Yum: a player who stops must roll once more.")},
    {"tp.rule.nanners", QT_TRANSLATE_NOOP("Tutorial", "Nanners takes back the last roll and stops your rolling.")},
    {"tp.rule.paw", QT_TRANSLATE_NOOP("Tutorial", "Bandit mask: steal a random card from a player's hand.")},
    {"tp.rule.mask", QT_TRANSLATE_NOOP("Tutorial", "Masquerade mask: turn up the top card; others may stash a match face up, and you draw one more for each.")},
    {"tp.rule.recycle", QT_TRANSLATE_NOOP("Tutorial", "Recycle: swap it for a token still in the middle.")},
    {"tp.rule.doggo", QT_TRANSLATE_NOOP("Tutorial", "Doggo blocks a steal, and you draw two cards.")},
    {"tp.rule.scoring", QT_TRANSLATE_NOOP("Tutorial", "The game ends when the trash can runs dry; the most of each stashed kind scores.")},
    // ---- Panda Panda: the steps, then the rules met ----
    {"pp.welcome", QT_TRANSLATE_NOOP("Tutorial", "Welcome to Panda Panda! Every card shows a letter from A to G. You win a round when your turn begins with exactly the letters of a winning hand. Two rounds won take the game.")},
    {"pp.hands", QT_TRANSLATE_NOOP("Tutorial", "Here are the winning hands. Only the exact letters count: one card too many spoils a hand. Your two C are a start towards C C C C.")},
    {"pp.discardA", QT_TRANSLATE_NOOP("Tutorial", "On your turn you do one thing: discard a card onto your own pile, or draw one. Discard your A: click it.")},
    {"pp.pass", QT_TRANSLATE_NOOP("Tutorial", "An A was discarded, so everyone passes one card to the left, you too. Pass the E, which you do not need.")},
    {"pp.locked", QT_TRANSLATE_NOOP("Tutorial", "Mei passed you a C. Your pile has an A on top, so it is locked: nobody may take from it until another card covers the A.")},
    {"pp.draw", QT_TRANSLATE_NOOP("Tutorial", "Three C now. Draw the top card of the deck and hope for the fourth. You could also take the top card of a pile that is not locked.")},
    {"pp.discardB", QT_TRANSLATE_NOOP("Tutorial", "The fourth C! The B spoils the hand, so discard it.")},
    {"pp.call", QT_TRANSLATE_NOOP("Tutorial", "Your turn begins with exactly C C C C, a winning hand. Call Panda Panda!")},
    {"pp.won", QT_TRANSLATE_NOOP("Tutorial", "You won the round and a crown. The winner starts the next round, and the first to two crowns wins the game.")},
    {"pp.rule.hands", QT_TRANSLATE_NOOP("Tutorial", "Win a round by starting your turn with exactly a winning hand.")},
    {"pp.rule.turn", QT_TRANSLATE_NOOP("Tutorial", "Each turn, discard one card or draw one.")},
    {"pp.rule.a", QT_TRANSLATE_NOOP("Tutorial", "A discarded A makes everyone pass one card to the left.")},
    {"pp.rule.locked", QT_TRANSLATE_NOOP("Tutorial", "A pile with an A on top is locked.")},
    {"pp.rule.draw", QT_TRANSLATE_NOOP("Tutorial", "Draw from the deck, or take the top card of a pile that is not locked.")},
    {"pp.rule.call", QT_TRANSLATE_NOOP("Tutorial", "Call Panda Panda! to show your winning hand.")},
    {"pp.rule.win", QT_TRANSLATE_NOOP("Tutorial", "A round won is a crown; two crowns win the game.")},
    // ---- Trash Dash: the steps, then the rules met ----
    {"td.welcome", QT_TRANSLATE_NOOP("Tutorial", "Welcome to Trash Dash! You race Aesop against Flipp once round this short alley. Each turn you make one move, then the space you stop on acts, then you draw a card. First back over the Start line wins.")},
    {"td.go", QT_TRANSLATE_NOOP("Tutorial", "Go is the simplest move: play one Action card and walk as many spaces as its Move. Click your Move 2 card.")},
    {"td.trashCan", QT_TRANSLATE_NOOP("Tutorial", "You stopped on a Trash Can and picked up a Trash card, Ketchup Packets. You can hold only one at a time. Your turn then ended with a new Action card, as every turn does.")},
    {"td.cpu", QT_TRANSLATE_NOOP("Tutorial", "Flipp is a CPU racer: no cards in hand. On its turn it rolls the CPU die, whose faces work like Action cards. It rolled Move 3 and went past you.")},
    {"td.trash", QT_TRANSLATE_NOOP("Tutorial", "Trash: use your Trash card first, then play an Action card. Ketchup Packets gives you a card and +1 Move for every racer ahead of you. Click it.")},
    {"td.afterTrash", QT_TRANSLATE_NOOP("Tutorial", "Now the Action card: play the Move 1. With the Ketchup's +1 you go 2 spaces.")},
    {"td.spill", QT_TRANSLATE_NOOP("Tutorial", "You stopped on a Spill and slid one space further, the same way you were going. Whatever space the slide ends on acts too.")},
    {"td.recycle", QT_TRANSLATE_NOOP("Tutorial", "The slide ended on a Recycle Bin: you drew two Action cards, and now you throw one card of your choice away. Discard the Move 1.")},
    {"td.dash", QT_TRANSLATE_NOOP("Tutorial", "Dash: throw away two cards with the same Move. You go that Move (not both added) plus a roll of the Dash die. Click a Move 2 card, then Dash.")},
    {"td.reroll", QT_TRANSLATE_NOOP("Tutorial", "Only a 1. You may roll the Dash die again as often as you like, but each roll costs one card from your hand. Click the Move 3 to roll again.")},
    {"td.keep", QT_TRANSLATE_NOOP("Tutorial", "A 3: with the base of 2 that makes 5 spaces. Keep the roll.")},
    {"td.lap", QT_TRANSLATE_NOOP("Tutorial", "Racers run right along the top row, round the Turn tile and back left along the bottom row. Crossing the Start line again ends a lap. This race is one lap, so that crossing wins.")},
    {"td.scared", QT_TRANSLATE_NOOP("Tutorial", "Flipp rolled a Scare. A CPU racer always aims its Attacks and Scares at the one racer in first place, and that was you: two random cards left your hand.")},
    {"td.rest", QT_TRANSLATE_NOOP("Tutorial", "Three cards left. Rest: move just 1 space and draw until you hold five cards again. A Rest has no extra draw at the end.")},
    {"td.paw", QT_TRANSLATE_NOOP("Tutorial", "Flipp rolled the paw: a CPU racer then does what its own CPU card says. Flipp's card is Move 4, so it is right behind you.")},
    {"td.attack", QT_TRANSLATE_NOOP("Tutorial", "An Attack card pushes an opponent back before you move, however far away they are. Play the Move 1, Attack 2 on Flipp.")},
    {"td.scare", QT_TRANSLATE_NOOP("Tutorial", "A Scare makes an opponent throw away random cards. A CPU has no hand, so cards from the Action deck go instead, and you get a Reroll token for each. Play the Move 2, Scare 1.")},
    {"td.token", QT_TRANSLATE_NOOP("Tutorial", "Flipp rolled Move 4, enough to cross the line and win! Spend your Reroll token: the CPU die is rolled again.")},
    {"td.box", QT_TRANSLATE_NOOP("Tutorial", "The new roll was an Attack on the leader, you. But you stand on a Big Ol' Box, and nothing an opponent does reaches you there.")},
    {"td.finish", QT_TRANSLATE_NOOP("Tutorial", "Two spaces to the Start line. Play the Move 3 and cross it!")},
    {"td.won", QT_TRANSLATE_NOOP("Tutorial", "You finished the last lap first and won the race at once. The other racers are ranked by how far they got.")},
    {"td.rule.go", QT_TRANSLATE_NOOP("Tutorial", "Each turn: one move, then the space acts, then draw an Action card.")},
    {"td.rule.trashCan", QT_TRANSLATE_NOOP("Tutorial", "Trash Can: take a Trash card; you hold one at most.")},
    {"td.rule.cpu", QT_TRANSLATE_NOOP("Tutorial", "A CPU racer has no hand and rolls the CPU die instead.")},
    {"td.rule.trash", QT_TRANSLATE_NOOP("Tutorial", "Trash: use your Trash card, then play an Action card.")},
    {"td.rule.spill", QT_TRANSLATE_NOOP("Tutorial", "Spill: slide one more space the same way.")},
    {"td.rule.recycle", QT_TRANSLATE_NOOP("Tutorial", "Recycle Bin: draw two Action cards, then discard one.")},
    {"td.rule.dash", QT_TRANSLATE_NOOP("Tutorial", "Dash: two cards of the same Move, plus the Dash die.")},
    {"td.rule.reroll", QT_TRANSLATE_NOOP("Tutorial", "A Dash may roll again for one card each time.")},
    {"td.rule.lap", QT_TRANSLATE_NOOP("Tutorial", "Out along the top row, back along the bottom; crossing the Start line ends a lap.")},
    {"td.rule.cpuAim", QT_TRANSLATE_NOOP("Tutorial", "A CPU racer attacks and scares only the single leader.")},
    {"td.rule.rest", QT_TRANSLATE_NOOP("Tutorial", "Rest: move 1 and fill your hand up to five.")},
    {"td.rule.paw", QT_TRANSLATE_NOOP("Tutorial", "The paw on the CPU die plays that racer's own CPU card.")},
    {"td.rule.attack", QT_TRANSLATE_NOOP("Tutorial", "Attack: push one opponent back, then move.")},
    {"td.rule.scare", QT_TRANSLATE_NOOP("Tutorial", "Scare: an opponent discards random cards; scaring a CPU earns Reroll tokens.")},
    {"td.rule.token", QT_TRANSLATE_NOOP("Tutorial", "A Reroll token makes a CPU roll its die again.")},
    {"td.rule.box", QT_TRANSLATE_NOOP("Tutorial", "Big Ol' Box: nothing an opponent does can touch you there.")},
    {"td.rule.win", QT_TRANSLATE_NOOP("Tutorial", "The first racer to finish the last lap wins.")},
};

} // namespace

namespace tutorial {

QString text(const QString& id)
{
    for (const Words& w : kWords) {
        if (id == QLatin1String(w.id))
            return QCoreApplication::translate("Tutorial", w.text);
    }
    return id;
}

bool known(const QString& id)
{
    for (const Words& w : kWords) {
        if (id == QLatin1String(w.id))
            return true;
    }
    return false;
}

} // namespace tutorial
