#pragma once
// Panda Panda on the network wire (issue 32). The host runs the one true
// State; each remote seat is sent only what that seat may know, so a hidden
// card never leaves the host: a seat gets its own observation(seat) and its
// own view of each event, a spectator the public part only. A client keeps
// no full state: it shows the observation it was sent, re-drawing a whole
// table from it with State::sampleWorld(observation, rng) where the table
// code needs one.
//
// The text is compact JSON, one object with a key per Observation field
// (named as the field), seats and letters as numbers, -1 for "none"
// (kNoSeat, kNoLetter, kNoHand), per-seat arrays one entry per seat of the
// game, a pile as its letters bottom first, a pass status as "none",
// "pending", "chosen" or "nothing". Nothing beyond the Observation is sent:
// no seed, no generator state.
#include <optional>
#include <string>
#include <string_view>

#include "core/wire_split.h"
#include "pandapanda/state.h"

namespace critter::pp {

// Text longer than this is refused unread (a real observation takes ~400 bytes).
inline constexpr std::size_t kMaxWireBytes = 16u << 10;

// The observation as the host sends it. Deterministic: the same observation
// gives the same bytes (keys sorted, no whitespace), so a client or a test
// can compare two by their text.
std::string observationToWire(const Observation& seen);

// The same text in two parts (core/wire_split.h, issue 32), for a host that
// sends a move to every seat: sharedWire writes what every seat sees alike
// with a hole for each value only the seat may see (its seat, hand, chosen
// pass card and the cards it last gave and received), ownWire writes those
// values, in order.
// observationToWire(seen) is the two put together.
void sharedWire(SharedText& shared, const Observation& seen);
void ownWire(OwnValues& own, const Observation& seen);

// The reverse, for text read from the network: never throws, and refuses
// (nullopt, with a short English reason in *error when error is given)
// anything that is not an observation the rules could make: not JSON, not
// an object, a key missing, unknown or of the wrong type, a number out of
// the game's range (players, seats, letters, counts), an array of the wrong
// length, or cards that do not add up to the 32 of the deck. What it accepts
// is safe to hand to State::sampleWorld. Round trip:
// observationFromWire(observationToWire(o)) == o for every o the rules make,
// spectator views included.
std::optional<Observation> observationFromWire(std::string_view text, std::string* error = nullptr);

// What a spectator may know, from any seat's observation: seat becomes
// kNoSeat and what only that seat knows is cleared (its hand, its chosen
// pass card, the cards it last gave and received in an A-pass); hand sizes,
// piles, counts and who has chosen stay, as they are public. The same from
// every seat of one state, and equal to state.observation(kNoSeat).
Observation spectatorView(const Observation& seen);

// The event as `viewer` may see it (kNoSeat, or any value that is not a
// seat: a spectator). A letter hidden from the viewer becomes -1, as
// redactedFor() does for the app's log and animation: a card dealt or drawn
// from the deck (but to its taker), a pass choice (but to its chooser), a
// card passed (but to giver and receiver). Every Panda Panda event has a
// public side (a card moves face down, a seat has chosen), so none is
// withheld whole; only an event type this build does not know is withheld
// (nullopt), since what it would reveal cannot be told.
std::optional<Event> eventFor(const Event& event, Seat viewer);

} // namespace critter::pp
