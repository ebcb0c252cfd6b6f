// Reading and checking the Trash Dash data files (ruling TD-1). Every refusal
// names the file, the entry and the reason; nothing is guessed or repaired.
#include "trashdash/content.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <set>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "trashdash/track.h"

namespace critter::td {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, kAbilities> kAbilityIds{
    "frantic", "slippery", "scrappy", "territorial", "rummage", "nest-egg",
    "turbo-tail", "lucky-streak", "frightening-hiss", "opportunist", "crafty-critter", "dumpster-diver"};
constexpr std::array<std::string_view, kSpaceKinds> kSpaceIds{"plain", "trash-can", "recycle-bin", "spill", "box"};

// Thrown inside the reader only; readContent() turns it into the error text.
struct Bad {
    std::string why;
};

[[noreturn]] void bad(const std::string& where, const std::string& why) { throw Bad{where + ": " + why}; }

json parse(const std::string& text, const std::string& file)
{
    json doc;
    std::string why;
    if (!readJson(text, doc, why))
        bad(file, why);
    if (!doc.is_object())
        bad(file, "must be a JSON object");
    return doc;
}

const json& list(const json& doc, const char* key, const std::string& file)
{
    if (!doc.contains(key) || !doc[key].is_array())
        bad(file, std::string(key) + ": missing (must be a list)");
    return doc[key];
}

std::string at(const std::string& where, std::size_t i) { return where + "[" + std::to_string(i) + "]"; }

std::string text(const json& item, const char* key, const std::string& where, bool required = true)
{
    if (!item.contains(key)) {
        if (required)
            bad(where + "." + key, "missing (must be text)");
        return {};
    }
    if (!item[key].is_string() || (required && item[key].get<std::string>().empty()))
        bad(where + "." + key, "must be non-empty text");
    return item[key].get<std::string>();
}

int number(const json& item, const char* key, const std::string& where, int lo, int hi, int fallback)
{
    if (!item.contains(key))
        return fallback;
    const json& v = item[key];
    if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
        bad(where + "." + key, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(v.get<long long>());
}

bool flag(const json& item, const char* key, const std::string& where)
{
    if (!item.contains(key))
        return false;
    if (!item[key].is_boolean())
        bad(where + "." + key, "must be true or false");
    return item[key].get<bool>();
}

void onlyKeys(const json& item, std::initializer_list<std::string_view> keys, const std::string& where)
{
    if (!item.is_object())
        bad(where, "must be an object");
    for (const auto& [key, value] : item.items())
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            bad(where, "unknown key '" + key + "'");
}

// ---- action-cards.json
void readActionCards(const std::string& textIn, Content& c)
{
    const std::string file = "action-cards.json";
    const json doc = parse(textIn, file);
    const json& cards = list(doc, "cards", file);
    int total = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string where = file + ": " + at("cards", i);
        onlyKeys(cards[i], {"move", "attack", "scare", "copies"}, where);
        ActionCardKind k;
        if (!cards[i].contains("move"))
            bad(where + ".move", "missing (every Action card has a Move value)");
        k.move = number(cards[i], "move", where, 1, 9, 0);
        k.attack = number(cards[i], "attack", where, 1, 9, 0);
        k.scare = number(cards[i], "scare", where, 1, 9, 0);
        if (k.attack > 0 && k.scare > 0)
            bad(where, "a card has an Attack or a Scare, not both");
        if (!cards[i].contains("copies"))
            bad(where + ".copies", "missing");
        k.copies = number(cards[i], "copies", where, 1, kActionCards, 0);
        k.id = "m" + std::to_string(k.move) + (k.attack ? "a" + std::to_string(k.attack) : "") +
            (k.scare ? "s" + std::to_string(k.scare) : "");
        if (c.actionKind(k.id) >= 0)
            bad(where, "a second entry for " + k.id + " (give one entry more copies instead)");
        total += k.copies;
        c.actionCards.push_back(std::move(k));
    }
    if (static_cast<int>(c.actionCards.size()) > kMaxActionKinds)
        bad(file + ": cards", "more than " + std::to_string(kMaxActionKinds) + " kinds");
    if (total != kActionCards)
        bad(file + ": cards", "copies add up to " + std::to_string(total) + ", the game has " +
                                  std::to_string(kActionCards) + " Action cards");
    // Dash needs pairs: at least one Move value must come twice.
    bool pair = false;
    for (const auto& a : c.actionCards) {
        int same = 0;
        for (const auto& b : c.actionCards)
            if (b.move == a.move)
                same += b.copies;
        pair = pair || same >= 2;
    }
    if (!pair)
        bad(file + ": cards", "no two cards share a Move value, so nobody could ever Dash");
}

TrashEffect readEffect(const json& e, const std::string& where)
{
    onlyKeys(e, {"draw", "moveBonus", "movePerOpponentAhead", "attack", "scare", "gainScaredMove", "invincible",
                 "attackPassed", "move", "noActionCard"},
             where);
    TrashEffect t;
    t.draw = number(e, "draw", where, 0, 9, 0);
    t.moveBonus = number(e, "moveBonus", where, 0, 9, 0);
    t.movePerOpponentAhead = number(e, "movePerOpponentAhead", where, 0, 9, 0);
    t.attack = number(e, "attack", where, 0, 9, 0);
    t.scare = number(e, "scare", where, 0, 9, 0);
    t.gainScaredMove = flag(e, "gainScaredMove", where);
    t.invincible = flag(e, "invincible", where);
    t.attackPassed = number(e, "attackPassed", where, 0, 9, 0);
    t.move = number(e, "move", where, 0, 9, 0);
    t.noActionCard = flag(e, "noActionCard", where);
    if (t.attack > 0 && t.scare > 0)
        bad(where, "one target only: an Attack or a Scare, not both");
    if (t.gainScaredMove && t.scare == 0)
        bad(where + ".gainScaredMove", "needs a scare");
    if ((t.move > 0) != t.noActionCard)
        bad(where, "move and noActionCard go together (a Move instead of the Action card)");
    if (t == TrashEffect{})
        bad(where, "does nothing");
    return t;
}

// ---- trash-cards.json
void readTrashCards(const std::string& textIn, Content& c)
{
    const std::string file = "trash-cards.json";
    const json doc = parse(textIn, file);
    const json& cards = list(doc, "cards", file);
    int total = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string where = file + ": " + at("cards", i);
        onlyKeys(cards[i], {"id", "name", "copies", "text", "cpuText", "effect", "cpu"}, where);
        TrashCardKind k;
        k.id = text(cards[i], "id", where);
        k.name = text(cards[i], "name", where);
        k.text = text(cards[i], "text", where);
        k.cpuText = text(cards[i], "cpuText", where, false);
        if (!cards[i].contains("copies"))
            bad(where + ".copies", "missing");
        k.copies = number(cards[i], "copies", where, 1, kTrashCards, 0);
        if (!cards[i].contains("effect"))
            bad(where + ".effect", "missing");
        k.effect = readEffect(cards[i]["effect"], where + ".effect");
        if (cards[i].contains("cpu")) {
            k.cpu = readEffect(cards[i]["cpu"], where + ".cpu");
            if (k.cpu->draw > 0)
                bad(where + ".cpu.draw", "a CPU racer has no hand to draw into");
            if (k.cpuText.empty())
                bad(where + ".cpuText", "missing (a card with a CPU Effect says it)");
        } else if (!k.cpuText.empty()) {
            bad(where + ".cpu", "missing (cpuText describes a CPU Effect)");
        }
        // The rulebook: a card that needs a hand must say what a CPU does instead.
        if (k.effect.draw > 0 && !k.cpu)
            bad(where + ".cpu", "missing: the card draws Action cards, which a CPU racer cannot");
        if (c.trashKind(k.id) >= 0)
            bad(where + ".id", "'" + k.id + "' is used twice");
        total += k.copies;
        c.trashCards.push_back(std::move(k));
    }
    if (static_cast<int>(c.trashCards.size()) > kMaxTrashKinds)
        bad(file + ": cards", "more than " + std::to_string(kMaxTrashKinds) + " kinds");
    if (total != kTrashCards)
        bad(file + ": cards", "copies add up to " + std::to_string(total) + ", the game has " +
                                  std::to_string(kTrashCards) + " Trash cards");
}

CpuEffect readCpuEffect(const json& e, const std::string& where, bool dieFace)
{
    if (dieFace)
        onlyKeys(e, {"move", "attack", "scare", "paw"}, where);
    else
        onlyKeys(e, {"name", "text", "move", "attack", "scare", "dashDie", "invincible", "drawTrash"}, where);
    CpuEffect f;
    f.move = number(e, "move", where, 0, 9, 0);
    f.attack = number(e, "attack", where, 0, 9, 0);
    f.scare = number(e, "scare", where, 0, 9, 0);
    if (dieFace) {
        f.paw = flag(e, "paw", where);
        if (f.paw && (f.move || f.attack || f.scare))
            bad(where, "the paw face only points to the CPU character card");
        if (!f.paw && f.move == 0)
            bad(where + ".move", "a face other than the paw needs a Move of 1 or more");
    } else {
        f.dashDie = flag(e, "dashDie", where);
        f.invincible = flag(e, "invincible", where);
        f.drawTrash = flag(e, "drawTrash", where);
        if (f.move == 0 && !f.dashDie)
            bad(where + ".move", "a CPU card must move its racer");
    }
    if (f.attack > 0 && f.scare > 0)
        bad(where, "an Attack or a Scare, not both");
    return f;
}

// ---- characters.json
void readCharacters(const std::string& textIn, Content& c)
{
    const std::string file = "characters.json";
    const json doc = parse(textIn, file);
    const json& chars = list(doc, "characters", file);
    std::set<Ability> used;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        const std::string where = file + ": " + at("characters", i);
        onlyKeys(chars[i], {"id", "name", "style", "sides", "cpu"}, where);
        Character ch;
        ch.id = text(chars[i], "id", where);
        ch.name = text(chars[i], "name", where);
        ch.style = text(chars[i], "style", where);
        if (!chars[i].contains("sides") || !chars[i]["sides"].is_object())
            bad(where + ".sides", "missing (must hold A and B)");
        const json& sides = chars[i]["sides"];
        onlyKeys(sides, {"A", "B"}, where + ".sides");
        for (int s = 0; s < 2; ++s) {
            const char* key = s == 0 ? "A" : "B";
            const std::string w = where + ".sides." + key;
            if (!sides.contains(key))
                bad(w, "missing (every character card has two sides)");
            onlyKeys(sides[key], {"ability", "name", "text", "amount", "range"}, w);
            AbilityCard& a = ch.sides[static_cast<std::size_t>(s)];
            const std::string id = text(sides[key], "ability", w);
            const auto ability = abilityFromId(id);
            if (!ability)
                bad(w + ".ability", "'" + id + "' is not an ability the rules know");
            if (!used.insert(*ability).second)
                bad(w + ".ability", "'" + id + "' is already on another card");
            a.ability = *ability;
            a.name = text(sides[key], "name", w);
            a.text = text(sides[key], "text", w);
            a.amount = number(sides[key], "amount", w, 0, 9, 0);
            a.range = number(sides[key], "range", w, 0, 30, 0);
            const bool needsAmount = *ability != Ability::DumpsterDiver;
            if (needsAmount && a.amount == 0)
                bad(w + ".amount", "missing (this ability needs a number)");
            if (*ability == Ability::Scrappy && a.range == 0)
                bad(w + ".range", "missing (Scrappy's distance)");
            if (*ability == Ability::NestEgg && a.amount < 5)
                bad(w + ".amount", "Nest Egg refills to at least the usual 5");
        }
        if (!chars[i].contains("cpu"))
            bad(where + ".cpu", "missing (each racer has a CPU character card)");
        ch.cpuName = text(chars[i]["cpu"], "name", where + ".cpu");
        ch.cpuText = text(chars[i]["cpu"], "text", where + ".cpu");
        ch.cpu = readCpuEffect(chars[i]["cpu"], where + ".cpu", false);
        if (c.character(ch.id) >= 0)
            bad(where + ".id", "'" + ch.id + "' is used twice");
        c.characters.push_back(std::move(ch));
    }
    if (static_cast<int>(c.characters.size()) != kCharacters)
        bad(file + ": characters", std::to_string(c.characters.size()) + " characters, the game has " +
                                       std::to_string(kCharacters));
}

// "start-a", "turn-b", "1a" .. "16b"
bool parseTileId(const std::string& id, TileSide& out)
{
    if (id.size() < 2)
        return false;
    const char side = id.back();
    if (side != 'a' && side != 'b')
        return false;
    out.side = side;
    const std::string stem = id.substr(0, id.size() - 1);
    if (stem == "start-" || stem == "turn-") {
        out.role = stem == "start-" ? TileRole::Start : TileRole::Turn;
        out.number = 0;
        return true;
    }
    if (stem.empty() || stem.size() > 2 || !std::all_of(stem.begin(), stem.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        return false;
    out.role = TileRole::Numbered;
    out.number = std::stoi(stem);
    return out.number >= 1 && out.number <= kNumberedTiles && std::to_string(out.number) == stem;
}

SpaceKind space(const json& item, const char* key, const std::string& where)
{
    const std::string id = text(item, key, where);
    const auto kind = spaceKindFromId(id);
    if (!kind)
        bad(where + "." + key, "'" + id + "' is not plain, trash-can, recycle-bin, spill or box");
    return *kind;
}

// ---- tiles.json
void readTiles(const std::string& textIn, Content& c)
{
    const std::string file = "tiles.json";
    const json doc = parse(textIn, file);
    const json& tiles = list(doc, "tiles", file);
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const std::string where = file + ": " + at("tiles", i);
        onlyKeys(tiles[i], {"id", "upper", "lower"}, where);
        TileSide t;
        t.id = text(tiles[i], "id", where);
        if (!parseTileId(t.id, t))
            bad(where + ".id", "'" + t.id + "' is not start-a/b, turn-a/b or 1a .. 16b");
        t.upper = space(tiles[i], "upper", where);
        t.lower = space(tiles[i], "lower", where);
        if (t.role == TileRole::Start && t.upper == SpaceKind::Spill)
            bad(where + ".upper", "the Start tile's upper space cannot be a Spill (racers stop there)");
        if (c.tile(t.id))
            bad(where + ".id", "'" + t.id + "' is listed twice");
        c.tiles.push_back(std::move(t));
    }
    // Every side of every physical tile: 16 numbered, Start and Turn.
    for (const char* stem : {"start-", "turn-"})
        for (char side : {'a', 'b'})
            if (!c.tile(std::string(stem) + side))
                bad(file + ": tiles", "missing " + std::string(stem) + side);
    for (int n = 1; n <= kNumberedTiles; ++n)
        for (char side : {'a', 'b'})
            if (!c.tile(std::to_string(n) + side))
                bad(file + ": tiles", "missing " + std::to_string(n) + side);
}

// ---- dice.json
void readDice(const std::string& textIn, Content& c)
{
    const std::string file = "dice.json";
    const json doc = parse(textIn, file);
    const json& dash = list(doc, "dash", file);
    if (dash.size() != kDieFaces)
        bad(file + ": dash", "a die has 6 faces, not " + std::to_string(dash.size()));
    for (std::size_t i = 0; i < dash.size(); ++i) {
        if (!dash[i].is_number_integer() || dash[i].get<long long>() < 0 || dash[i].get<long long>() > 9)
            bad(file + ": " + at("dash", i), "must be a whole number from 0 to 9");
        c.dashDie[i] = dash[i].get<int>();
    }
    const auto readCpuDie = [&file](const json& faces, const std::string& where, std::array<CpuEffect, kDieFaces>& die) {
        if (faces.size() != kDieFaces)
            bad(file + ": " + where, "a die has 6 faces, not " + std::to_string(faces.size()));
        int paws = 0;
        for (std::size_t i = 0; i < faces.size(); ++i) {
            die[i] = readCpuEffect(faces[i], file + ": " + at(where, i), true);
            paws += die[i].paw ? 1 : 0;
        }
        if (paws != 1)
            bad(file + ": " + where, "the CPU die has exactly one paw face, not " + std::to_string(paws));
    };
    readCpuDie(list(doc, "cpu", file), "cpu", c.cpuDie);
    c.cpuDice[0] = c.cpuDie;
    c.pawMove[0] = 0;
    // The stronger CPU racers (issue 34): each its own die and paw bonus.
    if (!doc.contains("cpuStrengths") || !doc["cpuStrengths"].is_object())
        bad(file + ": cpuStrengths", "missing (an object with the tough and champion dice)");
    const json& strengths = doc["cpuStrengths"];
    for (const auto& item : strengths.items())
        if (!cpuStrengthFromId(item.key()) || item.key() == "standard")
            bad(file + ": cpuStrengths." + item.key(), "not tough or champion (standard is the \"cpu\" die)");
    for (int k = 1; k < kCpuStrengths; ++k) {
        const std::string id(cpuStrengthId(static_cast<CpuStrength>(k)));
        const std::string where = "cpuStrengths." + id;
        if (!strengths.contains(id) || !strengths[id].is_object())
            bad(file + ": " + where, "missing");
        onlyKeys(strengths[id], {"cpu", "pawMove", "about"}, file + ": " + where);
        readCpuDie(list(strengths[id], "cpu", file + ": " + where), where + ".cpu", c.cpuDice[static_cast<std::size_t>(k)]);
        c.pawMove[static_cast<std::size_t>(k)] = number(strengths[id], "pawMove", file + ": " + where, 0, 9, 0);
    }
}

// ---- tracks.json (after tiles and characters)
void readTracks(const std::string& textIn, Content& c)
{
    const std::string file = "tracks.json";
    const json doc = parse(textIn, file);
    const json& tracks = list(doc, "tracks", file);
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        const std::string where = file + ": " + at("tracks", i);
        onlyKeys(tracks[i], {"id", "name", "circuit", "character", "laps", "tiles", "text"}, where);
        TrackInfo t;
        t.id = text(tracks[i], "id", where);
        if (!std::all_of(t.id.begin(), t.id.end(), [](char ch) { return (ch >= 'a' && ch <= 'z') || ch == '-'; }))
            bad(where + ".id", "'" + t.id + "' must be kebab case (a-z and -)");
        t.name = text(tracks[i], "name", where);
        t.text = text(tracks[i], "text", where);
        t.character = text(tracks[i], "character", where);
        if (c.character(t.character) < 0)
            bad(where + ".character", "'" + t.character + "' is not a character");
        const std::string circuit = text(tracks[i], "circuit", where);
        const auto cc = circuitFromId(circuit);
        if (!cc)
            bad(where + ".circuit", "'" + circuit + "' is not uptown or downtown");
        t.circuit = *cc;
        if (!tracks[i].contains("laps"))
            bad(where + ".laps", "missing");
        t.laps = number(tracks[i], "laps", where, 1, kMaxLaps, 1);
        const json& tiles = list(tracks[i], "tiles", where);
        for (std::size_t k = 0; k < tiles.size(); ++k) {
            if (!tiles[k].is_string())
                bad(where + "." + at("tiles", k), "must be a tile id");
            t.tiles.push_back(tiles[k].get<std::string>());
        }
        if (std::string why = checkTrackTiles(c, t.tiles); !why.empty())
            bad(where + ".tiles", why);
        if (c.track(t.id))
            bad(where + ".id", "'" + t.id + "' is used twice");
        c.tracks.push_back(std::move(t));
    }
    for (Circuit circuit : {Circuit::Uptown, Circuit::Downtown})
        if (c.circuitTracks(circuit).size() != 3)
            bad(file + ": tracks", std::string(circuitId(circuit)) + " must have three tracks, one per race");
}

} // namespace

std::string_view abilityId(Ability ability) { return kAbilityIds[static_cast<std::size_t>(ability)]; }

std::optional<Ability> abilityFromId(std::string_view id)
{
    for (std::size_t i = 0; i < kAbilityIds.size(); ++i)
        if (kAbilityIds[i] == id)
            return static_cast<Ability>(i);
    return std::nullopt;
}

std::string_view spaceKindId(SpaceKind kind) { return kSpaceIds[static_cast<std::size_t>(kind)]; }

std::optional<SpaceKind> spaceKindFromId(std::string_view id)
{
    for (std::size_t i = 0; i < kSpaceIds.size(); ++i)
        if (kSpaceIds[i] == id)
            return static_cast<SpaceKind>(i);
    return std::nullopt;
}

std::string_view circuitId(Circuit circuit) { return circuit == Circuit::Uptown ? "uptown" : "downtown"; }

std::string_view cpuStrengthId(CpuStrength strength)
{
    switch (strength) {
    case CpuStrength::Tough: return "tough";
    case CpuStrength::Champion: return "champion";
    case CpuStrength::Standard: break;
    }
    return "standard";
}

std::optional<CpuStrength> cpuStrengthFromId(std::string_view id)
{
    for (int k = 0; k < kCpuStrengths; ++k)
        if (cpuStrengthId(static_cast<CpuStrength>(k)) == id)
            return static_cast<CpuStrength>(k);
    return std::nullopt;
}

std::optional<Circuit> circuitFromId(std::string_view id)
{
    if (id == "uptown")
        return Circuit::Uptown;
    if (id == "downtown")
        return Circuit::Downtown;
    return std::nullopt;
}

int Content::actionKind(std::string_view id) const
{
    for (std::size_t i = 0; i < actionCards.size(); ++i)
        if (actionCards[i].id == id)
            return static_cast<int>(i);
    return -1;
}

int Content::trashKind(std::string_view id) const
{
    for (std::size_t i = 0; i < trashCards.size(); ++i)
        if (trashCards[i].id == id)
            return static_cast<int>(i);
    return -1;
}

int Content::character(std::string_view id) const
{
    for (std::size_t i = 0; i < characters.size(); ++i)
        if (characters[i].id == id)
            return static_cast<int>(i);
    return -1;
}

const TileSide* Content::tile(std::string_view id) const
{
    for (const TileSide& t : tiles)
        if (t.id == id)
            return &t;
    return nullptr;
}

const TrackInfo* Content::track(std::string_view id) const
{
    for (const TrackInfo& t : tracks)
        if (t.id == id)
            return &t;
    return nullptr;
}

std::vector<const TrackInfo*> Content::circuitTracks(Circuit circuit) const
{
    std::vector<const TrackInfo*> out;
    for (int race = 0; const TrackInfo* t = circuitTrack(circuit, race); ++race)
        out.push_back(t);
    return out;
}

const TrackInfo* Content::circuitTrack(Circuit circuit, int race) const
{
    for (const TrackInfo& t : tracks)
        if (t.circuit == circuit && race-- == 0)
            return &t;
    return nullptr;
}

ContentRead readContent(const ContentFiles& files)
{
    ContentRead read;
    try {
        readActionCards(files.actionCards, read.content);
        readTrashCards(files.trashCards, read.content);
        readCharacters(files.characters, read.content);
        readTiles(files.tiles, read.content);
        readDice(files.dice, read.content);
        readTracks(files.tracks, read.content);
        read.ok = true;
    } catch (const Bad& e) {
        read.error = e.why;
        read.content = Content{};
    } catch (const std::exception& e) {
        read.error = std::string("content: unreadable (") + e.what() + ")";
        read.content = Content{};
    }
    return read;
}

const Content& detail::readEmbeddedContent()
{
    static const Content built = [] {
        ContentRead read = readContent(embeddedContentFiles());
        if (!read.ok) {
            std::fprintf(stderr, "Trash Dash content is broken: %s\n", read.error.c_str());
            std::abort();
        }
        return std::move(read.content);
    }();
    return built;
}

} // namespace critter::td
