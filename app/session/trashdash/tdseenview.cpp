#include "tdseenview.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

using critter::Event;
namespace td = critter::td;

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
bool isSeat(const td::Observation& o, int seat) { return seat >= 0 && seat < o.pub.players; }
template <typename T>
void add(T& v, int delta) { v = static_cast<T>(std::max(0, int(v) + delta)); }

// A card leaves a seat's hand (played, dashed, discarded): its count drops,
// and the viewer's own hand loses that card; it lands on the discard pile.
void fromHand(td::Observation& o, int seat, int kind, bool toDiscard = true)
{
    if (!isSeat(o, seat) || kind < 0)
        return;
    add(o.handCounts[at(seat)], -1);
    if (seat == o.seat)
        add(o.hand[at(kind)], -1);
    if (toDiscard)
        add(o.pub.actionDiscard[at(kind)], 1);
}
} // namespace

void tdview::advanceSeen(td::Observation& o, const Event& e)
{
    using E = td::EventType;
    switch (static_cast<E>(e.type)) {
    case E::TurnStarted:
        if (!isSeat(o, e.seat))
            return;
        o.pub.turn = e.seat;
        o.pub.deciding = e.seat;
        o.pub.turnNumber = e.a;
        o.pub.moveBonus = 0;
        o.pub.dashDie = 0;
        o.pub.cpuFace = -1;
        o.pub.racers[at(e.seat)].invincible = false;   // "until its next turn"
        return;
    case E::CardDrawn:
        if (!isSeat(o, e.seat))
            return;
        add(o.handCounts[at(e.seat)], 1);
        if (e.seat == o.seat && e.a >= 0)
            add(o.hand[at(e.a)], 1);
        o.actionDeckCount = std::max(0, o.actionDeckCount - 1);
        return;
    case E::CardPlayed: fromHand(o, e.seat, e.a); return;
    case E::DashPlayed:
        fromHand(o, e.seat, e.a);
        fromHand(o, e.seat, e.b);
        return;
    case E::CardDiscarded:
        if (e.seat < 0) {   // the deck's top (a Scare on a CPU)
            o.actionDeckCount = std::max(0, o.actionDeckCount - 1);
            if (e.a >= 0)
                add(o.pub.actionDiscard[at(e.a)], 1);
            return;
        }
        fromHand(o, e.seat, e.a);
        return;
    case E::TrashDrawn:
        if (!isSeat(o, e.seat))
            return;
        o.holdsTrash[at(e.seat)] = true;
        if (e.seat == o.seat)
            o.trash = static_cast<std::int8_t>(e.a);
        o.trashDeckCount = std::max(0, o.trashDeckCount - 1);
        return;
    case E::TrashPlayed:
    case E::TrashDropped:
        if (!isSeat(o, e.seat))
            return;
        o.holdsTrash[at(e.seat)] = false;
        if (e.seat == o.seat)
            o.trash = -1;
        if (e.a >= 0)
            add(o.pub.trashDiscard[at(e.a)], 1);
        return;
    case E::TokenSpent:
        if (!isSeat(o, e.seat))
            return;
        add(o.pub.racers[at(e.seat)].tokens, -1);
        add(o.pub.tokenSupply, 1);
        return;
    case E::TokensGained:
        if (!isSeat(o, e.seat))
            return;
        add(o.pub.racers[at(e.seat)].tokens, e.a);
        add(o.pub.tokenSupply, -e.a);
        return;
    case E::Stepped:
        if (isSeat(o, e.seat))
            add(o.pub.racers[at(e.seat)].progress, e.c);
        return;
    case E::RaceStarted:   // a new race: every pawn back on the Start line
        for (int r = 0; r < o.pub.players; ++r) {
            o.pub.racers[at(r)].progress = 0;
            o.pub.racers[at(r)].invincible = false;
        }
        return;
    case E::Invincible:
        if (isSeat(o, e.seat))
            o.pub.racers[at(e.seat)].invincible = true;
        return;
    case E::Reshuffled:
        if (e.a == 0) {
            o.actionDeckCount = e.b;
            o.pub.actionDiscard.fill(0);
        } else {
            o.trashDeckCount = e.b;
            o.pub.trashDiscard.fill(0);
        }
        return;
    default: return;
    }
}
