// Trash Dash's network wire: the observation as JSON text and back, the
// spectators' view, and an event as one viewer may see it (wire.h).
#include "trashdash/wire.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <limits>

#include "core/json_read.h"
#include "core/json_write.h"

namespace critter::td {
namespace {

using nlohmann::json;

std::size_t at(int n) { return static_cast<std::size_t>(n); }
int actionKinds() { return static_cast<int>(content().actionCards.size()); }
int trashKinds() { return static_cast<int>(content().trashCards.size()); }

// Words for the enums on the wire, in enum order.
constexpr std::array<const char*, 2> kModeWords{"standard", "tournament"};
constexpr std::array<const char*, 12> kPhaseWords{"running", "choose",  "afterTrash", "dashRoll",
                                                  "tokenReroll", "trashCan", "recycle", "searchBin",
                                                  "hiss", "rummage", "chooseSide", "over"};
static_assert(kPhaseWords.size() == static_cast<std::size_t>(Phase::Over) + 1);
constexpr std::array<const char*, 13> kTaskWords{"endTurn", "drawStep", "askGo",   "mainMove", "move",
                                                 "land",    "spaceEffect", "attack", "scare", "frantic",
                                                 "cpuTrash", "cpuRoll", "cpuResolve"};
static_assert(kTaskWords.size() == static_cast<std::size_t>(TaskKind::CpuResolve) + 1);

// ---------------------------------------------------------------- writing

// Every object's keys in sorted order: the text is the canonical one (json_write.h).
void racerText(JsonText& out, const RacerView& r)
{
    out.openObject()
        .field("character", static_cast<int>(r.character))
        .field("cpu", r.cpu)
        .field("invincible", r.invincible)
        .field("points", static_cast<int>(r.points))
        .field("progress", static_cast<int>(r.progress));
    out.key("ranks").numbers(r.ranks, r.ranks.size());
    out.field("side", static_cast<int>(r.side)).field("tokens", static_cast<int>(r.tokens)).closeObject();
}

void taskText(JsonText& out, const Task& t)
{
    out.openObject()
        .field("amount", static_cast<int>(t.amount))
        .field("dir", static_cast<int>(t.dir))
        .field("flags", static_cast<int>(t.flags))
        .field("kind", kTaskWords[static_cast<std::size_t>(t.kind)])
        .field("other", static_cast<int>(t.other))
        .field("racer", static_cast<int>(t.racer))
        .closeObject();
}

void publicText(JsonText& out, const Public& p)
{
    const int n = p.players;
    out.openObject();
    out.key("actionDiscard").numbers(p.actionDiscard, at(actionKinds()));
    out.field("circuit", circuitId(p.circuit));
    // Only a stronger CPU is named: a Standard race reads as before issue 34.
    if (p.cpu != CpuStrength::Standard)
        out.field("cpu", cpuStrengthId(p.cpu));
    out.field("cpuFace", static_cast<int>(p.cpuFace))
        .field("dashBase", static_cast<int>(p.dashBase))
        .field("dashDie", static_cast<int>(p.dashDie))
        .field("deciding", static_cast<int>(p.deciding))
        .field("energy", static_cast<int>(p.energy))
        .field("freeRerollUsed", p.freeRerollUsed)
        .field("hissExclude", static_cast<int>(p.hissExclude))
        .field("mode", kModeWords[static_cast<std::size_t>(p.mode)])
        .field("moveBonus", static_cast<int>(p.moveBonus))
        .field("phase", kPhaseWords[static_cast<std::size_t>(p.phase)])
        .field("players", n)
        .field("race", static_cast<int>(p.race))
        .field("raceWinner", static_cast<int>(p.raceWinner));
    out.key("racers").openList();
    for (int r = 0; r < n; ++r)
        racerText(out, p.racers[at(r)]);
    out.closeList();
    out.field("sideLeft", static_cast<int>(p.sideLeft));
    out.key("tasks").openList();
    for (int i = 0; i < p.taskCount; ++i)
        taskText(out, p.tasks[at(i)]);
    out.closeList();
    out.field("tokenSupply", static_cast<int>(p.tokenSupply));
    out.key("track").openObject().field("laps", static_cast<int>(p.track.laps));
    out.key("spaces").openList();
    for (int i = 0; i < p.track.length(); ++i)
        out.value(spaceKindId(p.track.at(i)));
    out.closeList();
    out.field("tiles", static_cast<int>(p.track.tiles)).closeObject();
    out.field("trackIndex", static_cast<int>(p.trackIndex));
    out.key("trashDiscard").numbers(p.trashDiscard, at(trashKinds()));
    out.field("turn", static_cast<int>(p.turn)).field("turnNumber", p.turnNumber);
    out.closeObject();
}

// ---------------------------------------------------------------- reading

// Thrown inside the reader only; turned into its error text.
struct Bad {
    std::string why;
};
[[noreturn]] void bad(const std::string& field, const std::string& why) { throw Bad{field + ": " + why}; }

// An object with exactly these keys (none missing, none unknown).
void requireKeys(const json& object, const std::string& field, std::initializer_list<const char*> keys)
{
    if (!object.is_object())
        bad(field, "must be an object");
    for (const char* key : keys)
        if (!object.contains(key))
            bad(field.empty() ? key : field + "." + key, "missing");
    for (const auto& item : object.items())
        if (std::none_of(keys.begin(), keys.end(), [&item](const char* key) { return item.key() == key; }))
            bad(field.empty() ? item.key() : field + "." + item.key(), "unknown key");
}

std::string name(const std::string& field, const char* key) { return field.empty() ? key : field + "." + key; }
std::string name(const std::string& field, std::size_t i) { return field + "[" + std::to_string(i) + "]"; }

int whole(const json& value, const std::string& field, long long lo, long long hi)
{
    const std::string range = "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    long long n = 0;
    if (value.is_number_unsigned()) {
        const auto u = value.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<long long>::max()))
            bad(field, range);
        n = static_cast<long long>(u);
    } else if (value.is_number_integer()) {
        n = value.get<std::int64_t>();
    } else {
        bad(field, range);
    }
    if (n < lo || n > hi)
        bad(field, range + ", not " + std::to_string(n));
    return static_cast<int>(n);
}

int wholeAt(const json& object, const std::string& field, const char* key, long long lo, long long hi)
{
    return whole(object.at(key), name(field, key), lo, hi);
}

bool flagAt(const json& object, const std::string& field, const char* key)
{
    const json& value = object.at(key);
    if (!value.is_boolean())
        bad(name(field, key), "must be true or false");
    return value.get<bool>();
}

// One of words, as its index.
template <std::size_t N>
int wordAt(const json& object, const std::string& field, const char* key, const std::array<const char*, N>& words)
{
    const json& value = object.at(key);
    std::string list;
    for (const char* w : words)
        list += (list.empty() ? "" : ", ") + std::string(w);
    if (value.is_string())
        for (std::size_t i = 0; i < N; ++i)
            if (value.get<std::string>() == words[i])
                return static_cast<int>(i);
    bad(name(field, key), "must be one of " + list);
}

const json& listAt(const json& object, const std::string& field, const char* key, std::size_t length)
{
    const json& value = object.at(key);
    if (!value.is_array())
        bad(name(field, key), "must be a list");
    if (value.size() != length)
        bad(name(field, key), "must list " + std::to_string(length) + " entries, not " + std::to_string(value.size()));
    return value;
}

// A count per card kind, each at most the copies the game has.
template <class Array, class Kinds>
void readKindCounts(const json& object, const std::string& field, const char* key, const Kinds& kinds, Array& out)
{
    const json& list = listAt(object, field, key, kinds.size());
    for (std::size_t k = 0; k < kinds.size(); ++k)
        out[k] = static_cast<typename Array::value_type>(whole(list[k], name(name(field, key), k), 0, kinds[k].copies));
}

RaceTrack readTrack(const json& object, const std::string& field)
{
    requireKeys(object, field, {"tiles", "laps", "spaces"});
    RaceTrack track;
    track.tiles = static_cast<std::uint8_t>(wholeAt(object, field, "tiles", kMinTiles, kMaxTiles));
    track.laps = static_cast<std::uint8_t>(wholeAt(object, field, "laps", 1, kMaxLaps));
    const json& spaces = listAt(object, field, "spaces", at(track.length()));
    for (std::size_t i = 0; i < spaces.size(); ++i) {
        const auto kind = spaces[i].is_string() ? spaceKindFromId(spaces[i].get<std::string>()) : std::nullopt;
        if (!kind)
            bad(name(name(field, "spaces"), i), "must be a space kind (plain, trash-can, recycle-bin, spill or box)");
        track.spaces[i] = *kind;
    }
    return track;
}

// Seat values: -1 allowed where `none` is.
int seatAt(const json& object, const std::string& field, const char* key, int players, bool none)
{
    return wholeAt(object, field, key, none ? kNoSeat : 0, players - 1);
}

Public readPublic(const json& object)
{
    const std::string field = "pub";
    // "cpu" may be left out (a Standard race); every other key is required.
    json keys = object;
    if (keys.is_object())
        keys.erase("cpu");
    requireKeys(keys, field,
                {"players", "mode", "circuit", "trackIndex", "track", "race", "racers", "turn", "turnNumber", "phase",
                 "deciding", "tokenSupply", "actionDiscard", "trashDiscard", "moveBonus", "energy", "dashBase",
                 "dashDie", "freeRerollUsed", "cpuFace", "hissExclude", "sideLeft", "raceWinner", "tasks"});
    const Content& c = content();
    Public p;
    const int n = wholeAt(object, field, "players", kMinRacers, kMaxRacers);
    p.players = static_cast<std::uint8_t>(n);
    p.mode = static_cast<Mode>(wordAt(object, field, "mode", kModeWords));
    {
        const json& circuit = object.at("circuit");
        const auto id = circuit.is_string() ? circuitFromId(circuit.get<std::string>()) : std::nullopt;
        if (!id)
            bad("pub.circuit", "must be uptown or downtown");
        p.circuit = *id;
    }
    if (object.contains("cpu")) {
        const json& cpu = object.at("cpu");
        const auto id = cpu.is_string() ? cpuStrengthFromId(cpu.get<std::string>()) : std::nullopt;
        // Standard is written by leaving the key out: one text per observation.
        if (!id || *id == CpuStrength::Standard)
            bad("pub.cpu", "must be tough or champion (a Standard race leaves it out)");
        p.cpu = *id;
    }
    p.trackIndex = static_cast<std::int8_t>(wholeAt(object, field, "trackIndex", -1, static_cast<long long>(c.tracks.size()) - 1));
    p.track = readTrack(object.at("track"), "pub.track");
    if (p.trackIndex >= 0) {
        // A built-in track is raced as it is built (a Standard race may set its own laps).
        const TrackInfo& info = c.tracks[at(p.trackIndex)];
        const RaceTrack built = buildTrack(c, info.tiles, p.track.laps).track;
        if (!(built == p.track))
            bad("pub.track", "is not the track " + info.id + " that pub.trackIndex names");
    } else if (p.mode == Mode::Tournament) {
        bad("pub.trackIndex", "a tournament races built-in tracks only");
    }
    p.race = static_cast<std::uint8_t>(wholeAt(object, field, "race", 0, p.mode == Mode::Tournament ? kRaces - 1 : 0));
    {
        const json& racers = listAt(object, field, "racers", at(n));
        std::array<bool, kCharacters> taken{};
        for (std::size_t i = 0; i < racers.size(); ++i) {
            const std::string rf = name("pub.racers", i);
            const json& r = racers[i];
            requireKeys(r, rf, {"character", "side", "cpu", "progress", "invincible", "tokens", "points", "ranks"});
            RacerView& v = p.racers[i];
            const int character = wholeAt(r, rf, "character", 0, static_cast<long long>(c.characters.size()) - 1);
            if (taken[at(character)])
                bad(name(rf, "character"), "is already racing");
            taken[at(character)] = true;
            v.character = static_cast<std::int8_t>(character);
            v.side = static_cast<std::int8_t>(wholeAt(r, rf, "side", 0, 1));
            v.cpu = flagAt(r, rf, "cpu");
            v.progress = static_cast<std::int16_t>(wholeAt(r, rf, "progress", 0, p.track.finish()));
            v.invincible = flagAt(r, rf, "invincible");
            v.tokens = static_cast<std::uint8_t>(wholeAt(r, rf, "tokens", 0, kRerollTokens));
            v.points = static_cast<std::uint8_t>(wholeAt(r, rf, "points", 0, kRaces * kRacePoints[0]));
            const json& ranks = listAt(r, rf, "ranks", kRaces);
            for (std::size_t k = 0; k < ranks.size(); ++k) {
                const int rank = whole(ranks[k], name(name(rf, "ranks"), k), -1, n);
                if (rank == 0)
                    bad(name(name(rf, "ranks"), k), "must be -1 (not raced) or a rank from 1 to " + std::to_string(n));
                v.ranks[k] = static_cast<std::int8_t>(rank);
            }
        }
    }
    p.turn = seatAt(object, field, "turn", n, false);
    p.turnNumber = wholeAt(object, field, "turnNumber", 0, std::numeric_limits<int>::max());
    p.phase = static_cast<Phase>(wordAt(object, field, "phase", kPhaseWords));
    p.deciding = seatAt(object, field, "deciding", n, true);
    p.tokenSupply = static_cast<std::uint8_t>(wholeAt(object, field, "tokenSupply", 0, kRerollTokens));
    readKindCounts(object, field, "actionDiscard", c.actionCards, p.actionDiscard);
    readKindCounts(object, field, "trashDiscard", c.trashCards, p.trashDiscard);
    constexpr int kSmall = std::numeric_limits<std::int8_t>::max();
    p.moveBonus = static_cast<std::int8_t>(wholeAt(object, field, "moveBonus", 0, kSmall));
    p.energy = static_cast<std::int8_t>(wholeAt(object, field, "energy", 0, kSmall));
    p.dashBase = static_cast<std::int8_t>(wholeAt(object, field, "dashBase", 0, kSmall));
    const int die = wholeAt(object, field, "dashDie", 0, *std::max_element(c.dashDie.begin(), c.dashDie.end()));
    if (die != 0 && std::find(c.dashDie.begin(), c.dashDie.end(), die) == c.dashDie.end())
        bad("pub.dashDie", "must be 0 (not rolled) or a face of the Dash die");
    p.dashDie = static_cast<std::int8_t>(die);
    p.freeRerollUsed = flagAt(object, field, "freeRerollUsed");
    p.cpuFace = static_cast<std::int8_t>(wholeAt(object, field, "cpuFace", -1, kDieFaces - 1));
    p.hissExclude = static_cast<std::int8_t>(seatAt(object, field, "hissExclude", n, true));
    p.sideLeft = static_cast<std::int8_t>(wholeAt(object, field, "sideLeft", 0, n));
    p.raceWinner = seatAt(object, field, "raceWinner", n, true);
    {
        const json& tasks = object.at("tasks");
        if (!tasks.is_array())
            bad("pub.tasks", "must be a list");
        if (tasks.size() >= static_cast<std::size_t>(kMaxTasks))
            bad("pub.tasks", "must list fewer than " + std::to_string(kMaxTasks) + " steps");
        for (std::size_t i = 0; i < tasks.size(); ++i) {
            const std::string tf = name("pub.tasks", i);
            const json& t = tasks[i];
            requireKeys(t, tf, {"kind", "racer", "other", "amount", "dir", "flags"});
            Task& task = p.tasks[i];
            task.kind = static_cast<TaskKind>(wordAt(t, tf, "kind", kTaskWords));
            task.racer = static_cast<std::int8_t>(seatAt(t, tf, "racer", n, false));
            task.other = static_cast<std::int8_t>(seatAt(t, tf, "other", n, true));
            task.amount = static_cast<std::int8_t>(wholeAt(t, tf, "amount", 0, kSmall));
            const int dir = wholeAt(t, tf, "dir", -1, 1);
            if (dir == 0)
                bad(name(tf, "dir"), "must be 1 (forward) or -1 (back)");
            task.dir = static_cast<std::int8_t>(dir);
            task.flags = static_cast<std::uint8_t>(wholeAt(t, tf, "flags", 0, kOwnMove | kMoved | kGainMove | kFromHiss));
        }
        p.taskCount = static_cast<std::uint8_t>(tasks.size());
    }
    return p;
}

// The cards, tokens and seats add up as in a real game.
void checkTotals(const Observation& o)
{
    const Content& c = content();
    const Public& p = o.pub;
    const int n = p.players;
    const bool spectator = o.seat == kNoSeat;
    const bool cpuSeat = !spectator && p.racers[at(o.seat)].cpu;
    if ((spectator || cpuSeat) && (handSize(o.hand) != 0 || o.trash != -1))
        bad("hand", spectator ? "a spectator sees no hand and no Trash card" : "a CPU racer's seat sees no hand and no Trash card");
    if (!spectator && !cpuSeat) {
        if (handSize(o.hand) != o.handCounts[at(o.seat)])
            bad("hand", "holds " + std::to_string(handSize(o.hand)) + " cards but handCounts says " +
                            std::to_string(o.handCounts[at(o.seat)]));
        if ((o.trash >= 0) != o.holdsTrash[at(o.seat)])
            bad("trash", "does not agree with holdsTrash");
    }
    int actions = o.actionDeckCount;
    for (int k = 0; k < actionKinds(); ++k) {
        actions += p.actionDiscard[at(k)];
        if (p.actionDiscard[at(k)] + o.hand[at(k)] > c.actionCards[at(k)].copies)
            bad("hand", "more " + c.actionCards[at(k)].id + " in the hand and the discard pile than the game has");
    }
    int trash = o.trashDeckCount;
    for (int k = 0; k < trashKinds(); ++k) {
        trash += p.trashDiscard[at(k)];
        if (p.trashDiscard[at(k)] + (o.trash == k ? 1 : 0) > c.trashCards[at(k)].copies)
            bad("trash", "more " + c.trashCards[at(k)].id + " held and discarded than the game has");
    }
    int tokens = p.tokenSupply;
    for (int r = 0; r < n; ++r) {
        actions += o.handCounts[at(r)];
        trash += o.holdsTrash[at(r)] ? 1 : 0;
        tokens += p.racers[at(r)].tokens;
        if (p.racers[at(r)].cpu && o.handCounts[at(r)] != 0)
            bad(name("handCounts", at(r)), "a CPU racer holds no Action cards");
    }
    if (actions != kActionCards)
        bad("handCounts", "the hands, the discard pile and the deck hold " + std::to_string(actions) + " Action cards, not " +
                              std::to_string(kActionCards));
    if (trash != kTrashCards)
        bad("holdsTrash", "the racers, the discard pile and the deck hold " + std::to_string(trash) + " Trash cards, not " +
                              std::to_string(kTrashCards));
    if (tokens != kRerollTokens)
        bad("pub.tokenSupply", "the racers and the supply hold " + std::to_string(tokens) + " Reroll tokens, not " +
                                   std::to_string(kRerollTokens));
}

Observation readObservation(const json& object)
{
    requireKeys(object, "",
                {"seat", "pub", "handCounts", "holdsTrash", "hand", "trash", "actionDeckCount", "trashDeckCount"});
    const Content& c = content();
    Observation o;
    o.pub = readPublic(object.at("pub"));
    const int n = o.pub.players;
    o.seat = whole(object.at("seat"), "seat", kNoSeat, n - 1);
    {
        const json& counts = listAt(object, "", "handCounts", at(n));
        for (std::size_t r = 0; r < counts.size(); ++r)
            o.handCounts[r] = static_cast<std::uint8_t>(whole(counts[r], name("handCounts", r), 0, kActionCards));
        const json& holds = listAt(object, "", "holdsTrash", at(n));
        for (std::size_t r = 0; r < holds.size(); ++r) {
            if (!holds[r].is_boolean())
                bad(name("holdsTrash", r), "must be true or false");
            o.holdsTrash[r] = holds[r].get<bool>();
        }
    }
    readKindCounts(object, "", "hand", c.actionCards, o.hand);
    o.trash = static_cast<std::int8_t>(wholeAt(object, "", "trash", -1, trashKinds() - 1));
    o.actionDeckCount = wholeAt(object, "", "actionDeckCount", 0, kActionCards);
    o.trashDeckCount = wholeAt(object, "", "trashDeckCount", 0, kTrashCards);
    checkTotals(o);
    // Last, the position as a whole: a world sampled from it must be sound
    // (a decision asked of a hand racer, pawns on the track, ...) and show
    // this very observation again.
    Rng rng(1);
    const State world = State::sampleWorld(o, rng);
    if (const std::string why = world.checkInvariants(); !why.empty())
        bad("pub", "not a position of the game (" + why + ")");
    if (!(world.observation(o.seat) == o))
        bad("pub", "not a position of the game (the cards do not add up)");
    return o;
}

} // namespace

// Keys in sorted order: the text is the canonical one (json_write.h). The
// seat's own keys (its seat, Action cards and Trash card) are holes here,
// filled by ownWire.
void sharedWire(SharedText& shared, const Observation& seen)
{
    const auto n = at(seen.pub.players);
    JsonText& out = shared.out;
    out.openObject().field("actionDeckCount", seen.actionDeckCount);
    shared.own("hand");
    out.key("handCounts").numbers(seen.handCounts, n);
    out.key("holdsTrash").openList();
    for (std::size_t r = 0; r < n && r < seen.holdsTrash.size(); ++r)
        out.value(static_cast<bool>(seen.holdsTrash[r]));
    out.closeList();
    out.key("pub");
    publicText(out, seen.pub);
    shared.own("seat");
    shared.own("trash");
    out.field("trashDeckCount", seen.trashDeckCount).closeObject();
}

// The values of sharedWire's holes, in its order.
void ownWire(OwnValues& own, const Observation& seen)
{
    own.next().numbers(seen.hand, at(actionKinds()));
    own.next().value(static_cast<int>(seen.seat));
    own.next().value(static_cast<int>(seen.trash));
}

std::string observationToWire(const Observation& seen)
{
    return wholeText(seen, sharedWire, ownWire);
}

std::optional<Observation> observationFromWire(std::string_view text, std::string* error)
{
    const auto refuse = [error](const std::string& why) -> std::optional<Observation> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.size() > kMaxWireBytes)
        return refuse("longer than " + std::to_string(kMaxWireBytes) + " bytes, too long for an observation");
    try {
        json object;
        std::string why;
        if (!readJson(text, object, why))
            return refuse(why);
        if (!object.is_object())
            return refuse("not an object");
        return readObservation(object);
    } catch (const Bad& b) {
        return refuse(b.why);
    } catch (const std::exception& e) {   // never expected: every value is checked before it is read
        return refuse(std::string("unreadable: ") + e.what());
    } catch (...) {
        return refuse("unreadable");
    }
}

Observation spectatorView(const Observation& seen)
{
    Observation view = seen;
    view.seat = kNoSeat;
    view.hand = {};
    view.trash = -1;
    return view;
}

std::optional<Event> eventFor(const Event& event, Seat viewer)
{
    if (event.type < 0 || event.type >= static_cast<int>(EventType::Count))
        return std::nullopt;
    return redactedFor(event, viewer);
}

} // namespace critter::td
