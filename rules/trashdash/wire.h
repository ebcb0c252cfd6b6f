#pragma once
// Trash Dash on the network wire (issue 32). The host runs the one true
// State and sends each remote seat only what that seat may know, so a hidden
// card (a hand, a Trash card, the decks' order) never leaves the host: a seat
// gets its own observation(seat) and its own view of each event, a spectator
// the public part only. A client holds no full state: it shows the
// observation it was sent, re-drawing a whole table from it with
// State::sampleWorld(observation, rng) where the table code needs one.
//
// The text is compact JSON, one object with a key per Observation field,
// named as the field: seat (-1 for a spectator), pub (Public's fields by
// name), handCounts and holdsTrash (one entry per racer), hand (own Action
// cards: a count per kind, in content order), trash (own Trash card kind,
// -1 none or face down), actionDeckCount, trashDeckCount. In pub: racers
// (one object per racer), actionDiscard / trashDiscard (a count per kind),
// track {tiles, laps, spaces (the loop's space kinds as words)}, tasks (the
// pending steps bottom first; taskCount is their number), mode, circuit,
// phase and task kinds as words; seats and cards as numbers, -1 for none.
// Entries past the racers, the kinds or the tasks are not written (the rules
// always leave them at their defaults). Nothing beyond the Observation is
// sent: no seed, no generator state.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/action.h"
#include "core/wire_split.h"
#include "trashdash/state.h"

namespace critter::td {

// Text longer than this is refused unread (a real observation takes ~2 KiB).
inline constexpr std::size_t kMaxWireBytes = 16u << 10;

// The observation as the host sends it. Deterministic: the same observation
// gives the same bytes (keys sorted, no whitespace), so two observations are
// the same exactly when their texts are.
std::string observationToWire(const Observation& seen);

// The same text in two parts (core/wire_split.h, issue 32), for a host that
// sends a move to every seat: sharedWire writes what every seat sees alike
// with a hole for each value only the seat may see (its seat, Action cards and
// Trash card), ownWire writes those values, in order.
// observationToWire(seen) is the two put together.
void sharedWire(SharedText& shared, const Observation& seen);
void ownWire(OwnValues& own, const Observation& seen);

// The reverse, for text read from the network: never throws, and refuses
// (nullopt, with a short English reason in *error when error is given)
// anything that is not an observation the rules could make: not JSON, not
// an object, a key missing, unknown or of the wrong type, a number out of
// the game's range (racers, seats, characters, card kinds and counts,
// spaces, tokens, points, phases), an array of the wrong length, cards that
// do not add up to the game's 84 Action and 33 Trash cards, or a position a
// full state cannot have (State::checkInvariants of a world sampled from
// it). What it accepts is safe to hand to State::sampleWorld. Round trip:
// observationFromWire(observationToWire(o)) == o for every o the rules make,
// spectator views included.
std::optional<Observation> observationFromWire(std::string_view text, std::string* error = nullptr);

// What a spectator may know, from any seat's observation: seat becomes
// kNoSeat and what only that seat knows is cleared (its own Action cards and
// its own Trash card); every hand's size, who holds a Trash card, the open
// discard piles, the deck counts and all of Public stay, as they are public.
// The same from every seat of one state, and equal to
// state.observation(kNoSeat). State::sampleWorld accepts it (every hand and
// Trash card re-sampled).
Observation spectatorView(const Observation& seen);

// The event as `viewer` may see it (kNoSeat: a spectator), as redactedFor()
// gives it to the app's log and animation: an Action card drawn shows only
// to its drawer (-1 to everyone else), a Trash card drawn only to its drawer
// and never a CPU's (drawn face down). Every Trash Dash event has a public
// side (a card drawn face down still moves), so none is withheld whole; an
// event type this build does not know is (nullopt), since what it would
// reveal cannot be told.
std::optional<Event> eventFor(const Event& event, Seat viewer);

} // namespace critter::td
