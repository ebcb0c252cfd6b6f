#include "core/game_file.h"

#include <algorithm>
#include <limits>

#include "core/json_read.h"

namespace critter {
namespace {

using nlohmann::json;

constexpr std::uint64_t kLargestExactDouble = 1ULL << 53;
constexpr long long kMostSeats = 64;   // any game's table; the game checks its own range
// Text the app shows whole (a name on a seat, a description on the home
// screen): far above what it writes (names of 20 characters, a line of
// progress), below what would make laying it out a chore.
constexpr std::size_t kLongestName = 100;
constexpr std::size_t kLongestDescription = 10000;

EnvelopeRead fail(std::string error)
{
    EnvelopeRead read;
    read.error = std::move(error);
    return read;
}

bool blank(std::string_view text)
{
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; });
}

// What a JSON value is, for "must be a whole number, not a string".
std::string kindOf(const json& value)
{
    switch (value.type()) {
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return value.get<bool>() ? "true" : "false";
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "a list";
    case json::value_t::number_float: return "a number with a decimal point (" + value.dump() + ")";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "a number (" + value.dump() + ")";
    default: break;
    }
    return "not a value";
}

// A field that must be a whole number: "missing (must be <wanted>)" when it
// is not there, else "must be <wanted>, not a string". 2.0 is refused like
// 2.5, and the message says why: a whole number is written without a point.
std::string notWhole(const json& holder, const std::string& key, const std::string& field, const std::string& wanted)
{
    if (!holder.contains(key))
        return field + ": missing (must be " + wanted + ")";
    const json& value = holder[key];
    if (value.is_number_float())
        return field + ": must be " + wanted + ", written without a decimal point, not " + value.dump();
    return field + ": must be " + wanted + ", not " + kindOf(value);
}

// A field that must be text: "missing (must be text<hint>)" or "must be text, not a number (42)".
std::string notText(const json& holder, const std::string& key, const std::string& field, const std::string& hint = {})
{
    if (!holder.contains(key))
        return field + ": missing (must be text" + hint + ")";
    return field + ": must be text" + hint + ", not " + kindOf(holder[key]);
}

std::string at(const std::string& field, std::size_t i)
{
    return field + "[" + std::to_string(i) + "]";
}

bool knownLevel(const std::string& level)
{
    return level == "random" || level == "easy" || level == "normal" || level == "hard";
}

// One entry of "seats"; error names it.
bool readSeat(const json& value, const std::string& where, SeatRecord& out, std::string& error)
{
    if (!value.is_object()) {
        error = where + ": must be an object like {\"name\": \"Ana\", \"kind\": \"person\"}, not " + kindOf(value);
        return false;
    }
    if (!value.contains("name") || !value["name"].is_string()) {
        error = notText(value, "name", where + ".name");
        return false;
    }
    out.name = value["name"].get<std::string>();
    if (out.name.size() > kLongestName) {
        error = where + ".name: longer than " + std::to_string(kLongestName) + " bytes";
        return false;
    }
    if (!value.contains("kind") || !value["kind"].is_string()) {
        error = notText(value, "kind", where + ".kind", ": person, remote, bot or cpu");
        return false;
    }
    out.kind = value["kind"].get<std::string>();
    // remote: a person over the network (issue 32); its level names the bot the host may hand the seat to.
    if (out.kind != "person" && out.kind != "remote" && out.kind != "bot" && out.kind != "cpu") {
        error = where + ".kind: '" + out.kind + "' is not person, remote, bot or cpu";
        return false;
    }
    if (value.contains("level")) {
        if (out.kind != "bot" && out.kind != "remote") {
            error = where + ".level: only a bot or a remote seat has a level";
            return false;
        }
        if (!value["level"].is_string()) {
            error = notText(value, "level", where + ".level", ": random, easy, normal or hard");
            return false;
        }
        if (!knownLevel(value["level"].get<std::string>())) {
            error = where + ".level: must be random, easy, normal or hard, not '" + value["level"].get<std::string>() + "'";
            return false;
        }
        out.level = value["level"].get<std::string>();
    } else if (out.kind == "bot") {
        error = where + ".level: missing (a bot plays at random, easy, normal or hard)";
        return false;
    }
    return true;
}

EnvelopeRead read(std::string_view text)
{
    if (blank(text))
        return fail("file: empty");
    json doc;
    std::string why;
    if (!readJson(text, doc, why))
        return fail("file: " + why);
    if (!doc.is_object())
        return fail("file: must be a JSON object, not " + kindOf(doc));

    EnvelopeRead result;
    Envelope& envelope = result.envelope;
    if (!doc.contains("game"))
        return fail("game: missing (must name the game, e.g. \"panda-panda\")");
    if (!doc["game"].is_string())
        return fail(notText(doc, "game", "game", " naming the game, e.g. \"panda-panda\""));
    envelope.game = doc["game"].get<std::string>();

    if (doc.contains("version")) {
        const json& version = doc["version"];
        if (!version.is_number_integer())
            return fail(notWhole(doc, "version", "version", "a whole number from 1"));
        if (version.get<long long>() < 1)
            return fail("version: must be a whole number from 1, not " + version.dump());
        if (version.get<long long>() > kFileVersion)
            return fail("version: " + std::to_string(version.get<long long>()) +
                        " is newer than this app reads (" + std::to_string(kFileVersion) + ")");
        envelope.version = static_cast<int>(version.get<long long>());
    }
    if (doc.contains("description")) {
        if (!doc["description"].is_string())
            return fail(notText(doc, "description", "description"));
        envelope.description = doc["description"].get<std::string>();
        if (envelope.description.size() > kLongestDescription)
            return fail("description: longer than " + std::to_string(kLongestDescription) + " bytes");
    }

    if (!doc.contains("setup"))
        return fail("setup: missing (must be an object with at least \"players\")");
    if (!doc["setup"].is_object())
        return fail("setup: must be an object with at least \"players\", not " + kindOf(doc["setup"]));
    envelope.setup = doc["setup"];
    const json& players = envelope.setup.contains("players") ? envelope.setup["players"] : json();
    if (!players.is_number_integer())
        return fail(notWhole(envelope.setup, "players", "setup.players", "a whole number"));
    if (players.get<long long>() < 1 || players.get<long long>() > kMostSeats)
        return fail("setup.players: " + std::to_string(players.get<long long>()) + " is not a number of seats");
    envelope.players = static_cast<int>(players.get<long long>());

    if (doc.contains("seats")) {
        const json& seats = doc["seats"];
        if (!seats.is_array())
            return fail("seats: must be a list, one entry per seat, not " + kindOf(seats));
        std::string error;
        for (std::size_t i = 0; i < seats.size(); ++i) {
            SeatRecord seat;
            if (!readSeat(seats[i], at("seats", i), seat, error))
                return fail(error);
            envelope.seats.push_back(std::move(seat));
        }
        if (static_cast<int>(envelope.seats.size()) != envelope.players)
            return fail("seats: " + std::to_string(envelope.seats.size()) + " entries for " +
                        std::to_string(envelope.players) + " players");
    }

    if (doc.contains("actions")) {
        const json& actions = doc["actions"];
        if (!actions.is_array())
            return fail("actions: must be a list of actions in notation, not " + kindOf(actions));
        for (std::size_t i = 0; i < actions.size(); ++i) {
            if (!actions[i].is_string())
                return fail(at("actions", i) + ": must be an action in notation (text), not " + kindOf(actions[i]));
            envelope.actions.push_back(actions[i].get<std::string>());
        }
    }
    result.ok = true;
    return result;
}

} // namespace

EnvelopeRead readEnvelope(std::string_view text)
{
    try {
        return read(text);
    } catch (const std::exception& e) {
        return fail(std::string("file: unreadable (") + e.what() + ")");
    }
}

std::string writeEnvelope(const Envelope& envelope)
{
    using ordered = nlohmann::ordered_json;
    ordered doc = ordered::object();
    doc["game"] = envelope.game;
    doc["version"] = envelope.version;
    if (!envelope.description.empty())
        doc["description"] = envelope.description;
    ordered setup = ordered::object();
    setup["players"] = envelope.players;
    if (envelope.setup.is_object()) {
        if (envelope.setup.contains("seed"))
            setup["seed"] = ordered::parse(envelope.setup["seed"].dump());
        for (const auto& [key, value] : envelope.setup.items())
            if (key != "players" && key != "seed")
                setup[key] = ordered::parse(value.dump());
    }
    doc["setup"] = std::move(setup);
    if (!envelope.seats.empty()) {
        ordered seats = ordered::array();
        for (const SeatRecord& seat : envelope.seats) {
            ordered entry = ordered::object();
            entry["name"] = seat.name;
            entry["kind"] = seat.kind;
            if (!seat.level.empty())
                entry["level"] = seat.level;
            seats.push_back(std::move(entry));
        }
        doc["seats"] = std::move(seats);
    }
    ordered actions = ordered::array();
    for (const std::string& action : envelope.actions)
        actions.push_back(action);
    doc["actions"] = std::move(actions);
    return doc.dump(2, ' ', false, ordered::error_handler_t::replace) + "\n";
}

std::string rangeText(int lo, int hi)
{
    std::string text;
    for (int n = lo; n <= hi; ++n) {
        if (n > lo)
            text += n == hi ? " or " : ", ";
        text += std::to_string(n);
    }
    return text;
}

bool readSetupPlayers(const json& setup, int lo, int hi, int& out, std::string& error)
{
    if (!setup.contains("players") || !setup["players"].is_number_integer()) {
        error = notWhole(setup, "players", "setup.players", rangeText(lo, hi));
        return false;
    }
    const long long players = setup["players"].get<long long>();
    if (players < lo || players > hi) {
        error = "setup.players: " + std::to_string(players) + " is not " + rangeText(lo, hi);
        return false;
    }
    out = static_cast<int>(players);
    return true;
}

bool readSetupSeed(const json& setup, std::uint64_t& out, std::string& error)
{
    if (!setup.contains("seed"))
        return true;
    const json& value = setup["seed"];
    if (value.is_number_unsigned()) {
        out = value.get<std::uint64_t>();
        return true;
    }
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        std::uint64_t seed = 0;
        bool digits = !text.empty() && text.size() <= 20;
        for (char c : text) {
            const auto digit = static_cast<std::uint64_t>(c - '0');
            if (c < '0' || c > '9' || seed > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) {
                digits = false;
                break;
            }
            seed = seed * 10 + digit;
        }
        if (digits) {
            out = seed;
            return true;
        }
    }
    // The one seed range, as critter-cli's --seed and critter-table's take it.
    const std::string wanted = "a whole number from 0 to 18446744073709551615 (or that number as text)";
    if (value.is_number_integer())
        error = "setup.seed: must be " + wanted + ", not " + value.dump();
    else if (value.is_string())
        error = "setup.seed: must be " + wanted + ", not '" + value.get<std::string>() + "'";
    else
        error = notWhole(setup, "seed", "setup.seed", wanted);
    return false;
}

json seedJson(std::uint64_t seed)
{
    if (seed <= kLargestExactDouble)
        return json(seed);
    return json(std::to_string(seed));
}

} // namespace critter
