// Readable events and states (describe.h). Texts use the content's names so
// a replay reads like the table talk: "Player 1 plays Move 2, Attack 1 at
// Player 3", "Player 3 is pushed back 1 space".
#include "trashdash/describe.h"

#include <algorithm>
#include <array>
#include <sstream>

#include "trashdash/state.h"

namespace critter::td {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }

std::string player(Seat seat) { return "Player " + std::to_string(seat + 1); }

std::string plural(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "Move 2, Attack 1"; "a card" when hidden.
std::string actionCard(int kind)
{
    const auto& cards = content().actionCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return "a card";
    const ActionCardKind& k = cards[at(kind)];
    std::string text = "Move " + std::to_string(k.move);
    if (k.attack > 0)
        text += ", Attack " + std::to_string(k.attack);
    if (k.scare > 0)
        text += ", Scare " + std::to_string(k.scare);
    return text;
}

std::string trashCard(int kind)
{
    const auto& cards = content().trashCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return "a Trash card";
    return cards[at(kind)].name;
}

std::string cpuFace(int face, int strength)
{
    if (face < 0 || face >= kDieFaces)
        return "?";
    const int k = strength > 0 && strength < kCpuStrengths ? strength : 0;
    const CpuEffect& e = content().cpuDice[at(k)][at(face)];
    if (e.paw)
        return "the paw";
    std::string text = "Move " + std::to_string(e.move);
    if (e.attack > 0)
        text += ", Attack " + std::to_string(e.attack);
    if (e.scare > 0)
        text += ", Scare " + std::to_string(e.scare);
    return text;
}

std::string discardReason(int why)
{
    switch (static_cast<DiscardReason>(why)) {
    case DiscardReason::Reroll: return "to reroll";
    case DiscardReason::Recycle: return "at the Recycle Bin";
    case DiscardReason::Rummage: return "to Rummage";
    case DiscardReason::Scared: return "(scared)";
    case DiscardReason::Hissed: return "(hissed at)";
    }
    return "";
}

std::string spaceName(SpaceKind kind)
{
    switch (kind) {
    case SpaceKind::Plain: return "";
    case SpaceKind::TrashCan: return "Trash Can";
    case SpaceKind::RecycleBin: return "Recycle Bin";
    case SpaceKind::Spill: return "Spill";
    case SpaceKind::Box: return "Big Ol' Box";
    }
    return "";
}

std::string winnersOf(int mask)
{
    std::string text;
    for (Seat s = 0; s < kMaxRacers; ++s) {
        if ((mask & (1 << s)) == 0)
            continue;
        text += (text.empty() ? "" : " and ") + player(s);
    }
    return text.empty() ? "nobody" : text;
}

template <std::size_t N>
int countOf(const std::array<std::uint8_t, N>& counts)
{
    int n = 0;
    for (auto k : counts)
        n += k;
    return n;
}

std::string asked(Phase phase)
{
    switch (phase) {
    case Phase::Running: return "the rules to run on";
    case Phase::Choose: return "to choose Go, Trash, Dash or Rest";
    case Phase::AfterTrash: return "to play an Action card after the Trash card";
    case Phase::DashRoll: return "to keep or reroll the Dash die";
    case Phase::TokenReroll: return "to spend a Reroll token on the CPU's roll or not";
    case Phase::TrashCan: return "to swap or keep the Trash card";
    case Phase::Recycle: return "to discard an Action card at the Recycle Bin";
    case Phase::SearchBin: return "to recycle or search the bin";
    case Phase::Hiss: return "to Hiss at another opponent or not";
    case Phase::Rummage: return "to Rummage or not";
    case Phase::ChooseSide: return "to choose a side for the next race";
    case Phase::Over: return "";
    }
    return "";
}

} // namespace

std::string describeEvent(const Event& raw, Seat viewer)
{
    const Event e = redactedFor(raw, viewer);
    const std::string who = player(e.seat);
    switch (static_cast<EventType>(e.type)) {
    case EventType::RaceStarted:
        return "Race " + std::to_string(e.a) + " starts: " + plural(e.c, "lap", "laps") + " of " +
            plural(e.b, "space", "spaces") + "; " + who + " goes first";
    case EventType::TurnStarted: return "Turn " + std::to_string(e.a) + ": " + who;
    case EventType::CardDrawn: return who + " draws " + (e.a >= 0 ? actionCard(e.a) : "a card");
    case EventType::CardPlayed:
        return who + " plays " + actionCard(e.a) + (e.b >= 0 ? " at " + player(e.b) : "");
    case EventType::DashPlayed: return who + " Dashes with " + actionCard(e.a) + " and " + actionCard(e.b);
    case EventType::CardDiscarded:
        if (e.seat == kNoSeat)
            return "The Action deck's top card, " + actionCard(e.a) + ", is discarded";
        return who + " discards " + actionCard(e.a) + " " + discardReason(e.b);
    case EventType::TrashDrawn:
        return who + (e.b == 1 ? " draws a Trash card face down" : " draws " + trashCard(e.a));
    case EventType::TrashPlayed: return who + " plays " + trashCard(e.a) + (e.b >= 0 ? " at " + player(e.b) : "");
    case EventType::TrashDropped: return who + " drops " + trashCard(e.a) + " to draw another";
    case EventType::Rested: return who + " rests";
    case EventType::DashRolled: return who + (e.b == 1 ? " rerolls the Dash die: " : " rolls the Dash die: ") + std::to_string(e.a);
    case EventType::CpuRolled:
        return who + (e.b == 1 ? " rerolls the CPU die: " : " rolls the CPU die: ") + cpuFace(e.a, e.c);
    case EventType::TokenSpent: return who + " spends a Reroll token on " + player(e.a) + "'s roll";
    case EventType::TokensGained: return who + " takes " + plural(e.a, "Reroll token", "Reroll tokens");
    case EventType::Stepped:
        return who + (e.c > 0 ? " moves to space " : " is pushed back to space ") + std::to_string(e.b);
    case EventType::SpillSlid: return who + " slides on the Spill at space " + std::to_string(e.a);
    case EventType::LapCompleted: return who + " completes lap " + std::to_string(e.a);
    case EventType::Attacked:
        return who + " Attacks " + player(e.a) + ": back " + plural(e.b, "space", "spaces") +
            (e.c >= 0 && e.c < e.b ? ", stopped at the Start line after " + plural(e.c, "space", "spaces") : "");
    case EventType::Scared:
        return who + " Scares " + player(e.a) + ": " + plural(e.b, "card", "cards") + " discarded";
    case EventType::Blocked:
        return who + "'s effect on " + player(e.a) + " is blocked" +
            (e.b == static_cast<int>(BlockReason::Box) ? " by a Big Ol' Box" : "");
    case EventType::Invincible: return who + " cannot be affected until their next turn";
    case EventType::Reshuffled:
        return std::string(e.a == 0 ? "The Action" : "The Trash") + " discard pile is shuffled into a new deck of " +
            plural(e.b, "card", "cards");
    case EventType::SideChosen: return who + " takes side " + (e.a == 1 ? "B" : "A") + " for the next race";
    case EventType::RaceWon: return who + " wins race " + std::to_string(e.a) + "!";
    case EventType::RaceScored:
        return who + " places " + std::to_string(e.b) + " and scores " + plural(e.a, "point", "points");
    case EventType::GameOver: return "Game over: " + winnersOf(e.a) + (e.a & (e.a - 1) ? " win" : " wins");
    case EventType::NoTarget: {
        const char* what = e.c == 1 ? "'s Scare" : "'s Attack";
        switch (static_cast<NoTargetReason>(e.a)) {
        case NoTargetReason::FirstShared: return who + what + " has no target: first place is shared";
        case NoTargetReason::CpuLeads: return who + what + " has no target: it is in first place itself";
        case NoTargetReason::LeaderOnBox: return who + what + " has no effect: " + player(e.b) + " is on a Big Ol' Box";
        case NoTargetReason::LeaderUntouchable: return who + what + " has no effect: " + player(e.b) + " cannot be affected";
        }
        return who + what + " has no target";
    }
    case EventType::Count: break;
    }
    return "Event " + std::to_string(e.type) + " of " + who;
}

std::string describeState(const State& state)
{
    const Public& p = state.pub();
    const Content& c = content();
    std::ostringstream out;
    const bool known = p.trackIndex >= 0 && p.trackIndex < static_cast<int>(c.tracks.size());
    out << (known ? c.tracks[at(p.trackIndex)].name : std::string("Custom track"));
    out << ", race " << (p.race + 1) << " of " << (p.mode == Mode::Tournament ? kRaces : 1) << ", "
        << plural(p.track.laps, "lap", "laps") << " of " << plural(p.length(), "space", "spaces") << "; ";
    if (state.isOver()) {
        std::string names;
        for (Seat w : state.winners())
            names += (names.empty() ? "" : " and ") + player(w);
        out << "over, " << names << (state.winners().size() > 1 ? " win" : " wins");
    } else {
        out << player(p.deciding) << " " << asked(p.phase);
    }
    out << "\n";
    for (Seat r = 0; r < p.players; ++r) {
        const RacerView& v = p.racers[at(r)];
        const Character& ch = c.characters[at(v.character)];
        out << player(r) << ": " << ch.name;
        if (v.cpu)
            out << " (CPU)";
        else
            out << " (" << (v.side == 1 ? "B" : "A") << ": " << ch.sides[at(v.side)].name << ")";
        const int space = p.space(r);
        const std::string kind = spaceName(p.track.at(space));
        if (v.progress >= p.track.finish()) {
            out << ", finished";
        } else {
            out << ", lap " << (p.laps(r) + 1) << ", space " << space;
            if (!kind.empty())
                out << " (" << kind << ")";
        }
        out << ", rank " << p.rank(r);
        if (!v.cpu) {
            out << ", hand";
            const Hand& h = state.hand(r);
            bool any = false;
            for (std::size_t k = 0; k < c.actionCards.size(); ++k)
                for (int n = 0; n < h[k]; ++n, any = true)
                    out << " " << c.actionCards[k].id;
            if (!any)
                out << " empty";
        }
        if (state.trash(r) >= 0)
            out << ", trash " << trashCard(state.trash(r));
        if (v.tokens > 0)
            out << ", " << plural(v.tokens, "token", "tokens");
        if (v.invincible)
            out << ", invincible";
        if (p.mode == Mode::Tournament || state.isOver())
            out << ", " << plural(v.points, "point", "points");
        out << "\n";
    }
    out << "Action deck " << state.actionDeckCount() << ", discard " << countOf(p.actionDiscard)
        << "; Trash deck " << state.trashDeckCount() << ", discard " << countOf(p.trashDiscard)
        << "; Reroll tokens " << int(p.tokenSupply) << "\n";
    return out.str();
}

} // namespace critter::td
