#include "pandapanda/wire.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "core/json_write.h"

namespace critter::pp {
namespace {

using nlohmann::json;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The keys, one per Observation field.
constexpr std::array<const char*, 20> kKeys{
    "seat",   "players",  "hand",    "handSizes", "piles",      "deckCount", "crowns",
    "round",  "turnNumber", "reshuffles", "turn", "deciding",   "passing",   "over",
    "passStatus", "myPass", "lastGiven", "lastReceived", "roundWinner", "winningHand",
};

constexpr std::array<const char*, 4> kPassStatusNames{"none", "pending", "chosen", "nothing"};

// Rounds in a game: each round won gives its winner a crown and the game
// ends at a seat's second (PP-5), so before the last round every seat holds
// at most one: players + 1 rounds at most.
int maxRounds(int players) { return players * (kCrownsToWin - 1) + 1; }

// Reads one object's fields within bounds; the first fault is kept in `why`.
class Reader {
public:
    explicit Reader(const json& root) : root_(root) {}

    const std::string& why() const { return why_; }

    bool fail(std::string reason)
    {
        if (why_.empty())
            why_ = std::move(reason);
        return false;
    }

    const json* field(const char* key)
    {
        const auto it = root_.find(key);
        if (it == root_.end()) {
            fail(std::string("missing key \"") + key + "\"");
            return nullptr;
        }
        return &*it;
    }

    // A whole number in [lo, hi].
    bool number(const json& value, const std::string& what, int lo, int hi, int& out)
    {
        if (!value.is_number_integer())
            return fail(what + ": must be a whole number");
        long long v = 0;
        if (value.is_number_unsigned()) {
            const auto u = value.get<std::uint64_t>();
            if (u > static_cast<std::uint64_t>(hi))
                return fail(what + ": " + std::to_string(u) + " is out of range " + range(lo, hi));
            v = static_cast<long long>(u);
        } else {
            v = value.get<long long>();
        }
        if (v < lo || v > hi)
            return fail(what + ": " + std::to_string(v) + " is out of range " + range(lo, hi));
        out = static_cast<int>(v);
        return true;
    }

    bool number(const char* key, int lo, int hi, int& out)
    {
        const json* value = field(key);
        return value && number(*value, key, lo, hi, out);
    }

    bool flag(const char* key, bool& out)
    {
        const json* value = field(key);
        if (!value)
            return false;
        if (!value->is_boolean())
            return fail(std::string(key) + ": must be true or false");
        out = value->get<bool>();
        return true;
    }

    // An array of exactly `size` items, or nullptr.
    const json* list(const char* key, int size)
    {
        const json* value = field(key);
        if (!value)
            return nullptr;
        if (!value->is_array()) {
            fail(std::string(key) + ": must be a list");
            return nullptr;
        }
        if (value->size() != at(size)) {
            fail(std::string(key) + ": must list " + std::to_string(size) + " entries, not " +
                 std::to_string(value->size()));
            return nullptr;
        }
        return value;
    }

    template <std::size_t N>
    bool counts(const char* key, int size, const std::array<int, N>& hi, std::array<std::uint8_t, N>& out)
    {
        const json* value = list(key, size);
        if (!value)
            return false;
        for (int i = 0; i < size; ++i) {
            int n = 0;
            if (!number((*value)[at(i)], std::string(key) + "[" + std::to_string(i) + "]", 0, hi[at(i)], n))
                return false;
            out[at(i)] = static_cast<std::uint8_t>(n);
        }
        return true;
    }

private:
    static std::string range(int lo, int hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

    const json& root_;
    std::string why_;
};

std::string shownKey(const std::string& key)
{
    constexpr std::size_t kShown = 24;
    if (key.size() <= kShown)
        return key;
    std::size_t cut = kShown;   // between whole UTF-8 characters
    while (cut > 0 && (static_cast<unsigned char>(key[cut]) & 0xC0) == 0x80)
        --cut;
    return key.substr(0, cut) + "...";
}

// The fields one by one, then whether they fit together as the rules make them.
bool read(const json& root, Observation& o, std::string& why)
{
    if (!root.is_object()) {
        why = "not a JSON object";
        return false;
    }
    for (const auto& item : root.items()) {
        bool known = false;
        for (const char* key : kKeys)
            known = known || item.key() == key;
        if (!known) {
            why = "unknown key \"" + shownKey(item.key()) + "\"";
            return false;
        }
    }
    Reader r(root);
    const auto done = [&] {
        why = r.why();
        return false;
    };
    if (!r.number("players", kMinPlayers, kMaxPlayers, o.players))
        return done();
    const int players = o.players;
    const int lastSeat = players - 1;
    std::array<int, kLetters> copies{};
    std::copy(letterCopies().begin(), letterCopies().end(), copies.begin());
    std::array<int, kMaxPlayers> deckCards{};
    deckCards.fill(deckSize());
    std::array<int, kMaxPlayers> crownLimit{};
    crownLimit.fill(kCrownsToWin);

    if (!r.number("seat", kNoSeat, lastSeat, o.seat) || !r.counts("hand", kLetters, copies, o.hand) ||
        !r.counts("handSizes", players, deckCards, o.handSizes) ||
        !r.number("deckCount", 0, deckSize(), o.deckCount) || !r.counts("crowns", players, crownLimit, o.crowns) ||
        !r.number("round", 1, maxRounds(players), o.round) ||
        !r.number("turnNumber", 0, std::numeric_limits<int>::max(), o.turnNumber) ||
        !r.number("reshuffles", 0, std::numeric_limits<int>::max(), o.reshuffles) ||
        !r.number("turn", 0, lastSeat, o.turn) || !r.number("deciding", kNoSeat, lastSeat, o.deciding) ||
        !r.flag("passing", o.passing) || !r.flag("over", o.over) ||
        !r.number("myPass", kNoLetter, kLetters - 1, o.myPass) ||
        !r.number("lastGiven", kNoLetter, kLetters - 1, o.lastGiven) ||
        !r.number("lastReceived", kNoLetter, kLetters - 1, o.lastReceived) ||
        !r.number("roundWinner", kNoSeat, lastSeat, o.roundWinner) ||
        !r.number("winningHand", kNoHand, kWinningHands - 1, o.winningHand))
        return done();

    // Piles: letters bottom first.
    const json* piles = r.list("piles", players);
    if (!piles)
        return done();
    for (int s = 0; s < players; ++s) {
        const json& pile = (*piles)[at(s)];
        const std::string name = "piles[" + std::to_string(s) + "]";
        if (!pile.is_array()) {
            r.fail(name + ": must be a list of letters");
            return done();
        }
        if (pile.size() > at(deckSize())) {
            r.fail(name + ": holds more than " + std::to_string(deckSize()) + " cards");
            return done();
        }
        Pile& p = o.piles[at(s)];
        for (std::size_t i = 0; i < pile.size(); ++i) {
            int letter = 0;
            if (!r.number(pile[i], name + "[" + std::to_string(i) + "]", 0, kLetters - 1, letter))
                return done();
            p.cards[i] = static_cast<std::uint8_t>(letter);
        }
        p.size = static_cast<std::uint8_t>(pile.size());
    }

    // Pass statuses by name.
    const json* statuses = r.list("passStatus", players);
    if (!statuses)
        return done();
    for (int s = 0; s < players; ++s) {
        const json& value = (*statuses)[at(s)];
        const std::string* text = value.is_string() ? value.get_ptr<const std::string*>() : nullptr;
        bool found = false;
        for (std::size_t k = 0; text && k < kPassStatusNames.size(); ++k) {
            if (*text == kPassStatusNames[k]) {
                o.passStatus[at(s)] = static_cast<PassStatus>(k);
                found = true;
            }
        }
        if (!found) {
            r.fail("passStatus[" + std::to_string(s) + "]: must be \"none\", \"pending\", \"chosen\" or \"nothing\"");
            return done();
        }
    }

    // ---- the fields together, as the rules keep them
    const auto bad = [&](const char* reason) {
        why = reason;
        return false;
    };
    const bool spectator = o.seat == kNoSeat;
    if (spectator) {
        if (cardCount(o.hand) != 0 || o.myPass != kNoLetter || o.lastGiven != kNoLetter ||
            o.lastReceived != kNoLetter)
            return bad("a spectator's view holds a seat's own cards");
    } else if (cardCount(o.hand) != o.handSizes[at(o.seat)]) {
        return bad("hand: does not match the seat's hand size");
    }
    if (o.passing && o.over)
        return bad("passing and over at once");
    if (o.over ? o.deciding != kNoSeat : o.deciding == kNoSeat)
        return bad("deciding: must be -1 exactly when the game is over");
    if (!o.passing && !o.over && o.deciding != o.turn)
        return bad("deciding: must be the turn's seat outside a pass");
    int chosen = 0;
    for (int s = 0; s < players; ++s) {
        const PassStatus st = o.passStatus[at(s)];
        if ((st == PassStatus::None) == o.passing)
            return bad("passStatus: every seat is \"none\" exactly when no pass is on");
        if (st == PassStatus::Pending && o.handSizes[at(s)] == 0)
            return bad("passStatus: a seat with no cards is pending");
        if (st == PassStatus::Nothing && o.handSizes[at(s)] != 0)
            return bad("passStatus: a seat with cards has nothing to pass");
        chosen += st == PassStatus::Chosen;
    }
    if (o.passing && o.passStatus[at(o.deciding)] != PassStatus::Pending)
        return bad("deciding: the seat asked to pass must be pending");
    if (!spectator && (o.myPass != kNoLetter) != (o.passStatus[at(o.seat)] == PassStatus::Chosen))
        return bad("myPass: must be given exactly when the seat has chosen");
    int crowns = 0;
    for (int s = 0; s < players; ++s)
        crowns += o.crowns[at(s)];
    if (crowns != o.round - 1 + (o.over ? 1 : 0))
        return bad("crowns: do not match the round");
    if ((o.roundWinner == kNoSeat) != (o.winningHand == kNoHand) || (o.roundWinner == kNoSeat) != (crowns == 0))
        return bad("roundWinner: must be given with winningHand exactly once a round is won");
    if (o.roundWinner != kNoSeat && o.crowns[at(o.roundWinner)] == 0)
        return bad("roundWinner: has no crown");
    if (o.over && o.crowns[at(o.roundWinner)] != kCrownsToWin)
        return bad("over: the last round's winner does not have two crowns");
    if (o.reshuffles > o.turnNumber)
        return bad("reshuffles: more than turns");
    // Every card once: what the seat sees of each letter within its copies,
    // and hands, piles, set-aside passes and deck adding up to the deck.
    std::array<int, kLetters> seen{};
    for (std::size_t l = 0; l < at(kLetters); ++l)
        seen[l] = o.hand[l];
    if (o.myPass != kNoLetter)
        ++seen[at(o.myPass)];
    int total = o.deckCount + chosen;
    for (int s = 0; s < players; ++s) {
        const Pile& p = o.piles[at(s)];
        for (std::uint8_t i = 0; i < p.size; ++i)
            ++seen[p.cards[i]];
        total += p.size + o.handSizes[at(s)];
    }
    for (std::size_t l = 0; l < at(kLetters); ++l)
        if (seen[l] > copies[l])
            return bad("cards: more of one letter than the deck has");
    if (total != deckSize())
        return bad("cards: hands, piles, passes and deck do not add up to the deck");
    return true;
}

} // namespace

// Keys in sorted order: the text is the canonical one (json_write.h). The
// seat's own keys (its seat, hand, pass card, cards last given and received)
// are holes here, filled by ownWire.
void sharedWire(SharedText& shared, const Observation& seen)
{
    const int players = std::clamp(seen.players, kMinPlayers, kMaxPlayers);
    const auto n = at(players);
    JsonText& out = shared.out;
    out.openObject();
    out.key("crowns").numbers(seen.crowns, n);
    out.field("deciding", static_cast<int>(seen.deciding));
    out.field("deckCount", seen.deckCount);
    shared.own("hand");
    out.key("handSizes").numbers(seen.handSizes, n);
    shared.own("lastGiven");
    shared.own("lastReceived");
    shared.own("myPass");
    out.field("over", seen.over);
    out.key("passStatus").openList();
    for (std::size_t s = 0; s < n; ++s) {
        const auto k = static_cast<std::size_t>(seen.passStatus[s]);
        out.value(k < kPassStatusNames.size() ? kPassStatusNames[k] : "none");
    }
    out.closeList();
    out.field("passing", seen.passing);
    out.key("piles").openList();
    for (std::size_t s = 0; s < n; ++s) {
        const Pile& p = seen.piles[s];
        out.numbers(p.cards, std::min<std::size_t>(p.size, kMaxCards));
    }
    out.closeList();
    out.field("players", seen.players);
    out.field("reshuffles", seen.reshuffles);
    out.field("round", seen.round);
    out.field("roundWinner", static_cast<int>(seen.roundWinner));
    shared.own("seat");
    out.field("turn", static_cast<int>(seen.turn));
    out.field("turnNumber", seen.turnNumber);
    out.field("winningHand", seen.winningHand);
    out.closeObject();
}

// The values of sharedWire's holes, in its order.
void ownWire(OwnValues& own, const Observation& seen)
{
    own.next().numbers(seen.hand, at(kLetters));
    own.next().value(seen.lastGiven);
    own.next().value(seen.lastReceived);
    own.next().value(seen.myPass);
    own.next().value(static_cast<int>(seen.seat));
}

std::string observationToWire(const Observation& seen)
{
    return wholeText(seen, sharedWire, ownWire);
}

std::optional<Observation> observationFromWire(std::string_view text, std::string* error)
{
    std::string why;
    try {
        if (text.size() > kMaxWireBytes) {
            why = "longer than " + std::to_string(kMaxWireBytes) + " bytes";
        } else {
            json root;
            if (!readJson(text, root, why)) {
                // why says it ("not valid JSON", too deep, a key twice)
            } else if (Observation o; read(root, o, why)) {
                return o;
            }
        }
    } catch (...) {
        why = "unreadable";
    }
    if (error)
        *error = why.empty() ? std::string("unreadable") : why;
    return std::nullopt;
}

Observation spectatorView(const Observation& seen)
{
    Observation v = seen;
    v.seat = kNoSeat;
    v.hand = {};
    v.myPass = kNoLetter;
    v.lastGiven = kNoLetter;
    v.lastReceived = kNoLetter;
    return v;
}

std::optional<Event> eventFor(const Event& event, Seat viewer)
{
    if (event.type < 0 || event.type >= kEventTypeCount)
        return std::nullopt;
    const Seat who = viewer >= 0 && viewer < kMaxPlayers ? viewer : kNoSeat;
    return redactedFor(event, who);
}

} // namespace critter::pp
