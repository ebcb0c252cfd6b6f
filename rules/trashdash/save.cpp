#include "trashdash/save.h"

#include <algorithm>
#include <array>

#include "trashdash/notation.h"

namespace critter {
namespace {

using nlohmann::json;

// Thrown inside readSetup only; turned into its error text.
struct Bad {
    std::string why;
};
[[noreturn]] void bad(const std::string& field, const std::string& why) { throw Bad{"setup." + field + ": " + why}; }

std::string textOf(const json& setup, const char* key, const std::string& fallback)
{
    if (!setup.contains(key))
        return fallback;
    if (!setup[key].is_string())
        bad(key, "must be text");
    return setup[key].get<std::string>();
}

int wholeOf(const json& value, const std::string& field, int lo, int hi)
{
    if (!value.is_number_integer() || value.get<long long>() < lo || value.get<long long>() > hi)
        bad(field, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(value.get<long long>());
}

std::vector<int> numbersOf(const json& setup, const char* key, int lo, int hi)
{
    std::vector<int> out;
    if (!setup.contains(key))
        return out;
    if (!setup[key].is_array())
        bad(key, "must be a list of whole numbers");
    for (std::size_t i = 0; i < setup[key].size(); ++i)
        out.push_back(wholeOf(setup[key][i], std::string(key) + "[" + std::to_string(i) + "]", lo, hi));
    return out;
}

// A list of card ids; action: Action cards, else Trash cards.
std::vector<int> cardsOf(const json& list, const std::string& field, bool action)
{
    if (!list.is_array())
        bad(field, std::string("must be a list of ") + (action ? "Action" : "Trash") + " card ids");
    std::vector<int> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string at = field + "[" + std::to_string(i) + "]";
        if (!list[i].is_string())
            bad(at, "must be a card id");
        const std::string id = list[i].get<std::string>();
        const int kind = action ? td::content().actionKind(id) : td::content().trashKind(id);
        if (kind < 0)
            bad(at, "'" + id + "' is not " + (action ? "an Action" : "a Trash") + " card");
        out.push_back(kind);
    }
    return out;
}

std::vector<std::vector<int>> decksOf(const json& setup, const char* key, bool action)
{
    std::vector<std::vector<int>> out;
    if (!setup.contains(key))
        return out;
    if (!setup[key].is_array())
        bad(key, "must be a list of card lists, one per shuffle");
    for (std::size_t i = 0; i < setup[key].size(); ++i)
        out.push_back(cardsOf(setup[key][i], std::string(key) + "[" + std::to_string(i) + "]", action));
    return out;
}

json idsJson(const std::vector<int>& kinds, bool action)
{
    json list = json::array();
    for (int k : kinds) {
        const auto at = static_cast<std::size_t>(k);
        list.push_back(action ? td::content().actionCards[at].id : td::content().trashCards[at].id);
    }
    return list;
}

void read(const json& setup, td::Setup& out)
{
    const auto& c = td::content();
    const std::string mode = textOf(setup, "mode", "standard");
    if (mode != "standard" && mode != "tournament")
        bad("mode", "'" + mode + "' is not standard or tournament");
    out.mode = mode == "tournament" ? td::Mode::Tournament : td::Mode::Standard;
    // A key the mode has no use for is refused, not dropped: the file would
    // not save back as it was read (a circuit in a single race, a track in a tournament).
    if (out.mode == td::Mode::Standard && setup.contains("circuit"))
        bad("circuit", "only a tournament has a circuit (this is a single race: name its track)");
    if (out.mode == td::Mode::Tournament)
        for (const char* key : {"track", "tiles", "laps"})
            if (setup.contains(key))
                bad(key, "a tournament races its circuit's tracks as they are (no track, tiles or laps of its own)");
    out.track = textOf(setup, "track", out.track);
    if (setup.contains("tiles")) {
        if (!setup["tiles"].is_array())
            bad("tiles", "must be a list of tile sides");
        for (std::size_t i = 0; i < setup["tiles"].size(); ++i) {
            if (!setup["tiles"][i].is_string())
                bad("tiles[" + std::to_string(i) + "]", "must be a tile side like \"start-a\" or \"5b\"");
            out.tiles.push_back(setup["tiles"][i].get<std::string>());
        }
        if (std::string why = td::checkTrackTiles(c, out.tiles); !why.empty())
            bad("tiles", why);
    } else if (out.mode == td::Mode::Standard && !c.track(out.track)) {
        bad("track", "'" + out.track + "' is not a track (a custom track lists its tiles)");
    }
    if (setup.contains("laps"))
        out.laps = wholeOf(setup["laps"], "laps", 1, td::kMaxLaps);
    const std::string circuit = textOf(setup, "circuit", "uptown");
    if (!td::circuitFromId(circuit))
        bad("circuit", "'" + circuit + "' is not uptown or downtown");
    out.circuit = *td::circuitFromId(circuit);
    const std::string cpu = textOf(setup, "cpu", "standard");
    if (!td::cpuStrengthFromId(cpu))
        bad("cpu", "'" + cpu + "' is not standard, tough or champion (how strong the CPU racers play)");
    out.cpu = *td::cpuStrengthFromId(cpu);

    if (!setup.contains("racers") || !setup["racers"].is_array())
        bad("racers", "missing (a list like [{\"character\": \"winston\", \"side\": \"A\"}])");
    const json& racers = setup["racers"];
    out.racers.clear();
    for (std::size_t i = 0; i < racers.size(); ++i) {
        const std::string at = "racers[" + std::to_string(i) + "]";
        const json& r = racers[i];
        if (!r.is_object() || !r.contains("character") || !r["character"].is_string())
            bad(at + ".character", "missing (aesop, chloe, flipp, jet, madam-penelope or winston)");
        td::RacerSetup racer;
        racer.character = c.character(r["character"].get<std::string>());
        if (racer.character < 0)
            bad(at + ".character", "'" + r["character"].get<std::string>() + "' is not a character");
        if (r.contains("side")) {
            if (!r["side"].is_string() || (r["side"] != "A" && r["side"] != "B"))
                bad(at + ".side", "must be \"A\" or \"B\"");
            racer.side = r["side"] == "B" ? 1 : 0;
        }
        if (r.contains("cpu")) {
            if (!r["cpu"].is_boolean())
                bad(at + ".cpu", "must be true or false");
            racer.cpu = r["cpu"].get<bool>();
        }
        out.racers.push_back(racer);
    }
    if (static_cast<int>(out.racers.size()) != setup["players"].get<int>())
        bad("racers", std::to_string(out.racers.size()) + " racers for " + std::to_string(setup["players"].get<int>()) +
                          " players");
    if (setup.contains("first"))
        out.first = wholeOf(setup["first"], "first", 0, static_cast<int>(out.racers.size()) - 1);
    out.actionDecks = decksOf(setup, "actionDecks", true);
    out.trashDecks = decksOf(setup, "trashDecks", false);
    out.dashRolls = numbersOf(setup, "dashRolls", 0, 9);
    out.cpuRolls = numbersOf(setup, "cpuRolls", 1, td::kDieFaces);
    if (setup.contains("picks"))
        out.picks = cardsOf(setup["picks"], "picks", true);
    if (std::string why = td::validateSetup(out); !why.empty())
        throw Bad{"setup: " + why};
}

} // namespace

bool GameFileTraits<td::State>::readSetup(const json& setup, td::Setup& out, std::string& error)
{
    out = td::Setup{};
    int players = 0;
    if (!readSetupPlayers(setup, td::kMinRacers, td::kMaxRacers, players, error))
        return false;
    if (!readSetupSeed(setup, out.seed, error))
        return false;
    try {
        read(setup, out);
    } catch (const Bad& e) {
        error = e.why;
        return false;
    }
    return true;
}

void GameFileTraits<td::State>::writeSetup(const td::Setup& setup, json& out)
{
    const auto& c = td::content();
    out["players"] = static_cast<int>(setup.racers.size());
    out["seed"] = seedJson(setup.seed);
    out["mode"] = setup.mode == td::Mode::Tournament ? "tournament" : "standard";
    // Only a stronger CPU is written: every file from before issue 34 reads as Standard.
    if (setup.cpu != td::CpuStrength::Standard)
        out["cpu"] = std::string(td::cpuStrengthId(setup.cpu));
    if (setup.mode == td::Mode::Tournament) {
        out["circuit"] = std::string(td::circuitId(setup.circuit));
    } else {
        out["track"] = setup.track;
        if (!setup.tiles.empty())
            out["tiles"] = setup.tiles;
        if (setup.laps != 0)
            out["laps"] = setup.laps;
    }
    json racers = json::array();
    for (const td::RacerSetup& r : setup.racers) {
        json entry = json::object();
        const bool known = r.character >= 0 && r.character < static_cast<int>(c.characters.size());
        entry["character"] = known ? c.characters[static_cast<std::size_t>(r.character)].id : std::string("?");
        entry["side"] = r.side == 1 ? "B" : "A";
        if (r.cpu)
            entry["cpu"] = true;
        racers.push_back(std::move(entry));
    }
    out["racers"] = std::move(racers);
    out["first"] = setup.first;
    if (!setup.actionDecks.empty()) {
        json decks = json::array();
        for (const auto& d : setup.actionDecks)
            decks.push_back(idsJson(d, true));
        out["actionDecks"] = std::move(decks);
    }
    if (!setup.trashDecks.empty()) {
        json decks = json::array();
        for (const auto& d : setup.trashDecks)
            decks.push_back(idsJson(d, false));
        out["trashDecks"] = std::move(decks);
    }
    if (!setup.dashRolls.empty())
        out["dashRolls"] = setup.dashRolls;
    if (!setup.cpuRolls.empty())
        out["cpuRolls"] = setup.cpuRolls;
    if (!setup.picks.empty())
        out["picks"] = idsJson(setup.picks, true);
}

std::string GameFileTraits<td::State>::notation(const td::State&, const Action& action)
{
    return td::toNotation(action);
}

std::optional<Action> GameFileTraits<td::State>::parseAction(const td::State&, std::string_view text, std::string& error)
{
    return td::parseAction(text, &error);
}

namespace td {
namespace {

std::string phaseId(Phase phase)
{
    switch (phase) {
    case Phase::Running: return "running";
    case Phase::Choose: return "choose";
    case Phase::AfterTrash: return "after-trash";
    case Phase::DashRoll: return "dash-roll";
    case Phase::TokenReroll: return "token-reroll";
    case Phase::TrashCan: return "trash-can";
    case Phase::Recycle: return "recycle";
    case Phase::SearchBin: return "search-bin";
    case Phase::Hiss: return "hiss";
    case Phase::Rummage: return "rummage";
    case Phase::ChooseSide: return "choose-side";
    case Phase::Over: return "over";
    }
    return "?";
}

template <std::size_t N>
int countOf(const std::array<std::uint8_t, N>& counts)
{
    int n = 0;
    for (auto k : counts)
        n += k;
    return n;
}

} // namespace

json stateJson(const State& state)
{
    const Public& p = state.pub();
    const Content& c = content();
    const auto at = [](int n) { return static_cast<std::size_t>(n); };
    json out = json::object();
    out["mode"] = p.mode == Mode::Tournament ? "tournament" : "standard";
    out["track"] = p.trackIndex >= 0 ? json(c.tracks[at(p.trackIndex)].id) : json("custom");
    out["race"] = p.race + 1;
    out["laps"] = int(p.track.laps);
    out["spaces"] = p.length();
    out["turn"] = p.turn;
    out["turns"] = p.turnNumber;
    out["phase"] = phaseId(p.phase);
    out["deciding"] = state.currentSeat() == kNoSeat ? json(nullptr) : json(state.currentSeat());
    json racers = json::array();
    for (Seat r = 0; r < p.players; ++r) {
        const RacerView& v = p.racers[at(r)];
        json entry = json::object();
        entry["character"] = c.characters[at(v.character)].id;
        entry["side"] = v.cpu ? json(nullptr) : json(v.side == 1 ? "B" : "A");
        entry["cpu"] = v.cpu;
        entry["lap"] = std::min(p.laps(r) + 1, int(p.track.laps));
        entry["space"] = p.space(r);
        entry["progress"] = int(v.progress);
        entry["rank"] = p.rank(r);
        json hand = json::array();
        for (std::size_t k = 0; k < c.actionCards.size(); ++k)
            for (int n = 0; n < state.hand(r)[k]; ++n)
                hand.push_back(c.actionCards[k].id);
        entry["hand"] = v.cpu ? json(nullptr) : hand;
        entry["trash"] = state.trash(r) >= 0 ? json(c.trashCards[at(state.trash(r))].id) : json(nullptr);
        entry["tokens"] = int(v.tokens);
        entry["invincible"] = v.invincible;
        entry["points"] = int(v.points);
        racers.push_back(std::move(entry));
    }
    out["racers"] = std::move(racers);
    out["action_deck"] = state.actionDeckCount();
    out["action_discard"] = countOf(p.actionDiscard);
    out["trash_deck"] = state.trashDeckCount();
    out["trash_discard"] = countOf(p.trashDiscard);
    out["token_supply"] = int(p.tokenSupply);
    out["race_winner"] = p.raceWinner == kNoSeat ? json(nullptr) : json(p.raceWinner);
    return out;
}

} // namespace td
} // namespace critter
