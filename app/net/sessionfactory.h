#pragma once
// A table of any game by its id, for a host that makes tables on request
// (critter-server): the same session classes as the window's tables.
#include <QString>
#include <QVariantList>
#include <QVariantMap>

class TableSession;

namespace net {

// A new session for gameId, configured with the game's options for these
// seats (Trash Dash's track, laps, characters), pacing off (no screen to
// follow). nullptr and why for an unknown game or options it refuses.
TableSession* makeSession(const QString& gameId, const QVariantMap& options, const QVariantList& seats, QString* why);

} // namespace net
