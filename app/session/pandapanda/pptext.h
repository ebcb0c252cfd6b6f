#pragma once
// Panda Panda events as one translated line each, for the game log and the
// "what the bot just did" line. The caller redacts the event first
// (pp::redactedFor), so a letter the reader may not see is never named.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "core/action.h"

class PpText
{
    Q_DECLARE_TR_FUNCTIONS(PpText)

public:
    // "an A", "a B" ... or "a card" for a hidden letter (-1).
    static QString card(int letter);
    // The bare letter "A".."G", or "?".
    static QString letter(int letter);
    // names: one per seat. Empty when the event is not worth a log line.
    static QString describe(const critter::Event& event, const QStringList& names, bool noCardPassed);
    // A move seat could make, as a short instruction ("Discard an A").
    static QString choiceLabel(const critter::Action& action, int seat, const QStringList& names);
};
