#include "pandapanda/save.h"

#include "pandapanda/notation.h"

namespace critter {
namespace {

using nlohmann::json;

json lettersJson(const std::vector<int>& letters)
{
    json list = json::array();
    for (int l : letters)
        list.push_back(std::string(1, pp::letterChar(l)));
    return list;
}

// A list of one-letter strings; error names the field.
bool readLetters(const json& value, const std::string& field, std::vector<int>& out, std::string& error)
{
    if (!value.is_array()) {
        error = field + ": must be a list of letters A-G";
        return false;
    }
    out.clear();
    for (std::size_t i = 0; i < value.size(); ++i) {
        const json& item = value[i];
        const std::string* text = item.is_string() ? item.get_ptr<const std::string*>() : nullptr;
        const auto letter = text && text->size() == 1 ? pp::letterFromChar((*text)[0]) : std::nullopt;
        if (!letter) {
            error = field + "[" + std::to_string(i) + "]: must be one letter A-G";
            return false;
        }
        out.push_back(*letter);
    }
    return true;
}

bool readLetterLists(const json& setup, const char* key, std::vector<std::vector<int>>& out, std::string& error)
{
    if (!setup.contains(key))
        return true;
    const std::string field = std::string("setup.") + key;
    const json& value = setup[key];
    if (!value.is_array()) {
        error = field + ": must be a list of letter lists";
        return false;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        std::vector<int> letters;
        if (!readLetters(value[i], field + "[" + std::to_string(i) + "]", letters, error))
            return false;
        out.push_back(std::move(letters));
    }
    return true;
}

// The letters of one list (validateSetup's message, named by field).
bool checkLetters(const std::vector<int>& letters, const std::string& field, std::string& error)
{
    pp::Setup probe;
    probe.deck = letters;
    if (std::string bad = pp::validateSetup(probe); !bad.empty()) {
        error = field + ": " + bad;
        return false;
    }
    return true;
}

} // namespace

bool GameFileTraits<pp::State>::readSetup(const json& setup, pp::Setup& out, std::string& error)
{
    out = pp::Setup{};
    if (!readSetupPlayers(setup, pp::kMinPlayers, pp::kMaxPlayers, out.players, error))
        return false;
    if (!readSetupSeed(setup, out.seed, error))
        return false;
    if (setup.contains("first")) {
        const json& first = setup["first"];
        if (!first.is_number_integer() || first.get<long long>() < 0 || first.get<long long>() >= out.players) {
            error = "setup.first: must be a seat from 0 to " + std::to_string(out.players - 1);
            return false;
        }
        out.firstPlayer = static_cast<Seat>(first.get<long long>());
    }
    if (setup.contains("deck") && (!readLetters(setup["deck"], "setup.deck", out.deck, error) ||
                                   !checkLetters(out.deck, "setup.deck", error)))
        return false;
    if (!readLetterLists(setup, "round_decks", out.roundDecks, error))
        return false;
    for (std::size_t i = 0; i < out.roundDecks.size(); ++i)
        if (!checkLetters(out.roundDecks[i], "setup.round_decks[" + std::to_string(i) + "]", error))
            return false;
    if (!readLetterLists(setup, "reshuffles", out.reshuffles, error))
        return false;
    for (std::size_t i = 0; i < out.reshuffles.size(); ++i)
        if (!checkLetters(out.reshuffles[i], "setup.reshuffles[" + std::to_string(i) + "]", error))
            return false;
    if (std::string bad = pp::validateSetup(out); !bad.empty()) {
        error = "setup: " + bad;
        return false;
    }
    return true;
}

void GameFileTraits<pp::State>::writeSetup(const pp::Setup& setup, json& out)
{
    out["players"] = setup.players;
    out["seed"] = seedJson(setup.seed);
    out["first"] = setup.firstPlayer;
    if (!setup.deck.empty())
        out["deck"] = lettersJson(setup.deck);
    if (!setup.roundDecks.empty()) {
        json list = json::array();
        for (const auto& deck : setup.roundDecks)
            list.push_back(lettersJson(deck));
        out["round_decks"] = std::move(list);
    }
    if (!setup.reshuffles.empty()) {
        json list = json::array();
        for (const auto& order : setup.reshuffles)
            list.push_back(lettersJson(order));
        out["reshuffles"] = std::move(list);
    }
}

std::string GameFileTraits<pp::State>::notation(const pp::State&, const Action& action)
{
    return pp::toNotation(action);
}

std::optional<Action> GameFileTraits<pp::State>::parseAction(const pp::State&, std::string_view text,
                                                             std::string& error)
{
    return pp::parseAction(text, &error);
}

namespace pp {

json stateJson(const State& state)
{
    json root = json::object();
    root["round"] = state.round();
    static constexpr const char* kAsked[] = {"call", "act", "pass", "over"};
    root["asked"] = kAsked[static_cast<std::size_t>(state.phase())];
    root["turn"] = state.isOver() ? json(nullptr) : json(state.turn());
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
    root["last_round_winner"] = state.roundWinner() == kNoSeat ? json(nullptr) : json(state.roundWinner());
    root["last_winning_hand"] = state.winningHand() == kNoHand
        ? json(nullptr)
        : json(std::string(winningHands()[static_cast<std::size_t>(state.winningHand())].name));
    return root;
}

} // namespace pp
} // namespace critter
