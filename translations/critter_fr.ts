<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <translation>À propos</translation>
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
        <translation>Une table pour trois jeux de cartes et de course&#xa0;: jouez entre amis sur un seul écran en vous le passant, ou contre des bots et des coureurs CPU.</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Réalisé par</translation>
    </message>
    <message>
        <source>The Critter Table team. Built with C++ and Qt 6.</source>
        <translation>L’équipe Critter Table. Fait avec C++ et Qt 6.</translation>
    </message>
    <message>
        <source>Our own art and words</source>
        <translation>Nos images, nos mots</translation>
    </message>
    <message>
        <source>All pictures in this app were drawn for it, and the rules help is written in our own words. No card art, rule text or logo from the published games is used.</source>
        <translation>Toutes les images de cette appli ont été dessinées pour elle, et l’aide des règles est écrite avec nos propres mots. Aucune illustration de carte, aucun texte de règle ni aucun logo des jeux publiés n’est utilisé.</translation>
    </message>
    <message>
        <source>The games and their designers</source>
        <translation>Les jeux et leurs auteurs</translation>
    </message>
    <message>
        <source>Trash Pandas was designed by Lisa J. Eskue and Michael E. Eskue. Panda Panda was designed by Kaya Miyano. Trash Dash is published by Shiny Pigeon Games.</source>
        <translation>Trash Pandas a été créé par Lisa J. Eskue et Michael E. Eskue. Panda Panda a été créé par Kaya Miyano. Trash Dash est édité par Shiny Pigeon Games.</translation>
    </message>
    <message>
        <source>Critter Table is an unofficial fan project. It is not made, approved or endorsed by the designers or publishers of these games. If you enjoy them, please buy the real games.</source>
        <translation>Critter Table est un projet de fans non officiel. Il n’est ni réalisé, ni approuvé, ni soutenu par les auteurs ou les éditeurs de ces jeux. S’ils vous plaisent, achetez les vrais jeux.</translation>
    </message>
</context>
<context>
    <name>ActionCard</name>
    <message>
        <source>Move</source>
        <translation>Avance</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Attaque %1</translation>
    </message>
    <message>
        <source>Scare %1</source>
        <translation>Frayeur %1</translation>
    </message>
    <message>
        <source>Trash Dash card: %1</source>
        <translation>Carte Trash Dash&#xa0;: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Avance %1</translation>
    </message>
    <message>
        <source>can be played now</source>
        <translation>jouable maintenant</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>%1 is not a file (a folder, a pipe or a device)</source>
        <translation>%1 n’est pas un fichier (c’est un dossier, un tube ou un périphérique)</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the folder %1 could not be made</source>
        <translation>le dossier %1 n’a pas pu être créé</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (&quot;Permission denied&quot;).</extracomment>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>AwayRecap</name>
    <message>
        <source>While you were away</source>
        <translation>Pendant votre absence</translation>
    </message>
    <message>
        <source>Since your last move</source>
        <translation>Depuis votre dernier coup</translation>
    </message>
    <message numerus="yes">
        <source>%n earlier line(s) in the log.</source>
        <translation>
            <numerusform>%n ligne plus ancienne dans le journal.</numerusform>
            <numerusform>%n lignes plus anciennes dans le journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Close what happened while you were away</source>
        <translation>Fermer ce qui s’est passé pendant votre absence</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
</context>
<context>
    <name>ChoiceButton</name>
    <message>
        <source>Key: %1</source>
        <translation>Touche : %1</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>Learn to play: which step of the lesson shows, e.g. &quot;Step 3 of 26&quot;.</extracomment>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
</context>
<context>
    <name>CoachSummary</name>
    <message>
        <source>You know the basics of %1!</source>
        <extracomment>Learn to play&apos;s last screen; %1 is the game&apos;s name.</extracomment>
        <translation>Vous connaissez les bases de %1&#xa0;!</translation>
    </message>
    <message>
        <source>The rules you met:</source>
        <translation>Les règles rencontrées&#xa0;:</translation>
    </message>
    <message>
        <source>Back to the home screen</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Jouer une vraie partie</translation>
    </message>
</context>
<context>
    <name>CpuDie</name>
    <message>
        <source>CPU die</source>
        <translation>Dé CPU</translation>
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
        <translation>Dé de sprint</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>%1: not rolled yet</source>
        <translation>%1&#xa0;: pas encore lancé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>DiscardPile</name>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Discard pile: %1. Click to see every card.</source>
        <translation>Défausse&#xa0;: %1. Cliquez pour voir toutes les cartes.</translation>
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
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Critter Table games (*.json)</source>
        <translation>Parties Critter Table (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>GameFilePanel</name>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Enregistrée sous « %1 ».</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>Dans %1</translation>
    </message>
    <message>
        <source>Games saved here</source>
        <translation>Parties enregistrées ici</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>No games saved here yet. Yours will be the first.</source>
        <translation>Aucune partie enregistrée ici pour l’instant. La vôtre sera la première.</translation>
    </message>
    <message>
        <source>No saved games here yet. Save… at a table keeps one here; Other folder… opens one kept anywhere else.</source>
        <translation>Aucune partie enregistrée ici pour l’instant. « Enregistrer… » à une table en garde une ici ; « Autre dossier… » en ouvre une rangée ailleurs.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name of the saved game</source>
        <translation>Nom de la partie enregistrée</translation>
    </message>
    <message>
        <source>A saved game already has this name. Saving replaces it.</source>
        <translation>Une partie enregistrée porte déjà ce nom. L’enregistrer la remplace.</translation>
    </message>
    <message>
        <source>Other folder…</source>
        <translation>Autre dossier…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>“%1” is in the trash now.</source>
        <translation>« %1 » est maintenant dans la corbeille.</translation>
    </message>
    <message>
        <source>Move to trash</source>
        <translation>Mettre à la corbeille</translation>
    </message>
</context>
<context>
    <name>GameFileReplaceAsk</name>
    <message>
        <source>Open this file?</source>
        <translation>Ouvrir ce fichier ?</translation>
    </message>
    <message>
        <source>Your unfinished %1 game with %2 will be lost.</source>
        <translation>Ta partie de %1 en cours avec %2 sera perdue.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Open this file</source>
        <translation>Ouvrir ce fichier</translation>
    </message>
</context>
<context>
    <name>GameFileRow</name>
    <message>
        <source>Cannot be opened: %1</source>
        <translation>Impossible à ouvrir : %1</translation>
    </message>
</context>
<context>
    <name>GameFolder</name>
    <message>
        <source>Type a name for the game.</source>
        <translation>Donnez un nom à la partie.</translation>
    </message>
    <message>
        <source>A name can be at most %1 characters long.</source>
        <translation>Un nom compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>A name cannot hold / or \.</source>
        <translation>Un nom ne peut contenir ni / ni \.</translation>
    </message>
    <message>
        <source>A name cannot start with a dot.</source>
        <translation>Un nom ne peut pas commencer par un point.</translation>
    </message>
    <message>
        <source>There is no folder to save in.</source>
        <translation>Il n’y a pas de dossier où enregistrer.</translation>
    </message>
    <message>
        <source>%1 is a folder. Choose another name.</source>
        <translation>%1 est un dossier. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>%1 is not a Critter Table game, so it will not be replaced. Choose another name.</source>
        <translation>%1 n’est pas une partie de Critter Table ; elle ne sera donc pas remplacée. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>“%1” is not a saved game here, so it was left as it is.</source>
        <translation>« %1 » n’est pas une partie enregistrée ici ; elle reste telle quelle.</translation>
    </message>
    <message>
        <source>“%1” could not be moved to the trash: %2</source>
        <translation>« %1 » n’a pas pu aller à la corbeille : %2</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
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
        <translation>2–4 joueurs</translation>
    </message>
    <message>
        <source>about 20 minutes</source>
        <translation>env. 20 minutes</translation>
    </message>
    <message>
        <source>Roll, grab tokens, push your luck, and stash the best trash before the can runs dry.</source>
        <translation>Lancez le dé, raflez des jetons, tentez votre chance et cachez le meilleur butin avant que la poubelle soit vide.</translation>
    </message>
    <message>
        <source>Panda Panda</source>
        <translation>Panda Panda</translation>
    </message>
    <message>
        <source>about 15 minutes</source>
        <translation>env. 15 minutes</translation>
    </message>
    <message>
        <source>Draw, discard and pass letter cards until your hand spells a winning set.</source>
        <translation>Piochez, défaussez et passez des cartes lettres jusqu’à former une main gagnante.</translation>
    </message>
    <message>
        <source>Trash Dash</source>
        <translation>Trash Dash</translation>
    </message>
    <message>
        <source>1–6 players</source>
        <translation>1–6 joueurs</translation>
    </message>
    <message>
        <source>about 25 minutes</source>
        <translation>env. 25 minutes</translation>
    </message>
    <message>
        <source>Race your critter around an alley track, scrap with rivals and grab trash power-ups.</source>
        <translation>Faites courir votre bestiole dans la ruelle, bagarrez-vous avec vos rivaux et raflez des bonus dans les poubelles.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Waiting for everyone to sit down</source>
        <translation>En attendant que tout le monde s’installe</translation>
    </message>
    <message>
        <source>The host could not be reached: %1</source>
        <translation>L’hôte est injoignable : %1</translation>
    </message>
    <message>
        <source>Sitting down at table %1…</source>
        <translation>Installation à la table %1…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back</source>
        <translation>En attendant le retour de %1</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
    <message>
        <source>left just now</source>
        <translation>quittée à l’instant</translation>
    </message>
    <message>
        <source>left a minute ago</source>
        <translation>quittée il y a une minute</translation>
    </message>
    <message>
        <source>left %1 minutes ago</source>
        <translation>quittée il y a %1 minutes</translation>
    </message>
    <message>
        <source>left an hour ago</source>
        <translation>quittée il y a une heure</translation>
    </message>
    <message>
        <source>left %1 hours ago</source>
        <translation>quittée il y a %1 heures</translation>
    </message>
    <message>
        <source>left on %1</source>
        <translation>quittée le %1</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>The unfinished game could not be read</source>
        <translation>La partie inachevée n’a pas pu être lue</translation>
    </message>
    <message>
        <source>The file is left as it is until a new game takes its place.</source>
        <translation>Le fichier reste tel quel jusqu’à ce qu’une nouvelle partie le remplace.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
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
        <translation>Installez-vous et choisissez un jeu.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Tab moves between buttons, Enter or Space presses one, Ctrl+O opens a saved game, Esc goes back.</source>
        <translation>Tab passe d’un bouton à l’autre, Entrée ou Espace en appuie un, Ctrl+O ouvre une partie enregistrée, Échap revient en arrière.</translation>
    </message>
    <message>
        <source>Rejoin table %1</source>
        <translation>Revenir à la table %1</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Rejoindre une table…</translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Play from your own screen at a table someone hosts.</source>
        <translation>Jouez sur votre propre écran à une table ouverte par quelqu’un.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>The name the others see</source>
        <translation>Le nom que voient les autres</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>Looking… A table the host opens on this network shows here.</source>
        <translation>Recherche… Une table ouverte sur ce réseau apparaît ici.</translation>
    </message>
    <message>
        <source>This screen cannot listen for tables here; type the address and code instead.</source>
        <translation>Impossible d’écouter les tables ici ; saisissez plutôt l’adresse et le code.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s table · %2 · %n open seat(s)</source>
        <translation>
            <numerusform>Table de %1 · %2 · %n place libre</numerusform>
            <numerusform>Table de %1 · %2 · %n places libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Or type what the host shows</source>
        <translation>Ou saisissez ce qu’affiche l’hôte</translation>
    </message>
    <message>
        <source>Address, like 192.168.1.20:7171</source>
        <translation>Adresse, par ex. 192.168.1.20:7171</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Asking the host for a seat…</source>
        <translation>Demande d’une place à l’hôte…</translation>
    </message>
    <message>
        <source>Not joined: %1</source>
        <translation>Non rejoint : %1</translation>
    </message>
</context>
<context>
    <name>LapTracker</name>
    <message>
        <source>Lap</source>
        <translation>Tour</translation>
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
        <translation>Ce fichier contient un jeu que cette version ne sait pas encore jouer.</translation>
    </message>
    <message>
        <source>Saved. Continue this game from the home screen.</source>
        <translation>Enregistrée. Reprenez cette partie depuis l’écran d’accueil.</translation>
    </message>
    <message>
        <source>%1 – Critter Table</source>
        <translation>%1 – Critter Table</translation>
    </message>
    <message>
        <source>This game was not saved (%1), so Continue cannot bring it back as it is now.</source>
        <translation>Cette partie n’a pas été enregistrée (%1) : « Reprendre » ne pourra pas la ramener telle qu’elle est maintenant.</translation>
    </message>
    <message>
        <source>You left the table. Rejoin it from the home screen while the game goes on.</source>
        <translation>Vous avez quitté la table. Revenez-y depuis l’écran d’accueil tant que la partie continue.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Cannot open the table to the network: %1</source>
        <translation>Impossible d’ouvrir la table au réseau : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an address: type it as the host shows it, like 192.168.1.20:7171.</source>
        <translation>« %1 » n’est pas une adresse : saisissez-la comme l’hôte l’affiche, par ex. 192.168.1.20:7171.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table code: it has %2 letters and digits.</source>
        <translation>« %1 » n’est pas un code de table : il compte %2 lettres et chiffres.</translation>
    </message>
    <message>
        <source>The connection to the host ended.</source>
        <translation>La connexion avec l’hôte est terminée.</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dit : %2</translation>
    </message>
</context>
<context>
    <name>NetworkLobby</name>
    <message>
        <source>Your table is open</source>
        <translation>Votre table est ouverte</translation>
    </message>
    <message>
        <source>Waiting for the host to begin</source>
        <translation>En attendant que l’hôte commence</translation>
    </message>
    <message>
        <source>The others choose “Join a table” on their home screen and type the table code and the address, or pick this table from the list.</source>
        <translation>Les autres choisissent « Rejoindre une table » sur leur écran d’accueil et saisissent le code et l’adresse, ou choisissent cette table dans la liste.</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Table code %1</source>
        <translation>Code de la table %1</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Seat %1: open</source>
        <translation>Place %1 : libre</translation>
    </message>
    <message>
        <source>waiting for someone to join</source>
        <translation>en attente d’un joueur</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>arrivé</translation>
    </message>
    <message>
        <source>lost connection</source>
        <translation>connexion perdue</translation>
    </message>
    <message>
        <source>you, at this screen</source>
        <translation>vous, sur cet écran</translation>
    </message>
    <message>
        <source>at the host&apos;s screen</source>
        <translation>sur l’écran de l’hôte</translation>
    </message>
    <message>
        <source>The game begins when every seat is taken and the host says so.</source>
        <translation>La partie commence quand toutes les places sont prises et que l’hôte la lance.</translation>
    </message>
    <message>
        <source>Everyone is here.</source>
        <translation>Tout le monde est là.</translation>
    </message>
    <message>
        <source>Begin is ready once every seat is taken.</source>
        <translation>« Commencer » est possible dès que toutes les places sont prises.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>NetworkStatus</name>
    <message>
        <source>The connection to the host was lost (%1). Your seat is kept for you.</source>
        <translation>La connexion avec l’hôte a été perdue (%1). Votre place vous est gardée.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Se reconnecter</translation>
    </message>
    <message>
        <source>%1 lost connection; their bot plays for them until they are back.</source>
        <translation>%1 a perdu la connexion ; un bot joue à sa place jusqu’à son retour.</translation>
    </message>
    <message>
        <source>%1 lost connection, waiting for them to come back.</source>
        <translation>%1 a perdu la connexion, en attente de son retour.</translation>
    </message>
    <message>
        <source>Wait for them</source>
        <translation>L’attendre</translation>
    </message>
    <message>
        <source>Let a bot play</source>
        <translation>Laisser jouer un bot</translation>
    </message>
</context>
<context>
    <name>PandaAsked</name>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>PandaCard</name>
    <message>
        <source>Panda Panda card: %1</source>
        <translation>Carte Panda Panda&#xa0;: %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
</context>
<context>
    <name>PandaDeck</name>
    <message>
        <source>Deck: %1</source>
        <translation>Pioche&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck, %n card(s)</source>
        <translation>
            <numerusform>Pioche, %n carte</numerusform>
            <numerusform>Pioche, %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>you may draw</source>
        <translation>vous pouvez piocher</translation>
    </message>
</context>
<context>
    <name>PandaDiscardPile</name>
    <message>
        <source>An A is on top: nobody may draw from this pile.</source>
        <translation>Un A est au-dessus&#xa0;: personne ne peut prendre dans cette défausse.</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>Panda Panda card: %1</source>
        <translation>Carte Panda Panda&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1’s pile, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Pile de %1, %n carte, %2 dessus</numerusform>
            <numerusform>Pile de %1, %n cartes, %2 dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>you may take it</source>
        <translation>vous pouvez la prendre</translation>
    </message>
</context>
<context>
    <name>PandaDrawn</name>
    <message>
        <source>You drew %1.</source>
        <translation>Vous avez pioché %1.</translation>
    </message>
    <message>
        <source>OK, pass the device</source>
        <translation>OK, passez l’appareil</translation>
    </message>
</context>
<context>
    <name>PandaPandaRules</name>
    <message>
        <source>The idea</source>
        <translation>Le principe</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Winning hands</source>
        <translation>Mains gagnantes</translation>
    </message>
    <message>
        <source>An empty deck</source>
        <translation>Une pioche vide</translation>
    </message>
    <message>
        <source>Every card shows a letter from A to G, each with its own colour and shape. Collect exactly the letters of one of the winning hands and reveal it at the start of your turn to win the round. Two round wins (two crowns) win the game.</source>
        <translation>Chaque carte porte une lettre de A à G, chacune avec sa couleur et sa forme. Réunissez exactement les lettres d’une des mains gagnantes et montrez-la au début de votre tour pour gagner la manche. Deux manches gagnées (deux couronnes) et vous gagnez la partie.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <source>The deck has 32 cards: ten A, seven B, five C, four D, three E, two F and a single G. Everyone starts a round with five cards; the rest is the deck.</source>
        <translation>Le jeu compte 32 cartes&#xa0;: dix A, sept B, cinq C, quatre D, trois E, deux F et un seul G. Chacun commence une manche avec cinq cartes&#xa0;; le reste forme la pioche.</translation>
    </message>
    <message>
        <source>If your hand is a winning hand when your turn starts, you call “Panda Panda!”, show it, and win the round; the app offers that call as your only move. Otherwise do exactly one thing: put a card face up on your own discard pile, draw the top card of the deck, or take the top card of anyone’s discard pile, your own included. So your hand grows or shrinks by one card every turn.</source>
        <translation>Si votre main est gagnante au début de votre tour, vous annoncez «&#xa0;Panda Panda&#xa0;!&#xa0;», vous la montrez et vous gagnez la manche&#xa0;; l’appli vous propose alors cette annonce comme seul coup. Sinon, faites une seule chose&#xa0;: posez une carte face visible sur votre propre défausse, piochez la carte du dessus, ou prenez la carte du dessus de n’importe quelle défausse, la vôtre comprise. Votre main gagne ou perd donc une carte à chaque tour.</translation>
    </message>
    <message>
        <source>7 cards: A B C D E F G, or A A A A B B B. 6 cards: A A C C E E, or B B C C D D. 5 cards: B B B B B. 4 cards: C C C C. 3 cards: D D D. 2 cards: C E, or B F, or D G. Only the exact letters count: one card too many spoils it. The list stays on the table, and the hands you are close to light up.</source>
        <translation>7 cartes&#xa0;: A B C D E F G, ou A A A A B B B. 6 cartes&#xa0;: A A C C E E, ou B B C C D D. 5 cartes&#xa0;: B B B B B. 4 cartes&#xa0;: C C C C. 3 cartes&#xa0;: D D D. 2 cartes&#xa0;: C E, ou B F, ou D G. Seules les lettres exactes comptent&#xa0;: une carte de trop gâche tout. La liste reste sur la table, et les mains dont vous êtes proche s’allument.</translation>
    </message>
    <message>
        <source>Discarding an A</source>
        <translation>Défausser un A</translation>
    </message>
    <message>
        <source>When anyone discards an A, every player, the one who discarded it too, passes one card to the player on their left. Everyone chooses before any card moves, so you cannot pass on a card that is coming to you. In the app the players choose one after another, each in secret; a player with no cards passes nothing. Then the player after the one who discarded the A goes on.</source>
        <translation>Quand quelqu’un défausse un A, chaque joueur, y compris celui qui l’a défaussé, passe une carte au joueur à sa gauche. Tout le monde choisit avant qu’une carte ne bouge&#xa0;: vous ne pouvez donc pas passer une carte qui arrive vers vous. Dans l’appli, les joueurs choisissent l’un après l’autre, en secret&#xa0;; un joueur sans carte ne passe rien. Puis c’est au joueur suivant celui qui a défaussé le A.</translation>
    </message>
    <message>
        <source>Locked piles</source>
        <translation>Défausses bloquées</translation>
    </message>
    <message>
        <source>A discard pile with an A on top is locked: nobody may take from it until another card covers the A.</source>
        <translation>Une défausse avec un A au-dessus est bloquée&#xa0;: personne ne peut y prendre de carte tant qu’une autre carte ne recouvre pas le A.</translation>
    </message>
    <message>
        <source>If you draw from an empty deck, every discard pile (locked ones too) is shuffled into a new deck first. Taking from a pile never needs a reshuffle. If there is nothing at all to draw you must discard, and a player with no cards must draw; if someone has no cards and there is nothing to draw anywhere, their turn is skipped.</source>
        <translation>Si vous piochez dans une pioche vide, toutes les défausses (bloquées comprises) sont d’abord mélangées en une nouvelle pioche. Prendre dans une défausse ne demande jamais de mélanger. S’il n’y a rien du tout à piocher, vous devez défausser, et un joueur sans carte doit piocher&#xa0;; si quelqu’un n’a pas de carte et qu’il n’y a rien à piocher nulle part, son tour est passé.</translation>
    </message>
    <message>
        <source>Winning the round</source>
        <translation>Gagner la manche</translation>
    </message>
    <message>
        <source>Only the start of your own turn counts: a hand that becomes a winning one by your draw or discard, or through a pass, must still be one when your next turn begins. The round&apos;s winner takes a crown; then all 32 cards are shuffled, five are dealt to each player, and the winner starts the next round.</source>
        <translation>Seul le début de votre propre tour compte&#xa0;: une main devenue gagnante après une pioche, une défausse ou un passage de carte doit l’être encore au début de votre tour suivant. Le gagnant de la manche prend une couronne&#xa0;; puis les 32 cartes sont mélangées, chacun en reçoit cinq, et le gagnant commence la manche suivante.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Click a card in your hand to discard it (or drag it onto your pile), click the deck or its button to draw, or click the highlighted top card of a pile to take it. With two or more people at one screen, the table hides every hand until the next person says they are ready.</source>
        <translation>Cliquez sur une carte de votre main pour la défausser (ou faites-la glisser sur votre défausse), cliquez sur la pioche ou son bouton pour piocher, ou cliquez sur la carte du dessus en surbrillance d’une défausse pour la prendre. À deux personnes ou plus devant un écran, la table cache chaque main jusqu’à ce que la personne suivante se dise prête.</translation>
    </message>
</context>
<context>
    <name>PandaPandaSession</name>
    <message>
        <source>A new game for %1 players. %2 starts.</source>
        <translation>Une nouvelle partie à %1 joueurs. %2 commence.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 · crowns: %2</source>
        <translation>Manche %1 · couronnes&#xa0;: %2</translation>
    </message>
    <message>
        <source>Call “Panda Panda!”</source>
        <translation>Annoncer «&#xa0;Panda Panda&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Reveal your winning hand and win the round.</source>
        <translation>Montrez votre main gagnante et gagnez la manche.</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Reshuffle and draw</source>
        <translation>Mélanger et piocher</translation>
    </message>
    <message>
        <source>Draw the top card of the deck.</source>
        <translation>Piocher la carte du dessus.</translation>
    </message>
    <message>
        <source>The deck is empty: drawing shuffles all discard piles into a new deck first.</source>
        <translation>La pioche est vide&#xa0;: piocher mélange d’abord toutes les défausses pour en faire une nouvelle pioche.</translation>
    </message>
    <message>
        <source>Take the %1 from the top of %2’s pile.</source>
        <translation>Prendre le %1 au-dessus de la défausse de %2.</translation>
    </message>
    <message>
        <source>Discard this %1</source>
        <translation>Défausser ce %1</translation>
    </message>
    <message>
        <source>Discard this A: then everyone passes one card to the left.</source>
        <translation>Défausser ce A&#xa0;: puis chacun passe une carte à sa gauche.</translation>
    </message>
    <message>
        <source>Discard this %1 onto your pile (click twice, or drag it there).</source>
        <translation>Défausser ce %1 sur votre défausse (cliquez deux fois, ou faites-le glisser).</translation>
    </message>
    <message>
        <source>Discard this %1 onto your pile (click, or drag it there).</source>
        <translation>Défausser ce %1 sur votre défausse (cliquez, ou faites-le glisser).</translation>
    </message>
    <message>
        <source>Pass this %1</source>
        <translation>Passer ce %1</translation>
    </message>
    <message>
        <source>Pass this %1 to %2 (click twice).</source>
        <translation>Passer ce %1 à %2 (cliquez deux fois).</translation>
    </message>
    <message>
        <source>Pass this %1 to %2.</source>
        <translation>Passer ce %1 à %2.</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>You have a winning hand!</source>
        <translation>Vous avez une main gagnante&#xa0;!</translation>
    </message>
    <message>
        <source>Your hand holds exactly the letters of a winning hand. Call “Panda Panda!” to reveal it and win the round.</source>
        <translation>Votre main contient exactement les lettres d’une main gagnante. Annoncez «&#xa0;Panda Panda&#xa0;!&#xa0;» pour la montrer et gagner la manche.</translation>
    </message>
    <message>
        <source>Pass a card to %1</source>
        <translation>Passez une carte à %1</translation>
    </message>
    <message>
        <source>An A was discarded, so everyone passes one card to the left at the same time. Click the card to give to %1; nobody sees it until all have chosen.</source>
        <translation>Un A a été défaussé&#xa0;: chacun passe une carte à gauche en même temps. Cliquez sur la carte à donner à %1&#xa0;; personne ne la voit avant que tous aient choisi.</translation>
    </message>
    <message>
        <source>Click it again (or its button) to confirm.</source>
        <translation>Cliquez encore dessus (ou sur son bouton) pour confirmer.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>À vous, %1</translation>
    </message>
    <message>
        <source>discard a card (click it twice, or drag it onto your pile)</source>
        <translation>défausser une carte (cliquez deux fois, ou glissez-la sur votre défausse)</translation>
    </message>
    <message>
        <source>discard a card (click it or drag it onto your pile)</source>
        <translation>défausser une carte (cliquez dessus ou glissez-la sur votre défausse)</translation>
    </message>
    <message>
        <source>draw from the deck</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>reshuffle the piles into a new deck and draw</source>
        <translation>mélanger les défausses en une nouvelle pioche et piocher</translation>
    </message>
    <message>
        <source>take the top card of a highlighted pile</source>
        <translation>prendre la carte du dessus d’une défausse en surbrillance</translation>
    </message>
    <message>
        <source>Do one thing: %1.</source>
        <translation>Faites une seule chose&#xa0;: %1.</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, ou </translation>
    </message>
    <message>
        <source>%1 is choosing a card to pass…</source>
        <translation>%1 choisit une carte à passer…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Everyone passes a card to the left</source>
        <translation>Chacun passe une carte à gauche</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>%1 passes you %2.</source>
        <translation>%1 vous passe %2.</translation>
    </message>
</context>
<context>
    <name>PandaPandaTable</name>
    <message>
        <source>Call “Panda Panda!”</source>
        <translation>Annoncer «&#xa0;Panda Panda&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>has chosen ✓</source>
        <translation>a choisi ✓</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>choisit…</translation>
    </message>
    <message>
        <source>nothing to pass</source>
        <translation>rien à passer</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>Panda Panda!</source>
        <translation>Panda Panda&#xa0;!</translation>
    </message>
    <message>
        <source>A! Pass left ←</source>
        <translation>A&#xa0;! Passez à gauche ←</translation>
    </message>
    <message>
        <source>Panda Panda</source>
        <translation>Panda Panda</translation>
    </message>
    <message>
        <source>Discard (or pass) the card that has focus; from elsewhere, go to your hand</source>
        <translation>Défausser (ou passer) la carte qui a le focus&#xa0;; ailleurs, aller à votre main</translation>
    </message>
    <message>
        <source>Enter on a card</source>
        <translation>Entrée sur une carte</translation>
    </message>
    <message>
        <source>Discard it, or pass it when an A was discarded (twice when asked to confirm)</source>
        <translation>La défausser, ou la passer quand un A a été défaussé (deux fois si une confirmation est demandée)</translation>
    </message>
    <message>
        <source>Enter on a pile</source>
        <translation>Entrée sur une pile</translation>
    </message>
    <message>
        <source>Take its top card</source>
        <translation>Prendre sa carte du dessus</translation>
    </message>
</context>
<context>
    <name>PandaPlayerAid</name>
    <message>
        <source>Winning hands</source>
        <translation>Mains gagnantes</translation>
    </message>
    <message>
        <source>Exactly these letters, nothing more. Your hand: %1.</source>
        <translation>Exactement ces lettres, rien de plus. Votre main&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Exactly these letters, nothing more.</source>
        <translation>Exactement ces lettres, rien de plus.</translation>
    </message>
    <message>
        <source>you have it!</source>
        <translation>vous l’avez&#xa0;!</translation>
    </message>
    <message>
        <source>%1 away</source>
        <translation>encore %1</translation>
    </message>
</context>
<context>
    <name>PandaRoundEnd</name>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>“Panda Panda!”</source>
        <translation>«&#xa0;Panda Panda&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Two crowns! %1 revealed this hand to win round %2:</source>
        <translation>Deux couronnes&#xa0;! %1 a montré cette main pour gagner la manche %2&#xa0;:</translation>
    </message>
    <message>
        <source>%1 reveals a winning hand and wins round %2:</source>
        <translation>%1 montre une main gagnante et gagne la manche %2&#xa0;:</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
</context>
<context>
    <name>PandaSeat</name>
    <message>
        <source>Hand: %1</source>
        <translation>Main&#xa0;: %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Place %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>à son tour</translation>
    </message>
    <message numerus="yes">
        <source>%n crown(s)</source>
        <translation>
            <numerusform>%n couronne</numerusform>
            <numerusform>%n couronnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pawn</name>
    <message>
        <source>Pawn: %1</source>
        <translation>Pion&#xa0;: %1</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>à son tour</translation>
    </message>
</context>
<context>
    <name>PendingMoveBar</name>
    <message>
        <source>%1 — playing in a moment…</source>
        <translation>%1 — joué dans un instant…</translation>
    </message>
    <message>
        <source>%1 — click Play to play it.</source>
        <translation>%1 — cliquez sur Jouer pour le jouer.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>Place %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>décide</translation>
    </message>
</context>
<context>
    <name>PpText</name>
    <message>
        <source>an A</source>
        <translation>un A</translation>
    </message>
    <message>
        <source>a B</source>
        <translation>un B</translation>
    </message>
    <message>
        <source>a C</source>
        <translation>un C</translation>
    </message>
    <message>
        <source>a D</source>
        <translation>un D</translation>
    </message>
    <message>
        <source>an E</source>
        <translation>un E</translation>
    </message>
    <message>
        <source>an F</source>
        <translation>un F</translation>
    </message>
    <message>
        <source>a G</source>
        <translation>un G</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Round %1 begins. %2 goes first.</source>
        <translation>La manche %1 commence. %2 joue en premier.</translation>
    </message>
    <message>
        <source>%1 has no cards and there is nothing to draw: turn skipped.</source>
        <translation>%1 n’a plus de cartes et il n’y a rien à piocher&#xa0;: tour passé.</translation>
    </message>
    <message>
        <source>%1 calls “Panda Panda!” with %2.</source>
        <translation>%1 annonce «&#xa0;Panda Panda&#xa0;!&#xa0;» avec %2.</translation>
    </message>
    <message>
        <source>%1 wins round %2 and takes a first crown.</source>
        <translation>%1 gagne la manche %2 et prend une première couronne.</translation>
    </message>
    <message>
        <source>%1 wins round %2 and has %3 crowns.</source>
        <translation>%1 gagne la manche %2 et a %3 couronnes.</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the deck.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 back from their own pile.</source>
        <translation>%1 reprend %2 dans sa propre défausse.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3’s pile.</source>
        <translation>%1 prend %2 dans la défausse de %3.</translation>
    </message>
    <message>
        <source>The discard piles are shuffled into a new deck (%1 cards).</source>
        <translation>Les défausses sont mélangées en une nouvelle pioche (%1 cartes).</translation>
    </message>
    <message>
        <source>%1 discarded an A: everyone passes one card to the left.</source>
        <translation>%1 a défaussé un A&#xa0;: chacun passe une carte à sa gauche.</translation>
    </message>
    <message>
        <source>%1 has chosen a card to pass.</source>
        <translation>%1 a choisi une carte à passer.</translation>
    </message>
    <message>
        <source>%1 has no card to pass to %2.</source>
        <translation>%1 n’a aucune carte à passer à %2.</translation>
    </message>
    <message>
        <source>%1 passes %2 to %3.</source>
        <translation>%1 passe %2 à %3.</translation>
    </message>
    <message>
        <source>Call Panda Panda!</source>
        <translation>Annoncer «&#xa0;Panda Panda&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser %1</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Draw from your own discard pile</source>
        <translation>Prendre dans votre propre défausse</translation>
    </message>
    <message>
        <source>Draw from %1&apos;s discard pile</source>
        <translation>Prendre dans la défausse de %1</translation>
    </message>
    <message>
        <source>Pass %1</source>
        <translation>Passer %1</translation>
    </message>
    <message>
        <source>A move</source>
        <translation>Un coup</translation>
    </message>
</context>
<context>
    <name>PpWhyWon</name>
    <message>
        <source>%1 took the second crown with %2 in round %3, calling “Panda Panda!” on turn %4.</source>
        <extracomment>Why the winner won (Panda Panda): %1 the winner, %2 the winning hand&apos;s letters (&quot;AACCEE&quot;), %3 the round, %4 the turn it was called.</extracomment>
        <translation>%1 prend la deuxième couronne avec %2 à la manche %3, en annonçant «&#xa0;Panda Panda&#xa0;!&#xa0;» au tour %4.</translation>
    </message>
    <message>
        <source>The hand was dealt complete.</source>
        <extracomment>Panda Panda: the winning hand came with the deal.</extracomment>
        <translation>La main était complète dès la donne.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, with a card drawn from the deck.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed.</extracomment>
        <translation>Elle était complète au tour %1, avec une carte piochée.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, with a card taken back from their own discard pile.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed.</extracomment>
        <translation>Elle était complète au tour %1, avec une carte reprise sur sa propre défausse.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, with a card from %2&apos;s discard pile.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed, %2 whose discard pile the card came from.</extracomment>
        <translation>Elle était complète au tour %1, avec une carte de la défausse de %2.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, by discarding the card too many.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed by shedding a card.</extracomment>
        <translation>Elle était complète au tour %1, en défaussant la carte en trop.</translation>
    </message>
    <message>
        <source>It was complete on turn %1, when an A sent every hand one card to the left.</source>
        <extracomment>Panda Panda: %1 the turn the winning hand was completed by an A-pass.</extracomment>
        <translation>Elle était complète au tour %1, quand un A a fait passer une carte de chaque main vers la gauche.</translation>
    </message>
    <message>
        <source>The first crown came in round %1, with %2.</source>
        <extracomment>Panda Panda: %1 the round of the winner&apos;s first crown, %2 its winning hand&apos;s letters.</extracomment>
        <translation>La première couronne est venue à la manche %1, avec %2.</translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>The decisive moment, shown on the link to the replay: %1 a turn number.</extracomment>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>Everyone else, look away. %1, press the button when only you can see the screen.</source>
        <translation>Les autres, regardez ailleurs. %1, appuyez sur le bouton quand vous seul voyez l’écran.</translation>
    </message>
    <message>
        <source>I am %1, show me</source>
        <translation>Je suis %1, montrez-moi</translation>
    </message>
    <message>
        <source>Everyone is asked, whatever they hold, and no hand shows here: answer now, or look at your hand first.</source>
        <translation>Tout le monde est consulté, quoi qu’il ait en main, et aucune main ne s’affiche ici&#xa0;: répondez tout de suite ou regardez d’abord votre main.</translation>
    </message>
    <message>
        <source>Look at my hand</source>
        <translation>Voir ma main</translation>
    </message>
</context>
<context>
    <name>PrivateNotes</name>
    <message>
        <source>Only you see this</source>
        <translation>Vous seul voyez ceci</translation>
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
        <translation>(vous)</translation>
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
        <translation>Tour %1/%2</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Déchet</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>protégé</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 jeton</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Racer: %1, %2</source>
        <translation>Coureur&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
</context>
<context>
    <name>RatedGameChoice</name>
    <message>
        <source>Rated game</source>
        <translation>Partie classée</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Fermer la relecture</translation>
    </message>
    <message>
        <source>Cards of:</source>
        <translation>Cartes de&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RulesButton</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
</context>
<context>
    <name>SaveProblemNotice</name>
    <message>
        <source>This game is not being saved: %1</source>
        <translation>Cette partie n’est pas enregistrée : %1</translation>
    </message>
    <message>
        <source>This game could not be recorded in the statistics: %1</source>
        <translation>Cette partie n’a pas pu être enregistrée dans les statistiques : %1</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>the autosave holds another game</source>
        <translation>la sauvegarde automatique contient un autre jeu</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 n’a pas été ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>it is not a file of its own (a folder, a pipe or a device)</source>
        <translation>ce n’est pas un fichier à part entière (un dossier, un tube ou un périphérique)</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>CPU racer</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Remove seat %1</source>
        <translation>Retirer la place %1</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Races by the CPU die, no hand to play.</source>
        <translation>Avance au dé CPU, sans main à jouer.</translation>
    </message>
    <message>
        <source>Plays here, passing the screen.</source>
        <translation>Joue ici, on se passe l’écran.</translation>
    </message>
    <message>
        <source>Random plays any legal move: good for learning the rules.</source>
        <translation>«&#xa0;Hasard&#xa0;» joue n’importe quel coup permis&#xa0;: idéal pour apprendre les règles.</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>Bot level of seat %1: %2</source>
        <translation>Niveau du bot de la place %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Who sits at seat %1</source>
        <translation>Qui occupe la place %1</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <source>Joins from their own screen with the table code.</source>
        <translation>Rejoint depuis son propre écran avec le code de la table.</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Add seat</source>
        <translation>Ajouter une place</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Line breaks and control characters were taken out, and a name has at most %1 characters.</source>
        <translation>Les sauts de ligne et les caractères de contrôle ont été retirés, et un nom compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Line breaks, control characters and writing-direction marks were taken out of the name.</source>
        <translation>Les sauts de ligne, les caractères de contrôle et les marques de sens d’écriture ont été retirés du nom.</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Un nom compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>CPU racer %1</source>
        <translation>Coureur CPU %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Changes apply right away and are remembered.</source>
        <translation>Les changements s’appliquent tout de suite et sont mémorisés.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language of every screen, switched without a restart.</source>
        <translation>La langue de tous les écrans, changée sans redémarrer.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>How fast cards, tokens and screens move. Instant turns motion off.</source>
        <translation>La vitesse des cartes, des jetons et des écrans. «&#xa0;Instantanée&#xa0;» coupe les mouvements.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Let the table fill the whole screen.</source>
        <translation>La table occupe tout l’écran.</translation>
    </message>
    <message>
        <source>Bot pace</source>
        <translation>Vitesse des bots</translation>
    </message>
    <message>
        <source>How long each bot move takes at least, so you can follow what the bots do.</source>
        <translation>La durée minimale de chaque coup d’un bot, pour que vous puissiez suivre ce qu’il fait.</translation>
    </message>
    <message>
        <source>Undo against bots</source>
        <translation>Annuler contre les bots</translation>
    </message>
    <message>
        <source>Take back a misclick when you play alone against bots. Never after a card, die or pass was revealed, and never in pass-and-play.</source>
        <translation>Reprenez un mauvais clic quand vous jouez seul contre des bots. Jamais après qu’une carte, un dé ou un passage a été révélé, et jamais en partie à plusieurs sur un écran.</translation>
    </message>
    <message>
        <source>Seeing</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Colour-blind-safe colours</source>
        <translation>Couleurs adaptées au daltonisme</translation>
    </message>
    <message>
        <source>Seat and accent colours that stay apart with every common colour-vision deficiency. Seats always have their own shape and letter too.</source>
        <translation>Des couleurs de places et d’accent qui restent bien distinctes avec toutes les formes courantes de daltonisme. Chaque place a aussi toujours sa propre forme et sa propre lettre.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Black and white with strong edges: a plain dark table, white cards and dark text.</source>
        <translation>Noir et blanc avec des bords marqués&#xa0;: une table sombre et unie, des cartes blanches et du texte foncé.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>The size of all text in the app.</source>
        <translation>La taille de tous les textes de l’appli.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Très grande</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Réduire les animations</translation>
    </message>
    <message>
        <source>Nothing flies, spins, slides or bounces: cards and pawns appear in place and changes fade.</source>
        <translation>Rien ne vole, ne tourne, ne glisse ni ne rebondit&#xa0;: les cartes et les pions apparaissent directement à leur place et les changements se font en fondu.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Short sounds for the die, cards, a bust, a Panda Panda call, a lap and a win. Silent when animations are instant.</source>
        <translation>De courts sons pour le dé, les cartes, un raté, une annonce «&#xa0;Panda Panda&#xa0;!&#xa0;», un tour bouclé et une victoire. Muets quand les animations sont «&#xa0;Instantanée&#xa0;».</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>How loud the sounds are. Let go of the slider to hear one.</source>
        <translation>Le volume des sons. Relâchez le curseur pour en entendre un.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The sound volume as a percentage (0 to 100).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Changes apply now but cannot be remembered: %1</source>
        <translation>Les changements s’appliquent tout de suite mais ne peuvent pas être retenus : %1</translation>
    </message>
    <message>
        <source>Confirm moves that cannot be undone</source>
        <translation>Confirmer les coups qu’on ne peut pas annuler</translation>
    </message>
    <message>
        <source>A move undo cannot take back (a card drawn after it, pass-and-play) waits a moment with Cancel, or until you click Play.</source>
        <translation>Un coup qu’Annuler ne peut pas reprendre (une carte piochée ensuite, jeu à plusieurs sur un appareil) attend un instant avec Annuler, ou jusqu’à ce que vous cliquiez sur Jouer.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Cancel window</source>
        <translation>Délai d’annulation</translation>
    </message>
    <message>
        <source>Pick, then play</source>
        <translation>Choisir, puis jouer</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>New game: %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>%1 seats taken, room for %2 to %3.</source>
        <translation>%1 places prises, de %2 à %3 possibles.</translation>
    </message>
    <message>
        <source>The %1 table is still being built, so this game cannot start yet. Your seats are ready for it.</source>
        <translation>La table de %1 est encore en construction&#xa0;: cette partie ne peut pas encore commencer. Vos places sont prêtes.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Starting a new game replaces your unfinished one.</source>
        <translation>Une nouvelle partie remplace celle en cours.</translation>
    </message>
    <message>
        <source>Not a track yet: %1</source>
        <translation>Pas encore un circuit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Host on the network</source>
        <translation>Ouvrir sur le réseau</translation>
    </message>
</context>
<context>
    <name>ShortcutRows</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Go to the next or previous part of the table: your hand, piles, tokens, players, track, the moves you can make, the top bar</source>
        <translation>Aller à la partie suivante ou précédente de la table&#xa0;: votre main, les piles, les jetons, les joueurs, la piste, vos coups possibles, la barre du haut</translation>
    </message>
    <message>
        <source>← → ↑ ↓</source>
        <translation>← → ↑ ↓</translation>
    </message>
    <message>
        <source>Go from one thing to the next within that part</source>
        <translation>Passer d’un élément au suivant dans cette partie</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Début / Fin</translation>
    </message>
    <message>
        <source>Go to the first or last thing in that part</source>
        <translation>Aller au premier ou au dernier élément de cette partie</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Entrée / Espace</translation>
    </message>
    <message>
        <source>Play, take or use what has focus</source>
        <translation>Jouer, prendre ou utiliser l’élément qui a le focus</translation>
    </message>
    <message>
        <source>U / Ctrl+Z</source>
        <translation>U / Ctrl+Z</translation>
    </message>
    <message>
        <source>Take back your last move (against bots, when undo is on)</source>
        <translation>Reprendre votre dernier coup (contre les bots, si l’annulation est activée)</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Ask for a hint</source>
        <translation>Demander un indice</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide the game log</source>
        <translation>Afficher ou masquer le journal de partie</translation>
    </message>
    <message>
        <source>? / F1</source>
        <translation>? / F1</translation>
    </message>
    <message>
        <source>Show this list of keys</source>
        <translation>Afficher cette liste de touches</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Keys at the %1 table</source>
        <translation>Touches à la table de %1</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ce jeu</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>À chaque table</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save the game to a file</source>
        <translation>Enregistrer la partie dans un fichier</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Close a list or a choice; else go back (at a table: leave it)</source>
        <translation>Fermer une liste ou un choix ; sinon revenir (à une table : la quitter)</translation>
    </message>
    <message>
        <source>Everywhere, at a table and on Home</source>
        <translation>Partout, à une table et à l&apos;accueil</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Racer</source>
        <translation>Coureur</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Course %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>(CPU)</source>
        <translation>(CPU)</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Race again</source>
        <translation>Nouvelle course</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>It is damaged, or it is not a Critter Table statistics file (%1). It has been left exactly as it was.</source>
        <extracomment>%1: what was wrong with the file, in SQLite&apos;s words (often English).</extracomment>
        <translation>Le fichier est endommagé, ou ce n’est pas un fichier de statistiques de Critter Table (%1). Il a été laissé exactement tel quel.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Critter Table, which this version cannot read. The file has been left exactly as it was.</source>
        <translation>Vos statistiques ont été enregistrées par une version plus récente de Critter Table, que cette version ne sait pas lire. Le fichier a été laissé exactement tel quel.</translation>
    </message>
    <message>
        <source>Statistics cannot be kept right now: %1</source>
        <translation>Impossible de tenir les statistiques pour le moment&#xa0;: %1</translation>
    </message>
    <message>
        <source>Starting new statistics failed: %1</source>
        <translation>Impossible de commencer de nouvelles statistiques&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Some languages put a (no-break) space before %.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>CPU racers</source>
        <translation>Coureurs CPU</translation>
    </message>
    <message>
        <source>Random bots</source>
        <translation>Bots aléatoires</translation>
    </message>
    <message>
        <source>Easy bots</source>
        <translation>Bots faciles</translation>
    </message>
    <message>
        <source>Normal bots</source>
        <translation>Bots normaux</translation>
    </message>
    <message>
        <source>Hard bots</source>
        <translation>Bots difficiles</translation>
    </message>
    <message>
        <source>Other bots</source>
        <translation>Autres bots</translation>
    </message>
    <message>
        <source>Most crowns</source>
        <translation>Record de couronnes</translation>
    </message>
    <message>
        <source>Best race points</source>
        <translation>Record de points de course</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message numerus="yes">
        <source>won %1 of %n</source>
        <extracomment>Results against one bot level: %1 games won of %n played.</extracomment>
        <translation>
            <numerusform>%1 sur %n gagnée</numerusform>
            <numerusform>%1 sur %n gagnées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, won</source>
        <extracomment>One bar of the chart: %1 the date, %2 the score.</extracomment>
        <translation>%1&#xa0;: %2, gagnée</translation>
    </message>
    <message>
        <source>%1: %2, not won</source>
        <translation>%1&#xa0;: %2, non gagnée</translation>
    </message>
    <message numerus="yes">
        <source>%n played, %1 won</source>
        <extracomment>%n games played, %1 of them won.</extracomment>
        <translation>
            <numerusform>%n partie jouée, victoires&#xa0;: %1</numerusform>
            <numerusform>%n parties jouées, victoires&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Recent scores</source>
        <translation>Scores récents</translation>
    </message>
    <message>
        <source>the statistics file cannot be used; the Statistics screen says why</source>
        <translation>le fichier des statistiques est inutilisable ; l’écran Statistiques dit pourquoi</translation>
    </message>
    <message numerus="yes">
        <source>Finished games that could not be recorded: %n (%1)</source>
        <extracomment>%1: the database&apos;s reason, in SQLite&apos;s words (often English).</extracomment>
        <translation>
            <numerusform>Parties terminées qui n’ont pas pu être enregistrées : %n (%1)</numerusform>
            <numerusform>Parties terminées qui n’ont pas pu être enregistrées : %n (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <extracomment>The first point of the rating plot: %1 the newcomer&apos;s rating.</extracomment>
        <translation>Départ&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One point of the rating plot: %1 the date, %2 the rating after that game.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>after %n rated game(s)</source>
        <translation>
            <numerusform>après %n partie classée</numerusform>
            <numerusform>après %n parties classées</numerusform>
        </translation>
    </message>
    <message>
        <source>no rated games yet: a newcomer&apos;s start</source>
        <translation>aucune partie classée&#xa0;: la cote de départ</translation>
    </message>
    <message>
        <source>Rated games against %1 bots</source>
        <extracomment>%1: a bot level (Easy, Normal...).</extracomment>
        <translation>Parties classées contre des bots de niveau %1</translation>
    </message>
    <message>
        <source>Rating after each rated game</source>
        <translation>Cote après chaque partie classée</translation>
    </message>
    <message>
        <source>Rated games are for one person at this screen against bots.</source>
        <translation>Une partie classée se joue seul devant cet écran, contre des bots.</translation>
    </message>
    <message>
        <source>A rated race needs at least one bot racer: CPU racers are not rated.</source>
        <translation>Une course classée demande au moins un bot parmi les coureurs&#xa0;: les coureurs CPU ne comptent pas pour la cote.</translation>
    </message>
    <message>
        <source>A rated game needs at least one bot.</source>
        <translation>Une partie classée demande au moins un bot.</translation>
    </message>
    <message>
        <source>Rated games need the statistics file, which cannot be used now.</source>
        <translation>Les parties classées ont besoin du fichier de statistiques, inutilisable pour l’instant.</translation>
    </message>
    <message>
        <source>%1 has no rating yet and starts at %2. The bots play at %3, the level nearest it (rated %4).</source>
        <extracomment>%1 a person&apos;s name, %2 the rating every newcomer starts at, %3 a bot level, %4 that level&apos;s rating.</extracomment>
        <translation>%1 n’a pas encore de cote et commence à %2. Les bots jouent au niveau %3, le plus proche de cette cote (coté %4).</translation>
    </message>
    <message>
        <source>%1&apos;s rating is %2. The bots play at %3, the level nearest it (rated %4).</source>
        <extracomment>%1 a person&apos;s name, %2 their rating, %3 a bot level, %4 that level&apos;s rating.</extracomment>
        <translation>La cote de %1 est de %2. Les bots jouent au niveau %3, le plus proche de cette cote (coté %4).</translation>
    </message>
    <message>
        <source>No undo and no hints in a rated game.</source>
        <translation>Ni annulation ni indice dans une partie classée.</translation>
    </message>
    <message>
        <source>%1&apos;s rating goes from %2 to %3.</source>
        <extracomment>The table log&apos;s last line after a rated game: %1 the person&apos;s name, %2 their rating before it, %3 after it.</extracomment>
        <translation>La cote de %1 passe de %2 à %3.</translation>
    </message>
    <message>
        <source>Rating %1 → %2 (%3)</source>
        <extracomment>The results panel after a rated game (one person at the table): %1 their rating before, %2 after, %3 the change with its sign (+24).</extracomment>
        <translation>Cote %1 → %2 (%3)</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Finished games recorded: %n. They are kept on this computer only.</source>
        <translation>
            <numerusform>%n partie terminée enregistrée. Les statistiques restent uniquement sur cet ordinateur.</numerusform>
            <numerusform>%n parties terminées enregistrées. Les statistiques restent uniquement sur cet ordinateur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be opened.</source>
        <translation>Vos statistiques n’ont pas pu être ouvertes.</translation>
    </message>
    <message>
        <source>Clear statistics…</source>
        <translation>Effacer les statistiques…</translation>
    </message>
    <message>
        <source>These statistics are from a newer version</source>
        <translation>Ces statistiques viennent d’une version plus récente</translation>
    </message>
    <message>
        <source>The statistics file could not be read</source>
        <translation>Le fichier de statistiques n’a pas pu être lu</translation>
    </message>
    <message>
        <source>File: %1</source>
        <extracomment>%1 is the statistics file&apos;s full path.</extracomment>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Games finished since then, to be recorded in the new statistics: %n.</source>
        <translation>
            <numerusform>Partie terminée depuis, à enregistrer dans les nouvelles statistiques&#xa0;: %n.</numerusform>
            <numerusform>Parties terminées depuis, à enregistrer dans les nouvelles statistiques&#xa0;: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start new statistics? The old file is kept beside the new one under another name, so nothing in it is lost.</source>
        <translation>Commencer de nouvelles statistiques&#xa0;? L’ancien fichier est gardé à côté du nouveau sous un autre nom&#xa0;: rien n’est perdu.</translation>
    </message>
    <message>
        <source>Start new statistics</source>
        <translation>Nouvelles statistiques</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>The old statistics file was kept as %1.</source>
        <translation>L’ancien fichier de statistiques a été gardé sous le nom %1.</translation>
    </message>
    <message>
        <source>No finished games of %1 by a person yet. Play one to the end and it is counted here.</source>
        <translation>Aucune partie de %1 terminée par un humain pour l’instant. Jouez-en une jusqu’au bout et elle sera comptée ici.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Against bots</source>
        <translation>Contre les bots</translation>
    </message>
    <message>
        <source>No games against bots yet.</source>
        <translation>Aucune partie contre des bots pour l’instant.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>not won</source>
        <translation>non gagnée</translation>
    </message>
    <message>
        <source>Clear all statistics?</source>
        <translation>Effacer toutes les statistiques&#xa0;?</translation>
    </message>
    <message>
        <source>Every recorded game of every player, in all three games, is deleted. This cannot be undone.</source>
        <translation>Toutes les parties enregistrées de tous les joueurs, dans les trois jeux, seront supprimées. C’est définitif.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Les garder</translation>
    </message>
    <message>
        <source>Clear statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message numerus="yes">
        <source>%n played · %1</source>
        <extracomment>In the players list: %n games played, %1 the win rate.</extracomment>
        <translation>
            <numerusform>%n partie jouée · %1</numerusform>
            <numerusform>%n parties jouées · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>last</source>
        <translation>dernière</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>No rated games yet. Turn on Rated game at Setup, with one person against bots, and the rating starts here.</source>
        <translation>Pas encore de partie classée. Activez «&#xa0;Partie classée&#xa0;» en préparant la partie, seul contre des bots, et la cote commence ici.</translation>
    </message>
</context>
<context>
    <name>TableControls</name>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
</context>
<context>
    <name>TablePopup</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>TableScrollBar</name>
    <message>
        <source>Scroll bar</source>
        <translation>Barre de défilement</translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message numerus="yes">
        <source>This game cannot be played with %n seat(s).</source>
        <translation>
            <numerusform>Ce jeu ne se joue pas à %n place.</numerusform>
            <numerusform>Ce jeu ne se joue pas à %n places.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to undo: a card or die was revealed since your last move.</source>
        <translation>Rien à annuler&#xa0;: une carte ou un dé a été révélé depuis votre dernier coup.</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Coup annulé.</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>Aucune partie en cours à reprendre.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1</source>
        <translation>La partie enregistrée n’a pas pu être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game continued.</source>
        <translation>Partie reprise.</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 n’a pas été ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not save to %1.</source>
        <translation>Impossible d’enregistrer dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it.</source>
        <translation>
            <numerusform>Indice&#xa0;: %1. Avec ce coup, le bot difficile a gagné environ %2&#xa0;% sur %n partie d’essai.</numerusform>
            <numerusform>Indice&#xa0;: %1. Avec ce coup, le bot difficile a gagné environ %2&#xa0;% de ses %n parties d’essai.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it; next best, %3, about %4%.</source>
        <translation>
            <numerusform>Indice&#xa0;: %1. Avec ce coup, le bot difficile a gagné environ %2&#xa0;% sur %n partie d’essai&#xa0;; le deuxième meilleur, %3, environ %4&#xa0;%.</numerusform>
            <numerusform>Indice&#xa0;: %1. Avec ce coup, le bot difficile a gagné environ %2&#xa0;% de ses %n parties d’essai&#xa0;; le deuxième meilleur, %3, environ %4&#xa0;%.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1. It is the only move you have.</source>
        <translation>Indice&#xa0;: %1. C’est votre seul coup possible.</translation>
    </message>
    <message>
        <source>Hint: %1. The hard bot&apos;s rules of thumb pick it.</source>
        <translation>Indice&#xa0;: %1. Les règles empiriques du bot difficile le choisissent.</translation>
    </message>
    <message>
        <source>%1 is not a Critter Table game, so it was left as it is. Choose another name.</source>
        <translation>%1 n’est pas une partie de Critter Table : le fichier reste tel quel. Choisissez un autre nom.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n’existe pas</translation>
    </message>
    <message>
        <source>the folder %1 could not be made</source>
        <translation>le dossier %1 n’a pas pu être créé</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason (&quot;Permission denied&quot;, &quot;No space left on device&quot;).</extracomment>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Could not save: %1.</source>
        <extracomment>%1 why, with the file or folder at fault.</extracomment>
        <translation>Enregistrement impossible : %1.</translation>
    </message>
    <message>
        <source>Look at my hand</source>
        <translation>Voir ma main</translation>
    </message>
    <message>
        <source>Hint: %1: %2</source>
        <translation>Conseil : %1 : %2</translation>
    </message>
    <message>
        <source>Names in this file held line breaks, control characters or writing-direction marks, or were longer than %1 characters: they show cleaned up.</source>
        <translation>Des noms de ce fichier contenaient des sauts de ligne, des caractères de contrôle ou des marques de sens d’écriture, ou dépassaient %1 caractères : ils s’affichent nettoyés.</translation>
    </message>
    <message>
        <source>The game is not being played.</source>
        <translation>La partie n’est pas en cours.</translation>
    </message>
    <message>
        <source>The host has not begun play yet.</source>
        <translation>L’hôte n’a pas encore lancé la partie.</translation>
    </message>
    <message>
        <source>Seat %1 is not played over the network.</source>
        <translation>La place %1 n’est pas jouée par le réseau.</translation>
    </message>
    <message>
        <source>A bot is playing this seat for now.</source>
        <translation>Un bot joue cette place pour l’instant.</translation>
    </message>
    <message>
        <source>It is not your turn to decide.</source>
        <translation>Ce n’est pas à vous de décider.</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Ce n’est pas un coup : %1</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n’est pas permis maintenant.</translation>
    </message>
    <message>
        <source>The host&apos;s seats do not match its game.</source>
        <translation>Les places de l’hôte ne correspondent pas à sa partie.</translation>
    </message>
    <message>
        <source>A rated game: the bots play at the level nearest %1&apos;s rating, with no undo and no hints.</source>
        <extracomment>The log&apos;s second line at a rated table; %1 is the person&apos;s name.</extracomment>
        <translation>Partie classée&#xa0;: les bots jouent au niveau le plus proche de la cote de %1, sans annulation ni indice.</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <source>Table talk</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Table talk on</source>
        <translation>Discussion activée</translation>
    </message>
    <message>
        <source>Nothing said yet.</source>
        <translation>Rien n’a encore été dit.</translation>
    </message>
    <message>
        <source>Spectators watch in silence.</source>
        <translation>Les spectateurs regardent en silence.</translation>
    </message>
    <message>
        <source>The host has turned table talk off.</source>
        <translation>L’hôte a désactivé la discussion.</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Dites quelque chose…</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>Dire</translation>
    </message>
    <message>
        <source>Yay!</source>
        <translation>Youpi !</translation>
    </message>
    <message>
        <source>Wow</source>
        <translation>Waouh</translation>
    </message>
    <message>
        <source>Oops</source>
        <translation>Oups</translation>
    </message>
    <message>
        <source>Ha!</source>
        <translation>Ha !</translation>
    </message>
    <message>
        <source>GG</source>
        <translation>GG</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>TdEventMotion</name>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 attaque %2&#xa0;!</translation>
    </message>
    <message>
        <source>%1 scares %2!</source>
        <translation>%1 effraie %2&#xa0;!</translation>
    </message>
    <message>
        <source>Spill! Slide on</source>
        <translation>Flaque&#xa0;! On glisse</translation>
    </message>
    <message>
        <source>%1: lap %2 done</source>
        <translation>%1&#xa0;: tour %2 bouclé</translation>
    </message>
    <message>
        <source>%1 wins the race!</source>
        <translation>%1 gagne la course&#xa0;!</translation>
    </message>
</context>
<context>
    <name>TdSpace</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tile %1, upper space: %2</source>
        <translation>Tuile %1, case du haut&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tile %1, lower space: %2</source>
        <translation>Tuile %1, case du bas&#xa0;: %2</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>simple</translation>
    </message>
</context>
<context>
    <name>TdText</name>
    <message>
        <source>an Action card</source>
        <translation>une carte Action</translation>
    </message>
    <message>
        <source>Move %1 · Attack %2</source>
        <translation>Avance %1 · Attaque %2</translation>
    </message>
    <message>
        <source>Move %1 · Scare %2</source>
        <translation>Avance %1 · Frayeur %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Avance %1</translation>
    </message>
    <message>
        <source>a Trash card</source>
        <translation>une carte Déchet</translation>
    </message>
    <message>
        <source>Ketchup Packets</source>
        <translation>Sachets de ketchup</translation>
    </message>
    <message>
        <source>Energy Drink</source>
        <translation>Boisson énergisante</translation>
    </message>
    <message>
        <source>Pizza Slice</source>
        <translation>Part de pizza</translation>
    </message>
    <message>
        <source>Cafe Con Leche</source>
        <translation>Café con leche</translation>
    </message>
    <message>
        <source>Value Meal</source>
        <translation>Menu malin</translation>
    </message>
    <message>
        <source>Rubber Band</source>
        <translation>Élastique</translation>
    </message>
    <message>
        <source>Rotten Tomato</source>
        <translation>Tomate pourrie</translation>
    </message>
    <message>
        <source>CPU: add 3 to its Move this turn.</source>
        <translation>CPU&#xa0;: ajoute 3 à son Avance ce tour-ci.</translation>
    </message>
    <message>
        <source>Draw an Action card. Add 1 to your Move this turn for each opponent ahead of you.</source>
        <translation>Piochez une carte Action. Ajoutez 1 à votre Avance ce tour-ci pour chaque adversaire devant vous.</translation>
    </message>
    <message>
        <source>This turn, every opponent you move through or onto is Attacked 1 as you pass them.</source>
        <translation>Ce tour-ci, chaque adversaire que vous dépassez ou rejoignez subit une Attaque 1 à votre passage.</translation>
    </message>
    <message>
        <source>Scare 1 any opponent. Add the Move value of the card they discard to your Move this turn.</source>
        <translation>Frayeur 1 sur l’adversaire de votre choix. Ajoutez l’Avance de la carte qu’il défausse à votre Avance ce tour-ci.</translation>
    </message>
    <message>
        <source>Until the start of your next turn, Attacks, Scares and other effects of opponents do not affect you.</source>
        <translation>Jusqu’au début de votre prochain tour, les Attaques, Frayeurs et autres effets des adversaires ne vous touchent pas.</translation>
    </message>
    <message>
        <source>CPU: add 2 to its Move this turn.</source>
        <translation>CPU&#xa0;: ajoute 2 à son Avance ce tour-ci.</translation>
    </message>
    <message>
        <source>Draw 3 Action cards.</source>
        <translation>Piochez 3 cartes Action.</translation>
    </message>
    <message>
        <source>Move 4. Do not play an Action card this turn.</source>
        <translation>Avance 4. Ne jouez pas de carte Action ce tour-ci.</translation>
    </message>
    <message>
        <source>Attack 2 any opponent.</source>
        <translation>Attaque 2 sur l’adversaire de votre choix.</translation>
    </message>
    <message>
        <source>Madam Penelope</source>
        <translation>Madame Penelope</translation>
    </message>
    <message>
        <source>Frantic</source>
        <translation>Frénétique</translation>
    </message>
    <message>
        <source>Slippery</source>
        <translation>Glissant</translation>
    </message>
    <message>
        <source>Scrappy</source>
        <translation>Bagarreuse</translation>
    </message>
    <message>
        <source>Territorial</source>
        <translation>Territoriale</translation>
    </message>
    <message>
        <source>Rummage</source>
        <translation>Fouille</translation>
    </message>
    <message>
        <source>Nest Egg</source>
        <translation>Bas de laine</translation>
    </message>
    <message>
        <source>Turbo Tail</source>
        <translation>Queue turbo</translation>
    </message>
    <message>
        <source>Lucky Streak</source>
        <translation>Coup de veine</translation>
    </message>
    <message>
        <source>Frightening Hiss</source>
        <translation>Feulement terrifiant</translation>
    </message>
    <message>
        <source>Opportunist</source>
        <translation>Opportuniste</translation>
    </message>
    <message>
        <source>Crafty Critter</source>
        <translation>Petit malin</translation>
    </message>
    <message>
        <source>Dumpster Diver</source>
        <translation>Plongeur de benne</translation>
    </message>
    <message>
        <source>Whenever an opponent&apos;s Attack or Scare affects you, draw 1 Action card afterwards.</source>
        <translation>Chaque fois qu’une Attaque ou une Frayeur d’un adversaire vous touche, piochez ensuite 1 carte Action.</translation>
    </message>
    <message>
        <source>Your Attacks are %1 stronger against an opponent within %2 spaces of you (measured before you move).</source>
        <translation>Vos Attaques ont %1 de plus contre un adversaire à %2 cases ou moins de vous (compté avant votre déplacement).</translation>
    </message>
    <message>
        <source>Whenever you land on a space with opponents, Attack %1 each of them, on any turn.</source>
        <translation>Chaque fois que vous arrivez sur une case occupée par des adversaires, Attaque %1 sur chacun d’eux, à n’importe quel tour.</translation>
    </message>
    <message>
        <source>After your end-of-turn draw, you may discard 1 Action card to draw 1 Action card.</source>
        <translation>Après votre pioche de fin de tour, vous pouvez défausser 1 carte Action pour en piocher 1.</translation>
    </message>
    <message>
        <source>When you Rest, draw until you have %1 Action cards instead of 5.</source>
        <translation>Quand vous vous reposez, piochez jusqu’à avoir %1 cartes Action au lieu de 5.</translation>
    </message>
    <message>
        <source>When you Dash, add %1 to your Move.</source>
        <translation>Quand vous sprintez, ajoutez %1 à votre Avance.</translation>
    </message>
    <message>
        <source>When you Dash, your first reroll of the Dash die needs no discard.</source>
        <translation>Quand vous sprintez, votre première relance du dé de sprint ne coûte aucune carte.</translation>
    </message>
    <message>
        <source>After you Scare an opponent, you may make another opponent discard 1 random Action card. You gain nothing from that card.</source>
        <translation>Après une Frayeur sur un adversaire, vous pouvez faire défausser 1 carte Action au hasard à un autre adversaire. Cette carte ne vous rapporte rien.</translation>
    </message>
    <message>
        <source>Add %1 to your Move this turn for each Action card your Scares discard.</source>
        <translation>Ajoutez %1 à votre Avance ce tour-ci pour chaque carte Action que vos Frayeurs font défausser.</translation>
    </message>
    <message>
        <source>Whenever you draw a Trash card, also draw 1 Action card.</source>
        <translation>Chaque fois que vous piochez une carte Déchet, piochez aussi 1 carte Action.</translation>
    </message>
    <message>
        <source>When you land on a Recycle Bin, you may search it like a Trash Can instead.</source>
        <translation>Quand vous arrivez sur un Bac de tri, vous pouvez plutôt le fouiller comme une Poubelle.</translation>
    </message>
    <message>
        <source>Paw: Move 3, and nothing of opponents affects it until its next turn.</source>
        <translation>Patte&#xa0;: Avance 3, et rien venant des adversaires ne le touche jusqu’à son prochain tour.</translation>
    </message>
    <message>
        <source>Paw: Attack 2, then Move 2.</source>
        <translation>Patte&#xa0;: Attaque 2, puis Avance 2.</translation>
    </message>
    <message>
        <source>Paw: Move 4.</source>
        <translation>Patte&#xa0;: Avance 4.</translation>
    </message>
    <message>
        <source>Paw: roll the Dash die and Move 1 plus the result.</source>
        <translation>Patte&#xa0;: lance le dé de sprint et avance de 1 plus le résultat.</translation>
    </message>
    <message>
        <source>Paw: Scare 2, then Move 2.</source>
        <translation>Patte&#xa0;: Frayeur 2, puis Avance 2.</translation>
    </message>
    <message>
        <source>Paw: draw a Trash card face down if it holds none, then Move 2.</source>
        <translation>Patte&#xa0;: pioche une carte Déchet face cachée s’il n’en a pas, puis Avance 2.</translation>
    </message>
    <message>
        <source>Bin Bandit Boulevard</source>
        <translation>Boulevard des Pilleurs</translation>
    </message>
    <message>
        <source>Play Dead Parkway</source>
        <translation>Allée du Faux-Mort</translation>
    </message>
    <message>
        <source>Cardboard Kingdom</source>
        <translation>Royaume du Carton</translation>
    </message>
    <message>
        <source>Back Alley Blitz</source>
        <translation>Blitz de l’Arrière-Cour</translation>
    </message>
    <message>
        <source>Pigeon Plaza</source>
        <translation>Place des Pigeons</translation>
    </message>
    <message>
        <source>Feisty Feral Frenzy</source>
        <translation>Folie des Fauves</translation>
    </message>
    <message>
        <source>A random track</source>
        <translation>Un circuit au hasard</translation>
    </message>
    <message>
        <source>Your own track</source>
        <translation>Votre propre circuit</translation>
    </message>
    <message>
        <source>Plain space</source>
        <translation>Case simple</translation>
    </message>
    <message>
        <source>Trash Can</source>
        <translation>Poubelle</translation>
    </message>
    <message>
        <source>Recycle Bin</source>
        <translation>Bac de tri</translation>
    </message>
    <message>
        <source>Spill</source>
        <translation>Flaque</translation>
    </message>
    <message>
        <source>Big Ol&apos; Box</source>
        <translation>Gros Carton</translation>
    </message>
    <message>
        <source>Nothing happens here.</source>
        <translation>Il ne se passe rien ici.</translation>
    </message>
    <message>
        <source>Land here to take a Trash card. Holding one already? Drop it to take a new one, or keep it.</source>
        <translation>Arrêtez-vous ici pour prendre une carte Déchet. Vous en avez déjà une&#xa0;? Jetez-la pour en prendre une nouvelle, ou gardez-la.</translation>
    </message>
    <message>
        <source>Land here to draw 2 Action cards, then discard 1.</source>
        <translation>Arrêtez-vous ici pour piocher 2 cartes Action, puis en défausser 1.</translation>
    </message>
    <message>
        <source>Slide one more space the way you were going, and land there.</source>
        <translation>Glissez d’une case de plus dans votre direction, et arrêtez-vous là.</translation>
    </message>
    <message>
        <source>While you sit here, no Attack, Scare or other effect of an opponent touches you.</source>
        <translation>Tant que vous êtes ici, aucune Attaque, Frayeur ou autre effet d’un adversaire ne vous touche.</translation>
    </message>
    <message>
        <source>Paw</source>
        <translation>Patte</translation>
    </message>
    <message>
        <source>Play %1 at %2</source>
        <translation>Jouer %1 contre %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Dash with %1 and %2</source>
        <translation>Sprinter avec %1 et %2</translation>
    </message>
    <message>
        <source>Use %1 on %2</source>
        <translation>Utiliser %1 contre %2</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Utiliser %1</translation>
    </message>
    <message>
        <source>Rest: 1 space, refill your hand</source>
        <translation>Repos&#xa0;: 1 case, compléter la main</translation>
    </message>
    <message>
        <source>Reroll, discarding %1</source>
        <translation>Relancer en défaussant %1</translation>
    </message>
    <message>
        <source>Free reroll (Lucky Streak)</source>
        <translation>Relance gratuite (Coup de veine)</translation>
    </message>
    <message>
        <source>Keep the %1 and go</source>
        <translation>Garder le %1 et avancer</translation>
    </message>
    <message>
        <source>Spend a Reroll token</source>
        <translation>Dépenser un jeton Relance</translation>
    </message>
    <message>
        <source>Let the roll stand</source>
        <translation>Garder ce lancer</translation>
    </message>
    <message>
        <source>Drop %1, take a new one</source>
        <translation>Jeter %1, en prendre une autre</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausser %1</translation>
    </message>
    <message>
        <source>Search it like a Trash Can</source>
        <translation>Fouiller comme une Poubelle</translation>
    </message>
    <message>
        <source>Recycle as usual</source>
        <translation>Recycler comme d’habitude</translation>
    </message>
    <message>
        <source>Hiss at %1</source>
        <translation>Feuler sur %1</translation>
    </message>
    <message>
        <source>No hiss</source>
        <translation>Pas de feulement</translation>
    </message>
    <message>
        <source>Swap %1 for a new card</source>
        <translation>Échanger %1 contre une nouvelle carte</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Garder ma main</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 plays %2 at %3.</source>
        <translation>%1 joue %2 contre %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 dashes with %2 and %3.</source>
        <translation>%1 sprinte avec %2 et %3.</translation>
    </message>
    <message>
        <source>%1 discards %2 to reroll.</source>
        <translation>%1 défausse %2 pour relancer.</translation>
    </message>
    <message>
        <source>%1 recycles %2.</source>
        <translation>%1 recycle %2.</translation>
    </message>
    <message>
        <source>%1 rummages away %2.</source>
        <translation>%1 se débarrasse de %2 en fouillant.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 perd %2.</translation>
    </message>
    <message>
        <source>%1 comes off the deck.</source>
        <translation>%1 sort de la pioche.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the Trash Can.</source>
        <translation>%1 prend %2 dans la Poubelle.</translation>
    </message>
    <message>
        <source>%1 takes a Trash card.</source>
        <translation>%1 prend une carte Déchet.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 utilise %2.</translation>
    </message>
    <message>
        <source>%1 drops %2.</source>
        <translation>%1 jette %2.</translation>
    </message>
    <message>
        <source>%1 rests.</source>
        <translation>%1 se repose.</translation>
    </message>
    <message>
        <source>%1 rerolls: %2.</source>
        <translation>%1 relance&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 rolls the Dash die: %2.</source>
        <translation>%1 lance le dé de sprint&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2.</source>
        <translation>%1 relance&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 rolls the CPU die: %2.</source>
        <translation>%1 lance le dé CPU&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 spends a Reroll token on %2&apos;s roll.</source>
        <translation>%1 dépense un jeton Relance sur le lancer de %2.</translation>
    </message>
    <message>
        <source>%1 slides on a Spill.</source>
        <translation>%1 glisse sur une Flaque.</translation>
    </message>
    <message>
        <source>%1 completes lap %2.</source>
        <translation>%1 boucle le tour %2.</translation>
    </message>
    <message>
        <source>%1 cannot be touched until their next turn.</source>
        <translation>%1 est intouchable jusqu’à son prochain tour.</translation>
    </message>
    <message>
        <source>The Action discards are shuffled into a new deck.</source>
        <translation>Les cartes Action défaussées sont mélangées en une nouvelle pioche.</translation>
    </message>
    <message>
        <source>The Trash discards are shuffled into a new deck.</source>
        <translation>Les cartes Déchet défaussées sont mélangées en une nouvelle pioche.</translation>
    </message>
    <message>
        <source>%1 picks side %2 for the next race.</source>
        <translation>%1 choisit la face %2 pour la prochaine course.</translation>
    </message>
    <message>
        <source>%1 wins race %2!</source>
        <translation>%1 gagne la course %2&#xa0;!</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Le tournoi est terminé.</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <source>Attacks move you back 1 space fewer.</source>
        <translation>Les Attaques vous font reculer d’1 case de moins.</translation>
    </message>
    <message>
        <source>Attacks move you back %1 spaces fewer.</source>
        <translation>Les Attaques vous font reculer de %1 cases de moins.</translation>
    </message>
    <message>
        <source>Race %1 starts: 1 lap. %2 goes first.</source>
        <translation>La course %1 commence&#xa0;: 1 tour. %2 part en premier.</translation>
    </message>
    <message>
        <source>Race %1 starts: %2 laps. %3 goes first.</source>
        <translation>La course %1 commence&#xa0;: %2 tours. %3 part en premier.</translation>
    </message>
    <message>
        <source>%1 takes 1 Reroll token.</source>
        <translation>%1 prend 1 jeton Relance.</translation>
    </message>
    <message>
        <source>%1 takes %2 Reroll tokens.</source>
        <translation>%1 prend %2 jetons Relance.</translation>
    </message>
    <message>
        <source>%1 attacks %2: 1 space back.</source>
        <translation>%1 attaque %2&#xa0;: 1 case en arrière.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 spaces back.</source>
        <translation>%1 attaque %2&#xa0;: %3 cases en arrière.</translation>
    </message>
    <message>
        <source>%1 scares %2: 1 card lost.</source>
        <translation>%1 effraie %2&#xa0;: 1 carte perdue.</translation>
    </message>
    <message>
        <source>%1 scares %2: %3 cards lost.</source>
        <translation>%1 effraie %2&#xa0;: %3 cartes perdues.</translation>
    </message>
    <message>
        <source>%1 finishes #%2 and scores 1 point.</source>
        <translation>%1 finit à la place %2 et marque 1 point.</translation>
    </message>
    <message>
        <source>%1 finishes #%2 and scores %3 points.</source>
        <translation>%1 finit à la place %2 et marque %3 points.</translation>
    </message>
    <message>
        <source>Side B: %1</source>
        <translation>Face B&#xa0;: %1</translation>
    </message>
    <message>
        <source>Side A: %1</source>
        <translation>Face A&#xa0;: %1</translation>
    </message>
    <message>
        <source>When you Dash with a pair of Move %1 or less, add %2 to your Move.</source>
        <translation>Quand vous sprintez avec une paire d’Avance %1 ou moins, ajoutez %2 à votre Avance.</translation>
    </message>
    <message>
        <source>Add %1 to your Move this turn for each Action card your Scares discard, at most %2 for each Scare.</source>
        <translation>Ajoutez %1 à votre Avance ce tour-ci pour chaque carte Action que vos Frayeurs font défausser, au plus %2 par Frayeur.</translation>
    </message>
    <message>
        <source>%1 attacks %2: no effect, stopped at the Start line.</source>
        <translation>%1 attaque %2 : aucun effet, arrêté à la ligne de départ.</translation>
    </message>
    <message>
        <source>%1 attacks %2: 1 space back, stopped at the Start line.</source>
        <translation>%1 attaque %2 : 1 case en arrière, arrêté à la ligne de départ.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 spaces back, stopped at the Start line.</source>
        <translation>%1 attaque %2 : %3 cases en arrière, arrêté à la ligne de départ.</translation>
    </message>
    <message>
        <source>%1 cannot touch %2: no effect on a Big Ol&apos; Box.</source>
        <translation>%1 ne peut pas toucher %2 : aucun effet sur un Gros Carton.</translation>
    </message>
    <message>
        <source>%1 cannot touch %2: no effect, %2 is protected until their next turn.</source>
        <translation>%1 ne peut pas toucher %2 : aucun effet, %2 est protégé jusqu’à son prochain tour.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, first place is shared.</source>
        <translation>Frayeur de %1 : aucun effet, la première place est partagée.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, first place is shared.</source>
        <translation>Attaque de %1 : aucun effet, la première place est partagée.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, %1 is in first place.</source>
        <translation>Frayeur de %1 : aucun effet, %1 est en tête.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, %1 is in first place.</source>
        <translation>Attaque de %1 : aucun effet, %1 est en tête.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, %2 is on a Big Ol&apos; Box.</source>
        <translation>Frayeur de %1 : aucun effet, %2 est sur un Gros Carton.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, %2 is on a Big Ol&apos; Box.</source>
        <translation>Attaque de %1 : aucun effet, %2 est sur un Gros Carton.</translation>
    </message>
    <message>
        <source>%1&apos;s Scare: no effect, %2 is protected until their next turn.</source>
        <translation>Frayeur de %1 : aucun effet, %2 est protégé jusqu’à son prochain tour.</translation>
    </message>
    <message>
        <source>%1&apos;s Attack: no effect, %2 is protected until their next turn.</source>
        <translation>Attaque de %1 : aucun effet, %2 est protégé jusqu’à son prochain tour.</translation>
    </message>
</context>
<context>
    <name>TdWhyWon</name>
    <message>
        <source>#%1</source>
        <extracomment>A place in one race of a Tournament, as the results show it.</extracomment>
        <translation>#%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won the Tournament with %n point(s): %2.</source>
        <extracomment>Why the winner won (Trash Dash Tournament): %1 the winner, %2 their places race by race (&quot;#1, #2, #1&quot;); %n their points.</extracomment>
        <translation>
            <numerusform>%1 gagne le Tournoi avec %n point&#xa0;: %2.</numerusform>
            <numerusform>%1 gagne le Tournoi avec %n points&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2, playing %3.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn, %3 the Action card played.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2, en jouant %3.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with a Dash.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2 avec un sprint.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with %3.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn, %3 the Trash card played.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2 avec %3.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with a Trash card.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2 avec une carte Déchet.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 by resting.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2 en se reposant.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2 with its CPU roll.</source>
        <extracomment>Trash Dash: %1 the winner (a CPU racer), %2 the turn.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2 grâce à son lancer CPU.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2, when %3 fell back.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn, %3 the racer who led until then.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2, quand %3 a reculé.</translation>
    </message>
    <message>
        <source>%1 took the lead for good on turn %2.</source>
        <extracomment>Trash Dash: %1 the winner, %2 the turn.</extracomment>
        <translation>%1 a pris la tête pour de bon au tour %2.</translation>
    </message>
    <message>
        <source>Race %1: %2</source>
        <extracomment>Trash Dash Tournament: %1 the race explained, %2 what happened in it.</extracomment>
        <translation>Course %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nobody else led alone.</source>
        <extracomment>Trash Dash: nobody else led alone in that race.</extracomment>
        <translation>Personne d’autre n’a mené seul.</translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <extracomment>Trash Dash: how often the lead passed from one racer to another in the race.</extracomment>
        <translation>
            <numerusform>La tête a changé de mains %n fois.</numerusform>
            <numerusform>La tête a changé de mains %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>The decisive moment, shown on the link to the replay: %1 a turn number.</extracomment>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>TokenRow</name>
    <message>
        <source>Token: %1</source>
        <translation>Jeton&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TpCard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Trash Pandas card: %1</source>
        <translation>Carte Trash Pandas&#xa0;: %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carte face cachée</translation>
    </message>
</context>
<context>
    <name>TpChoiceBar</name>
    <message>
        <source>Play %1:</source>
        <translation>Jouer %1&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Stash %n picked</source>
        <translation>
            <numerusform>Cacher %n choisie</numerusform>
            <numerusform>Cacher %n choisies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TpPointers</name>
    <message>
        <source>Start here: Roll takes a token. The line beside it tells you the exact chance that the next roll busts.</source>
        <translation>Commencez ici&#xa0;: Lancer vous donne un jeton. La ligne à côté indique le risque exact que le prochain lancer soit raté.</translation>
    </message>
    <message>
        <source>Roll again for more tokens, or Stop to use the ones you have. Busting loses them all.</source>
        <translation>Relancez pour plus de jetons, ou Arrêtez pour utiliser ceux que vous avez. Un raté les fait tous perdre.</translation>
    </message>
    <message>
        <source>Use each token you took: click it (or its button) and choose. Amber rings mark what you can use.</source>
        <translation>Utilisez chaque jeton pris&#xa0;: cliquez dessus (ou sur son bouton) et choisissez. Les anneaux ambrés montrent ce que vous pouvez utiliser.</translation>
    </message>
    <message>
        <source>A card with a teal edge can save you: click it, or accept the bust.</source>
        <translation>Une carte au bord turquoise peut vous sauver&#xa0;: cliquez dessus, ou acceptez le raté.</translation>
    </message>
    <message>
        <source>Another player&apos;s move lets you answer. Every player is asked, card or not, so nobody learns who holds what.</source>
        <translation>Le coup d’un autre joueur vous permet de répondre. Tout le monde est consulté, avec ou sans carte&#xa0;: personne ne sait qui a quoi.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Skip tips</source>
        <translation>Passer les astuces</translation>
    </message>
    <message>
        <source>Another player&apos;s move lets you answer with a card from your hand. Alone against bots, you are asked only when you hold a card that can answer.</source>
        <translation>Le coup d’un autre joueur vous permet de répondre avec une carte de votre main. Seul contre des bots, on ne vous demande que si vous avez une carte qui peut répondre.</translation>
    </message>
</context>
<context>
    <name>TpScoreTable</name>
    <message>
        <source>%1 × · %2 · %3 pt</source>
        <translation>%1 × · %2 · %3 pt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Types · cards</source>
        <translation>Types · cartes</translation>
    </message>
    <message>
        <source>Each card type pays its prizes to the players with the most, second most and third most of it. Players tied for a place each get that place&apos;s points minus one, and the next player takes the next place. Blammo! pays 1 point per card. A tie in points goes to the player with more card types, then more cards.</source>
        <translation>Chaque type de carte récompense les joueurs qui en ont le plus, puis le deuxième et le troisième plus grand nombre. Les ex æquo à une place marquent chacun les points de cette place moins un, et le joueur suivant prend la place suivante. Blammo! rapporte 1 point par carte. En cas d’égalité de points, gagne celui qui a le plus de types de cartes, puis le plus de cartes.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
</context>
<context>
    <name>TpSeats</name>
    <message>
        <source>(you)</source>
        <translation>(vous)</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>1 carte en main</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>%1 cartes en main</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message numerus="yes">
        <source>%n face down · look</source>
        <translation>
            <numerusform>%n carte cachée · voir</numerusform>
            <numerusform>%n cartes cachées · voir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n carte cachée</numerusform>
            <numerusform>%n cartes cachées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 face up: %2</source>
        <translation>%1 face visible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Stash empty</source>
        <translation>Cachette vide</translation>
    </message>
    <message>
        <source>Your face-down stash</source>
        <translation>Votre cachette face cachée</translation>
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
        <translation>À jouer juste après un lancer pour relancer le dé, même pour éviter un raté. Cachée&#xa0;: 1 point par carte.</translation>
    </message>
    <message>
        <source>Play right after a roll to cancel it and stop: saves a bust. Stashed: 7 points for the most.</source>
        <translation>À jouer juste après un lancer pour l’annuler et s’arrêter&#xa0;: évite un raté. Cachée&#xa0;: 7 points pour le plus grand nombre.</translation>
    </message>
    <message>
        <source>Play while using your tokens: one token works a second time. Stashed: 6 / 2 / 1 points.</source>
        <translation>À jouer en utilisant vos jetons&#xa0;: un jeton agit une seconde fois. Cachée&#xa0;: 6 / 2 / 1 points.</translation>
    </message>
    <message>
        <source>Play on your turn: take any card from the discard pile; you may use it at once. Stashed: 5 / 3 / 1 points.</source>
        <translation>À jouer à votre tour&#xa0;: prenez n’importe quelle carte de la défausse&#xa0;; vous pouvez l’utiliser tout de suite. Cachée&#xa0;: 5 / 3 / 1 points.</translation>
    </message>
    <message>
        <source>Play when another player stops: they must roll once more. Stashed: 4 / 2 points.</source>
        <translation>À jouer quand un autre joueur s’arrête&#xa0;: il doit relancer une fois. Cachée&#xa0;: 4 / 2 points.</translation>
    </message>
    <message>
        <source>When someone steals from you: block it, then draw 2 cards. Scores nothing.</source>
        <translation>Quand on vous vole&#xa0;: bloquez, puis piochez 2 cartes. Ne rapporte rien.</translation>
    </message>
    <message>
        <source>Play on your turn: steal one stashed card of another player into your hand. Stashed: 3 points for the most.</source>
        <translation>À jouer à votre tour&#xa0;: volez une carte cachée d’un autre joueur et prenez-la en main. Cachée&#xa0;: 3 points pour le plus grand nombre.</translation>
    </message>
    <message>
        <source>When someone steals from you: steal from the thief instead. Scores nothing.</source>
        <translation>Quand on vous vole&#xa0;: volez plutôt le voleur. Ne rapporte rien.</translation>
    </message>
    <message>
        <source>Trash Can</source>
        <translation>Poubelle</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Arbre</translation>
    </message>
    <message>
        <source>Can or Tree</source>
        <translation>Poubelle ou Arbre</translation>
    </message>
    <message>
        <source>Recycle</source>
        <translation>Recyclage</translation>
    </message>
    <message>
        <source>Trash Can: draw up to 2 cards from the trash can.</source>
        <translation>Poubelle&#xa0;: piochez jusqu’à 2 cartes dans la poubelle.</translation>
    </message>
    <message>
        <source>Tree: stash up to 2 cards from your hand face down.</source>
        <translation>Arbre&#xa0;: cachez jusqu’à 2 cartes de votre main, face cachée.</translation>
    </message>
    <message>
        <source>Can or Tree: draw 1 card, or stash 1 card face down.</source>
        <translation>Poubelle ou Arbre&#xa0;: piochez 1 carte, ou cachez 1 carte face cachée.</translation>
    </message>
    <message>
        <source>Recycle: swap it for a token still in the middle.</source>
        <translation>Recyclage&#xa0;: échangez-le contre un jeton encore au centre.</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>Turn %1: %2 plays.</source>
        <translation>Tour %1&#xa0;: %2 joue.</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 lance le dé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 uses %2 a second time.</source>
        <translation>%1 utilise %2 une seconde fois.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 utilise %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 pioche une carte.</translation>
    </message>
    <message>
        <source>%1 draws %2 (shown to all).</source>
        <translation>%1 pioche %2 (montrée à tous).</translation>
    </message>
    <message>
        <source>%1 stashes a card face down.</source>
        <translation>%1 cache une carte face cachée.</translation>
    </message>
    <message>
        <source>%1 stashes %2 face up.</source>
        <translation>%1 cache %2 face visible.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1 prend %2 dans la défausse.</translation>
    </message>
    <message>
        <source>%1 takes a card from %2&apos;s hand.</source>
        <translation>%1 prend une carte dans la main de %2.</translation>
    </message>
    <message>
        <source>%1 takes a card from %2&apos;s stash.</source>
        <translation>%1 prend une carte dans la cachette de %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3&apos;s stash.</source>
        <translation>%1 prend %2 dans la cachette de %3.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 answers %2 with %3!</source>
        <translation>%1 répond à %2 avec %3&#xa0;!</translation>
    </message>
    <message>
        <source>%1 stops.</source>
        <translation>%1 s’arrête.</translation>
    </message>
    <message>
        <source>%1 took all six tokens: bonus roll!</source>
        <translation>%1 a pris les six jetons&#xa0;: lancer bonus&#xa0;!</translation>
    </message>
    <message>
        <source>The trash can is empty: this is the last turn.</source>
        <translation>La poubelle est vide&#xa0;: c’est le dernier tour.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partie terminée.</translation>
    </message>
    <message>
        <source>%1 rolls the die.</source>
        <translation>%1 lance le dé.</translation>
    </message>
    <message>
        <source>%1 stops rolling.</source>
        <translation>%1 arrête de lancer.</translation>
    </message>
    <message>
        <source>%1 accepts the bust.</source>
        <translation>%1 accepte le raté.</translation>
    </message>
    <message>
        <source>%1 plays Blammo! and rolls again.</source>
        <translation>%1 joue Blammo! et relance.</translation>
    </message>
    <message>
        <source>%1 plays Nanners and stops.</source>
        <translation>%1 joue Nanners et s’arrête.</translation>
    </message>
    <message>
        <source>%1 plays Feesh and takes %2.</source>
        <translation>%1 joue Feesh et prend %2.</translation>
    </message>
    <message>
        <source>%1 plays Shiny on %2&apos;s stash.</source>
        <translation>%1 joue Shiny sur la cachette de %2.</translation>
    </message>
    <message>
        <source>%1 plays MMM Pie! on %2.</source>
        <translation>%1 joue MMM Pie! sur %2.</translation>
    </message>
    <message>
        <source>%1 draws a card with Can or Tree.</source>
        <translation>%1 pioche une carte avec Poubelle ou Arbre.</translation>
    </message>
    <message>
        <source>%1 stashes a card with Can or Tree.</source>
        <translation>%1 cache une carte avec Poubelle ou Arbre.</translation>
    </message>
    <message>
        <source>%1 recycles for %2.</source>
        <translation>%1 recycle contre %2.</translation>
    </message>
    <message>
        <source>%1 recycles: nothing left to swap.</source>
        <translation>%1 recycle&#xa0;: plus rien à échanger.</translation>
    </message>
    <message>
        <source>%1 plays Yum Yum!</source>
        <translation>%1 joue Yum Yum&#xa0;!</translation>
    </message>
    <message>
        <source>%1 blocks with Doggo!</source>
        <translation>%1 bloque avec Doggo&#xa0;!</translation>
    </message>
    <message>
        <source>%1 turns it round with Kitteh!</source>
        <translation>%1 retourne la situation avec Kitteh&#xa0;!</translation>
    </message>
    <message>
        <source>%1 stashes a matching %2 face up.</source>
        <translation>%1 cache une carte %2 identique face visible.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>S’arrêter</translation>
    </message>
    <message>
        <source>Accept the bust</source>
        <translation>Accepter le raté</translation>
    </message>
    <message>
        <source>Blammo!: roll again</source>
        <translation>Blammo!&#xa0;: relancer</translation>
    </message>
    <message>
        <source>Nanners: cancel and stop</source>
        <translation>Nanners&#xa0;: annuler et s’arrêter</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>%1&apos;s face-down card</source>
        <translation>Carte cachée de %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>MMM Pie! on %1</source>
        <translation>MMM Pie! sur %1</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation>
            <numerusform>Piocher %n</numerusform>
            <numerusform>Piocher %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stash nothing</source>
        <translation>Ne rien cacher</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Cacher</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation>Piocher 1</translation>
    </message>
    <message>
        <source>Steal from %1</source>
        <translation>Voler %1</translation>
    </message>
    <message>
        <source>Reveal the top card</source>
        <translation>Révéler la carte du dessus</translation>
    </message>
    <message>
        <source>Swap for %1</source>
        <translation>Échanger contre %1</translation>
    </message>
    <message>
        <source>Nothing to swap</source>
        <translation>Rien à échanger</translation>
    </message>
    <message>
        <source>Play Yum Yum: roll once more!</source>
        <translation>Jouer Yum Yum&#xa0;: encore un lancer&#xa0;!</translation>
    </message>
    <message>
        <source>Doggo: block, draw 2</source>
        <translation>Doggo&#xa0;: bloquer, piocher 2</translation>
    </message>
    <message>
        <source>Kitteh: take a face-down card of %1</source>
        <translation>Kitteh&#xa0;: prendre une carte cachée de %1</translation>
    </message>
    <message>
        <source>Kitteh: take %1&apos;s %2</source>
        <translation>Kitteh&#xa0;: prendre %2 de %1</translation>
    </message>
    <message>
        <source>Kitteh: steal from %1 instead</source>
        <translation>Kitteh&#xa0;: voler plutôt %1</translation>
    </message>
    <message>
        <source>Stash my %1 face up</source>
        <translation>Cacher ma carte %1 face visible</translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation>Laisser faire</translation>
    </message>
    <message>
        <source>No, let them stop</source>
        <translation>Non, qu’il s’arrête</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>%1 draws a card with the Trash Can.</source>
        <translation>%1 pioche une carte avec la Poubelle.</translation>
    </message>
    <message>
        <source>%1 draws %2 cards with the Trash Can.</source>
        <translation>%1 pioche %2 cartes avec la Poubelle.</translation>
    </message>
    <message>
        <source>%1 stashes a card with the Tree.</source>
        <translation>%1 cache une carte avec l’Arbre.</translation>
    </message>
    <message>
        <source>%1 stashes %2 cards with the Tree.</source>
        <translation>%1 cache %2 cartes avec l’Arbre.</translation>
    </message>
    <message>
        <source>%1 plays MMM Pie! on the %2.</source>
        <translation>%1 joue MMM Pie! sur le jeton %2.</translation>
    </message>
    <message>
        <source>%1 blocks with Doggo and draws nothing.</source>
        <translation>%1 bloque avec Doggo et ne pioche rien.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 stashes %2 face down.</source>
        <translation>%1 cache %2 face cachée.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3&apos;s hand.</source>
        <translation>%1 prend %2 dans la main de %3.</translation>
    </message>
    <message>
        <source>Doggo: block, draw nothing</source>
        <translation>Doggo&#xa0;: bloquer, ne rien piocher</translation>
    </message>
    <message>
        <source>%1 busts! The tokens go back.</source>
        <translation>Raté pour %1&#xa0;! Les jetons retournent au centre.</translation>
    </message>
    <message>
        <source>Bandit mask</source>
        <translation>Masque de bandit</translation>
    </message>
    <message>
        <source>Masquerade mask</source>
        <translation>Masque de bal</translation>
    </message>
    <message>
        <source>Bandit mask: steal a random card from another player&apos;s hand.</source>
        <translation>Masque de bandit&#xa0;: volez une carte au hasard dans la main d’un autre joueur.</translation>
    </message>
    <message>
        <source>Masquerade mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each.</source>
        <translation>Masque de bal&#xa0;: prenez la carte du dessus de la poubelle, montrée à tous&#xa0;; chaque autre joueur peut cacher une carte identique face visible, et vous piochez une carte pour chacune.</translation>
    </message>
    <message>
        <source>%1 sends the Bandit mask after %2&apos;s hand.</source>
        <translation>%1 envoie le masque de bandit sur la main de %2.</translation>
    </message>
    <message>
        <source>%1 reveals a card with the Masquerade mask.</source>
        <translation>%1 révèle une carte avec le masque de bal.</translation>
    </message>
    <message>
        <source>Nothing to take from %1</source>
        <translation>Rien à prendre chez %1</translation>
    </message>
</context>
<context>
    <name>TpWhyWon</name>
    <message numerus="yes">
        <source>%1 won by %n point(s) over %2 (%3 to %4).</source>
        <extracomment>Why the winner won (Trash Pandas): %1 the winner, %2 the runner-up, %3 and %4 their points; %n the margin.</extracomment>
        <translation>
            <numerusform>%1 gagne avec %n point d’avance sur %2 (%3 à %4).</numerusform>
            <numerusform>%1 gagne avec %n points d’avance sur %2 (%3 à %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 %1 cards (+%3)</source>
        <extracomment>A deciding card type (Blammo! pays per card): %1 the card, %2 how many, %3 the points gained over the runner-up.</extracomment>
        <translation>%2 cartes %1 (+%3)</translation>
    </message>
    <message>
        <source>a share of %2 place in %1 (+%3)</source>
        <extracomment>A deciding card type: %1 the card, %2 the place shared (&quot;1st&quot;), %3 the points gained over the runner-up.</extracomment>
        <translation>une part de la %2 place en %1 (+%3)</translation>
    </message>
    <message>
        <source>%2 place in %1 (+%3)</source>
        <extracomment>A deciding card type: %1 the card, %2 the place (&quot;1st&quot;), %3 the points gained over the runner-up.</extracomment>
        <translation>la %2 place en %1 (+%3)</translation>
    </message>
    <message>
        <source>What decided it: %1 took %2.</source>
        <extracomment>%1 the winner, %2 a list such as &quot;1st place in Feesh (+5) and 1st place in MMM Pie! (+4)&quot;.</extracomment>
        <translation>Ce qui a fait la différence&#xa0;: %1 a pris %2.</translation>
    </message>
    <message>
        <source>%1 and %2 both scored %3 points; %1 won with more card types stashed (%4 to %5).</source>
        <extracomment>Trash Pandas, equal points: %1 the winner, %2 the runner-up, %3 the points, %4 and %5 their card types.</extracomment>
        <translation>%1 et %2 ont tous deux %3 points&#xa0;; %1 gagne avec plus de types de cartes en cachette (%4 à %5).</translation>
    </message>
    <message>
        <source>%1 and %2 both scored %3 points with as many card types; %1 won with more cards stashed (%4 to %5).</source>
        <extracomment>Trash Pandas, equal points and types: %1 the winner, %2 the runner-up, %3 the points, %4 and %5 their cards stashed.</extracomment>
        <translation>%1 et %2 ont tous deux %3 points et autant de types de cartes&#xa0;; %1 gagne avec plus de cartes en cachette (%4 à %5).</translation>
    </message>
    <message>
        <source>%1 share the win: %2 points each, with as many card types and cards.</source>
        <extracomment>Trash Pandas: %1 the players sharing the win (&quot;Ann and Ben&quot;), %2 their points.</extracomment>
        <translation>%1 se partagent la victoire&#xa0;: %2 points chacun, autant de types de cartes et de cartes.</translation>
    </message>
    <message>
        <source>%1&apos;s stash was complete on turn %2.</source>
        <extracomment>Trash Pandas: %1 the winner, %2 the turn of the last move that changed their stash.</extracomment>
        <translation>La cachette de %1 était complète au tour %2.</translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>The decisive moment, shown on the link to the replay: %1 a turn number.</extracomment>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>TrackBuilder</name>
    <message>
        <source>Click or drag tiles here: a Start, 3 to 10 numbered tiles, a Turn.</source>
        <translation>Cliquez ou glissez des tuiles ici&#xa0;: un Départ, 3 à 10 tuiles numérotées, un Virage.</translation>
    </message>
    <message>
        <source>Random track</source>
        <translation>Circuit au hasard</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>A good track of %1 tiles: 1 lap suggested.</source>
        <translation>Un bon circuit de %1 tuiles&#xa0;: 1 tour conseillé.</translation>
    </message>
    <message>
        <source>A good track of %1 tiles: %2 laps suggested.</source>
        <translation>Un bon circuit de %1 tuiles&#xa0;: %2 tours conseillés.</translation>
    </message>
    <message>
        <source>Tile %1 of the track: %2</source>
        <translation>Tuile %1 de la piste : %2</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Vers la gauche</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Vers la droite</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Take out</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Pick a tile in the row to move, flip or take it out.</source>
        <translation>Choisissez une tuile de la rangée pour la déplacer, la retourner ou la retirer.</translation>
    </message>
</context>
<context>
    <name>TrashDashCatalog</name>
    <message>
        <source>Start %1</source>
        <translation>Départ %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Virage %1</translation>
    </message>
    <message>
        <source>Too short: a track needs at least %1 tiles, Start and Turn included.</source>
        <translation>Trop court&#xa0;: un circuit compte au moins %1 tuiles, Départ et Virage compris.</translation>
    </message>
    <message>
        <source>Too long: a track has at most %1 tiles, Start and Turn included.</source>
        <translation>Trop long&#xa0;: un circuit compte au plus %1 tuiles, Départ et Virage compris.</translation>
    </message>
    <message>
        <source>A track begins with a Start tile on the left.</source>
        <translation>Un circuit commence par une tuile Départ à gauche.</translation>
    </message>
    <message>
        <source>A track ends with a Turn tile on the right.</source>
        <translation>Un circuit finit par une tuile Virage à droite.</translation>
    </message>
    <message>
        <source>Between Start and Turn go numbered tiles only.</source>
        <translation>Entre Départ et Virage, seulement des tuiles numérotées.</translation>
    </message>
    <message>
        <source>Tile %1 is used twice: each numbered tile has only one side up.</source>
        <translation>La tuile %1 est utilisée deux fois&#xa0;: chaque tuile numérotée ne montre qu’une face.</translation>
    </message>
</context>
<context>
    <name>TrashDashRules</name>
    <message>
        <source>The idea</source>
        <translation>Le principe</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Special spaces</source>
        <translation>Cases spéciales</translation>
    </message>
    <message>
        <source>CPU racers</source>
        <translation>Coureurs CPU</translation>
    </message>
    <message>
        <source>Two to six critters race laps around a back-alley track laid out as a row of tiles. Every tile has an upper and a lower space. Run along the upper spaces from the Start tile on the left to the Turn tile on the right, come back along the lower spaces, and step from the Start tile&apos;s lower space up across its dotted line to finish a lap. The first racer to finish the last lap wins at once; everyone else is placed by how far they got.</source>
        <translation>Deux à six bestioles font des tours sur un circuit de ruelle formé d’une rangée de tuiles. Chaque tuile a une case du haut et une case du bas. Courez sur les cases du haut, de la tuile Départ à gauche jusqu’à la tuile Virage à droite, revenez par les cases du bas, et remontez de la case du bas du Départ en franchissant sa ligne pointillée pour boucler un tour. Le premier coureur à boucler le dernier tour gagne aussitôt&#xa0;; les autres sont classés selon leur progression.</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>One race on a track you choose, or a Tournament of three races on the Uptown or Downtown tracks. In a Tournament each race gives 3 points for first place, 2 for second and 1 for third; racers on the same space share a place. Most points after three races wins, and a tie goes to the better place in the last race. Between races every racer who is not a CPU may turn their character card to the other side.</source>
        <translation>Une course sur le circuit de votre choix, ou un Tournoi de trois courses sur les circuits Uptown ou Downtown. En Tournoi, chaque course donne 3 points au premier, 2 au deuxième et 1 au troisième&#xa0;; les coureurs sur la même case partagent la place. Le plus de points après trois courses l’emporte, et en cas d’égalité, la meilleure place à la dernière course départage. Entre les courses, chaque coureur qui n’est pas un CPU peut retourner sa carte de personnage.</translation>
    </message>
    <message>
        <source>Do one of four things. Go: play one Action card and move. Trash: use your Trash card, then play an Action card. Dash: discard two Action cards with the same Move value; that value plus a roll of the Dash die is how far you move, and you may reroll as often as you like by discarding one more card each time. Rest: move one space and draw until you hold five cards. Then use the space you stopped on, and draw one card unless you rested.</source>
        <translation>Faites une des quatre choses suivantes. Avancer&#xa0;: jouez une carte Action et avancez. Déchet&#xa0;: utilisez votre carte Déchet, puis jouez une carte Action. Sprint&#xa0;: défaussez deux cartes Action de même Avance&#xa0;; cette valeur plus un lancer du dé de sprint donne votre déplacement, et vous pouvez relancer autant que vous voulez en défaussant une carte de plus à chaque fois. Repos&#xa0;: avancez d’une case et piochez jusqu’à avoir cinq cartes. Ensuite, la case où vous vous arrêtez agit, et vous piochez une carte, sauf si vous vous êtes reposé.</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Cartes Action</translation>
    </message>
    <message>
        <source>Each card shows how far it moves you, 1 to 5. Some also carry an Attack, which pushes any one opponent back that many spaces, or a Scare, which makes any one opponent throw away that many cards at random. The Attack or Scare happens first, then you move. Our deck has 84 cards: 44 plain ones, 20 Attacks and 20 Scares; the stronger the Attack or Scare, the smaller the Move.</source>
        <translation>Chaque carte indique de combien elle vous fait avancer, de 1 à 5. Certaines portent aussi une Attaque, qui fait reculer un adversaire au choix d’autant de cases, ou une Frayeur, qui fait jeter à un adversaire au choix autant de cartes au hasard. L’Attaque ou la Frayeur a lieu d’abord, puis vous avancez. Notre pioche compte 84 cartes&#xa0;: 44 simples, 20 Attaques et 20 Frayeurs&#xa0;; plus l’Attaque ou la Frayeur est forte, plus l’Avance est petite.</translation>
    </message>
    <message>
        <source>The Start line</source>
        <translation>La ligne de départ</translation>
    </message>
    <message>
        <source>Nobody is ever pushed back across the Start tile&apos;s dotted line: a racer who would be stops on the Start tile&apos;s upper space.</source>
        <translation>Personne n’est jamais repoussé derrière la ligne pointillée du Départ&#xa0;: un coureur qui le serait s’arrête sur la case du haut du Départ.</translation>
    </message>
    <message>
        <source>Trash Can: take a Trash card. You carry only one; holding one already, you may drop it for a new one or keep it. Recycle Bin: draw two Action cards, then discard one. Spill: slide one more space the same way and use that space too, so Spills can chain. Big Ol&apos; Box: while you sit in it, no Attack, Scare or other effect of an opponent touches you. A space works whenever you stop on it, even when someone else&apos;s Attack put you there.</source>
        <translation>Poubelle&#xa0;: prenez une carte Déchet. Vous n’en portez qu’une&#xa0;; si vous en avez déjà une, vous pouvez la jeter pour une nouvelle ou la garder. Bac de tri&#xa0;: piochez deux cartes Action, puis défaussez-en une. Flaque&#xa0;: glissez d’une case de plus dans le même sens et utilisez aussi cette case, les Flaques peuvent donc s’enchaîner. Gros Carton&#xa0;: tant que vous y êtes, aucune Attaque, Frayeur ou autre effet d’un adversaire ne vous touche. Une case agit chaque fois que vous vous y arrêtez, même quand l’Attaque d’un autre vous y a envoyé.</translation>
    </message>
    <message>
        <source>Trash cards</source>
        <translation>Cartes Déchet</translation>
    </message>
    <message>
        <source>Our seven Trash cards: Ketchup Packets (draw a card, and move 1 more for each opponent ahead of you), Energy Drink (Attack 1 everyone you pass or land on this turn), Pizza Slice (Scare 1, and move as far as the card they lose), Cafe Con Leche (nothing of opponents touches you until your next turn), Value Meal (draw 3 cards), Rubber Band (move 4 instead of playing an Action card) and Rotten Tomato (Attack 2).</source>
        <translation>Nos sept cartes Déchet&#xa0;: Sachets de ketchup (piochez une carte, et avancez de 1 de plus par adversaire devant vous), Boisson énergisante (Attaque 1 sur tous ceux que vous dépassez ou rejoignez ce tour-ci), Part de pizza (Frayeur 1, et avancez de l’Avance de la carte perdue), Café con leche (rien des adversaires ne vous touche jusqu’à votre prochain tour), Menu malin (piochez 3 cartes), Élastique (avancez de 4 au lieu de jouer une carte Action) et Tomate pourrie (Attaque 2).</translation>
    </message>
    <message>
        <source>The racers</source>
        <translation>Les coureurs</translation>
    </message>
    <message>
        <source>Add CPU racers to fill the field; the app plays them and never asks. A CPU has no hand: it uses a Trash card if it holds one, then rolls the CPU die (Move 2, Move 3, Move 4, Move 1 with Attack 2, Move 1 with Scare 2, or the paw, which does what its own CPU card says). A CPU&apos;s Attack or Scare always goes at the single racer in first place, and does nothing when first place is shared, is untouchable, or is the CPU itself. Scaring a CPU throws away cards from the top of the deck and gives you that many Reroll tokens (eight in all); after any CPU roll, someone holding a token may spend it to make the CPU roll again.</source>
        <translation>Ajoutez des coureurs CPU pour compléter le peloton&#xa0;; l’appli les joue sans rien demander. Un CPU n’a pas de main&#xa0;: il utilise sa carte Déchet s’il en a une, puis lance le dé CPU (Avance 2, Avance 3, Avance 4, Avance 1 avec Attaque 2, Avance 1 avec Frayeur 2, ou la patte, qui fait ce que dit sa propre carte CPU). L’Attaque ou la Frayeur d’un CPU vise toujours le seul coureur en tête, et ne fait rien si la tête est partagée, intouchable, ou si c’est le CPU lui-même. Effrayer un CPU jette des cartes du dessus de la pioche et vous donne autant de jetons Relance (huit en tout)&#xa0;; après chaque lancer d’un CPU, quelqu’un qui a un jeton peut le dépenser pour que le CPU relance.</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Circuits</translation>
    </message>
    <message>
        <source>Pick one of the six tracks (Bin Bandit Boulevard, Play Dead Parkway, Cardboard Kingdom uptown; Back Alley Blitz, Pigeon Plaza, Feisty Feral Frenzy downtown), a random one, or build your own: a Start tile, 3 to 10 numbered tiles each used once on one of its sides, and a Turn tile. Shorter tracks suggest more laps: 4 laps up to 6 tiles, 3 for 7 or 8, 2 for 9 or 10, 1 for 11 or more.</source>
        <translation>Choisissez un des six circuits (Boulevard des Pilleurs, Allée du Faux-Mort, Royaume du Carton à Uptown&#xa0;; Blitz de l’Arrière-Cour, Place des Pigeons, Folie des Fauves à Downtown), un circuit au hasard, ou construisez le vôtre&#xa0;: une tuile Départ, 3 à 10 tuiles numérotées utilisées chacune une fois sur l’une de ses faces, et une tuile Virage. Plus le circuit est court, plus on conseille de tours&#xa0;: 4 tours jusqu’à 6 tuiles, 3 pour 7 ou 8, 2 pour 9 ou 10, 1 à partir de 11.</translation>
    </message>
    <message>
        <source>Each critter has two abilities, side A and side B; choose one before the race. Aesop: Frantic (draw a card after an opponent&apos;s Attack or Scare hits you) or Slippery (Attacks push you back one space less). Chloe: Scrappy (Attacks one stronger against a racer within 3 spaces) or Territorial (landing on opponents Attacks each of them 1). Flipp: Rummage (after your draw, swap one card for a new one) or Nest Egg (Rest fills your hand to 8). Jet: Turbo Tail (a Dash with a pair of Move 2 or less moves 1 more) or Lucky Streak (the first Dash reroll is free). Madam Penelope: Frightening Hiss (after a Scare, another opponent loses a card too) or Opportunist (move 1 more per card your Scares take, at most 2 a Scare). Winston: Crafty Critter (draw an Action card with every Trash card) or Dumpster Diver (search a Recycle Bin like a Trash Can).</source>
        <translation>Chaque bestiole a deux pouvoirs, face A et face B&#xa0;; choisissez-en un avant la course. Aesop&#xa0;: Frénétique (piochez une carte après qu’une Attaque ou une Frayeur d’un adversaire vous a touché) ou Glissant (les Attaques vous font reculer d’une case de moins). Chloe&#xa0;: Bagarreuse (Attaques plus fortes de 1 contre un coureur à 3 cases ou moins) ou Territoriale (arriver sur des adversaires leur inflige à chacun une Attaque 1). Flipp&#xa0;: Fouille (après votre pioche, échangez une carte contre une nouvelle) ou Bas de laine (le Repos remplit votre main jusqu’à 8). Jet&#xa0;: Queue turbo (un Sprint avec une paire d’Avance 2 ou moins avance de 1 de plus) ou Coup de veine (la première relance du Sprint est gratuite). Madame Penelope&#xa0;: Feulement terrifiant (après une Frayeur, un autre adversaire perd aussi une carte) ou Opportuniste (avancez de 1 de plus par carte que vos Frayeurs font perdre, au plus 2 par Frayeur). Winston&#xa0;: Petit malin (piochez une carte Action avec chaque carte Déchet) ou Plongeur de benne (fouillez un Bac de tri comme une Poubelle).</translation>
    </message>
</context>
<context>
    <name>TrashDashSession</name>
    <message>
        <source>A race needs %1 to %2 racers.</source>
        <translation>Une course se joue à %1 à %2 coureurs.</translation>
    </message>
    <message>
        <source>There is no track called %1.</source>
        <translation>Aucun circuit ne s’appelle %1.</translation>
    </message>
    <message>
        <source>CPU racer</source>
        <translation>Coureur CPU</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>C’est votre tour.</translation>
    </message>
    <message>
        <source>A quick question for you.</source>
        <translation>Une petite question pour vous.</translation>
    </message>
    <message>
        <source>The tournament is over</source>
        <translation>Le tournoi est terminé</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>La course est terminée</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Vainqueur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <source>Between races</source>
        <translation>Entre deux courses</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Your turn: Go, Trash, Dash or Rest</source>
        <translation>À vous&#xa0;: Avancer, Déchet, Sprint ou Repos</translation>
    </message>
    <message>
        <source>Click a card to play it, or one of a pair with the same Move to Dash.</source>
        <translation>Jouez une carte, ou sprintez avec une paire.</translation>
    </message>
    <message>
        <source>Now play an Action card</source>
        <translation>Jouez maintenant une carte Action</translation>
    </message>
    <message>
        <source>Dash: %1 + %2 on the die. Keep it or reroll?</source>
        <translation>Sprint&#xa0;: %1 + %2 au dé. Garder ou relancer&#xa0;?</translation>
    </message>
    <message>
        <source>A reroll costs one Action card from your hand.</source>
        <translation>Une relance coûte une carte Action de votre main.</translation>
    </message>
    <message>
        <source>%1 rolled %2. Spend a Reroll token?</source>
        <translation>%1 a fait %2. Dépenser un jeton Relance&#xa0;?</translation>
    </message>
    <message>
        <source>A Trash Can! Drop %1 for a new Trash card, or keep it?</source>
        <translation>Une Poubelle&#xa0;! Jeter %1 pour une nouvelle carte Déchet, ou la garder&#xa0;?</translation>
    </message>
    <message>
        <source>Recycle Bin: you drew 2, now discard 1</source>
        <translation>Bac de tri&#xa0;: 2 piochées, défaussez-en 1</translation>
    </message>
    <message>
        <source>Recycle Bin: recycle, or search it like a Trash Can?</source>
        <translation>Bac de tri&#xa0;: recycler, ou fouiller comme une Poubelle&#xa0;?</translation>
    </message>
    <message>
        <source>Frightening Hiss: make another opponent discard a card?</source>
        <translation>Feulement terrifiant&#xa0;: faire défausser une carte à un autre adversaire&#xa0;?</translation>
    </message>
    <message>
        <source>Rummage: swap one card for a new one?</source>
        <translation>Fouille&#xa0;: échanger une carte contre une nouvelle&#xa0;?</translation>
    </message>
    <message>
        <source>Race %1 is next: pick your side</source>
        <translation>Prochaine course&#xa0;: %1. Choisissez votre face</translation>
    </message>
    <message>
        <source>%1 wins the race!</source>
        <translation>%1 gagne la course&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the tournament!</source>
        <translation>%1 gagne le tournoi&#xa0;!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A tournament of three races %1.</source>
        <translation>Un tournoi de trois courses à %1.</translation>
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
        <translation>Une course sur %1 pour %2 coureurs.</translation>
    </message>
    <message>
        <source>%1 lap %2</source>
        <translation>%1 tour %2</translation>
    </message>
    <message>
        <source>Race %1 of 3 · %2</source>
        <translation>Course %1 sur 3 · %2</translation>
    </message>
    <message>
        <source>You hold 1 Reroll token.</source>
        <translation>Vous avez 1 jeton Relance.</translation>
    </message>
    <message>
        <source>You hold %1 Reroll tokens.</source>
        <translation>Vous avez %1 jetons Relance.</translation>
    </message>
    <message>
        <source>Use %1…</source>
        <translation>Utiliser %1…</translation>
    </message>
    <message>
        <source>%1 · race %2 of %3 · 1 lap</source>
        <translation>%1 · course %2 sur %3 · 1 tour</translation>
    </message>
    <message>
        <source>%1 · race %2 of %3 · %4 laps</source>
        <translation>%1 · course %2 sur %3 · %4 tours</translation>
    </message>
    <message>
        <source>Pick your side for the next race.</source>
        <translation>Choisissez votre face pour la prochaine course.</translation>
    </message>
    <message numerus="yes">
        <source>%1 attacks you: %n space(s) back.</source>
        <translation>
            <numerusform>%1 vous attaque : %n case en arrière.</numerusform>
            <numerusform>%1 vous attaque : %n cases en arrière.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks you, but the Start line stops you.</source>
        <translation>%1 vous attaque, mais la ligne de départ vous arrête.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scares you: %n card(s) discarded.</source>
        <translation>
            <numerusform>%1 vous fait peur : %n carte défaussée.</numerusform>
            <numerusform>%1 vous fait peur : %n cartes défaussées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: rolled %2</source>
        <translation>%1 : a fait %2</translation>
    </message>
    <message>
        <source>Or click a card in your hand.</source>
        <translation>Ou cliquez sur une carte de votre main.</translation>
    </message>
    <message>
        <source>Click the card in your hand you want to discard.</source>
        <translation>Cliquez sur la carte de votre main que vous voulez défausser.</translation>
    </message>
    <message>
        <source>Click a card in your hand.</source>
        <translation>Cliquez sur une carte de votre main.</translation>
    </message>
    <message>
        <source>+%1 Move from %2, added to the card you play</source>
        <translation>+%1 d’Avance grâce à %2, ajouté à la carte que vous jouez</translation>
    </message>
    <message>
        <source>+%1 Move, added to the card you play</source>
        <translation>+%1 d’Avance, ajouté à la carte que vous jouez</translation>
    </message>
    <message>
        <source>every opponent you pass is Attacked %1</source>
        <translation>chaque adversaire que vous dépassez subit une Attaque %1</translation>
    </message>
    <message>
        <source>it moves you %1 and Attacks %2.</source>
        <translation>elle vous fait avancer de %1 et attaque %2.</translation>
    </message>
    <message>
        <source>it moves you %1 and Scares %2.</source>
        <translation>elle vous fait avancer de %1 et effraie %2.</translation>
    </message>
    <message>
        <source>it moves you furthest this turn (%1 spaces).</source>
        <translation>c’est elle qui vous fait aller le plus loin ce tour-ci (%1 cases).</translation>
    </message>
    <message>
        <source>it moves you %1 and keeps your bigger cards for later.</source>
        <translation>elle vous fait avancer de %1 et garde vos plus grosses cartes pour plus tard.</translation>
    </message>
    <message>
        <source>two cards of Move %1 plus the Dash die go further than one card.</source>
        <translation>deux cartes Avance %1 plus le dé de sprint vont plus loin qu’une seule carte.</translation>
    </message>
    <message>
        <source>your Trash card works before your Action card: %1</source>
        <translation>votre carte Déchet agit avant votre carte Action : %1</translation>
    </message>
    <message>
        <source>your hand is low: Rest refills it to 5 cards.</source>
        <translation>votre main est presque vide : le Repos la complète à 5 cartes.</translation>
    </message>
    <message>
        <source>the roll is poor: a new one is likely better.</source>
        <translation>le lancer est faible : un nouveau sera sans doute meilleur.</translation>
    </message>
    <message>
        <source>the roll is good enough to keep.</source>
        <translation>le lancer est assez bon pour le garder.</translation>
    </message>
    <message>
        <source>that roll helps the CPU too much: a new one is likely better for you.</source>
        <translation>ce lancer aide trop l’ordinateur : un nouveau sera sans doute meilleur pour vous.</translation>
    </message>
    <message>
        <source>that roll is not worth a token.</source>
        <translation>ce lancer ne vaut pas un jeton.</translation>
    </message>
    <message>
        <source>a new Trash card is likely more use than %1.</source>
        <translation>une nouvelle carte Déchet servira sans doute plus que %1.</translation>
    </message>
    <message>
        <source>%1 is worth keeping.</source>
        <translation>%1 vaut la peine d’être gardé.</translation>
    </message>
    <message>
        <source>it is the card you will miss least.</source>
        <translation>c’est la carte qui vous manquera le moins.</translation>
    </message>
    <message>
        <source>a Trash card helps you more than an Action card now.</source>
        <translation>une carte Déchet vous aide plus qu’une carte Action maintenant.</translation>
    </message>
    <message>
        <source>an Action card helps you more than a Trash card now.</source>
        <translation>une carte Action vous aide plus qu’une carte Déchet maintenant.</translation>
    </message>
    <message>
        <source>%1 loses a card, and every card counts.</source>
        <translation>%1 perd une carte, et chaque carte compte.</translation>
    </message>
    <message>
        <source>your hand is fine as it is.</source>
        <translation>votre main est bien comme elle est.</translation>
    </message>
    <message>
        <source>it suits the next track best.</source>
        <translation>elle convient le mieux à la prochaine piste.</translation>
    </message>
</context>
<context>
    <name>TrashDashSetup</name>
    <message>
        <source>CPU racers</source>
        <translation>Coureurs CPU</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Coriace</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Champion: fast rolls on almost every turn and hard hits. For those who beat Tough.</source>
        <translation>Champion : des jets rapides presque à chaque tour et des coups durs. Pour qui bat Coriace.</translation>
    </message>
    <message>
        <source>Tough: every roll two steps faster and harder hits. For those who beat Standard.</source>
        <translation>Coriace : chaque jet deux cases plus loin, des coups plus durs. Pour qui bat Standard.</translation>
    </message>
    <message>
        <source>Standard: the CPU racers move two or three spaces a turn. For newcomers.</source>
        <translation>Standard : les coureurs CPU avancent de deux ou trois cases par tour. Pour les débutants.</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>La course</translation>
    </message>
    <message>
        <source>One race</source>
        <translation>Une course</translation>
    </message>
    <message>
        <source>Tournament of 3</source>
        <translation>Tournoi en 3</translation>
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
        <translation>Trois courses&#xa0;: %1. 3, 2 et 1 points pour les trois premières places de chaque course.</translation>
    </message>
    <message>
        <source>Build your own track</source>
        <translation>Construire son circuit</translation>
    </message>
    <message>
        <source>Laps</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Suggested (%1)</source>
        <translation>Conseillé (%1)</translation>
    </message>
    <message>
        <source>Racers</source>
        <translation>Coureurs</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A&#xa0;: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B&#xa0;: %1</translation>
    </message>
    <message>
        <source>A · %1: %2</source>
        <translation>A · %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>B · %1: %2</source>
        <translation>B · %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>CPU racer: rolls the CPU die and never plays cards. %1</source>
        <translation>Coureur CPU&#xa0;: lance le dé CPU et ne joue jamais de cartes. %1</translation>
    </message>
    <message>
        <source>1 lap · %1 tiles</source>
        <translation>1 tour · %1 tuiles</translation>
    </message>
    <message>
        <source>%1 laps · %2 tiles</source>
        <translation>%1 tours · %2 tuiles</translation>
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
        <translation>Journal de course</translation>
    </message>
    <message>
        <source>Play %1:</source>
        <translation>Jouer %1&#xa0;:</translation>
    </message>
    <message>
        <source>Your hand · %1</source>
        <translation>Votre main · %1</translation>
    </message>
    <message>
        <source>No hand shown</source>
        <translation>Aucune main visible</translation>
    </message>
    <message>
        <source>Action deck: %1</source>
        <translation>Pioche Action&#xa0;: %1</translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>défaussées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Trash deck: %1</source>
        <translation>Pioche Déchet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reroll tokens: %1 left</source>
        <translation>Jetons Relance&#xa0;: encore %1</translation>
    </message>
    <message>
        <source>yours: %1</source>
        <translation>à vous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tournament results</source>
        <translation>Résultats du tournoi</translation>
    </message>
    <message>
        <source>Race results</source>
        <translation>Résultats de la course</translation>
    </message>
    <message>
        <source>After race %1 of %2</source>
        <translation>Après la course %1 sur %2</translation>
    </message>
    <message>
        <source>Trash Dash</source>
        <translation>Trash Dash</translation>
    </message>
    <message>
        <source>Go: play a card to move (the focused card, or the only one that can)</source>
        <translation>Avancer&#xa0;: jouer une carte pour avancer (celle qui a le focus, ou la seule possible)</translation>
    </message>
    <message>
        <source>Dash: play two cards and roll the Dash die</source>
        <translation>Sprint&#xa0;: jouer deux cartes et lancer le dé de sprint</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Se reposer</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>Garder le lancer</translation>
    </message>
    <message>
        <source>Enter on a card</source>
        <translation>Entrée sur une carte</translation>
    </message>
    <message>
        <source>Play it (when it has several plays, choose one in the bar)</source>
        <translation>La jouer (si elle se joue de plusieurs façons, en choisir une dans la barre)</translation>
    </message>
    <message>
        <source>Arrows on the track</source>
        <translation>Flèches sur la piste</translation>
    </message>
    <message>
        <source>Read the spaces one by one</source>
        <translation>Lire les cases une à une</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
</context>
<context>
    <name>TrashPandasRules</name>
    <message>
        <source>The idea</source>
        <translation>Le principe</translation>
    </message>
    <message>
        <source>Your turn: roll and decide</source>
        <translation>Votre tour&#xa0;: lancer et décider</translation>
    </message>
    <message>
        <source>Using your tokens</source>
        <translation>Utiliser vos jetons</translation>
    </message>
    <message>
        <source>Cards: stash or play</source>
        <translation>Cartes&#xa0;: cacher ou jouer</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>You are raccoons raiding a trash can. Cards only score if you tuck them safely into your stash before the can is empty, so every turn is a question of how greedy to be. 2 to 4 players, about 20 minutes.</source>
        <translation>Vous êtes des ratons laveurs qui pillent une poubelle. Les cartes ne rapportent des points que si vous les mettez à l’abri dans votre cachette avant que la poubelle soit vide&#xa0;: à chaque tour, toute la question est de savoir jusqu’où pousser votre chance. 2 à 4 joueurs, environ 20 minutes.</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The trash can holds 53 cards. In turn order the players get 3, 4, 5 and 6 cards (3 and 4 with two players); the player with the fewest cards starts. The six tokens lie in the middle, one for each face of the die.</source>
        <translation>La poubelle contient 53 cartes. Dans l’ordre du tour, les joueurs reçoivent 3, 4, 5 et 6 cartes (3 et 4 à deux joueurs)&#xa0;; celui qui a le moins de cartes commence. Les six jetons sont au centre, un pour chaque face du dé.</translation>
    </message>
    <message>
        <source>Roll the die and take the matching token from the middle. Then stop, or roll again for another token. The table shows the exact chance that the next roll busts: with k tokens taken it is k in 6.</source>
        <translation>Lancez le dé et prenez au centre le jeton correspondant. Puis arrêtez-vous, ou relancez pour un autre jeton. La table affiche le risque exact que le prochain lancer soit raté&#xa0;: avec k jetons pris, c’est k sur 6.</translation>
    </message>
    <message>
        <source>Busting</source>
        <translation>Le raté</translation>
    </message>
    <message>
        <source>Roll a token you already hold and you bust: all your tokens go back, none of them works, and you draw one card as comfort. Right after a roll you may save yourself with a Blammo! (roll the die again) or a Nanners (cancel the roll and stop).</source>
        <translation>Si vous tombez sur un jeton que vous avez déjà, c’est raté&#xa0;: tous vos jetons retournent au centre, aucun n’agit, et vous piochez une carte pour vous consoler. Juste après un lancer, vous pouvez vous sauver avec un Blammo! (relancer le dé) ou un Nanners (annuler le lancer et s’arrêter).</translation>
    </message>
    <message>
        <source>Stopping and Yum Yum</source>
        <translation>S’arrêter et Yum Yum</translation>
    </message>
    <message>
        <source>Bonus roll</source>
        <translation>Lancer bonus</translation>
    </message>
    <message>
        <source>Take all six tokens and you use them at once; then you roll again, this time for at most three tokens. It is still the same turn.</source>
        <translation>Si vous prenez les six jetons, vous les utilisez aussitôt&#xa0;; puis vous relancez, cette fois pour trois jetons au plus. C’est toujours le même tour.</translation>
    </message>
    <message>
        <source>Every card either scores in your stash or is played on the discard pile for its trick. Blammo!: roll again (1 point per stashed card). Nanners: cancel a roll and stop (7 points for the most). MMM Pie!: one token works twice, never two Pies on one token and never on Recycle (6 / 2 / 1). Feesh: take any card from the discard pile (5 / 3 / 1). Yum Yum: make a stopping player roll once more (4 / 2). Shiny: steal a stashed card, face up or a random face-down one, into your hand (3 for the most). Doggo and Kitteh score nothing.</source>
        <translation>Chaque carte rapporte des points dans votre cachette, ou se joue sur la défausse pour son effet. Blammo!&#xa0;: relancer (1 point par carte cachée). Nanners&#xa0;: annuler un lancer et s’arrêter (7 points pour le plus grand nombre). MMM Pie!&#xa0;: un jeton agit deux fois, jamais deux Pie sur un même jeton et jamais sur Recyclage (6 / 2 / 1). Feesh&#xa0;: prendre n’importe quelle carte de la défausse (5 / 3 / 1). Yum Yum&#xa0;: obliger un joueur qui s’arrête à relancer une fois (4 / 2). Shiny&#xa0;: voler une carte cachée, face visible ou une face cachée au hasard, et la prendre en main (3 pour le plus grand nombre). Doggo et Kitteh ne rapportent rien.</translation>
    </message>
    <message>
        <source>Defending against steals</source>
        <translation>Se défendre contre les vols</translation>
    </message>
    <message>
        <source>Cards gained on your turn</source>
        <translation>Cartes gagnées à votre tour</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>When the last card leaves the trash can (or someone tries to draw from an empty one), the current turn is finished and the game ends. Cards left in hands do not count; every stash is shown.</source>
        <translation>Quand la dernière carte quitte la poubelle (ou que quelqu’un essaie de piocher dans une poubelle vide), on termine le tour en cours et la partie s’arrête. Les cartes restées en main ne comptent pas&#xa0;; toutes les cachettes sont révélées.</translation>
    </message>
    <message>
        <source>For each card type, the player with the most stashed scores the first prize, then the second and third most. Players tied for a place each score that place&apos;s points minus one (never below zero), and the next player takes the very next place: two players tied for most Feesh score 4 each, the next one 3. You need at least one card of a type to score it. Blammo! pays 1 point per card to everyone. Most points wins; a tie goes to more different card types, then more cards; still tied, the win is shared.</source>
        <translation>Pour chaque type de carte, le joueur qui en a caché le plus marque la première prime, puis viennent le deuxième et le troisième. Les ex æquo à une place marquent chacun les points de cette place moins un (jamais moins de zéro), et le joueur suivant prend la place juste après&#xa0;: deux joueurs à égalité en tête pour Feesh marquent 4 chacun, le suivant 3. Il faut au moins une carte d’un type pour marquer avec lui. Blammo! rapporte 1 point par carte à tout le monde. Le plus de points l’emporte&#xa0;; en cas d’égalité, le plus de types de cartes différents, puis le plus de cartes&#xa0;; si l’égalité persiste, la victoire est partagée.</translation>
    </message>
    <message>
        <source>When you stop, each other player in turn may play a Yum Yum: it makes you roll once more. After that roll, if you did not bust, you may roll on or stop again. Alone against bots you are asked only when you hold a Yum Yum. With two or more people at the table everyone is asked, card or not, so the question never shows who holds one: answer “No Yum Yum” at once, or look at your hand first.</source>
        <translation>Quand vous vous arrêtez, chaque autre joueur peut à son tour jouer un Yum Yum&#xa0;: il vous oblige à relancer une fois. Après ce lancer, si ce n’est pas un raté, vous pouvez continuer ou vous arrêter à nouveau. Seul contre des bots, on ne vous demande que si vous avez un Yum Yum. À deux personnes ou plus, tout le monde est consulté, avec ou sans carte, pour que la question ne trahisse jamais qui en a une&#xa0;: répondez tout de suite «&#xa0;Pas de Yum Yum&#xa0;» ou regardez d’abord votre main.</translation>
    </message>
    <message>
        <source>After stopping, use every token you took, in any order. Trash Can: draw 0, 1 or 2 cards. Tree: stash 0, 1 or 2 cards from your hand face down. Can or Tree: draw 1 card or stash 1 card. Bandit mask: steal a random card from another player&apos;s hand. Masquerade mask: take the top card of the trash can, shown to all; each other player may stash one matching card face up, and you draw a card for each. Recycle: swap it for a token nobody took this turn (with none left it does nothing).</source>
        <translation>Une fois arrêté, utilisez chaque jeton pris, dans l’ordre de votre choix. Poubelle&#xa0;: piochez 0, 1 ou 2 cartes. Arbre&#xa0;: cachez 0, 1 ou 2 cartes de votre main, face cachée. Poubelle ou Arbre&#xa0;: piochez 1 carte ou cachez 1 carte. Masque de bandit&#xa0;: volez une carte au hasard dans la main d’un autre joueur. Masque de bal&#xa0;: prenez la carte du dessus de la poubelle, montrée à tous&#xa0;; chaque autre joueur peut cacher une carte identique face visible, et vous piochez une carte pour chacune. Recyclage&#xa0;: échangez-le contre un jeton que personne n’a pris ce tour-ci (s’il n’en reste aucun, il ne fait rien).</translation>
    </message>
    <message>
        <source>When the Bandit mask or a Shiny is aimed at you, you may block it with a Doggo and draw 2 cards (or none, if you would rather not), or turn it round with a Kitteh and steal from the thief instead (the thief may answer that in the same way). Alone against bots you are asked only when you hold a Doggo or a Kitteh; with two or more people at the table the target is always asked, whatever they hold.</source>
        <translation>Quand le masque de bandit ou un Shiny vous vise, vous pouvez bloquer avec un Doggo et piocher 2 cartes (ou aucune, si vous préférez), ou retourner la situation avec un Kitteh et voler plutôt le voleur (qui peut répondre de la même façon). Seul contre des bots, on ne vous demande que si vous avez un Doggo ou un Kitteh&#xa0;; à deux personnes ou plus, la cible est toujours consultée, quoi qu’elle ait en main.</translation>
    </message>
    <message>
        <source>While you are still rolling, a card you gain (with a Shiny, a Kitteh or a Doggo&apos;s draw) can be played at once: a Blammo! taken with a Shiny can save your next bust. Once you start using your tokens, every card you gained this turn waits for your next turn, also in a bonus roll; you may still stash it. A card taken with Feesh is the exception and can always be used at once, unless it is a Feesh. Feesh and Shiny can be played any time you are deciding on your own turn; Blammo! and Nanners only right after a roll.</source>
        <translation>Tant que vous lancez encore le dé, une carte gagnée (avec un Shiny, un Kitteh ou la pioche d’un Doggo) peut être jouée tout de suite : un Blammo! pris avec un Shiny peut vous sauver d’un raté. Dès que vous commencez à utiliser vos jetons, chaque carte gagnée pendant ce tour attend votre tour suivant, même lors d’un lancer bonus ; vous pouvez toujours la cacher. Une carte prise avec Feesh fait exception et peut toujours servir tout de suite, sauf si c’est un Feesh. Feesh et Shiny se jouent chaque fois que vous avez une décision à prendre pendant votre tour ; Blammo! et Nanners seulement juste après un lancer.</translation>
    </message>
</context>
<context>
    <name>TrashPandasSession</name>
    <message>
        <source>It is your turn.</source>
        <translation>C’est votre tour.</translation>
    </message>
    <message>
        <source>A quick question for you.</source>
        <translation>Une petite question pour vous.</translation>
    </message>
    <message>
        <source>Next roll busts: %1 (%2 in 6)</source>
        <translation>Risque de raté&#xa0;: %1 (%2&#xa0;sur&#xa0;6)</translation>
    </message>
    <message>
        <source>No token taken yet: this roll is safe.</source>
        <translation>Aucun jeton pris&#xa0;: ce lancer est sans risque.</translation>
    </message>
    <message>
        <source>Your Nanners saves it: a bust becomes a stop (0% bust).</source>
        <translation>Votre Nanners vous sauve&#xa0;: un raté devient un arrêt (0&#xa0;% de raté).</translation>
    </message>
    <message>
        <source>A Blammo! in hand would make it %1; a Nanners, 0%.</source>
        <translation>Avec un Blammo! en main, ce serait %1&#xa0;; avec un Nanners, 0&#xa0;%.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <source>%1 stopped. Anyone for a Yum Yum?</source>
        <translation>%1 s’arrête. Quelqu’un joue un Yum Yum&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is stealing from %2</source>
        <translation>%1 vole %2</translation>
    </message>
    <message>
        <source>%1 uses their tokens</source>
        <translation>%1 utilise ses jetons</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Bonus roll! Roll the die</source>
        <translation>Lancer bonus&#xa0;! Lancez le dé</translation>
    </message>
    <message>
        <source>Your turn: roll the die</source>
        <translation>À vous&#xa0;: lancez le dé</translation>
    </message>
    <message>
        <source>You may take up to three more tokens.</source>
        <translation>Vous pouvez prendre jusqu’à trois jetons de plus.</translation>
    </message>
    <message>
        <source>Each roll takes a token. Roll a token you already hold and you bust.</source>
        <translation>Chaque lancer donne un jeton. Un jeton que vous avez déjà, et c’est raté.</translation>
    </message>
    <message>
        <source>Roll again, or stop and use your tokens?</source>
        <translation>Relancer, ou s’arrêter et utiliser vos jetons&#xa0;?</translation>
    </message>
    <message>
        <source>Bust! You already hold the %1</source>
        <translation>Raté&#xa0;! Vous avez déjà&#xa0;: %1</translation>
    </message>
    <message>
        <source>Accept it (tokens go back, you draw one card) or save it with a card.</source>
        <translation>Acceptez (les jetons retournent au centre, vous piochez une carte) ou sauvez-vous avec une carte.</translation>
    </message>
    <message>
        <source>Use your tokens, in any order</source>
        <translation>Utilisez vos jetons, dans l’ordre voulu</translation>
    </message>
    <message>
        <source>%1 stopped. Make them roll once more with a Yum Yum?</source>
        <translation>%1 s’arrête. Le faire relancer avec un Yum Yum&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is stealing a card from your hand</source>
        <translation>%1 vous vole une carte en main</translation>
    </message>
    <message>
        <source>%1 is stealing from your stash</source>
        <translation>%1 pille votre cachette</translation>
    </message>
    <message>
        <source>Block it with a Doggo, turn it round with a Kitteh, or let it happen.</source>
        <translation>Bloquez avec un Doggo, retournez la situation avec un Kitteh, ou laissez faire.</translation>
    </message>
    <message>
        <source>For each card stashed this way, %1 draws a card.</source>
        <translation>Pour chaque carte cachée ainsi, %1 pioche une carte.</translation>
    </message>
    <message>
        <source>1 per card</source>
        <translation>1 par carte</translation>
    </message>
    <message>
        <source>%1, tied</source>
        <translation>%1, ex æquo</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Less if %1 holds a Blammo! or Nanners.</source>
        <translation>Moins si %1 a un Blammo! ou un Nanners.</translation>
    </message>
    <message>
        <source>Click a token you took (amber ring) to use it.</source>
        <translation>Cliquez sur un jeton pris (anneau ambré) pour l’utiliser.</translation>
    </message>
    <message>
        <source>A new game for %1 players. %2 starts.</source>
        <translation>Une nouvelle partie à %1 joueurs. %2 commence.</translation>
    </message>
    <message>
        <source>With your Blammo! to re-roll: %1</source>
        <translation>Avec votre Blammo! pour relancer&#xa0;: %1</translation>
    </message>
    <message>
        <source>With your %1 Blammo! cards to re-roll: %2</source>
        <translation>Avec vos %1 cartes Blammo! pour relancer&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the trash can</source>
        <translation>
            <numerusform>Encore %n carte dans la poubelle</numerusform>
            <numerusform>Encore %n cartes dans la poubelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Tree: pick a card in your hand to stash, then Stash.</source>
        <translation>Arbre&#xa0;: choisissez une carte de votre main à cacher, puis Cacher.</translation>
    </message>
    <message>
        <source>Tree: pick up to %1 cards in your hand to stash, then Stash.</source>
        <translation>Arbre&#xa0;: choisissez jusqu’à %1 cartes de votre main à cacher, puis Cacher.</translation>
    </message>
    <message>
        <source>Can or Tree: draw 1, or pick 1 card to stash.</source>
        <translation>Poubelle ou Arbre&#xa0;: piochez 1 carte, ou choisissez-en 1 à cacher.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Your Feesh can fish back the Nanners: a bust becomes a stop (0% bust).</source>
        <translation>Votre Feesh peut repêcher le Nanners&#xa0;: un raté devient un arrêt (0&#xa0;% de raté).</translation>
    </message>
    <message>
        <source>With %1 Blammo! and %2 Feesh to fish one back: %3</source>
        <translation>Avec %1 Blammo! et %2 Feesh pour en repêcher un&#xa0;: %3</translation>
    </message>
    <message>
        <source>With %1 Feesh to fish back a Blammo!: %2</source>
        <translation>Avec %1 Feesh pour repêcher un Blammo!&#xa0;: %2</translation>
    </message>
    <message>
        <source>Yum Yum! Roll once more</source>
        <translation>Yum Yum&#xa0;! Relancez une fois</translation>
    </message>
    <message>
        <source>Another player made you roll again. Roll a token you already hold and you bust.</source>
        <translation>Un autre joueur vous fait relancer. Un jeton que vous avez déjà, et c’est raté.</translation>
    </message>
    <message>
        <source>%1 takes the %2 in exchange.</source>
        <translation>%1 prend en échange&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Block it with your Doggo (drawing 2 cards or none), or let it happen.</source>
        <translation>Bloquez avec votre Doggo (en piochant 2 cartes ou aucune), ou laissez faire.</translation>
    </message>
    <message>
        <source>Turn it round with your Kitteh, or let it happen.</source>
        <translation>Retournez la situation avec votre Kitteh, ou laissez faire.</translation>
    </message>
    <message>
        <source>You hold no Doggo or Kitteh: let it happen.</source>
        <translation>Vous n’avez ni Doggo ni Kitteh&#xa0;: laissez faire.</translation>
    </message>
    <message>
        <source>No card in your hand can save it: the tokens go back and you draw one card.</source>
        <translation>Aucune carte de votre main ne peut vous sauver&#xa0;: les jetons retournent au centre et vous piochez une carte.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Some languages put a (no-break) space before %.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Stash the picked cards</source>
        <translation>Cacher les cartes choisies</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Utiliser %1</translation>
    </message>
    <message>
        <source>Play %1…</source>
        <translation>Jouer %1…</translation>
    </message>
    <message>
        <source>No Yum Yum</source>
        <translation>Pas de Yum Yum</translation>
    </message>
    <message>
        <source>%1 plays Yum Yum on you: roll once more.</source>
        <translation>%1 joue Yum Yum contre vous : relancez encore une fois.</translation>
    </message>
    <message>
        <source>%1 answers your steal with %2.</source>
        <translation>%1 répond à votre vol avec %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from your hand.</source>
        <translation>%1 prend %2 dans votre main.</translation>
    </message>
    <message>
        <source>%1 takes %2 from your stash.</source>
        <translation>%1 prend %2 dans votre cachette.</translation>
    </message>
    <message>
        <source>%1 takes a card from your hand.</source>
        <translation>%1 prend une carte dans votre main.</translation>
    </message>
    <message>
        <source>%1 takes a card from your stash.</source>
        <translation>%1 prend une carte dans votre cachette.</translation>
    </message>
    <message>
        <source>The Masquerade mask shows %1: matching cards may be stashed</source>
        <translation>Le masque de bal montre %1&#xa0;: les cartes identiques peuvent être cachées</translation>
    </message>
    <message>
        <source>The Masquerade mask shows %1. Stash a matching card face up?</source>
        <translation>Le masque de bal montre %1. Cacher une carte identique face visible&#xa0;?</translation>
    </message>
</context>
<context>
    <name>TrashPandasTable</name>
    <message>
        <source>BUST!</source>
        <translation>RATÉ&#xa0;!</translation>
    </message>
    <message>
        <source>Bonus roll!</source>
        <translation>Lancer bonus&#xa0;!</translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation>Dernier tour&#xa0;!</translation>
    </message>
    <message>
        <source>Trash can: %1</source>
        <translation>Poubelle&#xa0;: %1</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>Au centre</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Pris par %1</translation>
    </message>
    <message>
        <source>no tokens yet</source>
        <translation>aucun jeton pour l’instant</translation>
    </message>
    <message>
        <source>Cards left in the trash can: %1. When it runs dry, the game ends after this turn.</source>
        <translation>Cartes restant dans la poubelle&#xa0;: %1. Quand elle est vide, la partie finit après ce tour.</translation>
    </message>
    <message>
        <source>Your hand: 1 card</source>
        <translation>Votre main&#xa0;: 1 carte</translation>
    </message>
    <message>
        <source>Your hand: %1 cards</source>
        <translation>Votre main&#xa0;: %1 cartes</translation>
    </message>
    <message>
        <source>Trash Pandas</source>
        <translation>Trash Pandas</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Lancer le dé</translation>
    </message>
    <message>
        <source>Stop and take your tokens</source>
        <translation>S’arrêter et utiliser vos jetons</translation>
    </message>
    <message>
        <source>Take the bust</source>
        <translation>Accepter le raté</translation>
    </message>
    <message>
        <source>No reaction: let it happen</source>
        <translation>Pas de réaction&#xa0;: laisser faire</translation>
    </message>
    <message>
        <source>Enter on a card</source>
        <translation>Entrée sur une carte</translation>
    </message>
    <message>
        <source>Play it, or pick it to stash (Tree, Can or Tree)</source>
        <translation>La jouer, ou la choisir pour la cacher (Arbre, Poubelle ou Arbre)</translation>
    </message>
    <message>
        <source>Enter on a token</source>
        <translation>Entrée sur un jeton</translation>
    </message>
    <message>
        <source>Use a token you took</source>
        <translation>Utiliser un jeton que vous avez pris</translation>
    </message>
    <message>
        <source>Enter on the discard pile</source>
        <translation>Entrée sur la défausse</translation>
    </message>
    <message>
        <source>See every card in it</source>
        <translation>Voir toutes ses cartes</translation>
    </message>
    <message>
        <source>Trash can: %1 cards left</source>
        <translation>Poubelle&#xa0;: encore %1 cartes</translation>
    </message>
</context>
<context>
    <name>TrashSlot</name>
    <message>
        <source>No Trash card</source>
        <translation>Pas de carte Déchet</translation>
    </message>
    <message>
        <source>Trash card slot (empty)</source>
        <translation>Emplacement de la carte Déchet (vide)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Trash card: %1</source>
        <translation>Carte Déchet&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Welcome to Trash Pandas! You and Rocky raid the bins. On your turn you roll the die for tokens, then use the tokens to draw cards and stash them. Stashed cards score at the end.</source>
        <translation>Bienvenue dans Trash Pandas&#xa0;! Rocky et vous pillez les poubelles. À votre tour, vous lancez le dé pour gagner des jetons, puis vous les utilisez pour piocher des cartes et les cacher. Les cartes cachées rapportent des points à la fin.</translation>
    </message>
    <message>
        <source>Your turn. Click Roll: each face of the die is one of six tokens, and you take the one it shows.</source>
        <translation>À vous. Cliquez sur Lancer&#xa0;: chaque face du dé est l’un des six jetons, et vous prenez celui qu’il montre.</translation>
    </message>
    <message>
        <source>The die showed the Trash Can, so that token is yours for this turn.</source>
        <translation>Le dé montre la Poubelle&#xa0;: ce jeton est à vous pour ce tour.</translation>
    </message>
    <message>
        <source>You may roll again for another token. Roll once more.</source>
        <translation>Vous pouvez relancer pour un autre jeton. Relancez.</translation>
    </message>
    <message>
        <source>The Tree joins your tokens. Careful: a face whose token you already hold is a bust, and then you keep none. Push your luck once more.</source>
        <translation>L’Arbre rejoint vos jetons. Attention&#xa0;: une face dont vous avez déjà le jeton, c’est la casse, et vous n’en gardez aucun. Tentez votre chance encore une fois.</translation>
    </message>
    <message>
        <source>The Tree again: a bust! But a Blammo! card rolls the die again. Play it to save your turn.</source>
        <translation>Encore l’Arbre&#xa0;: c’est la casse&#xa0;! Mais une carte Blammo! relance le dé. Jouez-la pour sauver votre tour.</translation>
    </message>
    <message>
        <source>Saved, with three tokens. Click Stop to keep them and use them.</source>
        <translation>Sauvé, avec trois jetons. Cliquez sur S’arrêter pour les garder et les utiliser.</translation>
    </message>
    <message>
        <source>Use your tokens in any order. The Trash Can draws up to two cards from the trash can: draw two.</source>
        <translation>Utilisez vos jetons dans l’ordre voulu. La Poubelle pioche jusqu’à deux cartes dans la poubelle&#xa0;: piochez-en deux.</translation>
    </message>
    <message>
        <source>The Tree stashes up to two cards from your hand face down in front of you. Open the Tree, pick the MMM Pie! and stash it.</source>
        <translation>L’Arbre cache jusqu’à deux cartes de votre main face cachée devant vous. Ouvrez l’Arbre, choisissez le MMM Pie! et cachez-le.</translation>
    </message>
    <message>
        <source>Can or Tree does one of the two, once: draw one card or stash one. Draw a card this time.</source>
        <translation>Poubelle ou Arbre fait l’un des deux, une fois&#xa0;: piocher une carte ou en cacher une. Piochez une carte cette fois.</translation>
    </message>
    <message>
        <source>Rocky stopped after one token. Your Yum Yum makes a player who stops roll once more. Play it and hope for a bust!</source>
        <translation>Rocky s’est arrêté après un jeton. Votre Yum Yum oblige un joueur qui s’arrête à relancer une fois. Jouez-le et espérez la casse&#xa0;!</translation>
    </message>
    <message>
        <source>Rocky rolled the Bandit mask a second time and busted: the token went back and Rocky drew one card. The log says what happened.</source>
        <translation>Rocky a tiré le Masque de bandit une deuxième fois&#xa0;: la casse&#xa0;! Le jeton est revenu et Rocky a pioché une carte. Le journal raconte ce qui s’est passé.</translation>
    </message>
    <message>
        <source>Your turn again. Roll.</source>
        <translation>À vous de nouveau. Lancez.</translation>
    </message>
    <message>
        <source>The Bandit mask steals a random card from another player&apos;s hand. Roll again.</source>
        <translation>Le Masque de bandit vole une carte au hasard dans la main d’un autre joueur. Relancez.</translation>
    </message>
    <message>
        <source>The Masquerade mask turns up the top card of the trash can for all to see. Roll again.</source>
        <translation>Le Masque de bal retourne la carte du dessus de la poubelle aux yeux de tous. Relancez.</translation>
    </message>
    <message>
        <source>The Recycle token can be swapped for a token still in the middle. Roll once more.</source>
        <translation>Le jeton Recyclage s’échange contre un jeton encore au milieu. Relancez une dernière fois.</translation>
    </message>
    <message>
        <source>Recycle again: a bust! Nanners takes back the last roll and ends your rolling, so you keep the three tokens. Play it.</source>
        <translation>Encore Recyclage&#xa0;: la casse&#xa0;! Nanners annule le dernier lancer et arrête vos lancers, vous gardez donc les trois jetons. Jouez-la.</translation>
    </message>
    <message>
        <source>Use the Bandit mask on Rocky: it steals a random card from Rocky&apos;s hand.</source>
        <translation>Utilisez le Masque de bandit contre Rocky&#xa0;: il vole une carte au hasard dans la main de Rocky.</translation>
    </message>
    <message>
        <source>Use the Masquerade mask. Anyone holding the card it turns up may stash one of those face up; you then take the card, and one more for each card stashed.</source>
        <translation>Utilisez le Masque de bal. Qui tient la carte retournée peut en cacher une face visible&#xa0;; vous prenez ensuite la carte, plus une pour chaque carte cachée.</translation>
    </message>
    <message>
        <source>Swap the Recycle token for the Tree, which is still in the middle.</source>
        <translation>Échangez le jeton Recyclage contre l’Arbre, encore au milieu.</translation>
    </message>
    <message>
        <source>Use the Tree: pick both Feesh and stash them. Several cards of one kind help you win that kind at the end.</source>
        <translation>Utilisez l’Arbre&#xa0;: choisissez les deux Feesh et cachez-les. Plusieurs cartes d’une sorte aident à gagner cette sorte à la fin.</translation>
    </message>
    <message>
        <source>Rocky&apos;s Bandit mask is after your hand! A Doggo blocks a steal, and you draw two cards for it. Play it.</source>
        <translation>Le Masque de bandit de Rocky vise votre main&#xa0;! Un Doggo bloque un vol, et vous piochez deux cartes en échange. Jouez-le.</translation>
    </message>
    <message>
        <source>Your turn. Roll.</source>
        <translation>À vous. Lancez.</translation>
    </message>
    <message>
        <source>Push your luck: roll again.</source>
        <translation>Tentez votre chance&#xa0;: relancez.</translation>
    </message>
    <message>
        <source>The Trash Can twice: a bust, and no card in your hand can save you. Accept the bust: your tokens go back and you draw one card.</source>
        <translation>Deux fois la Poubelle&#xa0;: la casse, et aucune carte en main ne peut vous sauver. Acceptez la casse&#xa0;: vos jetons repartent et vous piochez une carte.</translation>
    </message>
    <message>
        <source>Your stash is what scores. When the trash can runs dry the game ends, and each kind of card scores for the players who stashed the most of it. Most points wins.</source>
        <translation>C’est votre cachette qui marque. Quand la poubelle est vide, la partie s’arrête, et chaque sorte de carte rapporte à ceux qui en ont caché le plus. Le plus de points l’emporte.</translation>
    </message>
    <message>
        <source>Roll the die for tokens, as often as you dare.</source>
        <translation>Lancez le dé pour des jetons, autant que vous l’osez.</translation>
    </message>
    <message>
        <source>Rolling a token you already hold is a bust: the tokens go back and you draw one card.</source>
        <translation>Tirer un jeton que vous avez déjà, c’est la casse&#xa0;: les jetons repartent et vous piochez une carte.</translation>
    </message>
    <message>
        <source>Blammo! rolls the last die again.</source>
        <translation>Blammo! relance le dernier dé.</translation>
    </message>
    <message>
        <source>Stop to keep your tokens, then use each once.</source>
        <translation>Arrêtez-vous pour garder vos jetons, puis utilisez chacun une fois.</translation>
    </message>
    <message>
        <source>Trash Can: draw up to two cards.</source>
        <translation>Poubelle&#xa0;: piochez jusqu’à deux cartes.</translation>
    </message>
    <message>
        <source>Tree: stash up to two cards face down.</source>
        <translation>Arbre&#xa0;: cachez jusqu’à deux cartes face cachée.</translation>
    </message>
    <message>
        <source>Can or Tree: draw one card or stash one.</source>
        <translation>Poubelle ou Arbre&#xa0;: piochez une carte ou cachez-en une.</translation>
    </message>
    <message>
        <source>Yum Yum: a player who stops must roll once more.</source>
        <translation>Yum Yum&#xa0;: un joueur qui s’arrête doit relancer une fois.</translation>
    </message>
    <message>
        <source>Nanners takes back the last roll and stops your rolling.</source>
        <translation>Nanners annule le dernier lancer et arrête vos lancers.</translation>
    </message>
    <message>
        <source>Bandit mask: steal a random card from a player&apos;s hand.</source>
        <translation>Masque de bandit&#xa0;: volez une carte au hasard dans la main d’un joueur.</translation>
    </message>
    <message>
        <source>Masquerade mask: turn up the top card; others may stash a match face up, and you draw one more for each.</source>
        <translation>Masque de bal&#xa0;: retournez la carte du dessus&#xa0;; les autres peuvent cacher une carte identique face visible, et vous en piochez une de plus pour chacune.</translation>
    </message>
    <message>
        <source>Recycle: swap it for a token still in the middle.</source>
        <translation>Recyclage&#xa0;: échangez-le contre un jeton encore au milieu.</translation>
    </message>
    <message>
        <source>Doggo blocks a steal, and you draw two cards.</source>
        <translation>Doggo bloque un vol, et vous piochez deux cartes.</translation>
    </message>
    <message>
        <source>The game ends when the trash can runs dry; the most of each stashed kind scores.</source>
        <translation>La partie finit quand la poubelle est vide&#xa0;; qui a caché le plus d’une sorte marque ses points.</translation>
    </message>
    <message>
        <source>Welcome to Panda Panda! Every card shows a letter from A to G. You win a round when your turn begins with exactly the letters of a winning hand. Two rounds won take the game.</source>
        <translation>Bienvenue dans Panda Panda&#xa0;! Chaque carte porte une lettre de A à G. Vous gagnez une manche quand votre tour commence avec exactement les lettres d’une main gagnante. Deux manches gagnées remportent la partie.</translation>
    </message>
    <message>
        <source>Here are the winning hands. Only the exact letters count: one card too many spoils a hand. Your two C are a start towards C C C C.</source>
        <translation>Voici les mains gagnantes. Seules les lettres exactes comptent&#xa0;: une carte de trop gâche la main. Vos deux C sont un début vers C C C C.</translation>
    </message>
    <message>
        <source>On your turn you do one thing: discard a card onto your own pile, or draw one. Discard your A: click it.</source>
        <translation>À votre tour, vous faites une seule chose&#xa0;: défausser une carte sur votre propre pile, ou en piocher une. Défaussez votre A&#xa0;: cliquez dessus.</translation>
    </message>
    <message>
        <source>An A was discarded, so everyone passes one card to the left, you too. Pass the E, which you do not need.</source>
        <translation>Un A a été défaussé&#xa0;: chacun passe une carte à gauche, vous aussi. Passez le E, dont vous n’avez pas besoin.</translation>
    </message>
    <message>
        <source>Mei passed you a C. Your pile has an A on top, so it is locked: nobody may take from it until another card covers the A.</source>
        <translation>Mei vous a passé un C. Votre pile a un A dessus, elle est donc verrouillée&#xa0;: personne ne peut y prendre tant qu’une autre carte ne couvre pas le A.</translation>
    </message>
    <message>
        <source>Three C now. Draw the top card of the deck and hope for the fourth. You could also take the top card of a pile that is not locked.</source>
        <translation>Trois C maintenant. Piochez la carte du dessus du paquet en espérant le quatrième. Vous pourriez aussi prendre la carte du dessus d’une pile non verrouillée.</translation>
    </message>
    <message>
        <source>The fourth C! The B spoils the hand, so discard it.</source>
        <translation>Le quatrième C&#xa0;! Le B gâche la main&#xa0;: défaussez-le.</translation>
    </message>
    <message>
        <source>Your turn begins with exactly C C C C, a winning hand. Call Panda Panda!</source>
        <translation>Votre tour commence avec exactement C C C C, une main gagnante. Annoncez Panda Panda&#xa0;!</translation>
    </message>
    <message>
        <source>You won the round and a crown. The winner starts the next round, and the first to two crowns wins the game.</source>
        <translation>Vous gagnez la manche et une couronne. Le gagnant commence la manche suivante, et le premier à deux couronnes remporte la partie.</translation>
    </message>
    <message>
        <source>Win a round by starting your turn with exactly a winning hand.</source>
        <translation>Gagnez une manche en commençant votre tour avec exactement une main gagnante.</translation>
    </message>
    <message>
        <source>Each turn, discard one card or draw one.</source>
        <translation>À chaque tour, défaussez une carte ou piochez-en une.</translation>
    </message>
    <message>
        <source>A discarded A makes everyone pass one card to the left.</source>
        <translation>Un A défaussé fait passer à chacun une carte à gauche.</translation>
    </message>
    <message>
        <source>A pile with an A on top is locked.</source>
        <translation>Une pile avec un A dessus est verrouillée.</translation>
    </message>
    <message>
        <source>Draw from the deck, or take the top card of a pile that is not locked.</source>
        <translation>Piochez dans le paquet, ou prenez la carte du dessus d’une pile non verrouillée.</translation>
    </message>
    <message>
        <source>Call Panda Panda! to show your winning hand.</source>
        <translation>Annoncez Panda Panda&#xa0;! pour montrer votre main gagnante.</translation>
    </message>
    <message>
        <source>A round won is a crown; two crowns win the game.</source>
        <translation>Une manche gagnée vaut une couronne&#xa0;; deux couronnes remportent la partie.</translation>
    </message>
    <message>
        <source>Welcome to Trash Dash! You race Aesop against Flipp once round this short alley. Each turn you make one move, then the space you stop on acts, then you draw a card. First back over the Start line wins.</source>
        <translation>Bienvenue dans Trash Dash&#xa0;! Vous faites courir Aesop contre Flipp pour un tour de cette courte ruelle. À chaque tour, vous faites une action, puis la case où vous vous arrêtez agit, puis vous piochez une carte. Le premier à repasser la ligne de départ gagne.</translation>
    </message>
    <message>
        <source>Go is the simplest move: play one Action card and walk as many spaces as its Move. Click your Move 2 card.</source>
        <translation>Avancer est l’action la plus simple&#xa0;: jouez une carte Action et avancez d’autant de cases que son Avance. Cliquez sur votre carte Avance 2.</translation>
    </message>
    <message>
        <source>You stopped on a Trash Can and picked up a Trash card, Ketchup Packets. You can hold only one at a time. Your turn then ended with a new Action card, as every turn does.</source>
        <translation>Vous vous êtes arrêté sur une Poubelle et avez ramassé une carte Déchet&#xa0;: Sachets de ketchup. Vous ne pouvez en tenir qu’une à la fois. Votre tour s’est ensuite terminé par une nouvelle carte Action, comme chaque tour.</translation>
    </message>
    <message>
        <source>Flipp is a CPU racer: no cards in hand. On its turn it rolls the CPU die, whose faces work like Action cards. It rolled Move 3 and went past you.</source>
        <translation>Flipp est un coureur CPU&#xa0;: il n’a pas de cartes en main. À son tour, il lance le dé CPU, dont les faces agissent comme des cartes Action. Il a fait Avance 3 et vous a dépassé.</translation>
    </message>
    <message>
        <source>Trash: use your Trash card first, then play an Action card. Ketchup Packets gives you a card and +1 Move for every racer ahead of you. Click it.</source>
        <translation>Déchet&#xa0;: utilisez d’abord votre carte Déchet, puis jouez une carte Action. Sachets de ketchup vous donne une carte et +1 Avance pour chaque coureur devant vous. Cliquez dessus.</translation>
    </message>
    <message>
        <source>Now the Action card: play the Move 1. With the Ketchup&apos;s +1 you go 2 spaces.</source>
        <translation>Maintenant la carte Action&#xa0;: jouez l’Avance 1. Avec le +1 du ketchup, vous avancez de 2 cases.</translation>
    </message>
    <message>
        <source>You stopped on a Spill and slid one space further, the same way you were going. Whatever space the slide ends on acts too.</source>
        <translation>Vous vous êtes arrêté sur une Flaque et avez glissé d’une case de plus, dans le même sens. La case où la glissade finit agit elle aussi.</translation>
    </message>
    <message>
        <source>The slide ended on a Recycle Bin: you drew two Action cards, and now you throw one card of your choice away. Discard the Move 1.</source>
        <translation>La glissade a fini sur un Bac de tri&#xa0;: vous avez pioché deux cartes Action, et maintenant vous défaussez une carte de votre choix. Défaussez la carte Avance 1.</translation>
    </message>
    <message>
        <source>Dash: throw away two cards with the same Move. You go that Move (not both added) plus a roll of the Dash die. Click a Move 2 card, then Dash.</source>
        <translation>Sprint&#xa0;: défaussez deux cartes de même Avance. Vous avancez de cette valeur (pas des deux additionnées) plus un lancer du dé de sprint. Cliquez sur une carte Avance 2, puis sur Sprint.</translation>
    </message>
    <message>
        <source>Only a 1. You may roll the Dash die again as often as you like, but each roll costs one card from your hand. Click the Move 3 to roll again.</source>
        <translation>Seulement 1. Vous pouvez relancer le dé de sprint autant de fois que vous voulez, mais chaque lancer coûte une carte de votre main. Cliquez sur la carte Avance 3 pour relancer.</translation>
    </message>
    <message>
        <source>A 3: with the base of 2 that makes 5 spaces. Keep the roll.</source>
        <translation>Un 3&#xa0;: avec la base de 2, cela fait 5 cases. Gardez le lancer.</translation>
    </message>
    <message>
        <source>Racers run right along the top row, round the Turn tile and back left along the bottom row. Crossing the Start line again ends a lap. This race is one lap, so that crossing wins.</source>
        <translation>Les coureurs vont vers la droite sur la rangée du haut, contournent la tuile Virage et reviennent vers la gauche sur la rangée du bas. Repasser la ligne de départ boucle un tour. Cette course fait un tour, donc ce passage fait gagner.</translation>
    </message>
    <message>
        <source>Flipp rolled a Scare. A CPU racer always aims its Attacks and Scares at the one racer in first place, and that was you: two random cards left your hand.</source>
        <translation>Flipp a fait une Frayeur. Un coureur CPU vise toujours avec ses Attaques et Frayeurs le seul coureur en tête, et c’était vous&#xa0;: deux cartes au hasard ont quitté votre main.</translation>
    </message>
    <message>
        <source>Three cards left. Rest: move just 1 space and draw until you hold five cards again. A Rest has no extra draw at the end.</source>
        <translation>Plus que trois cartes. Repos&#xa0;: avancez d’une seule case et piochez jusqu’à avoir de nouveau cinq cartes. Après un Repos, pas de pioche supplémentaire à la fin.</translation>
    </message>
    <message>
        <source>Flipp rolled the paw: a CPU racer then does what its own CPU card says. Flipp&apos;s card is Move 4, so it is right behind you.</source>
        <translation>Flipp a fait la patte&#xa0;: un coureur CPU fait alors ce que dit sa propre carte CPU. Celle de Flipp est Avance 4, il est donc juste derrière vous.</translation>
    </message>
    <message>
        <source>An Attack card pushes an opponent back before you move, however far away they are. Play the Move 1, Attack 2 on Flipp.</source>
        <translation>Une carte Attaque fait reculer un adversaire avant que vous avanciez, quelle que soit sa distance. Jouez la carte Avance 1, Attaque 2 contre Flipp.</translation>
    </message>
    <message>
        <source>A Scare makes an opponent throw away random cards. A CPU has no hand, so cards from the Action deck go instead, and you get a Reroll token for each. Play the Move 2, Scare 1.</source>
        <translation>Une Frayeur fait défausser des cartes au hasard à un adversaire. Un CPU n’a pas de main&#xa0;: ce sont des cartes de la pioche Action qui partent, et vous gagnez un jeton Relance pour chacune. Jouez la carte Avance 2, Frayeur 1.</translation>
    </message>
    <message>
        <source>Flipp rolled Move 4, enough to cross the line and win! Spend your Reroll token: the CPU die is rolled again.</source>
        <translation>Flipp a fait Avance 4, assez pour passer la ligne et gagner&#xa0;! Dépensez votre jeton Relance&#xa0;: le dé CPU est relancé.</translation>
    </message>
    <message>
        <source>The new roll was an Attack on the leader, you. But you stand on a Big Ol&apos; Box, and nothing an opponent does reaches you there.</source>
        <translation>Le nouveau lancer était une Attaque contre le coureur en tête, vous. Mais vous êtes sur un Gros Carton, et rien de ce que fait un adversaire ne vous y atteint.</translation>
    </message>
    <message>
        <source>Two spaces to the Start line. Play the Move 3 and cross it!</source>
        <translation>Plus que deux cases jusqu’à la ligne de départ. Jouez la carte Avance 3 et passez-la&#xa0;!</translation>
    </message>
    <message>
        <source>You finished the last lap first and won the race at once. The other racers are ranked by how far they got.</source>
        <translation>Vous avez bouclé le dernier tour en premier et gagné la course aussitôt. Les autres coureurs sont classés selon la distance parcourue.</translation>
    </message>
    <message>
        <source>Each turn: one move, then the space acts, then draw an Action card.</source>
        <translation>À chaque tour&#xa0;: une action, puis la case agit, puis on pioche une carte Action.</translation>
    </message>
    <message>
        <source>Trash Can: take a Trash card; you hold one at most.</source>
        <translation>Poubelle&#xa0;: prenez une carte Déchet&#xa0;; vous n’en tenez qu’une au plus.</translation>
    </message>
    <message>
        <source>A CPU racer has no hand and rolls the CPU die instead.</source>
        <translation>Un coureur CPU n’a pas de main et lance le dé CPU à la place.</translation>
    </message>
    <message>
        <source>Trash: use your Trash card, then play an Action card.</source>
        <translation>Déchet&#xa0;: utilisez votre carte Déchet, puis jouez une carte Action.</translation>
    </message>
    <message>
        <source>Spill: slide one more space the same way.</source>
        <translation>Flaque&#xa0;: glissez d’une case de plus dans le même sens.</translation>
    </message>
    <message>
        <source>Recycle Bin: draw two Action cards, then discard one.</source>
        <translation>Bac de tri&#xa0;: piochez deux cartes Action, puis défaussez-en une.</translation>
    </message>
    <message>
        <source>Dash: two cards of the same Move, plus the Dash die.</source>
        <translation>Sprint&#xa0;: deux cartes de même Avance, plus le dé de sprint.</translation>
    </message>
    <message>
        <source>A Dash may roll again for one card each time.</source>
        <translation>Un Sprint peut relancer le dé, pour une carte à chaque fois.</translation>
    </message>
    <message>
        <source>Out along the top row, back along the bottom; crossing the Start line ends a lap.</source>
        <translation>Aller par la rangée du haut, retour par celle du bas&#xa0;; passer la ligne de départ boucle un tour.</translation>
    </message>
    <message>
        <source>A CPU racer attacks and scares only the single leader.</source>
        <translation>Un coureur CPU n’attaque et n’effraie que le seul coureur en tête.</translation>
    </message>
    <message>
        <source>Rest: move 1 and fill your hand up to five.</source>
        <translation>Repos&#xa0;: avancez de 1 et complétez votre main jusqu’à cinq.</translation>
    </message>
    <message>
        <source>The paw on the CPU die plays that racer&apos;s own CPU card.</source>
        <translation>La patte du dé CPU joue la propre carte CPU de ce coureur.</translation>
    </message>
    <message>
        <source>Attack: push one opponent back, then move.</source>
        <translation>Attaque&#xa0;: faites reculer un adversaire, puis avancez.</translation>
    </message>
    <message>
        <source>Scare: an opponent discards random cards; scaring a CPU earns Reroll tokens.</source>
        <translation>Frayeur&#xa0;: un adversaire défausse des cartes au hasard&#xa0;; effrayer un CPU rapporte des jetons Relance.</translation>
    </message>
    <message>
        <source>A Reroll token makes a CPU roll its die again.</source>
        <translation>Un jeton Relance fait relancer son dé à un CPU.</translation>
    </message>
    <message>
        <source>Big Ol&apos; Box: nothing an opponent does can touch you there.</source>
        <translation>Gros Carton&#xa0;: rien de ce que fait un adversaire ne peut vous y toucher.</translation>
    </message>
    <message>
        <source>The first racer to finish the last lap wins.</source>
        <translation>Le premier à boucler le dernier tour gagne.</translation>
    </message>
</context>
<context>
    <name>TutorialCoach</name>
    <message>
        <source>This lesson goes one way: try the place in the amber ring. In a real game the choice is yours.</source>
        <translation>Cette leçon suit un seul chemin&#xa0;: essayez l’endroit dans l’anneau ambré. Dans une vraie partie, le choix est à vous.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>The person&apos;s seat at a Learn to play table, as Setup names a first seat (the bots have names of their own).</extracomment>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>WhyWonBox</name>
    <message>
        <source>See it in the replay (%1)</source>
        <extracomment>The link from why the winner won to the replay at that moment; %1 the moment (&quot;turn 23&quot;).</extracomment>
        <translation>Voir dans la rediffusion (%1)</translation>
    </message>
    <message>
        <source>See it in the replay</source>
        <translation>Voir dans la rediffusion</translation>
    </message>
</context>
<context>
    <name>net::NetHost</name>
    <message>
        <source>%1 lost connection; waiting for them to come back.</source>
        <translation>%1 a perdu la connexion ; en attente de son retour.</translation>
    </message>
    <message>
        <source>%1 left the table.</source>
        <translation>%1 a quitté la table.</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Un spectateur</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dit : %2</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 a rejoint la table.</translation>
    </message>
</context>
</TS>
