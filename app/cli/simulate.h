#pragma once
// simulate: N games between bots, rotating who starts, checking the rules
// as they go. A bot is handed only its seat's observation and the legal
// actions. Table seat 0 starts (seats are numbered in turn order), so game g
// seats listed seat (t + g) % n at table seat t: every listed seat starts
// equally often over a multiple of n games, and never more than once extra.
#include <QString>

#include <algorithm>
#include <chrono>
#include <exception>
#include <vector>

#include "adapter.h"
#include "decision_times.h"

namespace critter::cli {

inline constexpr int kMaxActionsPerGame = 100000; // beyond: a game that never ends
inline constexpr double kHiddenProbeRate = 0.05;  // decisions whose hidden info is re-sampled
inline constexpr int kMaxMessages = 10;

template <GameAdapter A>
class Simulation {
public:
    using S = typename A::State;

    explicit Simulation(const SimulateRequest& request)
        : request_(request), seats_(static_cast<std::size_t>(request.seats.size()))
    {
        for (const QString& seat : request.seats) {
            SeatBot<S> made = makeSeatBot<A>(seat, request.searchIterations);
            if (!made.note.isEmpty() && !result_.notes.contains(made.note))
                result_.notes << made.note;
            bots_.push_back(std::move(made.bot));
        }
        const auto n = seats_;
        result_.wins.assign(n, 0.0);
        result_.meanScore.assign(n, 0.0);
        decisionTimes_.resize(n);
    }

    SimulateResult run()
    {
        const auto start = std::chrono::steady_clock::now();
        Rng master(request_.seed);
        for (int g = 0; g < request_.games; ++g) {
            const std::uint64_t gameSeed = master.next();
            Rng botRng = master.split();
            Rng probeRng = master.split(); // apart from the bots' so probing never changes a game
            try {
                playGame(g, gameSeed, botRng, probeRng);
            } catch (const std::exception& e) {
                violation(g, QString("exception: ") + e.what());
            }
        }
        result_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        result_.games = request_.games;
        finish();
        return result_;
    }

private:
    std::size_t listedSeat(Seat tableSeat, int game) const
    {
        return (static_cast<std::size_t>(tableSeat) + static_cast<std::size_t>(game)) % seats_;
    }

    // A game whose seats differ in kind beyond who decides (Trash Dash's cpu
    // racers) builds its setup from the seats in this game's table order.
    typename S::Setup tableSetup(int g, std::uint64_t seed) const
    {
        if constexpr (requires(const QStringList& seats) { A::makeTableSetup(seats, seed, request_.options); }) {
            QStringList tableSeats;
            for (std::size_t t = 0; t < seats_; ++t)
                tableSeats << request_.seats[static_cast<qsizetype>(listedSeat(static_cast<Seat>(t), g))];
            return A::makeTableSetup(tableSeats, seed, request_.options);
        } else {
            return A::makeSetup(static_cast<int>(seats_), seed, request_.options);
        }
    }

    QString seatName(std::size_t listed) const
    {
        return "seat " + QString::number(listed + 1) + " (" + request_.seats[static_cast<qsizetype>(listed)] + ")";
    }

    void playGame(int g, std::uint64_t seed, Rng& botRng, Rng& probeRng)
    {
        S state(tableSetup(g, seed));
        if (state.players() != static_cast<int>(seats_))
            return violation(g, "the setup has " + QString::number(state.players()) + " players");
        std::vector<Action> legal;
        int actions = 0;
        while (!state.isOver()) {
            if (++actions > kMaxActionsPerGame)
                return violation(g, "no end after " + QString::number(kMaxActionsPerGame) + " actions");
            const Seat seat = state.currentSeat();
            if (seat < 0 || seat >= state.players())
                return violation(g, "the game is not over but seat " + QString::number(seat) + " decides");
            legal.clear();
            state.legalActions(legal);
            if (legal.empty())
                return violation(g, "no legal action for the deciding seat");
            if (probeRng.unit() < kHiddenProbeRate)
                if (const QString leak = probeHidden(state, legal, probeRng); !leak.isEmpty())
                    return violation(g, leak);
            const auto seen = state.observation(seat);

            const std::size_t listed = listedSeat(seat, g);
            const auto before = std::chrono::steady_clock::now();
            const Action chosen = bots_[listed]->choose(seen, legal, botRng);
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - before).count();
            decisionTimes_[listed].add(ms);

            const QString what = actionTextOf<A>(state, chosen);
            if (std::find(legal.begin(), legal.end(), chosen) == legal.end())
                return error(g, seatName(listed) + " chose " + what + ", not a legal action");
            if (ApplyResult applied = state.apply(chosen, nullptr); !applied)
                return error(g, seatName(listed) + " chose " + what + ", refused: "
                                    + QString::fromStdString(applied.error));
            if (std::string broken = state.checkInvariants(); !broken.empty())
                return violation(g, "after " + what + ": " + QString::fromStdString(broken));
        }
        scoreGame(g, state);
    }

    // A world sampled from one seat's observation alone must look the same to
    // that seat; for the deciding seat it must also offer the same actions.
    // Otherwise the observation leaks (or lacks) hidden information.
    static QString probeHidden(const S& state, const std::vector<Action>& legal, Rng& rng)
    {
        for (Seat seat = 0; seat < state.players(); ++seat) {
            const auto seen = state.observation(seat);
            const S world = S::sampleWorld(seen, rng);
            const QString who = "player " + QString::number(seat + 1) + "'s ";
            if (!(world.observation(seat) == seen))
                return who + "observation depends on hidden information";
            if (seat != state.currentSeat())
                continue;
            std::vector<Action> sampled;
            if (world.currentSeat() == seat)
                world.legalActions(sampled);
            if (sampled != legal)
                return who + "legal actions depend on hidden information";
        }
        return {};
    }

    void scoreGame(int g, const S& state)
    {
        const std::vector<int> scores = state.scores();
        const std::vector<Seat> winners = state.winners();
        if (scores.size() != seats_)
            return violation(g, "scores are not one per seat");
        if (winners.empty())
            return violation(g, "a finished game has no winner");
        for (std::size_t i = 0; i < winners.size(); ++i) {
            if (winners[i] < 0 || winners[i] >= state.players())
                return violation(g, "winner " + QString::number(winners[i]) + " is not a seat");
            if (std::find(winners.begin(), winners.begin() + static_cast<std::ptrdiff_t>(i), winners[i])
                != winners.begin() + static_cast<std::ptrdiff_t>(i))
                return violation(g, "a winner is listed twice");
        }
        for (std::size_t t = 0; t < seats_; ++t)
            result_.meanScore[listedSeat(static_cast<Seat>(t), g)] += scores[t];
        for (Seat w : winners)
            result_.wins[listedSeat(w, g)] += 1.0 / static_cast<double>(winners.size());
        turns_ += turnsOf<A>(state);
        ++scored_;
    }

    void violation(int g, const QString& what)
    {
        ++result_.violations;
        note(g, "violation", what);
    }

    void error(int g, const QString& what)
    {
        ++result_.errors;
        note(g, "error", what);
    }

    void note(int g, const char* kind, const QString& what)
    {
        if (result_.messages.size() < kMaxMessages)
            result_.messages << QString(kind) + ": game " + QString::number(g + 1) + ": " + what;
    }

    // Sums to means; an abandoned game counts toward no score, win or turn.
    void finish()
    {
        for (std::size_t i = 0; i < seats_; ++i) {
            if (scored_ > 0)
                result_.meanScore[i] /= scored_;
            result_.meanDecisionMs.push_back(decisionTimes_[i].mean());
            result_.medianDecisionMs.push_back(decisionTimes_[i].median());
            result_.maxDecisionMs.push_back(decisionTimes_[i].worst());
        }
        result_.meanTurns = scored_ > 0 ? static_cast<double>(turns_) / scored_ : 0.0;
    }

    SimulateRequest request_;
    std::size_t seats_;
    std::vector<std::unique_ptr<Bot<S>>> bots_;
    std::vector<DecisionTimes> decisionTimes_;
    long long turns_ = 0;
    int scored_ = 0;
    SimulateResult result_;
};

} // namespace critter::cli
