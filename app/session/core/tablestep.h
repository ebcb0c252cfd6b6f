#pragma once
// One step of a table's event queue, the same shape in every game: what
// happened (a kind from one list), who did it, whom it was done to, what it
// moves (a card from one place to another, or several at once), and how long
// it takes as a pace class. The pacer turns the pace into milliseconds from
// the one animation setting; QML reads the step and animates it
// (`step.kind === StepKind.CardMoved`), it never decides what happened.
#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace StepKind {
Q_NAMESPACE
QML_ELEMENT

// Every kind of step any table animates. A game uses the ones it has.
enum Kind {
    None,           // animates nothing: played at once
    Dealt,          // a card dealt face down
    CardMoved,      // one card from a place to another (draw, discard, stash, steal)
    CardsPassed,    // several cards at once (Panda Panda's A-pass): see moves
    CardPlayed,     // a card played from a hand
    TrashDrawn,     // Trash Dash: a Trash card taken from its slot
    Reshuffled,     // piles shuffled back into the deck
    DieRolled,      // value: the face
    CpuDieRolled,   // Trash Dash's CPU die; value: the face
    TokenTaken,     // value: the token
    TokenReturned,  // value: the token
    TurnStarted,
    RaceStarted,    // value: the race number
    Stepped,        // a pawn moves; value: spaces (negative: back)
    Slid,           // a Spill slide
    Attacked,       // seat attacks target
    Scared,         // seat scares target
    Blocked,        // target's Doggo/Invincible stops seat
    LapCompleted,   // value: the lap done
    Won,            // a race or round won
    Called,         // Panda Panda! called
    PassStarted,    // an A-pass begins
    Bust,
    BonusTurn,
    LastTurn,
    Stopped,
};
Q_ENUM_NS(Kind)

// How long a step takes, in classes rather than milliseconds: the pacer
// scales each by the one animation setting (stepMs, "Normal" = 300 ms).
enum Pace {
    Instant,      // no time
    Flick,        // a dealt card: 1/4 step
    Quick,        // a marker moves, a token goes back: 1/2 step
    Hop,          // one pawn space: 4/5 step
    Move,         // a card or token flies: 1 step
    Sweep,        // a new race laid out: 3/2 steps
    Exchange,     // many cards at once, a call: 2 steps
    Roll,         // a die tumbles: 8/3 steps
    Shout,        // a word across the table: 4 steps
    Celebration,  // a round's reveal held before the results: 25/3 steps
};
Q_ENUM_NS(Pace)

// The steps (at the pace's stepMs) a pace class lasts.
double paceSteps(Pace pace);
} // namespace StepKind

// One card (or token) that moves: places are the game's own words ("hand",
// "stash", "discard", "deck", "pile", "trash"), each at a seat (-1: the middle).
struct TableMove
{
    Q_GADGET
    QML_VALUE_TYPE(tableMove)
    Q_PROPERTY(int card MEMBER card)
    Q_PROPERTY(QString fromPlace MEMBER fromPlace)
    Q_PROPERTY(int fromSeat MEMBER fromSeat)
    Q_PROPERTY(QString toPlace MEMBER toPlace)
    Q_PROPERTY(int toSeat MEMBER toSeat)

public:
    int card = -1;   // -1: face down to this viewer
    QString fromPlace;
    int fromSeat = -1;
    QString toPlace;
    int toSeat = -1;
    bool operator==(const TableMove&) const = default;
};

struct TableStep
{
    Q_GADGET
    QML_VALUE_TYPE(tableStep)
    Q_PROPERTY(StepKind::Kind kind MEMBER kind)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int target MEMBER target)
    Q_PROPERTY(int value MEMBER value)
    Q_PROPERTY(int card READ card)
    Q_PROPERTY(TableMove move READ move)
    Q_PROPERTY(QVariantList moves READ movesList)
    Q_PROPERTY(bool toViewer MEMBER toViewer)
    Q_PROPERTY(QString notice MEMBER notice)
    Q_PROPERTY(StepKind::Pace pace MEMBER pace)
    Q_PROPERTY(int duration MEMBER duration)

public:
    StepKind::Kind kind = StepKind::None;
    int seat = -1;            // who acts
    int target = -1;          // the seat it is done to (-1: nobody)
    int value = 0;            // a die face, a token, a lap, a distance
    QList<TableMove> moves;   // what it moves, in order
    bool toViewer = false;    // done to the seat this screen shows (set by the core)
    QString notice;           // what it did to that seat, in the game's words (kept only when toViewer)
    StepKind::Pace pace = StepKind::Instant;
    int duration = 0;         // milliseconds, set by the pacer

    bool animates() const { return kind != StepKind::None; }
    TableMove move() const { return moves.isEmpty() ? TableMove{} : moves.front(); }
    int card() const { return move().card; }
    QVariantList movesList() const;
};
