#include "trashpandas/save.h"

#include "trashpandas/notation.h"

namespace critter {
namespace {

using nlohmann::json;
using tp::Card;

// A list of card ids under setup.<key>; false with error set when one is not a card.
bool readCards(const json& setup, const char* key, std::vector<Card>& out, std::string& error)
{
    if (!setup.contains(key))
        return true;
    const std::string field = std::string("setup.") + key;
    const json& list = setup[key];
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
        const auto card = tp::cardFromId(list[i].get<std::string>());
        if (!card) {
            error = at + ": unknown card '" + list[i].get<std::string>() + "'";
            return false;
        }
        out.push_back(*card);
    }
    return true;
}

json cardsJson(const std::vector<Card>& list)
{
    json out = json::array();
    for (Card card : list)
        out.push_back(std::string(tp::cardInfo(card).id));
    return out;
}

} // namespace

bool GameFileTraits<tp::State>::readSetup(const json& setup, tp::State::Setup& out, std::string& error)
{
    out = tp::State::Setup{};
    if (!readSetupPlayers(setup, tp::kMinPlayers, tp::kMaxPlayers, out.players, error))
        return false;
    if (!readSetupSeed(setup, out.seed, error))
        return false;
    if (!readCards(setup, "stack", out.stack, error))
        return false;
    tp::Counts used{};
    for (std::size_t i = 0; i < out.stack.size(); ++i) {
        const Card card = out.stack[i];
        if (++used[static_cast<std::size_t>(card)] > tp::cardInfo(card).copies) {
            error = "setup.stack[" + std::to_string(i) + "]: more " + std::string(tp::cardInfo(card).id) +
                    " than the deck holds (" + std::to_string(tp::cardInfo(card).copies) + ")";
            return false;
        }
    }
    if (setup.contains("rolls")) {
        const json& rolls = setup["rolls"];
        if (!rolls.is_array()) {
            error = "setup.rolls: must be a list of die faces 1-6";
            return false;
        }
        for (std::size_t i = 0; i < rolls.size(); ++i) {
            if (!rolls[i].is_number_integer() || rolls[i].get<long long>() < 1 || rolls[i].get<long long>() > 6) {
                error = "setup.rolls[" + std::to_string(i) + "]: must be a die face 1-6";
                return false;
            }
            out.rolls.push_back(rolls[i].get<int>());
        }
    }
    return readCards(setup, "picks", out.picks, error);
}

void GameFileTraits<tp::State>::writeSetup(const tp::State::Setup& setup, json& out)
{
    out["players"] = setup.players;
    out["seed"] = seedJson(setup.seed);
    if (!setup.stack.empty())
        out["stack"] = cardsJson(setup.stack);
    if (!setup.rolls.empty())
        out["rolls"] = setup.rolls;
    if (!setup.picks.empty())
        out["picks"] = cardsJson(setup.picks);
}

std::string GameFileTraits<tp::State>::notation(const tp::State&, const Action& action)
{
    return tp::toNotation(action);
}

std::optional<Action> GameFileTraits<tp::State>::parseAction(const tp::State&, std::string_view text,
                                                             std::string& error)
{
    return tp::parseAction(text, &error);
}

} // namespace critter
