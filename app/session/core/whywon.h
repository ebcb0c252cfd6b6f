#pragma once
// Why the winner won (issue 33 part 4): a finished game explained in its own
// terms, and the replay position of the moment that decided it. Each game
// words its own (tpwhywon, ppwhywon, tdwhywon), from what the rules show
// everyone at the end and the public trail of the game, never from a card
// still hidden; the results panel shows it and its "See it in the replay"
// link opens the replay there (TableSession::startReplayAt).
#include <QString>

struct WhyWon {
    QString text;        // a sentence or three in the language shown; "" when there is nothing to say
    QString moment;      // the decisive moment in a few words ("Turn 23: Ben's Dash")
    int position = -1;   // the replay position of that moment (actions played); -1 when there is none
    int seat = -1;       // the winner, whose cards the replay shows there
    friend bool operator==(const WhyWon&, const WhyWon&) = default;
};
