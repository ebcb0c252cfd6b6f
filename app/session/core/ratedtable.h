#pragma once
// Which tables can be rated (docs/ratings.md) and how a rated table's bots
// are set: exactly one person at this screen against bots, nobody over the
// network (CPU racers may race along; they are not rated against). The
// session applies it when a rated game is dealt; Setup asks the same rule
// through Statistics, so the switch and the table agree.
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

#include "seatmodel.h"

namespace ratedtable {

// The seat of the one person at a table that can be rated, or -1.
int personSeat(const std::vector<SeatSpec>& seats);
// Every bot seat plays at level.
void setBotLevels(std::vector<SeatSpec>& seats, const QString& level);

// A rated game left unfinished stays rated when it is continued: its
// autosave has a mark beside it, <autosave>.rated, holding the deal's seed
// (the game file itself does not say a game was rated). rated false, or no
// autosave path, removes the mark.
void markRated(const QString& autosavePath, std::uint64_t seed, bool rated);
// The autosave's game (its text) is the one the mark was written for.
bool markedRated(const QString& autosavePath, const std::string& gameText);

} // namespace ratedtable
