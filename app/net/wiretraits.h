#pragma once
// Each game's network wire (rules/<game>/wire.h) under one name, so the
// session core, the host and critter-cli's network bot reach it the same
// way: what a seat may know as JSON text and back (whole, or in the two
// parts of core/wire_split.h: what every seat sees alike, then a seat's own
// values), the spectators' view, and an event as a seat may see it.
#include <optional>
#include <string>
#include <string_view>

#include "pandapanda/wire.h"
#include "trashdash/wire.h"
#include "trashpandas/wire.h"

namespace critter {

template <class S>
struct WireTraits;

// The three games name their wire functions alike; one specialisation each.
#define CRITTER_WIRE(STATE, NS)                                                                           \
    template <>                                                                                           \
    struct WireTraits<STATE> {                                                                            \
        using Observation = STATE::Observation;                                                           \
        static std::string write(const Observation& seen) { return NS::observationToWire(seen); }         \
        static void writeShared(SharedText& shared, const Observation& seen) { NS::sharedWire(shared, seen); } \
        static void writeOwn(OwnValues& own, const Observation& seen) { NS::ownWire(own, seen); }         \
        static std::optional<Observation> read(std::string_view text, std::string* error)                 \
        {                                                                                                 \
            return NS::observationFromWire(text, error);                                                  \
        }                                                                                                 \
        static Observation spectator(const Observation& seen) { return NS::spectatorView(seen); }         \
        static std::optional<Event> eventFor(const Event& event, Seat viewer) { return NS::eventFor(event, viewer); } \
    };

CRITTER_WIRE(tp::State, tp)
CRITTER_WIRE(pp::State, pp)
CRITTER_WIRE(td::State, td)
#undef CRITTER_WIRE

template <class S>
concept HasWire = requires { typename WireTraits<S>::Observation; };

} // namespace critter
