<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AwayRecap</name>
    <message numerus="yes">
        <source>%n earlier line(s) in the log.</source>
        <translation>
            <numerusform>%n earlier line in the log.</numerusform>
            <numerusform>%n earlier lines in the log.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinScreen</name>
    <message numerus="yes">
        <source>%1&apos;s table · %2 · %n open seat(s)</source>
        <translation>
            <numerusform>%1&apos;s table · %2 · %n open seat</numerusform>
            <numerusform>%1&apos;s table · %2 · %n open seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PandaDeck</name>
    <message numerus="yes">
        <source>Deck, %n card(s)</source>
        <translation>
            <numerusform>Deck, %n card</numerusform>
            <numerusform>Deck, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PandaDiscardPile</name>
    <message numerus="yes">
        <source>%1’s pile, %n card(s), %2 on top</source>
        <translation>
            <numerusform>%1’s pile, %n card, %2 on top</numerusform>
            <numerusform>%1’s pile, %n cards, %2 on top</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PandaSeat</name>
    <message numerus="yes">
        <source>%n crown(s)</source>
        <translation>
            <numerusform>%n crown</numerusform>
            <numerusform>%n crowns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message numerus="yes">
        <source>won %1 of %n</source>
        <extracomment>Results against one bot level: %1 games won of %n played.</extracomment>
        <translation>
            <numerusform>won %1 of %n</numerusform>
            <numerusform>won %1 of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played, %1 won</source>
        <extracomment>%n games played, %1 of them won.</extracomment>
        <translation>
            <numerusform>%n played, %1 won</numerusform>
            <numerusform>%n played, %1 won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished games that could not be recorded: %n (%1)</source>
        <extracomment>%1: the database&apos;s reason, in SQLite&apos;s words (often English).</extracomment>
        <translation>
            <numerusform>Finished games that could not be recorded: %n (%1)</numerusform>
            <numerusform>Finished games that could not be recorded: %n (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n rated game(s)</source>
        <translation>
            <numerusform>after %n rated game</numerusform>
            <numerusform>after %n rated games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message numerus="yes">
        <source>Finished games recorded: %n. They are kept on this computer only.</source>
        <translation>
            <numerusform>Finished games recorded: %n. They are kept on this computer only.</numerusform>
            <numerusform>Finished games recorded: %n. They are kept on this computer only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Games finished since then, to be recorded in the new statistics: %n.</source>
        <translation>
            <numerusform>Games finished since then, to be recorded in the new statistics: %n.</numerusform>
            <numerusform>Games finished since then, to be recorded in the new statistics: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played · %1</source>
        <extracomment>In the players list: %n games played, %1 the win rate.</extracomment>
        <translation>
            <numerusform>%n played · %1</numerusform>
            <numerusform>%n played · %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message numerus="yes">
        <source>This game cannot be played with %n seat(s).</source>
        <translation>
            <numerusform>This game cannot be played with %n seat.</numerusform>
            <numerusform>This game cannot be played with %n seats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it.</source>
        <translation>
            <numerusform>Hint: %1. The hard bot won about %2% of its %n look-ahead game with it.</numerusform>
            <numerusform>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it; next best, %3, about %4%.</source>
        <translation>
            <numerusform>Hint: %1. The hard bot won about %2% of its %n look-ahead game with it; next best, %3, about %4%.</numerusform>
            <numerusform>Hint: %1. The hard bot won about %2% of its %n look-ahead games with it; next best, %3, about %4%.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TdWhyWon</name>
    <message numerus="yes">
        <source>%1 won the Tournament with %n point(s): %2.</source>
        <extracomment>Why the winner won (Trash Dash Tournament): %1 the winner, %2 their places race by race (&quot;#1, #2, #1&quot;); %n their points.</extracomment>
        <translation>
            <numerusform>%1 won the Tournament with %n point: %2.</numerusform>
            <numerusform>%1 won the Tournament with %n points: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lead changed hands %n time(s).</source>
        <extracomment>Trash Dash: how often the lead passed from one racer to another in the race.</extracomment>
        <translation>
            <numerusform>The lead changed hands %n time.</numerusform>
            <numerusform>The lead changed hands %n times.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TpChoiceBar</name>
    <message numerus="yes">
        <source>Stash %n picked</source>
        <translation>
            <numerusform>Stash %n picked</numerusform>
            <numerusform>Stash %n picked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TpSeats</name>
    <message numerus="yes">
        <source>%n face down · look</source>
        <translation>
            <numerusform>%n face down · look</numerusform>
            <numerusform>%n face down · look</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n face down</numerusform>
            <numerusform>%n face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TpText</name>
    <message numerus="yes">
        <source>Draw %n</source>
        <translation>
            <numerusform>Draw %n</numerusform>
            <numerusform>Draw %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TpWhyWon</name>
    <message numerus="yes">
        <source>%1 won by %n point(s) over %2 (%3 to %4).</source>
        <extracomment>Why the winner won (Trash Pandas): %1 the winner, %2 the runner-up, %3 and %4 their points; %n the margin.</extracomment>
        <translation>
            <numerusform>%1 won by %n point over %2 (%3 to %4).</numerusform>
            <numerusform>%1 won by %n points over %2 (%3 to %4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrashDashSession</name>
    <message numerus="yes">
        <source>%1 attacks you: %n space(s) back.</source>
        <translation>
            <numerusform>%1 attacks you: %n space back.</numerusform>
            <numerusform>%1 attacks you: %n spaces back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scares you: %n card(s) discarded.</source>
        <translation>
            <numerusform>%1 scares you: %n card discarded.</numerusform>
            <numerusform>%1 scares you: %n cards discarded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrashPandasSession</name>
    <message numerus="yes">
        <source>%n card(s) left in the trash can</source>
        <translation>
            <numerusform>%n card left in the trash can</numerusform>
            <numerusform>%n cards left in the trash can</numerusform>
        </translation>
    </message>
</context>
</TS>
