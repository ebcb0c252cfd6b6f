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
    <name>PandaPandaRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>Every card shows a letter from A to G. Collect exactly the letters of one of the winning hands, and show it at the start of your turn to win the round. Win two rounds to win the game.</source>
        <translation>Jede Karte zeigt einen Buchstaben von A bis G. Sammle genau die Buchstaben eines Siegerblatts und zeig es zu Beginn deines Zuges, um die Runde zu gewinnen. Wer zwei Runden gewinnt, gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>If your hand is a winning hand, reveal it. Otherwise do one thing: draw a card from the deck, take the top card of anyone&apos;s discard pile, or put one card on your own discard pile. Your hand grows or shrinks by one each turn, so keep an eye on its size.</source>
        <translation>Ist deine Hand ein Siegerblatt, deck es auf. Sonst tust du genau eine Sache: eine Karte vom Stapel ziehen, die oberste Karte eines beliebigen Ablagestapels nehmen oder eine Karte auf deinen eigenen Ablagestapel legen. Deine Hand wächst oder schrumpft also jeden Zug um eine Karte – behalte ihre Größe im Blick.</translation>
    </message>
    <message>
        <source>Winning hands</source>
        <translation>Siegerblätter</translation>
    </message>
    <message>
        <source>The winning hands have from two to seven cards, and only the exact letters count: an extra card spoils it. Small hands need rare letters, big hands need many common ones. The list is always at hand on the table.</source>
        <translation>Siegerblätter haben zwei bis sieben Karten, und nur die genauen Buchstaben zählen: Eine Karte zu viel verdirbt alles. Kleine Blätter brauchen seltene Buchstaben, große viele häufige. Die Liste liegt immer sichtbar auf dem Tisch.</translation>
    </message>
    <message>
        <source>The A card</source>
        <translation>Die A-Karte</translation>
    </message>
    <message>
        <source>Whenever someone discards an A, everybody passes one card from their hand to the next player at the same time. An A on top of a pile also locks that pile: nobody may draw from it.</source>
        <translation>Sobald jemand ein A ablegt, geben alle gleichzeitig eine Handkarte an die nächste Person weiter. Ein A oben auf einem Stapel sperrt ihn außerdem: Von dort darf niemand ziehen.</translation>
    </message>
    <message>
        <source>An empty deck</source>
        <translation>Ein leerer Stapel</translation>
    </message>
    <message>
        <source>If you want to draw and the deck is empty, shuffle all discard piles into a new deck first. Drawing from a discard pile is still fine without reshuffling.</source>
        <translation>Willst du ziehen und der Nachziehstapel ist leer, misch zuerst alle Ablagestapel zu einem neuen Stapel. Von einem Ablagestapel ziehen geht auch ohne Neumischen.</translation>
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
        <translation>Ihr seid Waschbären, die eine Mülltonne plündern. Karten zählen nur, wenn du sie in deinem Versteck bunkerst, bevor die Tonne leer ist – jeder Zug ist also eine Frage, wie gierig du sein willst.</translation>
    </message>
    <message>
        <source>Your turn: roll and decide</source>
        <translation>Dein Zug: würfeln und entscheiden</translation>
    </message>
    <message>
        <source>Roll the die and take the matching token from the middle. Then stop, or roll again for another token. Roll a token you already hold and you bust: all your tokens go back, you get nothing from them, and you only draw one card as comfort. Some cards, played from your hand, can save a bad roll.</source>
        <translation>Würfle und nimm das passende Plättchen aus der Mitte. Dann hör auf oder würfle weiter für ein weiteres Plättchen. Würfelst du ein Plättchen, das du schon hast, bist du raus: Alle Plättchen gehen zurück, sie bringen dir nichts, und zum Trost ziehst du nur eine Karte. Manche Karten aus deiner Hand können einen schlechten Wurf retten.</translation>
    </message>
    <message>
        <source>Using your tokens</source>
        <translation>Plättchen einsetzen</translation>
    </message>
    <message>
        <source>When you stop, use your tokens in any order. The trash can draws cards, the tree stashes cards face down, the paw steals a random card from another hand, the mask reveals a card that others may match to stash their own, and recycle swaps for a token nobody took this turn. Take all six and you get a short bonus roll.</source>
        <translation>Hörst du auf, setzt du deine Plättchen in beliebiger Reihenfolge ein. Die Mülltonne zieht Karten, der Baum bunkert Karten verdeckt, die Pfote stiehlt eine zufällige Karte aus einer fremden Hand, die Maske deckt eine Karte auf, zu der die anderen passende Karten bunkern dürfen, und Recycling tauscht gegen ein Plättchen, das in diesem Zug niemand genommen hat. Holst du alle sechs, gibt es einen kurzen Bonuswurf.</translation>
    </message>
    <message>
        <source>Cards: stash or play</source>
        <translation>Karten: bunkern oder ausspielen</translation>
    </message>
    <message>
        <source>Each card is worth points in your stash, or can be thrown on the discard pile for its trick instead: a re-roll, a cancelled roll, a second use of a token, fishing a card back, forcing someone to keep rolling, or stealing. A few cards are only for defence, when someone tries to steal from you.</source>
        <translation>Jede Karte bringt in deinem Versteck Punkte oder kann stattdessen für ihren Trick auf den Ablagestapel wandern: neu würfeln, einen Wurf zurücknehmen, ein Plättchen doppelt nutzen, eine Karte zurückangeln, jemanden zum Weiterwürfeln zwingen oder stehlen. Ein paar Karten dienen nur der Abwehr, wenn jemand dich bestehlen will.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>When the last card leaves the trash can, that turn is finished and the game ends. For each kind of card, whoever stashed the most scores the big prize, with smaller prizes for second and third. The most points wins.</source>
        <translation>Verlässt die letzte Karte die Mülltonne, wird dieser Zug zu Ende gespielt, dann endet das Spiel. Für jede Kartenart bekommt den großen Preis, wer am meisten davon gebunkert hat; Zweite und Dritte bekommen kleinere Preise. Die meisten Punkte gewinnen.</translation>
    </message>
</context>
</TS>
