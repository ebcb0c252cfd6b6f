#pragma once
// A generic random-playout checker any game plugs into (after OpenSpiel's
// RandomSimTest). Over many random games it checks, at every step:
//  - a copy of the state equals the original (sampled: comparing the
//    history makes it the costliest check);
//  - the game's own invariants hold (nothing lost or duplicated);
//  - while the game runs, someone must decide and has a legal action;
//  - an illegal action is refused with a message and changes nothing;
//  - the observation hides what it must: a world sampled from one seat's
//    observation alone gives that seat the same observation, the same seat
//    to decide and, for the deciding seat, the same legal actions;
// and at the end of each game that replaying the history rebuilds the same
// state, and that scores and winners are one per seat / a non-empty set.
// A game with GameFileTraits (core/game_file.h; include the game's save.h)
// is also checked through its file format: every action taken reads back
// from its notation as the same action, and every game, saved with
// saveGameFile at its end, loads back to the same history and state.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/game_file.h"

namespace critter {

struct PlayoutOptions {
    int games = 100;
    std::uint64_t seed = 1;
    int maxSteps = 100000;        // a game longer than this is a violation
    double copyProbe = 0.10;      // chance per step to compare a fresh copy (costs O(history))
    double illegalProbe = 0.25;   // chance per step to probe an illegal action
    double hiddenProbe = 0.10;    // chance per step to re-sample hidden info
    int maxMessages = 10;
};

struct PlayoutReport {
    int games = 0;
    long long steps = 0;
    int violations = 0;
    std::vector<std::string> messages;

    bool ok() const { return violations == 0; }
};

template <GameState S>
class PlayoutChecker {
public:
    using Setup = typename S::Setup;
    // makeSetup(gameIndex, rng) gives the setup of each game.
    using SetupMaker = std::function<Setup(int, Rng&)>;

    PlayoutChecker(SetupMaker makeSetup, PlayoutOptions options)
        : makeSetup_(std::move(makeSetup)), options_(options) {}

    PlayoutReport run()
    {
        PlayoutReport report;
        Rng rng(options_.seed);
        std::vector<Action> legal;
        for (int g = 0; g < options_.games; ++g) {
            S state(makeSetup_(g, rng));
            game_ = g;
            int steps = 0;
            while (!state.isOver()) {
                if (++steps > options_.maxSteps) {
                    fail(report, "game did not end within maxSteps");
                    break;
                }
                checkStep(state, rng, legal, report);
                if (legal.empty())
                    break;
                const Action chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                checkNotation(state, chosen, report);
                ApplyResult result = state.apply(chosen, nullptr);
                if (!result) {
                    fail(report, "legal action " + toDebugString(chosen) + " refused: " + result.error);
                    break;
                }
                ++report.steps;
            }
            checkEnd(state, report);
            ++report.games;
        }
        return report;
    }

private:
    void fail(PlayoutReport& report, const std::string& what)
    {
        ++report.violations;
        if (static_cast<int>(report.messages.size()) < options_.maxMessages)
            report.messages.push_back("game " + std::to_string(game_) + ": " + what);
    }

    void checkStep(const S& state, Rng& rng, std::vector<Action>& legal, PlayoutReport& report)
    {
        if (rng.unit() < options_.copyProbe) {
            const S copy = state;
            if (!(copy == state))
                fail(report, "a copy differs from the original");
        }
        if (std::string broken = state.checkInvariants(); !broken.empty())
            fail(report, "invariant: " + broken);
        legal.clear();
        if (state.currentSeat() == kNoSeat) {
            fail(report, "no seat to decide but the game is not over");
            return;
        }
        state.legalActions(legal);
        if (legal.empty()) {
            fail(report, "no legal action for the deciding seat");
            return;
        }
        if (rng.unit() < options_.illegalProbe)
            probeIllegal(state, rng, legal, report);
        if (rng.unit() < options_.hiddenProbe)
            probeHidden(state, rng, report);
    }

    void probeIllegal(const S& state, Rng& rng, const std::vector<Action>& legal, PlayoutReport& report)
    {
        // Random shapes first; a near-miss of a legal action finds off-by-ones.
        for (int attempt = 0; attempt < 8; ++attempt) {
            Action bad;
            if (attempt % 2 == 0) {
                bad = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                int* field = attempt % 4 == 0 ? &bad.a : &bad.b;
                *field += rng.between(-2, 2);
            } else {
                bad.type = rng.between(-1, S::kActionTypeCount);
                bad.a = rng.between(-2, 12);
                bad.b = rng.between(-2, 12);
                bad.c = rng.between(-2, 3);
            }
            if (std::find(legal.begin(), legal.end(), bad) != legal.end())
                continue;
            S probe = state;
            std::vector<Event> events;
            ApplyResult result = probe.apply(bad, &events);
            if (result.ok)
                fail(report, "illegal action " + toDebugString(bad) + " was accepted");
            else if (result.error.empty())
                fail(report, "illegal action " + toDebugString(bad) + " refused without a message");
            if (!(probe == state))
                fail(report, "refused action " + toDebugString(bad) + " changed the state");
            if (!events.empty())
                fail(report, "refused action " + toDebugString(bad) + " emitted events");
            return;
        }
    }

    void probeHidden(const S& state, Rng& rng, PlayoutReport& report)
    {
        for (Seat seat = 0; seat < state.players(); ++seat) {
            const auto seen = state.observation(seat);
            const S world = S::sampleWorld(seen, rng);
            if (!(world.observation(seat) == seen))
                fail(report, "seat " + std::to_string(seat) + "'s observation depends on hidden information");
            if (std::string broken = world.checkInvariants(); !broken.empty())
                fail(report, "sampled world broken: " + broken);
            if (world.currentSeat() != state.currentSeat()) {
                fail(report, "sampled world has a different seat to decide");
            } else if (seat == state.currentSeat()) {
                std::vector<Action> real, sampled;
                state.legalActions(real);
                world.legalActions(sampled);
                if (real != sampled)
                    fail(report, "seat " + std::to_string(seat) + "'s legal actions depend on hidden information");
            }
        }
    }

    // parseAction(notation(a)) == a, when the game has a file format.
    void checkNotation(const S& state, const Action& action, PlayoutReport& report)
    {
        if constexpr (HasGameFile<S>) {
            using Traits = GameFileTraits<S>;
            const std::string text = Traits::notation(state, action);
            std::string why;
            const std::optional<Action> back = Traits::parseAction(state, text, why);
            if (!back)
                fail(report, "notation '" + text + "' of " + toDebugString(action) + " does not read back: " + why);
            else if (!(*back == action))
                fail(report, "notation '" + text + "' of " + toDebugString(action) + " reads back as " +
                                 toDebugString(*back));
        }
    }

    // saveGameFile -> loadGameFile gives the same history and state.
    void checkFile(const S& state, PlayoutReport& report)
    {
        if constexpr (HasGameFile<S>) {
            const std::string text = saveGameFile(state);
            const GameFileRead<S> back = loadGameFile<S>(text);
            if (!back.ok)
                fail(report, "a saved game does not load: " + back.error);
            else if (!(back.file.history == state.history()))
                fail(report, "a saved game loads with a different history");
            else if (!(back.state == state))
                fail(report, "a saved game loads to a different state");
        }
    }

    void checkEnd(const S& state, PlayoutReport& report)
    {
        checkFile(state, report);
        S rebuilt = state;
        std::size_t failedAt = 0;
        ApplyResult result = replay(state.history(), rebuilt, &failedAt);
        if (!result)
            fail(report, "replay refused action " + std::to_string(failedAt) + ": " + result.error);
        else if (!(rebuilt == state))
            fail(report, "replaying the history does not rebuild the same state");
        if (!state.isOver())
            return;
        if (static_cast<int>(state.scores().size()) != state.players())
            fail(report, "scores are not one per seat");
        if (state.winners().empty())
            fail(report, "a finished game has no winner");
    }

    SetupMaker makeSetup_;
    PlayoutOptions options_;
    int game_ = 0;
};

} // namespace critter
