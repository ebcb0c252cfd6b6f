#include "pandapanda/save.h"

#include <limits>

#include <nlohmann/json.hpp>

#include "pandapanda/notation.h"

namespace critter::pp {
namespace {

using nlohmann::json;

constexpr std::uint64_t kLargestExactDouble = 1ULL << 53;

json lettersJson(const std::vector<int>& letters)
{
    json list = json::array();
    for (int l : letters)
        list.push_back(std::string(1, letterChar(l)));
    return list;
}

// A list of one-letter strings; error names the field.
bool readLetters(const json& value, const std::string& field, std::vector<int>& out, std::string& error)
{
    if (!value.is_array()) {
        error = field + " must be a list of letters A-G";
        return false;
    }
    out.clear();
    for (std::size_t i = 0; i < value.size(); ++i) {
        const json& item = value[i];
        const std::string* text = item.is_string() ? item.get_ptr<const std::string*>() : nullptr;
        const auto letter = text && text->size() == 1 ? letterFromChar((*text)[0]) : std::nullopt;
        if (!letter) {
            error = field + "[" + std::to_string(i) + "] must be one letter A-G";
            return false;
        }
        out.push_back(*letter);
    }
    return true;
}

bool readLetterLists(const json& root, const char* field, std::vector<std::vector<int>>& out, std::string& error)
{
    if (!root.contains(field))
        return true;
    const json& value = root[field];
    if (!value.is_array()) {
        error = std::string(field) + " must be a list of letter lists";
        return false;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        std::vector<int> letters;
        if (!readLetters(value[i], std::string(field) + "[" + std::to_string(i) + "]", letters, error))
            return false;
        out.push_back(std::move(letters));
    }
    return true;
}

bool readInt(const json& root, const char* field, int lo, int hi, int& out, std::string& error)
{
    const json& value = root[field];
    if (!value.is_number_integer() || value.get<std::int64_t>() < lo || value.get<std::int64_t>() > hi) {
        error = std::string(field) + " must be a whole number from " + std::to_string(lo) + " to " +
            std::to_string(hi);
        return false;
    }
    out = static_cast<int>(value.get<std::int64_t>());
    return true;
}

bool readSeed(const json& value, std::uint64_t& out, std::string& error)
{
    if (value.is_number_unsigned()) {
        out = value.get<std::uint64_t>();
        return true;
    }
    if (value.is_string()) {
        const std::string& text = *value.get_ptr<const std::string*>();
        std::uint64_t seed = 0;
        bool digits = !text.empty() && text.size() <= 20;
        for (char c : text) {
            if (c < '0' || c > '9') {
                digits = false;
                break;
            }
            const auto digit = static_cast<std::uint64_t>(c - '0');
            if (seed > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) {
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
    error = "seed must be a whole number from 0 to 18446744073709551615 (or that number as a string)";
    return false;
}

ParsedSave parse(std::string_view text)
{
    ParsedSave result;
    std::string& error = result.error;
    Setup& setup = result.history.setup;
    const json root = json::parse(text.begin(), text.end(), nullptr, false);
    if (root.is_discarded()) {
        error = "not valid JSON";
        return result;
    }
    if (!root.is_object()) {
        error = "the file must hold one JSON object";
        return result;
    }
    if (!root.contains("game") || !root["game"].is_string() || root["game"].get<std::string>() != kGameId) {
        error = "game must be \"" + std::string(kGameId) + "\"";
        return result;
    }
    if (!root.contains("format") || !root["format"].is_number_integer() ||
        root["format"].get<std::int64_t>() != kSaveFormat) {
        error = "format must be " + std::to_string(kSaveFormat);
        return result;
    }
    if (!root.contains("players")) {
        error = "players is missing";
        return result;
    }
    if (!readInt(root, "players", kMinPlayers, kMaxPlayers, setup.players, error))
        return result;
    if (!root.contains("seed")) {
        error = "seed is missing";
        return result;
    }
    if (!readSeed(root["seed"], setup.seed, error))
        return result;
    if (root.contains("first_player")) {
        int first = 1;
        if (!readInt(root, "first_player", 1, setup.players, first, error))
            return result;
        setup.firstPlayer = first - 1;
    }
    if (root.contains("deck") && !readLetters(root["deck"], "deck", setup.deck, error))
        return result;
    if (!readLetterLists(root, "round_decks", setup.roundDecks, error))
        return result;
    if (!readLetterLists(root, "reshuffles", setup.reshuffles, error))
        return result;
    if (std::string bad = validateSetup(setup); !bad.empty()) {
        error = bad;
        return result;
    }
    if (root.contains("actions")) {
        const json& actions = root["actions"];
        if (!actions.is_array()) {
            error = "actions must be a list of actions in notation";
            return result;
        }
        for (std::size_t i = 0; i < actions.size(); ++i) {
            const std::string where = "actions[" + std::to_string(i) + "]";
            if (!actions[i].is_string()) {
                error = where + " must be text such as \"draw deck\"";
                return result;
            }
            std::string why;
            const auto action = parseAction(*actions[i].get_ptr<const std::string*>(), &why);
            if (!action) {
                error = where + ": " + why;
                return result;
            }
            result.history.actions.push_back(*action);
        }
    }
    return result;
}

} // namespace

std::string toJson(const History<Setup>& history)
{
    const Setup& setup = history.setup;
    json root = json::object();
    root["game"] = kGameId;
    root["format"] = kSaveFormat;
    root["players"] = setup.players;
    if (setup.seed <= kLargestExactDouble)
        root["seed"] = setup.seed;
    else
        root["seed"] = std::to_string(setup.seed);   // other JSON readers keep only 53 bits of a number
    root["first_player"] = setup.firstPlayer + 1;
    if (!setup.deck.empty())
        root["deck"] = lettersJson(setup.deck);
    if (!setup.roundDecks.empty()) {
        json list = json::array();
        for (const auto& deck : setup.roundDecks)
            list.push_back(lettersJson(deck));
        root["round_decks"] = std::move(list);
    }
    if (!setup.reshuffles.empty()) {
        json list = json::array();
        for (const auto& order : setup.reshuffles)
            list.push_back(lettersJson(order));
        root["reshuffles"] = std::move(list);
    }
    json actions = json::array();
    for (const Action& action : history.actions)
        actions.push_back(toNotation(action));
    root["actions"] = std::move(actions);
    return root.dump(2) + "\n";
}

std::string stateToJson(const State& state)
{
    json root = json::object();
    root["game"] = kGameId;
    root["players"] = state.players();
    root["round"] = state.round();
    root["over"] = state.isOver();
    json winners = json::array();
    for (Seat seat : state.winners())
        winners.push_back(seat + 1);
    root["winners"] = std::move(winners);
    root["crowns"] = state.scores();
    const Seat who = state.currentSeat();
    root["to_act"] = who == kNoSeat ? json(nullptr) : json(who + 1);
    static constexpr const char* kAsked[] = {"call", "act", "pass", "over"};
    root["asked"] = kAsked[static_cast<std::size_t>(state.phase())];
    json hands = json::array();
    json piles = json::array();
    for (Seat seat = 0; seat < state.players(); ++seat) {
        hands.push_back(lettersText(state.hand(seat)));
        std::string pile;
        for (std::uint8_t i = 0; i < state.pile(seat).size; ++i)
            pile.push_back(letterChar(state.pile(seat).cards[i]));
        piles.push_back(pile);
    }
    root["hands"] = std::move(hands);
    root["piles"] = std::move(piles);
    root["deck_count"] = state.deckCount();
    root["turns"] = state.turnNumber();
    root["reshuffles"] = state.reshuffles();
    root["last_round_winner"] = state.roundWinner() == kNoSeat ? json(nullptr) : json(state.roundWinner() + 1);
    root["last_winning_hand"] = state.winningHand() == kNoHand
        ? json(nullptr)
        : json(std::string(winningHands()[static_cast<std::size_t>(state.winningHand())].name));
    return root.dump();
}

ParsedSave parseSave(std::string_view text)
{
    try {
        return parse(text);
    } catch (const std::exception& e) {
        ParsedSave failed;
        failed.error = std::string("unreadable save: ") + e.what();
        return failed;
    } catch (...) {
        ParsedSave failed;
        failed.error = "unreadable save";
        return failed;
    }
}

LoadedGame loadGame(std::string_view text)
{
    ParsedSave parsed = parseSave(text);
    if (!parsed.ok())
        return {State{}, parsed.error};
    LoadedGame loaded{State{parsed.history.setup}, {}};
    for (std::size_t i = 0; i < parsed.history.actions.size(); ++i) {
        const Action& action = parsed.history.actions[i];
        ApplyResult result = loaded.state.apply(action, nullptr);
        if (!result) {
            loaded.error = "actions[" + std::to_string(i) + "] \"" + toNotation(action) + "\": " + result.error;
            return loaded;
        }
    }
    return loaded;
}

} // namespace critter::pp
