#pragma once
// What the table shows of one seat's observation, as plain QVariant lists
// for QML: hands as letters (0 = A .. 6 = G), piles bottom first, the
// player aid's rows with their distance from the viewer's hand, and the
// viewer's legal actions sorted into the table's controls.
#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include <vector>

#include "core/action.h"
#include "pandapanda/state.h"

namespace ppview {

// Sorted letters of a hand, e.g. {0, 0, 2, 4}.
QVariantList handLetters(const critter::pp::LetterCounts& hand);
// Per seat: the pile's letters bottom first.
QVariantList piles(const critter::pp::Observation& seen);
// Per seat: a number from a per-seat array.
QVariantList perSeat(const std::array<std::uint8_t, critter::pp::kMaxPlayers>& values, int players);
// Per seat: "none", "pending", "chosen" or "nothing".
QVariantList passStatus(const critter::pp::Observation& seen);
// The winning hands in player-aid order: {name, size, letters: [...]}.
QVariantList winningHands();
// The aid's rows for a hand: {index, changes, missing, extra, near, exact}.
// near: among the closest hands, at most two changes away.
QVariantList aidRows(const critter::pp::LetterCounts& hand, bool known);

// The deciding seat's legal actions, sorted into the table's controls.
struct Controls {
    bool call = false;
    bool drawDeck = false;
    QVariantList discard;   // letters
    QVariantList piles;     // seats whose pile may be drawn
    QVariantList pass;      // letters
};
Controls controls(const std::vector<critter::Action>& legal);

} // namespace ppview
