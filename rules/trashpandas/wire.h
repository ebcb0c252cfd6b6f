#pragma once
// Trash Pandas on the network (issue 32). The host plays the one true game
// and sends each remote seat only what that seat may know, so a hidden card
// never leaves the host: a seat gets its own observation and its own view of
// each event, a spectator the public part only. A client never holds the
// whole state: it shows the observation it is sent (State::sampleWorld makes
// a whole state of it for the table code to draw).
//
// The text is compact JSON, one object: seat (-1 for a spectator), players,
// hand, playable, gainedRolling (TP-13), stashDown (own cards as 8 counts in
// card order), seats (one {hand, down, up} per seat of the game: hand and
// face-down stash counts, face-up stash counts), discard, trash (cards
// left), turn (Turn's fields by name, phases and steal kinds as words, token
// sets as bitmasks, -1 for none), over, revealed and scores (one entry per
// seat, all zero until over). Nothing beyond the Observation is sent: no
// seed, no generator state.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/action.h"
#include "core/wire_split.h"
#include "trashpandas/state.h"

namespace critter::tp {

using Observation = State::Observation;

// Text longer than this is refused unread (a real observation takes ~700 bytes).
inline constexpr std::size_t kMaxWireBytes = 16u << 10;

// An observation as compact JSON text: every field, named keys, nothing else
// (no seed, no generator state). The same observation always gives the same
// bytes, so two observations are the same exactly when their texts are.
// Seats beyond `players` are not written (they are always empty).
std::string observationToWire(const Observation& seen);

// The same text in two parts (core/wire_split.h, issue 32), for a host that
// sends a move to every seat: sharedWire writes what every seat sees alike
// with a hole for each value only the seat may see (its seat, hand, playable
// cards, cards gained rolling and face-down stash), ownWire writes those
// values, in order.
// observationToWire(seen) is the two put together.
void sharedWire(SharedText& shared, const Observation& seen);
void ownWire(OwnValues& own, const Observation& seen);

// The reverse, for text read from the network: never throws, and refuses
// (with a short English reason in *error, when given) anything that is not
// an observation the rules could produce: a wrong type, a missing or unknown
// key, a list of the wrong length, a number out of the game's range (seats,
// card counts, tokens, phases), or counts that do not add up to the deck.
// observationFromWire(observationToWire(o)) == o for every rules' observation,
// the spectator view included. What it accepts is safe to hand to
// State::sampleWorld.
std::optional<Observation> observationFromWire(std::string_view text, std::string* error = nullptr);

// The public part of any seat's observation, what a spectator is sent:
// seat becomes kNoSeat and that seat's own hand, playable cards, cards
// gained while rolling and face-down stash are cleared (every seat's hand
// and stash counts, face-up stashes, the discard pile, the turn and, once
// over, every stash and score stay: they are public). The same from every seat of a state, and
// equal to state.observation(kNoSeat).
Observation spectatorView(const Observation& seen);

// The event as `viewer` may see it (kNoSeat, or any value that is not a
// seat: a spectator). Only CardSeen is private (a hidden card shown to its
// seat): another seat's gets nullopt. Every other event is public as the
// rules emit it: a card moved face down already carries -1 (CardMoved's c),
// so it comes back unchanged, as the table shows it
// (TrashPandasSession::revealsTo, stepFor). An unknown event type is treated
// as private.
std::optional<Event> eventFor(const Event& event, Seat viewer);

} // namespace critter::tp
