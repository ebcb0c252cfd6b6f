<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Critter Table</source>
        <translation>Critter Table</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>A table for three card and racing games: play pass-and-play with friends on one screen, or against bots and CPU racers.</source>
        <translation>Ein Spieltisch für drei Karten- und Rennspiele: reihum mit Freunden an einem Bildschirm oder gegen Bots und CPU-Renner.</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Gemacht von</translation>
    </message>
    <message>
        <source>The Critter Table team. Built with C++ and Qt 6.</source>
        <translation>Dem Critter-Table-Team. Gebaut mit C++ und Qt 6.</translation>
    </message>
    <message>
        <source>Our own art and words</source>
        <translation>Eigene Bilder, eigene Worte</translation>
    </message>
    <message>
        <source>All pictures in this app were drawn for it, and the rules help is written in our own words. No card art, rule text or logo from the published games is used.</source>
        <translation>Alle Bilder dieser App wurden eigens für sie gezeichnet, und die Regelhilfe ist in unseren eigenen Worten geschrieben. Kartenbilder, Regeltexte und Logos der veröffentlichten Spiele werden nicht verwendet.</translation>
    </message>
    <message>
        <source>The games and their designers</source>
        <translation>Die Spiele und ihre Autoren</translation>
    </message>
    <message>
        <source>Trash Pandas was designed by Lisa J. Eskue and Michael E. Eskue. Panda Panda was designed by Kaya Miyano. Trash Dash is published by Shiny Pigeon Games.</source>
        <translation>Trash Pandas stammt von Lisa J. Eskue und Michael E. Eskue. Panda Panda stammt von Kaya Miyano. Trash Dash erscheint bei Shiny Pigeon Games.</translation>
    </message>
    <message>
        <source>Critter Table is an unofficial fan project. It is not made, approved or endorsed by the designers or publishers of these games. If you enjoy them, please buy the real games.</source>
        <translation>Critter Table ist ein inoffizielles Fanprojekt. Es wurde von den Autoren und Verlagen dieser Spiele weder gemacht noch genehmigt oder unterstützt. Wenn dir die Spiele gefallen, kauf bitte die echten.</translation>
    </message>
</context>
<context>
    <name>DiscardPile</name>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s). Click to see them all.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>Trash Pandas</source>
        <translation>Trash Pandas</translation>
    </message>
    <message>
        <source>2–4 players</source>
        <translation>2–4 Spieler</translation>
    </message>
    <message>
        <source>about 20 minutes</source>
        <translation>etwa 20 Minuten</translation>
    </message>
    <message>
        <source>Roll, grab tokens, push your luck, and stash the best trash before the can runs dry.</source>
        <translation>Würfeln, Plättchen schnappen, das Glück herausfordern und den besten Müll bunkern, bevor die Tonne leer ist.</translation>
    </message>
    <message>
        <source>Panda Panda</source>
        <translation>Panda Panda</translation>
    </message>
    <message>
        <source>about 15 minutes</source>
        <translation>etwa 15 Minuten</translation>
    </message>
    <message>
        <source>Draw, discard and pass letter cards until your hand spells a winning set.</source>
        <translation>Buchstabenkarten ziehen, ablegen und weitergeben, bis deine Hand ein Siegerblatt ergibt.</translation>
    </message>
    <message>
        <source>Trash Dash</source>
        <translation>Trash Dash</translation>
    </message>
    <message>
        <source>1–6 players</source>
        <translation>1–6 Spieler</translation>
    </message>
    <message>
        <source>about 25 minutes</source>
        <translation>etwa 25 Minuten</translation>
    </message>
    <message>
        <source>Race your critter around an alley track, scrap with rivals and grab trash power-ups.</source>
        <translation>Rase mit deinem Tier durch die Gasse, rauf dich mit der Konkurrenz und schnapp dir Müll-Extras.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Critter Table</source>
        <translation>Critter Table</translation>
    </message>
    <message>
        <source>Pull up a chair and pick a game.</source>
        <translation>Nimm dir einen Stuhl und such dir ein Spiel aus.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Tab moves between buttons, Enter or Space presses one, Esc goes back.</source>
        <translation>Tab wechselt zwischen Schaltflächen, Enter oder Leertaste drückt sie, Esc geht zurück.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Critter Table</source>
        <translation>Critter Table</translation>
    </message>
</context>
<context>
    <name>PandaDeck</name>
    <message>
        <source>Draw the top card of the deck.</source>
        <translation>Die oberste Karte vom Nachziehstapel ziehen.</translation>
    </message>
    <message>
        <source>The deck is empty: drawing shuffles all discard piles into a new deck first.</source>
        <translation>Der Nachziehstapel ist leer: Beim Ziehen werden zuerst alle Ablagestapel zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>Deck: %1</source>
        <translation>Stapel: %1</translation>
    </message>
</context>
<context>
    <name>PandaDiscardPile</name>
    <message>
        <source>Take the %1 from the top of %2’s pile.</source>
        <translation>Das %1 oben von der Ablage von %2 nehmen.</translation>
    </message>
    <message>
        <source>An A is on top: nobody may draw from this pile.</source>
        <translation>Oben liegt ein A: Von dieser Ablage darf niemand ziehen.</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
</context>
<context>
    <name>PandaHand</name>
    <message>
        <source>Pass this %1 to %2.</source>
        <translation>Dieses %1 an %2 weitergeben.</translation>
    </message>
    <message>
        <source>Discard this A: then everyone passes one card to the left.</source>
        <translation>Dieses A ablegen: Dann geben alle eine Karte nach links weiter.</translation>
    </message>
    <message>
        <source>Discard this %1 onto your pile (click, or drag it there).</source>
        <translation>Dieses %1 auf deine Ablage legen (klicken oder dorthin ziehen).</translation>
    </message>
</context>
<context>
    <name>PandaPandaEventText</name>
    <message>
        <source>an A</source>
        <translation>ein A</translation>
    </message>
    <message>
        <source>a B</source>
        <translation>ein B</translation>
    </message>
    <message>
        <source>a C</source>
        <translation>ein C</translation>
    </message>
    <message>
        <source>a D</source>
        <translation>ein D</translation>
    </message>
    <message>
        <source>an E</source>
        <translation>ein E</translation>
    </message>
    <message>
        <source>an F</source>
        <translation>ein F</translation>
    </message>
    <message>
        <source>a G</source>
        <translation>ein G</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Round %1 begins. %2 goes first.</source>
        <translation>Runde %1 beginnt. %2 fängt an.</translation>
    </message>
    <message>
        <source>%1 has no cards and there is nothing to draw: turn skipped.</source>
        <translation>%1 hat keine Karten und es gibt nichts zu ziehen: Zug übersprungen.</translation>
    </message>
    <message>
        <source>%1 calls “Panda Panda!” with %2.</source>
        <translation>%1 ruft „Panda Panda!“ mit %2.</translation>
    </message>
    <message>
        <source>%1 wins round %2 and takes a first crown.</source>
        <translation>%1 gewinnt Runde %2 und bekommt eine erste Krone.</translation>
    </message>
    <message>
        <source>%1 wins round %2 and has %3 crowns.</source>
        <translation>%1 gewinnt Runde %2 und hat %3 Kronen.</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 ab.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the deck.</source>
        <translation>%1 zieht %2 vom Nachziehstapel.</translation>
    </message>
    <message>
        <source>%1 takes %2 back from their own pile.</source>
        <translation>%1 nimmt %2 von der eigenen Ablage zurück.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3’s pile.</source>
        <translation>%1 nimmt %2 von der Ablage von %3.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new deck (%1 cards).</source>
        <translation>Die Ablagestapel werden zu einem neuen Stapel gemischt (%1 Karten).</translation>
    </message>
    <message>
        <source>%1 discarded an A: everyone passes one card to the left.</source>
        <translation>%1 hat ein A abgelegt: Alle geben eine Karte nach links weiter.</translation>
    </message>
    <message>
        <source>%1 has chosen a card to pass.</source>
        <translation>%1 hat eine Karte zum Weitergeben gewählt.</translation>
    </message>
    <message>
        <source>%1 has no card to pass to %2.</source>
        <translation>%1 hat keine Karte, die an %2 gehen könnte.</translation>
    </message>
    <message>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 gibt %2 an %3 weiter.</translation>
    </message>
</context>
<context>
    <name>PandaPandaRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>Every card shows a letter from A to G. Collect exactly the letters of one of the winning hands, and show it at the start of your turn to win the round. Win two rounds to win the game.</source>
        <translation type="vanished">Jede Karte zeigt einen Buchstaben von A bis G. Sammle genau die Buchstaben eines Siegerblatts und zeig es zu Beginn deines Zuges, um die Runde zu gewinnen. Wer zwei Runden gewinnt, gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>If your hand is a winning hand, reveal it. Otherwise do one thing: draw a card from the deck, take the top card of anyone&apos;s discard pile, or put one card on your own discard pile. Your hand grows or shrinks by one each turn, so keep an eye on its size.</source>
        <translation type="vanished">Ist deine Hand ein Siegerblatt, deck es auf. Sonst tust du genau eine Sache: eine Karte vom Stapel ziehen, die oberste Karte eines beliebigen Ablagestapels nehmen oder eine Karte auf deinen eigenen Ablagestapel legen. Deine Hand wächst oder schrumpft also jeden Zug um eine Karte – behalte ihre Größe im Blick.</translation>
    </message>
    <message>
        <source>Winning hands</source>
        <translation>Siegerblätter</translation>
    </message>
    <message>
        <source>The winning hands have from two to seven cards, and only the exact letters count: an extra card spoils it. Small hands need rare letters, big hands need many common ones. The list is always at hand on the table.</source>
        <translation type="vanished">Siegerblätter haben zwei bis sieben Karten, und nur die genauen Buchstaben zählen: Eine Karte zu viel verdirbt alles. Kleine Blätter brauchen seltene Buchstaben, große viele häufige. Die Liste liegt immer sichtbar auf dem Tisch.</translation>
    </message>
    <message>
        <source>The A card</source>
        <translation type="vanished">Die A-Karte</translation>
    </message>
    <message>
        <source>Whenever someone discards an A, everybody passes one card from their hand to the next player at the same time. An A on top of a pile also locks that pile: nobody may draw from it.</source>
        <translation type="vanished">Sobald jemand ein A ablegt, geben alle gleichzeitig eine Handkarte an die nächste Person weiter. Ein A oben auf einem Stapel sperrt ihn außerdem: Von dort darf niemand ziehen.</translation>
    </message>
    <message>
        <source>An empty deck</source>
        <translation>Ein leerer Stapel</translation>
    </message>
    <message>
        <source>If you want to draw and the deck is empty, shuffle all discard piles into a new deck first. Drawing from a discard pile is still fine without reshuffling.</source>
        <translation type="vanished">Willst du ziehen und der Nachziehstapel ist leer, misch zuerst alle Ablagestapel zu einem neuen Stapel. Von einem Ablagestapel ziehen geht auch ohne Neumischen.</translation>
    </message>
    <message>
        <source>Every card shows a letter from A to G, each with its own colour and shape. Collect exactly the letters of one of the winning hands and reveal it at the start of your turn to win the round. Two round wins (two crowns) win the game.</source>
        <translation>Jede Karte zeigt einen Buchstaben von A bis G, jeder mit eigener Farbe und eigener Form. Sammle genau die Buchstaben eines Siegerblatts und zeige sie zu Beginn deines Zuges, um die Runde zu gewinnen. Wer zwei Runden gewinnt (zwei Kronen), gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>The deck has 32 cards: ten A, seven B, five C, four D, three E, two F and a single G. Everyone starts a round with five cards; the rest is the deck.</source>
        <translation>Das Spiel hat 32 Karten: zehn A, sieben B, fünf C, vier D, drei E, zwei F und ein einziges G. Zu Beginn jeder Runde bekommt jeder fünf Karten; der Rest ist der Stapel.</translation>
    </message>
    <message>
        <source>If your hand is a winning hand when your turn starts, you call “Panda Panda!”, show it, and win the round; the app offers that call as your only move. Otherwise do exactly one thing: put a card face up on your own discard pile, draw the top card of the deck, or take the top card of anyone’s discard pile, your own included. So your hand grows or shrinks by one card every turn.</source>
        <translation>Ist deine Hand zu Beginn deines Zuges ein Siegerblatt, rufst du „Panda Panda!“, zeigst sie und gewinnst die Runde; die App bietet dir diesen Ruf dann als einzigen Zug an. Sonst tust du genau eine Sache: eine Karte offen auf deine eigene Ablage legen, die oberste Karte vom Nachziehstapel ziehen oder die oberste Karte von irgendeiner Ablage nehmen, auch von deiner eigenen. So wächst oder schrumpft deine Hand jeden Zug um eine Karte.</translation>
    </message>
    <message>
        <source>7 cards: A B C D E F G, or A A A A B B B. 6 cards: A A C C E E, or B B C C D D. 5 cards: B B B B B. 4 cards: C C C C. 3 cards: D D D. 2 cards: C E, or B F, or D G. Only the exact letters count: one card too many spoils it. The list stays on the table, and the hands you are close to light up.</source>
        <translation>7 Karten: A B C D E F G oder A A A A B B B. 6 Karten: A A C C E E oder B B C C D D. 5 Karten: B B B B B. 4 Karten: C C C C. 3 Karten: D D D. 2 Karten: C E oder B F oder D G. Es zählen nur genau diese Buchstaben: Eine Karte zu viel verdirbt alles. Die Liste liegt immer auf dem Tisch, und die Blätter, denen du nahe bist, leuchten auf.</translation>
    </message>
    <message>
        <source>Discarding an A</source>
        <translation>Ein A ablegen</translation>
    </message>
    <message>
        <source>When anyone discards an A, every player, the one who discarded it too, passes one card to the player on their left. Everyone chooses before any card moves, so you cannot pass on a card that is coming to you. In the app the players choose one after another, each in secret; a player with no cards passes nothing. Then the player after the one who discarded the A goes on.</source>
        <translation>Legt jemand ein A ab, gibt jeder, auch wer das A abgelegt hat, eine Karte an den linken Nachbarn weiter. Alle wählen, bevor sich eine Karte bewegt; eine Karte, die gerade zu dir kommt, kannst du also nicht weitergeben. In der App wählen alle nacheinander und geheim; wer keine Karten hat, gibt nichts weiter. Danach ist der Spieler nach dem dran, der das A abgelegt hat.</translation>
    </message>
    <message>
        <source>Locked piles</source>
        <translation>Gesperrte Ablagen</translation>
    </message>
    <message>
        <source>A discard pile with an A on top is locked: nobody may take from it until another card covers the A.</source>
        <translation>Eine Ablage mit einem A obenauf ist gesperrt: Niemand darf davon nehmen, bis eine andere Karte das A bedeckt.</translation>
    </message>
    <message>
        <source>If you draw from an empty deck, every discard pile (locked ones too) is shuffled into a new deck first. Taking from a pile never needs a reshuffle. If there is nothing at all to draw you must discard, and a player with no cards must draw; if someone has no cards and there is nothing to draw anywhere, their turn is skipped.</source>
        <translation>Ziehst du von einem leeren Stapel, werden zuerst alle Ablagen (auch gesperrte) zu einem neuen Stapel gemischt. Von einer Ablage zu nehmen braucht nie ein Mischen. Gibt es gar nichts zu ziehen, musst du ablegen, und wer keine Karten hat, muss ziehen; hat jemand keine Karten und gibt es nirgends etwas zu ziehen, wird sein Zug übersprungen.</translation>
    </message>
    <message>
        <source>Winning the round</source>
        <translation>Die Runde gewinnen</translation>
    </message>
    <message>
        <source>Only the start of your own turn counts: a hand that becomes a winning one by your draw or discard, or through a pass, must still be one when your next turn begins. The round&apos;s winner takes a crown; then all 32 cards are shuffled, five are dealt to each player, and the winner starts the next round.</source>
        <translation>Es zählt nur der Beginn deines eigenen Zuges: Eine Hand, die durch dein Ziehen oder Ablegen oder durch eine Weitergabe zum Siegerblatt wird, muss es zu Beginn deines nächsten Zuges noch sein. Wer die Runde gewinnt, bekommt eine Krone; dann werden alle 32 Karten gemischt, jeder bekommt fünf, und der Gewinner beginnt die nächste Runde.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Click a card in your hand to discard it (or drag it onto your pile), click the deck or its button to draw, or click the highlighted top card of a pile to take it. With two or more people at one screen, the table hides every hand until the next person says they are ready.</source>
        <translation>Klicke eine Karte deiner Hand an, um sie abzulegen (oder zieh sie auf deine Ablage), klicke den Stapel oder seine Schaltfläche, um zu ziehen, oder klicke die hervorgehobene oberste Karte einer Ablage, um sie zu nehmen. Sitzen zwei oder mehr Menschen an einem Bildschirm, verdeckt der Tisch jede Hand, bis die nächste Person sagt, dass sie bereit ist.</translation>
    </message>
</context>
<context>
    <name>PandaPandaSession</name>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>PandaPandaTable</name>
    <message>
        <source>Leave table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Panda Panda  ·  Round %1</source>
        <translation>Panda Panda  ·  Runde %1</translation>
    </message>
    <message>
        <source>Call “Panda Panda!”</source>
        <translation>„Panda Panda!“ rufen</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Reshuffle and draw</source>
        <translation>Neu mischen und ziehen</translation>
    </message>
    <message>
        <source>Draw the top card of the deck.</source>
        <translation>Die oberste Karte vom Nachziehstapel ziehen.</translation>
    </message>
    <message>
        <source>The deck is empty: drawing shuffles all discard piles into a new deck first.</source>
        <translation>Der Nachziehstapel ist leer: Beim Ziehen werden zuerst alle Ablagestapel zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>has chosen ✓</source>
        <translation>hat gewählt ✓</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>wählt …</translation>
    </message>
    <message>
        <source>nothing to pass</source>
        <translation>nichts weiterzugeben</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>You have a winning hand!</source>
        <translation>Du hast ein Siegerblatt!</translation>
    </message>
    <message>
        <source>Pass a card to %1</source>
        <translation>Gib %1 eine Karte</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Dein Zug, %1</translation>
    </message>
    <message>
        <source>%1 is choosing a card to pass…</source>
        <translation>%1 wählt eine Karte zum Weitergeben …</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Everyone passes a card to the left</source>
        <translation>Alle geben eine Karte nach links weiter</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>Your hand holds exactly the letters of a winning hand. Call “Panda Panda!” to reveal it and win the round.</source>
        <translation>Deine Hand hat genau die Buchstaben eines Siegerblatts. Ruf „Panda Panda!“, um sie zu zeigen und die Runde zu gewinnen.</translation>
    </message>
    <message>
        <source>An A was discarded, so everyone passes one card to the left at the same time. Click the card to give to %1; nobody sees it until all have chosen.</source>
        <translation>Ein A wurde abgelegt, also geben alle gleichzeitig eine Karte nach links weiter. Klicke die Karte für %1 an; niemand sieht sie, bevor alle gewählt haben.</translation>
    </message>
    <message>
        <source>discard a card (click it or drag it onto your pile)</source>
        <translation>eine Karte ablegen (anklicken oder auf deine Ablage ziehen)</translation>
    </message>
    <message>
        <source>draw from the deck</source>
        <translation>vom Nachziehstapel ziehen</translation>
    </message>
    <message>
        <source>reshuffle the piles into a new deck and draw</source>
        <translation>die Ablagen zu einem neuen Stapel mischen und ziehen</translation>
    </message>
    <message>
        <source>take the top card of a highlighted pile</source>
        <translation>die oberste Karte einer hervorgehobenen Ablage nehmen</translation>
    </message>
    <message>
        <source>Do one thing: %1.</source>
        <translation>Tu eine Sache: %1.</translation>
    </message>
    <message>
        <source>, or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Panda Panda!</source>
        <translation>Panda Panda!</translation>
    </message>
    <message>
        <source>A! Pass left ←</source>
        <translation>A! Nach links ←</translation>
    </message>
</context>
<context>
    <name>PandaPlayerAid</name>
    <message>
        <source>Winning hands</source>
        <translation>Siegerblätter</translation>
    </message>
    <message>
        <source>Exactly these letters, nothing more. Your hand: %1.</source>
        <translation>Genau diese Buchstaben, nicht mehr. Deine Hand: %1.</translation>
    </message>
    <message>
        <source>Exactly these letters, nothing more.</source>
        <translation>Genau diese Buchstaben, nicht mehr.</translation>
    </message>
    <message>
        <source>you have it!</source>
        <translation>hast du!</translation>
    </message>
    <message>
        <source>%1 away</source>
        <translation>noch %1</translation>
    </message>
</context>
<context>
    <name>PandaRoundEnd</name>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>“Panda Panda!”</source>
        <translation>„Panda Panda!“</translation>
    </message>
    <message>
        <source>Two crowns! %1 revealed this hand to win round %2:</source>
        <translation>Zwei Kronen! Mit dieser Hand hat %1 Runde %2 gewonnen:</translation>
    </message>
    <message>
        <source>%1 reveals a winning hand and wins round %2:</source>
        <translation>%1 zeigt ein Siegerblatt und gewinnt Runde %2:</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>PandaSeat</name>
    <message>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>Everyone else, look away. %1, press the button when only you can see the screen.</source>
        <translation>Alle anderen schauen bitte weg. %1, drück den Knopf, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <source>I am %1, show me</source>
        <translation>Ich bin %1, zeig es mir</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>CPU racer</source>
        <translation>CPU-Renner</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Remove seat %1</source>
        <translation>Platz %1 entfernen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Races by the CPU die, no hand to play.</source>
        <translation>Fährt nach dem CPU-Würfel, ohne Handkarten.</translation>
    </message>
    <message>
        <source>Plays here, passing the screen.</source>
        <translation>Spielt hier, der Bildschirm wird weitergereicht.</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>CPU racer %1</source>
        <translation>CPU-Renner %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Add seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Changes apply right away and are remembered.</source>
        <translation>Änderungen gelten sofort und werden gespeichert.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of every screen, switched without a restart.</source>
        <translation>Die Sprache aller Bildschirme, umgeschaltet ohne Neustart.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>How fast cards, tokens and screens move. Instant turns motion off.</source>
        <translation>Wie schnell sich Karten, Plättchen und Bildschirme bewegen. „Sofort“ schaltet Bewegung ab.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Let the table fill the whole screen.</source>
        <translation>Der Tisch füllt den ganzen Bildschirm.</translation>
    </message>
    <message>
        <source>Bot pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long each bot move takes at least, so you can follow what the bots do.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>%1 seats taken, room for %2 to %3.</source>
        <translation>%1 Plätze besetzt, Platz für %2 bis %3.</translation>
    </message>
    <message>
        <source>The %1 table is still being built, so this game cannot start yet. Your seats are ready for it.</source>
        <translation>Der Tisch für %1 wird noch gebaut, daher lässt sich dieses Spiel noch nicht starten. Deine Plätze sind schon bereit.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>TpPointers</name>
    <message>
        <source>Start here: Roll takes a token. The line beside it tells you the exact chance that the next roll busts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again for more tokens, or Stop to use the ones you have. Busting loses them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use each token you took: click it (or its button) and choose. Amber rings mark what you can use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card with a teal edge can save you: click it, or accept the bust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player&apos;s move lets you answer. Every player is asked, card or not, so nobody learns who holds what.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip tips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TpScoreTable</name>
    <message>
        <source>%1 × · %2 · %3 pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Types · cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each card type pays its prizes to the players with the most, second most and third most of it. Players tied for a place each get that place&apos;s points minus one, and the next player takes the next place. Blammo! pays 1 point per card. A tie in points goes to the player with more card types, then more cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TpText</name>
    <message>
        <source>Blammo!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nanners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MMM Pie!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yum Yum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doggo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kitteh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play right after a roll to roll the die again, even to save a bust. Stashed: 1 point per card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play right after a roll to cancel it and stop: saves a bust. Stashed: 7 points for the most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play while using your tokens: one token works a second time. Stashed: 6 / 2 / 1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on your turn: take any card from the discard pile; you may use it at once. Stashed: 5 / 3 / 1 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play when another player stops: they must roll once more. Stashed: 4 / 2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When someone steals from you: block it, then draw 2 cards. Scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on your turn: steal one stashed card of another player into your hand. Stashed: 3 points for the most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When someone steals from you: steal from the thief instead. Scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash Can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can or Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash Can: draw up to 2 cards from the trash can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree: stash up to 2 cards from your hand face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can or Tree: draw 1 card, or stash 1 card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paw: steal a random card from another player&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recycle: swap it for a token still in the middle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2 plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2 a second time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2 (shown to all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stashes a card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stashes %2 face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a card from %2&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a card from %2&apos;s stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 from %3&apos;s stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answers %2 with %3!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 busts! The tokens go back and %1 draws one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took all six tokens: bonus roll!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trash can is empty: this is the last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops rolling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts the bust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Blammo! and rolls again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Nanners and stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Feesh and takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Shiny on %2&apos;s stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays MMM Pie! on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s) with the Trash Can.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stashes %n card(s) with the Tree.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws a card with Can or Tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stashes a card with Can or Tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sends the Paw after %2&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reveals a card with the Mask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recycles for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recycles: nothing left to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Yum Yum!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 blocks with Doggo!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns it round with Kitteh!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stashes a matching %2 face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blammo!: roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nanners: cancel and stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MMM Pie! on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stash nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Yum Yum: roll once more!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doggo: block, draw 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kitteh: take a face-down card of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kitteh: take %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kitteh: steal from %1 instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stash my %1 face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, let them stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrashDashRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>Critters race laps around a back-alley track of tiles. Run along the top row to the turn, come back along the bottom row, and cross the start to finish a lap. The first racer to complete the last lap wins.</source>
        <translation>Tiere rasen Runden auf einer Hinterhofstrecke aus Feldern. Lauf die obere Reihe entlang bis zur Wende, komm auf der unteren Reihe zurück und überquere den Start, um eine Runde abzuschließen. Wer als Erstes die letzte Runde beendet, gewinnt.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Choose one: play an action card and move; play a trash item and then an action card; dash by discarding two cards with the same move value and adding a die roll; or rest, moving one space and filling your hand back up to five. After moving, use the space you land on, then draw a card unless you rested.</source>
        <translation>Wähle eins: eine Aktionskarte spielen und vorrücken; erst ein Müll-Extra und dann eine Aktionskarte spielen; sprinten, indem du zwei Karten mit gleichem Bewegungswert abwirfst und einen Würfelwurf addierst; oder rasten, ein Feld vorrücken und die Hand wieder auf fünf Karten auffüllen. Danach nutzt du das Feld, auf dem du landest, und ziehst eine Karte, außer du hast gerastet.</translation>
    </message>
    <message>
        <source>Attacks and scares</source>
        <translation>Angriffe und Schreckmomente</translation>
    </message>
    <message>
        <source>Some action cards push a rival back before you move, others make a rival throw away cards from their hand. You can aim at anyone on the track, however far away.</source>
        <translation>Manche Aktionskarten werfen ein anderes Tier zurück, bevor du vorrückst, andere lassen es Handkarten abwerfen. Du kannst jedes Tier auf der Strecke treffen, egal wie weit entfernt.</translation>
    </message>
    <message>
        <source>Special spaces</source>
        <translation>Besondere Felder</translation>
    </message>
    <message>
        <source>Trash cans give you a trash item (you may carry only one), recycle bins let you draw two and drop one, spills slide you one more space, and boxes keep you safe from every attack while you sit in them.</source>
        <translation>Mülltonnen geben dir ein Müll-Extra (du darfst nur eines tragen), Recyclingtonnen lassen dich zwei Karten ziehen und eine abwerfen, Pfützen lassen dich ein Feld weiterrutschen, und Kartons schützen dich vor jedem Angriff, solange du darin sitzt.</translation>
    </message>
    <message>
        <source>CPU racers</source>
        <translation>CPU-Renner</translation>
    </message>
    <message>
        <source>Short of players? Add CPU racers. They move by their own die and simple rules, so even one person can race a full field.</source>
        <translation>Zu wenige Leute am Tisch? Nimm CPU-Renner dazu. Sie fahren nach ihrem eigenen Würfel und einfachen Regeln, so kann auch eine Person allein gegen ein volles Feld antreten.</translation>
    </message>
</context>
<context>
    <name>TrashPandasRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>You are raccoons raiding a trash can. Cards only score if you tuck them safely into your stash before the can is empty, so every turn is a question of how greedy to be.</source>
        <translation type="vanished">Ihr seid Waschbären, die eine Mülltonne plündern. Karten zählen nur, wenn du sie in deinem Versteck bunkerst, bevor die Tonne leer ist – jeder Zug ist also eine Frage, wie gierig du sein willst.</translation>
    </message>
    <message>
        <source>Your turn: roll and decide</source>
        <translation>Dein Zug: würfeln und entscheiden</translation>
    </message>
    <message>
        <source>Roll the die and take the matching token from the middle. Then stop, or roll again for another token. Roll a token you already hold and you bust: all your tokens go back, you get nothing from them, and you only draw one card as comfort. Some cards, played from your hand, can save a bad roll.</source>
        <translation type="vanished">Würfle und nimm das passende Plättchen aus der Mitte. Dann hör auf oder würfle weiter für ein weiteres Plättchen. Würfelst du ein Plättchen, das du schon hast, bist du raus: Alle Plättchen gehen zurück, sie bringen dir nichts, und zum Trost ziehst du nur eine Karte. Manche Karten aus deiner Hand können einen schlechten Wurf retten.</translation>
    </message>
    <message>
        <source>Using your tokens</source>
        <translation>Plättchen einsetzen</translation>
    </message>
    <message>
        <source>When you stop, use your tokens in any order. The trash can draws cards, the tree stashes cards face down, the paw steals a random card from another hand, the mask reveals a card that others may match to stash their own, and recycle swaps for a token nobody took this turn. Take all six and you get a short bonus roll.</source>
        <translation type="vanished">Hörst du auf, setzt du deine Plättchen in beliebiger Reihenfolge ein. Die Mülltonne zieht Karten, der Baum bunkert Karten verdeckt, die Pfote stiehlt eine zufällige Karte aus einer fremden Hand, die Maske deckt eine Karte auf, zu der die anderen passende Karten bunkern dürfen, und Recycling tauscht gegen ein Plättchen, das in diesem Zug niemand genommen hat. Holst du alle sechs, gibt es einen kurzen Bonuswurf.</translation>
    </message>
    <message>
        <source>Cards: stash or play</source>
        <translation>Karten: bunkern oder ausspielen</translation>
    </message>
    <message>
        <source>Each card is worth points in your stash, or can be thrown on the discard pile for its trick instead: a re-roll, a cancelled roll, a second use of a token, fishing a card back, forcing someone to keep rolling, or stealing. A few cards are only for defence, when someone tries to steal from you.</source>
        <translation type="vanished">Jede Karte bringt in deinem Versteck Punkte oder kann stattdessen für ihren Trick auf den Ablagestapel wandern: neu würfeln, einen Wurf zurücknehmen, ein Plättchen doppelt nutzen, eine Karte zurückangeln, jemanden zum Weiterwürfeln zwingen oder stehlen. Ein paar Karten dienen nur der Abwehr, wenn jemand dich bestehlen will.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>When the last card leaves the trash can, that turn is finished and the game ends. For each kind of card, whoever stashed the most scores the big prize, with smaller prizes for second and third. The most points wins.</source>
        <translation type="vanished">Verlässt die letzte Karte die Mülltonne, wird dieser Zug zu Ende gespielt, dann endet das Spiel. Für jede Kartenart bekommt den großen Preis, wer am meisten davon gebunkert hat; Zweite und Dritte bekommen kleinere Preise. Die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>You are raccoons raiding a trash can. Cards only score if you tuck them safely into your stash before the can is empty, so every turn is a question of how greedy to be. 2 to 4 players, about 20 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trash can holds 53 cards. In turn order the players get 3, 4, 5 and 6 cards (3 and 4 with two players); the player with the fewest cards starts. The six tokens lie in the middle, one for each face of the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die and take the matching token from the middle. Then stop, or roll again for another token. The table shows the exact chance that the next roll busts: with k tokens taken it is k in 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a token you already hold and you bust: all your tokens go back, none of them works, and you draw one card as comfort. Right after a roll you may save yourself with a Blammo! (roll the die again) or a Nanners (cancel the roll and stop).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping and Yum Yum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you stop, every other player is asked in turn whether to play a Yum Yum: it makes you roll once more. After that roll, if you did not bust, you may roll on or stop again. Everyone is asked, card or not, so the question never shows who holds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After stopping, use every token you took, in any order. Trash Can: draw 0, 1 or 2 cards. Tree: stash 0, 1 or 2 cards from your hand face down. Can or Tree: draw 1 card or stash 1 card. Paw: steal a random card from another player&apos;s hand. Mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each. Recycle: swap it for a token nobody took this turn (with none left it does nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take all six tokens and you use them at once; then you roll again, this time for at most three tokens. It is still the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card either scores in your stash or is played on the discard pile for its trick. Blammo!: roll again (1 point per stashed card). Nanners: cancel a roll and stop (7 points for the most). MMM Pie!: one token works twice, never two Pies on one token and never on Recycle (6 / 2 / 1). Feesh: take any card from the discard pile (5 / 3 / 1). Yum Yum: make a stopping player roll once more (4 / 2). Shiny: steal a stashed card, face up or a random face-down one, into your hand (3 for the most). Doggo and Kitteh score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending against steals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the Paw or a Shiny is aimed at you, you may block it with a Doggo and draw 2 cards, or turn it round with a Kitteh and steal from the thief instead (the thief may answer that in the same way). The target is always asked, whatever they hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards gained on your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards you gain during your own turn cannot be played for their trick until your next turn, but you may stash them. Only a card taken with Feesh can be used at once, even a Blammo! or Nanners to escape a bust. Feesh and Shiny can be played any time you are deciding on your own turn; Blammo! and Nanners only right after a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last card leaves the trash can (or someone tries to draw from an empty one), the current turn is finished and the game ends. Cards left in hands do not count; every stash is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each card type, the player with the most stashed scores the first prize, then the second and third most. Players tied for a place each score that place&apos;s points minus one (never below zero), and the next player takes the very next place: two players tied for most Feesh score 4 each, the next one 3. You need at least one card of a type to score it. Blammo! pays 1 point per card to everyone. Most points wins; a tie goes to more different card types, then more cards; still tied, the win is shared.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrashPandasSession</name>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A new game for %n player(s). %1 starts.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quick question for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll busts: %1 (%2 in 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token taken yet: this roll is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Nanners saves it: a bust becomes a stop (0% bust).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>With your %n Blammo!(s) to re-roll: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A Blammo! in hand would make it %1; a Nanners, 0%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped. Anyone for a Yum Yum?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stealing from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mask shows %1: matching cards may be stashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses their tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus roll! Roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may take up to three more tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each roll takes a token. Roll a token you already hold and you bust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again, or stop and use your tokens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust! You already hold the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept it (tokens go back, you draw one card) or save it with a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your tokens, in any order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a token below the die to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped. Make them roll once more with a Yum Yum?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stealing a card from your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stealing from your stash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block it with a Doggo, turn it round with a Kitteh, or let it happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mask shows %1. Stash a matching card face up?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each card stashed this way, %1 draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrashPandasTable</name>
    <message>
        <source>Play %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree: pick up to 2 cards in your hand to stash, then Stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can or Tree: draw 1, or pick 1 card to stash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUST!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus roll!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished">Regeln</translation>
    </message>
    <message>
        <source>Hide log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stash empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The trash can: %n card(s) left. When it runs dry, the game ends after this turn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Trash can: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tokens yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stash %n picked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished">Zurück</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
