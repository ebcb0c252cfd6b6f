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
    <name>ActionCard</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Angriff %1</translation>
    </message>
    <message>
        <source>Scare %1</source>
        <translation>Schreck %1</translation>
    </message>
    <message>
        <source>Trash Dash card: %1</source>
        <translation>Trash-Dash-Karte: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>can be played now</source>
        <translation>jetzt spielbar</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>%1 is not a file (a folder, a pipe or a device)</source>
        <translation>%1 ist keine Datei (sondern ein Ordner, eine Pipe oder ein Gerät)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>the folder %1 could not be made</source>
        <translation>der Ordner %1 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (&quot;Permission denied&quot;).</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>AwayRecap</name>
    <message>
        <source>While you were away</source>
        <translation>Während du weg warst</translation>
    </message>
    <message>
        <source>Since your last move</source>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier line(s) in the log.</source>
        <translation>
            <numerusform>%n frühere Zeile im Protokoll.</numerusform>
            <numerusform>%n frühere Zeilen im Protokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Close what happened while you were away</source>
        <translation>Schließen, was passiert ist, während du weg warst</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Warten…</translation>
    </message>
</context>
<context>
    <name>ChoiceButton</name>
    <message>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Learn to play: which step of the lesson shows, e.g. &quot;Step 3 of 26&quot;.</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>CoachSummary</name>
    <message>
        <source>You know the basics of %1!</source>
        <extracomment>Learn to play&apos;s last screen; %1 is the game&apos;s name.</extracomment>
        <translation>Du kennst die Grundlagen von %1!</translation>
    </message>
    <message>
        <source>The rules you met:</source>
        <translation>Die Regeln, die du kennengelernt hast:</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Ein echtes Spiel spielen</translation>
    </message>
</context>
<context>
    <name>CpuDie</name>
    <message>
        <source>CPU die</source>
        <translation>CPU-Würfel</translation>
    </message>
</context>
<context>
    <name>CritterToken</name>
    <message>
        <source>%1 (CPU)</source>
        <translation>%1 (CPU)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
</context>
<context>
    <name>DashDie</name>
    <message>
        <source>Dash die</source>
        <translation>Sprintwürfel</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>%1: not rolled yet</source>
        <translation>%1: noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DiscardPile</name>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Discard pile: %1. Click to see every card.</source>
        <translation>Ablagestapel: %1. Klicken, um alle Karten zu sehen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>GameFileDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Critter Table games (*.json)</source>
        <translation>Critter-Table-Spiele (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>GameFilePanel</name>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Gespeichert als „%1“.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>In %1</translation>
    </message>
    <message>
        <source>Games saved here</source>
        <translation>Hier gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>No games saved here yet. Yours will be the first.</source>
        <translation>Hier ist noch kein Spiel gespeichert. Deins wird das erste.</translation>
    </message>
    <message>
        <source>No saved games here yet. Save… at a table keeps one here; Other folder… opens one kept anywhere else.</source>
        <translation>Hier sind noch keine gespeicherten Spiele. „Speichern…“ am Tisch legt eins hier ab; „Anderer Ordner…“ öffnet eins von anderswo.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>Name des gespeicherten Spiels</translation>
    </message>
    <message>
        <source>A saved game already has this name. Saving replaces it.</source>
        <translation>Ein gespeichertes Spiel hat schon diesen Namen. Speichern ersetzt es.</translation>
    </message>
    <message>
        <source>Other folder…</source>
        <translation>Anderer Ordner…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>“%1” is in the trash now.</source>
        <translation>„%1“ liegt jetzt im Papierkorb.</translation>
    </message>
    <message>
        <source>Move to trash</source>
        <translation>In den Papierkorb</translation>
    </message>
</context>
<context>
    <name>GameFileReplaceAsk</name>
    <message>
        <source>Open this file?</source>
        <translation>Diese Datei öffnen?</translation>
    </message>
    <message>
        <source>Your unfinished %1 game with %2 will be lost.</source>
        <translation>Dein angefangenes Spiel %1 mit %2 geht dann verloren.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Open this file</source>
        <translation>Diese Datei öffnen</translation>
    </message>
</context>
<context>
    <name>GameFileRow</name>
    <message>
        <source>Cannot be opened: %1</source>
        <translation>Lässt sich nicht öffnen: %1</translation>
    </message>
</context>
<context>
    <name>GameFolder</name>
    <message>
        <source>Type a name for the game.</source>
        <translation>Gib dem Spiel einen Namen.</translation>
    </message>
    <message>
        <source>A name can be at most %1 characters long.</source>
        <translation>Ein Name darf höchstens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>A name cannot hold / or \.</source>
        <translation>Ein Name darf weder / noch \ enthalten.</translation>
    </message>
    <message>
        <source>A name cannot start with a dot.</source>
        <translation>Ein Name darf nicht mit einem Punkt beginnen.</translation>
    </message>
    <message>
        <source>There is no folder to save in.</source>
        <translation>Es gibt keinen Ordner zum Speichern.</translation>
    </message>
    <message>
        <source>%1 is a folder. Choose another name.</source>
        <translation>%1 ist ein Ordner. Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 is not a Critter Table game, so it will not be replaced. Choose another name.</source>
        <translation>%1 ist kein Critter-Table-Spiel und wird darum nicht ersetzt. Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>“%1” is not a saved game here, so it was left as it is.</source>
        <translation>„%1“ ist hier kein gespeichertes Spiel und bleibt darum, wie es ist.</translation>
    </message>
    <message>
        <source>“%1” could not be moved to the trash: %2</source>
        <translation>„%1“ konnte nicht in den Papierkorb: %2</translation>
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
    <name>GameRegistry</name>
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
    <name>GameTable</name>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Waiting for everyone to sit down</source>
        <translation>Warten, bis alle Platz genommen haben</translation>
    </message>
    <message>
        <source>The host could not be reached: %1</source>
        <translation>Der Gastgeber ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>Sitting down at table %1…</source>
        <translation>Platz nehmen an Tisch %1 …</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back</source>
        <translation>Warten, bis %1 zurück ist</translation>
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
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>left just now</source>
        <translation>gerade eben unterbrochen</translation>
    </message>
    <message>
        <source>left a minute ago</source>
        <translation>vor einer Minute unterbrochen</translation>
    </message>
    <message>
        <source>left %1 minutes ago</source>
        <translation>vor %1 Minuten unterbrochen</translation>
    </message>
    <message>
        <source>left an hour ago</source>
        <translation>vor einer Stunde unterbrochen</translation>
    </message>
    <message>
        <source>left %1 hours ago</source>
        <translation>vor %1 Stunden unterbrochen</translation>
    </message>
    <message>
        <source>left on %1</source>
        <translation>am %1 unterbrochen</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Angefangenes Spiel</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>The unfinished game could not be read</source>
        <translation>Das unfertige Spiel ließ sich nicht lesen</translation>
    </message>
    <message>
        <source>The file is left as it is until a new game takes its place.</source>
        <translation>Die Datei bleibt unverändert, bis ein neues Spiel an ihre Stelle tritt.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
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
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Tab moves between buttons, Enter or Space presses one, Ctrl+O opens a saved game, Esc goes back.</source>
        <translation>Tab wechselt zwischen Knöpfen, Enter oder Leertaste drückt einen, Strg+O öffnet ein gespeichertes Spiel, Esc geht zurück.</translation>
    </message>
    <message>
        <source>Rejoin table %1</source>
        <translation>Zurück an Tisch %1</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>An einen Tisch setzen …</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Play from your own screen at a table someone hosts.</source>
        <translation>Spiel an deinem eigenen Bildschirm an einem Tisch, den jemand anderes öffnet.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>The name the others see</source>
        <translation>Der Name, den die anderen sehen</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Looking… A table the host opens on this network shows here.</source>
        <translation>Suche läuft … Ein Tisch, den jemand in diesem Netzwerk öffnet, erscheint hier.</translation>
    </message>
    <message>
        <source>This screen cannot listen for tables here; type the address and code instead.</source>
        <translation>Hier kann nicht nach Tischen gesucht werden; gib stattdessen Adresse und Code ein.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s table · %2 · %n open seat(s)</source>
        <translation>
            <numerusform>Tisch von %1 · %2 · %n freier Platz</numerusform>
            <numerusform>Tisch von %1 · %2 · %n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Or type what the host shows</source>
        <translation>Oder gib ein, was der Gastgeber anzeigt</translation>
    </message>
    <message>
        <source>Address, like 192.168.1.20:7171</source>
        <translation>Adresse, etwa 192.168.1.20:7171</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Asking the host for a seat…</source>
        <translation>Der Gastgeber wird um einen Platz gebeten …</translation>
    </message>
    <message>
        <source>Not joined: %1</source>
        <translation>Nicht beigetreten: %1</translation>
    </message>
</context>
<context>
    <name>LapTracker</name>
    <message>
        <source>Lap</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Critter Table</source>
        <translation>Critter Table</translation>
    </message>
    <message>
        <source>This file holds a game this version cannot play yet.</source>
        <translation>Diese Datei enthält ein Spiel, das diese Version noch nicht spielen kann.</translation>
    </message>
    <message>
        <source>Saved. Continue this game from the home screen.</source>
        <translation>Gespeichert. Du kannst dieses Spiel auf der Startseite fortsetzen.</translation>
    </message>
    <message>
        <source>%1 – Critter Table</source>
        <translation>%1 – Critter Table</translation>
    </message>
    <message>
        <source>This game was not saved (%1), so Continue cannot bring it back as it is now.</source>
        <translation>Dieses Spiel wurde nicht gespeichert (%1), daher kann „Weiterspielen“ es nicht so zurückholen, wie es jetzt steht.</translation>
    </message>
    <message>
        <source>You left the table. Rejoin it from the home screen while the game goes on.</source>
        <translation>Du hast den Tisch verlassen. Solange das Spiel läuft, kannst du vom Startbildschirm aus zurückkehren.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Cannot open the table to the network: %1</source>
        <translation>Der Tisch kann nicht für das Netzwerk geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an address: type it as the host shows it, like 192.168.1.20:7171.</source>
        <translation>„%1“ ist keine Adresse: Gib sie so ein, wie der Gastgeber sie anzeigt, etwa 192.168.1.20:7171.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table code: it has %2 letters and digits.</source>
        <translation>„%1“ ist kein Tischcode: Er hat %2 Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <source>The connection to the host ended.</source>
        <translation>Die Verbindung zum Gastgeber ist beendet.</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
</context>
<context>
    <name>NetworkLobby</name>
    <message>
        <source>Your table is open</source>
        <translation>Dein Tisch ist offen</translation>
    </message>
    <message>
        <source>Waiting for the host to begin</source>
        <translation>Warten, bis der Gastgeber beginnt</translation>
    </message>
    <message>
        <source>The others choose “Join a table” on their home screen and type the table code and the address, or pick this table from the list.</source>
        <translation>Die anderen wählen auf ihrem Startbildschirm „An einen Tisch setzen“ und geben Tischcode und Adresse ein oder wählen diesen Tisch aus der Liste.</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation>Tischcode %1</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Seat %1: open</source>
        <translation>Platz %1: frei</translation>
    </message>
    <message>
        <source>waiting for someone to join</source>
        <translation>wartet auf jemanden</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>dabei</translation>
    </message>
    <message>
        <source>lost connection</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <source>you, at this screen</source>
        <translation>du, an diesem Bildschirm</translation>
    </message>
    <message>
        <source>at the host&apos;s screen</source>
        <translation>am Bildschirm des Gastgebers</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken and the host says so.</source>
        <translation>Das Spiel beginnt, wenn alle Plätze besetzt sind und der Gastgeber es startet.</translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Alle sind da.</translation>
    </message>
    <message>
        <source>Begin is ready once every seat is taken.</source>
        <translation>„Beginnen“ geht, sobald alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>Beginnen</translation>
    </message>
</context>
<context>
    <name>NetworkStatus</name>
    <message>
        <source>The connection to the host was lost (%1). Your seat is kept for you.</source>
        <translation>Die Verbindung zum Gastgeber ist abgebrochen (%1). Dein Platz bleibt für dich frei.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Neu verbinden</translation>
    </message>
    <message>
        <source>%1 lost connection; their bot plays for them until they are back.</source>
        <translation>%1 hat die Verbindung verloren; ein Bot spielt für sie, bis sie zurück sind.</translation>
    </message>
    <message>
        <source>%1 lost connection, waiting for them to come back.</source>
        <translation>%1 hat die Verbindung verloren, wir warten auf die Rückkehr.</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>Auf sie warten</translation>
    </message>
    <message>
        <source>Let a bot play</source>
        <translation>Einen Bot spielen lassen</translation>
    </message>
</context>
<context>
    <name>PandaAsked</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>PandaCard</name>
    <message>
        <source>Panda Panda card: %1</source>
        <translation>Panda-Panda-Karte: %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>PandaDeck</name>
    <message>
        <source>Deck: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck, %n card(s)</source>
        <translation>
            <numerusform>Nachziehstapel, %n Karte</numerusform>
            <numerusform>Nachziehstapel, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>you may draw</source>
        <translation>du darfst ziehen</translation>
    </message>
</context>
<context>
    <name>PandaDiscardPile</name>
    <message>
        <source>An A is on top: nobody may draw from this pile.</source>
        <translation>Oben liegt ein A: Von dieser Ablage darf niemand ziehen.</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>Panda Panda card: %1</source>
        <translation>Panda-Panda-Karte: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1’s pile, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Stapel von %1, %n Karte, %2 oben</numerusform>
            <numerusform>Stapel von %1, %n Karten, %2 oben</numerusform>
        </translation>
    </message>
    <message>
        <source>you may take it</source>
        <translation>du darfst sie nehmen</translation>
    </message>
</context>
<context>
    <name>PandaDrawn</name>
    <message>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <source>OK, pass the device</source>
        <translation>OK, Gerät weitergeben</translation>
    </message>
</context>
<context>
    <name>PandaPandaRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Winning hands</source>
        <translation>Siegerblätter</translation>
    </message>
    <message>
        <source>An empty deck</source>
        <translation>Ein leerer Stapel</translation>
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
        <source>A new game for %1 players. %2 starts.</source>
        <translation>Ein neues Spiel für %1 Personen. %2 beginnt.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 · crowns: %2</source>
        <translation>Runde %1 · Kronen: %2</translation>
    </message>
    <message>
        <source>Call “Panda Panda!”</source>
        <translation>„Panda Panda!“ rufen</translation>
    </message>
    <message>
        <source>Reveal your winning hand and win the round.</source>
        <translation>Zeig dein Siegerblatt und gewinne die Runde.</translation>
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
        <source>Take the %1 from the top of %2’s pile.</source>
        <translation>Das %1 oben von der Ablage von %2 nehmen.</translation>
    </message>
    <message>
        <source>Discard this %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Discard this A: then everyone passes one card to the left.</source>
        <translation>Dieses A ablegen: Dann geben alle eine Karte nach links weiter.</translation>
    </message>
    <message>
        <source>Discard this %1 onto your pile (click twice, or drag it there).</source>
        <translation>Dieses %1 auf deine Ablage legen (zweimal klicken oder dorthin ziehen).</translation>
    </message>
    <message>
        <source>Discard this %1 onto your pile (click, or drag it there).</source>
        <translation>Dieses %1 auf deine Ablage legen (klicken oder dorthin ziehen).</translation>
    </message>
    <message>
        <source>Pass this %1</source>
        <translation>%1 weitergeben</translation>
    </message>
    <message>
        <source>Pass this %1 to %2 (click twice).</source>
        <translation>Dieses %1 an %2 weitergeben (zweimal klicken).</translation>
    </message>
    <message>
        <source>Pass this %1 to %2.</source>
        <translation>Dieses %1 an %2 weitergeben.</translation>
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
        <source>Your hand holds exactly the letters of a winning hand. Call “Panda Panda!” to reveal it and win the round.</source>
        <translation>Deine Hand hat genau die Buchstaben eines Siegerblatts. Ruf „Panda Panda!“, um sie zu zeigen und die Runde zu gewinnen.</translation>
    </message>
    <message>
        <source>Pass a card to %1</source>
        <translation>Gib %1 eine Karte</translation>
    </message>
    <message>
        <source>An A was discarded, so everyone passes one card to the left at the same time. Click the card to give to %1; nobody sees it until all have chosen.</source>
        <translation>Ein A wurde abgelegt, also geben alle gleichzeitig eine Karte nach links weiter. Klicke die Karte für %1 an; niemand sieht sie, bevor alle gewählt haben.</translation>
    </message>
    <message>
        <source>Click it again (or its button) to confirm.</source>
        <translation>Zum Bestätigen noch einmal klicken (oder den Knopf darüber).</translation>
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
        <source>discard a card (click it twice, or drag it onto your pile)</source>
        <translation>eine Karte ablegen (zweimal anklicken oder auf deine Ablage ziehen)</translation>
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
        <source>%1 passes you %2.</source>
        <translation>%1 gibt dir %2.</translation>
    </message>
</context>
<context>
    <name>PandaPandaTable</name>
    <message>
        <source>Call “Panda Panda!”</source>
        <translation>„Panda Panda!“ rufen</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Vom Stapel ziehen</translation>
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
        <source>Panda Panda!</source>
        <translation>Panda Panda!</translation>
    </message>
    <message>
        <source>A! Pass left ←</source>
        <translation>A! Nach links ←</translation>
    </message>
    <message>
        <source>Panda Panda</source>
        <translation>Panda Panda</translation>
    </message>
    <message>
        <source>Discard (or pass) the card that has focus; from elsewhere, go to your hand</source>
        <translation>Die Karte mit dem Fokus abwerfen (oder weitergeben); sonst zur Hand gehen</translation>
    </message>
    <message>
        <source>Enter on a card</source>
        <translation>Eingabe auf einer Karte</translation>
    </message>
    <message>
        <source>Discard it, or pass it when an A was discarded (twice when asked to confirm)</source>
        <translation>Sie abwerfen, oder weitergeben, wenn ein A abgeworfen wurde (zweimal, wenn eine Bestätigung verlangt ist)</translation>
    </message>
    <message>
        <source>Enter on a pile</source>
        <translation>Eingabe auf einem Stapel</translation>
    </message>
    <message>
        <source>Take its top card</source>
        <translation>Seine oberste Karte nehmen</translation>
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
    <message>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
</context>
<context>
    <name>PandaSeat</name>
    <message>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n crown(s)</source>
        <translation>
            <numerusform>%n Krone</numerusform>
            <numerusform>%n Kronen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Handkarte</numerusform>
            <numerusform>%n Handkarten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pawn</name>
    <message>
        <source>Pawn: %1</source>
        <translation>Spielfigur: %1</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>PendingMoveBar</name>
    <message>
        <source>%1 — playing in a moment…</source>
        <translation>%1 — wird gleich gespielt …</translation>
    </message>
    <message>
        <source>%1 — click Play to play it.</source>
        <translation>%1 — Klick auf Spielen, um es zu spielen.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>entscheidet</translation>
    </message>
</context>
<context>
    <name>PpText</name>
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
    <message>
        <source>Call Panda Panda!</source>
        <translation>„Panda Panda!“ rufen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Draw from your own discard pile</source>
        <translation>Von deiner eigenen Ablage ziehen</translation>
    </message>
    <message>
        <source>Draw from %1&apos;s discard pile</source>
        <translation>Von der Ablage von %1 ziehen</translation>
    </message>
    <message>
        <source>Pass %1</source>
        <translation>%1 weitergeben</translation>
    </message>
    <message>
        <source>A move</source>
        <translation>Ein Zug</translation>
    </message>
</context>
<context>
    <name>PpWhyWon</name>
    <message>
        <source>%1 took the second crown with %2 in round %3, calling “Panda Panda!” on turn %4.</source>
        <extracomment>Why the winner won (Panda Panda): %1 the winner, %2 the winning hand&apos;s letters (&quot;AACCEE&quot;), %3 the round, %4 the turn it was called.</extracomment>
        <translation>%1 holt die zweite Krone mit %2 in Runde %3 und ruft in Zug %4 „Panda Panda!“.</translation>
    </message>
    <message>
        <source>The hand was dealt complete.</source>
        <extracomment>Panda Panda: the winning hand came with the deal.</extracomment>
        <translation>Das Blatt kam schon komplett mit dem Austeilen.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, with a card drawn from the deck.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed.</extracomment>
        <translation>Komplett war es in Zug %1, mit einer Karte vom Nachziehstapel.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, with a card taken back from their own discard pile.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed.</extracomment>
        <translation>Komplett war es in Zug %1, mit einer Karte zurück von der eigenen Ablage.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, with a card from %2&apos;s discard pile.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed, %2 whose discard pile the card came from.</extracomment>
        <translation>Komplett war es in Zug %1, mit einer Karte von der Ablage von %2.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, by discarding the card too many.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed by shedding a card.</extracomment>
        <translation>Komplett war es in Zug %1, durch das Ablegen der überzähligen Karte.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, when an A sent every hand one card to the left.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed by an A-pass.</extracomment>
        <translation>Komplett war es in Zug %1, als ein A jede Hand eine Karte nach links weitergeben ließ.</translation>
    </message>
    <message>
        <source>The first crown came in round %1, with %2.</source>
        <extracomment>Panda Panda: %1 the round of the winner&apos;s first crown, %2 its winning hand&apos;s letters.</extracomment>
        <translation>Die erste Krone gab es in Runde %1, mit %2.</translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>The decisive moment, shown on the link to the replay: %1 a turn number.</extracomment>
        <translation>Zug %1</translation>
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
    <message>
        <source>Everyone is asked, whatever they hold, and no hand shows here: answer now, or look at your hand first.</source>
        <translation>Alle werden gefragt, egal was sie halten, und hier zeigt sich keine Hand: antworte gleich oder sieh dir zuerst deine Hand an.</translation>
    </message>
    <message>
        <source>Look at my hand</source>
        <translation>Meine Hand ansehen</translation>
    </message>
</context>
<context>
    <name>PrivateNotes</name>
    <message>
        <source>Only you see this</source>
        <translation>Nur du siehst das</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>RacerSeat</name>
    <message>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <source>%1 · CPU</source>
        <translation>%1 · CPU</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Lap %1/%2</source>
        <translation>Runde %1/%2</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Müll</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>geschützt</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 Marker</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Marker</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Racer: %1, %2</source>
        <translation>Rennfahrer: %1, %2</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 Pkt.</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 Pkt.</translation>
    </message>
</context>
<context>
    <name>RatedGameChoice</name>
    <message>
        <source>Rated game</source>
        <translation>Gewertetes Spiel</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Wiederholung schließen</translation>
    </message>
    <message>
        <source>Cards of:</source>
        <translation>Karten von:</translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
</context>
<context>
    <name>SaveProblemNotice</name>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>Dieses Spiel wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>This game could not be recorded in the statistics: %1</source>
        <translation>Dieses Spiel konnte nicht in die Statistik aufgenommen werden: %1</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>the autosave holds another game</source>
        <translation>der automatische Spielstand gehört zu einem anderen Spiel</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 wurde nicht geöffnet: %2</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is not a file of its own (a folder, a pipe or a device)</source>
        <translation>es ist keine eigene Datei (ein Ordner, eine Pipe oder ein Gerät)</translation>
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
    <message>
        <source>Random plays any legal move: good for learning the rules.</source>
        <translation>„Zufällig“ spielt irgendeinen erlaubten Zug: gut, um die Regeln zu lernen.</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name für Platz %1</translation>
    </message>
    <message>
        <source>Bot level of seat %1: %2</source>
        <translation>Bot-Stufe für Platz %1: %2</translation>
    </message>
    <message>
        <source>Who sits at seat %1</source>
        <translation>Wer an Platz %1 sitzt</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Joins from their own screen with the table code.</source>
        <translation>Setzt sich mit dem Tischcode vom eigenen Bildschirm aus dazu.</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Add seat</source>
        <translation>Platz hinzufügen</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Line breaks and control characters were taken out, and a name has at most %1 characters.</source>
        <translation>Zeilenumbrüche und Steuerzeichen wurden entfernt, und ein Name hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Line breaks, control characters and writing-direction marks were taken out of the name.</source>
        <translation>Zeilenumbrüche, Steuerzeichen und Schreibrichtungszeichen wurden aus dem Namen entfernt.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Ein Name hat höchstens %1 Zeichen.</translation>
    </message>
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
        <translation>Tempo der Bots</translation>
    </message>
    <message>
        <source>How long each bot move takes at least, so you can follow what the bots do.</source>
        <translation>Wie lange jeder Zug eines Bots mindestens dauert, damit du verfolgen kannst, was die Bots tun.</translation>
    </message>
    <message>
        <source>Undo against bots</source>
        <translation>Rückgängig gegen Bots</translation>
    </message>
    <message>
        <source>Take back a misclick when you play alone against bots. Never after a card, die or pass was revealed, and never in pass-and-play.</source>
        <translation>Nimm einen Fehlklick zurück, wenn du allein gegen Bots spielst. Nie nachdem eine Karte, ein Würfel oder eine Weitergabe aufgedeckt wurde, und nie beim Weiterreichen.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Sehen</translation>
    </message>
    <message>
        <source>Colour-blind-safe colours</source>
        <translation>Farben für Farbenblinde</translation>
    </message>
    <message>
        <source>Seat and accent colours that stay apart with every common colour-vision deficiency. Seats always have their own shape and letter too.</source>
        <translation>Platz- und Akzentfarben, die bei allen häufigen Farbsehschwächen unterscheidbar bleiben. Jeder Platz hat außerdem immer eine eigene Form und einen eigenen Buchstaben.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Black and white with strong edges: a plain dark table, white cards and dark text.</source>
        <translation>Schwarz und Weiß mit kräftigen Kanten: ein schlichter dunkler Tisch, weiße Karten und dunkle Schrift.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <source>The size of all text in the app.</source>
        <translation>Die Größe aller Texte in der App.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Weniger Bewegung</translation>
    </message>
    <message>
        <source>Nothing flies, spins, slides or bounces: cards and pawns appear in place and changes fade.</source>
        <translation>Nichts fliegt, dreht sich, rutscht oder hüpft: Karten und Spielfiguren erscheinen gleich an ihrem Platz, und Änderungen werden sanft überblendet.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Short sounds for the die, cards, a bust, a Panda Panda call, a lap and a win. Silent when animations are instant.</source>
        <translation>Kurze Töne für Würfel, Karten, Platzen, einen „Panda Panda!“-Ruf, eine Runde und einen Sieg. Stumm, wenn das Animationstempo auf „Sofort“ steht.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>How loud the sounds are. Let go of the slider to hear one.</source>
        <translation>Wie laut die Töne sind. Lass den Regler los, um einen zu hören.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The sound volume as a percentage (0 to 100).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Changes apply now but cannot be remembered: %1</source>
        <translation>Änderungen gelten sofort, können aber nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Confirm moves that cannot be undone</source>
        <translation>Züge bestätigen, die sich nicht zurücknehmen lassen</translation>
    </message>
    <message>
        <source>A move undo cannot take back (a card drawn after it, pass-and-play) waits a moment with Cancel, or until you click Play.</source>
        <translation>Ein Zug, den Rückgängig nicht zurücknehmen kann (danach wird eine Karte gezogen, Weitergeben), wartet kurz mit Abbrechen oder bis du auf Spielen klickst.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Cancel window</source>
        <translation>Kurz abbrechen</translation>
    </message>
    <message>
        <source>Pick, then play</source>
        <translation>Wählen, dann spielen</translation>
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
    <message>
        <source>Starting a new game replaces your unfinished one.</source>
        <translation>Ein neues Spiel ersetzt dein angefangenes Spiel.</translation>
    </message>
    <message>
        <source>Not a track yet: %1</source>
        <translation>Noch keine Strecke: %1</translation>
    </message>
    <message>
        <source>Host on the network</source>
        <translation>Im Netzwerk öffnen</translation>
    </message>
</context>
<context>
    <name>ShortcutRows</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>Go to the next or previous part of the table: your hand, piles, tokens, players, track, the moves you can make, the top bar</source>
        <translation>Zum nächsten oder vorigen Bereich des Tisches: deine Hand, Stapel, Marker, Mitspieler, Strecke, deine möglichen Züge, die obere Leiste</translation>
    </message>
    <message>
        <source>← → ↑ ↓</source>
        <translation>← → ↑ ↓</translation>
    </message>
    <message>
        <source>Go from one thing to the next within that part</source>
        <translation>Innerhalb des Bereichs von einem Ding zum nächsten gehen</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Pos1 / Ende</translation>
    </message>
    <message>
        <source>Go to the first or last thing in that part</source>
        <translation>Zum ersten oder letzten Ding im Bereich gehen</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Eingabe / Leertaste</translation>
    </message>
    <message>
        <source>Play, take or use what has focus</source>
        <translation>Das Ding mit dem Fokus spielen, nehmen oder einsetzen</translation>
    </message>
    <message>
        <source>U / Ctrl+Z</source>
        <translation>U / Strg+Z</translation>
    </message>
    <message>
        <source>Take back your last move (against bots, when undo is on)</source>
        <translation>Deinen letzten Zug zurücknehmen (gegen Bots, wenn Rückgängig an ist)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Um einen Tipp bitten</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide the game log</source>
        <translation>Spielprotokoll zeigen oder verbergen</translation>
    </message>
    <message>
        <source>? / F1</source>
        <translation>? / F1</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Diese Liste der Tasten zeigen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Keys at the %1 table</source>
        <translation>Tasten am Tisch von %1</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>An jedem Tisch</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Strg+S</translation>
    </message>
    <message>
        <source>Save the game to a file</source>
        <translation>Das Spiel in eine Datei speichern</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Close a list or a choice; else go back (at a table: leave it)</source>
        <translation>Eine Liste oder Auswahl schließen; sonst zurück (am Tisch: ihn verlassen)</translation>
    </message>
    <message>
        <source>Everywhere, at a table and on Home</source>
        <translation>Überall, am Tisch und auf der Startseite</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Racer</source>
        <translation>Rennfahrer</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Rennen %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>(CPU)</source>
        <translation>(CPU)</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Race again</source>
        <translation>Noch ein Rennen</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>It is damaged, or it is not a Critter Table statistics file (%1). It has been left exactly as it was.</source>
        <extracomment>%1: what was wrong with the file, in SQLite&apos;s words (often English).</extracomment>
        <translation>Die Datei ist beschädigt oder keine Statistikdatei von Critter Table (%1). Sie wurde genau so gelassen, wie sie war.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Critter Table, which this version cannot read. The file has been left exactly as it was.</source>
        <translation>Deine Statistik wurde von einer neueren Version von Critter Table gespeichert, die diese Version nicht lesen kann. Die Datei wurde genau so gelassen, wie sie war.</translation>
    </message>
    <message>
        <source>Statistics cannot be kept right now: %1</source>
        <translation>Die Statistik kann gerade nicht geführt werden: %1</translation>
    </message>
    <message>
        <source>Starting new statistics failed: %1</source>
        <translation>Eine neue Statistik konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Some languages put a (no-break) space before %.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>CPU racers</source>
        <translation>CPU-Renner</translation>
    </message>
    <message>
        <source>Random bots</source>
        <translation>Zufalls-Bots</translation>
    </message>
    <message>
        <source>Easy bots</source>
        <translation>Leichte Bots</translation>
    </message>
    <message>
        <source>Normal bots</source>
        <translation>Normale Bots</translation>
    </message>
    <message>
        <source>Hard bots</source>
        <translation>Schwere Bots</translation>
    </message>
    <message>
        <source>Other bots</source>
        <translation>Andere Bots</translation>
    </message>
    <message>
        <source>Most crowns</source>
        <translation>Meiste Kronen</translation>
    </message>
    <message>
        <source>Best race points</source>
        <translation>Meiste Rennpunkte</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message numerus="yes">
        <source>won %1 of %n</source>
        <extracomment>Results against one bot level: %1 games won of %n played.</extracomment>
        <translation>
            <numerusform>%1 von %n gewonnen</numerusform>
            <numerusform>%1 von %n gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, won</source>
        <extracomment>One bar of the chart: %1 the date, %2 the score.</extracomment>
        <translation>%1: %2, gewonnen</translation>
    </message>
    <message>
        <source>%1: %2, not won</source>
        <translation>%1: %2, nicht gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n played, %1 won</source>
        <extracomment>%n games played, %1 of them won.</extracomment>
        <translation>
            <numerusform>%n gespielt, %1 gewonnen</numerusform>
            <numerusform>%n gespielt, %1 gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Recent scores</source>
        <translation>Letzte Ergebnisse</translation>
    </message>
    <message>
        <source>the statistics file cannot be used; the Statistics screen says why</source>
        <translation>die Statistikdatei kann nicht benutzt werden; der Statistik-Bildschirm sagt, warum</translation>
    </message>
    <message numerus="yes">
        <source>Finished games that could not be recorded: %n (%1)</source>
        <extracomment>%1: the database&apos;s reason, in SQLite&apos;s words (often English).</extracomment>
        <translation>
            <numerusform>Beendete Spiele, die nicht erfasst werden konnten: %n (%1)</numerusform>
            <numerusform>Beendete Spiele, die nicht erfasst werden konnten: %n (%1)</numerusform>
        </translation>
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
        <source>Start: %1</source>
        <extracomment>The first point of the rating plot: %1 the newcomer&apos;s rating.</extracomment>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One point of the rating plot: %1 the date, %2 the rating after that game.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>after %n rated game(s)</source>
        <translation>
            <numerusform>nach %n gewerteten Spiel</numerusform>
            <numerusform>nach %n gewerteten Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>no rated games yet: a newcomer&apos;s start</source>
        <translation>noch keine gewerteten Spiele: der Startwert für Neue</translation>
    </message>
    <message>
        <source>Rated games against %1 bots</source>
        <extracomment>%1: a bot level (Easy, Normal...).</extracomment>
        <translation>Gewertete Spiele gegen Bots der Stufe %1</translation>
    </message>
    <message>
        <source>Rating after each rated game</source>
        <translation>Wertung nach jedem gewerteten Spiel</translation>
    </message>
    <message>
        <source>Rated games are for one person at this screen against bots.</source>
        <translation>Gewertete Spiele sind für eine Person an diesem Bildschirm gegen Bots.</translation>
    </message>
    <message>
        <source>A rated race needs at least one bot racer: CPU racers are not rated.</source>
        <translation>Ein gewertetes Rennen braucht mindestens einen Bot als Rennfahrer: CPU-Rennfahrer zählen nicht für die Wertung.</translation>
    </message>
    <message>
        <source>A rated game needs at least one bot.</source>
        <translation>Ein gewertetes Spiel braucht mindestens einen Bot.</translation>
    </message>
    <message>
        <source>Rated games need the statistics file, which cannot be used now.</source>
        <translation>Gewertete Spiele brauchen die Statistikdatei, und die lässt sich gerade nicht benutzen.</translation>
    </message>
    <message>
        <source>%1 has no rating yet and starts at %2. The bots play at %3, the level nearest it (rated %4).</source>
        <extracomment>%1 a person&apos;s name, %2 the rating every newcomer starts at, %3 a bot level, %4 that level&apos;s rating.</extracomment>
        <translation>%1 hat noch keine Wertung und beginnt bei %2. Die Bots spielen auf %3, der Stufe, die dem am nächsten liegt (Wertung %4).</translation>
    </message>
    <message>
        <source>%1&apos;s rating is %2. The bots play at %3, the level nearest it (rated %4).</source>
        <extracomment>%1 a person&apos;s name, %2 their rating, %3 a bot level, %4 that level&apos;s rating.</extracomment>
        <translation>Die Wertung von %1 ist %2. Die Bots spielen auf %3, der Stufe, die ihr am nächsten liegt (Wertung %4).</translation>
    </message>
    <message>
        <source>No undo and no hints in a rated game.</source>
        <translation>In einem gewerteten Spiel gibt es kein Rückgängig und keine Tipps.</translation>
    </message>
    <message>
        <source>%1&apos;s rating goes from %2 to %3.</source>
        <extracomment>The table log&apos;s last line after a rated game: %1 the person&apos;s name, %2 their rating before it, %3 after it.</extracomment>
        <translation>Die Wertung von %1 geht von %2 auf %3.</translation>
    </message>
    <message>
        <source>Rating %1 → %2 (%3)</source>
        <extracomment>The results panel after a rated game (one person at the table): %1 their rating before, %2 after, %3 the change with its sign (+24).</extracomment>
        <translation>Wertung %1 → %2 (%3)</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>Finished games recorded: %n. They are kept on this computer only.</source>
        <translation>
            <numerusform>%n beendetes Spiel erfasst. Die Statistik bleibt nur auf diesem Computer.</numerusform>
            <numerusform>%n beendete Spiele erfasst. Die Statistik bleibt nur auf diesem Computer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be opened.</source>
        <translation>Deine Statistik konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Clear statistics…</source>
        <translation>Statistik löschen…</translation>
    </message>
    <message>
        <source>These statistics are from a newer version</source>
        <translation>Diese Statistik stammt von einer neueren Version</translation>
    </message>
    <message>
        <source>The statistics file could not be read</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>File: %1</source>
        <extracomment>%1 is the statistics file&apos;s full path.</extracomment>
        <translation>Datei: %1</translation>
    </message>
    <message numerus="yes">
        <source>Games finished since then, to be recorded in the new statistics: %n.</source>
        <translation>
            <numerusform>Seitdem beendete Spiele, die in die neue Statistik kommen: %n.</numerusform>
            <numerusform>Seitdem beendete Spiele, die in die neue Statistik kommen: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start new statistics? The old file is kept beside the new one under another name, so nothing in it is lost.</source>
        <translation>Eine neue Statistik anlegen? Die alte Datei bleibt unter einem anderen Namen neben der neuen erhalten, es geht also nichts verloren.</translation>
    </message>
    <message>
        <source>Start new statistics</source>
        <translation>Neue Statistik anlegen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <source>The old statistics file was kept as %1.</source>
        <translation>Die alte Statistikdatei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>No finished games of %1 by a person yet. Play one to the end and it is counted here.</source>
        <translation>Noch hat kein Mensch ein Spiel %1 beendet. Spiel eins bis zum Ende, dann wird es hier gezählt.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Against bots</source>
        <translation>Gegen Bots</translation>
    </message>
    <message>
        <source>No games against bots yet.</source>
        <translation>Noch keine Spiele gegen Bots.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>nicht gewonnen</translation>
    </message>
    <message>
        <source>Clear all statistics?</source>
        <translation>Die gesamte Statistik löschen?</translation>
    </message>
    <message>
        <source>Every recorded game of every player, in all three games, is deleted. This cannot be undone.</source>
        <translation>Alle erfassten Partien aller Spieler in allen drei Spielen werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Statistik löschen</translation>
    </message>
    <message numerus="yes">
        <source>%n played · %1</source>
        <extracomment>In the players list: %n games played, %1 the win rate.</extracomment>
        <translation>
            <numerusform>%n gespielt · %1</numerusform>
            <numerusform>%n gespielt · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>last</source>
        <translation>zuletzt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>No rated games yet. Turn on Rated game at Setup, with one person against bots, and the rating starts here.</source>
        <translation>Noch keine gewerteten Spiele. Schalte beim Einrichten „Gewertetes Spiel“ ein, mit einer Person gegen Bots, und hier beginnt die Wertung.</translation>
    </message>
</context>
<context>
    <name>TableControls</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>TablePopup</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>TableScrollBar</name>
    <message>
        <source>Scroll bar</source>
        <translation>Bildlaufleiste</translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message numerus="yes">
        <source>This game cannot be played with %n seat(s).</source>
        <translation>
            <numerusform>Dieses Spiel geht nicht mit %n Platz.</numerusform>
            <numerusform>Dieses Spiel geht nicht mit %n Plätzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo: a card or die was revealed since your last move.</source>
        <translation>Nichts zurückzunehmen: Seit deinem letzten Zug wurde eine Karte oder ein Würfel aufgedeckt.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>Es gibt kein unterbrochenes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1</source>
        <translation>Der Spielstand konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Game continued.</source>
        <translation>Spiel fortgesetzt.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 wurde nicht geöffnet: %2</translation>
    </message>
    <message>
        <source>Could not save to %1.</source>
        <translation>Konnte nicht in %1 speichern.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it.</source>
        <translation>
            <numerusform>Tipp: %1. Der schwere Bot hat damit etwa %2&#xa0;% von %n Probespiel gewonnen.</numerusform>
            <numerusform>Tipp: %1. Der schwere Bot hat damit etwa %2&#xa0;% von %n Probespielen gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it; next best, %3, about %4%.</source>
        <translation>
            <numerusform>Tipp: %1. Der schwere Bot hat damit etwa %2&#xa0;% von %n Probespiel gewonnen; am zweitbesten war %3 mit etwa %4&#xa0;%.</numerusform>
            <numerusform>Tipp: %1. Der schwere Bot hat damit etwa %2&#xa0;% von %n Probespielen gewonnen; am zweitbesten war %3 mit etwa %4&#xa0;%.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1. It is the only move you have.</source>
        <translation>Tipp: %1. Es ist dein einziger möglicher Zug.</translation>
    </message>
    <message>
        <source>Hint: %1. The hard bot&apos;s rules of thumb pick it.</source>
        <translation>Tipp: %1. Die Faustregeln des schweren Bots wählen diesen Zug.</translation>
    </message>
    <message>
        <source>%1 is not a Critter Table game, so it was left as it is. Choose another name.</source>
        <translation>%1 ist kein Spiel von Critter Table und bleibt unverändert. Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>the folder %1 could not be made</source>
        <translation>der Ordner %1 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (&quot;Permission denied&quot;, &quot;No space left on device&quot;).</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not save: %1.</source>
        <extracomment>%1 why, with the file or folder at fault.</extracomment>
        <translation>Speichern nicht möglich: %1.</translation>
    </message>
    <message>
        <source>Look at my hand</source>
        <translation>Meine Hand ansehen</translation>
    </message>
    <message>
        <source>Hint: %1: %2</source>
        <translation>Tipp: %1: %2</translation>
    </message>
    <message>
        <source>Names in this file held line breaks, control characters or writing-direction marks, or were longer than %1 characters: they show cleaned up.</source>
        <translation>Namen in dieser Datei enthielten Zeilenumbrüche, Steuerzeichen oder Schreibrichtungszeichen oder waren länger als %1 Zeichen: Sie werden bereinigt angezeigt.</translation>
    </message>
    <message>
        <source>The game is not being played.</source>
        <translation>Das Spiel läuft gerade nicht.</translation>
    </message>
    <message>
        <source>The host has not begun play yet.</source>
        <translation>Der Gastgeber hat das Spiel noch nicht begonnen.</translation>
    </message>
    <message>
        <source>Seat %1 is not played over the network.</source>
        <translation>Platz %1 wird nicht über das Netzwerk gespielt.</translation>
    </message>
    <message>
        <source>A bot is playing this seat for now.</source>
        <translation>Ein Bot spielt diesen Platz gerade.</translation>
    </message>
    <message>
        <source>It is not your turn to decide.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Kein Zug: %1</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>The host&apos;s seats do not match its game.</source>
        <translation>Die Plätze des Gastgebers passen nicht zu seinem Spiel.</translation>
    </message>
    <message>
        <source>A rated game: the bots play at the level nearest %1&apos;s rating, with no undo and no hints.</source>
        <extracomment>The log&apos;s second line at a rated table; %1 is the person&apos;s name.</extracomment>
        <translation>Ein gewertetes Spiel: Die Bots spielen auf der Stufe, die der Wertung von %1 am nächsten liegt, ohne Rückgängig und ohne Tipps.</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source>Table talk</source>
        <translation>Tischgespräch</translation>
    </message>
    <message>
        <source>Table talk on</source>
        <translation>Tischgespräch an</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Noch nichts gesagt.</translation>
    </message>
    <message>
        <source>Spectators watch in silence.</source>
        <translation>Zuschauer sehen schweigend zu.</translation>
    </message>
    <message>
        <source>The host has turned table talk off.</source>
        <translation>Der Gastgeber hat das Tischgespräch ausgeschaltet.</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Sag etwas …</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Sagen</translation>
    </message>
    <message>
        <source>Yay!</source>
        <translation>Juhu!</translation>
    </message>
    <message>
        <source>Wow</source>
        <translation>Wow</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Hoppla</translation>
    </message>
    <message>
        <source>Ha!</source>
        <translation>Ha!</translation>
    </message>
    <message>
        <source>GG</source>
        <translation>GG</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TdEventMotion</name>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 greift %2 an!</translation>
    </message>
    <message>
        <source>%1 scares %2!</source>
        <translation>%1 erschreckt %2!</translation>
    </message>
    <message>
        <source>Spill! Slide on</source>
        <translation>Pfütze! Weiterrutschen</translation>
    </message>
    <message>
        <source>%1: lap %2 done</source>
        <translation>%1: Runde %2 geschafft</translation>
    </message>
    <message>
        <source>%1 wins the race!</source>
        <translation>%1 gewinnt das Rennen!</translation>
    </message>
</context>
<context>
    <name>TdSpace</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tile %1, upper space: %2</source>
        <translation>Plättchen %1, oberes Feld: %2</translation>
    </message>
    <message>
        <source>Tile %1, lower space: %2</source>
        <translation>Plättchen %1, unteres Feld: %2</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>TdText</name>
    <message>
        <source>an Action card</source>
        <translation>eine Aktionskarte</translation>
    </message>
    <message>
        <source>Move %1 · Attack %2</source>
        <translation>Zug %1 · Angriff %2</translation>
    </message>
    <message>
        <source>Move %1 · Scare %2</source>
        <translation>Zug %1 · Schreck %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>a Trash card</source>
        <translation>eine Müllkarte</translation>
    </message>
    <message>
        <source>Ketchup Packets</source>
        <translation>Ketchuptütchen</translation>
    </message>
    <message>
        <source>Energy Drink</source>
        <translation>Energydrink</translation>
    </message>
    <message>
        <source>Pizza Slice</source>
        <translation>Pizzastück</translation>
    </message>
    <message>
        <source>Cafe Con Leche</source>
        <translation>Café con Leche</translation>
    </message>
    <message>
        <source>Value Meal</source>
        <translation>Spar-Menü</translation>
    </message>
    <message>
        <source>Rubber Band</source>
        <translation>Gummiband</translation>
    </message>
    <message>
        <source>Rotten Tomato</source>
        <translation>Faule Tomate</translation>
    </message>
    <message>
        <source>CPU: add 3 to its Move this turn.</source>
        <translation>CPU: in diesem Zug 3 Felder weiter.</translation>
    </message>
    <message>
        <source>Draw an Action card. Add 1 to your Move this turn for each opponent ahead of you.</source>
        <translation>Ziehe eine Aktionskarte. Du ziehst in diesem Zug 1 Feld weiter für jeden Gegner vor dir.</translation>
    </message>
    <message>
        <source>This turn, every opponent you move through or onto is Attacked 1 as you pass them.</source>
        <translation>In diesem Zug greifst du jeden Gegner, über oder auf dessen Feld du ziehst, mit 1 an, sobald du ihn erreichst.</translation>
    </message>
    <message>
        <source>Scare 1 any opponent. Add the Move value of the card they discard to your Move this turn.</source>
        <translation>Erschrecke einen beliebigen Gegner mit 1. Der Zugwert der abgeworfenen Karte kommt in diesem Zug zu deinem Zug dazu.</translation>
    </message>
    <message>
        <source>Until the start of your next turn, Attacks, Scares and other effects of opponents do not affect you.</source>
        <translation>Bis zum Beginn deines nächsten Zuges treffen dich Angriffe, Schrecken und andere Effekte von Gegnern nicht.</translation>
    </message>
    <message>
        <source>CPU: add 2 to its Move this turn.</source>
        <translation>CPU: in diesem Zug 2 Felder weiter.</translation>
    </message>
    <message>
        <source>Draw 3 Action cards.</source>
        <translation>Ziehe 3 Aktionskarten.</translation>
    </message>
    <message>
        <source>Move 4. Do not play an Action card this turn.</source>
        <translation>Ziehe 4 Felder. Spiele in diesem Zug keine Aktionskarte.</translation>
    </message>
    <message>
        <source>Attack 2 any opponent.</source>
        <translation>Greife einen beliebigen Gegner mit 2 an.</translation>
    </message>
    <message>
        <source>Madam Penelope</source>
        <translation>Madame Penelope</translation>
    </message>
    <message>
        <source>Frantic</source>
        <translation>Hektisch</translation>
    </message>
    <message>
        <source>Slippery</source>
        <translation>Glitschig</translation>
    </message>
    <message>
        <source>Scrappy</source>
        <translation>Rauflustig</translation>
    </message>
    <message>
        <source>Territorial</source>
        <translation>Revierwächterin</translation>
    </message>
    <message>
        <source>Rummage</source>
        <translation>Kramen</translation>
    </message>
    <message>
        <source>Nest Egg</source>
        <translation>Notgroschen</translation>
    </message>
    <message>
        <source>Turbo Tail</source>
        <translation>Turboschwanz</translation>
    </message>
    <message>
        <source>Lucky Streak</source>
        <translation>Glückssträhne</translation>
    </message>
    <message>
        <source>Frightening Hiss</source>
        <translation>Furchterregendes Fauchen</translation>
    </message>
    <message>
        <source>Opportunist</source>
        <translation>Opportunistin</translation>
    </message>
    <message>
        <source>Crafty Critter</source>
        <translation>Schlauer Kerl</translation>
    </message>
    <message>
        <source>Dumpster Diver</source>
        <translation>Containertaucher</translation>
    </message>
    <message>
        <source>Whenever an opponent&apos;s Attack or Scare affects you, draw 1 Action card afterwards.</source>
        <translation>Immer wenn dich der Angriff oder Schreck eines Gegners trifft, ziehst du danach 1 Aktionskarte.</translation>
    </message>
    <message>
        <source>Your Attacks are %1 stronger against an opponent within %2 spaces of you (measured before you move).</source>
        <translation>Deine Angriffe sind um %1 stärker gegen einen Gegner höchstens %2 Felder von dir entfernt (gemessen, bevor du ziehst).</translation>
    </message>
    <message>
        <source>Whenever you land on a space with opponents, Attack %1 each of them, on any turn.</source>
        <translation>Immer wenn du auf einem Feld mit Gegnern landest, greifst du jeden von ihnen mit %1 an, in jedem Zug.</translation>
    </message>
    <message>
        <source>After your end-of-turn draw, you may discard 1 Action card to draw 1 Action card.</source>
        <translation>Nach dem Ziehen am Zugende darfst du 1 Aktionskarte abwerfen und 1 Aktionskarte ziehen.</translation>
    </message>
    <message>
        <source>When you Rest, draw until you have %1 Action cards instead of 5.</source>
        <translation>Wenn du rastest, ziehst du auf %1 Aktionskarten auf statt auf 5.</translation>
    </message>
    <message>
        <source>When you Dash, add %1 to your Move.</source>
        <translation>Wenn du sprintest, ziehst du %1 Felder weiter.</translation>
    </message>
    <message>
        <source>When you Dash, your first reroll of the Dash die needs no discard.</source>
        <translation>Wenn du sprintest, kostet dein erster neuer Wurf des Sprintwürfels keine Karte.</translation>
    </message>
    <message>
        <source>After you Scare an opponent, you may make another opponent discard 1 random Action card. You gain nothing from that card.</source>
        <translation>Nachdem du einen Gegner erschreckt hast, darfst du einen anderen Gegner 1 zufällige Aktionskarte abwerfen lassen. Diese Karte bringt dir nichts.</translation>
    </message>
    <message>
        <source>Add %1 to your Move this turn for each Action card your Scares discard.</source>
        <translation>Du ziehst in diesem Zug %1 Feld weiter für jede Aktionskarte, die deine Schrecken abwerfen lassen.</translation>
    </message>
    <message>
        <source>Whenever you draw a Trash card, also draw 1 Action card.</source>
        <translation>Immer wenn du eine Müllkarte ziehst, ziehst du auch 1 Aktionskarte.</translation>
    </message>
    <message>
        <source>When you land on a Recycle Bin, you may search it like a Trash Can instead.</source>
        <translation>Wenn du auf einer Wertstofftonne landest, darfst du sie stattdessen wie eine Mülltonne durchwühlen.</translation>
    </message>
    <message>
        <source>Paw: Move 3, and nothing of opponents affects it until its next turn.</source>
        <translation>Pfote: 3 Felder, und nichts von Gegnern trifft ihn bis zu seinem nächsten Zug.</translation>
    </message>
    <message>
        <source>Paw: Attack 2, then Move 2.</source>
        <translation>Pfote: Angriff 2, dann 2 Felder.</translation>
    </message>
    <message>
        <source>Paw: Move 4.</source>
        <translation>Pfote: 4 Felder.</translation>
    </message>
    <message>
        <source>Paw: roll the Dash die and Move 1 plus the result.</source>
        <translation>Pfote: Sprintwürfel werfen und 1 Feld plus das Ergebnis ziehen.</translation>
    </message>
    <message>
        <source>Paw: Scare 2, then Move 2.</source>
        <translation>Pfote: Schreck 2, dann 2 Felder.</translation>
    </message>
    <message>
        <source>Paw: draw a Trash card face down if it holds none, then Move 2.</source>
        <translation>Pfote: eine Müllkarte verdeckt ziehen, wenn er keine hat, dann 2 Felder.</translation>
    </message>
    <message>
        <source>Bin Bandit Boulevard</source>
        <translation>Tonnenräuber-Boulevard</translation>
    </message>
    <message>
        <source>Play Dead Parkway</source>
        <translation>Totstell-Allee</translation>
    </message>
    <message>
        <source>Cardboard Kingdom</source>
        <translation>Kartonkönigreich</translation>
    </message>
    <message>
        <source>Back Alley Blitz</source>
        <translation>Hinterhof-Blitz</translation>
    </message>
    <message>
        <source>Pigeon Plaza</source>
        <translation>Taubenplatz</translation>
    </message>
    <message>
        <source>Feisty Feral Frenzy</source>
        <translation>Wilde-Streuner-Raserei</translation>
    </message>
    <message>
        <source>A random track</source>
        <translation>Eine Zufallsstrecke</translation>
    </message>
    <message>
        <source>Your own track</source>
        <translation>Deine eigene Strecke</translation>
    </message>
    <message>
        <source>Plain space</source>
        <translation>Leeres Feld</translation>
    </message>
    <message>
        <source>Trash Can</source>
        <translation>Mülltonne</translation>
    </message>
    <message>
        <source>Recycle Bin</source>
        <translation>Wertstofftonne</translation>
    </message>
    <message>
        <source>Spill</source>
        <translation>Pfütze</translation>
    </message>
    <message>
        <source>Big Ol&apos; Box</source>
        <translation>Riesenkarton</translation>
    </message>
    <message>
        <source>Nothing happens here.</source>
        <translation>Hier passiert nichts.</translation>
    </message>
    <message>
        <source>Land here to take a Trash card. Holding one already? Drop it to take a new one, or keep it.</source>
        <translation>Wer hier landet, nimmt eine Müllkarte. Schon eine in der Pfote? Wirf sie weg für eine neue, oder behalte sie.</translation>
    </message>
    <message>
        <source>Land here to draw 2 Action cards, then discard 1.</source>
        <translation>Wer hier landet, zieht 2 Aktionskarten und wirft dann 1 ab.</translation>
    </message>
    <message>
        <source>Slide one more space the way you were going, and land there.</source>
        <translation>Rutsche ein Feld weiter in deine Richtung und lande dort.</translation>
    </message>
    <message>
        <source>While you sit here, no Attack, Scare or other effect of an opponent touches you.</source>
        <translation>Solange du hier sitzt, trifft dich kein Angriff, Schreck oder anderer Effekt eines Gegners.</translation>
    </message>
    <message>
        <source>Paw</source>
        <translation>Pfote</translation>
    </message>
    <message>
        <source>Play %1 at %2</source>
        <translation>%1 gegen %2 spielen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Dash with %1 and %2</source>
        <translation>Sprint mit %1 und %2</translation>
    </message>
    <message>
        <source>Use %1 on %2</source>
        <translation>%1 gegen %2 einsetzen</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <source>Rest: 1 space, refill your hand</source>
        <translation>Rasten: 1 Feld, Hand auffüllen</translation>
    </message>
    <message>
        <source>Reroll, discarding %1</source>
        <translation>Neu werfen, %1 abwerfen</translation>
    </message>
    <message>
        <source>Free reroll (Lucky Streak)</source>
        <translation>Gratis neu werfen (Glückssträhne)</translation>
    </message>
    <message>
        <source>Keep the %1 and go</source>
        <translation>Die %1 behalten und los</translation>
    </message>
    <message>
        <source>Spend a Reroll token</source>
        <translation>Neuwurf-Marker ausgeben</translation>
    </message>
    <message>
        <source>Let the roll stand</source>
        <translation>Wurf gelten lassen</translation>
    </message>
    <message>
        <source>Drop %1, take a new one</source>
        <translation>%1 wegwerfen, neue nehmen</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Search it like a Trash Can</source>
        <translation>Wie eine Mülltonne durchwühlen</translation>
    </message>
    <message>
        <source>Recycle as usual</source>
        <translation>Wie üblich recyceln</translation>
    </message>
    <message>
        <source>Hiss at %1</source>
        <translation>%1 anfauchen</translation>
    </message>
    <message>
        <source>No hiss</source>
        <translation>Nicht fauchen</translation>
    </message>
    <message>
        <source>Swap %1 for a new card</source>
        <translation>%1 gegen eine neue Karte tauschen</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Hand behalten</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 plays %2 at %3.</source>
        <translation>%1 spielt %2 gegen %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 dashes with %2 and %3.</source>
        <translation>%1 sprintet mit %2 und %3.</translation>
    </message>
    <message>
        <source>%1 discards %2 to reroll.</source>
        <translation>%1 wirft %2 ab, um neu zu werfen.</translation>
    </message>
    <message>
        <source>%1 recycles %2.</source>
        <translation>%1 recycelt %2.</translation>
    </message>
    <message>
        <source>%1 rummages away %2.</source>
        <translation>%1 kramt %2 weg.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>%1 comes off the deck.</source>
        <translation>%1 fliegt vom Stapel.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the Trash Can.</source>
        <translation>%1 holt %2 aus der Mülltonne.</translation>
    </message>
    <message>
        <source>%1 takes a Trash card.</source>
        <translation>%1 nimmt eine Müllkarte.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 setzt %2 ein.</translation>
    </message>
    <message>
        <source>%1 drops %2.</source>
        <translation>%1 wirft %2 weg.</translation>
    </message>
    <message>
        <source>%1 rests.</source>
        <translation>%1 rastet.</translation>
    </message>
    <message>
        <source>%1 rerolls: %2.</source>
        <translation>%1 wirft neu: %2.</translation>
    </message>
    <message>
        <source>%1 rolls the Dash die: %2.</source>
        <translation>%1 wirft den Sprintwürfel: %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 wirft noch einmal: %2.</translation>
    </message>
    <message>
        <source>%1 rolls the CPU die: %2.</source>
        <translation>%1 wirft den CPU-Würfel: %2.</translation>
    </message>
    <message>
        <source>%1 spends a Reroll token on %2&apos;s roll.</source>
        <translation>%1 gibt einen Neuwurf-Marker für den Wurf von %2 aus.</translation>
    </message>
    <message>
        <source>%1 slides on a Spill.</source>
        <translation>%1 rutscht auf einer Pfütze weiter.</translation>
    </message>
    <message>
        <source>%1 completes lap %2.</source>
        <translation>%1 beendet Runde %2.</translation>
    </message>
    <message>
        <source>%1 cannot be touched until their next turn.</source>
        <translation>%1 ist bis zum nächsten eigenen Zug unantastbar.</translation>
    </message>
    <message>
        <source>The Action discards are shuffled into a new deck.</source>
        <translation>Die abgeworfenen Aktionskarten werden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>The Trash discards are shuffled into a new deck.</source>
        <translation>Die abgeworfenen Müllkarten werden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <source>%1 picks side %2 for the next race.</source>
        <translation>%1 wählt Seite %2 für das nächste Rennen.</translation>
    </message>
    <message>
        <source>%1 wins race %2!</source>
        <translation>%1 gewinnt Rennen %2!</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Das Turnier ist vorbei.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>Das Rennen ist vorbei.</translation>
    </message>
    <message>
        <source>Attacks move you back 1 space fewer.</source>
        <translation>Angriffe werfen dich 1 Feld weniger zurück.</translation>
    </message>
    <message>
        <source>Attacks move you back %1 spaces fewer.</source>
        <translation>Angriffe werfen dich %1 Felder weniger zurück.</translation>
    </message>
    <message>
        <source>Race %1 starts: 1 lap. %2 goes first.</source>
        <translation>Rennen %1 beginnt: 1 Runde. %2 fängt an.</translation>
    </message>
    <message>
        <source>Race %1 starts: %2 laps. %3 goes first.</source>
        <translation>Rennen %1 beginnt: %2 Runden. %3 fängt an.</translation>
    </message>
    <message>
        <source>%1 takes 1 Reroll token.</source>
        <translation>%1 nimmt 1 Neuwurf-Marker.</translation>
    </message>
    <message>
        <source>%1 takes %2 Reroll tokens.</source>
        <translation>%1 nimmt %2 Neuwurf-Marker.</translation>
    </message>
    <message>
        <source>%1 attacks %2: 1 space back.</source>
        <translation>%1 greift %2 an: 1 Feld zurück.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 spaces back.</source>
        <translation>%1 greift %2 an: %3 Felder zurück.</translation>
    </message>
    <message>
        <source>%1 scares %2: 1 card lost.</source>
        <translation>%1 erschreckt %2: 1 Karte verloren.</translation>
    </message>
    <message>
        <source>%1 scares %2: %3 cards lost.</source>
        <translation>%1 erschreckt %2: %3 Karten verloren.</translation>
    </message>
    <message>
        <source>%1 finishes #%2 and scores 1 point.</source>
        <translation>%1 wird %2. und bekommt 1 Punkt.</translation>
    </message>
    <message>
        <source>%1 finishes #%2 and scores %3 points.</source>
        <translation>%1 wird %2. und bekommt %3 Punkte.</translation>
    </message>
    <message>
        <source>Side B: %1</source>
        <translation>Seite B: %1</translation>
    </message>
    <message>
        <source>Side A: %1</source>
        <translation>Seite A: %1</translation>
    </message>
    <message>
        <source>When you Dash with a pair of Move %1 or less, add %2 to your Move.</source>
        <translation>Wenn du mit einem Paar mit Zugwert %1 oder weniger sprintest, ziehst du %2 Felder weiter.</translation>
    </message>
    <message>
        <source>Add %1 to your Move this turn for each Action card your Scares discard, at most %2 for each Scare.</source>
        <translation>Du ziehst in diesem Zug %1 Feld weiter für jede Aktionskarte, die deine Schrecken abwerfen lassen, höchstens %2 je Schreck.</translation>
    </message>
    <message>
        <source>%1 attacks %2: no effect, stopped at the Start line.</source>
        <translation>%1 greift %2 an: keine Wirkung, die Startlinie hält auf.</translation>
    </message>
    <message>
        <source>%1 attacks %2: 1 space back, stopped at the Start line.</source>
        <translation>%1 greift %2 an: 1 Feld zurück, dann hält die Startlinie auf.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 spaces back, stopped at the Start line.</source>
        <translation>%1 greift %2 an: %3 Felder zurück, dann hält die Startlinie auf.</translation>
    </message>
    <message>
        <source>%1 cannot touch %2: no effect on a Big Ol&apos; Box.</source>
        <translation>%1 kommt nicht an %2 heran: keine Wirkung auf einem Riesenkarton.</translation>
    </message>
    <message>
        <source>%1 cannot touch %2: no effect, %2 is protected until their next turn.</source>
        <translation>%1 kommt nicht an %2 heran: keine Wirkung, %2 ist bis zum nächsten Zug geschützt.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, first place is shared.</source>
        <translation>Schreck von %1: keine Wirkung, der erste Platz ist geteilt.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, first place is shared.</source>
        <translation>Angriff von %1: keine Wirkung, der erste Platz ist geteilt.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, %1 is in first place.</source>
        <translation>Schreck von %1: keine Wirkung, %1 liegt selbst vorn.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, %1 is in first place.</source>
        <translation>Angriff von %1: keine Wirkung, %1 liegt selbst vorn.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, %2 is on a Big Ol&apos; Box.</source>
        <translation>Schreck von %1: keine Wirkung, %2 sitzt in einem Riesenkarton.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, %2 is on a Big Ol&apos; Box.</source>
        <translation>Angriff von %1: keine Wirkung, %2 sitzt in einem Riesenkarton.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, %2 is protected until their next turn.</source>
        <translation>Schreck von %1: keine Wirkung, %2 ist bis zum nächsten Zug geschützt.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, %2 is protected until their next turn.</source>
        <translation>Angriff von %1: keine Wirkung, %2 ist bis zum nächsten Zug geschützt.</translation>
    </message>
</context>
<context>
    <name>TdWhyWon</name>
    <message>
        <source>#%1</source>
        <extracomment>A place in one race of a Tournament, as the results show it.</extracomment>
        <translation>Platz %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won the Tournament with %n point(s): %2.</source>
        <extracomment>Why the winner won (Trash Dash Tournament): %1 the winner, %2 their places race by race (&quot;#1, #2, #1&quot;); %n their points.</extracomment>
        <translation>
            <numerusform>%1 gewinnt das Turnier mit %n Punkt: %2.</numerusform>
            <numerusform>%1 gewinnt das Turnier mit %n Punkten: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2, playing %3.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn, %3 the Action card played.</extracomment>
        <translation>%1 ging in Zug %2 endgültig in Führung, mit %3.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with a Dash.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 ging in Zug %2 mit einem Sprint endgültig in Führung.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with %3.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn, %3 the Trash card played.</extracomment>
        <translation>%1 ging in Zug %2 mit %3 endgültig in Führung.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with a Trash card.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 ging in Zug %2 mit einer Müllkarte endgültig in Führung.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 by resting.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 ging in Zug %2 beim Rasten endgültig in Führung.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with its CPU roll.</source>
        <extracomment>Trash Dash: %1 the winner (a CPU racer), %2 the turn.</extracomment>
        <translation>%1 ging in Zug %2 mit dem CPU-Wurf endgültig in Führung.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2, when %3 fell back.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn, %3 the racer who led until then.</extracomment>
        <translation>%1 ging in Zug %2 endgültig in Führung, als %3 zurückfiel.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 ging in Zug %2 endgültig in Führung.</translation>
    </message>
    <message>
        <source>Race %1: %2</source>
        <extracomment>Trash Dash Tournament: %1 the race explained, %2 what happened in it.</extracomment>
        <translation>Rennen %1: %2</translation>
    </message>
    <message>
        <source>Nobody else led alone.</source>
        <extracomment>Trash Dash: nobody else led alone in that race.</extracomment>
        <translation>Sonst lag niemand allein vorn.</translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <extracomment>Trash Dash: how often the lead passed from one racer to another in the race.</extracomment>
        <translation>
            <numerusform>Die Führung wechselte %n Mal.</numerusform>
            <numerusform>Die Führung wechselte %n Mal.</numerusform>
        </translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>The decisive moment, shown on the link to the replay: %1 a turn number.</extracomment>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>TokenRow</name>
    <message>
        <source>Token: %1</source>
        <translation>Marker: %1</translation>
    </message>
</context>
<context>
    <name>TpCard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Trash Pandas card: %1</source>
        <translation>Trash-Pandas-Karte: %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>TpChoiceBar</name>
    <message>
        <source>Play %1:</source>
        <translation>%1 spielen:</translation>
    </message>
    <message numerus="yes">
        <source>Stash %n picked</source>
        <translation>
            <numerusform>%n gewählte verstecken</numerusform>
            <numerusform>%n gewählte verstecken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TpPointers</name>
    <message>
        <source>Start here: Roll takes a token. The line beside it tells you the exact chance that the next roll busts.</source>
        <translation>Hier geht es los: Würfeln bringt dir einen Marker. Daneben steht die genaue Chance, dass der nächste Wurf platzt.</translation>
    </message>
    <message>
        <source>Roll again for more tokens, or Stop to use the ones you have. Busting loses them all.</source>
        <translation>Würfle weiter für mehr Marker oder hör auf und nutze die, die du hast. Wer platzt, verliert alle.</translation>
    </message>
    <message>
        <source>Use each token you took: click it (or its button) and choose. Amber rings mark what you can use.</source>
        <translation>Nutze jeden genommenen Marker: Klick ihn (oder seinen Knopf) an und wähle. Goldene Ringe zeigen, was du nutzen kannst.</translation>
    </message>
    <message>
        <source>A card with a teal edge can save you: click it, or accept the bust.</source>
        <translation>Eine Karte mit grünem Rand kann dich retten: Klick sie an oder nimm das Platzen hin.</translation>
    </message>
    <message>
        <source>Another player&apos;s move lets you answer. Every player is asked, card or not, so nobody learns who holds what.</source>
        <translation>Auf den Zug eines anderen darfst du antworten. Alle werden gefragt, ob mit Karte oder ohne, so erfährt niemand, wer was hält.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Skip tips</source>
        <translation>Tipps überspringen</translation>
    </message>
    <message>
        <source>Another player&apos;s move lets you answer with a card from your hand. Alone against bots, you are asked only when you hold a card that can answer.</source>
        <translation>Der Zug eines anderen lässt dich mit einer Karte aus deiner Hand antworten. Allein gegen Bots wirst du nur gefragt, wenn du eine Karte hast, die antworten kann.</translation>
    </message>
</context>
<context>
    <name>TpScoreTable</name>
    <message>
        <source>%1 × · %2 · %3 pt</source>
        <translation>%1 × · %2 · %3 P.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Types · cards</source>
        <translation>Sorten · Karten</translation>
    </message>
    <message>
        <source>Each card type pays its prizes to the players with the most, second most and third most of it. Players tied for a place each get that place&apos;s points minus one, and the next player takes the next place. Blammo! pays 1 point per card. A tie in points goes to the player with more card types, then more cards.</source>
        <translation>Jede Kartensorte zahlt ihre Preise an die Spieler mit den meisten, zweitmeisten und drittmeisten Karten davon. Bei Gleichstand bekommt jeder die Punkte des Platzes minus eins, und der nächste Spieler rückt auf den nächsten Platz. Blammo! bringt 1 Punkt pro Karte. Bei Punktgleichstand gewinnt, wer mehr Sorten hat, dann wer mehr Karten hat.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
</context>
<context>
    <name>TpSeats</name>
    <message>
        <source>(you)</source>
        <translation>(du)</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>1 Handkarte</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>%1 Handkarten</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>überlegt …</translation>
    </message>
    <message numerus="yes">
        <source>%n face down · look</source>
        <translation>
            <numerusform>%n verdeckt · ansehen</numerusform>
            <numerusform>%n verdeckt · ansehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n verdeckt</numerusform>
            <numerusform>%n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 face up: %2</source>
        <translation>%1 offen: %2</translation>
    </message>
    <message>
        <source>Stash empty</source>
        <translation>Versteck leer</translation>
    </message>
    <message>
        <source>Your face-down stash</source>
        <translation>Dein verdecktes Versteck</translation>
    </message>
</context>
<context>
    <name>TpText</name>
    <message>
        <source>Blammo!</source>
        <translation>Blammo!</translation>
    </message>
    <message>
        <source>Nanners</source>
        <translation>Nanners</translation>
    </message>
    <message>
        <source>MMM Pie!</source>
        <translation>MMM Pie!</translation>
    </message>
    <message>
        <source>Feesh</source>
        <translation>Feesh</translation>
    </message>
    <message>
        <source>Yum Yum</source>
        <translation>Yum Yum</translation>
    </message>
    <message>
        <source>Doggo</source>
        <translation>Doggo</translation>
    </message>
    <message>
        <source>Shiny</source>
        <translation>Shiny</translation>
    </message>
    <message>
        <source>Kitteh</source>
        <translation>Kitteh</translation>
    </message>
    <message>
        <source>Play right after a roll to roll the die again, even to save a bust. Stashed: 1 point per card.</source>
        <translation>Direkt nach einem Wurf spielen, um noch einmal zu würfeln, auch um das Platzen abzuwenden. Im Versteck: 1 Punkt pro Karte.</translation>
    </message>
    <message>
        <source>Play right after a roll to cancel it and stop: saves a bust. Stashed: 7 points for the most.</source>
        <translation>Direkt nach einem Wurf spielen, um ihn aufzuheben und aufzuhören: rettet vor dem Platzen. Im Versteck: 7 Punkte für die meisten.</translation>
    </message>
    <message>
        <source>Play while using your tokens: one token works a second time. Stashed: 6 / 2 / 1 points.</source>
        <translation>Beim Nutzen der Marker spielen: ein Marker wirkt ein zweites Mal. Im Versteck: 6 / 2 / 1 Punkte.</translation>
    </message>
    <message>
        <source>Play on your turn: take any card from the discard pile; you may use it at once. Stashed: 5 / 3 / 1 points.</source>
        <translation>In deinem Zug spielen: nimm eine beliebige Karte vom Ablagestapel; du darfst sie sofort nutzen. Im Versteck: 5 / 3 / 1 Punkte.</translation>
    </message>
    <message>
        <source>Play when another player stops: they must roll once more. Stashed: 4 / 2 points.</source>
        <translation>Spielen, wenn jemand anderes aufhört: er muss noch einmal würfeln. Im Versteck: 4 / 2 Punkte.</translation>
    </message>
    <message>
        <source>When someone steals from you: block it, then draw 2 cards. Scores nothing.</source>
        <translation>Wenn jemand dich bestiehlt: blocke es und zieh dann 2 Karten. Bringt keine Punkte.</translation>
    </message>
    <message>
        <source>Play on your turn: steal one stashed card of another player into your hand. Stashed: 3 points for the most.</source>
        <translation>In deinem Zug spielen: stiehl eine versteckte Karte eines anderen Spielers auf deine Hand. Im Versteck: 3 Punkte für die meisten.</translation>
    </message>
    <message>
        <source>When someone steals from you: steal from the thief instead. Scores nothing.</source>
        <translation>Wenn jemand dich bestiehlt: bestiehl stattdessen den Dieb. Bringt keine Punkte.</translation>
    </message>
    <message>
        <source>Trash Can</source>
        <translation>Mülltonne</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Can or Tree</source>
        <translation>Tonne oder Baum</translation>
    </message>
    <message>
        <source>Recycle</source>
        <translation>Recycling</translation>
    </message>
    <message>
        <source>Trash Can: draw up to 2 cards from the trash can.</source>
        <translation>Mülltonne: zieh bis zu 2 Karten aus der Mülltonne.</translation>
    </message>
    <message>
        <source>Tree: stash up to 2 cards from your hand face down.</source>
        <translation>Baum: versteck bis zu 2 Karten aus deiner Hand verdeckt.</translation>
    </message>
    <message>
        <source>Can or Tree: draw 1 card, or stash 1 card face down.</source>
        <translation>Tonne oder Baum: zieh 1 Karte oder versteck 1 Karte verdeckt.</translation>
    </message>
    <message>
        <source>Recycle: swap it for a token still in the middle.</source>
        <translation>Recycling: tausche ihn gegen einen Marker, der noch in der Mitte liegt.</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>Turn %1: %2 plays.</source>
        <translation>Zug %1: %2 ist dran.</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 würfelt: %2.</translation>
    </message>
    <message>
        <source>%1 uses %2 a second time.</source>
        <translation>%1 nutzt %2 ein zweites Mal.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 nutzt %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>%1 draws %2 (shown to all).</source>
        <translation>%1 zieht %2 (für alle sichtbar).</translation>
    </message>
    <message>
        <source>%1 stashes a card face down.</source>
        <translation>%1 versteckt eine Karte verdeckt.</translation>
    </message>
    <message>
        <source>%1 stashes %2 face up.</source>
        <translation>%1 versteckt %2 offen.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1 nimmt %2 vom Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 takes a card from %2&apos;s hand.</source>
        <translation>%1 nimmt eine Karte aus der Hand von %2.</translation>
    </message>
    <message>
        <source>%1 takes a card from %2&apos;s stash.</source>
        <translation>%1 nimmt eine Karte aus dem Versteck von %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3&apos;s stash.</source>
        <translation>%1 nimmt %2 aus dem Versteck von %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 answers %2 with %3!</source>
        <translation>%1 antwortet %2 mit %3!</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 hört auf.</translation>
    </message>
    <message>
        <source>%1 took all six tokens: bonus roll!</source>
        <translation>%1 hat alle sechs Marker: Bonuswurf!</translation>
    </message>
    <message>
        <source>The trash can is empty: this is the last turn.</source>
        <translation>Die Mülltonne ist leer: Das ist der letzte Zug.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
    <message>
        <source>%1 rolls the die.</source>
        <translation>%1 würfelt.</translation>
    </message>
    <message>
        <source>%1 stops rolling.</source>
        <translation>%1 hört auf zu würfeln.</translation>
    </message>
    <message>
        <source>%1 accepts the bust.</source>
        <translation>%1 nimmt das Platzen hin.</translation>
    </message>
    <message>
        <source>%1 plays Blammo! and rolls again.</source>
        <translation>%1 spielt Blammo! und würfelt noch einmal.</translation>
    </message>
    <message>
        <source>%1 plays Nanners and stops.</source>
        <translation>%1 spielt Nanners und hört auf.</translation>
    </message>
    <message>
        <source>%1 plays Feesh and takes %2.</source>
        <translation>%1 spielt Feesh und nimmt %2.</translation>
    </message>
    <message>
        <source>%1 plays Shiny on %2&apos;s stash.</source>
        <translation>%1 spielt Shiny auf das Versteck von %2.</translation>
    </message>
    <message>
        <source>%1 plays MMM Pie! on %2.</source>
        <translation>%1 spielt MMM Pie! auf %2.</translation>
    </message>
    <message>
        <source>%1 draws a card with Can or Tree.</source>
        <translation>%1 zieht eine Karte mit Tonne oder Baum.</translation>
    </message>
    <message>
        <source>%1 stashes a card with Can or Tree.</source>
        <translation>%1 versteckt eine Karte mit Tonne oder Baum.</translation>
    </message>
    <message>
        <source>%1 recycles for %2.</source>
        <translation>%1 tauscht Recycling gegen %2.</translation>
    </message>
    <message>
        <source>%1 recycles: nothing left to swap.</source>
        <translation>%1 nutzt Recycling: Es gibt nichts mehr zu tauschen.</translation>
    </message>
    <message>
        <source>%1 plays Yum Yum!</source>
        <translation>%1 spielt Yum Yum!</translation>
    </message>
    <message>
        <source>%1 blocks with Doggo!</source>
        <translation>%1 blockt mit Doggo!</translation>
    </message>
    <message>
        <source>%1 turns it round with Kitteh!</source>
        <translation>%1 dreht den Spieß mit Kitteh um!</translation>
    </message>
    <message>
        <source>%1 stashes a matching %2 face up.</source>
        <translation>%1 versteckt ein passendes %2 offen.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Weiter würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Accept the bust</source>
        <translation>Platzen hinnehmen</translation>
    </message>
    <message>
        <source>Blammo!: roll again</source>
        <translation>Blammo!: noch mal würfeln</translation>
    </message>
    <message>
        <source>Nanners: cancel and stop</source>
        <translation>Nanners: aufheben und aufhören</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <source>%1&apos;s face-down card</source>
        <translation>Verdeckte Karte von %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>MMM Pie! on %1</source>
        <translation>MMM Pie! auf %1</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation>
            <numerusform>%n ziehen</numerusform>
            <numerusform>%n ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Stash nothing</source>
        <translation>Nichts verstecken</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Verstecken</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation>1 ziehen</translation>
    </message>
    <message>
        <source>Steal from %1</source>
        <translation>Von %1 stehlen</translation>
    </message>
    <message>
        <source>Reveal the top card</source>
        <translation>Oberste Karte aufdecken</translation>
    </message>
    <message>
        <source>Swap for %1</source>
        <translation>Gegen %1 tauschen</translation>
    </message>
    <message>
        <source>Nothing to swap</source>
        <translation>Nichts zu tauschen</translation>
    </message>
    <message>
        <source>Play Yum Yum: roll once more!</source>
        <translation>Yum Yum spielen: noch ein Wurf!</translation>
    </message>
    <message>
        <source>Doggo: block, draw 2</source>
        <translation>Doggo: blocken, 2 ziehen</translation>
    </message>
    <message>
        <source>Kitteh: take a face-down card of %1</source>
        <translation>Kitteh: eine verdeckte Karte von %1 nehmen</translation>
    </message>
    <message>
        <source>Kitteh: take %1&apos;s %2</source>
        <translation>Kitteh: %2 von %1 nehmen</translation>
    </message>
    <message>
        <source>Kitteh: steal from %1 instead</source>
        <translation>Kitteh: stattdessen %1 bestehlen</translation>
    </message>
    <message>
        <source>Stash my %1 face up</source>
        <translation>Mein %1 offen verstecken</translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation>Geschehen lassen</translation>
    </message>
    <message>
        <source>No, let them stop</source>
        <translation>Nein, aufhören lassen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>%1 draws a card with the Trash Can.</source>
        <translation>%1 zieht mit der Mülltonne eine Karte.</translation>
    </message>
    <message>
        <source>%1 draws %2 cards with the Trash Can.</source>
        <translation>%1 zieht mit der Mülltonne %2 Karten.</translation>
    </message>
    <message>
        <source>%1 stashes a card with the Tree.</source>
        <translation>%1 versteckt mit dem Baum eine Karte.</translation>
    </message>
    <message>
        <source>%1 stashes %2 cards with the Tree.</source>
        <translation>%1 versteckt mit dem Baum %2 Karten.</translation>
    </message>
    <message>
        <source>%1 plays MMM Pie! on the %2.</source>
        <translation>%1 spielt MMM Pie! auf %2.</translation>
    </message>
    <message>
        <source>%1 blocks with Doggo and draws nothing.</source>
        <translation>%1 blockt mit Doggo und zieht nichts.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 stashes %2 face down.</source>
        <translation>%1 versteckt %2 verdeckt.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3&apos;s hand.</source>
        <translation>%1 nimmt %2 aus der Hand von %3.</translation>
    </message>
    <message>
        <source>Doggo: block, draw nothing</source>
        <translation>Doggo: blocken, nichts ziehen</translation>
    </message>
    <message>
        <source>%1 busts! The tokens go back.</source>
        <translation>%1 platzt! Die Marker gehen zurück.</translation>
    </message>
    <message>
        <source>Bandit mask</source>
        <translation>Banditenmaske</translation>
    </message>
    <message>
        <source>Masquerade mask</source>
        <translation>Maskenballmaske</translation>
    </message>
    <message>
        <source>Bandit mask: steal a random card from another player&apos;s hand.</source>
        <translation>Banditenmaske: stiehl eine zufällige Karte aus der Hand eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Masquerade mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each.</source>
        <translation>Maskenballmaske: nimm die oberste Karte der Mülltonne offen für alle; jeder andere darf eine passende Karte offen verstecken, und du ziehst für jede eine Karte.</translation>
    </message>
    <message>
        <source>%1 sends the Bandit mask after %2&apos;s hand.</source>
        <translation>%1 schickt die Banditenmaske auf die Hand von %2.</translation>
    </message>
    <message>
        <source>%1 reveals a card with the Masquerade mask.</source>
        <translation>%1 deckt mit der Maskenballmaske eine Karte auf.</translation>
    </message>
    <message>
        <source>Nothing to take from %1</source>
        <translation>Bei %1 gibt es nichts zu holen</translation>
    </message>
</context>
<context>
    <name>TpWhyWon</name>
    <message numerus="yes">
        <source>%1 won by %n point(s) over %2 (%3 to %4).</source>
        <extracomment>Why the winner won (Trash Pandas): %1 the winner, %2 the runner-up, %3 and %4 their points; %n the margin.</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt Vorsprung vor %2 (%3 zu %4).</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten Vorsprung vor %2 (%3 zu %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 %1 cards (+%3)</source>
        <extracomment>A deciding card type (Blammo! pays per card): %1 the card, %2 how many, %3 the points gained over the runner-up.</extracomment>
        <translation>%2 Karten %1 (+%3)</translation>
    </message>
    <message>
        <source>a share of %2 place in %1 (+%3)</source>
        <extracomment>A deciding card type: %1 the card, %2 the place shared (&quot;1st&quot;), %3 the points gained over the runner-up.</extracomment>
        <translation>einen geteilten %2 Platz bei %1 (+%3)</translation>
    </message>
    <message>
        <source>%2 place in %1 (+%3)</source>
        <extracomment>A deciding card type: %1 the card, %2 the place (&quot;1st&quot;), %3 the points gained over the runner-up.</extracomment>
        <translation>den %2 Platz bei %1 (+%3)</translation>
    </message>
    <message>
        <source>What decided it: %1 took %2.</source>
        <extracomment>%1 the winner, %2 a list such as &quot;1st place in Feesh (+5) and 1st place in MMM Pie! (+4)&quot;.</extracomment>
        <translation>Entschieden hat es: %1 holte %2.</translation>
    </message>
    <message>
        <source>%1 and %2 both scored %3 points; %1 won with more card types stashed (%4 to %5).</source>
        <extracomment>Trash Pandas, equal points: %1 the winner, %2 the runner-up, %3 the points, %4 and %5 their card types.</extracomment>
        <translation>%1 und %2 haben beide %3 Punkte; %1 gewinnt mit mehr Kartenarten im Versteck (%4 zu %5).</translation>
    </message>
    <message>
        <source>%1 and %2 both scored %3 points with as many card types; %1 won with more cards stashed (%4 to %5).</source>
        <extracomment>Trash Pandas, equal points and types: %1 the winner, %2 the runner-up, %3 the points, %4 and %5 their cards stashed.</extracomment>
        <translation>%1 und %2 haben beide %3 Punkte und gleich viele Kartenarten; %1 gewinnt mit mehr Karten im Versteck (%4 zu %5).</translation>
    </message>
    <message>
        <source>%1 share the win: %2 points each, with as many card types and cards.</source>
        <extracomment>Trash Pandas: %1 the players sharing the win (&quot;Ann and Ben&quot;), %2 their points.</extracomment>
        <translation>%1 teilen sich den Sieg: je %2 Punkte, gleich viele Kartenarten und Karten.</translation>
    </message>
    <message>
        <source>%1&apos;s stash was complete on turn %2.</source>
        <extracomment>Trash Pandas: %1 the winner, %2 the turn of the last move that changed their stash.</extracomment>
        <translation>Das Versteck von %1 war in Zug %2 komplett.</translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>The decisive moment, shown on the link to the replay: %1 a turn number.</extracomment>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>TrackBuilder</name>
    <message>
        <source>Click or drag tiles here: a Start, 3 to 10 numbered tiles, a Turn.</source>
        <translation>Plättchen hierher klicken oder ziehen: ein Start, 3 bis 10 nummerierte Plättchen, eine Wende.</translation>
    </message>
    <message>
        <source>Random track</source>
        <translation>Zufallsstrecke</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>A good track of %1 tiles: 1 lap suggested.</source>
        <translation>Eine gute Strecke aus %1 Plättchen: 1 Runde empfohlen.</translation>
    </message>
    <message>
        <source>A good track of %1 tiles: %2 laps suggested.</source>
        <translation>Eine gute Strecke aus %1 Plättchen: %2 Runden empfohlen.</translation>
    </message>
    <message>
        <source>Tile %1 of the track: %2</source>
        <translation>Plättchen %1 der Strecke: %2</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Wenden</translation>
    </message>
    <message>
        <source>Take out</source>
        <translation>Herausnehmen</translation>
    </message>
    <message>
        <source>Pick a tile in the row to move, flip or take it out.</source>
        <translation>Wähle ein Plättchen in der Reihe, um es zu verschieben, zu wenden oder herauszunehmen.</translation>
    </message>
</context>
<context>
    <name>TrashDashCatalog</name>
    <message>
        <source>Start %1</source>
        <translation>Start %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Wende %1</translation>
    </message>
    <message>
        <source>Too short: a track needs at least %1 tiles, Start and Turn included.</source>
        <translation>Zu kurz: Eine Strecke braucht mindestens %1 Plättchen, Start und Wende mitgezählt.</translation>
    </message>
    <message>
        <source>Too long: a track has at most %1 tiles, Start and Turn included.</source>
        <translation>Zu lang: Eine Strecke hat höchstens %1 Plättchen, Start und Wende mitgezählt.</translation>
    </message>
    <message>
        <source>A track begins with a Start tile on the left.</source>
        <translation>Eine Strecke beginnt links mit einem Startplättchen.</translation>
    </message>
    <message>
        <source>A track ends with a Turn tile on the right.</source>
        <translation>Eine Strecke endet rechts mit einem Wendeplättchen.</translation>
    </message>
    <message>
        <source>Between Start and Turn go numbered tiles only.</source>
        <translation>Zwischen Start und Wende liegen nur nummerierte Plättchen.</translation>
    </message>
    <message>
        <source>Tile %1 is used twice: each numbered tile has only one side up.</source>
        <translation>Plättchen %1 liegt zweimal: Jedes nummerierte Plättchen zeigt nur eine Seite.</translation>
    </message>
</context>
<context>
    <name>TrashDashRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Special spaces</source>
        <translation>Besondere Felder</translation>
    </message>
    <message>
        <source>CPU racers</source>
        <translation>CPU-Renner</translation>
    </message>
    <message>
        <source>Two to six critters race laps around a back-alley track laid out as a row of tiles. Every tile has an upper and a lower space. Run along the upper spaces from the Start tile on the left to the Turn tile on the right, come back along the lower spaces, and step from the Start tile&apos;s lower space up across its dotted line to finish a lap. The first racer to finish the last lap wins at once; everyone else is placed by how far they got.</source>
        <translation>Zwei bis sechs Tierchen rennen Runden auf einer Hinterhofstrecke aus einer Reihe von Plättchen. Jedes Plättchen hat ein oberes und ein unteres Feld. Lauf über die oberen Felder vom Startplättchen links zum Wendeplättchen rechts, über die unteren Felder zurück, und tritt vom unteren Feld des Starts über seine gepunktete Linie nach oben, um eine Runde zu beenden. Wer zuerst die letzte Runde beendet, gewinnt sofort; alle anderen werden danach platziert, wie weit sie gekommen sind.</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Spielarten</translation>
    </message>
    <message>
        <source>One race on a track you choose, or a Tournament of three races on the Uptown or Downtown tracks. In a Tournament each race gives 3 points for first place, 2 for second and 1 for third; racers on the same space share a place. Most points after three races wins, and a tie goes to the better place in the last race. Between races every racer who is not a CPU may turn their character card to the other side.</source>
        <translation>Ein Rennen auf einer Strecke deiner Wahl, oder ein Turnier aus drei Rennen auf den Strecken von Uptown oder Downtown. Im Turnier bringt jedes Rennen 3 Punkte für Platz eins, 2 für Platz zwei und 1 für Platz drei; wer auf demselben Feld steht, teilt sich den Platz. Die meisten Punkte nach drei Rennen gewinnen, bei Gleichstand entscheidet der bessere Platz im letzten Rennen. Zwischen den Rennen darf jeder, der keine CPU ist, seine Figurenkarte auf die andere Seite drehen.</translation>
    </message>
    <message>
        <source>Do one of four things. Go: play one Action card and move. Trash: use your Trash card, then play an Action card. Dash: discard two Action cards with the same Move value; that value plus a roll of the Dash die is how far you move, and you may reroll as often as you like by discarding one more card each time. Rest: move one space and draw until you hold five cards. Then use the space you stopped on, and draw one card unless you rested.</source>
        <translation>Tu eines von vier Dingen. Los: Spiele eine Aktionskarte und zieh. Müll: Setze deine Müllkarte ein, dann spiele eine Aktionskarte. Sprint: Wirf zwei Aktionskarten mit gleichem Zugwert ab; dieser Wert plus ein Wurf des Sprintwürfels ist deine Weite, und du darfst beliebig oft neu werfen, wenn du jedes Mal eine weitere Karte abwirfst. Rasten: Zieh ein Feld und zieh Karten, bis du fünf hast. Danach wirkt das Feld, auf dem du stehst, und du ziehst eine Karte, außer du hast gerastet.</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Aktionskarten</translation>
    </message>
    <message>
        <source>Each card shows how far it moves you, 1 to 5. Some also carry an Attack, which pushes any one opponent back that many spaces, or a Scare, which makes any one opponent throw away that many cards at random. The Attack or Scare happens first, then you move. Our deck has 84 cards: 44 plain ones, 20 Attacks and 20 Scares; the stronger the Attack or Scare, the smaller the Move.</source>
        <translation>Jede Karte zeigt, wie weit sie dich bringt, 1 bis 5. Manche tragen dazu einen Angriff, der einen beliebigen Gegner so viele Felder zurückwirft, oder einen Schreck, der einen beliebigen Gegner so viele zufällige Karten abwerfen lässt. Erst wirkt Angriff oder Schreck, dann ziehst du. Unser Stapel hat 84 Karten: 44 einfache, 20 Angriffe und 20 Schrecken; je stärker Angriff oder Schreck, desto kleiner der Zug.</translation>
    </message>
    <message>
        <source>The Start line</source>
        <translation>Die Startlinie</translation>
    </message>
    <message>
        <source>Nobody is ever pushed back across the Start tile&apos;s dotted line: a racer who would be stops on the Start tile&apos;s upper space.</source>
        <translation>Niemand wird je über die gepunktete Linie des Startplättchens zurückgeworfen: Wer es würde, bleibt auf dem oberen Feld des Starts stehen.</translation>
    </message>
    <message>
        <source>Trash Can: take a Trash card. You carry only one; holding one already, you may drop it for a new one or keep it. Recycle Bin: draw two Action cards, then discard one. Spill: slide one more space the same way and use that space too, so Spills can chain. Big Ol&apos; Box: while you sit in it, no Attack, Scare or other effect of an opponent touches you. A space works whenever you stop on it, even when someone else&apos;s Attack put you there.</source>
        <translation>Mülltonne: Nimm eine Müllkarte. Du trägst nur eine; hast du schon eine, darfst du sie für eine neue wegwerfen oder behalten. Wertstofftonne: Zieh zwei Aktionskarten und wirf dann eine ab. Pfütze: Rutsche ein Feld weiter in dieselbe Richtung und nutze auch dieses Feld, so reihen sich Pfützen aneinander. Riesenkarton: Solange du darin sitzt, trifft dich kein Angriff, Schreck oder anderer Effekt eines Gegners. Ein Feld wirkt immer, wenn du darauf stehen bleibst, auch wenn dich der Angriff eines anderen dorthin gebracht hat.</translation>
    </message>
    <message>
        <source>Trash cards</source>
        <translation>Müllkarten</translation>
    </message>
    <message>
        <source>Our seven Trash cards: Ketchup Packets (draw a card, and move 1 more for each opponent ahead of you), Energy Drink (Attack 1 everyone you pass or land on this turn), Pizza Slice (Scare 1, and move as far as the card they lose), Cafe Con Leche (nothing of opponents touches you until your next turn), Value Meal (draw 3 cards), Rubber Band (move 4 instead of playing an Action card) and Rotten Tomato (Attack 2).</source>
        <translation>Unsere sieben Müllkarten: Ketchuptütchen (zieh eine Karte und zieh 1 Feld weiter für jeden Gegner vor dir), Energydrink (Angriff 1 gegen jeden, den du in diesem Zug überholst oder auf dessen Feld du landest), Pizzastück (Schreck 1, und du ziehst so weit wie die verlorene Karte), Café con Leche (nichts von Gegnern trifft dich bis zu deinem nächsten Zug), Spar-Menü (zieh 3 Karten), Gummiband (4 Felder statt einer Aktionskarte) und Faule Tomate (Angriff 2).</translation>
    </message>
    <message>
        <source>The racers</source>
        <translation>Die Rennfahrer</translation>
    </message>
    <message>
        <source>Add CPU racers to fill the field; the app plays them and never asks. A CPU has no hand: it uses a Trash card if it holds one, then rolls the CPU die (Move 2, Move 3, Move 4, Move 1 with Attack 2, Move 1 with Scare 2, or the paw, which does what its own CPU card says). A CPU&apos;s Attack or Scare always goes at the single racer in first place, and does nothing when first place is shared, is untouchable, or is the CPU itself. Scaring a CPU throws away cards from the top of the deck and gives you that many Reroll tokens (eight in all); after any CPU roll, someone holding a token may spend it to make the CPU roll again.</source>
        <translation>Füll das Feld mit CPU-Rennfahrern auf; die App spielt sie und fragt nie. Eine CPU hat keine Hand: Sie setzt ihre Müllkarte ein, wenn sie eine hat, und wirft dann den CPU-Würfel (Zug 2, Zug 3, Zug 4, Zug 1 mit Angriff 2, Zug 1 mit Schreck 2, oder die Pfote, die tut, was ihre eigene CPU-Karte sagt). Angriff oder Schreck einer CPU gehen immer gegen den einzigen Rennfahrer auf Platz eins und wirken nicht, wenn Platz eins geteilt, unantastbar oder die CPU selbst ist. Wer eine CPU erschreckt, wirft Karten oben vom Stapel ab und bekommt ebenso viele Neuwurf-Marker (acht gibt es); nach jedem CPU-Wurf darf jemand mit einem Marker ihn ausgeben, damit die CPU neu wirft.</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Strecken</translation>
    </message>
    <message>
        <source>Pick one of the six tracks (Bin Bandit Boulevard, Play Dead Parkway, Cardboard Kingdom uptown; Back Alley Blitz, Pigeon Plaza, Feisty Feral Frenzy downtown), a random one, or build your own: a Start tile, 3 to 10 numbered tiles each used once on one of its sides, and a Turn tile. Shorter tracks suggest more laps: 4 laps up to 6 tiles, 3 for 7 or 8, 2 for 9 or 10, 1 for 11 or more.</source>
        <translation>Wähle eine der sechs Strecken (Tonnenräuber-Boulevard, Totstell-Allee, Kartonkönigreich in Uptown; Hinterhof-Blitz, Taubenplatz, Wilde-Streuner-Raserei in Downtown), eine zufällige, oder bau deine eigene: ein Startplättchen, 3 bis 10 nummerierte Plättchen, jedes einmal auf einer seiner Seiten, und ein Wendeplättchen. Kürzere Strecken empfehlen mehr Runden: 4 Runden bis 6 Plättchen, 3 bei 7 oder 8, 2 bei 9 oder 10, 1 ab 11.</translation>
    </message>
    <message>
        <source>Each critter has two abilities, side A and side B; choose one before the race. Aesop: Frantic (draw a card after an opponent&apos;s Attack or Scare hits you) or Slippery (Attacks push you back one space less). Chloe: Scrappy (Attacks one stronger against a racer within 3 spaces) or Territorial (landing on opponents Attacks each of them 1). Flipp: Rummage (after your draw, swap one card for a new one) or Nest Egg (Rest fills your hand to 8). Jet: Turbo Tail (a Dash with a pair of Move 2 or less moves 1 more) or Lucky Streak (the first Dash reroll is free). Madam Penelope: Frightening Hiss (after a Scare, another opponent loses a card too) or Opportunist (move 1 more per card your Scares take, at most 2 a Scare). Winston: Crafty Critter (draw an Action card with every Trash card) or Dumpster Diver (search a Recycle Bin like a Trash Can).</source>
        <translation>Jedes Tierchen hat zwei Fähigkeiten, Seite A und Seite B; wähle eine vor dem Rennen. Aesop: Hektisch (zieh eine Karte, nachdem dich Angriff oder Schreck eines Gegners trifft) oder Glitschig (Angriffe werfen dich ein Feld weniger zurück). Chloe: Rauflustig (Angriffe um eins stärker gegen jemanden höchstens 3 Felder entfernt) oder Revierwächterin (wer auf Gegnern landet, greift jeden mit 1 an). Flipp: Kramen (nach dem Ziehen eine Karte gegen eine neue tauschen) oder Notgroschen (Rasten füllt die Hand auf 8). Jet: Turboschwanz (ein Sprint mit einem Paar mit Zugwert 2 oder weniger 1 Feld weiter) oder Glückssträhne (der erste neue Sprintwurf ist gratis). Madame Penelope: Furchterregendes Fauchen (nach einem Schreck verliert ein weiterer Gegner eine Karte) oder Opportunistin (1 Feld weiter je Karte, die deine Schrecken kosten, höchstens 2 je Schreck). Winston: Schlauer Kerl (mit jeder Müllkarte eine Aktionskarte ziehen) oder Containertaucher (eine Wertstofftonne wie eine Mülltonne durchwühlen).</translation>
    </message>
</context>
<context>
    <name>TrashDashSession</name>
    <message>
        <source>A race needs %1 to %2 racers.</source>
        <translation>Ein Rennen braucht %1 bis %2 Rennfahrer.</translation>
    </message>
    <message>
        <source>There is no track called %1.</source>
        <translation>Es gibt keine Strecke namens %1.</translation>
    </message>
    <message>
        <source>CPU racer</source>
        <translation>CPU-Rennfahrer</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>A quick question for you.</source>
        <translation>Eine kurze Frage an dich.</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Das Turnier ist vorbei</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>Das Rennen ist vorbei</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieg: %1</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <source>Between races</source>
        <translation>Zwischen den Rennen</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 entscheidet…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>Your turn: Go, Trash, Dash or Rest</source>
        <translation>Du bist dran: Los, Müll, Sprint oder Rasten</translation>
    </message>
    <message>
        <source>Click a card to play it, or one of a pair with the same Move to Dash.</source>
        <translation>Klick eine Karte, um sie zu spielen, oder eine von zwei Karten mit gleichem Zug für einen Sprint.</translation>
    </message>
    <message>
        <source>Now play an Action card</source>
        <translation>Jetzt eine Aktionskarte spielen</translation>
    </message>
    <message>
        <source>Dash: %1 + %2 on the die. Keep it or reroll?</source>
        <translation>Sprint: %1 + %2 auf dem Würfel. Behalten oder neu werfen?</translation>
    </message>
    <message>
        <source>A reroll costs one Action card from your hand.</source>
        <translation>Ein neuer Wurf kostet eine Aktionskarte aus deiner Hand.</translation>
    </message>
    <message>
        <source>%1 rolled %2. Spend a Reroll token?</source>
        <translation>%1 hat %2 geworfen. Einen Neuwurf-Marker ausgeben?</translation>
    </message>
    <message>
        <source>A Trash Can! Drop %1 for a new Trash card, or keep it?</source>
        <translation>Eine Mülltonne! %1 für eine neue Müllkarte wegwerfen, oder behalten?</translation>
    </message>
    <message>
        <source>Recycle Bin: you drew 2, now discard 1</source>
        <translation>Wertstofftonne: 2 gezogen, jetzt 1 abwerfen</translation>
    </message>
    <message>
        <source>Recycle Bin: recycle, or search it like a Trash Can?</source>
        <translation>Wertstofftonne: recyceln, oder wie eine Mülltonne durchwühlen?</translation>
    </message>
    <message>
        <source>Frightening Hiss: make another opponent discard a card?</source>
        <translation>Furchterregendes Fauchen: einen weiteren Gegner eine Karte abwerfen lassen?</translation>
    </message>
    <message>
        <source>Rummage: swap one card for a new one?</source>
        <translation>Kramen: eine Karte gegen eine neue tauschen?</translation>
    </message>
    <message>
        <source>Race %1 is next: pick your side</source>
        <translation>Als Nächstes Rennen %1: wähle deine Seite</translation>
    </message>
    <message>
        <source>%1 wins the race!</source>
        <translation>%1 gewinnt das Rennen!</translation>
    </message>
    <message>
        <source>%1 wins the tournament!</source>
        <translation>%1 gewinnt das Turnier!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A tournament of three races %1.</source>
        <translation>Ein Turnier aus drei Rennen in %1.</translation>
    </message>
    <message>
        <source>Uptown</source>
        <translation>Uptown</translation>
    </message>
    <message>
        <source>Downtown</source>
        <translation>Downtown</translation>
    </message>
    <message>
        <source>A race on %1 for %2 racers.</source>
        <translation>Ein Rennen auf %1 für %2 Rennfahrer.</translation>
    </message>
    <message>
        <source>%1 lap %2</source>
        <translation>%1 Runde %2</translation>
    </message>
    <message>
        <source>Race %1 of 3 · %2</source>
        <translation>Rennen %1 von 3 · %2</translation>
    </message>
    <message>
        <source>You hold 1 Reroll token.</source>
        <translation>Du hast 1 Neuwurf-Marker.</translation>
    </message>
    <message>
        <source>You hold %1 Reroll tokens.</source>
        <translation>Du hast %1 Neuwurf-Marker.</translation>
    </message>
    <message>
        <source>Use %1…</source>
        <translation>%1 einsetzen…</translation>
    </message>
    <message>
        <source>%1 · race %2 of %3 · 1 lap</source>
        <translation>%1 · Rennen %2 von %3 · 1 Runde</translation>
    </message>
    <message>
        <source>%1 · race %2 of %3 · %4 laps</source>
        <translation>%1 · Rennen %2 von %3 · %4 Runden</translation>
    </message>
    <message>
        <source>Pick your side for the next race.</source>
        <translation>Wähle deine Seite für das nächste Rennen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 attacks you: %n space(s) back.</source>
        <translation>
            <numerusform>%1 greift dich an: %n Feld zurück.</numerusform>
            <numerusform>%1 greift dich an: %n Felder zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks you, but the Start line stops you.</source>
        <translation>%1 greift dich an, aber die Startlinie hält dich auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scares you: %n card(s) discarded.</source>
        <translation>
            <numerusform>%1 erschreckt dich: %n Karte abgeworfen.</numerusform>
            <numerusform>%1 erschreckt dich: %n Karten abgeworfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: rolled %2</source>
        <translation>%1: hat %2 geworfen</translation>
    </message>
    <message>
        <source>Or click a card in your hand.</source>
        <translation>Oder klick eine Karte in deiner Hand.</translation>
    </message>
    <message>
        <source>Click the card in your hand you want to discard.</source>
        <translation>Klick die Karte in deiner Hand, die du abwerfen willst.</translation>
    </message>
    <message>
        <source>Click a card in your hand.</source>
        <translation>Klick eine Karte in deiner Hand.</translation>
    </message>
    <message>
        <source>+%1 Move from %2, added to the card you play</source>
        <translation>+%1 Zug durch %2, kommt zu der Karte dazu, die du spielst</translation>
    </message>
    <message>
        <source>+%1 Move, added to the card you play</source>
        <translation>+%1 Zug, kommt zu der Karte dazu, die du spielst</translation>
    </message>
    <message>
        <source>every opponent you pass is Attacked %1</source>
        <translation>jeder Gegner, den du überholst, wird mit %1 angegriffen</translation>
    </message>
    <message>
        <source>it moves you %1 and Attacks %2.</source>
        <translation>sie bringt dich %1 Felder weiter und greift %2 an.</translation>
    </message>
    <message>
        <source>it moves you %1 and Scares %2.</source>
        <translation>sie bringt dich %1 Felder weiter und erschreckt %2.</translation>
    </message>
    <message>
        <source>it moves you furthest this turn (%1 spaces).</source>
        <translation>damit kommst du in diesem Zug am weitesten (%1 Felder).</translation>
    </message>
    <message>
        <source>it moves you %1 and keeps your bigger cards for later.</source>
        <translation>sie bringt dich %1 Felder weiter und hebt deine größeren Karten auf.</translation>
    </message>
    <message>
        <source>two cards of Move %1 plus the Dash die go further than one card.</source>
        <translation>zwei Karten mit Zug %1 plus der Sprintwürfel bringen dich weiter als eine Karte.</translation>
    </message>
    <message>
        <source>your Trash card works before your Action card: %1</source>
        <translation>deine Müllkarte wirkt vor deiner Aktionskarte: %1</translation>
    </message>
    <message>
        <source>your hand is low: Rest refills it to 5 cards.</source>
        <translation>deine Hand ist fast leer: Rasten füllt sie auf 5 Karten auf.</translation>
    </message>
    <message>
        <source>the roll is poor: a new one is likely better.</source>
        <translation>der Wurf ist schwach: ein neuer ist wohl besser.</translation>
    </message>
    <message>
        <source>the roll is good enough to keep.</source>
        <translation>der Wurf ist gut genug zum Behalten.</translation>
    </message>
    <message>
        <source>that roll helps the CPU too much: a new one is likely better for you.</source>
        <translation>dieser Wurf hilft dem Computer zu sehr: ein neuer ist für dich wohl besser.</translation>
    </message>
    <message>
        <source>that roll is not worth a token.</source>
        <translation>dieser Wurf ist keinen Marker wert.</translation>
    </message>
    <message>
        <source>a new Trash card is likely more use than %1.</source>
        <translation>eine neue Müllkarte nützt wohl mehr als %1.</translation>
    </message>
    <message>
        <source>%1 is worth keeping.</source>
        <translation>%1 lohnt sich zu behalten.</translation>
    </message>
    <message>
        <source>it is the card you will miss least.</source>
        <translation>diese Karte wirst du am wenigsten vermissen.</translation>
    </message>
    <message>
        <source>a Trash card helps you more than an Action card now.</source>
        <translation>eine Müllkarte hilft dir jetzt mehr als eine Aktionskarte.</translation>
    </message>
    <message>
        <source>an Action card helps you more than a Trash card now.</source>
        <translation>eine Aktionskarte hilft dir jetzt mehr als eine Müllkarte.</translation>
    </message>
    <message>
        <source>%1 loses a card, and every card counts.</source>
        <translation>%1 verliert eine Karte, und jede Karte zählt.</translation>
    </message>
    <message>
        <source>your hand is fine as it is.</source>
        <translation>deine Hand ist gut so, wie sie ist.</translation>
    </message>
    <message>
        <source>it suits the next track best.</source>
        <translation>sie passt am besten zur nächsten Strecke.</translation>
    </message>
</context>
<context>
    <name>TrashDashSetup</name>
    <message>
        <source>CPU racers</source>
        <translation>CPU-Renner</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Zäh</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Champion: fast rolls on almost every turn and hard hits. For those who beat Tough.</source>
        <translation>Champion: fast jeder Wurf schnell, dazu harte Treffer. Für alle, die Zäh schlagen.</translation>
    </message>
    <message>
        <source>Tough: every roll two steps faster and harder hits. For those who beat Standard.</source>
        <translation>Zäh: jeder Wurf zwei Felder schneller, härtere Treffer. Für alle, die Standard schlagen.</translation>
    </message>
    <message>
        <source>Standard: the CPU racers move two or three spaces a turn. For newcomers.</source>
        <translation>Standard: Die CPU-Renner ziehen zwei oder drei Felder pro Zug. Für Neulinge.</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>Das Rennen</translation>
    </message>
    <message>
        <source>One race</source>
        <translation>Ein Rennen</translation>
    </message>
    <message>
        <source>Tournament of 3</source>
        <translation>Turnier aus 3</translation>
    </message>
    <message>
        <source>Uptown</source>
        <translation>Uptown</translation>
    </message>
    <message>
        <source>Downtown</source>
        <translation>Downtown</translation>
    </message>
    <message>
        <source>Three races: %1. Points 3, 2, 1 for the first three places each race.</source>
        <translation>Drei Rennen: %1. Je Rennen 3, 2, 1 Punkte für die ersten drei Plätze.</translation>
    </message>
    <message>
        <source>Build your own track</source>
        <translation>Eigene Strecke bauen</translation>
    </message>
    <message>
        <source>Laps</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Suggested (%1)</source>
        <translation>Empfohlen (%1)</translation>
    </message>
    <message>
        <source>Racers</source>
        <translation>Rennfahrer</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>A · %1: %2</source>
        <translation>A · %1: %2</translation>
    </message>
    <message>
        <source>B · %1: %2</source>
        <translation>B · %1: %2</translation>
    </message>
    <message>
        <source>CPU racer: rolls the CPU die and never plays cards. %1</source>
        <translation>CPU-Rennfahrer: wirft den CPU-Würfel und spielt nie Karten. %1</translation>
    </message>
    <message>
        <source>1 lap · %1 tiles</source>
        <translation>1 Runde · %1 Plättchen</translation>
    </message>
    <message>
        <source>%1 laps · %2 tiles</source>
        <translation>%1 Runden · %2 Plättchen</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standard (%1)</translation>
    </message>
</context>
<context>
    <name>TrashDashTable</name>
    <message>
        <source>Race log</source>
        <translation>Rennverlauf</translation>
    </message>
    <message>
        <source>Play %1:</source>
        <translation>%1 spielen:</translation>
    </message>
    <message>
        <source>Your hand · %1</source>
        <translation>Deine Hand · %1</translation>
    </message>
    <message>
        <source>No hand shown</source>
        <translation>Keine Hand sichtbar</translation>
    </message>
    <message>
        <source>Action deck: %1</source>
        <translation>Aktionsstapel: %1</translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>abgeworfen: %1</translation>
    </message>
    <message>
        <source>Trash deck: %1</source>
        <translation>Müllstapel: %1</translation>
    </message>
    <message>
        <source>Reroll tokens: %1 left</source>
        <translation>Neuwurf-Marker: noch %1</translation>
    </message>
    <message>
        <source>yours: %1</source>
        <translation>deine: %1</translation>
    </message>
    <message>
        <source>Tournament results</source>
        <translation>Turnierergebnis</translation>
    </message>
    <message>
        <source>Race results</source>
        <translation>Rennergebnis</translation>
    </message>
    <message>
        <source>After race %1 of %2</source>
        <translation>Nach Rennen %1 von %2</translation>
    </message>
    <message>
        <source>Trash Dash</source>
        <translation>Trash Dash</translation>
    </message>
    <message>
        <source>Go: play a card to move (the focused card, or the only one that can)</source>
        <translation>Los: eine Karte zum Ziehen spielen (die mit dem Fokus, oder die einzige, die geht)</translation>
    </message>
    <message>
        <source>Dash: play two cards and roll the Dash die</source>
        <translation>Sprint: zwei Karten spielen und den Sprintwürfel werfen</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>Den Wurf behalten</translation>
    </message>
    <message>
        <source>Enter on a card</source>
        <translation>Eingabe auf einer Karte</translation>
    </message>
    <message>
        <source>Play it (when it has several plays, choose one in the bar)</source>
        <translation>Sie spielen (hat sie mehrere Spielweisen, eine in der Leiste wählen)</translation>
    </message>
    <message>
        <source>Arrows on the track</source>
        <translation>Pfeile auf der Strecke</translation>
    </message>
    <message>
        <source>Read the spaces one by one</source>
        <translation>Die Felder eins nach dem anderen vorlesen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
</context>
<context>
    <name>TrashPandasRules</name>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>Your turn: roll and decide</source>
        <translation>Dein Zug: würfeln und entscheiden</translation>
    </message>
    <message>
        <source>Using your tokens</source>
        <translation>Plättchen einsetzen</translation>
    </message>
    <message>
        <source>Cards: stash or play</source>
        <translation>Karten: bunkern oder ausspielen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>You are raccoons raiding a trash can. Cards only score if you tuck them safely into your stash before the can is empty, so every turn is a question of how greedy to be. 2 to 4 players, about 20 minutes.</source>
        <translation>Ihr seid Waschbären und plündert eine Mülltonne. Karten zählen nur, wenn ihr sie sicher in euer Versteck bringt, bevor die Tonne leer ist, also fragt sich in jedem Zug, wie gierig ihr sein wollt. 2 bis 4 Spieler, etwa 20 Minuten.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>The trash can holds 53 cards. In turn order the players get 3, 4, 5 and 6 cards (3 and 4 with two players); the player with the fewest cards starts. The six tokens lie in the middle, one for each face of the die.</source>
        <translation>Die Mülltonne enthält 53 Karten. In Zugreihenfolge bekommen die Spieler 3, 4, 5 und 6 Karten (zu zweit 3 und 4); wer die wenigsten Karten hat, beginnt. Die sechs Marker liegen in der Mitte, einer für jede Seite des Würfels.</translation>
    </message>
    <message>
        <source>Roll the die and take the matching token from the middle. Then stop, or roll again for another token. The table shows the exact chance that the next roll busts: with k tokens taken it is k in 6.</source>
        <translation>Würfle und nimm den passenden Marker aus der Mitte. Dann hör auf oder würfle für einen weiteren Marker. Der Tisch zeigt die genaue Chance, dass der nächste Wurf platzt: mit k genommenen Markern ist sie k zu 6.</translation>
    </message>
    <message>
        <source>Busting</source>
        <translation>Platzen</translation>
    </message>
    <message>
        <source>Roll a token you already hold and you bust: all your tokens go back, none of them works, and you draw one card as comfort. Right after a roll you may save yourself with a Blammo! (roll the die again) or a Nanners (cancel the roll and stop).</source>
        <translation>Würfelst du einen Marker, den du schon hast, platzt du: Alle deine Marker gehen zurück, keiner wirkt, und du ziehst zum Trost eine Karte. Direkt nach einem Wurf kannst du dich mit Blammo! (noch einmal würfeln) oder Nanners (Wurf aufheben und aufhören) retten.</translation>
    </message>
    <message>
        <source>Stopping and Yum Yum</source>
        <translation>Aufhören und Yum Yum</translation>
    </message>
    <message>
        <source>Bonus roll</source>
        <translation>Bonuswurf</translation>
    </message>
    <message>
        <source>Take all six tokens and you use them at once; then you roll again, this time for at most three tokens. It is still the same turn.</source>
        <translation>Hast du alle sechs Marker, nutzt du sie sofort; dann würfelst du noch einmal, diesmal für höchstens drei Marker. Es ist immer noch derselbe Zug.</translation>
    </message>
    <message>
        <source>Every card either scores in your stash or is played on the discard pile for its trick. Blammo!: roll again (1 point per stashed card). Nanners: cancel a roll and stop (7 points for the most). MMM Pie!: one token works twice, never two Pies on one token and never on Recycle (6 / 2 / 1). Feesh: take any card from the discard pile (5 / 3 / 1). Yum Yum: make a stopping player roll once more (4 / 2). Shiny: steal a stashed card, face up or a random face-down one, into your hand (3 for the most). Doggo and Kitteh score nothing.</source>
        <translation>Jede Karte bringt entweder Punkte in deinem Versteck oder wird für ihren Trick auf den Ablagestapel gespielt. Blammo!: noch einmal würfeln (1 Punkt pro versteckter Karte). Nanners: einen Wurf aufheben und aufhören (7 Punkte für die meisten). MMM Pie!: ein Marker wirkt zweimal, nie zwei Pies auf einem Marker und nie auf Recycling (6 / 2 / 1). Feesh: nimm eine beliebige Karte vom Ablagestapel (5 / 3 / 1). Yum Yum: lass jemanden, der aufhört, noch einmal würfeln (4 / 2). Shiny: stiehl eine versteckte Karte, offen oder eine zufällige verdeckte, auf deine Hand (3 für die meisten). Doggo und Kitteh bringen keine Punkte.</translation>
    </message>
    <message>
        <source>Defending against steals</source>
        <translation>Gegen Diebe wehren</translation>
    </message>
    <message>
        <source>Cards gained on your turn</source>
        <translation>Karten aus dem eigenen Zug</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>When the last card leaves the trash can (or someone tries to draw from an empty one), the current turn is finished and the game ends. Cards left in hands do not count; every stash is shown.</source>
        <translation>Verlässt die letzte Karte die Mülltonne (oder will jemand aus der leeren ziehen), wird der laufende Zug zu Ende gespielt, dann endet das Spiel. Karten auf der Hand zählen nicht; alle Verstecke werden gezeigt.</translation>
    </message>
    <message>
        <source>For each card type, the player with the most stashed scores the first prize, then the second and third most. Players tied for a place each score that place&apos;s points minus one (never below zero), and the next player takes the very next place: two players tied for most Feesh score 4 each, the next one 3. You need at least one card of a type to score it. Blammo! pays 1 point per card to everyone. Most points wins; a tie goes to more different card types, then more cards; still tied, the win is shared.</source>
        <translation>Für jede Kartensorte bekommt, wer die meisten versteckt hat, den ersten Preis, dann die Zweit- und Drittmeisten. Bei Gleichstand bekommt jeder die Punkte des Platzes minus eins (nie unter null), und der nächste Spieler rückt auf den nächsten Platz: Haben zwei gleich viele Feesh vorn, bekommen beide 4, der nächste 3. Um mit einer Sorte zu punkten, brauchst du mindestens eine Karte davon. Blammo! bringt allen 1 Punkt pro Karte. Die meisten Punkte gewinnen; bei Gleichstand zählen mehr Sorten, dann mehr Karten; bleibt es gleich, wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>When you stop, each other player in turn may play a Yum Yum: it makes you roll once more. After that roll, if you did not bust, you may roll on or stop again. Alone against bots you are asked only when you hold a Yum Yum. With two or more people at the table everyone is asked, card or not, so the question never shows who holds one: answer “No Yum Yum” at once, or look at your hand first.</source>
        <translation>Wenn du aufhörst, darf jeder andere der Reihe nach Yum Yum spielen: Dann musst du noch einmal würfeln. Platzt du dabei nicht, darfst du weiter würfeln oder wieder aufhören. Allein gegen Bots wirst du nur gefragt, wenn du ein Yum Yum hast. Sitzen zwei oder mehr Menschen am Tisch, wird jeder gefragt, ob mit Karte oder ohne, so verrät die Frage nie, wer eine hat: antworte gleich „Kein Yum Yum“ oder sieh dir zuerst deine Hand an.</translation>
    </message>
    <message>
        <source>After stopping, use every token you took, in any order. Trash Can: draw 0, 1 or 2 cards. Tree: stash 0, 1 or 2 cards from your hand face down. Can or Tree: draw 1 card or stash 1 card. Bandit mask: steal a random card from another player&apos;s hand. Masquerade mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each. Recycle: swap it for a token nobody took this turn (with none left it does nothing).</source>
        <translation>Nach dem Aufhören nutzt du jeden genommenen Marker, in beliebiger Reihenfolge. Mülltonne: zieh 0, 1 oder 2 Karten. Baum: versteck 0, 1 oder 2 Karten aus deiner Hand verdeckt. Tonne oder Baum: zieh 1 Karte oder versteck 1 Karte. Banditenmaske: stiehl eine zufällige Karte aus der Hand eines anderen. Maskenballmaske: nimm die oberste Karte der Mülltonne offen für alle; jeder andere darf eine passende Karte offen verstecken, und du ziehst für jede eine Karte. Recycling: tausche ihn gegen einen Marker, den in diesem Zug niemand genommen hat (ist keiner mehr übrig, passiert nichts).</translation>
    </message>
    <message>
        <source>When the Bandit mask or a Shiny is aimed at you, you may block it with a Doggo and draw 2 cards (or none, if you would rather not), or turn it round with a Kitteh and steal from the thief instead (the thief may answer that in the same way). Alone against bots you are asked only when you hold a Doggo or a Kitteh; with two or more people at the table the target is always asked, whatever they hold.</source>
        <translation>Zielen die Banditenmaske oder ein Shiny auf dich, kannst du mit Doggo blocken und 2 Karten ziehen (oder keine, wenn du lieber nicht willst) oder mit Kitteh den Spieß umdrehen und stattdessen den Dieb bestehlen (der darf darauf genauso antworten). Allein gegen Bots wirst du nur gefragt, wenn du ein Doggo oder Kitteh hast; sitzen zwei oder mehr Menschen am Tisch, wird das Ziel immer gefragt, egal was es hält.</translation>
    </message>
    <message>
        <source>While you are still rolling, a card you gain (with a Shiny, a Kitteh or a Doggo&apos;s draw) can be played at once: a Blammo! taken with a Shiny can save your next bust. Once you start using your tokens, every card you gained this turn waits for your next turn, also in a bonus roll; you may still stash it. A card taken with Feesh is the exception and can always be used at once, unless it is a Feesh. Feesh and Shiny can be played any time you are deciding on your own turn; Blammo! and Nanners only right after a roll.</source>
        <translation>Solange du noch würfelst, kannst du eine Karte, die du bekommst (mit einem Shiny, einem Kitteh oder durch Doggos Nachziehen), sofort spielen: Ein mit Shiny genommenes Blammo! kann dich vor dem nächsten Platzen retten. Sobald du anfängst, deine Plättchen einzusetzen, wartet jede Karte, die du in diesem Zug bekommen hast, bis zu deinem nächsten Zug, auch im Bonuswurf; verstecken darfst du sie trotzdem. Eine mit Feesh genommene Karte ist die Ausnahme und darf immer sofort genutzt werden, außer es ist ein Feesh. Feesh und Shiny darfst du immer spielen, wenn du in deinem Zug entscheidest; Blammo! und Nanners nur direkt nach einem Wurf.</translation>
    </message>
</context>
<context>
    <name>TrashPandasSession</name>
    <message>
        <source>It is your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>A quick question for you.</source>
        <translation>Eine kurze Frage an dich.</translation>
    </message>
    <message>
        <source>Next roll busts: %1 (%2 in 6)</source>
        <translation>Nächster Wurf platzt: %1 (%2 zu 6)</translation>
    </message>
    <message>
        <source>No token taken yet: this roll is safe.</source>
        <translation>Noch kein Marker genommen: Dieser Wurf ist sicher.</translation>
    </message>
    <message>
        <source>Your Nanners saves it: a bust becomes a stop (0% bust).</source>
        <translation>Dein Nanners rettet dich: Aus dem Platzen wird ein Aufhören (0&#xa0;% Platzen).</translation>
    </message>
    <message>
        <source>A Blammo! in hand would make it %1; a Nanners, 0%.</source>
        <translation>Mit einem Blammo! auf der Hand wären es %1, mit einem Nanners 0&#xa0;%.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <source>%1 stopped. Anyone for a Yum Yum?</source>
        <translation>%1 hört auf. Spielt jemand Yum Yum?</translation>
    </message>
    <message>
        <source>%1 is stealing from %2</source>
        <translation>%1 bestiehlt %2</translation>
    </message>
    <message>
        <source>%1 uses their tokens</source>
        <translation>%1 nutzt die Marker</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 entscheidet…</translation>
    </message>
    <message>
        <source>Bonus roll! Roll the die</source>
        <translation>Bonuswurf! Würfle</translation>
    </message>
    <message>
        <source>Your turn: roll the die</source>
        <translation>Du bist dran: Würfle</translation>
    </message>
    <message>
        <source>You may take up to three more tokens.</source>
        <translation>Du darfst bis zu drei weitere Marker nehmen.</translation>
    </message>
    <message>
        <source>Each roll takes a token. Roll a token you already hold and you bust.</source>
        <translation>Jeder Wurf bringt einen Marker. Würfelst du einen, den du schon hast, platzt du.</translation>
    </message>
    <message>
        <source>Roll again, or stop and use your tokens?</source>
        <translation>Weiter würfeln oder aufhören und die Marker nutzen?</translation>
    </message>
    <message>
        <source>Bust! You already hold the %1</source>
        <translation>Geplatzt! Du hast schon: %1</translation>
    </message>
    <message>
        <source>Accept it (tokens go back, you draw one card) or save it with a card.</source>
        <translation>Nimm es hin (Marker gehen zurück, du ziehst eine Karte) oder rette dich mit einer Karte.</translation>
    </message>
    <message>
        <source>Use your tokens, in any order</source>
        <translation>Nutze deine Marker, in beliebiger Reihenfolge</translation>
    </message>
    <message>
        <source>%1 stopped. Make them roll once more with a Yum Yum?</source>
        <translation>%1 hört auf. Mit Yum Yum noch einmal würfeln lassen?</translation>
    </message>
    <message>
        <source>%1 is stealing a card from your hand</source>
        <translation>%1 stiehlt eine Karte aus deiner Hand</translation>
    </message>
    <message>
        <source>%1 is stealing from your stash</source>
        <translation>%1 stiehlt aus deinem Versteck</translation>
    </message>
    <message>
        <source>Block it with a Doggo, turn it round with a Kitteh, or let it happen.</source>
        <translation>Blocke mit Doggo, dreh den Spieß mit Kitteh um oder lass es geschehen.</translation>
    </message>
    <message>
        <source>For each card stashed this way, %1 draws a card.</source>
        <translation>Für jede so versteckte Karte zieht %1 eine Karte.</translation>
    </message>
    <message>
        <source>1 per card</source>
        <translation>1 pro Karte</translation>
    </message>
    <message>
        <source>%1, tied</source>
        <translation>%1, geteilt</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Less if %1 holds a Blammo! or Nanners.</source>
        <translation>Weniger, falls %1 ein Blammo! oder Nanners hat.</translation>
    </message>
    <message>
        <source>Click a token you took (amber ring) to use it.</source>
        <translation>Klick einen genommenen Marker (goldener Ring) an, um ihn zu nutzen.</translation>
    </message>
    <message>
        <source>A new game for %1 players. %2 starts.</source>
        <translation>Ein neues Spiel für %1 Spieler. %2 beginnt.</translation>
    </message>
    <message>
        <source>With your Blammo! to re-roll: %1</source>
        <translation>Mit deinem Blammo! zum Nachwürfeln: %1</translation>
    </message>
    <message>
        <source>With your %1 Blammo! cards to re-roll: %2</source>
        <translation>Mit deinen %1 Blammo!-Karten zum Nachwürfeln: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the trash can</source>
        <translation>
            <numerusform>Noch %n Karte in der Mülltonne</numerusform>
            <numerusform>Noch %n Karten in der Mülltonne</numerusform>
        </translation>
    </message>
    <message>
        <source>Tree: pick a card in your hand to stash, then Stash.</source>
        <translation>Baum: Wähle eine Handkarte zum Verstecken, dann Verstecken.</translation>
    </message>
    <message>
        <source>Tree: pick up to %1 cards in your hand to stash, then Stash.</source>
        <translation>Baum: Wähle bis zu %1 Handkarten zum Verstecken, dann Verstecken.</translation>
    </message>
    <message>
        <source>Can or Tree: draw 1, or pick 1 card to stash.</source>
        <translation>Tonne oder Baum: 1 ziehen oder 1 Karte zum Verstecken wählen.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Your Feesh can fish back the Nanners: a bust becomes a stop (0% bust).</source>
        <translation>Dein Feesh kann das Nanners zurückangeln: Aus dem Platzen wird ein Aufhören (0&#xa0;% Platzen).</translation>
    </message>
    <message>
        <source>With %1 Blammo! and %2 Feesh to fish one back: %3</source>
        <translation>Mit %1 Blammo! und %2 Feesh, um eins zurückzuangeln: %3</translation>
    </message>
    <message>
        <source>With %1 Feesh to fish back a Blammo!: %2</source>
        <translation>Mit %1 Feesh, um ein Blammo! zurückzuangeln: %2</translation>
    </message>
    <message>
        <source>Yum Yum! Roll once more</source>
        <translation>Yum Yum! Noch einmal würfeln</translation>
    </message>
    <message>
        <source>Another player made you roll again. Roll a token you already hold and you bust.</source>
        <translation>Jemand anderes lässt dich noch einmal würfeln. Würfelst du einen Marker, den du schon hast, platzt du.</translation>
    </message>
    <message>
        <source>%1 takes the %2 in exchange.</source>
        <translation>%1 nimmt dafür %2.</translation>
    </message>
    <message>
        <source>Block it with your Doggo (drawing 2 cards or none), or let it happen.</source>
        <translation>Blocke mit deinem Doggo (und ziehe 2 Karten oder keine) oder lass es geschehen.</translation>
    </message>
    <message>
        <source>Turn it round with your Kitteh, or let it happen.</source>
        <translation>Dreh mit deinem Kitteh den Spieß um oder lass es geschehen.</translation>
    </message>
    <message>
        <source>You hold no Doggo or Kitteh: let it happen.</source>
        <translation>Du hast weder Doggo noch Kitteh: lass es geschehen.</translation>
    </message>
    <message>
        <source>No card in your hand can save it: the tokens go back and you draw one card.</source>
        <translation>Keine Karte in deiner Hand kann das retten: Die Marker gehen zurück und du ziehst eine Karte.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Some languages put a (no-break) space before %.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Stash the picked cards</source>
        <translation>Die gewählten Karten verstecken</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 nutzen</translation>
    </message>
    <message>
        <source>Play %1…</source>
        <translation>%1 spielen…</translation>
    </message>
    <message>
        <source>No Yum Yum</source>
        <translation>Kein Yum Yum</translation>
    </message>
    <message>
        <source>%1 plays Yum Yum on you: roll once more.</source>
        <translation>%1 spielt Yum Yum gegen dich: Würfle noch einmal.</translation>
    </message>
    <message>
        <source>%1 answers your steal with %2.</source>
        <translation>%1 wehrt deinen Diebstahl mit %2 ab.</translation>
    </message>
    <message>
        <source>%1 takes %2 from your hand.</source>
        <translation>%1 nimmt %2 aus deiner Hand.</translation>
    </message>
    <message>
        <source>%1 takes %2 from your stash.</source>
        <translation>%1 nimmt %2 aus deinem Versteck.</translation>
    </message>
    <message>
        <source>%1 takes a card from your hand.</source>
        <translation>%1 nimmt eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>%1 takes a card from your stash.</source>
        <translation>%1 nimmt eine Karte aus deinem Versteck.</translation>
    </message>
    <message>
        <source>The Masquerade mask shows %1: matching cards may be stashed</source>
        <translation>Die Maskenballmaske zeigt %1: passende Karten dürfen versteckt werden</translation>
    </message>
    <message>
        <source>The Masquerade mask shows %1. Stash a matching card face up?</source>
        <translation>Die Maskenballmaske zeigt %1. Eine passende Karte offen verstecken?</translation>
    </message>
</context>
<context>
    <name>TrashPandasTable</name>
    <message>
        <source>BUST!</source>
        <translation>GEPLATZT!</translation>
    </message>
    <message>
        <source>Bonus roll!</source>
        <translation>Bonuswurf!</translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation>Letzter Zug!</translation>
    </message>
    <message>
        <source>Trash can: %1</source>
        <translation>Mülltonne: %1</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>In der Mitte</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Genommen von %1</translation>
    </message>
    <message>
        <source>no tokens yet</source>
        <translation>noch keine Marker</translation>
    </message>
    <message>
        <source>Cards left in the trash can: %1. When it runs dry, the game ends after this turn.</source>
        <translation>Karten in der Mülltonne: %1. Ist sie leer, endet das Spiel nach diesem Zug.</translation>
    </message>
    <message>
        <source>Your hand: 1 card</source>
        <translation>Deine Hand: 1 Karte</translation>
    </message>
    <message>
        <source>Your hand: %1 cards</source>
        <translation>Deine Hand: %1 Karten</translation>
    </message>
    <message>
        <source>Trash Pandas</source>
        <translation>Trash Pandas</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Stop and take your tokens</source>
        <translation>Aufhören und deine Marker nutzen</translation>
    </message>
    <message>
        <source>Take the bust</source>
        <translation>Platzen hinnehmen</translation>
    </message>
    <message>
        <source>No reaction: let it happen</source>
        <translation>Keine Reaktion: geschehen lassen</translation>
    </message>
    <message>
        <source>Enter on a card</source>
        <translation>Eingabe auf einer Karte</translation>
    </message>
    <message>
        <source>Play it, or pick it to stash (Tree, Can or Tree)</source>
        <translation>Sie spielen oder zum Bunkern wählen (Baum, Tonne oder Baum)</translation>
    </message>
    <message>
        <source>Enter on a token</source>
        <translation>Eingabe auf einem Marker</translation>
    </message>
    <message>
        <source>Use a token you took</source>
        <translation>Einen genommenen Marker einsetzen</translation>
    </message>
    <message>
        <source>Enter on the discard pile</source>
        <translation>Eingabe auf dem Ablagestapel</translation>
    </message>
    <message>
        <source>See every card in it</source>
        <translation>Alle Karten darin ansehen</translation>
    </message>
    <message>
        <source>Trash can: %1 cards left</source>
        <translation>Mülltonne: noch %1 Karten</translation>
    </message>
</context>
<context>
    <name>TrashSlot</name>
    <message>
        <source>No Trash card</source>
        <translation>Keine Müllkarte</translation>
    </message>
    <message>
        <source>Trash card slot (empty)</source>
        <translation>Platz für die Müllkarte (leer)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Trash card: %1</source>
        <translation>Müllkarte: %1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome to Trash Pandas! You and Rocky raid the bins. On your turn you roll the die for tokens, then use the tokens to draw cards and stash them. Stashed cards score at the end.</source>
        <translation>Willkommen bei Trash Pandas! Du und Rocky plündert die Tonnen. In deinem Zug würfelst du um Marker und nutzt sie dann, um Karten zu ziehen und zu verstecken. Versteckte Karten zählen am Ende Punkte.</translation>
    </message>
    <message>
        <source>Your turn. Click Roll: each face of the die is one of six tokens, and you take the one it shows.</source>
        <translation>Du bist dran. Klick auf Würfeln: Jede Seite des Würfels ist einer von sechs Markern, und du nimmst den, der oben liegt.</translation>
    </message>
    <message>
        <source>The die showed the Trash Can, so that token is yours for this turn.</source>
        <translation>Der Würfel zeigt die Mülltonne, also gehört dieser Marker dir für diesen Zug.</translation>
    </message>
    <message>
        <source>You may roll again for another token. Roll once more.</source>
        <translation>Du darfst noch einmal um einen weiteren Marker würfeln. Würfle noch einmal.</translation>
    </message>
    <message>
        <source>The Tree joins your tokens. Careful: a face whose token you already hold is a bust, and then you keep none. Push your luck once more.</source>
        <translation>Der Baum kommt zu deinen Markern. Vorsicht: Zeigt der Würfel einen Marker, den du schon hast, ist das ein Fehlwurf, und du behältst keinen. Fordere dein Glück noch einmal heraus.</translation>
    </message>
    <message>
        <source>The Tree again: a bust! But a Blammo! card rolls the die again. Play it to save your turn.</source>
        <translation>Wieder der Baum: ein Fehlwurf! Aber eine Blammo!-Karte lässt dich den Würfel neu werfen. Spiel sie und rette deinen Zug.</translation>
    </message>
    <message>
        <source>Saved, with three tokens. Click Stop to keep them and use them.</source>
        <translation>Gerettet, mit drei Markern. Klick auf Aufhören, um sie zu behalten und zu nutzen.</translation>
    </message>
    <message>
        <source>Use your tokens in any order. The Trash Can draws up to two cards from the trash can: draw two.</source>
        <translation>Nutze deine Marker in beliebiger Reihenfolge. Die Mülltonne zieht bis zu zwei Karten aus der Mülltonne: Zieh zwei.</translation>
    </message>
    <message>
        <source>The Tree stashes up to two cards from your hand face down in front of you. Open the Tree, pick the MMM Pie! and stash it.</source>
        <translation>Der Baum versteckt bis zu zwei Karten aus deiner Hand verdeckt vor dir. Öffne den Baum, wähl das MMM Pie! und versteck es.</translation>
    </message>
    <message>
        <source>Can or Tree does one of the two, once: draw one card or stash one. Draw a card this time.</source>
        <translation>Tonne oder Baum macht eins von beiden, einmal: eine Karte ziehen oder eine verstecken. Zieh diesmal eine Karte.</translation>
    </message>
    <message>
        <source>Rocky stopped after one token. Your Yum Yum makes a player who stops roll once more. Play it and hope for a bust!</source>
        <translation>Rocky hat nach einem Marker aufgehört. Dein Yum Yum zwingt jemanden, der aufhört, noch einmal zu würfeln. Spiel es und hoffe auf einen Fehlwurf!</translation>
    </message>
    <message>
        <source>Rocky rolled the Bandit mask a second time and busted: the token went back and Rocky drew one card. The log says what happened.</source>
        <translation>Rocky hat die Banditenmaske ein zweites Mal gewürfelt: Fehlwurf! Der Marker ging zurück, und Rocky hat eine Karte gezogen. Im Protokoll steht, was passiert ist.</translation>
    </message>
    <message>
        <source>Your turn again. Roll.</source>
        <translation>Du bist wieder dran. Würfle.</translation>
    </message>
    <message>
        <source>The Bandit mask steals a random card from another player&apos;s hand. Roll again.</source>
        <translation>Die Banditenmaske stiehlt eine zufällige Karte aus der Hand eines anderen. Würfle noch einmal.</translation>
    </message>
    <message>
        <source>The Masquerade mask turns up the top card of the trash can for all to see. Roll again.</source>
        <translation>Die Maskenballmaske deckt die oberste Karte der Mülltonne für alle auf. Würfle noch einmal.</translation>
    </message>
    <message>
        <source>The Recycle token can be swapped for a token still in the middle. Roll once more.</source>
        <translation>Den Recycling-Marker kannst du gegen einen Marker tauschen, der noch in der Mitte liegt. Würfle noch ein letztes Mal.</translation>
    </message>
    <message>
        <source>Recycle again: a bust! Nanners takes back the last roll and ends your rolling, so you keep the three tokens. Play it.</source>
        <translation>Wieder Recycling: ein Fehlwurf! Nanners nimmt den letzten Wurf zurück und beendet dein Würfeln, so behältst du die drei Marker. Spiel es.</translation>
    </message>
    <message>
        <source>Use the Bandit mask on Rocky: it steals a random card from Rocky&apos;s hand.</source>
        <translation>Nutze die Banditenmaske gegen Rocky: Sie stiehlt eine zufällige Karte aus Rockys Hand.</translation>
    </message>
    <message>
        <source>Use the Masquerade mask. Anyone holding the card it turns up may stash one of those face up; you then take the card, and one more for each card stashed.</source>
        <translation>Nutze die Maskenballmaske. Wer die aufgedeckte Karte hat, darf eine davon offen verstecken; dann nimmst du die Karte und eine mehr für jede versteckte.</translation>
    </message>
    <message>
        <source>Swap the Recycle token for the Tree, which is still in the middle.</source>
        <translation>Tausch den Recycling-Marker gegen den Baum, der noch in der Mitte liegt.</translation>
    </message>
    <message>
        <source>Use the Tree: pick both Feesh and stash them. Several cards of one kind help you win that kind at the end.</source>
        <translation>Nutze den Baum: Wähl beide Feesh und versteck sie. Mehrere Karten einer Sorte helfen dir, diese Sorte am Ende zu gewinnen.</translation>
    </message>
    <message>
        <source>Rocky&apos;s Bandit mask is after your hand! A Doggo blocks a steal, and you draw two cards for it. Play it.</source>
        <translation>Rockys Banditenmaske will an deine Hand! Ein Doggo blockt einen Diebstahl, und du ziehst dafür zwei Karten. Spiel es.</translation>
    </message>
    <message>
        <source>Your turn. Roll.</source>
        <translation>Du bist dran. Würfle.</translation>
    </message>
    <message>
        <source>Push your luck: roll again.</source>
        <translation>Fordere dein Glück heraus: Würfle noch einmal.</translation>
    </message>
    <message>
        <source>The Trash Can twice: a bust, and no card in your hand can save you. Accept the bust: your tokens go back and you draw one card.</source>
        <translation>Zweimal die Mülltonne: ein Fehlwurf, und keine Karte in deiner Hand kann dich retten. Nimm den Fehlwurf hin: Deine Marker gehen zurück, und du ziehst eine Karte.</translation>
    </message>
    <message>
        <source>Your stash is what scores. When the trash can runs dry the game ends, and each kind of card scores for the players who stashed the most of it. Most points wins.</source>
        <translation>Dein Versteck bringt die Punkte. Ist die Mülltonne leer, endet das Spiel, und jede Kartensorte punktet für die, die am meisten davon versteckt haben. Die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>Roll the die for tokens, as often as you dare.</source>
        <translation>Würfle um Marker, so oft du dich traust.</translation>
    </message>
    <message>
        <source>Rolling a token you already hold is a bust: the tokens go back and you draw one card.</source>
        <translation>Würfelst du einen Marker, den du schon hast, ist das ein Fehlwurf: Die Marker gehen zurück, und du ziehst eine Karte.</translation>
    </message>
    <message>
        <source>Blammo! rolls the last die again.</source>
        <translation>Blammo! wirft den letzten Würfel neu.</translation>
    </message>
    <message>
        <source>Stop to keep your tokens, then use each once.</source>
        <translation>Hör auf, um deine Marker zu behalten, und nutze dann jeden einmal.</translation>
    </message>
    <message>
        <source>Trash Can: draw up to two cards.</source>
        <translation>Mülltonne: Zieh bis zu zwei Karten.</translation>
    </message>
    <message>
        <source>Tree: stash up to two cards face down.</source>
        <translation>Baum: Versteck bis zu zwei Karten verdeckt.</translation>
    </message>
    <message>
        <source>Can or Tree: draw one card or stash one.</source>
        <translation>Tonne oder Baum: Zieh eine Karte oder versteck eine.</translation>
    </message>
    <message>
        <source>Yum Yum: a player who stops must roll once more.</source>
        <translation>Yum Yum: Wer aufhört, muss noch einmal würfeln.</translation>
    </message>
    <message>
        <source>Nanners takes back the last roll and stops your rolling.</source>
        <translation>Nanners nimmt den letzten Wurf zurück und beendet dein Würfeln.</translation>
    </message>
    <message>
        <source>Bandit mask: steal a random card from a player&apos;s hand.</source>
        <translation>Banditenmaske: Stiehl eine zufällige Karte aus der Hand eines anderen.</translation>
    </message>
    <message>
        <source>Masquerade mask: turn up the top card; others may stash a match face up, and you draw one more for each.</source>
        <translation>Maskenballmaske: Deck die oberste Karte auf; andere dürfen eine passende offen verstecken, und du ziehst für jede eine mehr.</translation>
    </message>
    <message>
        <source>Recycle: swap it for a token still in the middle.</source>
        <translation>Recycling: Tausch ihn gegen einen Marker, der noch in der Mitte liegt.</translation>
    </message>
    <message>
        <source>Doggo blocks a steal, and you draw two cards.</source>
        <translation>Doggo blockt einen Diebstahl, und du ziehst zwei Karten.</translation>
    </message>
    <message>
        <source>The game ends when the trash can runs dry; the most of each stashed kind scores.</source>
        <translation>Das Spiel endet, wenn die Mülltonne leer ist; wer am meisten von einer versteckten Sorte hat, punktet.</translation>
    </message>
    <message>
        <source>Welcome to Panda Panda! Every card shows a letter from A to G. You win a round when your turn begins with exactly the letters of a winning hand. Two rounds won take the game.</source>
        <translation>Willkommen bei Panda Panda! Jede Karte zeigt einen Buchstaben von A bis G. Du gewinnst eine Runde, wenn dein Zug mit genau den Buchstaben einer Gewinnhand beginnt. Zwei gewonnene Runden gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>Here are the winning hands. Only the exact letters count: one card too many spoils a hand. Your two C are a start towards C C C C.</source>
        <translation>Hier stehen die Gewinnhände. Nur genau diese Buchstaben zählen: Eine Karte zu viel verdirbt die Hand. Deine zwei C sind ein Anfang für C C C C.</translation>
    </message>
    <message>
        <source>On your turn you do one thing: discard a card onto your own pile, or draw one. Discard your A: click it.</source>
        <translation>In deinem Zug machst du genau eins: eine Karte auf deinen eigenen Stapel ablegen oder eine ziehen. Leg dein A ab: Klick darauf.</translation>
    </message>
    <message>
        <source>An A was discarded, so everyone passes one card to the left, you too. Pass the E, which you do not need.</source>
        <translation>Ein A wurde abgelegt, also gibt jeder eine Karte nach links weiter, du auch. Gib das E weiter, das du nicht brauchst.</translation>
    </message>
    <message>
        <source>Mei passed you a C. Your pile has an A on top, so it is locked: nobody may take from it until another card covers the A.</source>
        <translation>Mei hat dir ein C gegeben. Auf deinem Stapel liegt ein A oben, also ist er gesperrt: Niemand darf davon nehmen, bis eine andere Karte das A bedeckt.</translation>
    </message>
    <message>
        <source>Three C now. Draw the top card of the deck and hope for the fourth. You could also take the top card of a pile that is not locked.</source>
        <translation>Jetzt drei C. Zieh die oberste Karte vom Stapel und hoffe auf das vierte. Du könntest auch die oberste Karte eines nicht gesperrten Ablagestapels nehmen.</translation>
    </message>
    <message>
        <source>The fourth C! The B spoils the hand, so discard it.</source>
        <translation>Das vierte C! Das B verdirbt die Hand, also leg es ab.</translation>
    </message>
    <message>
        <source>Your turn begins with exactly C C C C, a winning hand. Call Panda Panda!</source>
        <translation>Dein Zug beginnt mit genau C C C C, einer Gewinnhand. Ruf Panda Panda!</translation>
    </message>
    <message>
        <source>You won the round and a crown. The winner starts the next round, and the first to two crowns wins the game.</source>
        <translation>Du hast die Runde und eine Krone gewonnen. Wer gewinnt, beginnt die nächste Runde, und wer zuerst zwei Kronen hat, gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Win a round by starting your turn with exactly a winning hand.</source>
        <translation>Gewinn eine Runde, indem dein Zug mit genau einer Gewinnhand beginnt.</translation>
    </message>
    <message>
        <source>Each turn, discard one card or draw one.</source>
        <translation>In jedem Zug legst du eine Karte ab oder ziehst eine.</translation>
    </message>
    <message>
        <source>A discarded A makes everyone pass one card to the left.</source>
        <translation>Ein abgelegtes A lässt jeden eine Karte nach links weitergeben.</translation>
    </message>
    <message>
        <source>A pile with an A on top is locked.</source>
        <translation>Ein Stapel mit einem A oben ist gesperrt.</translation>
    </message>
    <message>
        <source>Draw from the deck, or take the top card of a pile that is not locked.</source>
        <translation>Zieh vom Stapel oder nimm die oberste Karte eines nicht gesperrten Ablagestapels.</translation>
    </message>
    <message>
        <source>Call Panda Panda! to show your winning hand.</source>
        <translation>Ruf Panda Panda!, um deine Gewinnhand zu zeigen.</translation>
    </message>
    <message>
        <source>A round won is a crown; two crowns win the game.</source>
        <translation>Eine gewonnene Runde ist eine Krone; zwei Kronen gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>Welcome to Trash Dash! You race Aesop against Flipp once round this short alley. Each turn you make one move, then the space you stop on acts, then you draw a card. First back over the Start line wins.</source>
        <translation>Willkommen bei Trash Dash! Du rennst mit Aesop gegen Flipp einmal um diese kurze Gasse. In jedem Zug machst du einen Spielzug, dann wirkt das Feld, auf dem du stehen bleibst, dann ziehst du eine Karte. Wer zuerst wieder über die Startlinie kommt, gewinnt.</translation>
    </message>
    <message>
        <source>Go is the simplest move: play one Action card and walk as many spaces as its Move. Click your Move 2 card.</source>
        <translation>Los ist der einfachste Spielzug: Spiel eine Aktionskarte und geh so viele Felder, wie ihr Zug-Wert sagt. Klick auf deine Karte Zug 2.</translation>
    </message>
    <message>
        <source>You stopped on a Trash Can and picked up a Trash card, Ketchup Packets. You can hold only one at a time. Your turn then ended with a new Action card, as every turn does.</source>
        <translation>Du bist auf einer Mülltonne stehen geblieben und hast eine Müllkarte aufgehoben: Ketchuptütchen. Du kannst immer nur eine halten. Dein Zug endete dann mit einer neuen Aktionskarte, wie jeder Zug.</translation>
    </message>
    <message>
        <source>Flipp is a CPU racer: no cards in hand. On its turn it rolls the CPU die, whose faces work like Action cards. It rolled Move 3 and went past you.</source>
        <translation>Flipp ist ein CPU-Rennfahrer: keine Karten auf der Hand. In seinem Zug wirft er den CPU-Würfel, dessen Seiten wie Aktionskarten wirken. Er hat Zug 3 gewürfelt und ist an dir vorbeigezogen.</translation>
    </message>
    <message>
        <source>Trash: use your Trash card first, then play an Action card. Ketchup Packets gives you a card and +1 Move for every racer ahead of you. Click it.</source>
        <translation>Müll: Setz zuerst deine Müllkarte ein, dann spiel eine Aktionskarte. Ketchuptütchen gibt dir eine Karte und +1 Zug für jeden Rennfahrer vor dir. Klick darauf.</translation>
    </message>
    <message>
        <source>Now the Action card: play the Move 1. With the Ketchup&apos;s +1 you go 2 spaces.</source>
        <translation>Jetzt die Aktionskarte: Spiel die Karte Zug 1. Mit dem +1 vom Ketchup gehst du 2 Felder.</translation>
    </message>
    <message>
        <source>You stopped on a Spill and slid one space further, the same way you were going. Whatever space the slide ends on acts too.</source>
        <translation>Du bist auf einer Pfütze stehen geblieben und ein Feld weitergerutscht, in dieselbe Richtung. Das Feld, auf dem das Rutschen endet, wirkt auch.</translation>
    </message>
    <message>
        <source>The slide ended on a Recycle Bin: you drew two Action cards, and now you throw one card of your choice away. Discard the Move 1.</source>
        <translation>Das Rutschen endete auf einer Wertstofftonne: Du hast zwei Aktionskarten gezogen und wirfst jetzt eine Karte deiner Wahl ab. Wirf die Karte Zug 1 ab.</translation>
    </message>
    <message>
        <source>Dash: throw away two cards with the same Move. You go that Move (not both added) plus a roll of the Dash die. Click a Move 2 card, then Dash.</source>
        <translation>Sprint: Wirf zwei Karten mit demselben Zug-Wert ab. Du gehst diesen Wert (nicht beide zusammen) plus einen Wurf des Sprintwürfels. Klick auf eine Karte Zug 2, dann auf Sprint.</translation>
    </message>
    <message>
        <source>Only a 1. You may roll the Dash die again as often as you like, but each roll costs one card from your hand. Click the Move 3 to roll again.</source>
        <translation>Nur eine 1. Du darfst den Sprintwürfel so oft neu werfen, wie du willst, aber jeder Wurf kostet eine Karte von deiner Hand. Klick auf die Karte Zug 3, um neu zu werfen.</translation>
    </message>
    <message>
        <source>A 3: with the base of 2 that makes 5 spaces. Keep the roll.</source>
        <translation>Eine 3: Mit dem Grundwert 2 sind das 5 Felder. Behalte den Wurf.</translation>
    </message>
    <message>
        <source>Racers run right along the top row, round the Turn tile and back left along the bottom row. Crossing the Start line again ends a lap. This race is one lap, so that crossing wins.</source>
        <translation>Die Rennfahrer laufen die obere Reihe nach rechts, um das Wendeplättchen herum und die untere Reihe zurück nach links. Wer die Startlinie wieder überquert, beendet eine Runde. Dieses Rennen hat eine Runde, also gewinnt dieses Überqueren.</translation>
    </message>
    <message>
        <source>Flipp rolled a Scare. A CPU racer always aims its Attacks and Scares at the one racer in first place, and that was you: two random cards left your hand.</source>
        <translation>Flipp hat einen Schreck gewürfelt. Ein CPU-Rennfahrer zielt mit Angriffen und Schrecken immer auf den einen Rennfahrer auf Platz eins, und das warst du: Zwei zufällige Karten haben deine Hand verlassen.</translation>
    </message>
    <message>
        <source>Three cards left. Rest: move just 1 space and draw until you hold five cards again. A Rest has no extra draw at the end.</source>
        <translation>Noch drei Karten. Rasten: Geh nur 1 Feld und zieh, bis du wieder fünf Karten hast. Nach dem Rasten ziehst du am Ende keine weitere Karte.</translation>
    </message>
    <message>
        <source>Flipp rolled the paw: a CPU racer then does what its own CPU card says. Flipp&apos;s card is Move 4, so it is right behind you.</source>
        <translation>Flipp hat die Pfote gewürfelt: Dann tut ein CPU-Rennfahrer, was seine eigene CPU-Karte sagt. Flipps Karte ist Zug 4, also ist er dir dicht auf den Fersen.</translation>
    </message>
    <message>
        <source>An Attack card pushes an opponent back before you move, however far away they are. Play the Move 1, Attack 2 on Flipp.</source>
        <translation>Eine Angriffskarte schiebt einen Gegner zurück, bevor du gehst, egal wie weit weg er ist. Spiel die Karte Zug 1, Angriff 2 gegen Flipp.</translation>
    </message>
    <message>
        <source>A Scare makes an opponent throw away random cards. A CPU has no hand, so cards from the Action deck go instead, and you get a Reroll token for each. Play the Move 2, Scare 1.</source>
        <translation>Ein Schreck lässt einen Gegner zufällige Karten abwerfen. Eine CPU hat keine Hand, also gehen stattdessen Karten vom Aktionsstapel, und du bekommst für jede einen Neuwurf-Marker. Spiel die Karte Zug 2, Schreck 1.</translation>
    </message>
    <message>
        <source>Flipp rolled Move 4, enough to cross the line and win! Spend your Reroll token: the CPU die is rolled again.</source>
        <translation>Flipp hat Zug 4 gewürfelt, genug, um die Linie zu überqueren und zu gewinnen! Gib deinen Neuwurf-Marker aus: Der CPU-Würfel wird neu geworfen.</translation>
    </message>
    <message>
        <source>The new roll was an Attack on the leader, you. But you stand on a Big Ol&apos; Box, and nothing an opponent does reaches you there.</source>
        <translation>Der neue Wurf war ein Angriff auf den Führenden, also dich. Aber du stehst auf einem Riesenkarton, und dort erreicht dich nichts, was ein Gegner tut.</translation>
    </message>
    <message>
        <source>Two spaces to the Start line. Play the Move 3 and cross it!</source>
        <translation>Noch zwei Felder bis zur Startlinie. Spiel die Karte Zug 3 und überquere sie!</translation>
    </message>
    <message>
        <source>You finished the last lap first and won the race at once. The other racers are ranked by how far they got.</source>
        <translation>Du hast die letzte Runde als Erster beendet und das Rennen sofort gewonnen. Die anderen Rennfahrer werden danach gereiht, wie weit sie gekommen sind.</translation>
    </message>
    <message>
        <source>Each turn: one move, then the space acts, then draw an Action card.</source>
        <translation>Jeder Zug: ein Spielzug, dann wirkt das Feld, dann eine Aktionskarte ziehen.</translation>
    </message>
    <message>
        <source>Trash Can: take a Trash card; you hold one at most.</source>
        <translation>Mülltonne: Nimm eine Müllkarte; du hältst höchstens eine.</translation>
    </message>
    <message>
        <source>A CPU racer has no hand and rolls the CPU die instead.</source>
        <translation>Ein CPU-Rennfahrer hat keine Hand und wirft stattdessen den CPU-Würfel.</translation>
    </message>
    <message>
        <source>Trash: use your Trash card, then play an Action card.</source>
        <translation>Müll: Setz deine Müllkarte ein, dann spiel eine Aktionskarte.</translation>
    </message>
    <message>
        <source>Spill: slide one more space the same way.</source>
        <translation>Pfütze: Rutsch ein Feld weiter in dieselbe Richtung.</translation>
    </message>
    <message>
        <source>Recycle Bin: draw two Action cards, then discard one.</source>
        <translation>Wertstofftonne: Zieh zwei Aktionskarten, dann wirf eine ab.</translation>
    </message>
    <message>
        <source>Dash: two cards of the same Move, plus the Dash die.</source>
        <translation>Sprint: zwei Karten mit demselben Zug-Wert, plus der Sprintwürfel.</translation>
    </message>
    <message>
        <source>A Dash may roll again for one card each time.</source>
        <translation>Beim Sprint darfst du neu werfen, jedes Mal für eine Karte.</translation>
    </message>
    <message>
        <source>Out along the top row, back along the bottom; crossing the Start line ends a lap.</source>
        <translation>Hin über die obere Reihe, zurück über die untere; wer die Startlinie überquert, beendet eine Runde.</translation>
    </message>
    <message>
        <source>A CPU racer attacks and scares only the single leader.</source>
        <translation>Ein CPU-Rennfahrer greift nur den einzigen Führenden an und erschreckt nur ihn.</translation>
    </message>
    <message>
        <source>Rest: move 1 and fill your hand up to five.</source>
        <translation>Rasten: 1 Feld gehen und die Hand auf fünf auffüllen.</translation>
    </message>
    <message>
        <source>The paw on the CPU die plays that racer&apos;s own CPU card.</source>
        <translation>Die Pfote auf dem CPU-Würfel spielt die eigene CPU-Karte dieses Rennfahrers.</translation>
    </message>
    <message>
        <source>Attack: push one opponent back, then move.</source>
        <translation>Angriff: Schieb einen Gegner zurück, dann geh.</translation>
    </message>
    <message>
        <source>Scare: an opponent discards random cards; scaring a CPU earns Reroll tokens.</source>
        <translation>Schreck: Ein Gegner wirft zufällige Karten ab; wer eine CPU erschreckt, bekommt Neuwurf-Marker.</translation>
    </message>
    <message>
        <source>A Reroll token makes a CPU roll its die again.</source>
        <translation>Ein Neuwurf-Marker lässt eine CPU ihren Würfel neu werfen.</translation>
    </message>
    <message>
        <source>Big Ol&apos; Box: nothing an opponent does can touch you there.</source>
        <translation>Riesenkarton: Dort kann dich nichts treffen, was ein Gegner tut.</translation>
    </message>
    <message>
        <source>The first racer to finish the last lap wins.</source>
        <translation>Wer zuerst die letzte Runde beendet, gewinnt.</translation>
    </message>
</context>
<context>
    <name>TutorialCoach</name>
    <message>
        <source>This lesson goes one way: try the place in the amber ring. In a real game the choice is yours.</source>
        <translation>Diese Lektion geht nur einen Weg: Versuch es an der Stelle im bernsteinfarbenen Ring. In einem echten Spiel hast du die Wahl.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>The person&apos;s seat at a Learn to play table, as Setup names a first seat (the bots have names of their own).</extracomment>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>WhyWonBox</name>
    <message>
        <source>See it in the replay (%1)</source>
        <extracomment>The link from why the winner won to the replay at that moment; %1 the moment (&quot;turn 23&quot;).</extracomment>
        <translation>In der Wiederholung ansehen (%1)</translation>
    </message>
    <message>
        <source>See it in the replay</source>
        <translation>In der Wiederholung ansehen</translation>
    </message>
</context>
<context>
    <name>net::NetHost</name>
    <message>
        <source>%1 lost connection; waiting for them to come back.</source>
        <translation>%1 hat die Verbindung verloren; wir warten auf die Rückkehr.</translation>
    </message>
    <message>
        <source>%1 left the table.</source>
        <translation>%1 hat den Tisch verlassen.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Jemand, der zuschaut</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 ist dabei.</translation>
    </message>
</context>
</TS>
