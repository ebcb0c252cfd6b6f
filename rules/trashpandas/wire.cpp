// Trash Pandas' observation as JSON text and back, the spectator's view and
// the events as a seat may see them (wire.h). The reader trusts nothing: each
// number is checked against the game's range and the cards must add up to
// the deck, so what it accepts can be handed to State::sampleWorld.
#include "trashpandas/wire.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "core/json_write.h"
#include "trashpandas/scoring.h"

namespace critter::tp {
namespace {

using nlohmann::json;

std::size_t at(int n) { return static_cast<std::size_t>(n); }

constexpr std::array<const char*, 8> kPhaseWords{"roll", "rolled", "busting", "yumyum",
                                                 "resolve", "steal", "mask", "over"};
constexpr std::array<const char*, 3> kStealWords{"hand", "stashUp", "stashDown"};
static_assert(static_cast<std::size_t>(Phase::Over) + 1 == kPhaseWords.size());
static_assert(static_cast<std::size_t>(StealKind::StashDown) + 1 == kStealWords.size());

// The places of the per-seat entries, named in a refusal.
constexpr std::array<std::array<const char*, 4>, kMaxPlayers> kSeatPaths{{
    {"seats[0]", "seats[0].hand", "seats[0].down", "seats[0].up"},
    {"seats[1]", "seats[1].hand", "seats[1].down", "seats[1].up"},
    {"seats[2]", "seats[2].hand", "seats[2].down", "seats[2].up"},
    {"seats[3]", "seats[3].hand", "seats[3].down", "seats[3].up"},
}};
constexpr std::array<const char*, kMaxPlayers> kRevealedPaths{"revealed[0]", "revealed[1]", "revealed[2]",
                                                              "revealed[3]"};
static_assert(kMaxPlayers == 4, "one path per seat above");

// Far beyond any game's turns; a larger number is not a real turn.
constexpr int kMaxTurnNumber = 1'000'000;

// ---- writing ----

void counts(JsonText& out, std::string_view key, const Counts& counts)
{
    out.key(key).numbers(counts, counts.size());
}

const char* phaseWord(Phase phase)
{
    const auto i = static_cast<std::size_t>(phase);
    return i < kPhaseWords.size() ? kPhaseWords[i] : "?";
}

const char* stealWord(StealKind kind)
{
    const auto i = static_cast<std::size_t>(static_cast<std::uint8_t>(kind));
    return i < kStealWords.size() ? kStealWords[i] : "?";
}

// Keys in sorted order (json_write.h).
void turnText(JsonText& out, const Turn& t)
{
    out.openObject()
        .field("active", static_cast<int>(t.active))
        .field("bonus", t.bonus)
        .field("bonusEarned", t.bonusEarned)
        .field("die", static_cast<int>(t.die))
        .field("done", static_cast<int>(t.done))
        .field("endTriggered", t.endTriggered)
        .field("extra", static_cast<int>(t.extra))
        .field("held", static_cast<int>(t.held))
        .field("maskCard", static_cast<int>(t.maskCard))
        .field("maskStashed", static_cast<int>(t.maskStashed))
        .field("number", t.number)
        .field("phase", phaseWord(t.phase))
        .field("pied", static_cast<int>(t.pied))
        .field("reactor", static_cast<int>(t.reactor))
        .field("resume", phaseWord(t.resume))
        .field("stealCard", static_cast<int>(t.stealCard))
        .field("stealKind", stealWord(t.stealKind))
        .field("thief", static_cast<int>(t.thief))
        .field("victim", static_cast<int>(t.victim))
        .closeObject();
}

// ---- reading ----

// Reads one document, keeping the first reason it was refused for. A place
// in the document is named by a path and, for a list's entry, its index; the
// words are put together only for a refusal.
class Reader {
public:
    std::string why;

    bool fail(std::string reason)
    {
        if (why.empty())
            why = std::move(reason);
        return false;
    }

    static std::string name(std::string_view where, int index)
    {
        std::string out(where);
        if (index >= 0)
            out += "[" + std::to_string(index) + "]";
        return out;
    }

    // Only these keys, each present.
    bool keys(const json& object, std::string_view where, std::initializer_list<const char*> names)
    {
        if (!object.is_object())
            return fail(std::string(where) + ": must be an object");
        for (const char* key : names)
            if (!object.contains(key))
                return fail(std::string(where) + ": the key '" + key + "' is missing");
        if (object.size() != names.size())
            for (auto it = object.begin(); it != object.end(); ++it)
                if (std::find_if(names.begin(), names.end(), [&it](const char* n) { return it.key() == n; }) ==
                    names.end())
                    return fail(std::string(where) + ": unknown key '" + it.key().substr(0, 40) + "'");
        return true;
    }

    bool integer(const json& value, std::string_view where, int index, int lo, int hi, int& out)
    {
        if (!value.is_number_integer())
            return fail(name(where, index) + ": must be a whole number");
        bool inRange = false;
        std::string shown;
        if (value.is_number_unsigned()) {
            const auto n = value.get<std::uint64_t>();
            inRange = hi >= 0 && n <= static_cast<std::uint64_t>(hi) && static_cast<long long>(n) >= lo;
            if (!inRange)
                shown = std::to_string(n);
        } else {
            const auto n = value.get<std::int64_t>();
            inRange = n >= lo && n <= hi;
            if (!inRange)
                shown = std::to_string(n);
        }
        if (!inRange)
            return fail(name(where, index) + ": " + shown + " is out of range " + std::to_string(lo) + ".." +
                        std::to_string(hi));
        out = static_cast<int>(value.get<std::int64_t>());
        return true;
    }
    bool integer(const json& value, std::string_view where, int lo, int hi, int& out)
    {
        return integer(value, where, -1, lo, hi, out);
    }

    template <class T>
    bool small(const json& value, std::string_view where, int index, int lo, int hi, T& out)
    {
        int n = 0;
        if (!integer(value, where, index, lo, hi, n))
            return false;
        out = static_cast<T>(n);
        return true;
    }
    template <class T>
    bool small(const json& value, std::string_view where, int lo, int hi, T& out)
    {
        return small(value, where, -1, lo, hi, out);
    }

    bool boolean(const json& value, std::string_view where, bool& out)
    {
        if (!value.is_boolean())
            return fail(std::string(where) + ": must be true or false");
        out = value.get<bool>();
        return true;
    }

    bool list(const json& value, std::string_view where, std::size_t size)
    {
        if (!value.is_array())
            return fail(std::string(where) + ": must be a list");
        if (value.size() != size)
            return fail(std::string(where) + ": must hold " + std::to_string(size) + " entries, not " +
                        std::to_string(value.size()));
        return true;
    }

    // Eight counts in card order, each at most the deck's copies of the card.
    bool counts(const json& value, std::string_view where, Counts& out)
    {
        if (!list(value, where, kCardTypes))
            return false;
        for (int t = 0; t < kCardTypes; ++t)
            if (!small(value[at(t)], where, t, 0, cardInfo(static_cast<Card>(t)).copies, out[at(t)]))
                return false;
        return true;
    }

    // A seat of the game, or -1 for none.
    bool seatOrNone(const json& value, std::string_view where, int players, std::int8_t& out)
    {
        return small(value, where, -1, players - 1, out);
    }

    bool word(const json& value, std::string_view where, const auto& words, int& out)
    {
        if (!value.is_string())
            return fail(std::string(where) + ": must be a word");
        const std::string& text = value.get_ref<const std::string&>();
        for (std::size_t i = 0; i < words.size(); ++i)
            if (text == words[i]) {
                out = static_cast<int>(i);
                return true;
            }
        return fail(std::string(where) + ": unknown value '" + text.substr(0, 40) + "'");
    }

    bool phase(const json& value, std::string_view where, Phase& out)
    {
        int i = 0;
        if (!word(value, where, kPhaseWords, i))
            return false;
        out = static_cast<Phase>(i);
        return true;
    }

    bool turn(const json& v, int players, Turn& t)
    {
        if (!keys(v, "turn",
                  {"phase", "resume", "active", "reactor", "die", "held", "done", "pied", "extra", "bonus",
                   "bonusEarned", "endTriggered", "maskCard", "maskStashed", "thief", "victim", "stealKind",
                   "stealCard", "number"}))
            return false;
        int steal = 0;
        const bool read = phase(v["phase"], "turn.phase", t.phase) && phase(v["resume"], "turn.resume", t.resume) &&
            small(v["active"], "turn.active", 0, players - 1, t.active) &&
            seatOrNone(v["reactor"], "turn.reactor", players, t.reactor) &&
            small(v["die"], "turn.die", 0, kDieFaces, t.die) &&
            small(v["held"], "turn.held", 0, kAllTokens, t.held) &&
            small(v["done"], "turn.done", 0, kAllTokens, t.done) &&
            small(v["pied"], "turn.pied", 0, kAllTokens, t.pied) &&
            small(v["extra"], "turn.extra", 0, kAllTokens, t.extra) &&
            boolean(v["bonus"], "turn.bonus", t.bonus) &&
            boolean(v["bonusEarned"], "turn.bonusEarned", t.bonusEarned) &&
            boolean(v["endTriggered"], "turn.endTriggered", t.endTriggered) &&
            small(v["maskCard"], "turn.maskCard", -1, kCardTypes - 1, t.maskCard) &&
            small(v["maskStashed"], "turn.maskStashed", 0, players - 1, t.maskStashed) &&
            seatOrNone(v["thief"], "turn.thief", players, t.thief) &&
            seatOrNone(v["victim"], "turn.victim", players, t.victim) &&
            word(v["stealKind"], "turn.stealKind", kStealWords, steal) &&
            small(v["stealCard"], "turn.stealCard", -1, kCardTypes - 1, t.stealCard) &&
            integer(v["number"], "turn.number", 1, kMaxTurnNumber, t.number);
        if (!read)
            return false;
        t.stealKind = static_cast<StealKind>(steal);
        return turnHolds(t, players);
    }

    // What the rules keep true of a turn (State::checkInvariants), so that a
    // world sampled from it is one the rules can play on.
    bool turnHolds(const Turn& t, int players)
    {
        if ((t.held & t.done) != 0)
            return fail("turn: a token is both held and resolved");
        if ((t.extra & ~(t.held & t.pied)) != 0)
            return fail("turn: a second resolution is owed for a token without a Pie");
        if ((t.pied & ~(t.held | t.done)) != 0)
            return fail("turn: a Pie sits on a token not taken");
        const bool rolling =
            t.phase == Phase::Roll || t.phase == Phase::Rolled || t.phase == Phase::Busting || t.phase == Phase::YumYum;
        if (rolling && (t.done != 0 || t.pied != 0))
            return fail("turn: tokens resolved while still rolling");
        const int recycled = (t.done & tokenBit(Token::Recycle)) ? 1 : 0;
        if (t.bonus && tokenCount(static_cast<std::uint8_t>(t.held | t.done)) > 3 + recycled)
            return fail("turn: more than three tokens in the bonus roll");
        if (t.phase == Phase::Busting && t.die == 0)
            return fail("turn: a bust without a die");
        if (t.phase == Phase::Over)
            return true;
        const Seat deciding = t.deciding();
        if (deciding < 0 || deciding >= players)
            return fail("turn: nobody is asked");
        if ((t.phase == Phase::YumYum || t.phase == Phase::Mask) && deciding == t.active)
            return fail("turn: the active player is asked to react to itself");
        if (t.phase == Phase::Steal) {
            if (t.thief < 0 || t.thief == t.victim)
                return fail("turn: a steal without a thief, or from the thief itself");
            if ((t.stealKind == StealKind::StashUp) != (t.stealCard >= 0))
                return fail("turn: a steal's card does not match its kind");
            if (t.resume == Phase::Steal || t.resume == Phase::Over)
                return fail("turn: a steal cannot resume there");
        }
        if (t.phase == Phase::Mask && t.maskCard < 0)
            return fail("turn: a Mask without its revealed card");
        return true;
    }

    bool observation(const json& doc, Observation& o)
    {
        if (!doc.is_object())
            return fail("not an object");
        if (!keys(doc, "observation",
                  {"seat", "players", "hand", "playable", "gainedRolling", "stashDown", "seats", "discard", "trash",
                   "turn", "over", "revealed", "scores"}))
            return false;
        if (!integer(doc["players"], "players", kMinPlayers, kMaxPlayers, o.players))
            return false;
        const int players = o.players;
        const auto n = at(players);
        if (!integer(doc["seat"], "seat", kNoSeat, players - 1, o.seat) || !counts(doc["hand"], "hand", o.hand) ||
            !counts(doc["playable"], "playable", o.playable) ||
            !counts(doc["gainedRolling"], "gainedRolling", o.gainedRolling) ||
            !counts(doc["stashDown"], "stashDown", o.stashDown) ||
            !counts(doc["discard"], "discard", o.discard) ||
            !integer(doc["trash"], "trash", 0, kDeckSize, o.trashCount) || !turn(doc["turn"], players, o.turn) ||
            !boolean(doc["over"], "over", o.over))
            return false;
        const json& seats = doc["seats"];
        if (!list(seats, "seats", n))
            return false;
        for (std::size_t p = 0; p < n; ++p) {
            State::SeatView& view = o.seats[p];
            const json& seat = seats[p];
            if (!keys(seat, kSeatPaths[p][0], {"hand", "down", "up"}) ||
                !small(seat["hand"], kSeatPaths[p][1], 0, kDeckSize, view.handCount) ||
                !small(seat["down"], kSeatPaths[p][2], 0, kDeckSize, view.stashDownCount) ||
                !counts(seat["up"], kSeatPaths[p][3], view.stashUp))
                return false;
        }
        const json& revealed = doc["revealed"];
        const json& scores = doc["scores"];
        if (!list(revealed, "revealed", n) || !list(scores, "scores", n))
            return false;
        for (std::size_t p = 0; p < n; ++p)
            if (!counts(revealed[p], kRevealedPaths[p], o.revealed[p]) ||
                !integer(scores[p], "scores", static_cast<int>(p), 0, 1000, o.scores[p]))
                return false;
        return holds(o);
    }

    // The cards add up to the deck, the seat's own cards agree with its
    // counts, and what is shown only at the end is shown exactly then.
    bool holds(const Observation& o)
    {
        const auto n = at(o.players);
        if (o.over != (o.turn.phase == Phase::Over))
            return fail("over: disagrees with the turn's phase");
        const Counts none{};
        if (o.seat == kNoSeat) {
            if (o.hand != none || o.playable != none || o.gainedRolling != none || o.stashDown != none)
                return fail("a spectator holds no cards of its own");
        } else {
            const State::SeatView& mine = o.seats[at(o.seat)];
            if (total(o.hand) != mine.handCount)
                return fail("hand: not as many cards as seats[" + std::to_string(o.seat) + "].hand");
            if (total(o.stashDown) != mine.stashDownCount)
                return fail("stashDown: not as many cards as seats[" + std::to_string(o.seat) + "].down");
            for (std::size_t t = 0; t < kCardTypes; ++t)
                if (o.playable[t] > o.hand[t] || (o.seat != o.turn.active && o.playable[t] != o.hand[t]))
                    return fail("playable: not the cards of the hand");
            // TP-13: only the active seat, still rolling, holds cards that
            // will lock, and they are playable until then.
            if (o.gainedRolling != none && (o.seat != o.turn.active || o.turn.resolvingStarted()))
                return fail("gainedRolling: only the active seat's, before resolving starts");
            for (std::size_t t = 0; t < kCardTypes; ++t)
                if (o.gainedRolling[t] > o.playable[t])
                    return fail("gainedRolling: not among the playable cards");
        }
        // Every card once: each kind seen at most as often as the deck has it,
        // and all places together hold the whole deck.
        int cards = o.trashCount + total(o.discard);
        std::array<int, kCardTypes> seen{};
        for (std::size_t t = 0; t < kCardTypes; ++t)
            seen[t] = o.hand[t] + o.stashDown[t] + o.discard[t];
        for (std::size_t p = 0; p < n; ++p) {
            const State::SeatView& view = o.seats[p];
            cards += view.handCount + view.stashDownCount + total(view.stashUp);
            for (std::size_t t = 0; t < kCardTypes; ++t)
                seen[t] += view.stashUp[t] + (o.over && p != at(o.seat) ? o.revealed[p][t] : 0);
        }
        if (cards != kDeckSize)
            return fail("the cards add up to " + std::to_string(cards) + ", not the deck's " +
                        std::to_string(kDeckSize));
        for (int t = 0; t < kCardTypes; ++t)
            if (seen[at(t)] > cardInfo(static_cast<Card>(t)).copies)
                return fail(std::string("more ") + std::string(cardInfo(static_cast<Card>(t)).id) +
                            " cards shown than the deck has");
        if (!o.over) {
            for (std::size_t p = 0; p < n; ++p)
                if (o.revealed[p] != none || o.scores[p] != 0)
                    return fail("revealed, scores: shown before the end");
            return true;
        }
        std::array<Counts, kMaxPlayers> stashes{};
        for (std::size_t p = 0; p < n; ++p) {
            if (total(o.revealed[p]) != o.seats[p].stashDownCount)
                return fail("revealed[" + std::to_string(p) + "]: not as many cards as seats[" +
                            std::to_string(p) + "].down");
            for (std::size_t t = 0; t < kCardTypes; ++t)
                stashes[p][t] = static_cast<std::uint8_t>(o.revealed[p][t] + o.seats[p].stashUp[t]);
        }
        if (o.seat != kNoSeat && o.revealed[at(o.seat)] != o.stashDown)
            return fail("revealed: the seat's own stash differs from stashDown");
        const ScoreBreakdown scored = scoreStashes(stashes, o.players);
        for (std::size_t p = 0; p < n; ++p)
            if (o.scores[p] != scored.total[p])
                return fail("scores[" + std::to_string(p) + "]: not the score of the stashes shown");
        return true;
    }
};

} // namespace

// Keys in sorted order: the text is the canonical one (json_write.h). The
// seat's own keys (its seat, hand, playable cards, cards gained rolling and
// face-down stash) are holes here, filled by ownWire.
void sharedWire(SharedText& shared, const Observation& seen)
{
    // Seats past the game's are empty and not written; a bad count from a
    // caller is kept within the arrays rather than read past them.
    const auto n = at(std::clamp(seen.players, 0, kMaxPlayers));
    JsonText& out = shared.out;
    out.openObject();
    counts(out, "discard", seen.discard);
    shared.own("gainedRolling");
    shared.own("hand");
    out.field("over", seen.over);
    shared.own("playable");
    out.field("players", seen.players);
    out.key("revealed").openList();
    for (std::size_t p = 0; p < n; ++p)
        out.numbers(seen.revealed[p], seen.revealed[p].size());
    out.closeList();
    out.key("scores").numbers(seen.scores, n);
    shared.own("seat");
    out.key("seats").openList();
    for (std::size_t p = 0; p < n; ++p) {
        const State::SeatView& view = seen.seats[p];
        out.openObject()
            .field("down", static_cast<int>(view.stashDownCount))
            .field("hand", static_cast<int>(view.handCount));
        counts(out, "up", view.stashUp);
        out.closeObject();
    }
    out.closeList();
    shared.own("stashDown");
    out.field("trash", seen.trashCount);
    out.key("turn");
    turnText(out, seen.turn);
    out.closeObject();
}

// The values of sharedWire's holes, in its order.
void ownWire(OwnValues& own, const Observation& seen)
{
    own.next().numbers(seen.gainedRolling, seen.gainedRolling.size());
    own.next().numbers(seen.hand, seen.hand.size());
    own.next().numbers(seen.playable, seen.playable.size());
    own.next().value(static_cast<int>(seen.seat));
    own.next().numbers(seen.stashDown, seen.stashDown.size());
}

std::string observationToWire(const Observation& seen)
{
    return wholeText(seen, sharedWire, ownWire);
}

std::optional<Observation> observationFromWire(std::string_view text, std::string* error)
{
    std::string why;
    try {
        json doc;
        if (text.size() > kMaxWireBytes) {
            why = "longer than " + std::to_string(kMaxWireBytes) + " bytes";
        } else if (readJson(text, doc, why)) {
            Reader reader;
            Observation seen;
            if (reader.observation(doc, seen))
                return seen;
            why = reader.why;
        }
    } catch (const std::exception& e) {
        why = std::string("unreadable: ") + e.what();
    } catch (...) {
        why = "unreadable";
    }
    if (error)
        *error = why.empty() ? "not an observation" : why;
    return std::nullopt;
}

Observation spectatorView(const Observation& seen)
{
    Observation view = seen;
    view.seat = kNoSeat;
    view.hand = {};
    view.playable = {};
    view.gainedRolling = {};
    view.stashDown = {};
    return view;
}

std::optional<Event> eventFor(const Event& event, Seat viewer)
{
    switch (static_cast<EventType>(event.type)) {
    case EventType::CardSeen:
        // A hidden card shown to one seat: the drawer, the stasher, the thief
        // and the victim of a blind steal.
        if (event.seat >= 0 && event.seat == viewer)
            return event;
        return std::nullopt;
    case EventType::TurnStarted:
    case EventType::DieRolled:
    case EventType::TokenTaken:
    case EventType::TokenReturned:
    case EventType::TokenResolved:
    case EventType::CardMoved:   // c is already -1 when the card moves face down
    case EventType::CardPlayed:
    case EventType::ReactionPlayed:
    case EventType::Stopped:
    case EventType::Bust:
    case EventType::BonusTurn:
    case EventType::EndTriggered:
    case EventType::GameOver:
        return event;
    case EventType::Count:
        break;
    }
    return std::nullopt;
}

} // namespace critter::tp
