#pragma once
// Trash Dash's words for the table: names and texts of our own content
// (docs/trash-dash-content.md) by their ids, translated here (the data files
// hold the English), and the texts of actions and events. The rules' data
// stays the one source of the numbers; only the words live here.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "core/action.h"
#include "trashdash/state.h"

class TdText
{
    Q_DECLARE_TR_FUNCTIONS(TdText)

public:
    // "Move 3", "Move 1 · Attack 2", "Move 2 · Scare 1"
    static QString cardName(int kind);
    static QString trashName(int kind);
    static QString trashText(int kind, bool cpu = false);
    static QString characterName(int character);
    static QString abilityName(int character, int side);
    static QString abilityText(int character, int side);
    static QString cpuText(int character);
    static QString trackName(const QString& trackId);
    static QString spaceName(critter::td::SpaceKind kind);
    static QString spaceHelp(critter::td::SpaceKind kind);
    // 0-based; strength: td::CpuStrength as a number (anything else: Standard).
    static QString cpuFaceName(int face, int strength);
    // A choice on a button; names: the seats' names.
    static QString choiceLabel(const critter::Action& action, const critter::td::Observation& seen,
                               const QStringList& names);
    // One log line for an event (already redacted for the log's reader); empty: not told.
    static QString eventText(const critter::Event& event, const critter::td::Observation& seen,
                             const QStringList& names);
    // For an Attack, Scare or effect that does nothing (blocked, stopped at
    // the Start line, a CPU's aim at nobody): why, in one line; else empty.
    static QString noEffectText(const critter::Event& event, const QStringList& names);
};
