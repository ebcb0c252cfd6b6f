#pragma once
// Trash Pandas words for the table: translated card and token names, what
// each one does (for hover and focus), and one readable line per event and
// per action for the game log and the bot's "what it did" line.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "trashpandas/state.h"

class TpText
{
    Q_DECLARE_TR_FUNCTIONS(TpText)

public:
    static QString cardName(critter::tp::Card card);
    static QString cardHelp(critter::tp::Card card);
    static QString tokenName(critter::tp::Token token);
    static QString tokenHelp(critter::tp::Token token);
    static QString placeName(int place); // "1st", "2nd" ...

    // One public log line for an event, or empty when nothing is worth a
    // line (private CardSeen events never are). names: the seats' names.
    static QString eventText(const critter::Event& event, const QStringList& names);
    // A hidden move told to a seat that saw the card (CardSeen): which card.
    static QString seenMoveText(const critter::Event& moved, int card, const QStringList& names);
    // A short line saying what a seat did (the bot line, button labels).
    static QString actionText(const critter::Action& action, int seat, const QStringList& names);
    // "plays MMM Pie!." becomes "plays MMM Pie!".
    static QString tidy(QString line);
    // The label of a button that makes this action for the deciding seat.
    static QString choiceLabel(const critter::Action& action, const critter::tp::State::Observation& seen,
                               const QStringList& names);

private:
    static QString eventLine(const critter::Event& event, const QStringList& names);
    static QString actionLine(const critter::Action& action, int seat, const QStringList& names);
};
