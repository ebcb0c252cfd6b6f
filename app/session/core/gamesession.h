#pragma once
// The rules half of a table session, the same for every game: a
// GameSession<State> holds the game's rules state and its bots and answers
// TableSession's rules hooks through the one rules shape (rules/core/game.h)
// and the one file format (rules/core/game_file.h). A game's session derives
// from it and adds its view, its event texts and its controls.
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "bots/bot.h"
#include "bots/bot_factory.h"
#include "core/game.h"
#include "core/game_file.h"
#include "core/rng.h"
#include "tablesession.h"
#include "wiretraits.h"

template <critter::GameState S>
class GameSession : public TableSession
{
public:
    using TableSession::TableSession;

    // The true state: only for the game's view code (which shows one seat's
    // observation) and for tests.
    const S& state() const { return *m_state; }
    bool hasState() const { return m_state.has_value(); }

protected:
    static critter::Decision decisionFor(const S& s) { return critter::decisionOf(s); }

    // ---- where a game's rules differ (hooks, never a specialisation) ------
    // The Setup of a new deal for these seats: by default a Setup with
    // `players` and `seed` keys (a game whose Setup lacks them overrides it).
    virtual typename S::Setup newSetup(int players, std::uint64_t seed) const
    {
        typename S::Setup setup;
        if constexpr (requires { setup.players = players; })
            setup.players = players;
        setup.seed = seed;
        return setup;
    }
    // The seats of a game file that names none (a scenario), for its state:
    // by default a normal bot in every seat.
    virtual std::vector<critter::SeatRecord> scenarioSeats(const S& state) const
    {
        return std::vector<critter::SeatRecord>(static_cast<std::size_t>(state.players()),
                                                critter::SeatRecord{"", "bot", "normal"});
    }

    void rulesNew(int players, std::uint64_t seed, std::vector<critter::Event>* events) override
    {
        m_state.emplace(makeState(newSetup(players, seed), events));   // the deal's events, for the table to animate
        m_bots.clear();
    }

    // A game's first state; `events` receives the deal's events where the game has any.
    static S makeState(const typename S::Setup& setup, std::vector<critter::Event>* events)
    {
        if constexpr (std::is_constructible_v<S, const typename S::Setup&, std::vector<critter::Event>*>)
            return S(setup, events);
        else
            return S(setup);
    }

    critter::Seat rulesCurrentSeat() const override { return m_state ? m_state->currentSeat() : critter::kNoSeat; }
    bool rulesOver() const override { return m_state && m_state->isOver(); }

    bool rulesLegal(const critter::Action& action) const override
    {
        if (!m_state || m_state->isOver())
            return false;
        std::vector<critter::Action> legal;
        m_state->legalActions(legal);
        return std::find(legal.begin(), legal.end(), action) != legal.end();
    }

    critter::Action rulesFirstLegal() const override
    {
        std::vector<critter::Action> legal;
        if (m_state)
            m_state->legalActions(legal);
        return legal.empty() ? critter::Action{} : legal.front();
    }

    critter::ApplyResult rulesApply(const critter::Action& action, std::vector<critter::Event>* events) override
    {
        return m_state->apply(action, events);
    }

    void rulesRewind(std::size_t actions, std::vector<critter::Event>* opening) override
    {
        *m_state = playedAgain(actions, opening);
    }

    // The game played again from its deal, its first `actions` actions; the
    // deal's events, and with `all` every action's too, go to `events`.
    S playedAgain(std::size_t actions, std::vector<critter::Event>* events, bool all = false) const
    {
        const critter::History<typename S::Setup> history = m_state->history();
        S rebuilt = makeState(history.setup, events);
        const std::size_t count = std::min(actions, history.actions.size());
        for (std::size_t i = 0; i < count; ++i)
            if (!rebuilt.apply(history.actions[i], all ? events : nullptr))
                break;
        return rebuilt;
    }

    bool rulesRevealsIfPlayed(const critter::Action& action, critter::Seat person) const override
    {
        if (!m_state)
            return true;
        S played = *m_state;   // a copy: the move's events, the table's state untouched
        std::vector<critter::Event> events;
        if (!played.apply(action, &events))
            return true;
        return std::any_of(events.begin(), events.end(), [&](const critter::Event& e) { return revealsTo(e, person); });
    }

    std::vector<critter::Action> rulesHistory() const override
    {
        return m_state ? m_state->history().actions : std::vector<critter::Action>{};
    }

    BotRunner::Job rulesBotJob(critter::Seat seat) override
    {
        // The bot sees only its seat's observation; it and its generator are
        // shared with the job, so leaving the table never pulls them from under it.
        auto seen = std::make_shared<typename S::Observation>(m_state->observation(seat));
        auto legal = std::make_shared<std::vector<critter::Action>>();
        m_state->legalActions(*legal);
        if (m_bots.empty())
            makeBots(m_state->history().setup.seed);   // seats are known by now
        std::shared_ptr<SeatBot> bot = m_bots.at(static_cast<std::size_t>(seat));
        return [bot, seen, legal](const critter::StopFlag& stop) {
            return bot->bot->choose(*seen, *legal, bot->rng, &stop);
        };
    }

    BotRunner::Job rulesHintJob(critter::Seat seat, std::shared_ptr<critter::BotReason> reason) override
    {
        // A fresh hard bot on the asking seat's observation alone, seeded by
        // the position: the same question gets the same answer.
        auto seen = std::make_shared<typename S::Observation>(m_state->observation(seat));
        auto legal = std::make_shared<std::vector<critter::Action>>();
        m_state->legalActions(*legal);
        const std::uint64_t seed = m_state->history().setup.seed * 131u + m_state->history().actions.size();
        return [seen, legal, reason, seed](const critter::StopFlag& stop) {
            const std::unique_ptr<critter::Bot<S>> bot = critter::makeDefaultBot<S>(critter::BotLevel::Hard);
            critter::Rng rng(seed);
            const critter::Action chosen = bot->choose(*seen, *legal, rng, &stop);
            *reason = bot->lastReason();
            reason->legalMoves = legal->size();
            return chosen;
        };
    }

    std::string rulesSave(const std::vector<critter::SeatRecord>& seats, const std::string& description) const override
    {
        return m_state ? critter::saveGameFile<S>(*m_state, seats, description) : std::string();
    }

    bool rulesLoad(const std::string& text, std::vector<critter::SeatRecord>& seats,
                   std::vector<critter::Action>& actions, std::string& error) override
    {
        critter::GameFileRead<S> read = critter::loadGameFile<S>(text);
        if (!read.ok) {
            error = read.error;
            return false;
        }
        seats = read.file.seats;
        // A scenario without seats is played on (or watched) with bots.
        if (static_cast<int>(seats.size()) != read.state.players())
            seats = scenarioSeats(read.state);
        actions = read.file.history.actions;
        m_state.emplace(std::move(read.state));
        m_bots.clear();
        return true;
    }

    // ---- the network: only what a seat may know leaves this object --------
    std::string wireObservation(critter::Seat seat) const override
    {
        if constexpr (critter::HasWire<S>) {
            using Wire = critter::WireTraits<S>;
            if (!m_state)
                return {};
            if (seat >= 0 && seat < m_state->players())
                return Wire::write(m_state->observation(seat));
            return Wire::write(Wire::spectator(m_state->observation(0)));
        } else {
            return {};
        }
    }

    std::unique_ptr<WireViews> wireViews() const override
    {
        if constexpr (critter::HasWire<S>) {
            if (m_state)
                return std::make_unique<SharedWireViews>(*m_state);
        }
        return std::make_unique<NoWireViews>();
    }

    std::vector<std::string> wireLegal(critter::Seat seat) const override
    {
        std::vector<std::string> out;
        if (!m_state || seat < 0 || m_state->currentSeat() != seat)
            return out;
        std::vector<critter::Action> legal;
        m_state->legalActions(legal);
        for (const critter::Action& action : legal)
            out.push_back(rulesNotation(action));
        return out;
    }

    std::vector<critter::Event> wireEvents(const std::vector<critter::Event>& events, critter::Seat seat) const override
    {
        std::vector<critter::Event> out;
        if constexpr (critter::HasWire<S>) {
            for (const critter::Event& event : events)
                if (const std::optional<critter::Event> seen = critter::WireTraits<S>::eventFor(event, seat))
                    out.push_back(*seen);
        }
        return out;
    }

    std::vector<critter::Event> eventsSoFar() const override
    {
        if (!m_state)
            return {};
        std::vector<critter::Event> events;
        playedAgain(m_state->history().actions.size(), &events, true);
        return events;
    }

    std::string rulesNotation(const critter::Action& action) const override
    {
        if constexpr (critter::HasGameFile<S>)
            return m_state ? critter::GameFileTraits<S>::notation(*m_state, action) : std::string();
        else
            return critter::toDebugString(action);
    }

    std::optional<critter::Action> rulesParse(const std::string& text, std::string& error) const override
    {
        if constexpr (critter::HasGameFile<S>) {
            if (!m_state) {
                error = "no game";
                return std::nullopt;
            }
            return critter::GameFileTraits<S>::parseAction(*m_state, text, error);
        } else {
            error = "this game has no notation";
            return std::nullopt;
        }
    }

    bool rulesAdoptWire(const std::string& observation, int players, std::string& error) override
    {
        if constexpr (critter::HasWire<S>) {
            const std::optional<typename S::Observation> seen = critter::WireTraits<S>::read(observation, &error);
            if (!seen)
                return false;
            // A world drawn from the seat's view alone: the table code shows
            // it through observation(seat), which is exactly what was sent.
            S world = S::sampleWorld(*seen, m_drawRng);
            if (world.players() != players) {
                error = "the host's seats do not match its game";
                return false;
            }
            m_state.emplace(std::move(world));
            m_bots.clear();
            return true;
        } else {
            (void)observation;
            (void)players;
            error = "this game has no network wire";
            return false;
        }
    }

    std::vector<int> rulesScores() const override
    {
        if constexpr (requires(const S& s) { s.scores(); })
            return m_state ? m_state->scores() : std::vector<int>{};
        else
            return {};
    }

    std::vector<critter::Seat> rulesWinners() const override
    {
        if constexpr (requires(const S& s) { s.winners(); })
            return m_state ? m_state->winners() : std::vector<critter::Seat>{};
        else
            return {};
    }

private:
    // Every seat's observation as wireObservation writes it, the part all
    // see alike written once (core/wire_split.h). It is written from the
    // spectators' view, so it can hold nobody's hidden card.
    class SharedWireViews final : public WireViews
    {
    public:
        explicit SharedWireViews(const S& state) : m_state(state)
        {
            Wire::writeShared(m_shared, Wire::spectator(state.observation(0)));
        }
        void appendTo(std::string& out, critter::Seat seat) const override
        {
            const bool seated = seat >= 0 && seat < m_state.players();
            critter::spliceOwn(m_shared, seated ? m_state.observation(seat) : Wire::spectator(m_state.observation(0)),
                               Wire::writeOwn, out);
        }

    private:
        using Wire = critter::WireTraits<S>;
        const S& m_state;
        critter::SharedText m_shared;
    };
    // A game without a network wire sends no observation.
    class NoWireViews final : public WireViews
    {
    public:
        void appendTo(std::string&, critter::Seat) const override {}
    };

    struct SeatBot {
        std::unique_ptr<critter::Bot<S>> bot;
        critter::Rng rng;
    };

    void makeBots(std::uint64_t seed)
    {
        m_bots.clear();
        for (int s = 0; s < players(); ++s) {
            const SeatSpec& spec = seatModel()->at(s);
            if (spec.isPerson()) {
                m_bots.push_back(nullptr);
                continue;
            }
            auto bot = std::make_shared<SeatBot>();
            bot->bot = critter::makeDefaultBot<S>(critter::parseBotLevel(spec.level.toStdString()).value_or(critter::BotLevel::Normal));
            bot->rng.reseed(seed * 31u + static_cast<std::uint64_t>(s) + 1u);
            m_bots.push_back(std::move(bot));
        }
    }

    std::optional<S> m_state;
    std::vector<std::shared_ptr<SeatBot>> m_bots;
    critter::Rng m_drawRng{0x5eed};   // a client's drawn worlds (what is hidden from its seat)
};
