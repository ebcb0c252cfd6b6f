#include "trashpandas/save.h"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "trashpandas/notation.h"

namespace critter::tp {
namespace {

using nlohmann::json;

// Reads a list of card ids; false with error set when one is not a card.
bool readCards(const json& list, const std::string& field, std::vector<Card>& out, std::string& error)
{
    if (!list.is_array()) {
        error = field + ": must be a list of card names";
        return false;
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string at = field + "[" + std::to_string(i) + "]";
        if (!list[i].is_string()) {
            error = at + ": must be a card name";
            return false;
        }
        const auto card = cardFromId(list[i].get<std::string>());
        if (!card) {
            error = at + ": unknown card '" + list[i].get<std::string>() + "'";
            return false;
        }
        out.push_back(*card);
    }
    return true;
}

SaveRead fail(std::string error)
{
    SaveRead result;
    result.error = std::move(error);
    return result;
}

} // namespace

SaveRead readSave(std::string_view text)
{
    const json doc = json::parse(text.begin(), text.end(), nullptr, false);
    if (doc.is_discarded())
        return fail("file: not valid JSON");
    if (!doc.is_object())
        return fail("file: must be a JSON object");
    SaveRead result;
    SaveFile& file = result.file;
    std::string error;

    if (!doc.contains("game") || !doc["game"].is_string())
        return fail("game: missing (must be \"trash-pandas\")");
    if (doc["game"].get<std::string>() != kGameId)
        return fail("game: '" + doc["game"].get<std::string>() + "' is not trash-pandas");
    if (doc.contains("version")) {
        if (!doc["version"].is_number_integer())
            return fail("version: must be a whole number");
        if (doc["version"].get<long long>() > kSaveVersion)
            return fail("version: " + std::to_string(doc["version"].get<long long>()) +
                        " is newer than this app reads (" + std::to_string(kSaveVersion) + ")");
    }
    if (!doc.contains("setup") || !doc["setup"].is_object())
        return fail("setup: missing (must be an object)");
    const json& setup = doc["setup"];
    if (!setup.contains("players") || !setup["players"].is_number_integer())
        return fail("setup.players: missing (must be 2, 3 or 4)");
    const long long players = setup["players"].get<long long>();
    if (players < kMinPlayers || players > kMaxPlayers)
        return fail("setup.players: " + std::to_string(players) + " is not 2, 3 or 4");
    file.setup.players = static_cast<int>(players);
    if (setup.contains("seed")) {
        if (!setup["seed"].is_number_unsigned() && !(setup["seed"].is_number_integer() && setup["seed"].get<long long>() >= 0))
            return fail("setup.seed: must be a whole number from 0 to 18446744073709551615");
        file.setup.seed = setup["seed"].get<std::uint64_t>();
    }
    if (setup.contains("stack")) {
        if (!readCards(setup["stack"], "setup.stack", file.setup.stack, error))
            return fail(error);
        Counts used{};
        for (std::size_t i = 0; i < file.setup.stack.size(); ++i) {
            const Card card = file.setup.stack[i];
            if (++used[static_cast<std::size_t>(card)] > cardInfo(card).copies)
                return fail("setup.stack[" + std::to_string(i) + "]: more " + std::string(cardInfo(card).id) +
                            " than the deck holds (" + std::to_string(cardInfo(card).copies) + ")");
        }
    }
    if (setup.contains("rolls")) {
        const json& rolls = setup["rolls"];
        if (!rolls.is_array())
            return fail("setup.rolls: must be a list of die faces 1-6");
        for (std::size_t i = 0; i < rolls.size(); ++i) {
            if (!rolls[i].is_number_integer() || rolls[i].get<long long>() < 1 || rolls[i].get<long long>() > 6)
                return fail("setup.rolls[" + std::to_string(i) + "]: must be a die face 1-6");
            file.setup.rolls.push_back(rolls[i].get<int>());
        }
    }
    if (setup.contains("picks") && !readCards(setup["picks"], "setup.picks", file.setup.picks, error))
        return fail(error);

    if (doc.contains("seats")) {
        const json& seats = doc["seats"];
        if (!seats.is_array())
            return fail("seats: must be a list of names");
        for (std::size_t i = 0; i < seats.size(); ++i) {
            if (!seats[i].is_string())
                return fail("seats[" + std::to_string(i) + "]: must be a name");
            file.seats.push_back(seats[i].get<std::string>());
        }
        if (static_cast<long long>(file.seats.size()) != players)
            return fail("seats: " + std::to_string(file.seats.size()) + " names for " + std::to_string(players) +
                        " players");
    }
    if (doc.contains("description")) {
        if (!doc["description"].is_string())
            return fail("description: must be text");
        file.description = doc["description"].get<std::string>();
    }
    if (doc.contains("actions")) {
        const json& actions = doc["actions"];
        if (!actions.is_array())
            return fail("actions: must be a list of actions in notation");
        for (std::size_t i = 0; i < actions.size(); ++i) {
            const std::string at = "actions[" + std::to_string(i) + "]";
            if (!actions[i].is_string())
                return fail(at + ": must be an action in notation, e.g. \"roll\"");
            std::string why;
            const auto action = parseAction(actions[i].get<std::string>(), &why);
            if (!action)
                return fail(at + ": " + why);
            file.actions.push_back(*action);
        }
    }
    result.ok = true;
    return result;
}

SaveRead readSaveFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return fail("file: cannot open " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return readSave(text.str());
}

std::string writeSave(const SaveFile& file)
{
    nlohmann::ordered_json doc = nlohmann::ordered_json::object();
    doc["game"] = kGameId;
    doc["version"] = kSaveVersion;
    if (!file.description.empty())
        doc["description"] = file.description;
    nlohmann::ordered_json setup = nlohmann::ordered_json::object();
    setup["players"] = file.setup.players;
    setup["seed"] = file.setup.seed;
    auto cards = [](const std::vector<Card>& list) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (Card card : list)
            out.push_back(std::string(cardInfo(card).id));
        return out;
    };
    if (!file.setup.stack.empty())
        setup["stack"] = cards(file.setup.stack);
    if (!file.setup.rolls.empty())
        setup["rolls"] = file.setup.rolls;
    if (!file.setup.picks.empty())
        setup["picks"] = cards(file.setup.picks);
    doc["setup"] = setup;
    if (!file.seats.empty())
        doc["seats"] = file.seats;
    nlohmann::ordered_json actions = nlohmann::ordered_json::array();
    for (const Action& action : file.actions)
        actions.push_back(toNotation(action));
    doc["actions"] = actions;
    return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

bool writeSaveFile(const std::string& path, const SaveFile& file, std::string* error)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << writeSave(file);
    out.close();
    if (!out) {
        if (error)
            *error = "cannot write " + path;
        return false;
    }
    return true;
}

ApplyResult playSave(const SaveFile& file, State& out)
{
    out = State(file.setup);
    for (std::size_t i = 0; i < file.actions.size(); ++i) {
        ApplyResult result = out.apply(file.actions[i], nullptr);
        if (!result)
            return ApplyResult::refuse("actions[" + std::to_string(i) + "] '" + toNotation(file.actions[i]) +
                                       "': " + result.error);
    }
    return ApplyResult::success();
}

SaveFile saveOf(const State& state)
{
    SaveFile file;
    file.setup = state.history().setup;
    file.actions = state.history().actions;
    return file;
}

} // namespace critter::tp
