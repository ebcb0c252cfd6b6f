#pragma once
// One file format for saves, replays and scenarios of every game
// (docs/file-format.md):
//
//   { "game": "panda-panda", "version": 1, "description": "free text",
//     "setup": { "players": 3, "seed": 42, ...the game's forced chance... },
//     "seats": [ {"name": "Ana", "kind": "person"},
//                {"name": "Bot 2", "kind": "bot", "level": "hard"} ],
//     "actions": ["discard A", "pass B"] }
//
// The envelope (everything but the setup's game keys and the notation) is
// read and written here, without knowing the game. Each game adds only a
// GameFileTraits specialisation: its id, its setup keys and its notation.
// Seats count from 0 everywhere. Reading never throws; every error starts
// with the field at fault ("setup.players: 5 is not 2, 3 or 4",
// "actions[12] 'roll': <why>", "file: not valid JSON").
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.h"
#include "core/json_read.h"   // kMaxJsonBytes: what a caller need read of a file at most

namespace critter {

inline constexpr int kFileVersion = 1;

// Who sat where, for the app: kind is "person", "bot" or "cpu"; level only
// for bots ("random", "easy", "normal" or "hard"), empty otherwise.
struct SeatRecord {
    std::string name;
    std::string kind;
    std::string level;
    friend bool operator==(const SeatRecord&, const SeatRecord&) = default;
};

// The game-neutral part, readable without knowing the game (the home
// screen's Continue summary, Open's dispatch to the right game).
struct Envelope {
    std::string game;
    int version = kFileVersion;
    std::string description;
    int players = 0;                    // setup.players
    std::vector<SeatRecord> seats;      // empty, or one per seat
    std::vector<std::string> actions;   // in the game's notation
    nlohmann::json setup;               // the whole setup object
};

struct EnvelopeRead {
    bool ok = false;
    std::string error;   // "<field>: <why>"
    Envelope envelope;
};

// Checks JSON, game, version, description, setup.players, seats and that the
// actions are text; setup's other keys are left to the game.
EnvelopeRead readEnvelope(std::string_view text);
// Keys in the order above, 2-space indent, a final newline. setup.players is
// written from envelope.players, then setup.seed, then the other setup keys.
// description and seats are left out when empty.
std::string writeEnvelope(const Envelope& envelope);

// Helpers for the games' readSetup / writeSetup.
// setup.players: a whole number from lo to hi, else "setup.players: 5 is not 2, 3 or 4".
bool readSetupPlayers(const nlohmann::json& setup, int lo, int hi, int& out, std::string& error);
// setup.seed: optional (out unchanged when absent); a whole number or a
// decimal string (for seeds above 2^53, which many JSON readers round).
bool readSetupSeed(const nlohmann::json& setup, std::uint64_t& out, std::string& error);
// A seed as JSON: a number up to 2^53, else a decimal string.
nlohmann::json seedJson(std::uint64_t seed);
// "2, 3 or 4" for the players message.
std::string rangeText(int lo, int hi);

// Each game specialises this in its own rules folder (e.g. pandapanda/save.h):
//   static constexpr std::string_view kGameId;
//   static bool readSetup(const nlohmann::json& setup, typename S::Setup& out, std::string& error);
//       // players, seed and the forced keys; error "setup.x: why"
//   static void writeSetup(const typename S::Setup&, nlohmann::json& setup);
//   static std::string notation(const S& before, const Action&);
//   static std::optional<Action> parseAction(const S& before, std::string_view text, std::string& error);
template <class S>
struct GameFileTraits;

template <class S>
concept HasGameFile = GameState<S> &&
    requires(const S& before, const typename S::Setup& setup, typename S::Setup& out, const nlohmann::json& in,
             nlohmann::json& json, const Action& action, std::string_view text, std::string& error) {
        { GameFileTraits<S>::kGameId } -> std::convertible_to<std::string_view>;
        { GameFileTraits<S>::readSetup(in, out, error) } -> std::same_as<bool>;
        { GameFileTraits<S>::writeSetup(setup, json) } -> std::same_as<void>;
        { GameFileTraits<S>::notation(before, action) } -> std::same_as<std::string>;
        { GameFileTraits<S>::parseAction(before, text, error) } -> std::same_as<std::optional<Action>>;
    };

template <GameState S>
struct GameFile {
    History<typename S::Setup> history;
    std::vector<SeatRecord> seats;
    std::string description;
    friend bool operator==(const GameFile&, const GameFile&) = default;
};

template <GameState S>
struct GameFileRead {
    bool ok = false;
    std::string error;   // "actions[i] 'text': why" when an action is refused
    GameFile<S> file;    // the actions up to (not including) a refused one
    S state = S(typename S::Setup{});   // the state after the actions that played (a fresh game before any)
};

// Reads a file and plays its actions.
template <GameState S>
GameFileRead<S> loadGameFile(std::string_view text)
{
    using Traits = GameFileTraits<S>;
    GameFileRead<S> out;
    EnvelopeRead read = readEnvelope(text);
    if (!read.ok) {
        out.error = std::move(read.error);
        return out;
    }
    Envelope& envelope = read.envelope;
    if (envelope.game != Traits::kGameId) {
        out.error = "game: '" + envelope.game + "' is not " + std::string(Traits::kGameId);
        return out;
    }
    try {
        typename S::Setup setup{};
        std::string error;
        if (!Traits::readSetup(envelope.setup, setup, error)) {
            out.error = error.empty() ? std::string("setup: not a valid setup") : std::move(error);
            return out;
        }
        out.file.history.setup = setup;
        out.file.seats = std::move(envelope.seats);
        out.file.description = std::move(envelope.description);
        out.state = S(setup);
        for (std::size_t i = 0; i < envelope.actions.size(); ++i) {
            const std::string& written = envelope.actions[i];
            const std::string at = "actions[" + std::to_string(i) + "] '" + written + "': ";
            std::string why;
            const std::optional<Action> action = Traits::parseAction(out.state, written, why);
            if (!action) {
                out.error = at + (why.empty() ? std::string("not an action") : why);
                return out;
            }
            if (ApplyResult played = out.state.apply(*action, nullptr); !played) {
                out.error = at + played.error;
                return out;
            }
            out.file.history.actions.push_back(*action);
        }
    } catch (const std::exception& e) {
        out.error = std::string("file: unreadable (") + e.what() + ")";
        return out;
    }
    out.ok = true;
    return out;
}

// Writes a whole game; replays it to write each action's notation from the
// state it was taken in (actions after a refused one are written as they are).
template <GameState S>
std::string saveGameFile(const GameFile<S>& file)
{
    using Traits = GameFileTraits<S>;
    Envelope envelope;
    envelope.game = std::string(Traits::kGameId);
    envelope.description = file.description;
    envelope.seats = file.seats;
    envelope.setup = nlohmann::json::object();
    Traits::writeSetup(file.history.setup, envelope.setup);
    S state(file.history.setup);
    envelope.players = state.players();
    bool playing = true;
    for (const Action& action : file.history.actions) {
        envelope.actions.push_back(Traits::notation(state, action));
        if (playing)
            playing = state.apply(action, nullptr).ok;
    }
    return writeEnvelope(envelope);
}

// A save of a game so far.
template <GameState S>
std::string saveGameFile(const S& state, const std::vector<SeatRecord>& seats = {},
                         const std::string& description = {})
{
    return saveGameFile(GameFile<S>{state.history(), seats, description});
}

} // namespace critter
